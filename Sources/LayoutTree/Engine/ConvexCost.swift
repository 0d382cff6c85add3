/// What a view's size costs, as a function of that size: convex and piecewise linear, with
/// slopes in the lexicographic order of priorities (`LexCost`). A leaf's cost is the sum of
/// its own constraints (SEMANTICS.md §2.0, §2.1); a container's is the least cost of its
/// whole subtree at each size its parent could give it, which is again convex — so a parent
/// needs nothing but its children's costs to solve exactly, and the whole document is solved
/// in one pass up and one pass down.
///
/// Held as its least-cost size and the stretches on either side of it, each with its slope:
/// the form in which parts give way to one another (convolution), so it is kept, and sums
/// go through kinks (where the slope changes) and back.
struct ConvexCost: Sendable {
    /// One stretch of the function on one side of its minimizer: its slope and length
    /// (infinite for the last one).
    struct Segment {
        var slope: LexCost
        var length: Double
    }

    /// The least-cost size; the smallest one when several cost the same.
    private(set) var minimizer: Double
    /// Right of the minimizer, slopes increasing; the last is infinite.
    private(set) var right: [Segment]
    /// Left of the minimizer going left, slopes decreasing (all negative); the last is infinite.
    private(set) var left: [Segment]

    static let zero = ConvexCost(minimizer: 0, right: [Segment(slope: .zero, length: .infinity)], left: [])

    private init(minimizer: Double, right: [Segment], left: [Segment]) {
        self.minimizer = minimizer
        self.right = right
        self.left = left
    }

    /// `below` per point under `target` and `above` per point over it (both non-negative):
    /// `size ≥ target` held at `below`, `size = target` at both, `size ≤ target` at `above`.
    static func pull(toward target: Double, below: LexCost, above: LexCost) -> ConvexCost {
        if below.isZero {
            // Non-decreasing: flat to the left, the smallest least-cost size is −∞; kept at the
            // target with a flat left side (it only joins sums, which have a side that is not).
            return ConvexCost(minimizer: target, right: [Segment(slope: above, length: .infinity)], left: [Segment(slope: .zero, length: .infinity)])
        }
        return ConvexCost(minimizer: target, right: [Segment(slope: above, length: .infinity)], left: [Segment(slope: -below, length: .infinity)])
    }

    /// A constraint `size relation target` held at `level`, `weight` per point.
    static func bound(_ relation: Relation, _ target: Double, at level: Priority, weight: Double = 1) -> ConvexCost {
        let cost = LexCost(weight, at: level)
        switch relation {
        case .equal: return pull(toward: target, below: cost, above: cost)
        case .greaterOrEqual: return pull(toward: target, below: cost, above: .zero)
        case .lessOrEqual: return pull(toward: target, below: .zero, above: cost)
        }
    }

    /// The sum of several pulls at once (a view's own constraints): built from their kinks
    /// directly, without a function per pull.
    static func pulls(_ terms: [(target: Double, below: LexCost, above: LexCost)]) -> ConvexCost {
        var leftSlope = LexCost.zero
        var kinks: [(at: Double, change: LexCost)] = []
        kinks.reserveCapacity(terms.count)
        for term in terms.sorted(by: { $0.target < $1.target }) {
            leftSlope = leftSlope - term.below
            let change = term.below + term.above
            if let last = kinks.last, last.at == term.target {
                kinks[kinks.count - 1].change = last.change + change
            } else {
                kinks.append((term.target, change))
            }
        }
        return from(leftSlope: leftSlope, kinks: kinks)
    }

    // MARK: Kinks

    /// The slope left of every kink and, in increasing position, how much it grows at each.
    private var kinks: (leftSlope: LexCost, kinks: [(at: Double, change: LexCost)]) {
        var kinks: [(at: Double, change: LexCost)] = []
        kinks.reserveCapacity(left.count + right.count)
        let leftSlope = appendKinks(to: &kinks)
        return (leftSlope, kinks)
    }

    /// Appends the kinks, in increasing position, to `kinks` (reserved by the caller: reserving
    /// part by part would copy the array each time); returns the slope left of them all.
    private func appendKinks(to kinks: inout [(at: Double, change: LexCost)]) -> LexCost {
        let start = kinks.count
        var position = minimizer
        for index in left.indices.dropLast() {
            position -= left[index].length
            kinks.append((position, left[index].slope - left[index + 1].slope))
        }
        kinks[start...].reverse()
        if let nearest = left.first, let first = right.first {
            kinks.append((minimizer, first.slope - nearest.slope))
        }
        position = minimizer
        for index in right.indices.dropLast() {
            position += right[index].length
            kinks.append((position, right[index + 1].slope - right[index].slope))
        }
        return left.last?.slope ?? right.first?.slope ?? .zero
    }

    /// The function whose slope is `leftSlope` left of every kink and grows at each.
    private static func from(leftSlope: LexCost, kinks: [(at: Double, change: LexCost)]) -> ConvexCost {
        var slope = leftSlope
        var previous = -Double.infinity
        var left: [Segment] = []
        var right: [Segment] = []
        left.reserveCapacity(kinks.count + 1)
        right.reserveCapacity(kinks.count + 1)
        var minimizer: Double?
        for kink in kinks where !kink.change.isZero {
            if let minimizer {
                right.append(Segment(slope: slope, length: kink.at - max(previous, minimizer)))
            } else {
                left.append(Segment(slope: slope, length: kink.at - previous))
            }
            slope = slope + kink.change
            previous = kink.at
            if minimizer == nil && slope.sign >= 0 { minimizer = kink.at }
        }
        right.append(Segment(slope: slope, length: .infinity))
        left.reverse()
        // No kink where the slope turns: the function is monotone; keep its last kink (or 0).
        let found = minimizer ?? (kinks.last?.at ?? 0)
        if minimizer == nil {
            // Decreasing everywhere: every stretch so far is left of the last kink.
            return ConvexCost(minimizer: found, right: [Segment(slope: slope, length: .infinity)], left: left)
        }
        // Stretches of no length (kinks at the minimizer) are dropped, in place.
        right.removeAll { !($0.length > 0) }
        left.removeAll { !($0.length > 0) }
        return ConvexCost(minimizer: found, right: right, left: left)
    }

    static func + (lhs: ConvexCost, rhs: ConvexCost) -> ConvexCost {
        if rhs.isZero { return lhs }
        if lhs.isZero { return rhs }
        return sum([lhs, rhs])
    }

    /// The sum of many costs at once: their kinks sorted together.
    static func sum(_ costs: [ConvexCost]) -> ConvexCost {
        var parts = 0
        var only: ConvexCost?
        for cost in costs where !cost.isZero {
            parts += 1
            only = cost
        }
        if parts <= 1 { return only ?? .zero }
        var leftSlope = LexCost.zero
        var all: [(at: Double, change: LexCost)] = []
        all.reserveCapacity(costs.reduce(0) { $0 + $1.left.count + $1.right.count })
        for cost in costs where !cost.isZero {
            leftSlope = leftSlope + cost.appendKinks(to: &all)
        }
        // Sorted by position through their indices (the same order as sorting the kinks, without
        // moving them), and kinks at one position joined in that order.
        var order: [(at: Double, index: Int)] = []
        order.reserveCapacity(all.count)
        for (index, kink) in all.enumerated() { order.append((kink.at, index)) }
        order.sort { $0.at < $1.at }
        var merged: [(at: Double, change: LexCost)] = []
        merged.reserveCapacity(all.count)
        for entry in order {
            if let last = merged.last, last.at == entry.at {
                merged[merged.count - 1].change = last.change + all[entry.index].change
            } else {
                merged.append(all[entry.index])
            }
        }
        return from(leftSlope: leftSlope, kinks: merged)
    }

    private var isZero: Bool { left.isEmpty && right.count == 1 && right[0].slope.isZero && minimizer == 0 }

    // MARK: Moving, stretching, sharing

    /// The cost of `size − offset`: the same function moved `offset` to the right.
    func shifted(by offset: Double) -> ConvexCost {
        var result = self
        result.minimizer += offset
        return result
    }

    /// The cost of `size / factor` (factor > 0): stretched `factor` times along the size.
    func stretched(by factor: Double) -> ConvexCost {
        guard factor != 1 else { return self }
        let inverse = 1 / factor
        return ConvexCost(
            minimizer: minimizer * factor,
            right: right.map { Segment(slope: $0.slope * inverse, length: $0.length * factor) },
            left: left.map { Segment(slope: $0.slope * inverse, length: $0.length * factor) })
    }

    /// The minimizer and the stretches on either side of it.
    func segmentsAroundMinimizer() -> (minimizer: Double, right: [Segment], left: [Segment]) {
        (minimizer, right, left.isEmpty ? [Segment(slope: right[0].slope, length: .infinity)] : left)
    }

    /// The least cost of splitting a size between two parts costing `self` and `other`
    /// (infimal convolution): the parts give way in order of their slopes.
    func convolved(with other: ConvexCost) -> ConvexCost { Self.convolution([self, other]) }

    /// The least cost of sharing a size among many parts (their infimal convolution): the
    /// stretches of all of them, cheapest first.
    static func convolution(_ costs: [ConvexCost]) -> ConvexCost {
        guard costs.count > 1 else { return costs.first ?? .zero }
        var minimizer = 0.0
        var right: [Segment] = [], left: [Segment] = []
        for cost in costs {
            minimizer += cost.minimizer
            right.append(contentsOf: cost.right)
            left.append(contentsOf: cost.left)
        }
        return ConvexCost(minimizer: minimizer, right: inOrder(right, ascending: true), left: inOrder(left, ascending: false))
    }

    /// Stretches in the order they give way, equal slopes joined, up to the first infinite one.
    private static func inOrder(_ segments: [Segment], ascending: Bool) -> [Segment] {
        // Sorted through their indices: the same order as sorting the segments, without moving them.
        var order = Array(segments.indices)
        order.sort { a, b in
            let comparison = LexCost.compare(segments[a].slope, segments[b].slope)
            return ascending ? comparison < 0 : comparison > 0
        }
        var result: [Segment] = []
        result.reserveCapacity(segments.count)
        for index in order {
            let segment = segments[index]
            if let last = result.last, last.slope == segment.slope {
                result[result.count - 1].length += segment.length
            } else {
                result.append(segment)
            }
            if segment.length == .infinity { break }
        }
        return result
    }

    /// The cost of a size given to a part that follows it through a constraint held at
    /// `level` (`part = size`, or `part ≤ size`): the part's slopes are cut at what breaking
    /// that constraint costs.
    func held(by relation: Relation, at level: Priority) -> ConvexCost {
        let penalty = LexCost(1, at: level)
        var result = self
        // Growing the size past what the part wants costs at most the penalty (= and ≥), or
        // nothing (≤: the part stays); shrinking it below costs at most the penalty (= and ≤),
        // or nothing (≥).
        let rightCap = relation == .lessOrEqual ? LexCost.zero : penalty
        if let cut = result.right.firstIndex(where: { LexCost.compare($0.slope, rightCap) >= 0 }) {
            result.right = Array(result.right[..<cut]) + [Segment(slope: rightCap, length: .infinity)]
        }
        if relation == .greaterOrEqual {
            result.left = [Segment(slope: .zero, length: .infinity)]
        } else if let cut = result.left.firstIndex(where: { LexCost.compare($0.slope, -penalty) <= 0 }) {
            result.left = Array(result.left[..<cut]) + [Segment(slope: -penalty, length: .infinity)]
        }
        return result
    }

    /// The least-cost size once `size relation target` is added at `level` (weight 1): the
    /// minimizer of `self + .bound(relation, target, at: level)`, without building the sum.
    func minimizer(with relation: Relation, _ target: Double, at level: Priority) -> Double {
        let penalty = LexCost(1, at: level)
        if target > minimizer, relation != .lessOrEqual {
            // Pulled right: walk right while the slope stays below the pull.
            var position = minimizer
            for segment in right {
                if LexCost.compare(segment.slope, penalty) >= 0 { return position }
                if position + segment.length >= target { return target }
                position += segment.length
            }
            return target
        }
        if target < minimizer, relation != .greaterOrEqual {
            var position = minimizer
            for segment in left {
                let order = LexCost.compare(segment.slope, -penalty)
                if order < 0 { return max(position, target) }
                if position - segment.length <= target { return target }
                position -= segment.length
                // As steep as the pull: flat, and the smallest of equal sizes is kept.
                if order == 0 { return position }
            }
            return target
        }
        return minimizer
    }

    // MARK: Where a constraint is free to move the size

    /// The interval where the part of the slope above `level` is zero: where a constraint at
    /// `level` could move the size without costing anything more important (nil: nowhere).
    func freeInterval(above level: Priority) -> ClosedRange<Double>? {
        let form = kinks
        var slope = form.leftSlope.above(level)
        if slope.sign > 0 { return nil }
        var lower = slope.sign >= 0 ? -Double.infinity : Double.nan
        for kink in form.kinks {
            slope = slope + kink.change.above(level)
            let sign = slope.sign
            if lower.isNaN && sign >= 0 { lower = kink.at }
            if sign > 0 { return lower.isNaN ? nil : lower...kink.at }
        }
        return lower.isNaN ? nil : lower...Double.infinity
    }

    /// The slope just left of `position`.
    func slope(leftOf position: Double) -> LexCost {
        let form = kinks
        var slope = form.leftSlope
        for kink in form.kinks where kink.at < position { slope = slope + kink.change }
        return slope
    }
}
