/// LMRowView and LMColumnView (SEMANTICS.md §2.2): children chained along the main axis
/// from the margin edges, weights sharing the excess, alignment on the cross axis.
enum BoxLayoutAlgorithm {
    static func arrange(_ container: Int, _ box: BoxLayout, in context: inout LayoutContext) {
        let children = context.tree.visibleChildren(of: container)
        guard !children.isEmpty else { return }
        let main = box.axis, cross = main.cross
        let tree = context.tree

        // Priorities imposed on each visible child (§2.2 table).
        for child in children {
            if tree.nodes[child].weight != nil {
                context.setPriorities(child, main, hugging: 250, compression: 250)
            } else {
                context.setPriorities(child, main, hugging: 750, compression: 1000)
            }
            if box.alignment(on: cross) == .fill {
                context.setPriorities(child, cross, hugging: 250, compression: 750)
            } else {
                context.setPriorities(child, cross, hugging: 1000, compression: 1000)
            }
        }

        arrangeMainAxis(container, children, box, in: &context)
        for child in children {
            alignOnCrossAxis(child, in: container, box, in: &context)
        }
        if box.alignToBaseline && main == .horizontal {
            alignBaselines(container, children, box, in: &context)
        }
        if box.alignToGrid && main == .vertical {
            alignGrid(children, in: &context)
        }
    }

    private static func arrangeMainAxis(_ container: Int, _ children: [Int], _ box: BoxLayout, in context: inout LayoutContext) {
        let main = box.axis
        let alignment = box.alignment(on: main)
        let tree = context.tree
        let c = context.constraints
        if alignment != .end, let first = children.first {
            context.pin(c.start(first, main), to: context.marginStart(container, main), priority: Priority.requiredLeadingEdge)
        }
        for (previous, next) in zip(children, children.dropFirst()) {
            if box.alignToBaseline && main == .vertical {
                // Baseline to baseline; topSpacing and bottomSpacing are ignored (§2.2, §5.2: markupc uses `spacing`).
                context.pin(
                    context.baseline(next, last: false), to: context.baseline(previous, last: true) + box.spacing,
                    priority: Priority.requiredLeadingEdge)
                continue
            }
            let gap = box.spacing + tree.nodes[previous].spacing.after(main) + tree.nodes[next].spacing.before(main)
            context.pin(c.start(next, main), to: c.end(previous, main) + gap, priority: Priority.requiredLeadingEdge)
        }
        if alignment != .start, let last = children.last {
            context.pin(c.end(last, main), to: context.marginEnd(container, main), priority: context.trailingEdgeLevel(of: container))
        }
        // Weighted sizes in proportion to their weights; an explicit size opts out (§2.1).
        let weighted = children.filter { tree.nodes[$0].weight != nil && tree.nodes[$0].size.fixed(main) == nil }
        for (previous, next) in zip(weighted, weighted.dropFirst()) {
            guard let previousWeight = tree.nodes[previous].weight, let nextWeight = tree.nodes[next].weight,
                previousWeight > 0
            else { continue }
            context.pin(c.size(next, main), to: c.size(previous, main) * (nextWeight / previousWeight), priority: Priority.requiredWeightRatio)
        }
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
        context.constraints.add(crossSize, .equal, 0, priority: Priority.defaultLow + 1)
        if box.verticalAlignment != .end {
            // fill and top: baseline = M.top + the largest ascent (§2.2).
            for child in children {
                context.pin(c.start(child, .vertical), to: context.marginStart(container, .vertical), priority: groupPullPriority)
            }
        }
    }

    /// Pulls a baseline-aligned group against its edge; below every priority UIKit uses here.
    static let groupPullPriority: Double = 48

    private static func alignOnCrossAxis(_ child: Int, in container: Int, _ box: BoxLayout, in context: inout LayoutContext) {
        let cross = box.axis.cross
        let c = context.constraints
        // A row aligning baselines holds its children between its edges instead of pinning them
        // (§2.2); a column's alignToBaseline changes only its vertical chain.
        let baselineRow = box.alignToBaseline && box.axis == .horizontal
        switch box.alignment(on: cross) {
        case .fill:
            if baselineRow {
                context.constraints.add(c.start(child, cross), .greaterOrEqual, context.marginStart(container, cross), priority: Priority.requiredLeadingEdge)
                context.constraints.add(c.end(child, cross), .lessOrEqual, context.marginEnd(container, cross), priority: context.trailingEdgeLevel(of: container))
            } else {
                context.pinEdges(of: child, in: container, axis: cross, start: true, end: true)
            }
        case .start where baselineRow:
            context.constraints.add(c.start(child, cross), .greaterOrEqual, context.marginStart(container, cross), priority: Priority.requiredLeadingEdge)
        case .end where baselineRow:
            // The group sits on the bottom: baseline = M.bottom − the largest descent (§2.2).
            context.constraints.add(c.end(child, cross), .lessOrEqual, context.marginEnd(container, cross), priority: Priority.requiredLeadingEdge)
            context.pin(c.end(child, cross), to: context.marginEnd(container, cross), priority: groupPullPriority)
        case .center where baselineRow:
            // The constraints conflict; markupc keeps the group inside the row, from the top (§2.2 choice).
            context.constraints.add(c.start(child, cross), .greaterOrEqual, context.marginStart(container, cross), priority: Priority.requiredLeadingEdge)
            context.constraints.add(c.end(child, cross), .lessOrEqual, context.marginEnd(container, cross), priority: context.trailingEdgeLevel(of: container))
        case .start:
            context.pinEdges(of: child, in: container, axis: cross, start: true, end: false)
        case .end:
            context.pin(c.end(child, cross), to: context.marginEnd(container, cross), priority: Priority.requiredLeadingEdge)
        case .center:
            context.centre(child, in: container, axis: cross)
        }
    }

    /// alignToGrid: cell i of each row is as wide as cell i of the previous row (§2.2).
    /// MarkupKit indexes all subviews, hidden ones included (§5.6).
    private static func alignGrid(_ children: [Int], in context: inout LayoutContext) {
        let tree = context.tree
        let rows = gridRows(among: children, in: tree)
        for (previous, next) in zip(rows, rows.dropFirst()) {
            let previousCells = tree.children[previous], nextCells = tree.children[next]
            for (a, b) in zip(previousCells, nextCells) where tree.participates[a] && tree.participates[b] {
                context.pin(context.constraints.size(b, .horizontal), to: context.constraints.size(a, .horizontal), priority: Priority.requiredShape)
            }
        }
    }

    /// The rows of a grid column: those of its visible `children` that are rows.
    static func gridRows(among children: [Int], in tree: FlatTree) -> [Int] {
        children.filter {
            if case .box(let layout) = tree.attributes[$0].layout { return layout.axis == .horizontal }
            return false
        }
    }
}
