import LayoutTree

/// `markupc layout --format text`: an indented tree, one view per line with its type, id
/// and frame relative to its parent — easy to read and to diff.
///
///     LMColumnView (0, 0, 375, 667)
///       UILabel #title (16, 0, 343, 20.5)
public enum LayoutTextEmitter {
    public static func emit(_ result: LayoutResult) -> String {
        var output = "screen \(formatPoints(result.screen.width))x\(formatPoints(result.screen.height)) @\(formatPoints(result.screen.scale))x \(result.screen.orientation.rawValue)\n"
        var stack: [(view: LaidOutView, depth: Int)] = [(result.root, 0)]
        while let (view, depth) = stack.popLast() {
            output += String(repeating: "  ", count: depth)
            output += view.node.elementName
            if let id = view.node.id { output += " #\(id)" }
            output += " \(view.frame)"
            if view.isHidden { output += " hidden" }
            output += "\n"
            for child in view.children.reversed() {
                stack.append((child, depth + 1))
            }
        }
        return output
    }
}
