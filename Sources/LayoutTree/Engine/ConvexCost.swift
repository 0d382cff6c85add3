/// What a view's size costs, as a function of that size: convex and piecewise linear, with
/// slopes in the lexicographic order of priorities (`LexCost`). A leaf's cost is the sum of
/// its own constraints (SEMANTICS.md §2.0, §2.1); a container's is the least cost of its
/// whole subtree at each size its parent could give it, which is again convex — so a parent
/// needs nothing but its children's costs to solve exactly, and the whole document is solved
/// in one pass up and one pass down.
///
/// Held as the slope left of every kink and, in increasing position, how much the slope
/// grows at each kink (always by a positive cost: convexity).
struct ConvexCost: Sendable {
    private(set) var leftSlope: LexCost
    private(set) var kinks: [(at: Double, change: LexCost)]

    static let zero = ConvexCost(leftSlope: .zero, kinks: [])

    private init(leftSlope: LexCost, kinks: [(at: Double, change: LexCost)]) {
        self.leftSlope = leftSlope
        self.kinks = kinks
    }

    /// `below` per point under `target` and `above` per point over it (both non-negative):
    /// `size ≥ target` held at `below`, `size ≤ target` at `above`, `size = target` at both.
    static func pull(toward target: Double, below: LexCost, above: LexCost) -> ConvexCost {
        let change = below + above
        return ConvexCost(leftSlope: -below, kinks: change.isZero ? [] : [(target, change)])
    }

    /// A constraint `size relation target` held at `level`, one unit of cost per point.
    static func bound(_ relation: Relation, _ target: Double, at level: Double, weight: Double = 1) -> ConvexCost {
        let cost = LexCost(weight, at: level)
        switch relation {
        case .equal: return pull(toward: target, below: cost, above: cost)
        case .greaterOrEqual: return pull(toward: target, below: cost, above: .zero)
        case .lessOrEqual: return pull(toward: target, below: .zero, above: cost)
        }
    }

    static func + (lhs: ConvexCost, rhs: ConvexCost) -> ConvexCost {
        if rhs.kinks.isEmpty && rhs.leftSlope.isZero { return lhs }
        if lhs.kinks.isEmpty && lhs.leftSlope.isZero { return rhs }
        var kinks: [(at: Double, change: LexCost)] = []
        kinks.reserveCapacity(lhs.kinks.count + rhs.kinks.count)
        var i = 0, j = 0
        while i < lhs.kinks.count || j < rhs.kinks.count {
            let next: (at: Double, change: LexCost)
            if j == rhs.kinks.count || (i < lhs.kinks.count && lhs.kinks[i].at < rhs.kinks[j].at) {
                next = lhs.kinks[i]
                i += 1
            } else if i == lhs.kinks.count || rhs.kinks[j].at < lhs.kinks[i].at {
                next = rhs.kinks[j]
                j += 1
            } else {
                next = (lhs.kinks[i].at, lhs.kinks[i].change + rhs.kinks[j].change)
                i += 1
                j += 1
            }
            if let last = kinks.last, last.at == next.at {
                kinks[kinks.count - 1].change = last.change + next.change
            } else {
                kinks.append(next)
            }
        }
        return ConvexCost(leftSlope: lhs.leftSlope + rhs.leftSlope, kinks: kinks)
    }

    /// The sum of many costs at once: their kinks sorted together (adding them one by one
    /// would copy the growing sum each time).
    static func sum(_ costs: [ConvexCost]) -> ConvexCost {
        if costs.count <= 2 { return costs.reduce(.zero, +) }
        var leftSlope = LexCost.zero
        var all: [(at: Double, change: LexCost)] = []
        all.reserveCapacity(costs.reduce(0) { $0 + $1.kinks.count })
        for cost in costs {
            leftSlope = leftSlope + cost.leftSlope
            all.append(contentsOf: cost.kinks)
        }
        all.sort { $0.at < $1.at }
        var kinks: [(at: Double, change: LexCost)] = []
        kinks.reserveCapacity(all.count)
        for kink in all {
            if let last = kinks.last, last.at == kink.at {
                kinks[kinks.count - 1].change = last.change + kink.change
            } else {
                kinks.append(kink)
            }
        }
        return ConvexCost(leftSlope: leftSlope, kinks: kinks.filter { !$0.change.isZero })
    }

    /// The least cost of sharing a size among many parts (their infimal convolution), the
    /// segments of all of them sorted by slope at once.
    static func convolution(_ costs: [ConvexCost]) -> ConvexCost {
        guard var result = costs.first else { return .zero }
        if costs.count <= 2 {
            for cost in costs.dropFirst() { result = result.convolved(with: cost) }
            return result
        }
        var minimizer = 0.0
        var right: [Segment] = [], left: [Segment] = []
        for cost in costs {
            let segments = cost.segmentsAroundMinimizer()
            minimizer += segments.minimizer
            right.append(contentsOf: segments.right)
            left.append(contentsOf: segments.left)
        }
        return assemble(minimizer: minimizer, right: sortedByCost(right, ascending: true), left: sortedByCost(left, ascending: false))
    }

    /// Segments in the order they give way, equal slopes joined, up to the first infinite one.
    private static func sortedByCost(_ segments: [Segment], ascending: Bool) -> [Segment] {
        let sorted = segments.sorted { a, b in
            let order = LexCost.compare(a.slope, b.slope)
            return ascending ? order < 0 : order > 0
        }
        var result: [Segment] = []
        for segment in sorted {
            if let last = result.last, last.slope == segment.slope {
                result[result.count - 1].length += segment.length
            } else {
                result.append(segment)
            }
            if segment.length == .infinity { break }
        }
        return result
    }

    /// The cost of `size − offset`: the same function moved `offset` to the right.
    func shifted(by offset: Double) -> ConvexCost {
        guard offset != 0 else { return self }
        return ConvexCost(leftSlope: leftSlope, kinks: kinks.map { ($0.at + offset, $0.change) })
    }

    /// The cost of `size / factor` (factor > 0): stretched `factor` times along the size.
    func stretched(by factor: Double) -> ConvexCost {
        guard factor != 1 else { return self }
        let inverse = 1 / factor
        return ConvexCost(leftSlope: leftSlope * inverse, kinks: kinks.map { ($0.at * factor, $0.change * inverse) })
    }

    /// The slope right of kink `index` (left of every kink for −1).
    private func slope(after index: Int) -> LexCost {
        var slope = leftSlope
        for kink in kinks[...index] { slope = slope + kink.change }
        return slope
    }

    /// The least-cost size; the smallest one when several cost the same.
    var minimizer: Double {
        guard leftSlope.sign < 0 else { return kinks.first?.at ?? 0 }
        var slope = leftSlope
        for kink in kinks {
            slope = slope + kink.change
            if slope.sign >= 0 { return kink.at }
        }
        return kinks.last?.at ?? 0
    }

    /// One stretch of the function on one side of its minimizer: its slope and length
    /// (infinite for the last one).
    struct Segment {
        var slope: LexCost
        var length: Double
    }

    /// The minimizer, the segments right of it (slopes increasing) and left of it (slopes
    /// decreasing, going left); each side ends with an infinite segment.
    func segmentsAroundMinimizer() -> (minimizer: Double, right: [Segment], left: [Segment]) {
        let minimizer = self.minimizer
        var right: [Segment] = [], left: [Segment] = []
        var slope = leftSlope
        var previous = -Double.infinity
        for kink in kinks {
            // The stretch from the previous kink to this one lies wholly on one side: the
            // minimizer is itself a kink.
            if kink.at <= minimizer {
                left.append(Segment(slope: slope, length: kink.at - previous))
            } else {
                right.append(Segment(slope: slope, length: kink.at - max(previous, minimizer)))
            }
            slope = slope + kink.change
            previous = kink.at
        }
        right.append(Segment(slope: slope, length: .infinity))
        // Nearest the minimizer first; the leftmost, now last, is infinite.
        left.reverse()
        if left.isEmpty { left.append(Segment(slope: leftSlope, length: .infinity)) }
        return (minimizer, right.filter { $0.length > 0 }, left.filter { $0.length > 0 })
    }

    /// The least cost of splitting a size between two parts costing `self` and `other`
    /// (infimal convolution): the parts give way in order of their slopes.
    func convolved(with other: ConvexCost) -> ConvexCost {
        let a = segmentsAroundMinimizer(), b = other.segmentsAroundMinimizer()
        let right = Self.merge(a.right, b.right, ascending: true)
        let left = Self.merge(a.left, b.left, ascending: false)
        return Self.assemble(minimizer: a.minimizer + b.minimizer, right: right, left: left)
    }

    /// The cost of a size given to a part that follows it through a constraint held at
    /// `level` (`part = size` or `part ≤ size`, per `relation`): the part's slopes are cut at
    /// what breaking that constraint costs.
    func held(by relation: Relation, at level: Double) -> ConvexCost {
        // min over the part p of cost(p) + penalty(size − p): the penalty costs `level` per point
        // the part is above the size (≤ and =), or below it (=).
        let penalty = LexCost(1, at: level)
        let link: ConvexCost
        switch relation {
        case .equal: link = .pull(toward: 0, below: penalty, above: penalty)
        case .lessOrEqual: link = .pull(toward: 0, below: penalty, above: .zero)
        case .greaterOrEqual: link = .pull(toward: 0, below: .zero, above: penalty)
        }
        return convolved(with: link)
    }

    private static func merge(_ a: [Segment], _ b: [Segment], ascending: Bool) -> [Segment] {
        var result: [Segment] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let takeA: Bool
            if j == b.count { takeA = true } else if i == a.count { takeA = false } else {
                let order = LexCost.compare(a[i].slope, b[j].slope)
                takeA = ascending ? order <= 0 : order >= 0
            }
            let segment = takeA ? a[i] : b[j]
            if takeA { i += 1 } else { j += 1 }
            if let last = result.last, last.slope == segment.slope {
                result[result.count - 1].length += segment.length
            } else {
                result.append(segment)
            }
            if segment.length == .infinity { break }
        }
        return result
    }

    private static func assemble(minimizer: Double, right: [Segment], left: [Segment]) -> ConvexCost {
        var kinks: [(at: Double, change: LexCost)] = []
        kinks.reserveCapacity(right.count + left.count)
        // Leftmost first: the left segments run outwards from the minimizer.
        var position = minimizer
        var leftKinks: [(at: Double, change: LexCost)] = []
        for (index, segment) in left.enumerated() where index + 1 < left.count {
            position -= segment.length
            leftKinks.append((position, segment.slope - left[index + 1].slope))
        }
        kinks.append(contentsOf: leftKinks.reversed())
        let leftSlope = left.last?.slope ?? right.first?.slope ?? .zero
        if let nearestLeft = left.first, let firstRight = right.first {
            kinks.append((minimizer, firstRight.slope - nearestLeft.slope))
        }
        position = minimizer
        for (index, segment) in right.enumerated() where index + 1 < right.count {
            position += segment.length
            kinks.append((position, right[index + 1].slope - segment.slope))
        }
        return ConvexCost(leftSlope: leftSlope, kinks: kinks.filter { !$0.change.isZero })
    }

    /// The interval where the part of the slope above `level` is zero: where a constraint at
    /// `level` could move the size without costing anything more important (nil: nowhere).
    func freeInterval(above level: Double) -> ClosedRange<Double>? {
        var slope = leftSlope.above(level)
        var lower = slope.sign >= 0 ? -Double.infinity : Double.nan
        if slope.sign > 0 { return nil }
        for kink in kinks {
            slope = slope + kink.change.above(level)
            let sign = slope.sign
            if lower.isNaN && sign >= 0 { lower = kink.at }
            if sign > 0 { return lower.isNaN ? nil : lower...kink.at }
        }
        return lower.isNaN ? nil : lower...Double.infinity
    }

    /// The slope just left of `position` (for the free interval's ends).
    func slope(leftOf position: Double) -> LexCost {
        var slope = leftSlope
        for kink in kinks where kink.at < position { slope = slope + kink.change }
        return slope
    }
}
