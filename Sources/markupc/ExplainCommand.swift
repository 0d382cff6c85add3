import ArgumentParser
import Foundation
import LayoutTree

/// `markupc explain`: why one view got its frame — for each of x, width, y and height, the rules
/// binding at the solution and those that gave way, with their priorities.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Say which rules decided a view's frame and which gave way.")

    @OptionGroup var arguments: ScreenDocumentArguments

    @Option(help: "The view's id attribute.")
    var view: String?

    @Option(help: "The view's element at LINE or LINE:COLUMN.")
    var at: String?


    func run() throws {
        let rootMode = try arguments.rootMode()
        let matches = try viewMatcher()
        let document = try arguments.load()
        let engine = LayoutEngine(measurer: document.measurement.measurer, rootMode: rootMode, rightToLeft: document.rightToLeft)
        guard let explanation = engine.explain(document.view, on: document.screen, view: matches) else {
            CommandSupport.printError("no view \(view.map { "with id '\($0)'" } ?? "at \(at ?? "")") takes part in the layout of \(arguments.file)")
            throw ExitCode(1)
        }
        let text = arguments.format == "json" ? Self.json(explanation) : Self.text(explanation, rightToLeft: document.rightToLeft)
        try OutputFile.write(text, to: nil)
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
            throw ValidationError("give one of --view ID or --at LINE[:COLUMN]")
        }
    }

    static func text(_ explanation: FrameExplanation, rightToLeft: Bool) -> String {
        let frame = explanation.frame
        var lines = ["\(explanation.view): frame (\(points(frame.x)), \(points(frame.y)), \(points(frame.width)), \(points(frame.height)))"]
        if rightToLeft { lines.append("(right-to-left: laid out mirrored, so x is measured from the right edge)") }
        for value in explanation.values {
            lines.append("\(value.name) \(points(value.value))")
            for rule in value.decidedBy.prefix(6) { lines.append("  holds     [\(rule.priority)] \(rule.rule)") }
            for rule in value.gaveWay.prefix(6) { lines.append("  gave way  [\(rule.priority)] \(rule.rule): off by \(points(rule.error))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ explanation: FrameExplanation) -> String {
        func rule(_ rule: FrameExplanation.Rule) -> [String: Any] {
            ["priority": rule.priority, "rule": rule.rule, "error": rounded(rule.error)]
        }
        let object: [String: Any] = [
            "view": explanation.view,
            "frame": ["x": rounded(explanation.frame.x), "y": rounded(explanation.frame.y),
                      "width": rounded(explanation.frame.width), "height": rounded(explanation.frame.height)],
            "values": explanation.values.map { value -> [String: Any] in
                ["name": value.name, "value": rounded(value.value), "holds": value.decidedBy.map(rule), "gaveWay": value.gaveWay.map(rule)]
            },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func rounded(_ value: Double) -> Double { value.isFinite ? (value * 10_000).rounded() / 10_000 : 0 }

    private static func points(_ value: Double) -> String {
        let value = rounded(value)
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
