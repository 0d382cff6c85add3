/// A weight group's least cost at every length where its views' bounds hold more of them than
/// the free ones outweigh (SEMANTICS.md §2.2 rule 4): the walk `WeightShares` takes where no view
/// has a rule of its own at the ratios' level.
///
/// At the ratios' level the group solves: least Σ|uᵢ − t| over uᵢ = sᵢ/ρᵢ in [aᵢ, bᵢ], t ≥ 0,
/// with Σ ρᵢuᵢ = L. With μ the price of a point of length there (the cost's slope), a view
/// departs from t where that pays: its departure costs 1 per unit and moves the length by ρᵢ, so
/// a view with |μ|·ρᵢ > 1 sits at the end of its interval μ's sign points to (below t for μ < 0,
/// above for μ > 0), one with |μ|·ρᵢ < 1 at its share clamped to its interval, and views with
/// |μ|·ρᵢ = 1 (a class: every view of one ratio) anywhere between. t is then where
/// ψ(t) = Σ|views' units − t| − μ·(the length of the views at their shares) is least: ψ' = A − μR,
/// A the views below t less those above, R the ratios of those free at t.
///
/// As μ grows from −∞ to +∞ the length grows from Σ max(loᵢ, 0) to Σ hiᵢ, and t only moves up,
/// so one walk up the units visits every piece of the cost in order: a **stretch** — t moves
/// across units where no view changes, at μ = A/R, as `WeightShares` states the clamped shares —
/// or a **class** — at μ = ∓1/r the views of ratio r move between their shares and their ends
/// while t stays, and the levels below the ratios' share that length among them, the cheapest
/// first (§2.0: the later view first where they cost the same). A class's switch changes ψ' by
/// nothing at its own μ, so t never jumps. Where t could move at the very μ of a class (ψ' zero
/// beside it) while more than one view's size could move, the levels below would choose between
/// the two: that piece is not proven, and a length there leaves the group to the constraints.
/// Linear in the views and their kinks after one sort: each view is switched at most twice.
extension WeightShares {
    /// What the walk found: its stretches in order of length, where it ends, and the sizes the
    /// classes share out.
    struct Walk {
        var stretches: [Stretch] = []
        var finalLength = 0.0
        var fills: [[(view: Int, length: Double)]] = []
        /// Where t may lie when every view is at its low end (the least length), and when every
        /// view is at its high end (the greatest): one unit, or the stretch between two where the
        /// views above and below t are as many (nil where not known, and for the clamped sweep,
        /// which states its ends on its own).
        var startUnits: ClosedRange<Double>?
        var endUnits: ClosedRange<Double>?
        var clamped = false
    }

    /// Which end of its interval, or its share, a view is at (`status`).
    enum Status { case lowEnd, share, highEnd }

    /// The views' classes (their distinct ratios, ascending) and how many switches each piece
    /// follows: the first `classes.count` switch the classes in ascending order from their low ends
    /// to their shares (μ = −1/r), the next ones in descending order from their shares to their
    /// high ends (μ = 1/r).
    struct Classes {
        let ratios: [Double]
        /// Each view's class; nil for a view held at one size (its interval a point).
        let of: [Int?]
        var count: Int { ratios.count }

        /// Every view at its share (`WeightShares`'s clamped sweep, which has no classes).
        init(sharing views: Int) {
            ratios = [1]
            of = Array(repeating: 0, count: views)
        }

        /// Ratios within a rounding error of each other are one class (4/5 of one weight and
        /// of another came out 2·10⁻¹⁶ apart, and the two then moved one after the other).
        init(ratios: [Double], points: [Bool]) {
            let sorted = Array(Set(zip(ratios, points).filter { !$0.1 }.map(\.0))).sorted()
            var distinct: [Double] = []
            var index: [Double: Int] = [:]
            for ratio in sorted {
                if let last = distinct.last, ratio - last <= 1e-12 * ratio {
                    index[ratio] = distinct.count - 1
                } else {
                    index[ratio] = distinct.count
                    distinct.append(ratio)
                }
            }
            self.ratios = distinct
            of = zip(ratios, points).map { $0.1 ? nil : index[$0.0] }
        }

        /// A view's place after `switches` switches (a point's: at its one size, `share`).
        func status(of view: Int, after switches: Int) -> Status {
            guard let own = of[view] else { return .share }
            if switches <= own { return .lowEnd }
            return switches - count > count - 1 - own ? .highEnd : .share
        }

        /// The class the `switch`-th switch moves, and whether toward the high ends.
        func switched(_ index: Int) -> (class: Int, up: Bool) {
            index < count ? (index, false) : (2 * count - 1 - index, true)
        }

        /// μ at the `index`-th switch.
        func price(_ index: Int) -> Double {
            let (own, up) = switched(index)
            return up ? 1 / ratios[own] : -1 / ratios[own]
        }
    }

    /// The walk over the views' units. `lowSize`: each view's lower end, never below 0 (sizes are
    /// never negative); `upper`: its upper end (+∞ where none).
    static func walk(
        ratios: [Double], lowSize: [Double], upper: [Double], level: Priority, costs: [ConvexCost], classes: Classes
    ) -> Walk? {
        let count = ratios.count
        let allRatios = ratios.reduce(0, +)
        let tolerance = 1e-9 * max(1, allRatios, Double(count))
        var switches = 0
        func unitLow(_ view: Int) -> Double { lowSize[view] / ratios[view] }
        func unitHigh(_ view: Int) -> Double { upper[view] / ratios[view] }

        /// Whether, just beside `unit` (right of it or left), a view's share ρᵢ·t is past its lower
        /// end and short of its upper one.
        func side(_ view: Int, at unit: Double, right: Bool) -> (overLow: Bool, underHigh: Bool) {
            right ? (unitLow(view) <= unit, unit < unitHigh(view)) : (unitLow(view) < unit, unit <= unitHigh(view))
        }
        /// A view's share at `unit` clamped to its ends, read at the ends exactly (ρᵢ·t may round
        /// past them, and past their kinks).
        func clampedShare(_ view: Int, at unit: Double) -> Double { min(max(unit * ratios[view], lowSize[view]), upper[view]) }

        /// A view's part of ψ' (`a`: ±1, or 0 where free) and of R just beside `unit`.
        func term(_ view: Int, _ status: Status, at unit: Double, right: Bool) -> (a: Double, r: Double) {
            let (overLow, underHigh) = side(view, at: unit, right: right)
            if classes.of[view] == nil { return (overLow ? 1 : -1, 0) }
            switch status {
            case .lowEnd: return (overLow ? 1 : -1, 0)
            case .highEnd: return (underHigh ? -1 : 1, 0)
            case .share: return !overLow ? (-1, 0) : !underHigh ? (1, 0) : (0, ratios[view])
            }
        }
        /// A view's size beside `unit` where it is not free (free: nil, its size ρᵢ·t).
        func heldSize(_ view: Int, _ status: Status, at unit: Double, right: Bool) -> Double? {
            if classes.of[view] == nil { return upper[view] }
            switch status {
            case .lowEnd: return lowSize[view]
            case .highEnd: return upper[view]
            case .share:
                let (overLow, underHigh) = side(view, at: unit, right: right)
                return !overLow ? lowSize[view] : !underHigh ? upper[view] : nil
            }
        }
        /// A free view's part of the slopes below the ratios' level beside `unit`, per unit of t.
        func slope(_ view: Int, _ status: Status, at unit: Double, right: Bool) -> LexCost {
            guard heldSize(view, status, at: unit, right: right) == nil else { return .zero }
            let size = clampedShare(view, at: unit)
            return (right ? costs[view].slope(rightOf: size) : costs[view].slope(leftOf: size)) * ratios[view]
        }

        // Where anything changes as t grows: each view's ends and its cost's kinks between them.
        struct Change {
            var unit: Double
            var view: Int
            var kink: (level: Double, amount: Double)?
        }
        var events: [Change] = []
        for view in 0..<count {
            let low = unitLow(view), high = unitHigh(view)
            if low > 0 { events.append(Change(unit: low, view: view)) }
            guard classes.of[view] != nil else { continue }
            if high < .infinity && high > 0 { events.append(Change(unit: high, view: view)) }
            for kink in costs[view].kinks where kink.at > lowSize[view] && kink.at < upper[view] {
                events.append(Change(unit: kink.at / ratios[view], view: view, kink: (kink.level, kink.amount)))
            }
        }
        events.sort { $0.unit < $1.unit }

        // Just above t = 0, every view at its low end.
        // ψ' just above t (A − μR), how many views are free there, the held views' sizes, and
        // the free views' slopes below the ratios' level; ψ' just below t.
        var a = 0.0, r = 0.0, free = 0, held = 0.0, slopes = LexCost.zero
        var leftA = -Double.infinity, leftR = 0.0, leftFree = 0
        var unit = 0.0, next = 0
        for view in 0..<count {
            a += term(view, .lowEnd, at: 0, right: true).a
            held += heldSize(view, .lowEnd, at: 0, right: true) ?? 0
        }
        var length: Double { held + r * unit }

        /// Moves t up to the next unit where anything changes.
        func advance() {
            let to = events[next].unit
            (leftA, leftR, leftFree) = (a, r, free)
            var changed: [Int] = []
            while next < events.count && events[next].unit == to {
                let event = events[next]
                if let kink = event.kink {
                    if classes.status(of: event.view, after: switches) == .share {
                        slopes = slopes + LexCost(kink.amount * ratios[event.view], at: Priority(kink.level))
                    }
                } else {
                    changed.append(event.view)
                }
                next += 1
            }
            for view in changed {
                let status = classes.status(of: view, after: switches)
                let before = term(view, status, at: to, right: false), after = term(view, status, at: to, right: true)
                a += after.a - before.a
                r += after.r - before.r
                free += (after.r > 0 ? 1 : 0) - (before.r > 0 ? 1 : 0)
                held += (heldSize(view, status, at: to, right: true) ?? 0) - (heldSize(view, status, at: to, right: false) ?? 0)
                slopes = slopes + slope(view, status, at: to, right: true) - slope(view, status, at: to, right: false)
            }
            unit = to
            if r <= 1e-12 * allRatios { r = 0 }
        }

        // At μ = −∞ nothing is free: t is the views' median, where ψ' turns non-negative.
        while a < -tolerance && next < events.count { advance() }
        var walk = Walk()
        /// Where ψ' (nothing free) turns positive from `unit` up: the next view's end.
        func flatUntil() -> Double? {
            if a > tolerance { return unit }
            return events[next...].first { $0.kink == nil }?.unit
        }
        if let top = flatUntil(), unit == 0 || leftA < -tolerance { walk.startUnits = unit...top }
        var views = Array(repeating: [Int](), count: classes.count)
        for view in 0..<count { if let own = classes.of[view] { views[own].append(view) } }

        // The prices of classes whose pieces are not proven: the stretches at the same price
        // belong to the same choice (t moving while the class does).
        var unprovenPrices: [Double] = []
        var prices: [Double] = []
        while true {
            let boundary = switches < 2 * classes.count ? classes.price(switches) : Double.infinity
            let atEnd = next == events.count
            if r == 0 && abs(a) <= tolerance && !atEnd && boundary < .infinity {
                // ψ' zero with nothing free: t may lie anywhere up to the next unit.
                advance()
                continue
            }
            if r > 0 && (boundary == .infinity || a - boundary * r < -tolerance) {
                // t moves across the units to the next change, the free views with it, at μ = A/R.
                prices.append(a / r)
                walk.stretches.append(
                    Stretch(
                        piece: Piece(length: length, unit: unit, freeRatios: r, switches: switches),
                        slope: (slopes + LexCost(a, at: level)) * (1 / r), proven: true))
                guard !atEnd else {
                    walk.finalLength = .infinity
                    break
                }
                advance()
                continue
            }
            guard boundary < .infinity else {
                walk.finalLength = length
                if r == 0, leftA < -tolerance, let top = flatUntil() { walk.endUnits = unit...top }
                break
            }
            // The next class switches at μ = boundary, t staying where it is.
            let (own, up) = classes.switched(switches)
            let psiRight = a - boundary * r, psiLeft = leftA - boundary * leftR
            guard psiRight >= -tolerance else { return nil }
            let flatRight = abs(psiRight) <= tolerance, flatLeft = abs(psiLeft) <= tolerance
            // Where t could move too at this μ (ψ' zero beside it), every view whose size could
            // move counts: the class's, and the others free where t could go (before a switch up
            // the class's views are free too, after one down as well: counted where not).
            var moving = 0
            if !up { moving += (flatRight ? free : 0) + (flatLeft ? leftFree : 0) }
            let before = length
            var segments: [(view: Int, slope: LexCost, length: Double)] = []
            for view in views[own] {
                let old = classes.status(of: view, after: switches)
                let new: Status = up ? .highEnd : .share
                let share = heldSize(view, .share, at: unit, right: true) ?? clampedShare(view, at: unit)
                let (low, high) = up ? (share, upper[view]) : (lowSize[view], share)
                if high > low { Self.appendSegments(of: costs[view], view: view, from: low, to: high, price: boundary, level: level, to: &segments) }
                let oldRight = term(view, old, at: unit, right: true), newRight = term(view, new, at: unit, right: true)
                let oldLeft = term(view, old, at: unit, right: false), newLeft = term(view, new, at: unit, right: false)
                if high > low || (flatRight && max(oldRight.r, newRight.r) > 0) || (flatLeft && max(oldLeft.r, newLeft.r) > 0) {
                    moving += 1
                }
                a += newRight.a - oldRight.a
                r += newRight.r - oldRight.r
                free += (newRight.r > 0 ? 1 : 0) - (oldRight.r > 0 ? 1 : 0)
                leftA += newLeft.a - oldLeft.a
                leftR += newLeft.r - oldLeft.r
                leftFree += (newLeft.r > 0 ? 1 : 0) - (oldLeft.r > 0 ? 1 : 0)
                held += (heldSize(view, new, at: unit, right: true) ?? 0) - (heldSize(view, old, at: unit, right: true) ?? 0)
                slopes = slopes + slope(view, new, at: unit, right: true) - slope(view, old, at: unit, right: true)
            }
            if r <= 1e-12 * allRatios { r = 0 }
            if up { moving += (flatRight ? free : 0) + (flatLeft ? leftFree : 0) }
            let proven = moving <= 1 || !(flatRight || flatLeft)
            if !proven { unprovenPrices.append(boundary) }
            // The cheapest first; between equal slopes the later view (§2.0).
            segments.sort { x, y in x.slope < y.slope || (x.slope == y.slope && x.view > y.view) }
            let fill = walk.fills.count
            walk.fills.append(segments.map { ($0.view, $0.length) })
            var filled = 0.0
            for segment in segments where filled < .infinity {
                prices.append(boundary)
                walk.stretches.append(
                    Stretch(
                        piece: Piece(length: before + filled, unit: unit, freeRatios: 0, switches: switches, fill: fill, filled: filled),
                        slope: segment.slope, proven: proven))
                filled += segment.length
            }
            switches += 1
            if filled == .infinity {
                walk.finalLength = .infinity
                break
            }
        }
        // Convex, as the group's least cost must be: anything else is a fault of the walk, and
        // the constraints then state the group.
        for index in walk.stretches.indices.dropFirst() {
            let drop = walk.stretches[index - 1].slope - walk.stretches[index].slope
            // Less steep than the slope before it, beyond the rounding of sums taken in other orders.
            guard let leading = drop.terms.first, leading.amount > 0 else { continue }
            let scale = walk.stretches[index].slope.terms.first { $0.level == leading.level }.map { abs($0.amount) } ?? 0
            if leading.amount > 1e-9 * max(1, scale) { return nil }
        }
        // Stretches at the price of a class not proven were part of the same choice.
        // (μ only grows along the walk, so both lists are in order.)
        var unproven = 0
        for index in walk.stretches.indices where unproven < unprovenPrices.count {
            let near = tolerance / max(1, walk.stretches[index].piece.freeRatios)
            while unproven < unprovenPrices.count && unprovenPrices[unproven] < prices[index] - near { unproven += 1 }
            if unproven < unprovenPrices.count && abs(unprovenPrices[unproven] - prices[index]) <= near { walk.stretches[index].proven = false }
        }
        return walk
    }

    /// The stretches of `cost` between `from` and `to`, each with its slope plus `price` at the
    /// ratios' level.
    private static func appendSegments(
        of cost: ConvexCost, view: Int, from: Double, to: Double, price: Double, level: Priority,
        to segments: inout [(view: Int, slope: LexCost, length: Double)]
    ) {
        var slope = cost.slope(rightOf: from) + LexCost(price, at: level)
        var start = from
        var index = cost.kinks.firstIndex { $0.at > from } ?? cost.kinks.count
        while index < cost.kinks.count && cost.kinks[index].at < to {
            let position = cost.kinks[index].at
            segments.append((view, slope, position - start))
            while index < cost.kinks.count && cost.kinks[index].at == position {
                slope = slope + LexCost(cost.kinks[index].amount, at: Priority(cost.kinks[index].level))
                index += 1
            }
            start = position
        }
        segments.append((view, slope, to - start))
    }
}
