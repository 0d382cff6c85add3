import ArgumentParser
import Diagnostics
import Foundation
import LayoutTree
import Lint

/// Shared plumbing of the subcommands: options → compiler, diagnostics → stderr.
enum CommandSupport {
    /// `resources`: the `--resources` directories, where `<?include?>` documents are also looked for (§1.8).
    static func compiler(
        _ arguments: DocumentArguments, screen: Screen, rightToLeft: Bool = false, resources: [String]
    ) throws -> DocumentCompiler {
        var options = DocumentOptions()
        options.resourceDirectories = resources
        options.colourNamesAreKnown = arguments.colors != nil || !resources.isEmpty
        options.rightToLeft = arguments.isRightToLeft(rtl: rightToLeft)
        options.pseudoLocale = arguments.chosenPseudoLocale
        options.rootClass = arguments.rootClass
        options.collectionItems = arguments.collectionItems
        options.maxInputSize = try arguments.maxInputBytes()
        guard ["iOS", "tvOS"].contains(arguments.platform) else {
            throw ValidationError("--platform must be iOS or tvOS, not '\(arguments.platform)'")
        }
        options.conditions.platform = arguments.platform
        options.conditions.orientation = screen.orientation.rawValue
        options.conditions.horizontalSizeClass = screen.horizontalSizeClass.rawValue
        options.conditions.verticalSizeClass = screen.verticalSizeClass.rawValue
        options.conditions.device = screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular ? "ipad" : "iphone"
        for binding in arguments.bind {
            let parts = binding.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ValidationError("--bind takes name=value, not '\(binding)'") }
            options.bindings[parts[0]] = parts[1]
        }
        if let path = arguments.strings {
            do {
                options.strings = try StringsTable.load(path: path).entries
            } catch {
                printError("cannot read strings file '\(path)': \(error)")
                throw ExitCode(2)
            }
        }
        if let path = arguments.colors {
            do {
                options.colors = try ColorTable.load(path: path)
            } catch {
                printError("cannot read colour table '\(path)': \(error)")
                throw ExitCode(2)
            }
        }
        if !resources.isEmpty {
            // The app's Colors.plist files and asset-catalog colour sets (§1.3 steps 2 and 3), under the
            // --colors table. Only `validate` read them before: `layout` and `render` left a colour set's
            // name unknown (documents derived by hand found it).
            var colors = ResourceColors.load(directories: resources).colors
            for name in options.colors.names { colors[name] = options.colors[name] }
            options.colors = ColorTable(colors)
        }
        return DocumentCompiler(options: options)
    }

    static func print(_ diagnostics: DiagnosticBag) {
        guard !diagnostics.diagnostics.isEmpty else { return }
        let text = diagnostics.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        OutputFile.writeStandardError(text)
    }

    /// A missing file or a directory is an I/O error (exit 2), reported without a stack trace.
    static func requireReadableFile(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            printError("cannot read '\(path)': no such file")
            throw ExitCode(2)
        }
        guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path) else {
            printError("cannot read '\(path)': \(isDirectory.boolValue ? "it is a directory" : "permission denied")")
            throw ExitCode(2)
        }
    }

    /// Ends the process once its output is written, leaving its memory to the system instead of
    /// freeing a long screen's views one by one (as compilers do; nothing is buffered by then).
    static func finish(failed: Bool) -> Never {
        Foundation.exit(failed ? 1 : 0)
    }

    static func printError(_ message: String) {
        // Messages name files and values from the command line: one line each, whatever they hold.
        OutputFile.writeStandardError("markupc: error: \(DiagnosticText.escaped(message))\n")
    }
}
