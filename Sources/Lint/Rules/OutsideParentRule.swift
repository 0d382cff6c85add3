import LayoutTree

/// MK032: a view (partly) outside its parent's bounds, or off the screen (the root view's bounds). Rows and columns let unweighted children that do not
/// fit run past the trailing edge (SEMANTICS.md §2.2, "E < 0"), non-fill alignments let a child grow past the
/// cross edges, and anchor views centre children larger than themselves (§2.6). Unless the parent clips,
/// the view draws over its neighbours. Not reported: scroll content (meant to be larger than its scroll
/// view), children of a parent that clips them (`clipsToBounds`, as when a detail view is collapsed by
/// animation), and the width of text that is a binding's placeholder (the real text's width is unknown).
public struct OutsideParentRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .outsideParent, name: "outside-parent", category: .layout, defaultSeverity: .warning,
        summary: "A view that reaches outside its parent's bounds or off the screen.")

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for index in layout.placedIndices where layout.isOutsideParent(index) {
            let view = layout.views[index]
            guard let parentIndex = view.parent, !layout.views[parentIndex].node.appearance.clipsToBounds else { continue }
            let parent = layout.views[parentIndex]
            var overflow = EdgeOverflow(of: view.absolute, outside: parent.absolute)
            if view.node.showsBoundText {
                (overflow.left, overflow.right) = (0, 0)
                guard overflow.largest > layout.tolerance else { continue }
            }
            // The root view is the screen.
            let outer = parentIndex == 0 ? "the screen" : "its parent \(describe(parent.node))"
            findings.append(finding(
                "\(describe(view.node)) reaches past the \(overflow.edges(beyond: layout.tolerance)) edge of \(outer)",
                at: view.node.location, amount: overflow.largest))
        }
    }
}
