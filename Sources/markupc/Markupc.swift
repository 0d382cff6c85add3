import ArgumentParser
import Foundation

/// The `markupc` command: subcommands only; exit status 0 success, 1 errors in a document, 2 usage or
/// I/O errors.
@main
struct Markupc: ParsableCommand {
    /// The command's name, which its subcommands also give as their super-command's: a call parsed
    /// by a subcommand alone (`parsedBySubcommand`) then skips ArgumentParser's search for a
    /// completion-script request, which parses the arguments twice more (two other commands'
    /// arguments, built by reflection; a twelfth of starting `markupc layout`). Such a call has none:
    /// `parsedBySubcommand` leaves those to the root, whose usage and help texts name it alone.
    static let name = "markupc"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Lays out MarkupKit XML user interfaces as iOS would, without a Mac.",
        version: MarkupcVersion.current,
        subcommands: [
            LayoutCommand.self, ValidateCommand.self, DevicesCommand.self, RenderCommand.self, PreviewCommand.self,
            SchemaCommand.self, SnapshotCommand.self, ExplainCommand.self, LSPCommand.self,
        ])

    /// ArgumentParser exits with 64 on usage errors; markupc promises 2.
    static func main() {
        HeapSettings.apply()
        var command: ParsableCommand
        if let direct = parsedBySubcommand(Array(CommandLine.arguments.dropFirst())) {
            command = direct
        } else {
            do {
                command = try parseAsRoot()
            } catch {
                exit(reporting: error, usage: fullMessage(for: error))
            }
        }
        do {
            try command.run()
        } catch {
            // Errors found while running (a bad option value) name the subcommand in their usage line,
            // as parsing errors do, not the root's `markupc <subcommand>`.
            exit(reporting: error, usage: usageMessage(for: error, in: type(of: command)))
        }
    }

    /// A call of a subcommand parsed by that subcommand alone, or nil for the root to parse.
    ///
    /// Parsing from the root builds the arguments of every subcommand (for completion scripts and
    /// help) through the runtime's reflection: about a third of starting `markupc layout`. The root
    /// has no options of its own, so a call its subcommand accepts means the same either way; help,
    /// versions, completion scripts and every error go through the root, so that what is printed is
    /// the root's.
    static func parsedBySubcommand(_ arguments: [String]) -> ParsableCommand? {
        guard let name = arguments.first,
            let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name })
        else { return nil }
        let rest = arguments.dropFirst()
        let rootsOwn = ["-h", "--help", "help", "--version", "--experimental-dump-help"]
        guard !rest.contains(where: { rootsOwn.contains($0) || $0.hasPrefix("--generate-completion") })
        else { return nil }
        return try? subcommand.parseAsRoot(Array(rest))
    }

    private static func usageMessage(for error: Error, in subcommand: ParsableCommand.Type) -> String {
        guard subcommand != Markupc.self, error is ValidationError else { return fullMessage(for: error) }
        let name = subcommand.configuration.commandName ?? "\(subcommand)"
        return "Error: \(message(for: error))\nUsage: \(usageString(for: subcommand))\n"
            + "  See 'markupc \(name) --help' for more information."
    }

    private static func exit(reporting error: Error, usage: @autoclosure () -> String) -> Never {
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        if exitCode(for: error) == .success {  // --help, --version: a failed write is exit 2 like any output
            do { try OutputFile.write(fullMessage(for: error) + "\n", to: nil) } catch { Foundation.exit(2) }
            Foundation.exit(0)
        }
        OutputFile.writeStandardError(usage() + "\n")
        Foundation.exit(2)
    }
}
