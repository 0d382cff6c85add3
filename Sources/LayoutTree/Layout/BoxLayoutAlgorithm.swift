/// LMRowView with alignToBaseline (SEMANTICS.md §2.2): the one rule of LMRowView and
/// LMColumnView their description (`AxisArrangement.describe`) does not state — a row's
/// children held between its edges on one baseline — as constraints.
enum BoxLayoutAlgorithm {
    static func arrangeUnstated(_ container: Int, _ box: BoxLayout, on axis: Axis, in context: inout LayoutContext) {
        let children = context.tree.visibleChildren(of: container)
        guard !children.isEmpty, box.alignToBaseline, box.axis == .horizontal, axis == .vertical else { return }
        for child in children {
            holdBetweenEdges(child, in: container, box, in: &context)
        }
        alignBaselines(container, children, box, in: &context)
    }

    /// alignToBaseline in a row: every child's chosen baseline on one line (§2.2). Children keep
    /// their natural heights; the row hugs the group just above default-low priority, so that a
    /// spacer beside the row, not the row, takes a column's excess.
    private static func alignBaselines(_ container: Int, _ children: [Int], _ box: BoxLayout, in context: inout LayoutContext) {
        let last = box.baseline == .last
        for (previous, next) in zip(children, children.dropFirst()) {
            context.pin(context.baseline(next, last: last), to: context.baseline(previous, last: last), priority: Priority.requiredLeadingEdge)
        }
        let c = context.constraints
        let crossSize = c.size(container, .vertical)
        context.constraints.add(crossSize, .equal, 0, priority: Priority.defaultLow.raised(by: 1))
        if box.verticalAlignment != .end {
            // fill and top: baseline = M.top + the largest ascent (§2.2).
            for child in children {
                context.pin(c.start(child, .vertical), to: context.marginStart(container, .vertical), priority: context.baselineGroupPullLevel(of: container))
            }
        }
    }

    /// A child of a baseline row on the vertical axis: between the row's margins, pulled to the
    /// edge its alignment names.
    private static func holdBetweenEdges(_ child: Int, in container: Int, _ box: BoxLayout, in context: inout LayoutContext) {
        let c = context.constraints
        let top = context.marginStart(container, .vertical), bottom = context.marginEnd(container, .vertical)
        switch box.verticalAlignment {
        case .fill:
            context.constraints.add(c.start(child, .vertical), .greaterOrEqual, top, priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.end(child, .vertical), .lessOrEqual, bottom, priority: context.trailingEdgeLevel(of: container))
        case .start:
            context.constraints.add(c.start(child, .vertical), .greaterOrEqual, top, priority: Priority.requiredLeadingEdge)
        case .end:
            // The group sits on the bottom: baseline = M.bottom − the largest descent (§2.2).
            context.constraints.add(c.end(child, .vertical), .lessOrEqual, bottom, priority: Priority.requiredLeadingEdge)
            context.pin(c.end(child, .vertical), to: bottom, priority: context.baselineGroupPullLevel(of: container))
        case .center:
            // The constraints conflict; markupc keeps the group inside the row, from the top (§2.2 choice).
            context.constraints.add(c.start(child, .vertical), .greaterOrEqual, top, priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.end(child, .vertical), .lessOrEqual, bottom, priority: context.trailingEdgeLevel(of: container))
        }
    }
}
