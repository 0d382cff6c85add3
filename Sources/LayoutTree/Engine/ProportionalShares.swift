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
/// A level of the views' own costs among the shares' (labels' compression at 750 and hugging at 250
/// in a stack of more than 249 views) is solved in its turn (`settle`): the views placed cost what
/// their lines give them, the views not yet placed share what the chain leaves them (their least
/// cost at each total, a convolution), L goes where the sum is least, and each view not yet placed
/// keeps to where its own slope at that level is the sum's (`bracket`). A share at that very level
/// then departs as little as that allows; where that is more than it would without them, the two
/// may trade, and the layout is kept only where no move of L and the departure together costs
/// less at that level and every move of the departure costs more (`isLeast`); else the stack is
/// left to the system. Past 998 views the shares tie at one level (`tied`).
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
    /// The longest canvas: the one it is given where its ancestors set its length (`StackAtSetLength`).
    private let longestCanvas: Double
    /// The levels of the views' own costs among the shares' (the first share's, 999, down to the
    /// last one's), highest first: each solved in its turn (`settle`).
    private let viewLevels: [Double]
    /// The multi-line labels' pulls toward W/N = f·(L + I) at 759 (§2.8), where the stack has any:
    /// per view whether it is such a label, f and I (`SharesAtTextWidthLevel`).
    private let textPulls: (isLabel: [Bool], fraction: Double, insets: Double)?

    /// Nil where the stack states no share (T ≤ 0), or a view's cost has a level between the first
    /// share's and the required ones, or at the labels' pulls' where `textWidths` has any (the
    /// stack's insets `insets` long).
    init?(
        _ chain: AxisArrangement.Chain, costs: [ConvexCost], intrinsic: [Double], shortestCanvas: Double, longestCanvas: Double = .infinity,
        textWidths: TextWidths? = nil, insets: Double = 0
    ) {
        let gaps = chain.gaps.reduce(0, +)
        let total = intrinsic.reduce(0, +) + gaps
        guard total > 0, costs.count > 1, intrinsic.count == costs.count else { return nil }
        let weakest = Priority.proportionalShare(position: costs.count - 1).level
        let firstShare = Priority.proportionalShare(position: 0).level
        var ranges: [ClosedRange<Double>] = []
        ranges.reserveCapacity(costs.count)
        var levels = Set<Double>()
        let textLevel = AxisArrangement.textWidthLevel.level
        for cost in costs {
            for kink in cost.kinks where kink.level >= weakest - Self.tolerance && kink.level < Priority.required.level {
                guard kink.level <= firstShare + Self.tolerance, textWidths == nil || abs(kink.level - textLevel) > Self.tolerance else { return nil }
                levels.insert(kink.level)
            }
            guard let range = cost.freeInterval(above: Self.aboveEveryShare) else { return nil }
            ranges.append(range)
        }
        viewLevels = levels.sorted(by: >)
        self.costs = costs
        self.intrinsic = intrinsic
        self.total = total
        shares = intrinsic.map { $0 / total }
        self.gaps = gaps
        self.ranges = ranges
        self.shortestCanvas = shortestCanvas
        self.longestCanvas = longestCanvas
        if let textWidths {
            var isLabel = Array(repeating: false, count: costs.count)
            for position in textWidths.positions where position < costs.count { isLabel[position] = true }
            textPulls = (isLabel, textWidths.fraction, insets)
        } else {
            textPulls = nil
        }
    }

    /// Each view's size and the canvas length; nil where rounding leaves a step without a
    /// solution, or the views' costs above the tie-breaks leave L a range (a tie the form does not
    /// decide).
    func solved() -> (sizes: [Double], canvas: Double)? {
        var ranges = self.ranges
        // Σ of the ranges of the views from i on.
        var restLow = Array(repeating: 0.0, count: costs.count + 1), restHigh = restLow
        func sumRanges(from first: Int) {
            for index in (first..<costs.count).reversed() {
                restLow[index] = restLow[index + 1] + ranges[index].lowerBound
                restHigh[index] = restHigh[index + 1] + ranges[index].upperBound
            }
        }
        sumRanges(from: 0)
        var canvas = Bounds()
        canvas.atLeast(shortestCanvas)
        canvas.atMost(longestCanvas)
        var departures: [Double] = []
        departures.reserveCapacity(costs.count)
        // Σ aⱼ and Σ eⱼ over the views placed.
        var placedShare = 0.0, placedDeparture = 0.0
        var levels = viewLevels[...]
        // Past the 998th view the shares tie at one level (`tied`).
        let distinct = min(costs.count, Self.mostViews)
        // The share at the labels' pulls' level, solved with them (`SharesAtTextWidthLevel`).
        let textLevel = AxisArrangement.textWidthLevel.level
        let textIndex = textPulls == nil ? nil : (0..<distinct).first { Priority.proportionalShare(position: $0).level <= textLevel + Self.tolerance }
        if let textIndex, Priority.proportionalShare(position: textIndex).level < textLevel - Self.tolerance { return nil }
        // Where L is known — the length its ancestors set, or the one the labels' pulls leave —
        // the bounds may cross by a departure's rounding, and meet at it.
        var knownLength: Double? = shortestCanvas == longestCanvas ? shortestCanvas : nil
        for index in 0..<distinct {
            let share = shares[index]
            // The least departure of view i's share, with the bounds on L and eᵢ: the views after it
            // take (1 − Σaⱼ − aᵢ)·L − Σ gaps − Σeⱼ − eᵢ, within their ranges.
            func leastDeparture() -> (bounds: Bounds, departure: Double, rounding: Double)? {
                let rest = 1 - placedShare - share
                let low = restLow[index + 1] + gaps + placedDeparture, high = restHigh[index + 1] + gaps + placedDeparture
                var bounds = canvas
                bounds.view(share: share, departing: 1, within: ranges[index])
                bounds.view(share: rest, departing: -1, within: low...high)
                guard let departures = bounds.departures() else { return nil }
                return (bounds, departures.range.nearest(to: 0), departures.rounding)
            }
            // The views' own levels above this share's, then one at its very level, in turn. Where
            // the share then departs more than it would without that level (a view of fixed size
            // departs all of it either way), the two may trade: kept only where `isLeast` says so.
            let shareLevel = Priority.proportionalShare(position: index).level
            let placed = Placed(departures: departures, share: placedShare, departure: placedDeparture)
            var unmoved: (departure: Double, canvas: Bounds, ranges: [ClosedRange<Double>])?
            while let level = levels.first, level >= shareLevel - Self.tolerance {
                if level <= shareLevel + Self.tolerance {
                    guard let alone = leastDeparture() else { return nil }
                    unmoved = (alone.departure, canvas, ranges)
                }
                guard settle(level, placed, canvas: &canvas, ranges: &ranges) else { return nil }
                sumRanges(from: index)
                levels.removeFirst()
            }
            if index == textIndex, let textPulls {
                let placed = Placed(departures: departures, share: placedShare, departure: placedDeparture)
                guard let step = textWidthStep(at: index, placed, textPulls, canvas: canvas, ranges: &ranges) else { return nil }
                knownLength = step.length
                canvas = Bounds()
                canvas.atLeast(step.length)
                canvas.atMost(step.length)
                sumRanges(from: index)
                departures.append(step.departure)
                placedShare += share
                placedDeparture += step.departure
                continue
            }
            // Only at a length its ancestors set may the bounds cross by the departure's rounding:
            // there L is known, and is held at that length below. At a stack's own length the
            // next step would fail on the same crossing.
            guard let (bounds, departure, rounding) = leastDeparture(),
                let settled = bounds.at(departure: departure, rounding: knownLength == nil ? 0 : rounding)
            else { return nil }
            // (Within the departure's rounding, which grows with L: a 10-pt view's share of 0 in a
            // stack 36,000 pt long read 10 + 5.5·10⁻⁸ after its level, 10 before.)
            if let unmoved, abs(departure) > abs(unmoved.departure) + max(Self.tolerance * max(1, abs(unmoved.departure)), rounding) {
                let trade = Trade(view: index, level: shareLevel, placed: placed, canvas: unmoved.canvas, ranges: unmoved.ranges)
                guard let length = [settled.lower, settled.upper].first(where: \.isFinite), isLeast(trade, length: length, departure: departure)
                else { return nil }
            }
            canvas = settled
            // At a length its ancestors set, L is that length: lines that cross it by no more than
            // rounding carried along a steep line (a share of 1/700 of L) meet there.
            if let knownLength {
                let slack = Self.tolerance * max(1, abs(knownLength)) + rounding * bounds.steepest
                if abs(canvas.lower - knownLength) <= slack, abs(canvas.upper - knownLength) <= slack {
                    canvas = Bounds()
                    canvas.atLeast(knownLength)
                    canvas.atMost(knownLength)
                }
            }
            departures.append(departure)
            placedShare += share
            placedDeparture += departure
        }
        if distinct < costs.count {
            let placed = Placed(departures: departures, share: placedShare, departure: placedDeparture)
            return tied(from: distinct, placed, levels: levels, canvas: canvas, ranges: ranges)
        }
        // Below the shares: the views' costs along their lines, least in the canvas's range.
        var parts: [ConvexCost] = []
        parts.reserveCapacity(costs.count)
        for (index, cost) in costs.enumerated() where shares[index] > 0 {
            var part = cost
            part.shift(by: -departures[index])
            parts.append(part.stretched(by: 1 / shares[index]))
        }
        // Every share above the labels' pulls (240 views at most): each label i's pull toward
        // f·(L + I) along its line, |(aᵢ − f)·L + eᵢ − f·I|, a cost of L.
        if let textPulls, textIndex == nil {
            let (isLabel, fraction, insets) = textPulls
            let level = AxisArrangement.textWidthLevel.level
            for index in costs.indices where isLabel[index] {
                let c = shares[index] - fraction, d = departures[index] - fraction * insets
                guard abs(c) > Self.tolerance else { continue }
                parts.append(ConvexCost(unsortedKinks: [.init(at: -.infinity, level: level, amount: -abs(c)), .init(at: -d / c, level: level, amount: 2 * abs(c))]))
            }
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

    /// The views from the 999th on, whose shares tie at one level (1), with the views' own levels
    /// left: solved where the shares before them have settled L (a stack whose shares conflict,
    /// held by its labels' hugging), each share then a pull toward a size of its own, so that at
    /// their level and every one below each view still free is one more view sharing what the
    /// chain leaves (`settle`). Nil where L is not settled, or the levels leave a view a range
    /// (the stack's own tie-breaks, which the form leaves out, would decide).
    private func tied(from first: Int, _ placed: Placed, levels: ArraySlice<Double>, canvas: Bounds, ranges: [ClosedRange<Double>])
        -> (sizes: [Double], canvas: Double)?
    {
        var (canvas, ranges) = (canvas, ranges)
        let tiedLevel = Priority.proportionalShare(position: first).level
        var levels = levels
        while let level = levels.first, level > tiedLevel + Self.tolerance {
            guard settle(level, placed, canvas: &canvas, ranges: &ranges) else { return nil }
            levels.removeFirst()
        }
        let length = canvas.lower
        guard length.isFinite, canvas.upper - length <= Self.tolerance * max(1, abs(length)) else { return nil }
        let pulls = (first..<costs.count).map { ConvexCost.bound(.equal, shares[$0] * length, at: Priority(tiedLevel)) }
        // The tied level, then the views' own levels below it, down to the tie-breaks.
        var below = Set(levels.filter { $0 < tiedLevel - Self.tolerance && $0 > Self.deciding.level })
        for index in first..<costs.count {
            for kink in costs[index].kinks where kink.level < tiedLevel - Self.tolerance && kink.level > Self.deciding.level { below.insert(kink.level) }
        }
        for level in [tiedLevel] + below.sorted(by: >) {
            guard settle(level, placed, canvas: &canvas, ranges: &ranges, pulls: level == tiedLevel ? pulls : []) else { return nil }
        }
        var sizes = (0..<first).map { shares[$0] * length + placed.departures[$0] }
        for index in first..<costs.count {
            let range = ranges[index]
            guard range.upperBound - range.lowerBound <= Self.tolerance * max(1, abs(range.lowerBound)) else { return nil }
            sizes.append(range.lowerBound)
        }
        // The chain holds: the views and gaps fill the canvas.
        guard abs(sizes.reduce(gaps, +) - length) <= Self.tolerance * max(1, abs(length)) * Double(costs.count) else { return nil }
        return (sizes, length)
    }

    /// The share of view `index` at the labels' pulls' level, with them (`SharesAtTextWidthLevel`):
    /// L, the one length that level leaves, and the view's departure; the later views' ranges
    /// narrowed to what that level leaves them (each label at f·(L + I), or on the side its
    /// deviation takes, the other views at the end it takes them to). Nil where the form cannot say.
    private func textWidthStep(
        at index: Int, _ placed: Placed, _ pulls: (isLabel: [Bool], fraction: Double, insets: Double), canvas: Bounds,
        ranges: inout [ClosedRange<Double>]
    ) -> (length: Double, departure: Double)? {
        let (isLabel, fraction, insets) = pulls
        var placedTerms: [(c: Double, d: Double)] = []
        for view in 0..<index where isLabel[view] { placedTerms.append((shares[view] - fraction, placed.departures[view] - fraction * insets)) }
        var labelViews: [Int] = []
        var othersLow = 0.0, othersHigh = 0.0, laterLow = 0.0, laterHigh = 0.0
        for view in (index + 1)..<costs.count {
            if isLabel[view] {
                labelViews.append(view)
            } else {
                (othersLow, othersHigh) = (othersLow + ranges[view].lowerBound, othersHigh + ranges[view].upperBound)
            }
            (laterLow, laterHigh) = (laterLow + ranges[view].lowerBound, laterHigh + ranges[view].upperBound)
        }
        // L's range; bounds that cross by rounding meet (the shares before may have left L one length).
        let (lowest, highest) = (canvas.lower, canvas.upper)
        guard othersLow <= othersHigh, laterLow <= laterHigh, lowest <= highest + Self.tolerance * max(1, abs(lowest)) else { return nil }
        let level = SharesAtTextWidthLevel(
            placedTerms: placedTerms, share: shares[index], isLabel: isLabel[index], range: ranges[index], fraction: fraction, insets: insets,
            slope: 1 - placed.share - shares[index], offset: gaps + placed.departure, others: othersLow...othersHigh,
            laterLabels: labelViews.map { ranges[$0] }, later: laterLow...laterHigh, lowest: lowest, highest: max(lowest, highest))
        guard let solved = level.solved() else { return nil }
        let target = solved.target
        for (label, side) in zip(labelViews, solved.sides) {
            let range = ranges[label]
            switch side {
            case .inside:
                ranges[label] = solved.deviation > 0 ? target...range.upperBound : solved.deviation < 0 ? range.lowerBound...target : target...target
            case .below:
                if solved.deviation <= 0 { ranges[label] = range.lowerBound...range.lowerBound }
            case .above:
                if solved.deviation >= 0 { ranges[label] = range.upperBound...range.upperBound }
            }
        }
        for view in (index + 1)..<costs.count where !isLabel[view] {
            let range = ranges[view]
            if solved.deviation > 0 {
                ranges[view] = range.upperBound...range.upperBound
            } else if solved.deviation < 0 {
                ranges[view] = range.lowerBound...range.lowerBound
            }
        }
        return (solved.length, solved.departure)
    }

    /// The views placed so far: each at aⱼ·L + eⱼ; Σ aⱼ and Σ eⱼ.
    private struct Placed {
        var departures: [Double]
        var share: Double
        var departure: Double
    }

    /// Level `level` of the views' own costs, solved in its turn: L where the views placed (along
    /// their lines) and the views not yet placed (sharing what the chain leaves them,
    /// R = (1 − Σaⱼ)·L − Σeⱼ − Σ gaps, at their least cost for that total) cost least at that
    /// level, within `canvas`; each view not yet placed then keeps, within its range, to where its
    /// own slope at that level is the total's (λ; any split with those slopes is a least one).
    /// `pulls`: per view not yet placed, in order, a cost of its own at that level beside its
    /// view's (the tied shares', `tied`). False where the form cannot say (the views not yet
    /// placed would change λ across the lengths left, rounding).
    private func settle(
        _ level: Double, _ placed: Placed, canvas: inout Bounds, ranges: inout [ClosedRange<Double>], pulls: [ConvexCost] = []
    ) -> Bool {
        let first = placed.departures.count
        let deciding = Priority(level).lowered(by: Self.tolerance)
        var terms = placedCosts(at: level, placed, ranges: ranges)
        // The views not yet placed: each within its range (held above every level).
        var pool: [ConvexCost] = []
        pool.reserveCapacity(costs.count - first)
        // Each view's cost at that level, with its pull.
        let own = (first..<costs.count).map { index in
            let part = Self.part(of: costs[index], at: level, within: ranges[index])
            return pulls.isEmpty ? part : part + pulls[index - first]
        }
        for index in first..<costs.count { pool.append(Self.held(own[index - first], within: ranges[index])) }
        let total = ConvexCost.convolution(pool)
        // R(L) = free·L − taken; the views not yet placed cost `shared` at each L.
        let free = 1 - placed.share, taken = placed.departure + gaps
        var shared: ConvexCost?
        if free > Self.tolerance {
            var along = total
            along.shift(by: taken)
            let alongL = along.stretched(by: 1 / free)
            shared = alongL
            terms.append(alongL)
        }
        let sum = ConvexCost.sum(terms)
        let (low, high) = (canvas.lower, canvas.upper)
        var (from, to): (Double, Double)
        if let least = sum.freeInterval(above: deciding) {
            (from, to) = (max(least.lowerBound, low), min(least.upperBound, high))
            if from > to { (from, to) = least.upperBound < low ? (low, low) : (high, high) }
        } else {
            // Rising everywhere (least at −∞) or falling everywhere (at +∞).
            let end = sum.slope(leftOf: -.greatestFiniteMagnitude).above(deciding).sign > 0 ? low : high
            (from, to) = (end, end)
        }
        // (An end may be infinite: labels that cost nothing at their compression's level from
        // some length on.)
        guard !from.isNaN, !to.isNaN, from < .infinity, to > -.infinity, from <= to + Self.tolerance * max(1, abs(from.isFinite ? from : 0))
        else { return false }
        // λ: the total's slope at that level over the lengths left, read along L where L moves it
        // (its kinks then the very ones the sum's least was found among), per point of the total.
        let start = shared == nil ? -taken : free * from - taken, end = shared == nil ? -taken : free * to - taken
        func slope(right: Bool, at length: Double) -> LexCost {
            let (cost, position) = shared.map { ($0, length) } ?? (total, -taken)
            let at = Self.kink(of: cost, nearest: position)
            let slope = (right ? cost.slope(rightOf: at) : cost.slope(leftOf: at)).above(deciding)
            return shared == nil ? slope : slope * (1 / free)
        }
        let lambda: Double
        if shared != nil && to - from > Self.tolerance * max(1, abs(from)) {
            let right = slope(right: true, at: from), left = slope(right: false, at: to)
            guard right == left, Self.amount(of: right, at: Self.held.level) == 0 else { return false }
            lambda = Self.amount(of: right, at: level)
        } else {
            let left = slope(right: false, at: from), right = slope(right: true, at: from)
            guard Self.amount(of: left, at: Self.held.level) <= 0, Self.amount(of: right, at: Self.held.level) >= 0 else { return false }
            let below = Self.amount(of: left, at: Self.held.level) < 0 ? -Double.infinity : Self.amount(of: left, at: level)
            let above = Self.amount(of: right, at: Self.held.level) > 0 ? Double.infinity : Self.amount(of: right, at: level)
            switch (below.isFinite, above.isFinite) {
            case (true, true): lambda = (below + above) / 2
            case (false, true): lambda = above - 1
            case (true, false): lambda = below + 1
            case (false, false): lambda = 0
            }
        }
        var lowest = 0.0, highest = 0.0
        for index in first..<costs.count {
            let bracket = Self.bracket(own[index - first], slope: lambda)
            let range = ranges[index]
            let lower = min(max(bracket.lowerBound, range.lowerBound), range.upperBound)
            let upper = min(max(bracket.upperBound, range.lowerBound), range.upperBound)
            ranges[index] = lower...max(lower, upper)
            (lowest, highest) = (lowest + lower, highest + max(lower, upper))
        }
        // The ranges left hold the totals the lengths left call for.
        let slack = Self.tolerance * max(1, start.isFinite ? abs(start) : 0, end.isFinite ? abs(end) : 0)
        guard lowest <= start + slack, end <= highest + slack else { return false }
        canvas = Bounds()
        canvas.atLeast(from)
        canvas.atMost(to)
        return true
    }

    /// `cost`'s kinks at `level` alone, within `range` (where every firmer level is least): outside
    /// it one level alone need not be convex. An image whose compression at 999 holds it at 157
    /// and whose minimum (firmer) at 99 costs a stack narrower than 99 nothing more at 999: alone,
    /// that level rose toward 99 from below, and the stack's slope of 0 there read as a size it
    /// could take (99, where 157 was least at 999).
    private static func part(of cost: ConvexCost, at level: Double, within range: ClosedRange<Double>) -> ConvexCost {
        var entering = 0.0
        var kinks: [ConvexCost.Kink] = []
        for kink in cost.kinks where abs(kink.level - level) <= tolerance {
            if kink.at <= range.lowerBound {
                entering += kink.amount
            } else if kink.at < range.upperBound {
                kinks.append(kink)
            }
        }
        if entering != 0 { kinks.append(ConvexCost.Kink(at: -.infinity, level: level, amount: entering)) }
        return ConvexCost(unsortedKinks: kinks)
    }

    /// The views placed, each along its line, as costs of L at `level`.
    private func placedCosts(at level: Double, _ placed: Placed, ranges: [ClosedRange<Double>]) -> [ConvexCost] {
        var terms: [ConvexCost] = []
        terms.reserveCapacity(placed.departures.count + 1)
        for index in placed.departures.indices where shares[index] > Self.tolerance {
            var part = Self.part(of: costs[index], at: level, within: ranges[index])
            part.shift(by: -placed.departures[index])
            terms.append(part.stretched(by: 1 / shares[index]))
        }
        return terms
    }

    /// `position`, or the kink of `cost` a rounding away from it: a length the shares found a
    /// rounding away from a kink (the end of a view's range) is at it. (An end at infinity is no
    /// length: its slope is the cost's last one there.)
    private static func kink(of cost: ConvexCost, nearest position: Double) -> Double {
        guard position.isFinite, let nearest = cost.kinks.min(by: { abs($0.at - position) < abs($1.at - position) })?.at else { return position }
        return abs(nearest - position) <= tolerance * max(1, abs(position)) ? nearest : position
    }

    /// The amount of `slope` at `level`.
    private static func amount(of slope: LexCost, at level: Double) -> Double {
        slope.terms.first { abs($0.level - level) <= tolerance }?.amount ?? 0
    }

    /// Where a cost of one level (`part`) has `slope` among its slopes: the sizes at which a view
    /// costing it is as cheap to grow or shrink as the total λ says (−∞ or +∞ where its slopes
    /// all lie above or below).
    private static func bracket(_ part: ConvexCost, slope: Double) -> ClosedRange<Double> {
        var running = 0.0, index = 0
        let kinks = part.kinks
        while index < kinks.count && kinks[index].at == -.infinity {
            running += kinks[index].amount
            index += 1
        }
        var lower = running >= slope - tolerance ? -Double.infinity : Double.nan
        var upper = running > slope + tolerance ? -Double.infinity : Double.nan
        while index < kinks.count {
            let position = kinks[index].at
            while index < kinks.count && kinks[index].at == position {
                running += kinks[index].amount
                index += 1
            }
            if lower.isNaN && running >= slope - tolerance { lower = position }
            if upper.isNaN && running > slope + tolerance { upper = position }
        }
        if lower.isNaN { lower = .infinity }
        if upper.isNaN { upper = .infinity }
        return min(lower, upper)...upper
    }

    /// `cost` with its view held to `range` (`held`).
    private static func held(_ cost: ConvexCost, within range: ClosedRange<Double>) -> ConvexCost {
        var cost = cost
        if range.lowerBound.isFinite { cost = cost + .bound(.greaterOrEqual, range.lowerBound, at: held) }
        if range.upperBound.isFinite { cost = cost + .bound(.lessOrEqual, range.upperBound, at: held) }
        return cost
    }

    /// A share whose level is one of its views' own (a label's hugging at 250 is the 750th
    /// share's), as it stood before that level: the views placed, and L's and the views' ranges
    /// that the firmer levels left.
    private struct Trade {
        var view: Int
        var level: Double
        var placed: Placed
        var canvas: Bounds
        var ranges: [ClosedRange<Double>]
    }

    /// Whether the layout that `settle` and the share's least departure found in turn, view i at
    /// aᵢ·L + `departure` with L = `length`, is the least of the share's departure and the views'
    /// costs taken together at its level, and the only such departure; asked where the share
    /// departs more than it would alone (`solved`).
    ///
    /// At that level the cost is a convex function of (L, eᵢ) alone: the views placed cost what
    /// their lines give them (in L), view i its own cost (in aᵢ·L + eᵢ), the share |eᵢ|, and the
    /// views after it their least cost for what the chain leaves them (in (1 − Σaⱼ − aᵢ)·L − Σeⱼ −
    /// Σ gaps − eᵢ, a convolution). A point of a convex function is least where no direction
    /// lowers it, and its slope along a direction is linear between the directions in which one of
    /// those four terms stands still, so the eight such directions decide it: none may cost less
    /// (a move out of a range costs at `held`), and each that moves eᵢ must cost more, or another
    /// departure would be as good and a lower level would choose among them. A point read a
    /// rounding to the wrong side of a kink it stands on reads slopes that are never higher (the
    /// costs are convex): a "no" then, never a wrong "yes". (An 800-view stack of labels and fixed views: the 750th share, at the
    /// labels' hugging, departs 176 pt where alone it would not, held by L's least length.)
    private func isLeast(_ trade: Trade, length: Double, departure: Double) -> Bool {
        let view = trade.view, share = shares[view]
        var lengthTerms = placedCosts(at: trade.level, trade.placed, ranges: trade.ranges)
        lengthTerms.append(Self.held(ConvexCost(unsortedKinks: []), within: trade.canvas.lower...max(trade.canvas.lower, trade.canvas.upper)))
        let heldParts = (view..<costs.count).map { Self.held(Self.part(of: costs[$0], at: trade.level, within: trade.ranges[$0]), within: trade.ranges[$0]) }
        let free = 1 - trade.placed.share - share, taken = trade.placed.departure + gaps
        // Each term: its cost, where it stands, and how it moves with (L, eᵢ).
        let terms: [(cost: ConvexCost, at: Double, length: Double, departure: Double)] = [
            (ConvexCost.sum(lengthTerms), length, 1, 0),
            (heldParts[0], share * length + departure, share, 1),
            (ConvexCost.bound(.equal, 0, at: Priority(trade.level)), departure, 0, 1),
            (ConvexCost.convolution(Array(heldParts.dropFirst())), free * length - taken - departure, free, -1),
        ]
        func slope(along move: (length: Double, departure: Double)) -> LexCost {
            var total = LexCost.zero
            for term in terms {
                let rate = term.length * move.length + term.departure * move.departure
                guard abs(rate) > Self.tolerance else { continue }
                let at = Self.kink(of: term.cost, nearest: term.at)
                total = total + (rate > 0 ? term.cost.slope(rightOf: at) : term.cost.slope(leftOf: at)) * rate
            }
            return total
        }
        for term in terms {
            // The direction in which this term stands still, both ways.
            let still: (length: Double, departure: Double) = term.departure == 0 ? (0, 1) : (1, -term.length / term.departure)
            for move in [still, (length: -still.length, departure: -still.departure)] {
                let sign = slope(along: move).sign
                guard sign >= 0, sign > 0 || abs(move.departure) <= Self.tolerance else { return false }
            }
        }
        return true
    }

    /// The level at which a view not yet placed is held to its range: above every other.
    private static let held = Priority(10_000)

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

    /// Past this many views shares fall to one level (1) and tie: `Priority.proportionalShare`
    /// (`tied`).
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

        /// L's range where its lines are all flat (after `at(departure:rounding:)`).
        var lower: Double { lowerLines.reduce(-Double.infinity) { max($0, $1.p) } }
        var upper: Double { upperLines.reduce(Double.infinity) { min($0, $1.p) } }

        mutating func atLeast(_ length: Double) {
            if length.isFinite { lowerLines.append((length, 0)) }
        }

        mutating func atMost(_ length: Double) {
            if length.isFinite { upperLines.append((length, 0)) }
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

        /// How far L moves per point of e along the steepest line.
        var steepest: Double { (lowerLines + upperLines).reduce(0) { max($0, abs($1.q)) } }

        /// The departures for which some L meets every bound, and how far rounding may have moved
        /// their ends; nil where none does.
        func departures() -> (range: ClosedRange<Double>, rounding: Double)? {
            var low = departureLow, high = departureHigh
            // How far rounding may move a bound on e: L's rounding over the pair's slope.
            var rounding = ProportionalShares.tolerance * max(1, abs(low.isFinite ? low : 0))
            for lower in lowerLines {
                for upper in upperLines {
                    // lower.p + lower.q·e ≤ upper.p + upper.q·e
                    let slope = lower.q - upper.q, room = upper.p - lower.p
                    if abs(slope) <= ProportionalShares.tolerance {
                        guard room >= -ProportionalShares.tolerance * max(1, abs(upper.p)) else { return nil }
                        continue
                    }
                    rounding = max(rounding, ProportionalShares.tolerance * max(1, abs(lower.p), abs(upper.p)) / abs(slope))
                    if slope > 0 {
                        high = min(high, room / slope)
                    } else {
                        low = max(low, room / slope)
                    }
                }
            }
            if low > high {
                // Rounding only: the step before left a solution.
                guard low - high <= rounding else { return nil }
                (low, high) = ((low + high) / 2, (low + high) / 2)
            }
            return (low...high, rounding)
        }

        /// L's bounds with e = `departure`: the firmest of each side, one line each, so that the
        /// bounds carried from view to view stay two (kept whole, they grew by a line or two per
        /// view, and each step compared every pair: 900 views of fixed heights took 0.32 s).
        /// Bounds that cross by no more than e's `rounding` carried along the steepest line (a
        /// view's share of a 1,600-view stack: 703 pt of L per point of e; the caller passes 0
        /// where L is not set) meet at the lower one; nil where they cross by more.
        func at(departure: Double, rounding: Double) -> Bounds? {
            var fixed = Bounds()
            let lower = lowerLines.reduce(-Double.infinity) { max($0, $1.p + $1.q * departure) }
            var upper = upperLines.reduce(Double.infinity) { min($0, $1.p + $1.q * departure) }
            if lower > upper + ProportionalShares.tolerance * max(1, abs(lower)) {
                guard lower - upper <= ProportionalShares.tolerance * max(1, abs(lower)) + rounding * steepest else { return nil }
                upper = lower
            }
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

