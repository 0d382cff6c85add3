/// UIStackView (SEMANTICS.md §2.8): the constraints UIKit installs between the canvas
/// (bounds, or margins with layoutMarginsRelativeArrangement) and the visible arranged views.
enum StackViewLayoutAlgorithm {
    /// Priority of the "stack as small as possible" constraint of equalSpacing/equalCentering.
    static let fittingPriority: Double = 49
    /// Priority of equalCentering's equal centre distances.
    static let equalCenteringPriority: Double = 150
    /// UIKit's "size → 0" on the cross axis for non-fill alignments.
    static let crossCollapsePriority: Double = 25

    static func arrange(_ stack: Int, _ layout: StackLayout, in context: inout LayoutContext) {
        let views = context.tree.visibleChildren(of: stack)
        guard !views.isEmpty else { return }
        let axis = layout.axis
        // Arranged views keep their class (or markup) priorities: UIStackView does not override them.
        arrangeAlongAxis(stack, views, layout, in: &context)
        for view in views {
            align(view, in: stack, layout, in: &context)
        }
        _ = axis
    }

    private static func canvasStart(_ stack: Int, _ axis: Axis, _ layout: StackLayout, _ context: LayoutContext) -> LinearExpression {
        layout.layoutMarginsRelativeArrangement ? context.marginStart(stack, axis) : context.constraints.start(stack, axis)
    }

    private static func canvasEnd(_ stack: Int, _ axis: Axis, _ layout: StackLayout, _ context: LayoutContext) -> LinearExpression {
        layout.layoutMarginsRelativeArrangement ? context.marginEnd(stack, axis) : context.constraints.end(stack, axis)
    }

    /// Spacing after each view but the last: its custom spacing, else the stack's.
    private static func gaps(_ views: [Int], _ layout: StackLayout, _ context: LayoutContext) -> [Double] {
        views.dropLast().map { context.tree.nodes[$0].customSpacing ?? layout.spacing }
    }

    private static func arrangeAlongAxis(_ stack: Int, _ views: [Int], _ layout: StackLayout, in context: inout LayoutContext) {
        let axis = layout.axis
        let c = context.constraints
        let start = canvasStart(stack, axis, layout, context)
        let end = canvasEnd(stack, axis, layout, context)
        let gaps = gaps(views, layout, context)
        guard let first = views.first, let last = views.last else { return }
        context.pin(c.start(first, axis), to: start, priority: Priority.requiredLeadingEdge)
        context.pin(c.end(last, axis), to: end, priority: context.trailingEdgeLevel(of: stack))

        let pairs = Array(zip(views, views.dropFirst()))
        switch layout.distribution {
        case .fill, .fillEqually, .fillProportionally:
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
        case .equalSpacing, .equalCentering:
            for ((previous, next), gap) in zip(pairs, gaps) {
                context.constraints.add(c.start(next, axis), .greaterOrEqual, c.end(previous, axis) + gap, priority: Priority.requiredLeadingEdge)
            }
            if views.count > 1 {
                context.constraints.add(end - start, .equal, 0, priority: fittingPriority)
            }
        }

        switch layout.distribution {
        case .fill, .equalSpacing:
            break
        case .fillEqually:
            for view in views.dropFirst() {
                context.pin(c.size(view, axis), to: c.size(first, axis), priority: Priority.requiredShape)
            }
        case .fillProportionally:
            // size(vᵢ) = L·nᵢ / (Σn + Σgaps) at 999, 998, … (1000 for a single view).
            let natural = views.map { naturalSize($0, axis, context) }
            let total = natural.reduce(0, +) + gaps.reduce(0, +)
            guard total > 0, views.count > 1 else { break }
            let length = end - start
            for (index, view) in views.enumerated() {
                let priority = 999 - Double(index)
                context.pin(c.size(view, axis), to: length * (natural[index] / total), priority: max(priority, 1))
            }
        case .equalCentering:
            break
        }

        if layout.distribution == .equalSpacing {
            // All gaps equal (required).
            let spaces = pairs.map { c.start($0.1, axis) - c.end($0.0, axis) }
            for (a, b) in zip(spaces, spaces.dropFirst()) {
                context.pin(b, to: a, priority: Priority.requiredShape)
            }
        }
        if layout.distribution == .equalCentering {
            // Every centre-to-centre distance equals the first, at priority 150. When they
            // cannot all hold, the earlier ones win: each gets its own sub-level, in order
            // (this is what the conformance fixtures' constraint model does).
            let distances = pairs.map { c.center($0.1, axis) - c.center($0.0, axis) }
            for (index, distance) in distances.enumerated().dropFirst() {
                context.pin(distance, to: distances[0], priority: equalCenteringPriority - Double(index) * 1e-4)
            }
        }
    }

    /// nᵢ: the view's intrinsic size as UIKit reads it for proportions — not clamped by its
    /// own size constraints (conformance fixture gen-case-0077), 0 without one (§2.8).
    private static func naturalSize(_ view: Int, _ axis: Axis, _ context: LayoutContext) -> Double {
        context.intrinsic[view][axis] ?? 0
    }

    private static func align(_ view: Int, in stack: Int, _ layout: StackLayout, in context: inout LayoutContext) {
        let cross = layout.axis.cross
        let c = context.constraints
        let start = canvasStart(stack, cross, layout, context)
        let end = canvasEnd(stack, cross, layout, context)
        var alignment = layout.alignment
        if layout.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            alignment = .leading  // invalid in vertical stacks (§2.8 choice)
        }
        switch alignment {
        case .fill:
            context.pin(c.start(view, cross), to: start, priority: Priority.requiredLeadingEdge)
            context.pin(c.end(view, cross), to: end, priority: context.trailingEdgeLevel(of: stack))
            return
        case .firstBaseline, .lastBaseline:
            // Baselines on one line, the group inside the canvas, as high as it goes (§2.8).
            let last = alignment == .lastBaseline
            if let first = context.tree.visibleChildren(of: stack).first, first != view {
                context.pin(context.baseline(view, last: last), to: context.baseline(first, last: last), priority: Priority.requiredLeadingEdge)
            }
            context.constraints.add(c.start(view, cross), .greaterOrEqual, start, priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.end(view, cross), .lessOrEqual, end, priority: context.trailingEdgeLevel(of: stack))
            context.pin(c.start(view, cross), to: start, priority: fittingPriority - 1)
        case .leading:
            context.pin(c.start(view, cross), to: start, priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.end(view, cross), .lessOrEqual, end, priority: context.trailingEdgeLevel(of: stack))
        case .trailing:
            context.pin(c.end(view, cross), to: end, priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.start(view, cross), .greaterOrEqual, start, priority: context.trailingEdgeLevel(of: stack))
        case .center:
            context.pin(c.center(view, cross), to: (start + end) * 0.5, priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.start(view, cross), .greaterOrEqual, start, priority: context.trailingEdgeLevel(of: stack))
        }
        // The canvas hugs its views as closely as it may ("UISV-canvas-fit"), and a view with
        // no intrinsic cross size collapses to 0 ("size → 0" at 25).
        context.constraints.add(end - start, .equal, 0, priority: fittingPriority)
        context.constraints.add(c.size(view, cross), .equal, 0, priority: crossCollapsePriority)
    }
}
