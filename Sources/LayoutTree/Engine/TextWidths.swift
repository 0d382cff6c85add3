/// UIKit's text widths in a horizontal stack (SEMANTICS.md §2.8, "UISV-text-width-disambiguation"):
/// each multi-line label as wide as the stack over N, at 759 (`AxisArrangement.textWidthLevel`), N
/// the arranged views, hidden ones included. One rule over every label and the stack's length; laid
/// out in closed form for a fill stack (and an equalSpacing or fillProportionally one at a set
/// length), where as a system the simplex grew with the square of the views (1,600 labels and
/// fixed views in a column: 16.5 s).
///
/// **At a set length** W the rule is a pull of each label toward the constant W/N beside its own
/// costs (`pulled`): the chain then shares its length as any chain's members do (equalSpacing's
/// spacer guides one more member, `StackAtSetLength`).
///
/// **At the stack's own length** (`solvedAtOwnLength`), a fill stack with a view other than a
/// visible label (K labels, K < N): the views' levels above 759 each keep the view in its own
/// range (the length is free, so nothing else holds them). At 759 every label can be exactly W/N:
/// with S the other views' total, W = S + K·W/N + G (G the gaps and insets), so each label is
/// t(S) = (S + G) / (N − K), affine in S. Where the labels' ranges allow that for some S the
/// other views' ranges allow, those are the only layouts that meet 759 at all; below it, S is
/// where the other views' costs (their convolution, at S) and the labels' (along t) add up least,
/// which their costs must settle above the tie-breaks (the stack's own tie-break, which the form
/// leaves out, is firmer than its views'). The other views then share S as a chain's members do.
/// Anything else — every view a label, a label held off W/N above 759, a view's own level at 759 —
/// is left to the system.
struct TextWidths {
    /// The labels' positions in the chain.
    let positions: [Int]
    /// 1 / N.
    let fraction: Double

    /// `shares` (`AxisArrangement.textWidthShares`) at their positions in a chain of `order`.
    init(_ shares: (labels: [Int], fraction: Double), order: ViewIndices) {
        let labels = Set(shares.labels)
        positions = order.enumerated().filter { labels.contains($0.element) }.map(\.offset)
        fraction = shares.fraction
    }

    /// `costs` (in the chain's order) with each label pulled toward its share of a stack `length` long.
    func pulled(_ costs: [ConvexCost], stackLength length: Double) -> [ConvexCost] {
        var costs = costs
        let pull = ConvexCost.bound(.equal, fraction * length, at: AxisArrangement.textWidthLevel)
        for position in positions { costs[position] = costs[position] + pull }
        return costs
    }

    /// Each view's size and the stack's length where it is its own (see above), the chain's
    /// `gaps` and the canvas's `insets` (start and end) around it; nil where the form does not apply.
    func solvedAtOwnLength(_ costs: [ConvexCost], gaps: Double, insets: Double) -> (sizes: [Double], length: Double)? {
        let labels = positions.count
        let count = 1 / fraction
        // Every arranged view a visible label: the labels cannot all be W/N past the gaps.
        guard labels < costs.count, count - Double(labels) > 0.5 else { return nil }
        let level = AxisArrangement.textWidthLevel
        guard !costs.contains(where: { $0.kinks.contains { abs($0.level - level.level) <= Self.tolerance } }) else { return nil }
        // t(S) = slope·S + offset.
        let slope = 1 / (count - Double(labels)), offset = (gaps + insets) * slope
        var isLabel = Array(repeating: false, count: costs.count)
        for position in positions { isLabel[position] = true }
        // The S for which every label's range above 759 holds t(S), and the other views' ranges.
        var lowest = -Double.infinity, highest = Double.infinity
        var others: [ConvexCost] = [], along: [ConvexCost] = []
        var othersLow = 0.0, othersHigh = 0.0
        for (position, cost) in costs.enumerated() {
            guard let range = cost.freeInterval(above: level) else { return nil }
            if isLabel[position] {
                lowest = max(lowest, (range.lowerBound - offset) / slope)
                highest = min(highest, (range.upperBound - offset) / slope)
                // The label's cost at t(S), as a cost of S.
                var moved = cost
                moved.shift(by: -offset)
                along.append(moved.stretched(by: 1 / slope))
            } else {
                othersLow += range.lowerBound
                othersHigh += range.upperBound
                others.append(cost)
            }
        }
        lowest = max(lowest, othersLow)
        highest = min(highest, othersHigh)
        guard lowest <= highest + Self.tolerance * max(1, abs(lowest)) else { return nil }
        // Kept within [lowest, highest] above every level of the views' (as `StackAtSetLength` keeps a range).
        let edge = Priority.required.raised(by: 1_000).level
        var window: [ConvexCost.Kink] = []
        if lowest.isFinite { window += [.init(at: -.infinity, level: edge, amount: -1), .init(at: lowest, level: edge, amount: 1)] }
        if highest.isFinite { window.append(.init(at: highest, level: edge, amount: 1)) }
        let total = ConvexCost.sum([ConvexCost.convolution(others), ConvexCost(unsortedKinks: window)] + along)
        guard let least = total.freeInterval(above: Priority.tieBreak),
            least.upperBound - least.lowerBound <= Self.tolerance * max(1, abs(least.lowerBound)), least.lowerBound.isFinite
        else { return nil }
        let settled = least.lowerBound
        var shares = others.map(\.minimizer)
        ConvexCost.share(settled, among: others, startingAt: &shares)
        let width = slope * settled + offset
        var sizes: [Double] = []
        sizes.reserveCapacity(costs.count)
        var next = shares.makeIterator()
        for position in costs.indices {
            guard let size = isLabel[position] ? width : next.next() else { return nil }
            sizes.append(size)
        }
        let length = sizes.reduce(gaps + insets, +)
        guard sizes.allSatisfy(\.isFinite), length.isFinite else { return nil }
        return (sizes, length)
    }

    private static let tolerance = 1e-9
}
