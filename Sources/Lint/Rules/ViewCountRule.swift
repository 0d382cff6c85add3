import Diagnostics
import LayoutTree

/// MK041: more than 80 views in one document. MarkupKit builds every view when the document loads, and
/// the layout is one constraint system; a large document is slow to load and to lay out, and usually
/// several screens or a table in disguise.
public struct ViewCountRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: "MK041", name: "too-many-views", category: .structure, defaultSeverity: .warning,
        summary: "More than 80 views in one document.")

    static let limit = 80

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        var count = 0
        var stack = [document.root]
        while let node = stack.popLast() {
            count += 1
            stack += node.children
        }
        guard count > Self.limit else { return }
        diagnostics.append(Self.descriptor.diagnostic(
            "the document has \(count) views (more than \(Self.limit))",
            at: document.root.location, fixIt: "split it into several documents, or use a table view for repeated rows"))
    }
}
