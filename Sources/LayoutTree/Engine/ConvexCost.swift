/// What a view's size costs, as a function of that size: convex and piecewise linear, with
/// slopes in the lexicographic order of priorities (`LexCost`). A leaf's cost is the sum of
/// its own constraints (SEMANTICS.md §2.0, §2.1); a container's is the least cost of its
/// whole subtree at each size its parent could give it, which is again convex — so a parent
/// needs nothing but its children's costs to solve exactly, and the whole document is solved
/// in one pass up and one pass down.
///
/// Held as its kinks: where the slope changes, and by how much at one priority level each, in
/// order of position (a change at several levels is several kinks at one position); kinks at
/// −∞ make up the slope left of all the others. Sums — most of the work — are then merges of
/// sorted arrays of plain values; the stretches between kinks, with their slopes, are
/// materialised only where parts give way to one another (convolution) and in the pass down.
struct ConvexCost: Sendable {
    /// One stretch of the function on one side of its minimizer: its slope and length
    /// (infinite for the last one).
    struct Segment {
        var slope: LexCost
        var length: Double
    }

    /// At `at` the slope grows by `amount` at `level`.
    struct Kink: Sendable {
        var at: Double
        var level: Double
        var amount: Double

        /// The kinks' order: by position, then highest level first.
        @inline(__always) static func precedes(_ lhs: Kink, _ rhs: Kink) -> Bool {
            lhs.at < rhs.at || (lhs.at == rhs.at && lhs.level > rhs.level)
        }
    }

    /// The least-cost size; the smallest one when several cost the same.
    private(set) var minimizer: Double
    /// In `Kink.precedes` order, at most one per position and level, none within the
    /// tolerance of zero.
    private(set) var kinks: [Kink]

    static let zero = ConvexCost(minimizer: 0, kinks: [])

    /// A function from its kinks, already in order (`ConvexCost+Convolution`).
    init(minimizer: Double, kinks: [Kink]) {
        self.minimizer = minimizer
        self.kinks = kinks
    }

    /// `below` per point under `target` and `above` per point over it (both non-negative):
    /// `size ≥ target` held at `below`, `size = target` at both, `size ≤ target` at `above`.
    /// The least-cost size is the target, also when nothing holds the size up (`below` zero:
    /// such a pull only joins sums, which have a side that is not flat).
    static func pull(toward target: Double, below: LexCost, above: LexCost) -> ConvexCost {
        var kinks: [Kink] = []
        kinks.reserveCapacity(2 * below.termCount + above.termCount)
        for index in 0..<below.termCount {
            let term = below.term(index)
            kinks.append(Kink(at: -.infinity, level: term.level, amount: -term.amount))
        }
        appendChange(below + above, at: target, to: &kinks)
        return ConvexCost(minimizer: target, kinks: kinks)
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

    /// How firmly a pull holds on one side of its target: `weight` per point, at `level`.
    struct Hold {
        var level: Priority
        var weight: Double = 1
    }

    /// The sum of several pulls at once (a view's own constraints): their kinks written
    /// straight away, then sorted once, without a function or a `LexCost` per pull (a view's
    /// own constraints are a handful of pulls at one level on each side).
    struct Pulls {
        private var kinks: [Kink] = []

        /// `capacity`: how many kinks the pulls will write (`add` writes up to three per pull),
        /// reserved at once: the pulls' array becomes their sum's, grown by no append.
        init(capacity: Int) {
            kinks.reserveCapacity(capacity)
        }

        /// `size ≥ target` held by `below`, `size ≤ target` by `above` (both: `size = target`).
        mutating func add(toward target: Double, below: Hold?, above: Hold?) {
            if let below, abs(below.weight) > LexCost.tolerance {
                kinks.append(Kink(at: -.infinity, level: below.level.level, amount: -below.weight))
                kinks.append(Kink(at: target, level: below.level.level, amount: below.weight))
            }
            if let above, abs(above.weight) > LexCost.tolerance {
                kinks.append(Kink(at: target, level: above.level.level, amount: above.weight))
            }
        }

        /// The pulls' sum; from `lowest` up only, where given (as `dropLevels` leaves it, in
        /// place: the least-cost size is found with every level).
        consuming func sum(keepingFrom lowest: Priority? = nil) -> ConvexCost {
            Self.insertionSort(&kinks)
            joinAtEqualPlaces(&kinks)
            let minimizer = leastCostPosition(kinks)
            if let lowest { kinks.removeAll { $0.level < lowest.level } }
            return ConvexCost(minimizer: minimizer, kinks: kinks)
        }

        /// A view's few pulls (a dozen kinks at most) sorted in place, stably as the standard
        /// library's sort is (kinks at one position and level are added in order): by hand,
        /// because that sort's set-up costs more than the sorting on arrays this short, and a
        /// leaf's cost may be found from its pulls each time it is read (`AxisPass.cost(of:)`).
        private static func insertionSort(_ kinks: inout [Kink]) {
            kinks.withUnsafeMutableBufferPointer { buffer in
                for end in buffer.indices.dropFirst() {
                    let kink = buffer[end]
                    var slot = end
                    while slot > 0 && Kink.precedes(kink, buffer[slot - 1]) {
                        buffer[slot] = buffer[slot - 1]
                        slot -= 1
                    }
                    buffer[slot] = kink
                }
            }
        }
    }

    /// Adds `pull(toward: target)` held by `hold` on both sides, in place: its kinks inserted
    /// where they fall, rather than a sum that writes every kink again (a container's tie-break,
    /// §2.0, added to its subtree's cost). A pull toward the minimizer keeps it: slopes left of
    /// it fall further and those right of it rise, so the sign of each stays as it was.
    mutating func addPull(toward target: Double, holding hold: Hold) {
        guard abs(hold.weight) > LexCost.tolerance else { return }
        // Room for both at once: growing the array for them would double it, and a container's
        // cost is kept until the layout ends.
        kinks.reserveCapacity(kinks.count + 2)
        Self.insert(Kink(at: -.infinity, level: hold.level.level, amount: -hold.weight), into: &kinks)
        Self.insert(Kink(at: target, level: hold.level.level, amount: 2 * hold.weight), into: &kinks)
        if target != minimizer { minimizer = Self.leastCostPosition(kinks) }
    }

    /// Inserts `kink` in `Kink.precedes` order, joined with one at its position and level.
    private static func insert(_ kink: Kink, into kinks: inout [Kink]) {
        var low = 0, high = kinks.count
        while low < high {
            let middle = (low + high) / 2
            if Kink.precedes(kinks[middle], kink) { low = middle + 1 } else { high = middle }
        }
        if low < kinks.count, kinks[low].at == kink.at, kinks[low].level == kink.level {
            kinks[low].amount += kink.amount
            if !(abs(kinks[low].amount) > LexCost.tolerance) { kinks.remove(at: low) }
        } else if abs(kink.amount) > LexCost.tolerance {
            kinks.insert(kink, at: low)
        }
    }

    /// A function from kinks in any order (a cost found by sampling, `ComponentCost`): sorted,
    /// joined where they share a position and level, its least-cost size found.
    init(unsortedKinks: [Kink]) {
        var kinks = unsortedKinks
        kinks.sort(by: Kink.precedes)
        Self.joinAtEqualPlaces(&kinks)
        self.init(minimizer: Self.leastCostPosition(kinks), kinks: kinks)
    }

    /// The cost at `size`, level by level, added to `costs`, up to a constant that is the same
    /// at every size (the function is held as its slopes: the slope left of every kink times
    /// the size, plus each kink's change times how far the size lies past it). `positions`: per
    /// kink, where its level is in `costs`.
    func addValue(at size: Double, positions: [Int], to costs: inout [Double]) {
        for (kink, position) in zip(kinks, positions) {
            let run = kink.at == -.infinity ? size : max(0, size - kink.at)
            if run != 0 { costs[position] += kink.amount * run }
        }
    }

    // MARK: Kinks

    /// Appends `change`'s terms as kinks at `position` (highest level first).
    private static func appendChange(_ change: LexCost, at position: Double, to kinks: inout [Kink]) {
        for index in 0..<change.termCount {
            let term = change.term(index)
            kinks.append(Kink(at: position, level: term.level, amount: term.amount))
        }
    }

    /// Sorted kinks with those at one position and level added up (and dropped when they
    /// cancel), in place.
    private static func joinAtEqualPlaces(_ kinks: inout [Kink]) {
        var count = 0
        for index in kinks.indices {
            let kink = kinks[index]
            if count > 0, kinks[count - 1].at == kink.at, kinks[count - 1].level == kink.level {
                kinks[count - 1].amount += kink.amount
                if !(abs(kinks[count - 1].amount) > LexCost.tolerance) { count -= 1 }
            } else if abs(kink.amount) > LexCost.tolerance {
                kinks[count] = kink
                count += 1
            }
        }
        kinks.removeLast(kinks.count - count)
    }

    /// Two sorted arrays of kinks as one, those at one position and level added up.
    private static func merged(_ a: [Kink], _ b: [Kink]) -> [Kink] {
        var result: [Kink] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            if x.at == y.at && x.level == y.level {
                let amount = x.amount + y.amount
                if abs(amount) > LexCost.tolerance { result.append(Kink(at: x.at, level: x.level, amount: amount)) }
                i += 1
                j += 1
            } else if Kink.precedes(x, y) {
                result.append(x)
                i += 1
            } else {
                result.append(y)
                j += 1
            }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }

    /// The first position where the slope stops falling (the smallest least-cost size); when it
    /// falls everywhere, the last kink (or 0).
    private static func leastCostPosition(_ kinks: [Kink]) -> Double {
        var slope = RunningSlope()
        var index = 0
        while index < kinks.count {
            let position = kinks[index].at
            while index < kinks.count && kinks[index].at == position {
                slope.add(kinks[index])
                index += 1
            }
            if position > -.infinity && slope.sign >= 0 { return position }
        }
        if let last = kinks.last, last.at > -.infinity { return last.at }
        return 0
    }

    static func + (lhs: ConvexCost, rhs: ConvexCost) -> ConvexCost {
        if rhs.isZero { return lhs }
        if lhs.isZero { return rhs }
        let kinks = merged(lhs.kinks, rhs.kinks)
        return ConvexCost(minimizer: leastCostPosition(kinks), kinks: kinks)
    }

    /// The sum of many costs at once: their kinks merged, read from the costs where they are
    /// (no array of the costs' kink arrays is built: that was one more array per container).
    static func sum(_ costs: [ConvexCost]) -> ConvexCost {
        // The costs that are not zero: how many, and the first two.
        var count = 0, first = 0, second = 0
        for (index, cost) in costs.enumerated() where !cost.isZero {
            if count == 0 { first = index } else if count == 1 { second = index }
            count += 1
        }
        if count == 0 { return .zero }
        if count == 1 { return costs[first] }
        // Zero costs have no kinks: merging all the costs merges the same kinks in the same order.
        let kinks = count == 2 ? merged(costs[first].kinks, costs[second].kinks) : merged(costs, nonZero: count)
        return ConvexCost(minimizer: leastCostPosition(kinks), kinks: kinks)
    }

    /// The kinks of many costs (`nonZero` of them not zero) as one sorted array, in one pass (a
    /// heap of the costs by their next kink): one array written, where merging in pairs would
    /// write every kink once per round — and a wide container's rounds of large arrays cost more
    /// in fresh memory than in merging.
    private static func merged(_ parts: [ConvexCost], nonZero: Int) -> [Kink] {
        if nonZero <= fewParts { return mergedFew(parts, nonZero: nonZero) }
        var result: [Kink] = []
        result.reserveCapacity(parts.reduce(0) { $0 + $1.kinks.count })
        var next = [Int](repeating: 0, count: parts.count)
        // Indices of the parts not yet used up, as a binary heap by their next kink.
        var heap = parts.indices.filter { !parts[$0].kinks.isEmpty }
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let x = parts[a].kinks[next[a]], y = parts[b].kinks[next[b]]
            return Kink.precedes(x, y) || (!Kink.precedes(y, x) && a < b)
        }
        func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1, right = left + 1
                var first = parent
                if left < heap.count && precedes(heap[left], heap[first]) { first = left }
                if right < heap.count && precedes(heap[right], heap[first]) { first = right }
                if first == parent { return }
                heap.swapAt(parent, first)
                parent = first
            }
        }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
        while let part = heap.first {
            let kink = parts[part].kinks[next[part]]
            appendJoining(kink, to: &result)
            next[part] += 1
            if next[part] == parts[part].kinks.count {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            if !heap.isEmpty { siftDown(0) }
        }
        return result
    }

    /// Appends `kink` to kinks in order, added to the last one where it has the same position
    /// and level (and the two dropped where they cancel).
    @inline(__always) private static func appendJoining(_ kink: Kink, to result: inout [Kink]) {
        if let last = result.last, last.at == kink.at, last.level == kink.level {
            result[result.count - 1].amount += kink.amount
            if !(abs(result[result.count - 1].amount) > LexCost.tolerance) { result.removeLast() }
        } else {
            result.append(kink)
        }
    }

    /// Up to this many costs not zero are merged by looking at each one's next kink (`mergedFew`).
    private static let fewParts = 8

    /// `merged` for a few costs (a container's own cost, its children's as it holds them, a
    /// tie-break): the next kink is the least of each one's next one, the earlier cost's on
    /// ties — the order the heap pops them in, so the same sums in the same order — without
    /// the heap's arrays and its comparisons through them.
    private static func mergedFew(_ costs: [ConvexCost], nonZero: Int) -> [Kink] {
        var result: [Kink] = []
        result.reserveCapacity(costs.reduce(0) { $0 + $1.kinks.count })
        // The kinks of the costs not zero, in order, held in temporary room rather than a new
        // array, and the index of each one's next kink.
        withUnsafeTemporaryAllocation(of: [Kink].self, capacity: nonZero) { parts in
            var count = 0
            for cost in costs where !cost.isZero && count < nonZero {
                parts.initializeElement(at: count, to: cost.kinks)
                count += 1
            }
            defer { parts[..<count].deinitialize() }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { next in
                next.initialize(repeating: 0)
                while true {
                    var least = -1
                    for part in 0..<count where next[part] < parts[part].count {
                        if least < 0 || Kink.precedes(parts[part][next[part]], parts[least][next[least]]) { least = part }
                    }
                    guard least >= 0 else { return }
                    let kink = parts[least][next[least]]
                    next[least] += 1
                    appendJoining(kink, to: &result)
                }
            }
        }
        return result
    }

    private var isZero: Bool { kinks.isEmpty && minimizer == 0 }

    /// Whether `other` is this very function, bit for bit: what reads either reads the same.
    func isIdentical(to other: ConvexCost) -> Bool {
        minimizer.bitPattern == other.minimizer.bitPattern && kinks.count == other.kinks.count
            && zip(kinks, other.kinks).allSatisfy {
                $0.at.bitPattern == $1.at.bitPattern && $0.level.bitPattern == $1.level.bitPattern && $0.amount.bitPattern == $1.amount.bitPattern
            }
    }

    /// The function without its kinks below `level`, in place; its least-cost size is kept
    /// (`ExactLayoutSolver.AxisPass.passedUp` says why it is the same).
    mutating func dropLevels(below level: Priority) {
        keepKinks(atOrAbove: level.level)
    }

    /// The function in an array of its own size, where the one it was built in had more room
    /// (a sum reserves two kinks a stretch and uses one or two): for a cost kept until the pass
    /// down (issue #16: memory per view).
    mutating func releaseUnusedCapacity() {
        keepKinks(atOrAbove: -.infinity)
    }

    /// Keeps the kinks at `level` and above, in a new array of the exact size where any is
    /// dropped or where the array has more than a quarter of its room unused: the old one may be
    /// shared, and is freed in full.
    private mutating func keepKinks(atOrAbove level: Double) {
        let kept = kinks.reduce(0) { $0 + ($1.level < level ? 0 : 1) }
        guard kept < kinks.count || kinks.capacity > kinks.count + kinks.count / 4 + 1 else { return }
        var remaining: [Kink] = []
        remaining.reserveCapacity(kept)
        for kink in kinks where kink.level >= level { remaining.append(kink) }
        kinks = remaining
    }

    // MARK: Moving, stretching, sharing

    /// The cost of `size − offset`: the function moved `offset` to the right, in place (no copy
    /// of a function held only here).
    mutating func shift(by offset: Double) {
        guard offset != 0 else { return }
        minimizer += offset
        var collided = false
        var before = -Double.infinity
        for index in kinks.indices {
            let at = kinks[index].at
            kinks[index].at += offset
            if index > 0 && Self.roundedTogether(before, at, to: kinks[index - 1].at, kinks[index].at) { collided = true }
            before = at
        }
        if collided { Self.restoreOrder(&kinks) }
    }

    /// Kinks moved or stretched by one rounding (order is kept: x + c and c·x never cross) put
    /// back in `Kink.precedes` order with one kink per position and level, where two positions
    /// came out equal: 1.7999999999999998 and 1.8 moved by 16 are both 17.8, and a weight
    /// group's walk read the view's two stops there as two and counted its change of slope
    /// twice (`WeightSharesWalk`; a campaign's 6-view reduction lost 615 pt to a label).
    private static func restoreOrder(_ kinks: inout [Kink]) {
        kinks.sort(by: Kink.precedes)
        joinAtEqualPlaces(&kinks)
    }

    /// Whether two kinks in order, at `before` and `at`, came to one position (`movedBefore`,
    /// `moved`) where they were at two: the one test `shift` and `stretched` both make.
    @inline(__always) private static func roundedTogether(_ before: Double, _ at: Double, to movedBefore: Double, _ moved: Double) -> Bool {
        at != before && moved == movedBefore
    }

    /// The cost of −size: reflected about 0, so that a bound below becomes one above. The slope
    /// at x is minus the slope at −x: each kink moves to −at with its change, and the slope left
    /// of them all is minus the slope right of them all.
    func mirrored() -> ConvexCost {
        var kinks: [Kink] = []
        kinks.reserveCapacity(self.kinks.count)
        var right: [Double: Double] = [:]
        for kink in self.kinks {
            right[kink.level, default: 0] += kink.amount
            if kink.at > -.infinity { kinks.append(Kink(at: -kink.at, level: kink.level, amount: kink.amount)) }
        }
        for (level, slope) in right where abs(slope) > LexCost.tolerance { kinks.append(Kink(at: -.infinity, level: level, amount: -slope)) }
        return ConvexCost(unsortedKinks: kinks)
    }

    /// The cost of `size / factor` (factor > 0): stretched `factor` times along the size.
    func stretched(by factor: Double) -> ConvexCost {
        guard factor != 1 else { return self }
        let inverse = 1 / factor
        var kinks: [Kink] = []
        kinks.reserveCapacity(self.kinks.count)
        var collided = false
        var before = -Double.infinity
        for kink in self.kinks where abs(kink.amount * inverse) > LexCost.tolerance {
            let at = kink.at * factor
            if let last = kinks.last, Self.roundedTogether(before, kink.at, to: last.at, at) { collided = true }
            kinks.append(Kink(at: at, level: kink.level, amount: kink.amount * inverse))
            before = kink.at
        }
        if collided { Self.restoreOrder(&kinks) }
        return ConvexCost(minimizer: minimizer * factor, kinks: kinks)
    }

    /// Adds the kinks at `kinks[index]`'s position to `slope` and moves `index` past them.
    @inline(__always) private func addGroup(at index: inout Int, to slope: inout RunningSlope) {
        let position = kinks[index].at
        while index < kinks.count && kinks[index].at == position {
            slope.add(kinks[index])
            index += 1
        }
    }

    /// The cost of a size given to a part that follows it through a constraint held at
    /// `level`, `weight` per point (`part = size`, `part ≤ size` or `part ≥ size`): the part's
    /// slopes are cut at what breaking that constraint costs.
    func held(by relation: Relation, at level: Priority, weight: Double = 1) -> ConvexCost {
        let hold = Hold(level: level, weight: weight)
        return held(atMost: relation == .greaterOrEqual ? nil : hold, atLeast: relation == .lessOrEqual ? nil : hold)
    }

    /// The cost of a size given to a part held inside it at `pin.within` and reaching it at
    /// `pin.reaching` (a container's content against its trailing edge).
    func held(by pin: TrailingPin) -> ConvexCost {
        held(atMost: Hold(level: pin.within), atLeast: Hold(level: pin.reaching))
    }

    /// The cost of a size given to a part held `part ≤ size` by `atMost` and `part ≥ size` by
    /// `atLeast` (nil: not held that way): the part's slopes are cut at what breaking each
    /// half costs, left of its minimizer the first's, right of it the second's.
    func held(atMost: Hold?, atLeast: Hold?) -> ConvexCost {
        // Growing the size past what the part wants costs at most `atLeast`'s penalty, or nothing
        // (the part stays); shrinking it below costs at most `atMost`'s, or nothing.
        let leftLevel = (atMost ?? atLeast)?.level.level ?? 0, rightLevel = (atLeast ?? atMost)?.level.level ?? 0
        let leftCap = -(atMost?.weight ?? 0), rightCap = atLeast?.weight ?? 0
        func cutLeft(_ slope: RunningSlope) -> Bool {
            atMost == nil || slope.compare(toAmount: leftCap, at: leftLevel) <= 0
        }
        var result: [Kink] = []
        result.reserveCapacity(kinks.count + 4)
        // Left of the minimizer slopes only grow, so the stretches as steep as the cap are the
        // first ones from −∞: they become the cap, and the function is unchanged after them.
        var slope = RunningSlope()
        var index = 0
        if index < kinks.count && kinks[index].at == -.infinity { addGroup(at: &index, to: &slope) }
        // The slope just left of the minimizer is the cap when every stretch there was cut.
        var capsLeftOfMinimizer = false
        if cutLeft(slope) {
            if leftCap != 0 { result.append(Kink(at: -.infinity, level: leftLevel, amount: leftCap)) }
            capsLeftOfMinimizer = true
            while index < kinks.count && kinks[index].at < minimizer {
                let position = kinks[index].at, start = index
                addGroup(at: &index, to: &slope)
                if !capsLeftOfMinimizer {
                    // Copied as they are: the differences between stretches kept.
                    result.append(contentsOf: kinks[start..<index])
                } else if !cutLeft(slope) {
                    capsLeftOfMinimizer = false
                    slope.appendDifference(fromAmount: leftCap, at: leftLevel, position: position, to: &result)
                }
            }
        } else {
            while index < kinks.count && kinks[index].at < minimizer { addGroup(at: &index, to: &slope) }
            result.append(contentsOf: kinks[0..<index])
        }
        // At the minimizer and right of it: the first stretch as steep as the cap ends the function.
        let start = index
        if index < kinks.count && kinks[index].at == minimizer { addGroup(at: &index, to: &slope) }
        if slope.compare(toAmount: rightCap, at: rightLevel) >= 0 {
            if capsLeftOfMinimizer {
                appendCapChange(from: (leftCap, leftLevel), to: (rightCap, rightLevel), position: minimizer, to: &result)
            } else {
                for kink in kinks[start..<index] { slope.subtract(kink) }
                slope.appendDifference(toAmount: rightCap, at: rightLevel, position: minimizer, to: &result)
            }
            return ConvexCost(minimizer: minimizer, kinks: result)
        }
        if capsLeftOfMinimizer {
            slope.appendDifference(fromAmount: leftCap, at: leftLevel, position: minimizer, to: &result)
        } else {
            result.append(contentsOf: kinks[start..<index])
        }
        while index < kinks.count {
            let position = kinks[index].at, start = index
            addGroup(at: &index, to: &slope)
            if slope.compare(toAmount: rightCap, at: rightLevel) >= 0 {
                // The slope before this kink, turned into the cap.
                for kink in kinks[start..<index] { slope.subtract(kink) }
                slope.appendDifference(toAmount: rightCap, at: rightLevel, position: position, to: &result)
                return ConvexCost(minimizer: minimizer, kinks: result)
            }
            result.append(contentsOf: kinks[start..<index])
        }
        return ConvexCost(minimizer: minimizer, kinks: result)
    }

    /// The kinks at `position` that turn a slope of one amount at one level alone into another
    /// at another (or the same) level alone, highest level first.
    private func appendCapChange(
        from: (amount: Double, level: Double), to: (amount: Double, level: Double), position: Double, to kinks: inout [Kink]
    ) {
        func append(_ level: Double, _ amount: Double) {
            if abs(amount) > LexCost.tolerance { kinks.append(Kink(at: position, level: level, amount: amount)) }
        }
        if from.level == to.level {
            append(from.level, to.amount - from.amount)
        } else if from.level > to.level {
            append(from.level, -from.amount)
            append(to.level, to.amount)
        } else {
            append(to.level, to.amount)
            append(from.level, -from.amount)
        }
    }

    /// The least-cost size once `size relation target` is added at `level`, `weight` per point:
    /// the minimizer of `self + .bound(relation, target, at: level, weight: weight)`, without
    /// building the sum.
    func minimizer(with relation: Relation, _ target: Double, at level: Priority, weight: Double = 1) -> Double {
        let hold = Hold(level: level, weight: weight)
        return minimizer(toward: target, below: relation == .lessOrEqual ? nil : hold, above: relation == .greaterOrEqual ? nil : hold)
    }

    /// The least-cost size of a part held inside a length `target` at `pin.within` and reaching
    /// it at `pin.reaching` (`held(by:)`, on the way down).
    func minimizer(pinnedTo target: Double, by pin: TrailingPin) -> Double {
        minimizer(toward: target, below: Hold(level: pin.reaching), above: Hold(level: pin.within))
    }

    /// The least-cost size once `size ≥ target` held by `below` and `size ≤ target` by `above`
    /// (nil: not held that way) are added, without building the sum.
    func minimizer(toward target: Double, below: Hold?, above: Hold?) -> Double {
        if target > minimizer, let below {
            // Pulled right: walk right while the slope stays below the pull.
            let penalty = below.level.level, weight = below.weight
            var slope = RunningSlope()
            var index = 0
            while index < kinks.count && kinks[index].at <= minimizer {
                slope.add(kinks[index])
                index += 1
            }
            var position = minimizer
            while true {
                if slope.compare(toAmount: weight, at: penalty) >= 0 { return position }
                guard index < kinks.count else { return target }
                let next = kinks[index].at
                if next >= target { return target }
                position = next
                while index < kinks.count && kinks[index].at == next {
                    slope.add(kinks[index])
                    index += 1
                }
            }
        }
        if target < minimizer, let above {
            let penalty = above.level.level, weight = above.weight
            var slope = RunningSlope()
            var index = 0
            while index < kinks.count && kinks[index].at < minimizer {
                slope.add(kinks[index])
                index += 1
            }
            if index == 0 { return target }
            var position = minimizer
            index -= 1
            while true {
                let order = slope.compare(toAmount: -weight, at: penalty)
                if order < 0 { return max(position, target) }
                guard index >= 0, kinks[index].at > -.infinity else { return target }
                let previous = kinks[index].at
                if previous <= target { return target }
                position = previous
                while index >= 0 && kinks[index].at == previous {
                    slope.subtract(kinks[index])
                    index -= 1
                }
                // As steep as the pull: flat, and the smallest of equal sizes is kept.
                if order == 0 { return position }
            }
        }
        return minimizer
    }

    // MARK: Where a constraint is free to move the size

    /// The interval where the part of the slope above `level` is zero: where a constraint at
    /// `level` could move the size without costing anything more important (nil: nowhere).
    func freeInterval(above level: Priority) -> ClosedRange<Double>? {
        var slope = RunningSlope()
        var index = 0
        while index < kinks.count && kinks[index].at == -.infinity {
            if kinks[index].level > level.level { slope.add(kinks[index]) }
            index += 1
        }
        if slope.sign > 0 { return nil }
        var lower = slope.sign >= 0 ? -Double.infinity : Double.nan
        while index < kinks.count {
            let position = kinks[index].at
            while index < kinks.count && kinks[index].at == position {
                if kinks[index].level > level.level { slope.add(kinks[index]) }
                index += 1
            }
            let sign = slope.sign
            if lower.isNaN && sign >= 0 { lower = position }
            if sign > 0 { return lower.isNaN ? nil : lower...position }
        }
        return lower.isNaN ? nil : lower...Double.infinity
    }

    /// The index of the first kink at or right of `position` (`kinks.count` where there is none),
    /// found by halving: the kinks are in order of position.
    func firstKinkIndex(atOrRightOf position: Double) -> Int {
        var (low, high) = (0, kinks.count)
        while low < high {
            let middle = (low + high) / 2
            if kinks[middle].at < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The slope just left of `position`.
    func slope(leftOf position: Double) -> LexCost {
        var slope = RunningSlope()
        for kink in kinks where kink.at < position { slope.add(kink) }
        return slope.cost
    }

    /// The slope just right of `position`.
    func slope(rightOf position: Double) -> LexCost {
        var slope = RunningSlope()
        for kink in kinks where kink.at <= position { slope.add(kink) }
        return slope.cost
    }
}
