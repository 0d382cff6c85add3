/// LMAnchorView (SEMANTICS.md §2.6): each child pinned to the margin edges it names,
/// centred on the bounds on an axis where it names none.
enum AnchorLayoutAlgorithm {
    static func arrange(_ container: Int, in context: inout LayoutContext) {
        for child in context.tree.visibleChildren(of: container) {
            let anchor = context.tree.nodes[child].anchor
            arrangeVertically(child, anchor, in: container, &context)
            arrangeHorizontally(child, anchor, in: container, &context)
        }
    }

    private static func arrangeVertically(_ child: Int, _ anchor: AnchorSet, in container: Int, _ context: inout LayoutContext) {
        let top = anchor.contains(.top), bottom = anchor.contains(.bottom)
        if top && bottom {
            context.setPriorities(child, .vertical, hugging: 250, compression: 750)
        } else {
            context.setPriorities(child, .vertical, hugging: 1000, compression: 1000)
        }
        if !top && !bottom {
            context.centre(child, in: container, axis: .vertical)
        } else {
            context.pinEdges(of: child, in: container, axis: .vertical, start: top, end: bottom)
        }
    }

    private static func arrangeHorizontally(_ child: Int, _ anchor: AnchorSet, in container: Int, _ context: inout LayoutContext) {
        // Leading/trailing are left/right in left-to-right layout, mirrored in right-to-left.
        let leadingIsLeft = !context.rightToLeft
        let left = anchor.contains(.left) || anchor.contains(leadingIsLeft ? .leading : .trailing)
        let right = anchor.contains(.right) || anchor.contains(leadingIsLeft ? .trailing : .leading)
        let stretches = (anchor.contains(.left) && anchor.contains(.right))
            || (anchor.contains(.leading) && anchor.contains(.trailing))
        if stretches {
            context.setPriorities(child, .horizontal, hugging: 250, compression: 750)
        } else {
            context.setPriorities(child, .horizontal, hugging: 1000, compression: 1000)
        }
        if !left && !right {
            context.centre(child, in: container, axis: .horizontal)
        } else {
            context.pinEdges(of: child, in: container, axis: .horizontal, start: left, end: right)
        }
    }
}
