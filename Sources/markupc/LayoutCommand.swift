import ArgumentParser
import Diagnostics
import Foundation
import LayoutOutput
import LayoutTree

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print the frame of every view of a document.")

    @Argument(help: "The markup file.")
    var file: String

    @OptionGroup var screenOptions: ScreenOptions
    @OptionGroup var documentArguments: DocumentArguments
    @OptionGroup var measurementOptions: MeasurementOptions

    @Option(help: "text or json.")
    var format: String = "text"

    @Option(help: "controller (a view controller's root view: safe area + system margins) or plain.")
    var root: String = "controller"

    @Option(help: "default, or reference: solve the whole document as one constraint system (slow; for checking).")
    var solver: String = "default"

    func run() throws {
        guard ["text", "json"].contains(format) else { throw ValidationError("--format must be 'text' or 'json'") }
        guard let rootMode = RootMode(rawValue: root) else { throw ValidationError("--root must be 'controller' or 'plain'") }
        guard ["default", "reference"].contains(solver) else { throw ValidationError("--solver must be 'default' or 'reference'") }
        let document = try ScreenDocument(file, screenOptions, documentArguments, measurementOptions)
        var engine = LayoutEngine(measurer: document.measurement.measurer, rootMode: rootMode, rightToLeft: document.rightToLeft)
        engine.strategy = solver == "reference" ? .wholeDocument : .automatic
        let result = engine.layout(document.view, on: document.screen)
        if result.approximated {
            OutputFile.writeStandardError(
                "\(file): warning: too many baselines, grids, aspect ratios or proportional stacks to solve exactly; "
                    + "they were approximated by the nearest rules (baselines ignored, grids not aligned, stacks filled)\n")
        }
        CommandSupport.print(NonFiniteFrames.diagnostics(for: result))
        let output = format == "json" ? LayoutJSONEmitter.emitParts(result) : LayoutTextEmitter.emitParts(result)
        try OutputFile.write(output, to: nil)
        CommandSupport.finish(failed: document.failed)
    }
}
