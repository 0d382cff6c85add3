import ArgumentParser
import Foundation

/// The `markupc` command: subcommands only; exit status 0 success, 1 errors in a
/// document, 2 usage or I/O errors.
@main
struct Markupc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markupc",
        abstract: "Lays out MarkupKit XML user interfaces as iOS would, without a Mac.",
        subcommands: [LayoutCommand.self, ValidateCommand.self, DevicesCommand.self, RenderCommand.self, PreviewCommand.self, SchemaCommand.self])

    /// ArgumentParser exits with 64 on usage errors; markupc promises 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let status = exitCode(for: error)
            if status == .success {  // --help, --version: a failed write is exit 2 like any output
                do { try OutputFile.write(fullMessage(for: error) + "\n", to: nil) } catch { Foundation.exit(2) }
                Foundation.exit(0)
            }
            OutputFile.writeStandardError(fullMessage(for: error) + "\n")
            Foundation.exit(2)
        }
    }
}
