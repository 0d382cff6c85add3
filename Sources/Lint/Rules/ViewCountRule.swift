import Diagnostics
import LayoutTree

/// MK041: more than 80 views in one document (`limit` in `.markupc.yml`). MarkupKit builds every view when the document loads, and
/// the layout is one constraint system; a large document is slow to load and to lay out, and usually
/// several screens or a table in disguise.
public struct ViewCountRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .tooManyViews, name: "too-many-views", category: .structure, defaultSeverity: .warning,
        summary: "More than 80 views in one document.", options: [limit])

    static let limit = RuleOption(name: "limit", defaultValue: 80, summary: "The most views one document may have.")

    public init() {}

    /// Counts the views the markup writes: not those UIKit makes itself (a cell's content view and
    /// labels, a section's header, `ListRole.implicit`), which a table of static cells would
    /// otherwise pass the limit with. A document that is already a table is not told to use one.
    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        let limit = document.value(of: Self.limit, for: Self.descriptor)
        var count = 0
        var hasTable = false
        var stack = [document.root]
        while let node = stack.popLast() {
            if case .implicit = node.listRole {} else { count += 1 }
            if case .table = node.layout { hasTable = true }
            stack += node.children
        }
        guard count > limit else { return }
        diagnostics.append(Self.descriptor.diagnostic(
            "the document has \(count) views (more than \(limit))",
            at: document.root.location,
            fixIt: hasTable ? "split it into several documents" : "split it into several documents, or use a table view for repeated rows"))
    }
}
