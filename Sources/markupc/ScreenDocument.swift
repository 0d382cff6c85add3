import ArgumentParser
import Diagnostics
import LayoutTree

/// One document typed and measured for one screen, as `layout` and `explain` lay it out: its
/// diagnostics and measurement warnings printed, exit 1 when no view could be built.
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
        screen = try screenOptions.screen()
        rightToLeft = documentArguments.isRightToLeft(rtl: screenOptions.rtl)
        let loaded = try CommandSupport.compiler(documentArguments, screen: screen, rightToLeft: rightToLeft)
        try CommandSupport.requireReadableFile(file)
        let document = loaded.compile(fileAtPath: file)
        CommandSupport.print(document.diagnostics)
        guard let view = document.root else { throw ExitCode(1) }
        self.view = view
        measurement = measurementOptions.measurement(for: screen, documentPath: file)
        CommandSupport.print(measurement.warnings(for: view))
        failed = document.diagnostics.hasErrors
    }
}
