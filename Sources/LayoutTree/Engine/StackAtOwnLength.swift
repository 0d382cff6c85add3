/// An equalCentering or fillProportionally stack (SEMANTICS.md §2.8) whose length nothing but its
/// own rules decides — a scroll view's content along the scroll axis (§2.7) — laid out in closed
/// form, without a constraint system, where its views' costs let the form be the stack's
/// lexicographic optimum. Solved as a system, the simplex took a level per view (equalCentering's
/// 150 − i·10⁻⁴, fillProportionally's 999 − i), each pivot touching every row: 6,000 labels of an
/// equalCentering stack in a scroll view took 11.7 s and 2.3 GB; 3,000 labels of a
/// fillProportionally one took 24 µs of CPU per view, 3.9 in closed form, and 3,000 views whose
/// shares conflict 3.1 s, 0.03 in closed form.
///
/// **equalCentering.** Where its views' sizes nᵢ are settled above the centring's level, they keep
/// them (their rules outrank the centring at 150, and the stack's length is free, so no required
/// gap squeezes them), every centre distance can equal the first, and the stack is as short as
/// that allows (its "as small as possible" at 49): the distance is D = maxᵢ((nᵢ + nᵢ₊₁)/2 + sᵢ),
/// each gap D − (nᵢ + nᵢ₊₁)/2 (at least its spacing sᵢ), and the canvas (n₁ + n_k)/2 + (k − 1)·D.
///
/// **fillProportionally.** Each view i is held at its share aᵢ·L of the canvas L, aᵢ = nᵢ / T
/// (nᵢ its intrinsic size, 0 without one, as the constraints read it; T = Σnᵢ + Σ gaps), at
/// 999 − i (1 from the 999th view on). With the length free, the system is solved level by
/// level in closed form (`ProportionalShares`): at the required levels each view keeps to the
/// range its own cost allows; then, share by share, the least departure eᵢ from aᵢ·L that the
/// views after it can still make up, which leaves the view at aᵢ·L + eᵢ and the length in a
/// range, and each level of the views' own costs among the shares' in its turn (a label's
/// compression at 750 in a stack of more than 249 views); then, below the shares, the length in
/// that range where the views' costs add up least. Where every view is least at its nᵢ that is
/// T, each view at nᵢ (`ProportionalShares.atIntrinsicSizes`).
///
/// **A fill, equalSpacing, fillEqually or equalCentering stack's multi-line labels' text widths**
/// (§2.8): solved by `TextWidths`.
///
/// Its cost stands for the stack only where its container reads nothing but where it is least
/// (`cost`): a container that gives the stack another length finds it unsolved (`spans(in:)`),
/// and the stack is solved with its ancestors as a system from then on (`Unsettled`).
struct StackAtOwnLength {
    /// Each view's size, in the chain's order.
    let sizes: [Double]
    /// Each gap, at the stack's own length.
    let gaps: [Double]
    let canvasStart: Double
    /// The stack's own length.
    let length: Double
    /// The level at which a length other than `length` costs first, and whether the stack is
    /// held as small as it may be below it (equalCentering's 49).
    private let firstBroken: Priority
    private let fits: Bool

    /// `arrangement` laid out with its views costing `costs` (in the chain's order) and
    /// `intrinsic` their intrinsic sizes along the chain (0 without one); nil where it is not a
    /// chain the closed form knows, or its views' costs do not allow the form.
    init?(_ arrangement: AxisArrangement, costs: [ConvexCost], intrinsic: [Double]) {
        guard case .chain(let chain) = arrangement.rule, costs.count == chain.order.count, intrinsic.count == costs.count, costs.count > 1
        else { return nil }
        if let shares = arrangement.textWidthShares {
            // Its multi-line labels' text widths (§2.8, `TextWidths`). Another length moves the labels' pulls first.
            let textWidths = TextWidths(shares, order: chain.order)
            guard let solved = Self.textWidthsLaidOut(arrangement, textWidths, costs: costs, intrinsic: intrinsic), solved.length >= 0
            else { return nil }
            (sizes, gaps, canvasStart, length) = (solved.sizes, solved.gaps, arrangement.canvasStart, solved.length)
            // A fillProportionally stack's weakest share may lie below the labels' pulls.
            let weakestShare = chain.sizeRule == .proportionalToIntrinsic ? Priority.proportionalShare(position: costs.count - 1) : .required
            (firstBroken, fits) = (min(AxisArrangement.textWidthLevel, weakestShare), false)
            return
        }
        guard let rule = Self.closedFormRule(arrangement) else { return nil }
        let canvas: Double
        switch rule {
        case .equalCentres:
            guard let sizes = Self.settledSizes(costs) else { return nil }
            let centred = Self.evenlyCentred(sizes, gaps: chain.gaps)
            self.sizes = sizes
            gaps = chain.gaps.indices.map { centred.distance - (sizes[$0] + sizes[$0 + 1]) / 2 }
            canvas = centred.length
            (firstBroken, fits) = (AxisArrangement.equalCenteringPriority, true)
        case .proportionalToIntrinsic:
            let floor = -(arrangement.canvasStart + arrangement.canvasEnd)
            guard
                let solved = ProportionalShares.atIntrinsicSizes(chain, costs: costs, intrinsic: intrinsic, shortestCanvas: floor)
                    ?? ProportionalShares(chain, costs: costs, intrinsic: intrinsic, shortestCanvas: floor)?.solved()
            else { return nil }
            (sizes, gaps, canvas) = (solved.sizes, chain.gaps, solved.canvas)
            // The last view's share is the weakest the stack holds.
            (firstBroken, fits) = (Priority.proportionalShare(position: costs.count - 1), false)
        }
        canvasStart = arrangement.canvasStart
        length = arrangement.canvasStart + canvas + arrangement.canvasEnd
        // The stack's own size is never negative (`ConstraintGeneration`, at requiredShape), firmer
        // than its centring: a negative spacing that draws the centres closer than that leaves it to
        // the system (an equalCentering stack spaced −100 came out −34 wide; the system holds it at
        // 0 and breaks the centring).
        guard length >= 0 else { return nil }
    }

    /// A stack's views, gaps and length at its own length with its multi-line labels' text widths:
    /// fillEqually's group (`TextWidths.solvedInEqualSizes`), equalCentering's chain
    /// (`solvedCentredAtOwnLength`), or a fill or equalSpacing one (`solvedAtOwnLength`); nil for
    /// any other chain, or where the form does not apply.
    private static func textWidthsLaidOut(_ arrangement: AxisArrangement, _ textWidths: TextWidths, costs: [ConvexCost], intrinsic: [Double])
        -> (sizes: [Double], gaps: [Double], length: Double)?
    {
        let insets = arrangement.canvasStart + arrangement.canvasEnd
        if let (chain, equal) = equalSizesOnly(arrangement) {
            guard let group = equal.settled(costs), let solved = textWidths.solvedInEqualSizes(group, gaps: chain.fixedGapsLength, insets: insets)
            else { return nil }
            return (solved.sizes, chain.gaps, solved.length)
        }
        guard let chain = childrenOnly(arrangement) else { return nil }
        switch (chain.sizeRule, chain.gapRule) {
        case (.equalCentres, .atLeast):
            return textWidths.solvedCentredAtOwnLength(costs, spacings: chain.gaps, insets: insets)
        case (.proportionalToIntrinsic, .exact) where arrangement.containerTerm == nil:
            // The labels' pulls are one more level among the shares' (`SharesAtTextWidthLevel`).
            guard let solved = ProportionalShares(chain, costs: costs, intrinsic: intrinsic, shortestCanvas: -insets, textWidths: textWidths, insets: insets)?.solved()
            else { return nil }
            return (solved.sizes, chain.gaps, insets + solved.canvas)
        case (nil, .exact), (nil, .equalGuides):
            guard let solved = textWidths.solvedAtOwnLength(
                costs, gaps: chain.fixedGapsLength, insets: insets, spacerGuides: chain.spacerGuides, stackTerm: arrangement.containerTerm?.cost)
            else { return nil }
            return (solved.sizes, chain.gapLengths(spacers: solved.guides), solved.length)
        default:
            return nil
        }
    }

    /// An equalCentering chain of views `sizes` long, at least `gaps` apart, at its shortest with
    /// its centres evenly spaced (§2.8): the first centre distance every other is held to, the widest
    /// pair's, and the chain's length from the first view's start to the last one's end.
    static func evenlyCentred(_ sizes: [Double], gaps: [Double]) -> (distance: Double, length: Double) {
        var distance = -Double.infinity
        for index in gaps.indices { distance = max(distance, (sizes[index] + sizes[index + 1]) / 2 + gaps[index]) }
        return (distance, (sizes[0] + sizes[sizes.count - 1]) / 2 + Double(gaps.count) * distance)
    }

    /// The size rule of `arrangement` if it is a chain of an equalCentering or fillProportionally
    /// stack and nothing else (equalCentering's "as small as possible" besides); nil otherwise.
    static func closedFormRule(_ arrangement: AxisArrangement) -> AxisArrangement.Chain.SizeRule? {
        guard let chain = childrenOnly(arrangement), let rule = chain.sizeRule, arrangement.textWidthShares == nil else { return nil }
        switch rule {
        case .equalCentres: return chain.gapRule == .atLeast ? rule : nil
        case .proportionalToIntrinsic: return chain.gapRule == .exact && arrangement.containerTerm == nil ? rule : nil
        }
    }

    /// `arrangement`'s chain where it is one of children alone, pinned at both ends, with no rule
    /// beside the stack's distribution and its labels' text widths (no baselines, weights, terms
    /// on the children, grid or children placed alongside); nil otherwise.
    static func childrenOnly(_ arrangement: AxisArrangement) -> AxisArrangement.Chain? {
        guard let chain = chainAlone(arrangement), chain.members.allSatisfy({ if case .child = $0 { return true } else { return false } })
        else { return nil }
        return chain
    }

    /// `arrangement`'s chain where it is a fillEqually stack's (§2.8: one group of every view, each
    /// held equal to the first), with no rule beside it but its labels' text widths, and the group.
    static func equalSizesOnly(_ arrangement: AxisArrangement) -> (chain: AxisArrangement.Chain, group: EqualSizes)? {
        guard let chain = chainAlone(arrangement), chain.sizeRule == nil, chain.gapRule == .exact, chain.members.count == 1,
            case .proportional(let views, let level, chained: false) = chain.members[0], views.allSatisfy({ $0.ratio == 1 })
        else { return nil }
        return (chain, EqualSizes(views: views, level: level, firmestPin: chain.firmestLink))
    }

    /// A fillEqually stack's group as `equalSizesOnly` finds it: what `ProportionalGroup` reads.
    struct EqualSizes {
        let views: [(child: Int, ratio: Double)]
        let level: Priority
        let firmestPin: Priority

        /// The group with its views costing `costs`, in its order; nil where the level of the equal
        /// sizes does not settle which views keep them (`ProportionalGroup.isSettled`).
        func settled(_ costs: [ConvexCost]) -> ProportionalGroup? {
            let group = ProportionalGroup(views, level: level, chained: false, costs: costs, firmestPin: firmestPin, pull: nil)
            return group.isSettled ? group : nil
        }
    }

    /// `arrangement`'s chain where it is pinned at both ends, with no rule beside its members and
    /// its distribution (no baselines, weights' pull, terms on the children, grid or children
    /// placed alongside).
    private static func chainAlone(_ arrangement: AxisArrangement) -> AxisArrangement.Chain? {
        guard case .chain(let chain) = arrangement.rule, !chain.gapsBetweenBaselines, chain.pinsStart, chain.pinsEnd,
            chain.weightGroupPull == nil, arrangement.alongside.isEmpty, arrangement.childTerm == nil, arrangement.gridRows.isEmpty
        else { return nil }
        return chain
    }

    /// Per view, the size it keeps in an equalCentering chain (`centredSize`); nil where one has none.
    private static func settledSizes(_ costs: [ConvexCost]) -> [Double]? {
        let sizes = costs.compactMap(centredSize)
        return sizes.count == costs.count ? sizes : nil
    }

    /// The size a view keeps in an equalCentering chain: the one at which its cost is least counting
    /// only the levels above the centring's; or, where those leave a range, its lower end, where that
    /// is the view's own least-cost size and every larger one costs it more (a plain `UIView`: 0, by
    /// its tie-break and the collapse of sizes nothing determines, §2.0). No rule of the chain gains
    /// from a larger view, which only widens its pairs' centre distance and narrows their gaps: at its
    /// own length the centring holds at any sizes and the stack, as small as it may be (49), wants
    /// the least; at a set length a gap narrowed never helps the centring, and a shortfall is never
    /// met by growing. nil where a range is left otherwise (a view sized below the centring by a
    /// compression under 150, which the centring could weigh against the stack's length).
    static func centredSize(_ cost: ConvexCost) -> Double? {
        guard let free = cost.freeInterval(above: AxisArrangement.equalCenteringPriority) else { return nil }
        if free.lowerBound == free.upperBound { return free.lowerBound }
        guard free.lowerBound.isFinite, cost.minimizer == free.lowerBound, cost.slope(rightOf: free.lowerBound).sign > 0 else { return nil }
        return free.lowerBound
    }

    /// What the stack costs its container: least at its own length, rising below it at the first
    /// level another length breaks, and above it there too for fillProportionally, or above its
    /// "as small as possible" at 49 for equalCentering. It stands for the stack's cost only where
    /// the container leaves the length to the stack (`spans(in:)` checks): so that nothing weaker
    /// moves it, a fillProportionally stack's tie-break toward its natural length (the views'
    /// intrinsic sizes, longer where shares conflict) among them.
    var cost: ConvexCost {
        var kinks: [ConvexCost.Kink] = [
            .init(at: -.infinity, level: firstBroken.level, amount: -1), .init(at: length, level: firstBroken.level, amount: fits ? 1 : 2),
        ]
        if fits { kinks.append(.init(at: length, level: AxisArrangement.fittingPriority.level, amount: 1)) }
        return ConvexCost(unsortedKinks: kinks)
    }

    /// Each view's span with the stack at `span`; nil where that is not the stack's own length.
    func spans(in span: SolvedFrames.Span) -> [SolvedFrames.Span]? {
        guard abs(span.size - length) <= Self.tolerance * max(1, abs(length)) else { return nil }
        return Self.spans(sizes: sizes, gaps: gaps, from: span.start + canvasStart)
    }

    /// Views `sizes` long one after the other from `start`, `gaps` apart: their spans.
    static func spans(sizes: [Double], gaps: [Double], from start: Double) -> [SolvedFrames.Span] {
        var position = start
        var spans: [SolvedFrames.Span] = []
        spans.reserveCapacity(sizes.count)
        for index in sizes.indices {
            spans.append(.init(start: position, size: sizes[index]))
            position += sizes[index] + (index < gaps.count ? gaps[index] : 0)
        }
        return spans
    }

    /// How far a length given back may be from the stack's own (rounding in the pass down).
    private static let tolerance = 1e-9
}

extension StackAtOwnLength {
    /// A stack the closed form does not lay out (its views' costs do not allow it, or its
    /// container gives it another length): it is solved with its ancestors, as one constraint
    /// system (`ExactLayoutSolver`), from then on in this layout.
    struct Unsettled: Error {
        var tops: [Int]
    }
}
