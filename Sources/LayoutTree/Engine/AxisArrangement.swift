/// How one container places its visible children on one axis: the container's rules stated
/// once, as data, for `ExactLayoutSolver` to read on its way up (costs) and down (frames).
/// Each case of `ContainerLayout` is described in `AxisArrangement.describe`, citing the
/// SEMANTICS.md section it implements.
struct AxisArrangement {
    /// A child's relation to the container on this axis.
    enum Link {
        /// Leading edge pinned (required); trailing edge pinned by `pin` (§2.2 fill).
        case fill(TrailingPin)
        /// Trailing edge pinned (required); leading edge pinned by `pin`: an anchor pair whose end
        /// edge holds where it conflicts with the view's width (`AnchorSet.rightOfPairHolds`: a
        /// mixed pair listed from its right edge; a `left, right` pair right to left, §2.6, §4.1).
        case fillFromEnd(TrailingPin)
        /// Leading edge pinned; the size is the child's own.
        case start
        /// Trailing edge pinned; the size is the child's own.
        case end
        /// Centred on the container's bounds, not its margins (§5.4).
        case centerOnBounds
        /// UIStackView's non-fill alignments (§2.8): placed at the canvas's start, end or centre,
        /// and never past the canvas (the other edge held inside it at `level`).
        case withinCanvas(Placement, level: Priority)
        /// As large as the container (`size = container size` at `level`), at its origin (§2.7
        /// fit), or `pagesAlong` container sizes after it (§2.11.7 pages).
        case sizeOfContainer(level: Priority, pagesAlong: Int = 0)
        /// On a row's one baseline at its own size (§2.2 alignToBaseline): placed with the
        /// others by `BaselineRow`.
        case onBaseline

        /// Whether the child's size and the container's are bound together (filling it, held
        /// inside it or as large as it), so that the child can size the container.
        var sizesContainer: Bool {
            switch self {
            case .fill, .fillFromEnd, .withinCanvas, .sizeOfContainer: return true
            case .start, .end, .centerOnBounds, .onBaseline: return false
            }
        }

        /// The pin of a child pinned at both edges (either edge first); nil for other links.
        var fillPin: TrailingPin? {
            switch self {
            case .fill(let pin), .fillFromEnd(let pin): return pin
            default: return nil
            }
        }
    }

    enum Placement { case start, end, center }

    /// One part of a chain: a child, or children whose sizes keep fixed ratios (weights,
    /// fillEqually), which the chain sizes as one.
    enum Member {
        case child(Int)
        /// (child, ratio to the group's first) with the ratios held at `level`, each child's
        /// size constrained against the previous child's (`chained`) or the first's.
        case proportional([(child: Int, ratio: Double)], level: Priority, chained: Bool)
    }

    /// `size relation target` held at `level`, `weight` per point: a cost on a size besides
    /// the views' own constraints.
    struct SizeTerm {
        var relation: Relation
        var target: Double
        var level: Priority
        var weight: Double = 1

        var cost: ConvexCost { .bound(relation, target, at: level, weight: weight) }
    }

    /// Children one after the other along the axis (§2.2 main axis, §2.8 distributions).
    struct Chain {
        var members: [Member]
        /// The children in order, and the gap after each but the last.
        var order: ViewIndices
        var gaps: [Double]
        var pinsStart: Bool
        var pinsEnd: Bool
        /// How the last member's trailing edge is pinned (`TrailingPin.ofContainer(depth:)`).
        var endPin: TrailingPin
        /// Gaps run from one child's last baseline to the next one's first (a column's
        /// alignToBaseline, §2.2; a vertical stack's baselineRelativeArrangement, §2.8).
        var gapsBetweenBaselines = false
        /// The level at which a weight group's length is pulled toward 0, where one is (a row
        /// pinned at one end only: "markupc takes the smallest t of the range", §2.2).
        var weightGroupPull: Priority?
        /// How the gaps hold: exactly `gaps` (fill, rows and columns), or each at least its
        /// entry (equalSpacing and equalCentering, §2.8).
        var gapRule = GapRule.exact
        /// A rule on the members' sizes beyond the chain (fillProportionally and equalCentering,
        /// §2.8), which only the constraints state.
        var sizeRule: SizeRule?

        enum GapRule {
            case exact
            /// Each gap at least its entry of `gaps` (at `Priority.requiredLeadingEdge`).
            case atLeast
            /// UIStackView equalSpacing: spacer guides of one common length (required), each at
            /// least its entry of `gaps`.
            case equalGuides
        }

        enum SizeRule {
            /// fillProportionally: each view L·nᵢ / (Σn + Σgaps) at 999, 998, … in order, nᵢ its
            /// intrinsic size along the axis (0 without one), L the canvas length.
            case proportionalToIntrinsic
            /// equalCentering: each centre-to-centre distance equal to the first at
            /// `equalCenteringPriority`, earlier ones firmer.
            case equalCentres
        }

        /// The firmest constraint tying the members' lengths to anything but their own views
        /// (`ArrangementConstraints` writes them): the leading pin and the gaps
        /// (`Priority.requiredLeadingEdge`), the trailing pin, and spacer guides' equal lengths
        /// (`Priority.requiredShape`). A group held above it breaks only against its own views'
        /// rules (`ProportionalGroup`). fillProportionally's and equalCentering's rules and the
        /// weights' pull are below 1000.
        var firmestLink: Priority {
            let pins = max(Priority.requiredLeadingEdge, endPin.within, endPin.reaching)
            return hasSpacerGuides ? max(pins, Priority.requiredShape) : pins
        }

        /// Whether the chain has spacer guides: equal gaps, and at least one.
        var hasSpacerGuides: Bool { gapRule == .equalGuides && !gaps.isEmpty }

        /// What the gaps take of the canvas whatever its length: all of `gaps`, or nothing when
        /// they are spacer guides (their length is then shared like a member's, `spacerGuides`).
        var fixedGapsLength: Double { gapRule == .equalGuides ? 0 : gaps.reduce(0, +) }

        /// equalSpacing's spacer guides as one more member of the chain: what their total length
        /// x costs, each guide x / (k − 1) long and at least its gap sᵢ (§2.8), as the
        /// constraints `sᵢ ≤ guide` state it: Σᵢ max(0, sᵢ − x / (k − 1)) at the leading edge's
        /// level. Nil for other gaps.
        var spacerGuides: ConvexCost? {
            guard hasSpacerGuides else { return nil }
            let count = Double(gaps.count)
            // One bound per distinct gap, weighted by how many gaps have it.
            let distinct = Dictionary(gaps.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key }
            return ConvexCost.sum(
                distinct.map { .bound(.greaterOrEqual, $0.key * count, at: Priority.requiredLeadingEdge, weight: Double($0.value) / count) })
        }

        /// The gap after the member at `offset` in `order`, given the spacer guides' total
        /// length (`spacers`, for equal gaps).
        func gap(after offset: Int, spacers: Double) -> Double {
            guard offset < gaps.count else { return 0 }
            return gapRule == .equalGuides ? spacers / Double(gaps.count) : gaps[offset]
        }

        /// Every gap, given the spacer guides' total length (`gap(after:spacers:)`).
        func gapLengths(spacers: Double) -> [Double] { gaps.indices.map { gap(after: $0, spacers: spacers) } }
    }

    enum Rule {
        case chain(Chain)
        case independent([(child: Int, link: Link)])
    }

    var rule: Rule
    /// Children placed by their own link beside the rule's (a scroll view's background view,
    /// §2.11.1, fills the bounds beside the rows).
    var alongside: [(child: Int, link: Link)] = []
    /// Where the canvas starts and ends inside the container's bounds (margins, paddings).
    var canvasStart: Double
    var canvasEnd: Double
    /// A term on each child's size, besides its own constraints (UIKit's "size → 0").
    var childTerm: SizeTerm?
    /// A term on the container's own size (UIKit's "canvas fit").
    var containerTerm: SizeTerm?
    /// alignToGrid (§2.2): these rows' cells are as wide as the cells at the same index in the
    /// row before (all subviews counted, hidden ones too, §5.6).
    var gridRows: [Int] = []
    /// Whether the grid's rows are all of one shape (`AxisArrangement.rowsShareOneChain`): the
    /// cells at one position then share one width, and the rows one chain of those widths,
    /// which the costs state (`GridCost`); otherwise only constraints do.
    var gridSharesOneChain = false
    /// A row aligning its children's baselines, on the vertical axis (`BaselineRow`).
    var baselineRow: BaselineRow?
    /// A horizontal stack's multi-line labels, each as wide as `fraction` of the stack at
    /// `textWidthLevel` ("UISV-text-width-disambiguation", §2.8).
    var textWidthShares: (labels: [Int], fraction: Double)?

    /// The children placed by their own link: the rule's where it places each on its own, and
    /// those alongside.
    var ownLinks: [(child: Int, link: Link)] {
        guard case .independent(let links) = rule else { return alongside }
        return links + alongside
    }

    /// `child`'s own link (`ownLinks`), nil where the rule places it with others. Looked for by
    /// halves first, as the rule's links mostly come in the children's order (a cell's content
    /// view and accessory need not), and without joining them to `alongside`: copying the links
    /// of a container of thousands for each child asked about cost time quadratic in them.
    func ownLink(of child: Int) -> Link? {
        guard case .independent(let links) = rule else { return alongside.first { $0.child == child }?.link }
        var low = 0, high = links.count
        while low < high {
            let middle = (low + high) / 2
            if links[middle].child < child { low = middle + 1 } else { high = middle }
        }
        if low < links.count && links[low].child == child { return links[low].link }
        return (links.first { $0.child == child } ?? alongside.first { $0.child == child })?.link
    }

    /// The link a chain of `child` alone, pinned at both ends, amounts to: both its edges pinned
    /// as `.fill` pins them (`ArrangementConstraints`: the leading one at `requiredLeadingEdge`,
    /// the trailing one by the chain's `endPin`), so that a column's one child is as tall as the
    /// column (§2.2 rule 3); nil otherwise.
    func soleMemberLink(of child: Int) -> Link? {
        guard case .chain(let chain) = rule, chain.order.count == 1, chain.order.first == child, chain.pinsStart, chain.pinsEnd,
            chain.members.count == 1, case .child = chain.members[0]
        else { return nil }
        return .fill(chain.endPin)
    }

    /// Whether the container's size on this axis is bound to its children's: a chain pinned at
    /// both ends, or a child filling it, sized by it or held inside it. A row or column that
    /// is not (aligned leading, trailing, top, bottom or centre on that axis) is sized only by
    /// its parent, and keeps its natural size in ties (§2.2 "Natural (fitting) size").
    var boundToChildren: Bool {
        let linked = { (links: [(child: Int, link: Link)]) in links.contains { $0.link.sizesContainer } }
        switch rule {
        case .chain(let chain): if chain.pinsStart && chain.pinsEnd { return true }
        case .independent(let links): if linked(links) { return true }
        }
        return linked(alongside)
    }

    /// Rules only a constraint system solves (`ConstraintRegion`): baselines, grids, text
    /// widths, proportional and equal-centring stacks, weights ≤ 0.
    var needsConstraints: Bool {
        if (!gridRows.isEmpty && !gridSharesOneChain) || textWidthShares != nil { return true }
        guard case .chain(let chain) = rule else { return false }
        if chain.gapsBetweenBaselines || chain.sizeRule != nil || chain.gapRule == .atLeast { return true }
        // A weight ≤ 0 after a weighted child: a ratio ≤ 0, which the costs cannot stretch by.
        return chain.members.contains { member in
            if case .proportional(let group, _, _) = member { return group.contains { $0.ratio <= 0 } }
            return false
        }
    }
}

/// Each container's arrangement on one axis, by view. Held for containers only: most views are
/// leaves, and an arrangement takes 160 bytes where a slot takes 4 (on the benchmark's
/// sections, a pass's table shrinks from 16 to under 6 MB per 100,000 views).
struct ContainerArrangements: Sendable {
    /// Per view, where its arrangement is in `described`; −1 for none.
    private var slot: [Int32]
    private var described: [AxisArrangement] = []

    /// `containers`: how many arrangements there will be at most (the views with children), reserved
    /// at once: grown by doubling, the arrangements of a long screen's pass took up to twice their
    /// room, and both blocks at once while they moved (5.3 MB of a 30,000-view screen's 39 MB).
    init(count: Int, containers: Int) {
        slot = Array(repeating: -1, count: count)
        described.reserveCapacity(containers)
    }

    subscript(view: Int) -> AxisArrangement? {
        get { slot[view] < 0 ? nil : described[Int(slot[view])] }
        set {
            guard let newValue else {
                slot[view] = -1
                return
            }
            if slot[view] >= 0 {
                described[Int(slot[view])] = newValue
            } else {
                slot[view] = Int32(described.count)
                described.append(newValue)
            }
        }
    }
}
