/// Each container kind's rules on one axis (`AxisArrangement`) and the priorities it imposes on
/// its children, written once per kind.
extension AxisArrangement {
    /// Why a container's rules are not (yet) in this form: such documents are solved by the
    /// whole-document constraint system instead.
    struct Unsupported: Error {
        var reason: String
    }

    /// The rules of `container`, `depth` levels below the root, on `axis` (its depth sets the
    /// levels of its trailing pins and of its weight group's pull).
    /// Rules that need a constraint system (`needsConstraints`) are refused unless `forConstraints`.
    /// With `approximating`, a rule not stated as costs is replaced by the nearest one that is
    /// (baselines ignored, grids not aligned, proportional and equal-spacing stacks filled,
    /// weights ≤ 0 dropped), for documents too large to solve those rules as constraints.
    static func describe(
        _ container: Int, on axis: Axis, tree: FlatTree, margins: EdgeInsets, depth: Int, forConstraints: Bool = false,
        approximating: Bool = false
    ) throws -> AxisArrangement {
        var arrangement = try describeLayout(container, on: axis, tree: tree, margins: margins, depth: depth, approximating: approximating)
        if arrangement.needsConstraints && approximating {
            arrangement.gridRows = []
            arrangement.textWidthShares = nil
            if case .chain(var chain) = arrangement.rule {
                chain.gapsBetweenBaselines = false
                arrangement.rule = .chain(chain)
            }
        }
        if arrangement.needsConstraints && !forConstraints { throw Unsupported(reason: "baselines, grid or text widths") }
        return arrangement
    }

    private static func describeLayout(
        _ container: Int, on axis: Axis, tree: FlatTree, margins: EdgeInsets, depth: Int, approximating: Bool
    ) throws -> AxisArrangement {
        let trailing = TrailingPin.ofContainer(depth: depth, insideList: tree.isInsideList(container))
        let children = tree.visibleChildren(of: container)
        let before = axis == .horizontal ? margins.left : margins.top
        let after = axis == .horizontal ? margins.right : margins.bottom
        switch tree.attributes[container].layout {
        case .none:
            return AxisArrangement(rule: .independent([]), canvasStart: 0, canvasEnd: 0)
        case .box(let box):
            return try describeBox(
                box, children, on: axis, tree: tree, before: before, after: after, depth: depth, trailing: trailing,
                approximating: approximating)
        case .stack(let stack):
            return try describeStack(
                stack, children, arrangedCount: tree.children[container].count, on: axis, tree: tree, before: before, after: after,
                trailing: trailing, approximating: approximating)
        case .anchor:
            // §2.6: an edge named is pinned to the margins; neither edge named: centred on the bounds.
            let links = children.map { child -> (child: Int, link: Link) in
                let (start, end) = anchorEdges(tree.attributes[child].anchor, on: axis)
                switch (start, end) {
                case (true, true):
                    let endHolds = axis == .horizontal && tree.attributes[child].anchor.contains(.rightOfPairHolds)
                    return (child, endHolds ? .fillFromEnd(trailing) : .fill(trailing))
                case (true, false): return (child, .start)
                case (false, true): return (child, .end)
                case (false, false): return (child, .centerOnBounds)
                }
            }
            return AxisArrangement(rule: .independent(links), canvasStart: before, canvasEnd: after)
        case .rootView(let topPadding, let bottomPadding):
            // §2.5: every child fills the bounds, inset vertically by the paddings.
            let vertical = axis == .vertical
            return AxisArrangement(
                rule: .independent(children.map { ($0, .fill(trailing)) }),
                canvasStart: vertical ? topPadding : 0, canvasEnd: vertical ? bottomPadding : 0)
        case .layer(let marginsRelative):
            // §2.5a: every child fills the margins (or the bounds), inset by the layer view's own
            // topSpacing, bottomSpacing, leadingSpacing and trailingSpacing (MarkupKit 2017; 0 before).
            let own = tree.attributes[container].spacing
            return AxisArrangement(
                rule: .independent(children.map { ($0, .fill(trailing)) }),
                canvasStart: (marginsRelative ? before : 0) + own.before(axis), canvasEnd: (marginsRelative ? after : 0) + own.after(axis))
        case .buttonContent:
            // §2.10: the content fills the button's margins.
            return AxisArrangement(rule: .independent(children.map { ($0, .fill(trailing)) }), canvasStart: before, canvasEnd: after)
        case .scroll(let scroll):
            // §2.7: the content view at the content origin; with fitToWidth/fitToHeight as large
            // as the scroll view's frame.
            let links = children.enumerated().map { position, child -> (child: Int, link: Link) in
                scroll.pinsContent && position == 0 && scroll.fits(axis) ? (child, .sizeOfContainer(level: Priority.requiredShape)) : (child, .start)
            }
            return AxisArrangement(rule: .independent(links), canvasStart: 0, canvasEnd: 0)
        case .table(let table):
            return describeTable(container, table, children, on: axis, tree: tree)
        case .tableCell(let cell):
            return describeCell(cell, children, on: axis, tree: tree)
        case .cellContent(let content):
            // §2.11.4: the one content element pinned to the margins (or the edges) on all four sides.
            guard case .pinned(let marginsRelative, _) = content else { return AxisArrangement(rule: .independent([]), canvasStart: 0, canvasEnd: 0) }
            return AxisArrangement(
                rule: .independent(children.map { ($0, .fill(trailing)) }),
                canvasStart: marginsRelative ? before : 0, canvasEnd: marginsRelative ? after : 0)
        case .pages:
            // §2.11.7: page i at i × the page view's width, every page as large as the page view.
            let links = children.enumerated().map { position, child -> (child: Int, link: Link) in
                (child, .sizeOfContainer(level: Priority.pageOfPageView, pagesAlong: axis == .horizontal ? position : 0))
            }
            return AxisArrangement(rule: .independent(links), canvasStart: 0, canvasEnd: 0)
        }
    }

    /// A table (§2.11.2): headers, rows and footers one under the other from the content's top
    /// with no gaps but iOS 15's header padding (empty grouped headers and footers are views too), each as wide as the table
    /// (less the inset-grouped inset); the content's end is free (a scroll view's content). A
    /// background view fills the bounds.
    private static func describeTable(
        _ container: Int, _ table: TableLayout, _ children: ViewIndices, on axis: Axis, tree: FlatTree
    ) -> AxisArrangement {
        // The table sets its rows' frames itself: content too wide overflows inside a row.
        let trailing = TrailingPin.framedByList
        let background = children.filter { tree.nodes[$0].listRole == .backgroundView }
        let rows = children.filter { tree.nodes[$0].listRole != .backgroundView }
        let alongside = background.map { (child: $0, link: Link.sizeOfContainer(level: Priority.requiredShape)) }
        guard axis == .vertical else {
            var arrangement = AxisArrangement(
                rule: .independent(rows.map { ($0, .fill(trailing)) }), canvasStart: table.sideInset, canvasEnd: table.sideInset)
            arrangement.alongside = alongside
            return arrangement
        }
        // iOS 15's padding above every header of a plain table (a header exists only where it has a
        // title or a view there).
        func gap(before row: Int) -> Double {
            let header = tree.nodes[row].listRole?.isSectionHeader ?? false
            return header && !table.emptyHeaders.contains(row) ? table.headerTopPadding : 0
        }
        let chain = Chain(
            members: rows.map { .child($0) }, order: ViewIndices(rows), gaps: rows.dropFirst().map(gap), pinsStart: true, pinsEnd: false,
            endPin: trailing)
        var arrangement = AxisArrangement(rule: .chain(chain), canvasStart: rows.first.map(gap) ?? 0, canvasEnd: 0)
        arrangement.alongside = alongside
        return arrangement
    }

    /// A table cell (§2.11.3): the content view from the leading edge to the accessory's
    /// reservation (an accessory view 10 before the margin m, or a glyph's m + a + 10), and down
    /// to the separator; the accessory view centred in the content view's height, which it does
    /// not size (§2.11.2: the row is as high as its content view; UIKit places the accessory by
    /// hand, a taller one overhangs).
    private static func describeCell(
        _ cell: TableCellLayout, _ children: ViewIndices, on axis: Axis, tree: FlatTree
    ) -> AxisArrangement {
        // The cell sets its content view's frame itself.
        let trailing = TrailingPin.framedByList
        let role = { (child: Int) in tree.nodes[child].listRole }
        let contentViews = children.filter { role($0) == .implicit(.contentView) }
        let accessories = children.filter { role($0) == .accessoryView }
        let background = children.filter { role($0) == .backgroundView }
        let alongside = background.map { (child: $0, link: Link.sizeOfContainer(level: Priority.requiredShape)) }
        var arrangement: AxisArrangement
        if axis == .vertical {
            let links = contentViews.map { (child: $0, link: Link.fill(trailing)) }
                + accessories.map { (child: $0, link: Link.withinCanvas(.center, level: Self.accessoryCentringLevel)) }
            arrangement = AxisArrangement(rule: .independent(links), canvasStart: 0, canvasEnd: cell.separator)
        } else if let accessory = accessories.first, let content = contentViews.first {
            let chain = Chain(
                members: [.child(content), .child(accessory)], order: [content, accessory], gaps: [ListMetrics.accessoryGap],
                pinsStart: true, pinsEnd: true, endPin: trailing)
            arrangement = AxisArrangement(rule: .chain(chain), canvasStart: 0, canvasEnd: cell.accessoryMargin)
            arrangement.alongside = accessories.dropFirst().map { ($0, .end) }
        } else {
            let glyph = ListMetrics.glyphWidth(cell.accessory)
            let reservation = cell.accessory == .none ? 0 : cell.accessoryMargin + glyph + ListMetrics.accessoryGap
            arrangement = AxisArrangement(
                rule: .independent(contentViews.map { ($0, .fill(trailing)) }), canvasStart: 0, canvasEnd: reservation)
        }
        arrangement.alongside += alongside
        return arrangement
    }

    /// LMRowView / LMColumnView (§2.2): a chain along the main axis (weighted children in
    /// proportion), aligned on the cross axis.
    private static func describeBox(
        _ box: BoxLayout, _ children: ViewIndices, on axis: Axis, tree: FlatTree, before: Double, after: Double, depth: Int,
        trailing: TrailingPin, approximating: Bool
    ) throws -> AxisArrangement {
        // A row's baselines join its children's vertical positions: in closed form where every
        // child is a view of its own (`BaselineRow`), else as constraints (BoxLayoutAlgorithm).
        if box.alignToBaseline && box.axis == .horizontal && axis == .vertical && !approximating {
            guard BaselineRow.states(children, in: tree) else { throw Unsupported(reason: "alignToBaseline") }
            var arrangement = AxisArrangement(rule: .independent(children.map { ($0, .onBaseline) }), canvasStart: before, canvasEnd: after)
            arrangement.baselineRow = BaselineRow(alignment: box.verticalAlignment, last: box.baseline == .last)
            return arrangement
        }
        let alignment = box.alignment(on: axis)
        guard box.axis == axis else {
            let link: Link
            switch alignment {
            case .fill: link = .fill(trailing)
            case .start: link = .start
            case .end: link = .end
            case .center: link = .centerOnBounds
            }
            var arrangement = AxisArrangement(rule: .independent(children.map { ($0, link) }), canvasStart: before, canvasEnd: after)
            arrangement.gridRows = Self.gridRows(box, among: children, tree: tree)
            if !arrangement.gridRows.isEmpty {
                arrangement.gridSharesOneChain = rowsShareOneChain(arrangement.gridRows, tree: tree, depth: depth + 1, approximating: approximating)
            }
            return arrangement
        }
        // A column aligning baselines measures its gaps between baselines, from `spacing` alone
        // (§2.2; topSpacing and bottomSpacing are ignored, §5.2).
        let baselines = box.alignToBaseline && axis == .vertical
        // One gap between each two children, and at most one member per child: reserved at once
        // rather than grown child by child (an array of each per row or column on its main axis).
        var gaps: [Double] = []
        gaps.reserveCapacity(max(children.count - 1, 0))
        for (previous, next) in zip(children, children.dropFirst()) {
            gaps.append(baselines ? box.spacing : box.spacing + tree.attributes[previous].spacing.after(axis) + tree.attributes[next].spacing.before(axis))
        }
        // Weighted children (a weight and no explicit size, §2.1): each in proportion to the
        // weighted child before it, as MarkupKit writes it (size = previous × weight ÷ its
        // weight). A weight ≤ 0 after a weighted child makes a ratio ≤ 0 (constraints only; the
        // costs divide by it), and, being no divisor, ends its group: the next weighted child
        // starts another. One that starts a group is a plain child.
        var members: [Member] = []
        members.reserveCapacity(children.count)
        var group: [(child: Int, ratio: Double)] = []
        var lastWeight = 0.0  // of the group's last member, > 0
        func closeGroup() {
            if !group.isEmpty { members.append(.proportional(group, level: Priority.requiredWeightRatio, chained: true)) }
            group = []
        }
        for child in children {
            let attributes = tree.attributes[child]
            guard let weight = attributes.weight, weight.isFinite, attributes.size.fixed(axis) == nil else {
                members.append(.child(child))
                continue
            }
            if weight > 0 {
                if let last = group.last, (last.ratio * weight / lastWeight).isNormal {
                    group.append((child, last.ratio * weight / lastWeight))
                } else {
                    closeGroup()  // a ratio too large or too small to hold: a group of its own
                    group = [(child, 1)]
                }
                lastWeight = weight
            } else if let last = group.last, !approximating {
                group.append((child, last.ratio * weight / lastWeight))
                closeGroup()
            } else {
                members.append(.child(child))  // approximating: the ratio ≤ 0 dropped
            }
        }
        closeGroup()
        let weighted = members.contains { if case .proportional = $0 { return true } else { return false } }
        var chain = Chain(
            members: members, order: children, gaps: gaps, pinsStart: alignment != .end, pinsEnd: alignment != .start,
            endPin: trailing, gapsBetweenBaselines: baselines)
        // Pinned at one end only, the weighted children's common size is free within a range
        // wherever their ics pull equally both ways at 250: §2.2 takes the smallest.
        if alignment == .start || alignment == .end, weighted { chain.weightGroupPull = Priority.smallestWeightGroup(depth: depth) }
        return AxisArrangement(rule: .chain(chain), canvasStart: before, canvasEnd: after)
    }

    /// UIStackView (§2.8): the distribution along the axis, the alignment across it, on the
    /// canvas (the bounds, or the margins with layoutMarginsRelativeArrangement).
    private static func describeStack(
        _ stack: StackLayout, _ views: ViewIndices, arrangedCount: Int, on axis: Axis, tree: FlatTree, before: Double, after: Double,
        trailing: TrailingPin, approximating: Bool
    ) throws -> AxisArrangement {
        let canvasStart = stack.layoutMarginsRelativeArrangement ? before : 0
        let canvasEnd = stack.layoutMarginsRelativeArrangement ? after : 0
        if stack.axis == axis {
            let members: [Member]
            switch stack.distribution {
            case .fill, .equalSpacing, .fillProportionally, .equalCentering: members = views.map { .child($0) }
            case .fillEqually: members = [.proportional(views.map { ($0, 1) }, level: Priority.requiredShape, chained: false)]
            }
            let gaps = views.dropLast().map { tree.attributes[$0].customSpacing ?? stack.spacing }
            var chain = Chain(
                members: members, order: views, gaps: gaps, pinsStart: true, pinsEnd: true, endPin: trailing,
                gapsBetweenBaselines: stack.baselineRelativeArrangement && axis == .vertical)
            var fits = false
            switch stack.distribution {
            case .fill, .fillEqually: break
            case .equalSpacing:
                // Spacer guides, all equal, each at least its spacing (§2.8). With one view the
                // view is pinned at both ends, like fill; the stack is still as small as it may be
                // at 49, which UIKit adds for any arranged view (gen-case-0077: a one-view
                // equalSpacing stack anchored at one end is 0 high).
                fits = true
                if views.count > 1 { chain.gapRule = .equalGuides }
            case .fillProportionally:
                // Approximated as fill (documents too large for their constraints).
                if !approximating && views.count > 1 { chain.sizeRule = .proportionalToIntrinsic }
            case .equalCentering:
                // Approximated as fill, as fillProportionally is; as small as it may be at 49
                // from one view on, as equalSpacing (one view is laid out alike either way).
                fits = views.count == 1 || !approximating
                if !approximating && views.count > 1 { (chain.gapRule, chain.sizeRule) = (.atLeast, .equalCentres) }
            }
            var arrangement = AxisArrangement(rule: .chain(chain), canvasStart: canvasStart, canvasEnd: canvasEnd)
            // The stack as small as it may be at 49 (§2.8, equalSpacing and equalCentering).
            if fits { arrangement.containerTerm = SizeTerm(relation: .equal, target: canvasStart + canvasEnd, level: Self.fittingPriority) }
            // §2.8: iOS 11+ makes each multi-line label of a horizontal stack as wide as the
            // stack / N at 759, above hugging and compression resistance; N counts the arranged
            // views (`arrangedCount`), hidden ones included as §2.8 defines them.
            let labels = axis == .horizontal
                ? views.filter { tree.attributes[$0].viewClass == .label && tree.nodes[$0].content.numberOfLines != 1 } : []
            if !labels.isEmpty { arrangement.textWidthShares = (labels, 1 / Double(arrangedCount)) }
            return arrangement
        }
        let placement: Placement
        switch stack.alignment {
        case .fill:
            return AxisArrangement(rule: .independent(views.map { ($0, .fill(trailing)) }), canvasStart: canvasStart, canvasEnd: canvasEnd)
        case .firstBaseline, .lastBaseline:
            // A horizontal stack's baselines: in closed form where every view is a view of its own
            // (`BaselineRow`, the group against the canvas's top), else as constraints
            // (`StackViewLayoutAlgorithm`).
            if stack.axis == .horizontal && !approximating {
                guard BaselineRow.states(views, in: tree) else { throw Unsupported(reason: "baseline alignment") }
                var arrangement = AxisArrangement(rule: .independent(views.map { ($0, .onBaseline) }), canvasStart: canvasStart, canvasEnd: canvasEnd)
                arrangement.baselineRow = BaselineRow(
                    alignment: .start, last: stack.alignment == .lastBaseline, stackFit: Self.crossFitLevel(arrangedViews: views.count))
                return arrangement
            }
            guard stack.axis == .vertical || approximating else { throw Unsupported(reason: "baseline alignment") }
            placement = .start  // invalid in vertical stacks: leading (§2.8 choice)
        case .leading: placement = .start
        case .trailing: placement = .end
        case .center: placement = .center
        }
        // The canvas hugs its views (`crossFitLevel`) and a view with no
        // intrinsic cross size collapses to 0 ("size → 0").
        var arrangement = AxisArrangement(
            rule: .independent(views.map { ($0, .withinCanvas(placement, level: trailing.insideStack)) }),
            canvasStart: canvasStart, canvasEnd: canvasEnd)
        arrangement.childTerm = SizeTerm(relation: .equal, target: 0, level: Self.crossCollapsePriority)
        arrangement.containerTerm = SizeTerm(
            relation: .equal, target: canvasStart + canvasEnd, level: Self.crossFitLevel(arrangedViews: views.count))
        return arrangement
    }

    /// UIStackView's "UISV-text-width-disambiguation" (§2.8).
    static let textWidthLevel: Priority = 759
    /// equalCentering's equal centre distances (§2.8).
    static let equalCenteringPriority: Priority = 150
    /// A cell's accessory view held inside the row's height only below everything that sizes the
    /// row (`describeCell`).
    static let accessoryCentringLevel: Priority = 1
    /// UIStackView's "canvas fit" (and equalSpacing's "as small as possible") priority.
    static let fittingPriority: Priority = 49
    /// How firmly a stack aligned other than fill is as small across its axis as its views let
    /// it be (§2.8): for several views, UIKit's "UISV-spanning-fit", its alignment spanner at 0
    /// (51, once; as UIKit's constraint dumps show); for one, the canvas fit at 49. Before, 49
    /// once per view, which ceded to an equalSpacing or equalCentering stack's own 49 where
    /// UIKit's 51 prevails (an independent model of the constraints found it).
    static func crossFitLevel(arrangedViews: Int) -> Priority {
        arrangedViews > 1 ? 51 : fittingPriority
    }
    /// UIKit's "size → 0" on a stack's cross axis for non-fill alignments.
    static let crossCollapsePriority: Priority = 25

    /// alignToGrid (§2.2) whose rows are all of one shape, so that the cells at one position
    /// share one width and the rows one chain of those widths: every row pinned at both ends, as
    /// many cells in each and none hidden (so that every cell is held to the one above it),
    /// weighted at the same positions with the same ratios, and no size of its own across (the
    /// column's fill then gives every row its width). Gaps and margins may differ.
    private static func rowsShareOneChain(_ rows: [Int], tree: FlatTree, depth: Int, approximating: Bool) -> Bool {
        /// A row's members, each as its cells' positions in the row (and their ratios).
        func shape(of row: Int) -> [[Double]]? {
            let size = tree.attributes[row].size
            guard size.fixed(.horizontal) == nil, size.minimum(.horizontal) == nil, size.maximum(.horizontal) == nil, size.aspectRatio == nil,
                !tree.children[row].isEmpty, tree.children[row].allSatisfy({ tree.participates[$0] }),
                let arrangement = try? describeLayout(row, on: .horizontal, tree: tree, margins: .zero, depth: depth, approximating: approximating),
                !arrangement.needsConstraints, arrangement.alongside.isEmpty, case .chain(let chain) = arrangement.rule,
                chain.pinsStart, chain.pinsEnd, chain.weightGroupPull == nil
            else { return nil }
            let position = Dictionary(uniqueKeysWithValues: tree.children[row].enumerated().map { ($1, Double($0)) })
            return chain.members.map { member in
                switch member {
                case .child(let child): return [position[child] ?? -1]
                case .proportional(let group, _, _): return group.flatMap { [position[$0.child] ?? -1, $0.ratio] }
                }
            }
        }
        guard let first = rows.first, let shared = shape(of: first) else { return false }
        return rows.dropFirst().allSatisfy { tree.children[$0].count == tree.children[first].count && shape(of: $0) == shared }
    }

    private static func isRow(_ layout: ContainerLayout) -> Bool {
        if case .box(let box) = layout { return box.axis == .horizontal }
        return false
    }

    /// The rows an alignToGrid column holds the cells of equal across (§2.2: its visible
    /// LMRowView children; other children are skipped); none for any other view, or for fewer
    /// than two rows. Every solve that states the grid reads its rows from here.
    static func gridRows(of container: Int, in tree: FlatTree) -> [Int] {
        guard case .box(let box) = tree.attributes[container].layout else { return [] }
        return gridRows(box, among: tree.visibleChildren(of: container), tree: tree)
    }

    private static func gridRows(_ box: BoxLayout, among children: ViewIndices, tree: FlatTree) -> [Int] {
        guard box.alignToGrid, box.axis == .vertical else { return [] }
        let rows = children.filter { isRow(tree.attributes[$0].layout) }
        return rows.count < 2 ? [] : rows
    }

    /// Whether an anchor set pins the start and the end edge on `axis` (§2.6; in the mirrored
    /// right-to-left problem leading is left too).
    static func anchorEdges(_ anchor: AnchorSet, on axis: Axis) -> (start: Bool, end: Bool) {
        if axis == .vertical { return (anchor.contains(.top), anchor.contains(.bottom)) }
        return (anchor.contains(.left) || anchor.contains(.leading), anchor.contains(.right) || anchor.contains(.trailing))
    }

    /// The weight with which a row's or column's child joins its weight group on the main axis:
    /// a weight above 0 and no explicit size on that axis (§2.1, §2.2 rule 4).
    private static func groupWeight(of child: LayoutAttributes, on axis: Axis) -> Double? {
        guard let weight = child.weight, child.size.fixed(axis) == nil, weight > 0, weight.isFinite else { return nil }
        return weight
    }

    /// A view's tie-break level on `axis` (§2.0 ties), `depth` levels below the root: a member of
    /// its row's or column's weight group ties below its unweighted siblings
    /// (`Priority.tieBreak(depth:inWeightGroup:)`).
    static func tieBreakLevel(of view: Int, depth: Int, on axis: Axis, tree: FlatTree) -> Priority {
        let parent = tree.parent[view]
        guard parent >= 0, case .box(let box) = tree.attributes[parent].layout, box.axis == axis else { return Priority.tieBreak(depth: depth) }
        return Priority.tieBreak(depth: depth, inWeightGroup: groupWeight(of: tree.attributes[view], on: axis) != nil)
    }

    /// How firmly a view keeps its natural size in a tie on `axis` (§2.0: the earlier a child, the
    /// firmer); nil for the root. The cells of an alignToGrid column's rows (§2.2), held equal
    /// across rows, are also held by their row's place: in a tie between the cells at one position
    /// of two rows (each pulling its own way at one level, as far as their rows' ends allow), the
    /// earlier row's keeps its size. Without it the two weighed the same and the tie stayed open,
    /// which the tree solve and the whole-document system closed at different ends. The factor is
    /// below 1 + 1e-5: it never reorders the children of one row.
    /// A view's width is held a millionth more firmly than its height (a choice: §2.0 leaves a
    /// tie across axes open). Only an aspect ratio joins the axes, so only there does it decide
    /// anything: a square label in a column too short for it keeps its text's width rather
    /// than its line's height, instead of whichever corner the solver reached (the tree solve
    /// truncated "OK" where the whole-document system did not).
    ///
    /// In a fill stack along its axis, an arranged view with no intrinsic size there (`hasIntrinsicSize`
    /// false: a nested stack or layout view, a plain view) "grows or shrinks before any view with one"
    /// (§2.8): its weight is a tenth, below every sibling's with one (the weights by index stay above
    /// 2,000), in the order of the index among those without. (At a level of its own, a quarter step
    /// down like a weight group's, it gave every stack's cost one more level: 2 % more instructions
    /// on long screens for the same frames.)
    static func tieBreakWeight(of view: Int, on axis: Axis, hasIntrinsicSize: Bool, tree: FlatTree) -> Double? {
        guard let position = tree.childIndex(of: view) else { return nil }
        var weight = Priority.tieBreakWeight(childIndex: position) * (axis == .horizontal ? 1 + 1e-6 : 1)
        let parent = tree.parent[view]
        if !hasIntrinsicSize, parent >= 0, case .stack(let stack) = tree.attributes[parent].layout, stack.axis == axis,
            stack.distribution == .fill
        {
            weight *= Self.withoutIntrinsicSizeTieFactor
        }
        let row = tree.parent[view]
        guard axis == .horizontal, row >= 0, let rowPosition = tree.childIndex(of: row), isRow(tree.attributes[row].layout),
            case .box(let column) = tree.attributes[tree.parent[row]].layout, column.alignToGrid, column.axis == .vertical
        else { return weight }
        let rows = Double(tree.visibleChildren(of: tree.parent[row]).count)
        return weight * (1 + 1e-5 * (rows - Double(rowPosition)) / rows)
    }

    /// How much less firmly a fill stack's view without an intrinsic size keeps its size in a tie (§2.8).
    static let withoutIntrinsicSizeTieFactor = 0.1

    /// The hugging and compression resistance a container imposes on a child on `axis`
    /// (§2.2 table, §2.5, §2.5a, §2.6, §2.7, §2.10); nil: the child keeps its own (UIStackView
    /// and views that do not lay out children).
    static func imposedPriorities(by layout: ContainerLayout, on child: LayoutAttributes, position: Int, axis: Axis)
        -> (hugging: Priority, compression: Priority)?
    {
        let stretched = (hugging: Priority.defaultLow, compression: Priority.defaultHigh)
        let held = (hugging: Priority.required, compression: Priority.required)
        switch layout {
        case .none, .stack: return nil
        case .box(let box):
            if box.axis == axis {
                return child.weight != nil ? (Priority.defaultLow, Priority.defaultLow) : (Priority.defaultHigh, Priority.required)
            }
            return box.alignment(on: axis) == .fill ? stretched : held
        case .anchor:
            let anchor = child.anchor
            let stretches = axis == .vertical
                ? anchor.contains(.top) && anchor.contains(.bottom)
                : (anchor.contains(.left) && anchor.contains(.right)) || (anchor.contains(.leading) && anchor.contains(.trailing))
            return stretches ? stretched : held
        case .rootView, .layer: return stretched
        case .buttonContent: return held
        case .scroll(let scroll):
            guard scroll.pinsContent && position == 0 else { return nil }
            return scroll.fits(axis) ? (Priority.defaultLow, Priority.defaultLow) : held
        case .table, .tableCell: return nil
        case .cellContent(.system): return nil
        case .cellContent(.pinned(_, let sizesCell)):
            // §2.11.4: stretched to the width, natural height; §2.11.5: filling the item.
            return axis == .vertical && sizesCell ? held : (Priority.defaultLow, Priority.defaultLow)
        case .pages: return (Priority.defaultLow, Priority.defaultLow)  // §2.11.7, forced on every page
        }
    }
}
