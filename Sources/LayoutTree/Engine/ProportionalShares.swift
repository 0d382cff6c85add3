/// A fillProportionally stack's views and shares (SEMANTICS.md §2.8) solved level by level, the
/// canvas length L free (`StackAtOwnLength`): view i held at aᵢ·L, aᵢ = nᵢ / T, at 999 − i.
///
/// 1. At the required levels the chain always holds (L is free), so each view keeps to the range
///    its own cost is least in there (`ranges`), and L to the stack's own floor.
/// 2. Share by share, in order: the least departure eᵢ = sᵢ − aᵢ·L over every (L, sᵢ) the views
///    before it and the ranges of the views after it still allow. The departures that do that
///    all have one sign (the least of |e| over a convex set that holds no 0 is at one end), so
///    view i is then aᵢ·L + eᵢ for every L left, and L keeps to a range. Every size is affine in L.
/// 3. Below the shares, the views' costs along those lines: L where their sum is least in its range,
///    which they must settle above the tie-breaks.
///
/// Each step is a linear program in L and one departure, solved by intersecting bounds (`Bounds`):
/// linear in the views, where the simplex took a level per view, and each pivot touched every row.
struct ProportionalShares {
    private let costs: [ConvexCost]
    /// nᵢ, aᵢ = nᵢ / T, T and Σ gaps.
    private let intrinsic: [Double]
    private let shares: [Double]
    private let total: Double
    private let gaps: Double
    /// Per view, where its cost is least at the required levels.
    private let ranges: [ClosedRange<Double>]
    private let shortestCanvas: Double

    /// Nil where the stack states no share (T ≤ 0), its shares do not each have a level of their
    /// own (past 998 views), or a view's cost has a level among the shares' (a nested
    /// fillProportionally stack), which would interleave with them.
    init?(_ chain: AxisArrangement.Chain, costs: [ConvexCost], intrinsic: [Double], shortestCanvas: Double) {
        let gaps = chain.gaps.reduce(0, +)
        let total = intrinsic.reduce(0, +) + gaps
        guard total > 0, costs.count > 1, costs.count <= Self.mostViews, intrinsic.count == costs.count else { return nil }
        let weakest = Priority.proportionalShare(position: costs.count - 1).level
        var ranges: [ClosedRange<Double>] = []
        ranges.reserveCapacity(costs.count)
        for cost in costs {
            guard !cost.kinks.contains(where: { $0.level >= weakest && $0.level < Priority.required.level }),
                let range = cost.freeInterval(above: Self.aboveEveryShare)
            else { return nil }
            ranges.append(range)
        }
        self.costs = costs
        self.intrinsic = intrinsic
        self.total = total
        shares = intrinsic.map { $0 / total }
        self.gaps = gaps
        self.ranges = ranges
        self.shortestCanvas = shortestCanvas
    }

    /// Each view's size and the canvas length; nil where rounding leaves a step without a
    /// solution, or the views' costs above the tie-breaks leave L a range (a tie the form does not
    /// decide).
    func solved() -> (sizes: [Double], canvas: Double)? {
        // Σ of the ranges of the views from i on.
        var restLow = Array(repeating: 0.0, count: costs.count + 1), restHigh = restLow
        for index in costs.indices.reversed() {
            restLow[index] = restLow[index + 1] + ranges[index].lowerBound
            restHigh[index] = restHigh[index + 1] + ranges[index].upperBound
        }
        var canvas = Bounds()
        canvas.atLeast(shortestCanvas)
        var departures: [Double] = []
        departures.reserveCapacity(costs.count)
        // Σ aⱼ and Σ eⱼ over the views placed.
        var placedShare = 0.0, placedDeparture = 0.0
        for index in costs.indices {
            let share = shares[index]
            // The views after this one take (1 − Σaⱼ − aᵢ)·L − Σ gaps − Σeⱼ − eᵢ, within their ranges.
            let rest = 1 - placedShare - share
            let low = restLow[index + 1] + gaps + placedDeparture, high = restHigh[index + 1] + gaps + placedDeparture
            var bounds = canvas
            bounds.view(share: share, departing: 1, within: ranges[index])
            bounds.view(share: rest, departing: -1, within: low...high)
            guard let departure = bounds.departures()?.nearest(to: 0) else { return nil }
            canvas = bounds.at(departure: departure)
            guard canvas.lower <= canvas.upper + Self.tolerance * max(1, abs(canvas.lower)) else { return nil }
            departures.append(departure)
            placedShare += share
            placedDeparture += departure
        }
        // Below the shares: the views' costs along their lines, least in the canvas's range.
        var parts: [ConvexCost] = []
        for (index, cost) in costs.enumerated() where shares[index] > 0 {
            var part = cost
            part.shift(by: -departures[index])
            parts.append(part.stretched(by: 1 / shares[index]))
        }
        guard let least = ConvexCost.sum(parts).freeInterval(above: Self.deciding) else { return nil }
        let length: Double
        if canvas.upper <= canvas.lower {
            length = canvas.lower
        } else if least.upperBound < canvas.lower {
            length = canvas.lower
        } else if least.lowerBound > canvas.upper {
            length = canvas.upper
        } else {
            // Where the costs tie over more than one length, the form does not choose.
            guard min(least.upperBound, canvas.upper) - max(least.lowerBound, canvas.lower) <= Self.tolerance * max(1, abs(canvas.lower))
            else { return nil }
            length = max(least.lowerBound, canvas.lower)
        }
        guard length.isFinite else { return nil }
        // At T itself each share is nᵢ, exactly: aᵢ·T carries rounding that a pixel's edge half
        // way between two pixels would show (a 100,000-pt view 1/3 pt short at 3x).
        let atTotal = abs(length - total) <= Self.tolerance * max(1, total)
        let sizes = costs.indices.map { atTotal ? intrinsic[$0] + departures[$0] : shares[$0] * length + departures[$0] }
        let canvasLength = atTotal ? total : length
        // The chain holds: the views and gaps fill the canvas.
        guard abs(sizes.reduce(gaps, +) - canvasLength) <= Self.tolerance * max(1, abs(canvasLength)) else { return nil }
        return (sizes, canvasLength)
    }

    /// Each view at nᵢ and the canvas at T, where that is where every view's cost is least at every
    /// level and a gap, or a view least there alone, rules out every other length: every share
    /// then holds exactly and nothing costs more than it must, so no layout does better, however
    /// many views there are (the level-by-level form needs a level per share, none of them among
    /// the views' own: 249 labels at most). Nil otherwise.
    static func atIntrinsicSizes(_ chain: AxisArrangement.Chain, costs: [ConvexCost], intrinsic: [Double], shortestCanvas: Double)
        -> (sizes: [Double], canvas: Double)?
    {
        let gaps = chain.gaps.reduce(0, +)
        let total = intrinsic.reduce(0, +) + gaps
        guard total > 0, total >= shortestCanvas, intrinsic.count == costs.count else { return nil }
        var heldAlone = gaps > 0
        for (cost, natural) in zip(costs, intrinsic) {
            guard let free = cost.freeInterval(above: Self.belowEveryLevel) else { return nil }
            let tolerance = Self.tolerance * max(1, abs(natural))
            guard free.lowerBound <= natural + tolerance, natural - tolerance <= free.upperBound else { return nil }
            if natural > 0 && free.upperBound - free.lowerBound <= tolerance { heldAlone = true }
        }
        return heldAlone ? (intrinsic, total) : nil
    }

    /// Past this many views shares fall to one level (1) and tie: `Priority.proportionalShare`.
    private static let mostViews = 998
    /// Between the shares (999 and below) and the required levels (1000 and above).
    private static let aboveEveryShare = Priority(999.5)
    /// The views' costs must settle the length above the tie-breaks: the stack's own tie-break and
    /// collapse, which the form leaves out, are firmer than its views' (§2.0, deeper views weaker).
    private static let deciding = Priority.tieBreak
    private static let tolerance = 1e-9
    /// Below every level a cost has (tie-breaks included): a free interval above it is where the
    /// cost is least at every level.
    private static let belowEveryLevel = Priority(-1)
}

extension ProportionalShares {
    /// The canvas length L, and the departure e of one view from its share, bound by lines
    /// L ≥ p + q·e and L ≤ p + q·e and by ranges of e alone: one step's linear program.
    struct Bounds {
        private var lowerLines: [(p: Double, q: Double)] = []
        private var upperLines: [(p: Double, q: Double)] = []
        /// Bounds on e that do not involve L (low > high: none holds).
        private var departureLow = -Double.infinity, departureHigh = Double.infinity

        /// L's range where its lines are all flat (after `at(departure:)`).
        var lower: Double { lowerLines.reduce(-Double.infinity) { max($0, $1.p) } }
        var upper: Double { upperLines.reduce(Double.infinity) { min($0, $1.p) } }

        mutating func atLeast(_ length: Double) {
            if length.isFinite { lowerLines.append((length, 0)) }
        }

        /// share·L + sign·e within `range` (sign ±1).
        mutating func view(share: Double, departing sign: Double, within range: ClosedRange<Double>) {
            if abs(share) <= ProportionalShares.tolerance {
                let low = sign > 0 ? range.lowerBound : -range.upperBound, high = sign > 0 ? range.upperBound : -range.lowerBound
                (departureLow, departureHigh) = (max(departureLow, low), min(departureHigh, high))
                return
            }
            // L ≥ (range.lower − sign·e) / share and L ≤ (range.upper − sign·e) / share, the two
            // swapped for a negative share; an infinite end bounds nothing.
            let fromLower = (p: range.lowerBound / share, q: -sign / share), fromUpper = (p: range.upperBound / share, q: -sign / share)
            let (least, most) = share > 0 ? (fromLower, fromUpper) : (fromUpper, fromLower)
            if least.p.isFinite { lowerLines.append(least) }
            if most.p.isFinite { upperLines.append(most) }
        }

        /// The departures for which some L meets every bound; nil where none does.
        func departures() -> ClosedRange<Double>? {
            var low = departureLow, high = departureHigh
            for lower in lowerLines {
                for upper in upperLines {
                    // lower.p + lower.q·e ≤ upper.p + upper.q·e
                    let slope = lower.q - upper.q, room = upper.p - lower.p
                    if abs(slope) <= ProportionalShares.tolerance {
                        guard room >= -ProportionalShares.tolerance * max(1, abs(upper.p)) else { return nil }
                    } else if slope > 0 {
                        high = min(high, room / slope)
                    } else {
                        low = max(low, room / slope)
                    }
                }
            }
            if low > high {
                // Rounding only: the step before left a solution.
                guard low - high <= ProportionalShares.tolerance * max(1, abs(low)) else { return nil }
                (low, high) = ((low + high) / 2, (low + high) / 2)
            }
            return low...high
        }

        /// L's bounds with e = `departure`: the firmest of each side, one line each, so that the
        /// bounds carried from view to view stay two (kept whole, they grew by a line or two per
        /// view, and each step compared every pair: 900 views of fixed heights took 0.32 s).
        func at(departure: Double) -> Bounds {
            var fixed = Bounds()
            let lower = lowerLines.reduce(-Double.infinity) { max($0, $1.p + $1.q * departure) }
            let upper = upperLines.reduce(Double.infinity) { min($0, $1.p + $1.q * departure) }
            if lower.isFinite { fixed.lowerLines = [(lower, 0)] }
            if upper.isFinite { fixed.upperLines = [(upper, 0)] }
            return fixed
        }
    }
}

extension ClosedRange where Bound == Double {
    /// The point of the range nearest `value`.
    fileprivate func nearest(to value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
