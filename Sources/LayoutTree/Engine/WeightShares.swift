/// A row's or column's weight group (SEMANTICS.md §2.2 rule 4) laid out where a view's own
/// minimum, maximum or content keeps it from its share, in closed form: the §2.2 choice "fix it
/// there and share the rest among the others in proportion to weight", proven to be the
/// whole-document solve's answer wherever it is stated.
///
/// The constraints (`ArrangementConstraints`) hold each weighted view's size sᵢ at ρᵢ·t, one
/// unit t ≥ 0 for the group, at `Priority.requiredWeightRatio`, each departure counted per unit
/// of ratio: |sᵢ/ρᵢ − t|. Everything firmer (the chain's pins, the views' own minimums and
/// maximums and content) holds the group's length L and leaves each view the interval of its
/// sizes that costs nothing above the ratios' level, [loᵢ, hiᵢ]. So at the ratios' level the
/// group solves: least Σ|uᵢ − t| with uᵢ = sᵢ/ρᵢ in [loᵢ/ρᵢ, hiᵢ/ρᵢ] and Σ ρᵢuᵢ = L.
///
/// Where every view's bounds leave it free or too few are held to outweigh the free ones, each
/// view is at its share clamped to its interval, sᵢ = clamp(ρᵢ·t), the unit t where they add up
/// to L (the §2.2 choice). Where they do not (a view held by its bound while too few are free to
/// outweigh it), views of the largest ratios leave their shares for the ends of their intervals;
/// and a view whose own cost has a rule at the ratios' level (a weight group of its own that
/// breaks) stops at that rule's kinks. The walk of `WeightSharesWalk` finds the group's least cost
/// at every length, in order, and where each view is: the cost is piecewise linear in L, found in
/// one sorted walk (n log n). It is stated exactly on one run of proven stretches (`pieces`) and
/// extended convexly beyond; the pass down takes the sizes only where the length it gives the
/// group lies inside that run, where the cost is the whole system's on both sides — the
/// document's problem being convex, the layout found is then its optimum — and elsewhere the
/// group's container is solved as constraints (`ExactLayoutSolver.BrokenRatios`).
struct WeightShares {
    /// Each view's ratio to the group's first view (ρᵢ > 0) and its interval of sizes that cost
    /// nothing above the ratios' level.
    private let ratios: [Double]
    private let lower: [Double]
    private let upper: [Double]
    /// Where each view's stops are on each stretch, and the sizes switches share out.
    private let switches: Switches
    private let fills: [[(view: Int, length: Double)]]
    /// The stretches of lengths on which the shares are proven: per stretch, where it starts,
    /// the unit t there and how fast the length grows with t (the free views' ratios).
    private let pieces: [Piece]
    /// Where the proven stretch ends (+∞ when views are free to grow without end).
    private let end: Double
    /// Whether a length exactly at either end of the stretch is proven too: where every view
    /// reaches its end of its interval at once, each costing the same beyond it above the
    /// ratios' level, the ratios hold on both sides (the rule `ProportionalGroup` checks).
    private let startHolds: Bool
    private let endHolds: Bool
    /// The group's cost at each length: exact on the proven stretch.
    let cost: ConvexCost

    /// Where a stretch starts, the unit t there and how fast the length grows with t (the free
    /// views' ratios; 0 where views move at one μ, `WeightSharesWalk`), how many switches came
    /// before it (`Switches.stops`), and for a switch's stretch the sizes it shares out (`fills`)
    /// and how much of them is taken where it starts (all of it along a stretch of t's taken
    /// amid a switch's fills, `AtOnePrice`).
    struct Piece {
        var length: Double
        var unit: Double
        var freeRatios: Double
        var switches: Int
        var fill: Int?
        var filled = 0.0
    }

    /// One stretch of lengths, its slope, and whether the layout there is proven the whole system's.
    struct Stretch {
        var piece: Piece
        var slope: LexCost
        var proven: Bool
    }

    /// nil where the group is not stated so: a view with no interval of sizes free above the
    /// ratios' level, or one below 0, or no stretch of lengths where the shares are proven.
    init?(ratios: [Double], level: Priority, costs: [ConvexCost]) {
        guard ratios.count > 1, ratios.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        var lower: [Double] = [], upper: [Double] = []
        lower.reserveCapacity(ratios.count)
        upper.reserveCapacity(ratios.count)
        for cost in costs {
            guard let free = cost.freeInterval(above: level), free.upperBound >= 0 else { return nil }
            lower.append(free.lowerBound)
            upper.append(free.upperBound)
        }
        let allRatios = ratios.reduce(0, +)
        let lowSize = lower.map { max($0, 0) }
        let switches = Switches(ratios: ratios, lowSize: lowSize, upper: upper, costs: costs, level: level)
        guard
            let walk = Self.walk(ratios: ratios, lowSize: lowSize, upper: upper, level: level, costs: costs, switches: switches),
            !walk.stretches.isEmpty
        else { return nil }
        let all = walk.stretches, finalLength = walk.finalLength
        /// The unbroken group's slope below its least length, every view at its lower end.
        func unbrokenSlopeBelowZero() -> LexCost {
            var total = LexCost.zero
            for (view, cost) in costs.enumerated() { total = total + cost.slope(leftOf: 0) * ratios[view] }
            return total * (1 / allRatios)
        }

        func start(of position: Int) -> Double { all[position].piece.length }
        func end(of position: Int) -> Double { position + 1 < all.count ? start(of: position + 1) : finalLength }

        // The longest run of proven stretches (views passing from one side of t to the other in
        // between, with no stretch of their own, do not break it).
        var best: ClosedRange<Int>?
        var position = 0
        while position < all.count {
            guard all[position].proven else {
                position += 1
                continue
            }
            var last = position
            while last + 1 < all.count && all[last + 1].proven { last += 1 }
            if best.map({ end(of: last) - start(of: position) > end(of: $0.upperBound) - start(of: $0.lowerBound) }) ?? true {
                best = position...last
            }
            position = last + 1
        }
        guard let run = best else { return nil }

        // Below the least length a view at its lower end gives way: the slope there must stay
        // negative (the function bounded below), and where the run starts the walk (every view
        // at its low end, t where it cannot move), it is the whole system's, the view that costs
        // least moving from t or toward it (`slopePast`), and a length at the run's start is
        // proven. (A run that starts after stretches not proven starts amid them, not at the
        // views' ends.)
        var startHolds = false
        var below =
            Self.slopePast(lower, at: 0...0, shorter: true, ratios: ratios, costs: costs, level: level) ?? unbrokenSlopeBelowZero()
        if run.lowerBound == 0, let units = walk.startUnits {
            if let slope = Self.slopePast(lowSize, at: units, shorter: true, ratios: ratios, costs: costs, level: level) {
                (startHolds, below) = (true, slope)
            } else if !lowSize.contains(where: { $0 > 0 }) {
                startHolds = true
            }
        }
        // Likewise where every view reaches its upper end at once.
        var endHolds = false
        var beyond: LexCost?
        if run.upperBound == all.count - 1, finalLength < .infinity, let units = walk.endUnits,
            let slope = Self.slopePast(upper, at: units, shorter: false, ratios: ratios, costs: costs, level: level)
        {
            (endHolds, beyond) = (true, slope)
        }
        if beyond == nil, run.upperBound == all.count - 1, finalLength < .infinity {
            // The least steep beyond a bounded view's upper end (the first of equal ones, as `min`).
            for (view, cost) in costs.enumerated() where upper[view] < .infinity {
                let slope = cost.slope(rightOf: upper[view])
                if beyond.map({ slope < $0 }) ?? true { beyond = slope }
            }
        }

        // Outside the run the stretches' own slopes are not proven (the clamped shares may not be
        // the optimum there): kept convex from the run outward, each at least as steep as the one
        // nearer the run, so that the function is convex and bounded below, and a parent that
        // takes the group there finds it unproven (`holds`).
        var kinks: [ConvexCost.Kink] = []
        func appendChange(_ change: LexCost, at position: Double) {
            // Term by term: `terms` would build an array per change.
            for index in 0..<change.termCount {
                let term = change.term(index)
                kinks.append(ConvexCost.Kink(at: position, level: term.level, amount: term.amount))
            }
        }
        func steeper(_ a: LexCost, _ b: LexCost) -> LexCost { a < b ? b : a }
        func shallower(_ a: LexCost, _ b: LexCost) -> LexCost { a < b ? a : b }
        var stated = all.map(\.slope)
        for position in stride(from: run.lowerBound - 1, through: 0, by: -1) {
            stated[position] = shallower(stated[position + 1], stated[position])
        }
        for position in (run.upperBound + 1)..<all.count { stated[position] = steeper(stated[position - 1], stated[position]) }
        var previous = shallower(stated[0], below)
        appendChange(previous, at: -.infinity)
        for (position, slope) in stated.enumerated() {
            appendChange(slope - previous, at: start(of: position))
            previous = slope
        }
        if finalLength < .infinity, let beyond { appendChange(steeper(previous, beyond) - previous, at: finalLength) }

        self.ratios = ratios
        self.lower = lower
        self.upper = upper
        self.switches = switches
        self.fills = walk.fills
        self.pieces = all[run].map(\.piece)
        self.end = end(of: run.upperBound)
        self.startHolds = startHolds
        self.endHolds = endHolds
        self.cost = ConvexCost(unsortedKinks: kinks)
    }

    /// The slope of the group's cost just past one end of its lengths, where every view is at
    /// that end of its interval (`ends`: the lower ends, `shorter`; the upper ones) and the unit
    /// anywhere in `units`: one view goes past its end, departing from t by 1/ρᵢ more per point
    /// or less (as it lies on t's side or beyond: a view at the top of a stretch where t may lie
    /// is above t, t staying below it). The moves are apart (t, which nothing else reads, stays
    /// where it may), so the least steep is the group's. A view at t where t may lie at one
    /// unit only might take t with it, at a cost between nothing and its departure's: it must
    /// lose to the others even at nothing. Nil where no view can go past its end (below 0, or
    /// above +∞), or where a view at t could be the one.
    private static func slopePast(
        _ ends: [Double], at units: ClosedRange<Double>, shorter: Bool, ratios: [Double], costs: [ConvexCost], level: Priority
    ) -> LexCost? {
        var least: LexCost?
        var atUnit: LexCost?
        /// Whether `a` is less steep than `b` on this side (closer to costing nothing).
        func lessSteep(_ a: LexCost, _ b: LexCost) -> Bool { shorter ? b < a : a < b }
        let near = 1e-9 * max(1, units.upperBound)
        for (view, cost) in costs.enumerated() where shorter ? ends[view] > 0 : ends[view] < .infinity {
            let own = ends[view] / ratios[view]
            let slope = shorter ? cost.slope(leftOf: ends[view]) : cost.slope(rightOf: ends[view])
            let above: Bool
            if units.upperBound > 0 && units.upperBound - units.lowerBound <= near && abs(own - units.lowerBound) <= near {
                if atUnit.map({ lessSteep(slope, $0) }) ?? true { atUnit = slope }
                continue
            } else if own >= units.upperBound - near {
                above = true
            } else if own <= units.lowerBound + near {
                above = false
            } else {
                return nil
            }
            // Shorter: toward t from above it (its departure falls as L does: +1/ρ), away from it
            // below; longer: toward t from below (−1/ρ), away above.
            let departure = slope + LexCost((above ? 1 : -1) / ratios[view], at: level)
            if least.map({ lessSteep(departure, $0) }) ?? true { least = departure }
        }
        if let atUnit, least.map({ !lessSteep($0, atUnit) }) ?? true { return nil }
        return least
    }

    /// Whether the shares at `length` are proven to be the whole system's: inside the proven
    /// stretch, or at an end of it every view reaches at once.
    func holds(at length: Double) -> Bool {
        guard let start = pieces.first?.length else { return false }
        let tolerance = 1e-9 * max(1, abs(length))
        if length > start + tolerance && length < end - tolerance { return true }
        return (startHolds && abs(length - start) <= tolerance) || (endHolds && abs(length - end) <= tolerance)
    }

    /// Each view's size when the group is `length` long: its share, clamped between its stops.
    func lengths(sharing length: Double) -> [Double] {
        // The last piece starting at or before `length` (the first where it is before them all).
        var low = 0, high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].length <= length { low = middle } else { high = middle - 1 }
        }
        let piece = pieces[low]
        let unit = piece.freeRatios > 0 ? piece.unit + (length - piece.length) / piece.freeRatios : piece.unit
        var sizes = ratios.indices.map { view in
            let (low, high) = switches.stops(of: view, after: piece.switches)
            return min(max(ratios[view] * unit, switches.stops[view][low]), switches.stops[view][high])
        }
        // Views moving at one μ between their stops: the sizes the switch shares out, in order.
        if let fill = piece.fill {
            var remaining = piece.freeRatios > 0 ? piece.filled : piece.filled + length - piece.length
            for (view, size) in fills[fill] where remaining > 0 {
                let taken = min(size, remaining)
                sizes[view] += taken
                remaining -= taken
            }
        }
        return sizes
    }
}
