/// UIStackView (SEMANTICS.md §2.8): the rules its description (`AxisArrangement.describe`)
/// does not state yet, as the constraints UIKit installs — fillProportionally and equalCentering
/// along the axis, baseline alignment across it.
enum StackViewLayoutAlgorithm {
    /// Priority of equalCentering's equal centre distances.
    static let equalCenteringPriority: Priority = 150

    static func arrangeUnstated(_ stack: Int, _ layout: StackLayout, on axis: Axis, in context: inout LayoutContext) {
        let views = context.tree.visibleChildren(of: stack)
        guard !views.isEmpty else { return }
        if layout.axis == axis {
            arrangeAlongAxis(stack, views, layout, in: &context)
        } else {
            for view in views { align(view, in: stack, layout, in: &context) }
        }
    }

    private static func canvasStart(_ stack: Int, _ axis: Axis, _ layout: StackLayout, _ context: LayoutContext) -> LinearExpression {
        layout.layoutMarginsRelativeArrangement ? context.marginStart(stack, axis) : context.constraints.variables.start(stack, axis)
    }

    private static func canvasEnd(_ stack: Int, _ axis: Axis, _ layout: StackLayout, _ context: LayoutContext) -> LinearExpression {
        layout.layoutMarginsRelativeArrangement ? context.marginEnd(stack, axis) : context.constraints.variables.end(stack, axis)
    }

    /// Spacing after each view but the last: its custom spacing, else the stack's.
    private static func gaps(_ views: [Int], _ layout: StackLayout, _ context: LayoutContext) -> [Double] {
        views.dropLast().map { context.tree.nodes[$0].customSpacing ?? layout.spacing }
    }

    private static func arrangeAlongAxis(_ stack: Int, _ views: [Int], _ layout: StackLayout, in context: inout LayoutContext) {
        let axis = layout.axis
        let c = context.constraints.variables
        let start = canvasStart(stack, axis, layout, context)
        let end = canvasEnd(stack, axis, layout, context)
        let gaps = gaps(views, layout, context)
        guard let first = views.first, let last = views.last else { return }
        let pairs = Array(zip(views, views.dropFirst()))
        switch layout.distribution {
        case .fill, .fillEqually, .equalSpacing:  // described (AxisArrangement)
            return
        case .fillProportionally:
            pinEnds(first, last, of: stack, start: start, end: end, on: axis, in: &context)
            for ((previous, next), gap) in zip(pairs, gaps) {
                if layout.baselineRelativeArrangement && axis == .vertical {
                    // Gaps measured from one view's last baseline to the next one's first (§2.8).
                    context.pin(
                        context.baseline(next, last: false), to: context.baseline(previous, last: true) + gap,
                        priority: Priority.requiredLeadingEdge)
                } else {
                    context.pin(c.start(next, axis), to: c.end(previous, axis) + gap, priority: Priority.requiredLeadingEdge)
                }
            }
            // size(vᵢ) = L·nᵢ / (Σn + Σgaps) at 999, 998, … (1000 for a single view).
            let natural = views.map { naturalSize($0, axis, context) }
            let total = natural.reduce(0, +) + gaps.reduce(0, +)
            guard total > 0, views.count > 1 else { return }
            let length = end - start
            for (index, view) in views.enumerated() {
                let priority = 999 - Double(index)
                context.pin(c.size(view, axis), to: length * (natural[index] / total), priority: Priority(max(priority, 1)))
            }
        case .equalCentering:
            pinEnds(first, last, of: stack, start: start, end: end, on: axis, in: &context)
            for ((previous, next), gap) in zip(pairs, gaps) {
                context.constraints.add(c.start(next, axis), .greaterOrEqual, c.end(previous, axis) + gap, priority: Priority.requiredLeadingEdge)
            }
            if views.count > 1 {
                context.constraints.add(end - start, .equal, 0, priority: AxisArrangement.fittingPriority)
            }
            // Every centre-to-centre distance equals the first, at priority 150. When they
            // cannot all hold, the earlier ones win: each gets its own sub-level, in order
            // (this is what the conformance fixtures' constraint model does).
            let distances = pairs.map { c.center($0.1, axis) - c.center($0.0, axis) }
            for (index, distance) in distances.enumerated().dropFirst() {
                context.pin(distance, to: distances[0], priority: equalCenteringPriority.lowered(by: Double(index) * 1e-4))
            }
        }
    }

    /// C.leading = v₁.leading and C.trailing = v_k.trailing (§2.8 "Edges").
    private static func pinEnds(
        _ first: Int, _ last: Int, of stack: Int, start: LinearExpression, end: LinearExpression, on axis: Axis,
        in context: inout LayoutContext
    ) {
        let c = context.constraints.variables
        context.pin(c.start(first, axis), to: start, priority: Priority.requiredLeadingEdge)
        context.pin(c.end(last, axis), to: end, priority: context.trailingEdgeLevel(of: stack))
    }

    /// nᵢ: the view's intrinsic size as UIKit reads it for proportions — not clamped by its
    /// own size constraints (conformance fixture gen-case-0077), 0 without one (§2.8).
    private static func naturalSize(_ view: Int, _ axis: Axis, _ context: LayoutContext) -> Double {
        context.intrinsic[view][axis] ?? 0
    }

    /// firstBaseline / lastBaseline in a horizontal stack (the other alignments are described):
    /// baselines on one line, the group inside the canvas, as high as it goes (§2.8).
    private static func align(_ view: Int, in stack: Int, _ layout: StackLayout, in context: inout LayoutContext) {
        guard layout.axis == .horizontal, layout.alignment == .firstBaseline || layout.alignment == .lastBaseline else { return }
        let c = context.constraints.variables
        let start = canvasStart(stack, .vertical, layout, context)
        let end = canvasEnd(stack, .vertical, layout, context)
        let last = layout.alignment == .lastBaseline
        if let first = context.tree.visibleChildren(of: stack).first, first != view {
            context.pin(context.baseline(view, last: last), to: context.baseline(first, last: last), priority: Priority.requiredLeadingEdge)
        }
        context.constraints.add(c.start(view, .vertical), .greaterOrEqual, start, priority: Priority.requiredLeadingEdge)
        context.constraints.add(c.end(view, .vertical), .lessOrEqual, end, priority: context.trailingEdgeLevel(of: stack))
        context.pin(c.start(view, .vertical), to: start, priority: context.baselineGroupPullLevel(of: stack))
        // The canvas hugs its views as closely as it may ("UISV-canvas-fit"), and a view with
        // no intrinsic cross size collapses to 0 ("size → 0" at 25).
        context.constraints.add(end - start, .equal, 0, priority: AxisArrangement.fittingPriority)
        context.constraints.add(c.size(view, .vertical), .equal, 0, priority: AxisArrangement.crossCollapsePriority)
    }
}
