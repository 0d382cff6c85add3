import ArgumentParser
import Foundation
import LayoutOutput
import LayoutTree

/// `markupc explain`: why one view got its frame — for each of x, width, y and height, the rules
/// binding at the solution and those that gave way, with their priorities.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", _superCommandName: Markupc.name, abstract: "Say which rules decided a view's frame and which gave way.")

    @OptionGroup var arguments: ScreenDocumentArguments

    @Option(help: "The view's id attribute.")
    var view: String?

    @Option(help: "The view's element at LINE or LINE:COLUMN.")
    var at: String?

    @Flag(help: "Instead of one view, list every required constraint the layout breaks (where UIKit would log \"Unable to simultaneously satisfy constraints\").")
    var conflicts = false

    func run() throws {
        let rootMode = try arguments.rootMode()
        // Checked before the document is read: a usage error says nothing of the document.
        if conflicts && (view != nil || at != nil) { throw ValidationError("--conflicts lists the whole document's: give no --view or --at") }
        let matches = conflicts ? nil : try viewMatcher()
        let document = try arguments.load()
        let engine = LayoutEngine(measurer: document.measurement.measurer, rootMode: rootMode, rightToLeft: document.rightToLeft)
        let json = arguments.format == "json"
        let text: String
        if let matches {
            guard let explanation = engine.explain(document.view, on: document.screen, view: matches) else {
                // A usage error (exit 2), as an unknown device is: the document itself is fine.
                throw ValidationError("no view \(view.map { "with id '\($0)'" } ?? "at \(at ?? "")") takes part in the layout of \(arguments.file)")
            }
            text = json ? FrameExplanationWriter.json(explanation) : FrameExplanationWriter.text(explanation, rightToLeft: document.rightToLeft)
        } else {
            let found = engine.requiredConflicts(document.view, on: document.screen)
            text = json ? FrameExplanationWriter.json(conflicts: found) : FrameExplanationWriter.text(conflicts: found)
        }
        try OutputFile.write(text, to: nil)
        // A document with errors fails the command, as in `layout` (its diagnostics are printed as it loads).
        CommandSupport.finish(failed: document.failed)
    }

    /// `--view ID` or `--at LINE[:COLUMN]`, exactly one.
    private func viewMatcher() throws -> (ViewNode) -> Bool {
        switch (view, at) {
        case let (id?, nil):
            return { $0.id == id }
        case let (nil, position?):
            let parts = position.split(separator: ":").map { Int($0) }
            guard (1...2).contains(parts.count), let line = parts[0], parts.allSatisfy({ ($0 ?? 0) > 0 }) else {
                throw ValidationError("--at takes LINE or LINE:COLUMN, not '\(position)'")
            }
            let column = parts.count == 2 ? parts[1] : nil
            // A line of the document itself, not of one it includes (§1.8).
            let file = arguments.file
            return { $0.location.file == file && $0.location.line == line && (column == nil || $0.location.column == column) }
        default:
            throw ValidationError("give one of --view ID, --at LINE[:COLUMN] or --conflicts")
        }
    }
}
