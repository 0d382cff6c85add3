import Diagnostics
import Foundation
import LayoutTree

// Small helpers the rules, the matrix runner and the reporters share.

/// How a view is named in messages: its element, and its id or (short) text when it has one.
func describe(_ node: ViewNode) -> String {
    if let id = node.id { return "<\(node.elementName)> '\(id)'" }
    if let text = node.content.text, !text.isEmpty {
        // Its first line that is not empty, cut where the label breaks lines (SEMANTICS.md §3.1).
        let line = LeafMeasurer.paragraphs(of: text).first { !$0.isEmpty } ?? text
        let short = line.count > 24 ? String(line.prefix(23)) + "…" : line
        return "<\(node.elementName)> \"\(short)\""
    }
    return "<\(node.elementName)>"
}

/// Nodes of a typed tree in document order (pre-order), with each node's parent; iterative, so deep
/// documents cannot overflow the stack.
func preorder(_ root: ViewNode) -> [(node: ViewNode, parent: ViewNode?, depth: Int)] {
    var result: [(node: ViewNode, parent: ViewNode?, depth: Int)] = []
    var stack: [(node: ViewNode, parent: ViewNode?, depth: Int)] = [(root, nil, 0)]
    while let entry = stack.popLast() {
        result.append(entry)
        for child in entry.node.children.reversed() { stack.append((child, entry.node, entry.depth + 1)) }
    }
    return result
}

/// Document order of two locations.
func isBefore(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
    (a.line, a.column) < (b.line, b.column)
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
