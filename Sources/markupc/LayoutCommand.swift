import ArgumentParser
import Diagnostics
import Foundation
import LayoutOutput
import LayoutTree
import Lint

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
        engine.approximatesLargeRegions = !arguments.screenOptions.exact
        let result = engine.layout(document.view, on: document.screen)
        var found = DiagnosticBag()
        if let approximated = ApproximatedLayoutRule.diagnostic(for: result) { found.append(approximated) }
        for row in RowAtStandardHeightRule.diagnostics(for: result) { found.append(row) }
        found.append(contentsOf: NonFiniteFrames.diagnostics(for: result))
        CommandSupport.print(found)
        if arguments.format == "json" {
            try StreamedLayoutOutput.write(result, as: LayoutJSONEmitter.self, to: nil)
        } else {
            try StreamedLayoutOutput.write(result, as: LayoutTextEmitter.self, to: nil)
        }
        CommandSupport.finish(failed: document.failed)
    }
}
