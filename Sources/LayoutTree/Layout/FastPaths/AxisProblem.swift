/// One-dimensional lexicographic L1 problems: the per-axis shape of a row, column or stack
/// once positions are eliminated (chains of leading-edge pins are always satisfiable).
/// Used by `HierarchicalLayoutSolver`'s fast paths; every answer is the exact lexicographic
/// optimum, and there is none (false or nil) whenever the optimum is not unique (the LP then decides).
struct AxisTerm {
    var relation: Relation
    var value: Double
    var priority: Double
    var weight: Double = 1

    /// Cost of `z` for this term.
    @inline(__always) func cost(_ z: Double) -> Double {
        switch relation {
        case .equal: return weight * abs(z - value)
        case .greaterOrEqual: return z < value ? weight * (value - z) : 0
        case .lessOrEqual: return z > value ? weight * (z - value) : 0
        }
    }

    /// d cost / dz just right of `z`... evaluated at a point that is not a breakpoint.
    @inline(__always) func slope(_ z: Double) -> Double {
        switch relation {
        case .equal: return z > value ? weight : -weight
        case .greaterOrEqual: return z < value ? -weight : 0
        case .lessOrEqual: return z > value ? weight : 0
        }
    }

    func negated() -> AxisTerm {
        let flipped: Relation
        switch relation {
        case .equal: flipped = .equal
        case .greaterOrEqual: flipped = .lessOrEqual
        case .lessOrEqual: flipped = .greaterOrEqual
        }
        return AxisTerm(relation: flipped, value: -value, priority: priority, weight: weight)
    }

    func shifted(by offset: Double) -> AxisTerm {
        AxisTerm(relation: relation, value: value + offset, priority: priority, weight: weight)
    }
}

/// The terms of one axis problem's members in one buffer, which the solver reuses from
/// container to container: members address their terms by index, so building, copying and
/// solving members allocates nothing and counts no references.
final class AxisTermStore {
    private(set) var base: UnsafeMutablePointer<AxisTerm>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    func removeAll() { count = 0 }

    func append(_ term: AxisTerm) {
        if count == capacity {
            let larger = UnsafeMutablePointer<AxisTerm>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: term)
        count += 1
    }

    @inline(__always) subscript(index: Int) -> AxisTerm {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// The terms in `range`, valid until the next `append`.
    @inline(__always) func terms(_ range: Range<Int>) -> UnsafeBufferPointer<AxisTerm> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Stable insertion sort of `range` by decreasing priority (a member has a handful of terms).
    func sortByPriority(_ range: Range<Int>) {
        guard range.count > 1 else { return }
        for index in range.lowerBound + 1..<range.upperBound {
            let term = base[index]
            var position = index
            while position > range.lowerBound && base[position - 1].priority < term.priority {
                base[position] = base[position - 1]
                position -= 1
            }
            base[position] = term
        }
    }

    /// A member over the terms appended since `start`, sorted by priority.
    func member(from start: Int, lo: Double = -.infinity, hi: Double = .infinity) -> AxisMember {
        sortByPriority(start..<count)
        return AxisMember(terms: start..<count, lo: lo, hi: hi)
    }
}

/// One variable: its terms (a range of an `AxisTermStore`) and the interval its higher
/// levels left it.
struct AxisMember {
    /// Sorted by decreasing priority (stable: the written order within a level), so that each
    /// level's terms are one run.
    var terms: Range<Int>
    var lo = -Double.infinity
    var hi = Double.infinity

    var isPoint: Bool { hi - lo <= 1e-9 }

    /// The indices of the terms at `level` (empty when it has none).
    func run(atLevel level: Double, in store: AxisTermStore) -> Range<Int> {
        var start = terms.lowerBound
        while start < terms.upperBound && store[start].priority > level { start += 1 }
        var end = start
        while end < terms.upperBound && store[end].priority == level { end += 1 }
        return start..<end
    }

    func hasTerms(atLevel level: Double, in store: AxisTermStore) -> Bool { !run(atLevel: level, in: store).isEmpty }

    /// Restricts the interval to the minimisers of the terms at `level`.
    mutating func minimise(atLevel level: Double, in store: AxisTermStore) {
        guard lo < hi else { return }
        let levelTerms = store.terms(run(atLevel: level, in: store))
        // Candidates: the interval's finite ends and every term value clamped into it. The
        // cost is convex, so its minimisers are the interval between the extreme minimising
        // candidates (extended to ±∞ when the cost is flat there).
        @inline(__always) func cost(_ z: Double) -> Double {
            var c = 0.0
            for term in levelTerms { c += term.cost(z) }
            return c
        }
        var best = Double.infinity
        var minCandidate = Double.infinity, maxCandidate = -Double.infinity
        @inline(__always) func visit(_ z: Double) {
            minCandidate = min(minCandidate, z)
            maxCandidate = max(maxCandidate, z)
            best = min(best, cost(z))
        }
        guard !levelTerms.isEmpty else { return }
        for term in levelTerms { visit(min(max(term.value, lo), hi)) }
        if lo.isFinite { visit(lo) }
        if hi.isFinite { visit(hi) }
        let limit = best + 1e-9 + 1e-12 * abs(best)
        var bestLo = Double.infinity, bestHi = -Double.infinity
        @inline(__always) func accept(_ z: Double) {
            if z < bestLo || z > bestHi, cost(z) <= limit {
                bestLo = min(bestLo, z)
                bestHi = max(bestHi, z)
            }
        }
        for term in levelTerms { accept(min(max(term.value, lo), hi)) }
        if lo.isFinite { accept(lo) }
        if hi.isFinite { accept(hi) }
        var newLo = bestLo, newHi = bestHi
        if bestLo == minCandidate && lo == -.infinity {
            var slope = 0.0
            for term in levelTerms where term.relation != .lessOrEqual { slope += term.weight }
            if slope == 0 { newLo = -.infinity }
        }
        if bestHi == maxCandidate && hi == .infinity {
            var slope = 0.0
            for term in levelTerms where term.relation != .greaterOrEqual { slope += term.weight }
            if slope == 0 { newHi = .infinity }
        }
        lo = newLo
        hi = newHi
    }

    /// Appends the segments of the level's cost on [lo, hi], slopes increasing (`scratch`: reused
    /// storage for the breakpoints, so that no call allocates once buffers have grown).
    func appendSegments(atLevel level: Double, in store: AxisTermStore, into result: inout [Segment], scratch points: inout [Double]) {
        let levelTerms = store.terms(run(atLevel: level, in: store))
        points.removeAll(keepingCapacity: true)
        points.append(lo)
        for term in levelTerms where term.value > lo && term.value < hi { points.append(term.value) }
        points[1...].sort()
        points.append(hi)
        var a = lo
        for index in 1..<points.count {
            let b = points[index]
            guard b > a else { continue }
            let probe: Double
            if a.isFinite && b.isFinite { probe = (a + b) / 2 } else if a.isFinite { probe = a + 1 } else if b.isFinite { probe = b - 1 } else { probe = 0 }
            var slope = 0.0
            for term in levelTerms { slope += term.slope(probe) }
            result.append((a, b, slope))
            a = b
        }
    }
}

/// A piece of a convex piecewise-linear cost: its extent and slope.
typealias Segment = (start: Double, end: Double, slope: Double)

/// Buffers `solveChain` reuses from call to call (one per solver), so that a solve allocates
/// only its answer once they have grown.
struct AxisScratch {
    var levels: [Double] = []
    var segments: [Segment] = []
    var segmentEnds: [Int] = []
    var slopes: [Double] = []
    var points: [Double] = []
}

enum AxisProblem {
    static let tolerance = 1e-9

    /// Minimisers of one member's level cost for multiplier `lambda` (nil: none exist).
    private static func minimisers(_ segments: ArraySlice<Segment>, lo: Double, hi: Double, lambda: Double) -> (Double, Double)? {
        if segments.isEmpty { return (lo, hi) }
        var resultLo = Double.infinity, resultHi = -Double.infinity
        for segment in segments where abs(segment.slope - lambda) <= tolerance {
            resultLo = min(resultLo, segment.start)
            resultHi = max(resultHi, segment.end)
        }
        if resultLo <= resultHi { return (resultLo, resultHi) }
        // The point where the slope passes lambda.
        var point = lo
        for segment in segments where segment.slope < lambda { point = segment.end }
        guard point.isFinite else { return nil }
        return (point, point)
    }

    /// Lexicographic minimisation over `members` (terms in `store`) with, from `couplingLevel`
    /// on, Σ zᵢ = target (when `target` is given; when it cannot hold every member stops at its
    /// nearest bound). Writes each member's value to `values` and returns true, or returns
    /// false when the optimum is not unique.
    ///
    /// `ratioGroup` (two or more members with positive weights) holds zₖ ∝ weightₖ at
    /// `ratioLevel`: when that can hold exactly the group becomes one member u = Σ zₖ
    /// (zₖ = weightₖ/W · u); when it cannot, false.
    ///
    /// `preferred` (one size per member, or empty) resolves a tie that every level leaves
    /// open: see `resolveTie`.
    static func solveChain(
        _ members: inout [AxisMember], _ store: AxisTermStore, couplingLevel: Double, target: Double?,
        ratioGroup: [(member: Int, weight: Double)] = [], ratioLevel: Double = Priority.requiredWeightRatio,
        preferred: [Double] = [], scratch: inout AxisScratch, into values: inout [Double]
    ) -> Bool {
        let originalCount = members.count
        guard solveChainMerging(
            &members, store, couplingLevel: couplingLevel, target: target, ratioGroup: ratioGroup, ratioLevel: ratioLevel,
            preferred: preferred, scratch: &scratch, into: &values)
        else { return false }
        guard ratioGroup.count > 1 else { return true }
        if values.count > originalCount {
            let total = ratioGroup.reduce(0) { $0 + $1.weight }
            for (member, weight) in ratioGroup { values[member] = weight / total * values[originalCount] }
            values.removeLast(values.count - originalCount)
        }
        return true
    }

    /// `values` = every member's `lo` (or `hi`).
    private static func writeBounds(of members: [AxisMember], upper: Bool, into values: inout [Double]) {
        values.removeAll(keepingCapacity: true)
        for member in members { values.append(upper ? member.hi : member.lo) }
    }

    private static func solveChainMerging(
        _ members: inout [AxisMember], _ store: AxisTermStore, couplingLevel: Double, target: Double?,
        ratioGroup: [(member: Int, weight: Double)], ratioLevel: Double, preferred: [Double], scratch: inout AxisScratch,
        into values: inout [Double]
    ) -> Bool {
        var groupDone = ratioGroup.count < 2
        /// The group becomes one member appended at the end; its members stay as zeros.
        func applyGroup() -> Bool {
            groupDone = true
            let total = ratioGroup.reduce(0) { $0 + $1.weight }
            var lo = -Double.infinity, hi = Double.infinity
            let start = store.count
            for (member, weight) in ratioGroup {
                let factor = total / weight
                lo = max(lo, members[member].lo * factor)
                hi = min(hi, members[member].hi * factor)
                for index in members[member].terms where store[index].priority < ratioLevel {
                    let term = store[index]
                    store.append(AxisTerm(relation: term.relation, value: term.value * factor, priority: term.priority, weight: term.weight / factor))
                }
            }
            guard lo <= hi + tolerance else { return false }
            hi = max(lo, hi)
            if coupled, let target {
                var othersLo = 0.0, othersHi = 0.0
                for (index, member) in members.enumerated() where !ratioGroup.contains(where: { $0.member == index }) {
                    othersLo += member.lo
                    othersHi += member.hi
                }
                guard othersLo + lo <= target + tolerance, target <= othersHi + hi + tolerance else { return false }
            }
            for (member, _) in ratioGroup { members[member] = AxisMember(terms: 0..<0, lo: 0, hi: 0) }
            members.append(store.member(from: start, lo: lo, hi: hi))
            return true
        }
        // Every distinct priority, decreasing: a handful, so each is inserted in place (the
        // members' terms are sorted, so most are already there).
        scratch.levels.removeAll(keepingCapacity: true)
        for member in members {
            for index in member.terms {
                let priority = store[index].priority
                var position = scratch.levels.count
                while position > 0 && scratch.levels[position - 1] < priority { position -= 1 }
                if position > 0 && scratch.levels[position - 1] == priority { continue }
                scratch.levels.insert(priority, at: position)
            }
        }
        var coupled = false
        var couplingDone = false
        /// True when the coupling decides every value (written to `values`).
        func applyCoupling() -> Bool {
            couplingDone = true
            guard let target else { return false }
            var sumLo = 0.0, sumHi = 0.0
            for member in members {
                sumLo += member.lo
                sumHi += member.hi
            }
            if sumLo >= target - tolerance {
                writeBounds(of: members, upper: false, into: &values)
                return true
            }
            if sumHi <= target + tolerance {
                writeBounds(of: members, upper: true, into: &values)
                return true
            }
            coupled = true
            return false
        }
        // The buffers are taken out of `scratch` for the loop (no copies) and handed back after it.
        var levels: [Double] = [], segments: [Segment] = [], segmentEnds: [Int] = [], slopes: [Double] = [], points: [Double] = []
        swap(&levels, &scratch.levels)
        swap(&segments, &scratch.segments)
        swap(&segmentEnds, &scratch.segmentEnds)
        swap(&slopes, &scratch.slopes)
        swap(&points, &scratch.points)
        defer {
            swap(&levels, &scratch.levels)
            swap(&segments, &scratch.segments)
            swap(&segmentEnds, &scratch.segmentEnds)
            swap(&slopes, &scratch.slopes)
            swap(&points, &scratch.points)
        }
        for level in levels {
            if !couplingDone && level < couplingLevel {
                if applyCoupling() { return true }
            }
            if level == couplingLevel { return false }
            if !groupDone && level < ratioLevel {
                guard applyGroup() else { return false }
            }
            if !groupDone && level == ratioLevel { return false }
            if !coupled {
                for index in members.indices { members[index].minimise(atLevel: level, in: store) }
                continue
            }
            // With one member open or none the sum decides everything; a level that no open
            // member has a term at changes nothing.
            var open = 0, active = 0
            for member in members where !member.isPoint {
                open += 1
                if member.hasTerms(atLevel: level, in: store) { active += 1 }
            }
            if open <= 1 { break }
            if active == 0 { continue }
            // Σ zᵢ = target with each cost separable: the minimisers for one optimal multiplier.
            // Every member's segments in one buffer, reused from level to level.
            segments.removeAll(keepingCapacity: true)
            segmentEnds.removeAll(keepingCapacity: true)
            slopes.removeAll(keepingCapacity: true)
            for member in members {
                if member.isPoint {
                    // no segments: the member is decided
                } else if !member.hasTerms(atLevel: level, in: store) {
                    segments.append((member.lo, member.hi, 0))
                } else {
                    member.appendSegments(atLevel: level, in: store, into: &segments, scratch: &points)
                }
                segmentEnds.append(segments.count)
            }
            for segment in segments { slopes.append(segment.slope) }
            if slopes.isEmpty { continue }
            slopes.sort()
            @inline(__always) func memberMinimisers(_ index: Int, _ lambda: Double) -> (Double, Double)? {
                let start = index == 0 ? 0 : segmentEnds[index - 1]
                return minimisers(segments[start..<segmentEnds[index]], lo: members[index].lo, hi: members[index].hi, lambda: lambda)
            }
            // The first multiplier whose minimisers can sum to the target (sums only, then
            // the ranges once).
            var chosenLambda: Double?
            var previous = -Double.infinity
            for lambda in slopes where lambda > previous + tolerance {
                previous = lambda
                var sumLo = 0.0, sumHi = 0.0
                var feasible = true
                for index in members.indices {
                    guard let range = memberMinimisers(index, lambda) else {
                        feasible = false
                        break
                    }
                    sumLo += range.0
                    sumHi += range.1
                }
                guard feasible, let target else { continue }
                if sumLo <= target + tolerance && target <= sumHi + tolerance {
                    chosenLambda = lambda
                    break
                }
            }
            guard let lambda = chosenLambda else { return false }
            for index in members.indices {
                guard let chosen = memberMinimisers(index, lambda) else { return false }
                members[index].lo = max(members[index].lo, chosen.0)
                members[index].hi = min(members[index].hi, chosen.1)
                if members[index].lo > members[index].hi { return false }
            }
        }
        if !couplingDone && applyCoupling() { return true }
        if !groupDone {
            guard applyGroup() else { return false }
        }
        guard coupled, let target else {
            guard members.allSatisfy(\.isPoint) else { return false }
            writeBounds(of: members, upper: false, into: &values)
            return true
        }
        var sumLo = 0.0, sumHi = 0.0
        var open = -1, openCount = 0
        for (index, member) in members.enumerated() {
            sumLo += member.lo
            sumHi += member.hi
            if !member.isPoint {
                open = index
                openCount += 1
            }
        }
        if abs(sumLo - target) <= tolerance {
            writeBounds(of: members, upper: false, into: &values)
            return true
        }
        if abs(sumHi - target) <= tolerance {
            writeBounds(of: members, upper: true, into: &values)
            return true
        }
        guard openCount == 1 else { return resolveTie(members, target: target, preferred: preferred, into: &values) }
        writeBounds(of: members, upper: false, into: &values)
        var others = 0.0
        for (index, value) in values.enumerated() where index != open { others += value }
        values[open] = target - others
        return true
    }

    /// Several members still open after every level: the priorities leave a tie (these
    /// members have no tie-break terms, being containers). It is resolved as §2.0 resolves
    /// ties: each member keeps its preferred size (its natural one) as far as its range allows,
    /// and the difference to `target` is taken up from the last member back. False without
    /// one preferred size per member (a merged ratio group): then the LP decides.
    private static func resolveTie(_ members: [AxisMember], target: Double, preferred: [Double], into values: inout [Double]) -> Bool {
        guard preferred.count == members.count else { return false }
        values.removeAll(keepingCapacity: true)
        var remaining = target
        for (member, size) in zip(members, preferred) {
            let value = min(max(size, member.lo), member.hi)
            values.append(value)
            remaining -= value
        }
        for index in members.indices.reversed() where abs(remaining) > tolerance {
            let value = values[index]
            let changed = min(max(value + remaining, members[index].lo), members[index].hi)
            values[index] = changed
            remaining -= changed - value
        }
        return abs(remaining) <= tolerance
    }

    /// One member alone through every level; nil unless it ends at a single value.
    static func solveAlone(_ member: inout AxisMember, _ store: AxisTermStore) -> Double? {
        minimiseAbove(&member, store, level: -.infinity)
        return member.isPoint ? member.lo : nil
    }

    /// Minimises a member level by level, from its highest down to (not including) `level`.
    static func minimiseAbove(_ member: inout AxisMember, _ store: AxisTermStore, level: Double) {
        // The member's levels in decreasing order: its sorted terms, one run at a time.
        var index = member.terms.lowerBound
        while index < member.terms.upperBound {
            let next = store[index].priority
            guard next > level else { return }
            member.minimise(atLevel: next, in: store)
            if member.lo >= member.hi { return }
            while index < member.terms.upperBound && store[index].priority == next { index += 1 }
        }
    }
}
