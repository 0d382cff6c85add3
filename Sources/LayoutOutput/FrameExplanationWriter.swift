import Foundation
import LayoutTree

/// `markupc explain`'s two outputs, shared with the language server's hover: the same words in the
/// terminal and in the editor.
public enum FrameExplanationWriter {
    /// `UIView (line 3): frame (16, 0, 175.5, 100)`, then each value with up to six rules that hold and six
    /// that gave way.
    public static func text(_ explanation: FrameExplanation, rightToLeft: Bool) -> String {
        let frame = explanation.frame
        // On the screen, as the constraints give it: `layout` prints it relative to the parent and rounded to pixels.
        var lines = [
            "\(explanation.view): frame (\(points(frame.x)), \(points(frame.y)), \(points(frame.width)), \(points(frame.height))) "
                + "on the screen, before pixel rounding"
        ]
        if rightToLeft { lines.append("(right-to-left: laid out mirrored, so x is measured from the right edge)") }
        for value in explanation.values {
            lines.append("\(value.name) \(points(value.value))")
            for rule in value.decidedBy.prefix(6) { lines.append("  holds     [\(rule.priority)] \(rule.rule)") }
            for rule in value.gaveWay.prefix(6) { lines.append("  gave way  [\(rule.priority)] \(rule.rule): off by \(points(rule.error))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ explanation: FrameExplanation) -> String {
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

    /// `explain --conflicts`: a line per required constraint the layout breaks, or one saying none does.
    public static func text(conflicts: [RequiredConflict]) -> String {
        guard !conflicts.isEmpty else { return "No required constraint gives way: they can all hold.\n" }
        var lines = [
            "\(conflicts.count) required constraint\(conflicts.count == 1 ? "" : "s") cannot hold with the rest and gave way "
                + "(UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one):"
        ]
        for conflict in conflicts { lines.append("  \(conflict.view): \(conflict.rule): off by \(points(conflict.error))") }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(conflicts: [RequiredConflict]) -> String {
        let object: [String: Any] = [
            "conflicts": conflicts.map { conflict -> [String: Any] in
                [
                    "view": conflict.view, "file": conflict.location.file, "line": conflict.location.line, "column": conflict.location.column,
                    "rule": conflict.rule, "error": rounded(conflict.error),
                ]
            }
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func rounded(_ value: Double) -> Double { value.isFinite ? (value * 10_000).rounded() / 10_000 : 0 }

    /// Points as `explain` prints them: whole numbers without a fraction, others to four places.
    public static func points(_ value: Double) -> String {
        let value = rounded(value)
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
