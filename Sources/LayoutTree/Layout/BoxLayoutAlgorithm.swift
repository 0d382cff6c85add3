/// LMRowView with alignToBaseline (SEMANTICS.md §2.2): the one rule of LMRowView and
/// LMColumnView their description (`AxisArrangement.describe`) does not state — a row's
/// children held between its edges on one baseline — as constraints.
enum BoxLayoutAlgorithm {
    static func arrangeUnstated(_ container: Int, _ box: BoxLayout, on axis: Axis, in context: inout LayoutContext) {
        let children = context.tree.visibleChildren(of: container)
        guard !children.isEmpty, box.alignToBaseline, box.axis == .horizontal, axis == .vertical else { return }
        // Each group of constraints says what it is (`markupc explain`): one origin for all of them
        // named a baseline rule that both held and gave way.
        context.constraints.from("\(context.name(container)) holds its children between its margins (§2.2 alignToBaseline)")
        for child in children {
            holdBetweenEdges(child, in: container, box, in: &context)
        }
        alignBaselines(container, children, box, in: &context)
    }

    /// alignToBaseline in a row: every child's chosen baseline on one line (§2.2). Children keep
    /// their natural heights; the row hugs the group just above default-low priority, so that a
    /// spacer beside the row, not the row, takes a column's excess.
    private static func alignBaselines(_ container: Int, _ children: ViewIndices, _ box: BoxLayout, in context: inout LayoutContext) {
        let last = box.baseline == .last
        // Each child's baseline on the previous one's. A baseline on a hidden view binds nothing
        // (§5.7): MarkupKit pins it to both neighbours, which then only meet each other through
        // it, so the child is skipped and its neighbours are pinned to each other.
        let hidden = children.map { context.baselineIsHidden($0, last: last) }
        var previous: Int?
        context.constraints.from("\(context.name(container)) aligns its children's baselines (§2.2 alignToBaseline)")
        for (child, isHidden) in zip(children, hidden) where !isHidden {
            if let previous {
                context.pin(context.baseline(child, last: last), to: context.baseline(previous, last: last), priority: Priority.requiredLeadingEdge)
            }
            previous = child
        }
        let c = context.constraints.variables
        // Children a hidden baseline leaves unplaced sit at the row's top (a centred group left
        // them anywhere in its box).
        context.constraints.from("a child a hidden baseline leaves unplaced sits at \(context.name(container))'s top (§5.7)")
        context.pullUnplacedByBaseline(children, to: context.marginStart(container, .vertical), last: last)
        let crossSize = c.size(container, .vertical)
        context.constraints.from("\(context.name(container)) is as short as its baseline group lets it be (§2.2 alignToBaseline)")
        context.constraints.add(crossSize, .equal, 0, priority: Priority.baselineRowHug)
        // "Children keep their natural heights" (§2.2): a child that lays out subviews has no
        // intrinsic height to hold it there, and its tie-break alone gave way to the hug (a
        // top-aligned column cut short, its last view over the next one: documents derived by hand).
        context.constraints.from("a child of \(context.name(container)) keeps its natural height (§2.2 alignToBaseline)")
        for child in children where context.tree.attributes[child].layout.arrangesChildren && !context.tree.visibleChildren(of: child).isEmpty {
            guard child < context.naturalSizes.count, let natural = context.naturalSizes[child] else { continue }
            context.constraints.add(c.size(child, .vertical), .equal, natural.y, priority: Priority.baselineRowChildHeight)
        }
        switch box.verticalAlignment {
        case .fill, .start:
            // baseline = M.top + the largest ascent (§2.2).
            context.constraints.from("the baseline group is pulled to \(context.name(container))'s top margin: baseline = top + the largest ascent (§2.2)")
            for child in context.pulledByBaselineGroup(children) {
                context.pin(c.start(child, .vertical), to: context.marginStart(container, .vertical), priority: context.baselineGroupPullLevel(of: container))
            }
        case .center:
            centerGroup(children, in: container, in: &context)
        case .end:
            break
        }
    }

    /// A centred baseline row: every child's centre on the bounds' centre conflicts with one
    /// baseline, so markupc centres the group's union box on the bounds instead (§2.2 choice).
    /// The box is two variables, held around every child and drawn tight above the level at
    /// which its centre is pulled to the bounds' (the group's pull).
    private static func centerGroup(_ children: ViewIndices, in container: Int, in context: inout LayoutContext) {
        let c = context.constraints.variables
        let top = LinearExpression(context.constraints.newVariable()), bottom = LinearExpression(context.constraints.newVariable())
        context.constraints.from("the baseline group's box, centred on the bounds (§2.2 alignToBaseline center)")
        for child in children {
            context.constraints.add(top, .lessOrEqual, c.start(child, .vertical), priority: Priority.requiredLeadingEdge)
            context.constraints.add(bottom, .greaterOrEqual, c.end(child, .vertical), priority: Priority.requiredLeadingEdge)
        }
        context.constraints.add(bottom - top, .equal, 0, priority: Self.groupBoxTightness)
        context.pin((top + bottom) * 0.5, to: c.center(container, .vertical), priority: context.baselineGroupPullLevel(of: container))
    }

    /// Above every baseline group's pull (`Priority.baselineGroupPull(depth:)`, 48 and below),
    /// below UIStackView's canvas fit (49).
    private static let groupBoxTightness: Priority = 48.5

    /// A child of a baseline row on the vertical axis: between the row's margins, pulled to the
    /// edge its alignment names.
    private static func holdBetweenEdges(_ child: Int, in container: Int, _ box: BoxLayout, in context: inout LayoutContext) {
        let c = context.constraints.variables
        let top = context.marginStart(container, .vertical), bottom = context.marginEnd(container, .vertical)
        switch box.verticalAlignment {
        case .fill:
            context.constraints.add(c.start(child, .vertical), .greaterOrEqual, top, priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.end(child, .vertical), .lessOrEqual, bottom, priority: context.trailingPin(of: container).within)
        case .start:
            context.constraints.add(c.start(child, .vertical), .greaterOrEqual, top, priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.end(child, .vertical), .lessOrEqual, bottom, priority: Priority.baselineGroupContainment)
        case .end:
            // The group sits on the bottom: baseline = M.bottom − the largest descent (§2.2).
            context.constraints.add(c.end(child, .vertical), .lessOrEqual, bottom, priority: Priority.requiredLeadingEdge)
            // The group sits on the bottom margin: baseline = bottom − the largest descent (§2.2).
            context.pin(c.end(child, .vertical), to: bottom, priority: context.baselineGroupPullLevel(of: container))
            context.constraints.add(c.start(child, .vertical), .greaterOrEqual, top, priority: Priority.baselineGroupContainment)
        case .center:
            // Placed as a group (`centerGroup`), held inside the row as the other alignments are.
            context.constraints.add(c.start(child, .vertical), .greaterOrEqual, top, priority: Priority.baselineGroupContainment)
            context.constraints.add(c.end(child, .vertical), .lessOrEqual, bottom, priority: Priority.baselineGroupContainment)
        }
    }
}
