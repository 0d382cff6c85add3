/// Containers whose children all fill them: LMRootView (§2.5), LMLayerView (§2.5a) and a
/// custom UIButton's content view (§2.10).
enum FillingLayoutAlgorithms {
    /// LMRootView: children pinned to the edges (not margins), top and bottom padding applied.
    static func arrangeRootView(_ container: Int, topPadding: Double, bottomPadding: Double, in context: inout LayoutContext) {
        for child in context.tree.visibleChildren(of: container) {
            for axis in Axis.allCases {
                context.setPriorities(child, axis, hugging: 250, compression: 750)
            }
            context.pinEdges(of: child, in: container, axis: .horizontal, start: true, end: true, toMargins: false)
            context.pinEdges(
                of: child, in: container, axis: .vertical, start: true, end: true, toMargins: false,
                startInset: topPadding, endInset: bottomPadding)
        }
    }

    /// LMLayerView: children stacked on top of each other, each filling the layer.
    static func arrangeLayerView(_ container: Int, marginsRelative: Bool, in context: inout LayoutContext) {
        for child in context.tree.visibleChildren(of: container) {
            for axis in Axis.allCases {
                context.setPriorities(child, axis, hugging: 250, compression: 750)
                context.pinEdges(of: child, in: container, axis: axis, start: true, end: true, toMargins: marginsRelative)
            }
        }
    }

    /// Custom UIButton: the child is pinned to the button's margins with priorities 1000.
    static func arrangeButtonContent(_ container: Int, in context: inout LayoutContext) {
        for child in context.tree.visibleChildren(of: container) {
            for axis in Axis.allCases {
                context.setPriorities(child, axis, hugging: 1000, compression: 1000)
                context.pinEdges(of: child, in: container, axis: axis, start: true, end: true)
            }
        }
    }
}
