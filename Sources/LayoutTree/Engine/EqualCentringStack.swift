/// An equalCentering stack (SEMANTICS.md §2.8) whose length nothing but its own rules decides — a
/// scroll view's content along the scroll axis (§2.7) — and whose views' sizes are settled above
/// the centring's level: laid out in closed form, without a constraint system.
///
/// Its views then keep those sizes nᵢ (their rules outrank the centring at 150, and the stack's
/// length is free, so no required gap squeezes them), every centre distance can equal the first,
/// and the stack is as short as that allows (its "as small as possible" at 49): the distance is
/// D = maxᵢ((nᵢ + nᵢ₊₁)/2 + sᵢ), each gap D − (nᵢ + nᵢ₊₁)/2 (at least its spacing sᵢ), and the
/// canvas (n₁ + n_k)/2 + (k − 1)·D long — the stack's lexicographic optimum. Solved as a system,
/// the simplex took a level per view (150 − i·10⁻⁴), each pivot touching every row: 6,000 labels
/// in a scroll view took 11.7 s and 2.3 GB.
///
/// Its cost stands for the stack only where its container reads nothing but where it is least
/// (`cost`): a container that gives the stack another length finds it unsolved (`place`).
struct EqualCentringStack {
    /// Each view's size, in the chain's order.
    let sizes: [Double]
    /// Each gap, at the stack's own length.
    let gaps: [Double]
    let canvasStart: Double
    /// The stack's own length.
    let length: Double

    /// `arrangement` laid out with its views costing `costs` (in the chain's order); nil where it is
    /// not an equalCentering chain alone, or a view's size is not settled above the centring's level.
    init?(_ arrangement: AxisArrangement, costs: [ConvexCost]) {
        guard Self.isCentringChain(arrangement), case .chain(let chain) = arrangement.rule, costs.count == chain.order.count,
            costs.count > 1
        else { return nil }
        var sizes: [Double] = []
        sizes.reserveCapacity(costs.count)
        for cost in costs {
            guard let size = Self.settledSize(cost) else { return nil }
            sizes.append(size)
        }
        // The first centre distance every other is held to: the widest pair's.
        var distance = -Double.infinity
        for index in chain.gaps.indices { distance = max(distance, (sizes[index] + sizes[index + 1]) / 2 + chain.gaps[index]) }
        self.sizes = sizes
        gaps = chain.gaps.indices.map { distance - (sizes[$0] + sizes[$0 + 1]) / 2 }
        canvasStart = arrangement.canvasStart
        let canvas = (sizes[0] + sizes[sizes.count - 1]) / 2 + Double(chain.gaps.count) * distance
        length = arrangement.canvasStart + canvas + arrangement.canvasEnd
    }

    /// Whether `arrangement` is an equalCentering chain and nothing else (its "as small as
    /// possible" besides).
    static func isCentringChain(_ arrangement: AxisArrangement) -> Bool {
        guard case .chain(let chain) = arrangement.rule, case .equalCentres = chain.sizeRule, chain.gapRule == .atLeast,
            !chain.gapsBetweenBaselines, chain.pinsStart, chain.pinsEnd, chain.weightGroupPull == nil,
            arrangement.alongside.isEmpty, arrangement.childTerm == nil, arrangement.textWidthShares == nil, arrangement.gridRows.isEmpty
        else { return false }
        return chain.members.allSatisfy { if case .child = $0 { return true } else { return false } }
    }

    /// The one size at which `cost` is least counting only the levels above the centring's: nil
    /// where those leave a range (a view with no intrinsic size, which the centring would size).
    private static func settledSize(_ cost: ConvexCost) -> Double? {
        guard let free = cost.freeInterval(above: AxisArrangement.equalCenteringPriority), free.lowerBound == free.upperBound else { return nil }
        return free.lowerBound
    }

    /// What the stack costs its container: least at its own length, rising on either side (above
    /// the "as small as possible" it breaks, below the centring). It stands for the stack's
    /// cost only where the container leaves the length to the stack.
    var cost: ConvexCost {
        let centring = AxisArrangement.equalCenteringPriority.level, fitting = AxisArrangement.fittingPriority.level
        return ConvexCost(unsortedKinks: [
            .init(at: -.infinity, level: centring, amount: -1), .init(at: length, level: centring, amount: 1),
            .init(at: length, level: fitting, amount: 1),
        ])
    }

    /// Each view's span with the stack at `span`; nil where that is not the stack's own length.
    func spans(in span: SolvedFrames.Span) -> [SolvedFrames.Span]? {
        guard abs(span.size - length) <= Self.tolerance * max(1, abs(length)) else { return nil }
        var position = span.start + canvasStart
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

extension EqualCentringStack {
    /// A stack the closed form does not lay out (a view's size not settled above the centring's
    /// level, or its container giving it another length): it is solved with its ancestors, as one
    /// constraint system (`ExactLayoutSolver`), from then on in this layout.
    struct Unsettled: Error {
        var tops: [Int]
    }
}
