import ArgumentParser
import Diagnostics
import LayoutTree
import Lint

/// One document typed and measured for one screen, as `layout` and `explain` lay it out: its
/// diagnostics, the warnings SEMANTICS asks for (`KeptBehaviourWarnings`) and measurement warnings printed, exit 1 when no view could be built.
struct ScreenDocument {
    let screen: Screen
    let rightToLeft: Bool
    let view: ViewNode
    let measurement: Measurement
    /// The document had errors (the command still prints what it can, then exits 1).
    let failed: Bool

    init(
        _ file: String, _ screenOptions: ScreenOptions, _ documentArguments: DocumentArguments, _ measurementOptions: MeasurementOptions
    ) throws {
        screen = try screenOptions.screen(iosVersion: measurementOptions.iosVersion)
        rightToLeft = documentArguments.isRightToLeft(rtl: screenOptions.rtl)
        let loaded = try CommandSupport.compiler(
            documentArguments, screen: screen, rightToLeft: rightToLeft, resources: measurementOptions.resources)
        try CommandSupport.requireReadableFile(file)
        let document = loaded.compile(fileAtPath: file)
        CommandSupport.print(document.diagnostics)
        guard let view = document.root else { throw ExitCode(1) }
        var kept = DiagnosticBag()
        for finding in KeptBehaviourWarnings.findings(in: view) { kept.append(finding) }
        CommandSupport.print(kept)
        self.view = view
        measurement = measurementOptions.measurement(for: screen, documentPath: file)
        CommandSupport.print(measurement.findings(for: view))
        failed = document.diagnostics.hasErrors
    }
}

/// What `layout` and `explain` are told: the file, the screen, document and measurement options,
/// the output format and the kind of root view.
struct ScreenDocumentArguments: ParsableArguments {
    @Argument(help: "The markup file.", completion: .file(extensions: ["xml"]))
    var file: String

    @OptionGroup var screenOptions: ScreenOptions
    @OptionGroup var documentArguments: DocumentArguments
    @OptionGroup var measurementOptions: MeasurementOptions

    @Option(help: "text or json.", completion: .list(["text", "json"]))
    var format: String = "text"

    @Option(help: "controller (a view controller's root view: safe area + system margins) or plain.", completion: .rootModes)
    var root: String = "controller"

    /// The root mode, once `--format` and `--root` are known to be valid.
    func rootMode() throws -> RootMode {
        guard ["text", "json"].contains(format) else { throw ValidationError("--format must be 'text' or 'json'") }
        guard let rootMode = RootMode(rawValue: root) else { throw ValidationError("--root must be 'controller' or 'plain'") }
        return rootMode
    }

    func load() throws -> ScreenDocument {
        try ScreenDocument(file, screenOptions, documentArguments, measurementOptions)
    }
}
