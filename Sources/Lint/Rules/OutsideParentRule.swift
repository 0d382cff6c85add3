import LayoutTree

/// MK032: a view (partly) outside its parent's bounds. Rows and columns let unweighted children that do not
/// fit run past the trailing edge (SEMANTICS.md §2.2, "E < 0"), non-fill alignments let a child grow past the
/// cross edges, and anchor views centre children larger than themselves (§2.6). Unless the parent clips,
/// the view draws over its neighbours. Scroll content is meant to be larger than its scroll view and is
/// not reported.
public struct OutsideParentRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: "MK032", name: "outside-parent", category: .layout, defaultSeverity: .warning,
        summary: "A view that reaches outside its parent's bounds.")

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for (index, view) in layout.placedViews where layout.isOutsideParent(index) {
            guard let parentIndex = view.parent else { continue }
            let parent = layout.views[parentIndex]
            let overflow = EdgeOverflow(of: view.absolute, outside: parent.absolute)
            findings.append(finding(
                "\(describe(view.node)) reaches past the \(overflow.edges(beyond: layout.tolerance)) edge of its parent \(describe(parent.node))",
                at: view.node.location, amount: overflow.largest))
        }
    }
}
