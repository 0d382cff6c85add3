import ArgumentParser
import Diagnostics
import Foundation
import LayoutTree
import Lint
import TextMetrics

/// `markupc validate PATH…`: markup, structure and layout rules for CI, with the reporters CI systems read.
/// Exit status: 0 clean (warnings allowed), 1 errors (or warnings with --strict), 2 usage or I/O errors.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", _superCommandName: Markupc.name,
        abstract: "Check markup files (and every *.xml below directories) for CI.",
        discussion: """
            Rules and their ids: markupc validate --list-rules. A .markupc.yml in a file's directory or above \
            (or --config) turns rules off, changes their severity and sets the devices:
              rules: { MK037: off, MK031: error }
              devices: [iphone-se-1, "ipad:landscape"]
              excluded: [Legacy, "**/*Generated.xml"]
            <!-- markupc:disable MK031 --> on the line before an element silences MK031 for that element.
            """)

    @Argument(help: "Files or directories.", completion: .file(extensions: ["xml"]))
    var paths: [String] = []

    @OptionGroup var documentArguments: DocumentArguments
    @OptionGroup var measurementOptions: MeasurementOptions

    @Option(
        help: "Report format on standard output: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
        completion: .list(ReportFormat.allCases.map(\.rawValue)))
    var format: String = "text"

    @Option(
        name: .customLong("reporter"),
        help: ArgumentHelp("Also write a report to a file, e.g. sarif:out.sarif (repeatable).", valueName: "format:path"))
    var reporters: [String] = []

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "Configuration file for every file (default: the nearest .markupc.yml above each file).", completion: .file())
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Devices for the layout rules, comma-separated, each optionally :portrait or :landscape, or 'all' "
                + "(default: iphone-se-1,iphone-15-pro-max,ipad, both orientations).", valueName: "list"))
    var devices: String?

    @Flag(inversion: .prefixedNo, help: "Run the layout rules on every device of the matrix.")
    var layout = true

    @Option(help: "controller (a view controller's root view: safe area + system margins) or plain.", completion: .rootModes)
    var root: String = "controller"

    @Flag(help: "List the rules (id, default severity, name, description) and exit.")
    var listRules = false

    @Flag(help: "Print how long the run took to standard error.")
    var timing = false

    @Option(help: ArgumentHelp("Take the K-th of N parts of the files (sorted by path, dealt round-robin).", valueName: "K/N"))
    var shard: FileShard?

    func run() throws {
        let registry = RuleRegistry.standard
        if listRules {
            try OutputFile.write(Self.ruleTable(registry), to: nil)
            return
        }
        guard !paths.isEmpty else { throw ValidationError("give at least one file or directory") }
        guard let format = ReportFormat(rawValue: format) else {
            throw ValidationError("--format must be one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let outputs = try reporters.map(Self.reporterOutput)
        guard let rootMode = RootMode(rawValue: root) else { throw ValidationError("--root must be 'controller' or 'plain'") }

        let configured = try ConfiguredFiles.select(paths, config: config, shard: shard, registry: registry)
        for output in outputs {
            try OutputFile.checkDistinct(
                output.path, from: configured.map(\.path) + [config] + documentArguments.tableFiles)
        }
        let options = try LintOptions(
            validating: documentArguments, measurementOptions: measurementOptions, rootMode: rootMode, devices: devices,
            layout: layout, sharesImageLookups: true)
        let linter = Linter(options: options, registry: registry)

        let progress = ProgressLine(total: configured.count)
        let run = LintRun.lint(configured, with: linter, finished: progress.advance)
        progress.finish()
        let reportOptions = ReportOptions(strict: strict)
        try OutputFile.write(format.reporter(reportOptions).report(run), to: nil)
        if format != .text { OutputFile.writeStandardError(run.summary + "\n") }
        for output in outputs {
            let text = output.format.reporter(reportOptions).report(run)
            try OutputFile.write(text, to: output.path, what: "\(output.format.rawValue) report")
        }
        if timing {
            let message = "validated \(configured.count) \(configured.count == 1 ? "file" : "files") in \(String(format: "%.2f", run.elapsed)) s\n"
            OutputFile.writeStandardError(message)
        }
        let status = run.exitStatus(strict: strict)
        if status != 0 { throw ExitCode(status) }
    }

    private static func reporterOutput(_ argument: String) throws -> (format: ReportFormat, path: String) {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let format = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty else {
            throw ValidationError(
                "--reporter takes FORMAT:PATH with FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(argument)'")
        }
        return (format, parts[1])
    }

    static func ruleTable(_ registry: RuleRegistry) -> String {
        registry.descriptors.map { rule in
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let category = rule.category.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            let name = rule.name.padding(toLength: 28, withPad: " ", startingAt: 0)
            return "\(rule.id)  \(severity)\(category)\(name)\(rule.summary)\n"
        }.joined()
    }
}
