/// A weight group's least cost at every length where its views' bounds hold more of them than
/// the free ones outweigh (SEMANTICS.md §2.2 rule 4), found in one walk (`WeightShares`).
///
/// At the ratios' level the group solves: least Σ(|uᵢ − t| + gᵢ(sᵢ)) over uᵢ = sᵢ/ρᵢ, sᵢ in
/// [aᵢ, bᵢ], t ≥ 0, with Σ sᵢ = L; gᵢ is a view's own rule at that level, 0 but for a weight
/// group of its own that breaks (convex, piecewise linear, slope σⱼ on its j-th stretch). With μ
/// the price of a point of length there (the cost's slope), a view departs from its share ρᵢt where
/// that pays: below it, a point more costs σⱼ − 1/ρᵢ, above it σⱼ + 1/ρᵢ. So each view lies
/// between two **stops**, its least size worth having above t and its greatest below: the ends of
/// its interval and its rule's kinks between them. As μ grows, the upper stop passes the j-th
/// stretch at μ = σⱼ − 1/ρᵢ and the lower one at μ = σⱼ + 1/ρᵢ, and the view's size is its share
/// clamped between them. (Without a rule of its own, a view is at its low end, then at its share,
/// then at its high end: the three states of a weight group of plain views.) t is then where
/// ψ(t) = Σ|views' units − t| + Σ gᵢ − μ·(the length of the views at their shares) is least:
/// ψ' = A + Σσ − μR, A the views held below t less those held above, σ the free views' own
/// slopes and R their ratios.
///
/// As μ grows from −∞ to +∞ the length grows from Σ aᵢ to Σ bᵢ, and t only moves up, so one
/// walk up the units visits every piece of the cost in order: a **stretch** — t moves across
/// units where no view changes, at μ = (A + Σσ)/R — or a **switch** — at one μ the views whose
/// stops pass a stretch there move across it while t stays, and the levels below the ratios'
/// share that length among them, the cheapest first (§2.0: the later view first where they cost
/// the same). A switch changes ψ' by nothing at its own μ, so t never jumps. Where t could move at
/// the very μ of a switch (ψ' zero beside it) while more than one view's size could move, the
/// levels below would choose between the two: that piece is not proven, and a length there leaves
/// the group to the constraints — unless `AtOnePrice` finds the order in which they take it (t
/// moving up on the right: the switch's fills and t's stretches apart, or t's stretches cheaper
/// than every fill, taken first with each switching view as before the switch). Linear in the
/// views and their kinks after one sort: each stop passes each stretch of its view once (a switch
/// whose ride is tried and not kept walks t's stretches at its price twice).
extension WeightShares {
    /// What the walk found: its stretches in order of length, where it ends, and the sizes the
    /// switches share out.
    struct Walk {
        var stretches: [Stretch] = []
        var finalLength = 0.0
        var fills: [[(view: Int, length: Double)]] = []
        /// Where t may lie when every view is at its low end (the least length), and when every
        /// view is at its high end (the greatest): one unit, or the stretch between two where the
        /// views above and below t are as many (nil where not known).
        var startUnits: ClosedRange<Double>?
        var endUnits: ClosedRange<Double>?
    }

    /// Each view's stops and the order in which they pass their stretches: the switches, in
    /// order of μ.
    struct Switches {
        /// Each view's sizes where a stop can be: its low end, its own rule's kinks at the
        /// ratios' level between its ends, its high end (one size for a view held at one).
        let stops: [[Double]]
        /// Each view's own slope at the ratios' level on the stretch right of each of its stops
        /// but the last (σⱼ: the price at which a stop passes it is σⱼ ∓ 1/ρ).
        let ownSlopes: [[Double]]
        /// The switches in order of μ: each one's price and the stops that pass there.
        let order: [Switch]
        /// Per view, the switches at which its lower stop, and its upper stop, pass a stretch.
        private let lowerPasses: [[Int]]
        private let upperPasses: [[Int]]

        struct Switch {
            var price: Double
            var passes: [(view: Int, lower: Bool)]
        }

        /// Prices within a rounding error of each other are one switch (4/5 of one weight and of
        /// another came out 2·10⁻¹⁶ apart, and the two then moved one after the other; near a
        /// price of 0 the error is absolute: 1/3 − 1/3 came out 5.6·10⁻¹⁷); its price is that of
        /// its view of the smallest ratio.
        init(ratios: [Double], lowSize: [Double], upper: [Double], costs: [ConvexCost], level: Priority) {
            var stops: [[Double]] = [], ownSlopes: [[Double]] = []
            stops.reserveCapacity(ratios.count)
            ownSlopes.reserveCapacity(ratios.count)
            var passes: [(price: Double, view: Int, lower: Bool)] = []
            for view in ratios.indices {
                guard lowSize[view] < upper[view] else {
                    stops.append([upper[view]])
                    ownSlopes.append([])
                    continue
                }
                var own = [lowSize[view]]
                var slope = Self.ownSlope(costs[view].slope(rightOf: lowSize[view]), at: level)
                var slopes: [Double] = []
                for kink in costs[view].kinks where kink.level == level.level && kink.at > lowSize[view] && kink.at < upper[view] {
                    own.append(kink.at)
                    slopes.append(slope)
                    slope += kink.amount
                }
                own.append(upper[view])
                slopes.append(slope)
                stops.append(own)
                ownSlopes.append(slopes)
                let inverse = 1 / ratios[view]
                for slope in slopes {
                    passes.append((slope - inverse, view, false))
                    passes.append((slope + inverse, view, true))
                }
            }
            passes.sort { $0.price < $1.price }
            var order: [Switch] = []
            var lowerPasses = Array(repeating: [Int](), count: ratios.count)
            var upperPasses = Array(repeating: [Int](), count: ratios.count)
            var first = 0.0, smallest = Double.infinity
            for pass in passes {
                if order.isEmpty || pass.price - first > 1e-12 * max(1, abs(pass.price)) {
                    order.append(Switch(price: pass.price, passes: []))
                    (first, smallest) = (pass.price, .infinity)
                }
                if ratios[pass.view] < smallest {
                    smallest = ratios[pass.view]
                    order[order.count - 1].price = pass.price
                }
                order[order.count - 1].passes.append((pass.view, pass.lower))
                if pass.lower { lowerPasses[pass.view].append(order.count - 1) } else { upperPasses[pass.view].append(order.count - 1) }
            }
            self.stops = stops
            self.ownSlopes = ownSlopes
            self.order = order
            self.lowerPasses = lowerPasses
            self.upperPasses = upperPasses
        }

        /// A slope's amount at the ratios' level.
        static func ownSlope(_ slope: LexCost, at level: Priority) -> Double {
            slope.terms.first { $0.level == level.level }?.amount ?? 0
        }

        /// A view's stops after the first `switches` switches: which of its sizes each is at.
        func stops(of view: Int, after switches: Int) -> (lower: Int, upper: Int) {
            (lowerPasses[view].count { $0 < switches }, upperPasses[view].count { $0 < switches })
        }
    }

    /// The walk over the views' units. `lowSize`: each view's lower end, never below 0 (sizes are
    /// never negative); `upper`: its upper end (+∞ where none).
    static func walk(
        ratios: [Double], lowSize: [Double], upper: [Double], level: Priority, costs: [ConvexCost], switches: Switches
    ) -> Walk? {
        let count = ratios.count
        let allRatios = ratios.reduce(0, +)
        let tolerance = 1e-9 * max(1, allRatios, Double(count))
        let stops = switches.stops
        // Each view's stops now: the indices of its sizes where the lower one and the upper one are.
        var lowerStop = Array(repeating: 0, count: count), upperStop = Array(repeating: 0, count: count)
        func bounds(_ view: Int) -> (low: Double, high: Double) { (stops[view][lowerStop[view]], stops[view][upperStop[view]]) }

        /// Whether, just beside `unit` (right of it or left), a view's share ρᵢ·t is past its lower
        /// stop and short of its upper one.
        func side(_ view: Int, _ bounds: (low: Double, high: Double), at unit: Double, right: Bool) -> (overLow: Bool, underHigh: Bool) {
            let low = bounds.low / ratios[view], high = bounds.high / ratios[view]
            return right ? (low <= unit, unit < high) : (low < unit, unit <= high)
        }
        /// A view's part of ψ' (`a`: ±1, or 0 where free) and of R just beside `unit`.
        func term(_ view: Int, _ bounds: (low: Double, high: Double), at unit: Double, right: Bool) -> (a: Double, r: Double) {
            let (overLow, underHigh) = side(view, bounds, at: unit, right: right)
            return !overLow ? (-1, 0) : !underHigh ? (1, 0) : (0, ratios[view])
        }
        /// A view's size beside `unit` where it is held at a stop (free: nil, its size ρᵢ·t).
        func heldSize(_ view: Int, _ bounds: (low: Double, high: Double), at unit: Double, right: Bool) -> Double? {
            let (overLow, underHigh) = side(view, bounds, at: unit, right: right)
            return !overLow ? bounds.low : !underHigh ? bounds.high : nil
        }
        /// A view's share at `unit` clamped to its stops, read at its cost's kinks exactly (ρᵢ·t
        /// may round past them): where t stands at a kink of the view's cost — a stop between its
        /// ends, or a kink of a level below the ratios' — the share is that kink. (18 × 5/3 came
        /// out 29.999999999999996 where a row's compression ended at 30: read left of the kink
        /// whose event t had passed while the row was held, its slope stayed −1 at 750 from there
        /// on, and a top-aligned group took its greatest unit instead of its least.)
        func clampedShare(_ view: Int, _ bounds: (low: Double, high: Double), at unit: Double) -> Double {
            let ratio = ratios[view]
            var share = unit * ratio
            let near = 1e-9 * max(1, abs(share))
            let kinks = costs[view].kinks
            var index = costs[view].firstKinkIndex(atOrRightOf: share - near)
            while index < kinks.count && kinks[index].at <= share + near {
                if kinks[index].at / ratio == unit {
                    share = kinks[index].at
                    break
                }
                index += 1
            }
            return min(max(share, bounds.low), bounds.high)
        }
        /// A view's size just right of `unit`.
        func size(_ view: Int, _ bounds: (low: Double, high: Double), at unit: Double) -> Double {
            heldSize(view, bounds, at: unit, right: true) ?? clampedShare(view, bounds, at: unit)
        }
        /// A free view's part of the slopes beside `unit`, per unit of t (its own rule's at the
        /// ratios' level too: Σσ of ψ').
        func slope(_ view: Int, _ bounds: (low: Double, high: Double), at unit: Double, right: Bool) -> LexCost {
            guard heldSize(view, bounds, at: unit, right: right) == nil else { return .zero }
            let size = clampedShare(view, bounds, at: unit)
            return (right ? costs[view].slope(rightOf: size) : costs[view].slope(leftOf: size)) * ratios[view]
        }

        // Where anything changes as t grows: each view's stops, and its cost's kinks between its
        // ends elsewhere (a kink at a stop is read there, with the view's change of side).
        struct Change {
            var unit: Double
            var view: Int
            /// The size where it changes: a stop, or a kink of the view's cost (with its change).
            var at: Double
            var kink: (level: Double, amount: Double)?
        }
        var events: [Change] = []
        for view in 0..<count {
            for stop in stops[view] where stop > 0 && stop < .infinity { events.append(Change(unit: stop / ratios[view], view: view, at: stop)) }
            guard stops[view].count > 1 else { continue }
            var nextStop = 1
            for kink in costs[view].kinks where kink.at > lowSize[view] && kink.at < upper[view] {
                while stops[view][nextStop] < kink.at { nextStop += 1 }
                if stops[view][nextStop] == kink.at { continue }
                events.append(Change(unit: kink.at / ratios[view], view: view, at: kink.at, kink: (kink.level, kink.amount)))
            }
        }
        events.sort { $0.unit < $1.unit }

        // Just above t = 0, every view at its low end.
        // ψ' just above t (A + Σσ − μR: `a` and the ratios' level of `slopes`), how many views
        // are free there, the held views' sizes, and the free views' slopes; ψ' just below t.
        var a = 0.0, r = 0.0, free = 0, held = 0.0, slopes = LexCost.zero
        var leftA = -Double.infinity, leftR = 0.0, leftFree = 0, leftOwn = 0.0
        var unit = 0.0, next = 0
        for view in 0..<count {
            a += term(view, bounds(view), at: 0, right: true).a
            held += heldSize(view, bounds(view), at: 0, right: true) ?? 0
        }
        var length: Double { held + r * unit }
        var own: Double { Switches.ownSlope(slopes, at: level) }

        /// Moves t up to the next unit where anything changes.
        func advance() {
            let to = events[next].unit
            (leftA, leftR, leftFree, leftOwn) = (a, r, free, own)
            var changed: [Int] = []
            while next < events.count && events[next].unit == to {
                let event = events[next]
                if let kink = event.kink {
                    // Read where the view is free: between its stops.
                    let (low, high) = bounds(event.view)
                    if low < event.at && event.at < high {
                        slopes = slopes + LexCost(kink.amount * ratios[event.view], at: Priority(kink.level))
                    }
                } else if !changed.contains(event.view) {
                    // Once per view: two stops 1 ulp apart can come to one unit (30.2 and
                    // 30.200000000000003 over 2/3 are both 45.3), and the view's change of side,
                    // read from its bounds, is one change (counted twice, its ratio was free twice).
                    changed.append(event.view)
                }
                next += 1
            }
            for view in changed {
                let now = bounds(view)
                let before = term(view, now, at: to, right: false), after = term(view, now, at: to, right: true)
                a += after.a - before.a
                r += after.r - before.r
                free += (after.r > 0 ? 1 : 0) - (before.r > 0 ? 1 : 0)
                held += (heldSize(view, now, at: to, right: true) ?? 0) - (heldSize(view, now, at: to, right: false) ?? 0)
                slopes = slopes + slope(view, now, at: to, right: true) - slope(view, now, at: to, right: false)
            }
            unit = to
            if r <= 1e-12 * allRatios { r = 0 }
        }

        // At μ = −∞ nothing is free: t is the views' median, where ψ' turns non-negative.
        while a < -tolerance && next < events.count { advance() }
        var walk = Walk()
        /// Where ψ' (nothing free) turns positive from `unit` up: the next view's stop.
        func flatUntil() -> Double? {
            if a > tolerance { return unit }
            return events[next...].first { $0.kink == nil }?.unit
        }
        if let top = flatUntil(), unit == 0 || leftA < -tolerance { walk.startUnits = unit...top }

        /// The walk's state at t (restored where a way of taking a switch is tried and not kept).
        typealias State = (
            a: Double, r: Double, free: Int, held: Double, slopes: LexCost,
            leftA: Double, leftR: Double, leftFree: Int, leftOwn: Double, unit: Double, next: Int
        )
        func state() -> State { (a, r, free, held, slopes, leftA, leftR, leftFree, leftOwn, unit, next) }
        func restore(_ saved: State) {
            (a, r, free, held, slopes) = (saved.a, saved.r, saved.free, saved.held, saved.slopes)
            (leftA, leftR, leftFree, leftOwn, unit, next) = (saved.leftA, saved.leftR, saved.leftFree, saved.leftOwn, saved.unit, saved.next)
        }

        /// Takes switch `index` with t where it is: each of its views' stops passes its stretch.
        /// The sizes the switch shares out there (per view, its own cost's stretches from its
        /// size before to its size after, each slope plus the price), the views whose size could
        /// move at the switch's μ (t moving too where ψ' is zero on a side), and each switching
        /// view's bounds before.
        func applySwitch(_ index: Int, flatRight: Bool, flatLeft: Bool) -> (
            segments: [(view: Int, slope: LexCost, length: Double)], moving: Set<Int>, boundsBefore: [Int: (low: Double, high: Double)]
        ) {
            let boundary = switches.order[index].price
            var moving = Set<Int>()
            var segments: [(view: Int, slope: LexCost, length: Double)] = []
            var boundsBefore: [Int: (low: Double, high: Double)] = [:]
            for (view, lower) in switches.order[index].passes {
                let old = bounds(view)
                if boundsBefore[view] == nil { boundsBefore[view] = old }
                // The stretch of the view's own rule its stop passes: its own slope there.
                let from = lower ? lowerStop[view] : upperStop[view]
                let ownSlope = switches.ownSlopes[view][from]
                if lower { lowerStop[view] += 1 } else { upperStop[view] += 1 }
                let new = bounds(view)
                let (low, high) = (size(view, old, at: unit), size(view, new, at: unit))
                if high > low {
                    Self.appendSegments(of: costs[view], view: view, from: low, to: high, price: boundary - ownSlope, level: level, to: &segments)
                }
                let oldRight = term(view, old, at: unit, right: true), newRight = term(view, new, at: unit, right: true)
                let oldLeft = term(view, old, at: unit, right: false), newLeft = term(view, new, at: unit, right: false)
                if high > low || (flatRight && max(oldRight.r, newRight.r) > 0) || (flatLeft && max(oldLeft.r, newLeft.r) > 0) {
                    moving.insert(view)
                }
                a += newRight.a - oldRight.a
                r += newRight.r - oldRight.r
                free += (newRight.r > 0 ? 1 : 0) - (oldRight.r > 0 ? 1 : 0)
                leftA += newLeft.a - oldLeft.a
                leftR += newLeft.r - oldLeft.r
                leftFree += (newLeft.r > 0 ? 1 : 0) - (oldLeft.r > 0 ? 1 : 0)
                leftOwn += Switches.ownSlope(slope(view, new, at: unit, right: false) - slope(view, old, at: unit, right: false), at: level)
                held += (heldSize(view, new, at: unit, right: true) ?? 0) - (heldSize(view, old, at: unit, right: true) ?? 0)
                slopes = slopes + slope(view, new, at: unit, right: true) - slope(view, old, at: unit, right: true)
            }
            if r <= 1e-12 * allRatios { r = 0 }
            return (segments, moving, boundsBefore)
        }

        /// t's stretches at μ = `price` from where it is, while ψ' is zero right of it at that
        /// price (and the stretch's price is below the next switch's, as the walk would take
        /// them), appended to `run`; t ends where they end (`run.endUnit`, +∞ where the last one
        /// goes on without end: no change left above t).
        func cross(at price: Double, before nextPrice: Double, into run: inout AtOnePrice) {
            while r > 0 && abs(a + own - price * r) <= tolerance && (nextPrice == .infinity || a + own - nextPrice * r < -tolerance) {
                let from = unit, ratios = r
                run.crossings.append((price: (a + own) / r, slope: (slopes + LexCost(a, at: level)) * (1 / r), unit: from, ratios: ratios))
                guard next < events.count else {
                    run.crossingLengths.append(.infinity)
                    run.endUnit = .infinity
                    return
                }
                advance()
                run.crossingLengths.append(ratios * (unit - from))
            }
            run.endUnit = unit
        }

        // The prices of switches whose pieces are not proven: the stretches at the same price
        // belong to the same choice (t moving while the switch's views do).
        var unprovenPrices: [Double] = []
        var prices: [Double] = []
        var switched = 0
        while true {
            let boundary = switched < switches.order.count ? switches.order[switched].price : Double.infinity
            let atEnd = next == events.count
            if r == 0 && abs(a) <= tolerance && !atEnd && boundary < .infinity {
                // ψ' zero with nothing free: t may lie anywhere up to the next unit.
                advance()
                continue
            }
            if r > 0 && (boundary == .infinity || a + own - boundary * r < -tolerance) {
                // t moves across the units to the next change, the free views with it, at μ = (A + Σσ)/R.
                prices.append((a + own) / r)
                walk.stretches.append(
                    Stretch(
                        piece: Piece(length: length, unit: unit, freeRatios: r, switches: switched),
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
            // The next switch, at μ = boundary, t staying where it is.
            let psiRight = a + own - boundary * r, psiLeft = leftA + leftOwn - boundary * leftR
            guard psiRight >= -tolerance else { return nil }
            let flatRight = abs(psiRight) <= tolerance, flatLeft = abs(psiLeft) <= tolerance
            // Where t could move too at this μ (ψ' zero beside it), every view whose size could
            // move counts: the switch's, and the others free where t could go.
            let switching = Array(Set(switches.order[switched].passes.map(\.view)))
            var othersFreeRight = free, othersFreeLeft = leftFree
            for view in switching {
                if term(view, bounds(view), at: unit, right: true).r > 0 { othersFreeRight -= 1 }
                if term(view, bounds(view), at: unit, right: false).r > 0 { othersFreeLeft -= 1 }
            }
            let before = length, switchUnit = unit
            let stateBefore = state()
            let stopsBefore = switching.map { (lowerStop[$0], upperStop[$0]) }
            var (segments, moving, boundsBefore) = applySwitch(switched, flatRight: flatRight, flatLeft: flatLeft)
            let movingCount = moving.count + (flatRight ? othersFreeRight : 0) + (flatLeft ? othersFreeLeft : 0)
            var proven = movingCount <= 1 || !(flatRight || flatLeft)
            segments.sort(by: Self.cheaperFill)
            let fill = walk.fills.count
            walk.fills.append(segments.map { ($0.view, $0.length) })
            // Where t can move up at this μ too (ψ' zero right of it, not left), the stretches t
            // crosses at this price are taken now, with the fills (`AtOnePrice`): merged where
            // they are apart, else after them, not proven.
            var run = AtOnePrice(fills: segments.map { ($0.slope, $0.length) })
            var order = segments.indices.map { AtOnePrice.Step.fill($0) }
            var apart = false
            if !proven && flatRight && !flatLeft && !segments.contains(where: { $0.length == .infinity }) {
                // (Before the next switch, as the walk would take them.)
                let nextBoundary = switched + 1 < switches.order.count ? switches.order[switched + 1].price : Double.infinity
                cross(at: boundary, before: nextBoundary, into: &run)
                // Each switching view held on one side of t all along, as it was before the switch
                // and is after: its size then reads neither t nor the others, and t's stretches
                // are the same whichever size the switch gave it.
                let heldAlike = boundsBefore.allSatisfy { view, old in
                    let new = bounds(view)
                    let above = !side(view, old, at: run.endUnit, right: false).overLow && !side(view, new, at: run.endUnit, right: false).overLow
                    let below = !side(view, old, at: switchUnit, right: true).underHigh && !side(view, new, at: switchUnit, right: true).underHigh
                    return above || below
                }
                if heldAlike && !run.crossings.isEmpty, let merged = run.order(at: level) {
                    (proven, apart, order) = (true, true, merged)
                } else {
                    // Else t may cross first, each switching view as before the switch, where
                    // every stretch of t's is cheaper below the ratios' level than any size the
                    // switch shares out, there or where t's move ends (`AtOnePrice.ridesFirst`).
                    let stateAfter = state(), stopsAfter = switching.map { (lowerStop[$0], upperStop[$0]) }
                    func setStops(_ saved: [(Int, Int)]) {
                        for (view, stops) in zip(switching, saved) { (lowerStop[view], upperStop[view]) = stops }
                    }
                    restore(stateBefore)
                    setStops(stopsBefore)
                    var ride = AtOnePrice(fills: [])
                    cross(at: boundary, before: nextBoundary, into: &ride)
                    var fillsAfter = applySwitch(switched, flatRight: false, flatLeft: false).segments
                    fillsAfter.sort(by: Self.cheaperFill)
                    if !fillsAfter.contains(where: { $0.length == .infinity }),
                        ride.ridesFirst(before: (segments + fillsAfter).map(\.slope), at: level)
                    {
                        ride.fills = fillsAfter.map { ($0.slope, $0.length) }
                        (segments, run, proven, apart) = (fillsAfter, ride, true, true)
                        walk.fills[fill] = segments.map { ($0.view, $0.length) }
                        order = ride.crossings.indices.map { .crossing($0) } + segments.indices.map { .fill($0) }
                    } else {
                        restore(stateAfter)
                        setStops(stopsAfter)
                        order += run.crossings.indices.map { .crossing($0) }
                    }
                }
            }
            if !proven { unprovenPrices.append(boundary) }
            // Apart, each piece reads the views' sizes as before the switch (each switching view
            // at its old stop) plus what the fills taken so far gave.
            var filled = 0.0, length = before, at = switchUnit
            for step in order where filled < .infinity && length < .infinity {
                switch step {
                case .fill(let index):
                    prices.append(boundary)
                    walk.stretches.append(
                        Stretch(
                            piece: Piece(length: length, unit: at, freeRatios: 0, switches: switched, fill: fill, filled: filled),
                            slope: segments[index].slope, proven: proven))
                    filled += segments[index].length
                    length += segments[index].length
                case .crossing(let index):
                    let crossing = run.crossings[index]
                    prices.append(crossing.price)
                    let piece =
                        apart
                        ? Piece(length: length, unit: crossing.unit, freeRatios: crossing.ratios, switches: switched, fill: fill, filled: filled)
                        : Piece(length: length, unit: crossing.unit, freeRatios: crossing.ratios, switches: switched + 1)
                    walk.stretches.append(Stretch(piece: piece, slope: crossing.slope, proven: true))
                    length += run.crossingLengths[index]
                    at = index + 1 < run.crossings.count ? run.crossings[index + 1].unit : run.endUnit
                }
            }
            switched += 1
            if filled == .infinity || length == .infinity {
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
        // Stretches at the price of a switch not proven were part of the same choice.
        // (μ only grows along the walk, so both lists are in order.)
        var unproven = 0
        for index in walk.stretches.indices where unproven < unprovenPrices.count {
            let near = tolerance / max(1, walk.stretches[index].piece.freeRatios)
            while unproven < unprovenPrices.count && unprovenPrices[unproven] < prices[index] - near { unproven += 1 }
            if unproven < unprovenPrices.count && abs(unprovenPrices[unproven] - prices[index]) <= near { walk.stretches[index].proven = false }
        }
        return walk
    }

    /// A switch at whose price t can move up too (ψ' zero right of it): the sizes the switch
    /// shares out, and the stretches t crosses at that price. Where each switching view is held
    /// on one side of t all along, the two are apart: the fills' sizes read neither t nor each
    /// other, and t's stretches are the same with or without them. At the ratios' level every
    /// mix of them costs the same per point (the price), so the levels below choose: the
    /// cheapest first, each list in its own order (the views' costs and t's stretches being
    /// convex) — the least cost of a sum of convex parts (SEMANTICS.md §2.0). Where a switching
    /// view's size reads t (free before the switch, or after it, at some t of the move), t may
    /// still move first, each such view at its share as before the switch, where each of t's
    /// stretches is cheaper than every fill (`ridesFirst`): the view's fill is then what is left
    /// of it where t stops.
    struct AtOnePrice {
        /// The fills' slopes and lengths, cheapest first.
        var fills: [(slope: LexCost, length: Double)]
        /// t's stretches at the price, in order: each one's price, slope, unit where it starts and
        /// the free views' ratios there; and its length.
        var crossings: [(price: Double, slope: LexCost, unit: Double, ratios: Double)] = []
        var crossingLengths: [Double] = []
        var endUnit = 0.0

        enum Step {
            case fill(Int)
            case crossing(Int)
        }

        /// Whether t's stretches, taken before any fill, are each cheaper below the ratios'
        /// `level` than every fill in `fills`: the levels below then take them first. `fills`
        /// holds the sizes the switch shares out where t's move starts and where it ends; at any t
        /// between, a view's fill is a later part of the first (a view whose floor rises, filled
        /// from its share on) or an earlier part of the second (one whose ceiling rises, filled up
        /// to its share), no cheaper than both.
        func ridesFirst(before fills: [LexCost], at level: Priority) -> Bool {
            guard let crossingSlopes = crossingSlopesInOrder(at: level), let dearest = crossingSlopes.last else { return false }
            return fills.allSatisfy { dearest < Self.below(level, $0) }
        }

        /// A slope without its part at the ratios' level (where every mix costs the price).
        private static func below(_ level: Priority, _ slope: LexCost) -> LexCost {
            slope - LexCost(Switches.ownSlope(slope, at: level), at: level)
        }

        /// t's stretches' slopes below the ratios' level; nil where they are not in order (not
        /// convex: the constraints then state the group).
        private func crossingSlopesInOrder(at level: Priority) -> [LexCost]? {
            let slopes = crossings.map { Self.below(level, $0.slope) }
            for index in slopes.indices.dropFirst() where slopes[index] < slopes[index - 1] { return nil }
            return slopes
        }

        /// The fills and t's stretches merged by their slopes below the ratios' `level`; nil where
        /// a fill and a stretch of t cost the same at every level (which moves first is then the
        /// constraints' choice), or t's own stretches are not in order.
        func order(at level: Priority) -> [Step]? {
            guard let crossingSlopes = crossingSlopesInOrder(at: level) else { return nil }
            let fillSlopes = fills.map { Self.below(level, $0.slope) }
            var steps: [Step] = []
            steps.reserveCapacity(fills.count + crossings.count)
            var fill = 0, crossing = 0
            while fill < fills.count || crossing < crossings.count {
                if crossing == crossings.count {
                    steps.append(.fill(fill))
                    fill += 1
                } else if fill == fills.count {
                    steps.append(.crossing(crossing))
                    crossing += 1
                } else if fillSlopes[fill] == crossingSlopes[crossing] {
                    return nil
                } else if fillSlopes[fill] < crossingSlopes[crossing] {
                    steps.append(.fill(fill))
                    fill += 1
                } else {
                    steps.append(.crossing(crossing))
                    crossing += 1
                }
            }
            return steps
        }
    }

    /// A switch's fills, the cheapest first; between equal slopes the later view (§2.0).
    private static func cheaperFill(
        _ x: (view: Int, slope: LexCost, length: Double), _ y: (view: Int, slope: LexCost, length: Double)
    ) -> Bool {
        x.slope < y.slope || (x.slope == y.slope && x.view > y.view)
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
