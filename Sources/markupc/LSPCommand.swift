import ArgumentParser
import Foundation
import LanguageServer
import LayoutTree
import Lint

/// `markupc lsp`: the language server on standard input and output, for editors. It takes `validate`'s
/// document, measurement and screen options, and checks what the editor holds, never the files on disk.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp", _superCommandName: Markupc.name,
        abstract: "Serve diagnostics, completion, hover, definitions and an outline to editors (LSP over stdio).",
        discussion: """
            Start it from the editor, not by hand: it speaks the Language Server Protocol on standard input and \
            output. Markup rules are checked on every change, layout rules on the configured devices after a pause.
            """)

    @OptionGroup var documentArguments: DocumentArguments
    @OptionGroup var measurementOptions: MeasurementOptions

    @Option(help: "Configuration file for every document (default: the nearest .markupc.yml above each document).")
    var config: String?

    @Option(help: ArgumentHelp("Devices for the layout rules, as validate takes them; the first is the hover's screen.", valueName: "list"))
    var devices: String?

    @Flag(inversion: .prefixedNo, help: "Run the layout rules after a pause.")
    var layout = true

    @Option(help: ArgumentHelp("Milliseconds after the last change before the layout rules run.", valueName: "ms"))
    var layoutDelay: Int = 300

    @Option(help: "controller (a view controller's root view: safe area + system margins) or plain.", completion: .rootModes)
    var root: String = "controller"

    @Flag(name: .customLong("stdio"), help: "Accepted for editors that pass it; standard input and output is the only transport.")
    var stdio = false

    func run() throws {
        guard let rootMode = RootMode(rawValue: root) else { throw ValidationError("--root must be 'controller' or 'plain'") }
        guard layoutDelay >= 0 else { throw ValidationError("--layout-delay must not be negative") }
        let lint = try LintOptions(
            validating: documentArguments, measurementOptions: measurementOptions, rootMode: rootMode, devices: devices,
            layout: layout, sharesImageLookups: false)
        var options = ServerOptions(lint: lint, serverVersion: MarkupcVersion.current)
        options.configurationPath = config
        options.layoutDelay = .milliseconds(layoutDelay)
        let streams = StandardIOServer.Streams(
            writeOutput: { try OutputFile.write($0, to: STDOUT_FILENO, destination: "standard output") },
            log: { OutputFile.writeStandardError($0) })
        throw ExitCode(StandardIOServer.run(options: options, streams: streams))
    }
}
