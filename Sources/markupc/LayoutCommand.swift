import ArgumentParser
import Diagnostics
import Foundation
import LayoutOutput
import LayoutTree

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print the frame of every view of a document.")

    @OptionGroup var arguments: ScreenDocumentArguments

    @Option(help: "default, or reference: solve the whole document as one constraint system (slow; for checking).")
    var solver: String = "default"

    func run() throws {
        let rootMode = try arguments.rootMode()
        guard ["default", "reference"].contains(solver) else { throw ValidationError("--solver must be 'default' or 'reference'") }
        let document = try arguments.load()
        var engine = LayoutEngine(measurer: document.measurement.measurer, rootMode: rootMode, rightToLeft: document.rightToLeft)
        engine.strategy = solver == "reference" ? .wholeDocument : .automatic
        let result = engine.layout(document.view, on: document.screen)
        if result.approximated {
            OutputFile.writeStandardError(
                "\(arguments.file): warning: too many baselines, grids, aspect ratios or proportional stacks to solve exactly; "
                    + "they were approximated by the nearest rules (baselines ignored, grids not aligned, stacks filled)\n")
        }
        CommandSupport.print(NonFiniteFrames.diagnostics(for: result))
        if arguments.format == "json" {
            try StreamedLayoutOutput.write(result, as: LayoutJSONEmitter.self, to: nil)
        } else {
            try StreamedLayoutOutput.write(result, as: LayoutTextEmitter.self, to: nil)
        }
        CommandSupport.finish(failed: document.failed)
    }
}
