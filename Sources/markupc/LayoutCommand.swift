import ArgumentParser
import Diagnostics
import Foundation
import LayoutOutput
import LayoutTree

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", _superCommandName: Markupc.name, abstract: "Print the frame of every view of a document.")

    @OptionGroup var arguments: ScreenDocumentArguments

    @Option(
        help: """
            default; reference: solve the whole document as one constraint system (slow; for checking); components: solve \
            each group of baseline, grid and stack rules on its own, as on large documents (for checking).
            """)
    var solver: String = "default"

    @Flag(help: "Move the absolute rectangles of scroll views' content by the initial content offset, to where they are drawn.")
    var applyOffset = false

    func run() throws {
        let rootMode = try arguments.rootMode()
        let strategies: [String: LayoutEngine.SolveStrategy] = ["default": .automatic, "reference": .wholeDocument, "components": .components]
        guard let strategy = strategies[solver] else { throw ValidationError("--solver must be 'default', 'reference' or 'components'") }
        let document = try arguments.load()
        var engine = LayoutEngine(measurer: document.measurement.measurer, rootMode: rootMode, rightToLeft: document.rightToLeft)
        engine.strategy = strategy
        engine.appliesContentOffset = applyOffset
        let result = engine.layout(document.view, on: document.screen)
        if result.approximated {
            OutputFile.writeStandardError(
                "\(arguments.file): warning: too many views with an aspect ratio, which joins widths to heights, to solve exactly; "
                    + "each ratio was held by solving widths and heights in turn, and the rules around them were approximated "
                    + "by the nearest ones (baselines ignored, grids not aligned, stacks filled)\n")
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
