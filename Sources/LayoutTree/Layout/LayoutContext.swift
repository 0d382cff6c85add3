/// Everything a container algorithm reads and writes while it adds its constraints.
struct LayoutContext {
    let tree: FlatTree
    var constraints: ConstraintSet
    /// Hugging/compression per view, overwritten by LM containers for their children (§2.0).
    var priorities: [ContentPriorities]
    let intrinsic: [IntrinsicSize]
    /// Effective layout margins per view (left/right already resolved).
    let margins: [EdgeInsets]
    let rightToLeft: Bool
    /// Text baselines of views that show text (labels, buttons, text fields).
    var baselineMetrics: [BaselineMetrics?] = []
    /// In a container's local problem, where the first and last baselines of a child container
    /// (whose own children are not in the problem) lie below its top, at its natural size.
    var baselineOffsets: [Int: (first: Double, last: Double)] = [:]

    func marginBefore(_ view: Int, _ axis: Axis) -> Double {
        axis == .horizontal ? margins[view].left : margins[view].top
    }

    func marginAfter(_ view: Int, _ axis: Axis) -> Double {
        axis == .horizontal ? margins[view].right : margins[view].bottom
    }

    /// The margin rectangle's leading (top) edge.
    func marginStart(_ view: Int, _ axis: Axis) -> LinearExpression {
        constraints.start(view, axis) + marginBefore(view, axis)
    }

    func marginEnd(_ view: Int, _ axis: Axis) -> LinearExpression {
        constraints.end(view, axis) - marginAfter(view, axis)
    }

    mutating func pin(_ lhs: LinearExpression, to rhs: LinearExpression, priority: Double) {
        constraints.add(lhs, .equal, rhs, priority: priority)
    }

    /// Pins a child's edges on `axis` to the container's margin (or bounds) rectangle.
    mutating func pinEdges(
        of child: Int, in container: Int, axis: Axis, start: Bool, end: Bool, toMargins: Bool = true,
        startInset: Double = 0, endInset: Double = 0
    ) {
        let containerStart = toMargins ? marginStart(container, axis) : constraints.start(container, axis)
        let containerEnd = toMargins ? marginEnd(container, axis) : constraints.end(container, axis)
        if start {
            pin(constraints.start(child, axis), to: containerStart + startInset, priority: Priority.requiredLeadingEdge)
        }
        if end {
            pin(constraints.end(child, axis), to: containerEnd - endInset, priority: Priority.requiredTrailingEdge)
        }
    }

    /// Centres a child on the container's **bounds** (not margins), as MarkupKit does (§5.4).
    mutating func centre(_ child: Int, in container: Int, axis: Axis) {
        pin(constraints.center(child, axis), to: constraints.center(container, axis), priority: Priority.requiredLeadingEdge)
    }

    mutating func setPriorities(_ child: Int, _ axis: Axis, hugging: Double, compression: Double) {
        priorities[child].set(axis, hugging: hugging, compression: compression)
    }
}
