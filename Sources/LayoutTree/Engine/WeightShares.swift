import HeapModule

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
/// The first candidate: every view at its share clamped to its interval, sᵢ = clamp(ρᵢ·t), the
/// unit t where they add up to L. Views held above t (ℓ of them), held below (υ), free (ρ_free
/// their ratios): it is the optimum, and the only one, where a multiplier μ = (υ − ℓ)/ρ_free on
/// the total keeps every view where it is, |μ|·ρᵢ < 1 for a free view (the Karush–Kuhn–Tucker
/// conditions of that linear program, strict; all of them in `Sides`). The levels below the
/// ratios' then have nothing left to decide, and the group's cost at L is its views' costs at
/// those sizes plus the departures. Walking t upward, views join the free ones at their lower ends and leave them at
/// their upper ends: the cost is piecewise linear in L, found in one sorted sweep (n log n).
///
/// Where the conditions fail (a view held by its bound while too few are free to outweigh it),
/// views of the largest ratios leave their shares for the ends of their intervals: the walk of
/// `WeightSharesWalk` finds the group's least cost at every length, in order, where no view has a
/// rule of its own at the ratios' level; where one has (a broken weight group inside it), only
/// the clamped shares are stated (`clampedSweep`). Either way the cost is stated exactly on one
/// run of proven stretches (`pieces`) and extended convexly beyond; the pass down takes the
/// sizes only where the length it gives the group lies inside that run, where the cost is the
/// whole system's on both sides — the document's problem being convex, the layout found is then
/// its optimum — and elsewhere the group's container is solved as constraints
/// (`ExactLayoutSolver.BrokenRatios`).
struct WeightShares {
    /// Each view's ratio to the group's first view (ρᵢ > 0) and its interval of sizes that cost
    /// nothing above the ratios' level.
    private let ratios: [Double]
    private let lower: [Double]
    private let upper: [Double]
    /// Which end or share each view is at on each stretch, and the sizes classes share out.
    private let classes: Classes
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
    /// views' ratios; 0 where a class moves, `WeightSharesWalk`), how many classes have switched
    /// before it (`Classes.status`), and for a class's stretch the sizes it shares out (`fills`)
    /// and how much of them is taken where it starts.
    struct Piece {
        var length: Double
        var unit: Double
        var freeRatios: Double
        var switches = 1
        var fill: Int?
        var filled = 0.0
    }

    /// One stretch of lengths, its slope, and whether the layout there is proven the whole system's.
    struct Stretch {
        var piece: Piece
        var slope: LexCost
        var proven: Bool
    }

    /// One change as the unit t grows past `unit`: a view joins the free ones (at its lower
    /// end), leaves them (at its upper end), passes from above t to below it (an interval of
    /// one size), or a free view's cost changes its slope.
    private struct Event {
        enum Kind { case join, leave, pass, kink(level: Double, amount: Double) }
        var unit: Double
        var view: Int
        var kind: Kind
    }

    /// nil where the group is not stated so: a view with no interval of sizes free above the
    /// ratios' level, or one below 0, or no stretch of lengths where the shares are proven. A
    /// view whose own cost has terms at the ratios' level (a broken weight group inside it) ties
    /// with them there: its slope there joins the conditions (`Sides`).
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
        let ownLevel = costs.indices.filter { view in costs[view].kinks.contains { $0.level == level.level } }
        let lowSize = lower.map { max($0, 0) }
        let classes = ownLevel.isEmpty ? Classes(ratios: ratios, points: zip(lowSize, upper).map { $0 >= $1 }) : Classes(sharing: ratios.count)
        guard
            let walk = ownLevel.isEmpty
                ? Self.walk(ratios: ratios, lowSize: lowSize, upper: upper, level: level, costs: costs, classes: classes)
                : Self.clampedSweep(ratios: ratios, lower: lower, upper: upper, level: level, costs: costs, ownLevel: ownLevel),
            !walk.stretches.isEmpty
        else { return nil }
        let all = walk.stretches, finalLength = walk.finalLength
        /// The unbroken group's slope beyond an end every view reaches at once.
        func unbrokenSlope(leftOf unit: Double?, rightOf end: Double?) -> LexCost {
            var total = LexCost.zero
            for (view, cost) in costs.enumerated() {
                if let unit { total = total + cost.slope(leftOf: unit * ratios[view]) * ratios[view] }
                if let end { total = total + cost.slope(rightOf: end * ratios[view]) * ratios[view] }
            }
            return total * (1 / allRatios)
        }
        /// Whether every view costs the same beyond its end of its interval above the ratios' level.
        func reachedAtOnce(_ slopes: [LexCost]) -> Bool {
            slopes.allSatisfy { $0.above(level) == slopes[0].above(level) }
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
        let first = all[run.lowerBound], last = all[run.upperBound]

        // Below the least length with t at 0, a view held above 0 gives way (`slopeBelowLeast`);
        // where every view reaches its lower end at once, each costing the same beyond it above
        // the ratios' level, the ratios hold below it too (the unbroken group's slope). Either
        // way the slope there is the whole system's, and a length at the run's start is proven.
        let allFreeAtStart = abs(first.piece.freeRatios - allRatios) <= 1e-12 * allRatios
        let startSlopes = costs.enumerated().map { $1.slope(leftOf: first.piece.unit * ratios[$0]) }
        var startHolds = false
        // Otherwise below the first stretch nothing is proven, but the slope there must stay
        // negative (the function bounded below): a view at its lower end giving way stands for it.
        let shortest =
            Self.slopePast(lower, at: 0...0, shorter: true, ratios: ratios, costs: costs, level: level) ?? unbrokenSlope(leftOf: 0, rightOf: nil)
        var below = shortest
        // (Only where the run starts the sweep: a run that starts after stretches not proven
        // starts amid them, not at the views' ends.)
        if !walk.clamped {
            // The walk starts with every view at its low end, t where it cannot move: shorter, the
            // view that costs least gives way, moving from t or toward it (`slopePast`).
            if run.lowerBound == 0, let units = walk.startUnits {
                if let slope = Self.slopePast(lowSize, at: units, shorter: true, ratios: ratios, costs: costs, level: level) {
                    (startHolds, below) = (true, slope)
                } else if !lowSize.contains(where: { $0 > 0 }) {
                    startHolds = true
                }
            }
        } else if run.lowerBound == 0 && allFreeAtStart && reachedAtOnce(startSlopes) {
            (startHolds, below) = (true, unbrokenSlope(leftOf: first.piece.unit, rightOf: nil))
        } else if first.piece.unit == 0 && shortest < first.slope {
            // Where no view is held above 0, every view is at 0 or at its upper end (≤ 0), and
            // the group cannot be shorter at all: the views' own rules against a negative size
            // stand for that, and any length the parent gives it at its least is the optimum.
            startHolds = true
        }
        // Likewise where every view reaches its upper end at once.
        var endHolds = false
        var beyond: LexCost?
        if !walk.clamped {
            if run.upperBound == all.count - 1, finalLength < .infinity, let units = walk.endUnits,
                let slope = Self.slopePast(upper, at: units, shorter: false, ratios: ratios, costs: costs, level: level)
            {
                (endHolds, beyond) = (true, slope)
            }
        } else if run.upperBound == all.count - 1, finalLength < .infinity, last.piece.freeRatios > 0 {
            let endUnit = (finalLength - last.piece.length) / last.piece.freeRatios + last.piece.unit
            let endSlopes = costs.enumerated().map { $1.slope(rightOf: endUnit * ratios[$0]) }
            if abs(last.piece.freeRatios - allRatios) <= 1e-12 * allRatios && reachedAtOnce(endSlopes) {
                (endHolds, beyond) = (true, unbrokenSlope(leftOf: nil, rightOf: endUnit))
            }
        }
        if beyond == nil, run.upperBound == all.count - 1, finalLength < .infinity {
            beyond = costs.indices.filter { upper[$0] < .infinity }.map { costs[$0].slope(rightOf: upper[$0]) }.min { $0 < $1 }
        }

        // Outside the run the stretches' own slopes are not proven (the clamped shares may not be
        // the optimum there): kept convex from the run outward, each at least as steep as the one
        // nearer the run, so that the function is convex and bounded below, and a parent that
        // takes the group there finds it unproven (`holds`).
        var kinks: [ConvexCost.Kink] = []
        func appendChange(_ change: LexCost, at position: Double) {
            for term in change.terms { kinks.append(ConvexCost.Kink(at: position, level: term.level, amount: term.amount)) }
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
        self.classes = classes
        self.fills = walk.fills
        self.pieces = all[run].map(\.piece)
        self.end = end(of: run.upperBound)
        self.startHolds = startHolds
        self.endHolds = endHolds
        self.cost = ConvexCost(unsortedKinks: kinks)
    }

    /// The clamped shares' sweep: t walked upward with every view at its share clamped to its
    /// interval, each stretch proven where the conditions of `Sides` hold — the one way here for a
    /// view with a rule of its own at the ratios' level (a broken weight group inside it), whose
    /// slope there joins those conditions.
    /// `ownLevel`: the views whose costs have kinks at the ratios' level.
    private static func clampedSweep(
        ratios: [Double], lower: [Double], upper: [Double], level: Priority, costs: [ConvexCost], ownLevel: [Int]
    ) -> Walk {
        let allRatios = ratios.reduce(0, +)
        var sides = Sides(ratios: ratios, ownLevel: ownLevel)
        /// A view's own slope at the ratios' level (a broken weight group of its own, say).
        func own(_ slope: LexCost) -> Double { slope.terms.first { $0.level == level.level }?.amount ?? 0 }
        let levelTerm = { (count: Int) in LexCost(Double(count), at: level) }

        // The state just above t = 0 (the unit is never negative, as the constraints' column).
        var events: [Event] = []
        var heldLength = 0.0, freeRatios = 0.0, heldAboveMinusBelow = 0  // ℓ − υ
        var slopes = LexCost.zero  // Σ over free views of ρᵢ × the slope of their cost
        for (view, cost) in costs.enumerated() {
            let ratio = ratios[view], low = lower[view], high = upper[view]
            if high <= 0 {
                heldLength += high
                heldAboveMinusBelow -= 1
                sides.start(view, .below, point: low == high, ownSlope: own(cost.slope(leftOf: high)))
                continue
            }
            if low > 0 {
                heldLength += low
                heldAboveMinusBelow += 1
                sides.start(view, .above, point: low == high, ownSlope: own(cost.slope(rightOf: low)))
                if low == high {
                    events.append(Event(unit: low / ratio, view: view, kind: .pass))
                    continue
                }
                events.append(Event(unit: low / ratio, view: view, kind: .join))
            } else {
                let slope = cost.slope(rightOf: 0)
                sides.start(view, .free, point: false, ownSlope: own(slope))
                freeRatios += ratio
                slopes = slopes + slope * ratio
            }
            let from = max(low, 0)
            for kink in cost.kinks where kink.at > from && kink.at < high {
                events.append(Event(unit: kink.at / ratio, view: view, kind: .kink(level: kink.level, amount: kink.amount)))
            }
            if high < .infinity { events.append(Event(unit: high / ratio, view: view, kind: .leave)) }
        }
        events.sort { $0.unit < $1.unit }

        // The slope of the cost per unit of length while the state holds.
        func slope() -> LexCost { (slopes + levelTerm(-heldAboveMinusBelow)) * (1 / freeRatios) }
        func proven() -> Bool { freeRatios > 0 && sides.proven(multiplier: own(slope())) }
        // Sweep t upward: every stretch where some view is free, its slope, and whether it is proven.
        var all: [Stretch] = []
        var unit = 0.0, index = 0
        while true {
            if freeRatios > 0 {
                all.append(Stretch(piece: Piece(length: heldLength + freeRatios * unit, unit: unit, freeRatios: freeRatios), slope: slope(), proven: proven()))
            }
            guard index < events.count else { break }
            unit = events[index].unit
            while index < events.count && events[index].unit == unit {
                let event = events[index]
                let ratio = ratios[event.view]
                switch event.kind {
                case .join:
                    let slope = costs[event.view].slope(rightOf: lower[event.view])
                    sides.move(event.view, to: .free, ownSlope: own(slope))
                    heldLength -= lower[event.view]
                    freeRatios += ratio
                    heldAboveMinusBelow -= 1
                    slopes = slopes + slope * ratio
                case .leave:
                    let slope = costs[event.view].slope(leftOf: upper[event.view])
                    sides.move(event.view, to: .below, ownSlope: own(slope))
                    heldLength += upper[event.view]
                    freeRatios -= ratio
                    heldAboveMinusBelow -= 1
                    slopes = slopes - slope * ratio
                case .pass:
                    sides.move(event.view, to: .below, ownSlope: 0)
                    heldAboveMinusBelow -= 2
                case .kink(let kinkLevel, let amount):
                    slopes = slopes + LexCost(amount * ratio, at: Priority(kinkLevel))
                    if kinkLevel == level.level { sides.addOwnSlope(amount, to: event.view) }
                }
                index += 1
            }
            if freeRatios <= 1e-12 * allRatios { freeRatios = 0 }
        }
        // Where the last stretch ends (views free to grow without end: never).
        return Walk(stretches: all, finalLength: freeRatios > 0 ? Double.infinity : heldLength, clamped: true)
    }

    /// Which side of the unit each view is on as t grows, and the conditions under which the
    /// clamped shares are the ratios' level's only optimum. With μ the group's slope at that level
    /// (per point of its length: (υ − ℓ + Σ over free views of ρᵢ·oᵢ)/ρ_free, oᵢ a view's own
    /// slope there, 0 but for a broken weight group of its own), the departures from that
    /// optimum are apart, each costing at least: a free view's departure from t, 1 − ρᵢ·|μ − oᵢ|
    /// per unit; a view held above t (below it) moved up (down) from its bound,
    /// 1 − ρᵢ·(μ − oᵢ) (1 − ρᵢ·(oᵢ − μ)). The sizes are the only optimum where each is above 0 —
    /// but a lone free view, whose departure with the unit moving after it changes no size (only
    /// t, which nothing else reads): it needs only the optimum, at most 1. A view held at a single
    /// size has no departure. Views with no slope of their own at the level are kept in heaps by
    /// ratio (the largest is the one that binds); those with one, rare, are checked one by one.
    private struct Sides {
        enum Side { case above, free, below }
        private struct Entry: Comparable {
            var ratio: Double
            var view: Int
            static func < (a: Entry, b: Entry) -> Bool { a.ratio < b.ratio || (a.ratio == b.ratio && a.view < b.view) }
        }
        private let ratios: [Double]
        private var side: [Side]
        private var isPoint: [Bool]
        private var freeCount = 0
        /// The views whose costs have a term at the ratios' level, and each view's slope there
        /// (where it is: free, at its lower end held above, at its upper end held below).
        private let ownLevel: [Int]
        private var hasOwnLevel: [Bool]
        private var ownSlope: [Double]
        /// The largest ratio among the other free views, and among those held above that can
        /// move: heaps whose entries stay until they reach the top after their view moved on.
        private var free = Heap<Entry>()
        private var above = Heap<Entry>()
        /// Views only join those held below, so the largest ratio there is a running maximum.
        private var largestBelow = 0.0

        init(ratios: [Double], ownLevel: [Int]) {
            self.ratios = ratios
            self.ownLevel = ownLevel
            side = Array(repeating: .above, count: ratios.count)
            isPoint = Array(repeating: false, count: ratios.count)
            hasOwnLevel = Array(repeating: false, count: ratios.count)
            for view in ownLevel { hasOwnLevel[view] = true }
            ownSlope = Array(repeating: 0, count: ratios.count)
        }

        mutating func start(_ view: Int, _ start: Side, point: Bool, ownSlope slope: Double) {
            isPoint[view] = point
            side[view] = .above
            move(view, to: start, ownSlope: slope)
            if start == .above && !point && !hasOwnLevel[view] { above.insert(Entry(ratio: ratios[view], view: view)) }
        }

        mutating func move(_ view: Int, to next: Side, ownSlope slope: Double) {
            if side[view] == .free { freeCount -= 1 }
            side[view] = next
            ownSlope[view] = slope
            switch next {
            case .free:
                freeCount += 1
                if !hasOwnLevel[view] { free.insert(Entry(ratio: ratios[view], view: view)) }
            case .below:
                if !isPoint[view] && !hasOwnLevel[view] { largestBelow = max(largestBelow, ratios[view]) }
            case .above:
                break
            }
        }

        /// A free view's own slope at the ratios' level changes (a kink of its cost there).
        mutating func addOwnSlope(_ amount: Double, to view: Int) { ownSlope[view] += amount }

        /// Whether the clamped shares are the level's only optimum where the group's slope there is `μ`.
        mutating func proven(multiplier μ: Double) -> Bool {
            while let top = free.max, side[top.view] != .free { free.removeMax() }
            while let top = above.max, side[top.view] != .above { above.removeMax() }
            let limit = 1 - 1e-9, lone = freeCount == 1
            // A free view's departure: below the limit, or for a lone one at most 1.
            func departs(_ cost: Double) -> Bool { lone ? cost <= 1 + 1e-9 : cost < limit }
            if let largest = free.max?.ratio, !departs(largest * abs(μ)) { return false }
            if μ * (above.max?.ratio ?? 0) >= limit || -μ * largestBelow >= limit { return false }
            for view in ownLevel {
                let difference = ratios[view] * (μ - ownSlope[view])
                switch side[view] {
                case .free: if !departs(abs(difference)) { return false }
                case .above: if !isPoint[view] && difference >= limit { return false }
                case .below: if !isPoint[view] && -difference >= limit { return false }
                }
            }
            return true
        }
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

    /// Each view's size when the group is `length` long: its share, clamped to its interval.
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
            switch classes.status(of: view, after: piece.switches) {
            case .lowEnd: return max(lower[view], 0)
            case .highEnd: return upper[view]
            case .share: return min(max(ratios[view] * unit, lower[view]), upper[view])
            }
        }
        // A class moving between its shares and its ends: the sizes it shares out, in order.
        if let fill = piece.fill {
            var remaining = piece.filled + length - piece.length
            for (view, size) in fills[fill] where remaining > 0 {
                let taken = min(size, remaining)
                sizes[view] += taken
                remaining -= taken
            }
        }
        return sizes
    }
}
