/// UIStackView (SEMANTICS.md §2.8): the one rule its description (`AxisArrangement.describe`)
/// does not state, as the constraints UIKit installs — firstBaseline and lastBaseline alignment
/// across a horizontal stack.
enum StackViewLayoutAlgorithm {
    static func arrangeUnstated(_ stack: Int, _ layout: StackLayout, on axis: Axis, in context: inout LayoutContext) {
        guard layout.axis == .horizontal, axis == .vertical, layout.alignment == .firstBaseline || layout.alignment == .lastBaseline else {
            return
        }
        let views = context.tree.visibleChildren(of: stack)
        // Every baseline on the one before it, so on the first one's; one on a hidden view binds
        // nothing (§5.7), so it is left out, and the next meets the last that is not. (Pinned each
        // to the first, every row of the region's simplex met that view's column and filled in: a
        // stack of 400 labels with aspect ratios 10.0 s, chained 7.8 s.)
        let last = layout.alignment == .lastBaseline
        let pulled = Set(context.pulledByBaselineGroup(views))
        var previous: Int?
        for view in views {
            align(view, to: previous, pulled: pulled.contains(view), in: stack, layout, in: &context)
            if !context.baselineIsHidden(view, last: last) { previous = view }
        }
        // Views a hidden baseline leaves unplaced sit at the canvas's top, as in a baseline row.
        context.pullUnplacedByBaseline(views, to: canvasStart(stack, .vertical, layout, context), last: last)
        // The canvas as small as its views let it be (§2.8, `AxisArrangement.crossFitLevel`).
        let fit = canvasEnd(stack, .vertical, layout, context) - canvasStart(stack, .vertical, layout, context)
        context.constraints.add(fit, .equal, 0, priority: AxisArrangement.crossFitLevel(arrangedViews: views.count))
    }

    private static func canvasStart(_ stack: Int, _ axis: Axis, _ layout: StackLayout, _ context: LayoutContext) -> LinearExpression {
        layout.layoutMarginsRelativeArrangement ? context.marginStart(stack, axis) : context.constraints.variables.start(stack, axis)
    }

    private static func canvasEnd(_ stack: Int, _ axis: Axis, _ layout: StackLayout, _ context: LayoutContext) -> LinearExpression {
        layout.layoutMarginsRelativeArrangement ? context.marginEnd(stack, axis) : context.constraints.variables.end(stack, axis)
    }

    /// firstBaseline / lastBaseline in a horizontal stack (the other alignments are described):
    /// baselines on one line, the group inside the canvas, as high as it goes (§2.8).
    private static func align(
        _ view: Int, to first: Int?, pulled: Bool, in stack: Int, _ layout: StackLayout, in context: inout LayoutContext
    ) {
        let c = context.constraints.variables
        let start = canvasStart(stack, .vertical, layout, context)
        let end = canvasEnd(stack, .vertical, layout, context)
        let last = layout.alignment == .lastBaseline
        if let first, first != view, !context.baselineIsHidden(view, last: last) {
            context.pin(context.baseline(view, last: last), to: context.baseline(first, last: last), priority: Priority.requiredLeadingEdge)
        }
        context.constraints.add(c.start(view, .vertical), .greaterOrEqual, start, priority: Priority.requiredLeadingEdge)
        context.constraints.add(c.end(view, .vertical), .lessOrEqual, end, priority: context.trailingPin(of: stack).insideStack)
        if pulled { context.pin(c.start(view, .vertical), to: start, priority: context.baselineGroupPullLevel(of: stack)) }
        // A view with no intrinsic cross size collapses to 0 ("size → 0" at 25).
        context.constraints.add(c.size(view, .vertical), .equal, 0, priority: AxisArrangement.crossCollapsePriority)
    }
}
