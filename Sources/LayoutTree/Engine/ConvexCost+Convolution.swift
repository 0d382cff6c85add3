/// Infimal convolution: the least cost of sharing one size among the members of a chain
/// (SEMANTICS.md §2.0 — the members give way in order of their slopes, the cheapest first).
///
/// Each member's stretches already come in order of slope on either side of its minimizer, so
/// the convolution sorts every member's stretches together by slope and lays them end to end
/// from the sum of the minimizers. The slopes are compared as vectors over the few priority
/// levels these members use (`SlopeTable`), one flat array for all of them, rather than as
/// `LexCost`s built one by one.
extension ConvexCost {
    /// The least cost of splitting a size between two parts costing `self` and `other`.
    func convolved(with other: ConvexCost) -> ConvexCost { Self.convolution([self, other]) }

    /// The least cost of sharing a size among many parts.
    static func convolution(_ costs: [ConvexCost]) -> ConvexCost {
        guard costs.count > 1 else { return costs.first ?? .zero }
        var table = SlopeTable(levelsOf: costs)
        var right: [SlopeTable.Stretch] = [], left: [SlopeTable.Stretch] = []
        let stretches = costs.reduce(0) { $0 + $1.kinks.count + 2 }
        right.reserveCapacity(stretches)
        left.reserveCapacity(stretches)
        var minimizer = 0.0
        for cost in costs {
            minimizer += cost.minimizer
            table.appendStretches(of: cost, right: &right, left: &left)
        }
        table.giveWay(&right, ascending: true)
        table.giveWay(&left, ascending: false)
        // The kinks between consecutive stretches, from −∞ up.
        // One kink per stretch boundary and level that changes: usually one or two, so room for
        // two per boundary (not one per level) is reserved, and the array grows if it must.
        var kinks: [Kink] = []
        kinks.reserveCapacity(2 * (right.count + left.count) + table.levels.count)
        table.appendTerms(of: left.last?.row ?? right[0].row, at: -.infinity, to: &kinks)
        var position = minimizer - left.dropLast().reduce(0) { $0 + $1.length }
        for index in left.indices.dropLast().reversed() {
            table.appendDifference(left[index].row, minus: left[index + 1].row, at: position, to: &kinks)
            position += left[index].length
        }
        if let nearest = left.first { table.appendDifference(right[0].row, minus: nearest.row, at: minimizer, to: &kinks) }
        position = minimizer
        for index in right.indices.dropLast() {
            position += right[index].length
            table.appendDifference(right[index + 1].row, minus: right[index].row, at: position, to: &kinks)
        }
        return ConvexCost(minimizer: minimizer, kinks: kinks)
    }
}

extension ConvexCost {
    /// The minimizer and the stretches on either side of it, with their slopes (the nearest
    /// first; the last of each side infinite; a linear function has its one slope on both).
    func segmentsAroundMinimizer() -> (minimizer: Double, right: [Segment], left: [Segment]) {
        // Walked with a running slope rather than a `SlopeTable` (the same sums, so the same
        // slopes): a constraint region's system asks this of each of its stand-ins on every solve.
        var slope = RunningSlope()
        var right: [Segment] = [], left: [Segment] = []
        walkStretches { step in
            switch step {
            case .kink(let kink): slope.add(kink)
            case .left(let length): left.append(Segment(slope: slope.cost, length: length))
            case .right(let length): right.append(Segment(slope: slope.cost, length: length))
            }
        }
        left.reverse()
        // A linear function has its one slope on both sides.
        if left.isEmpty { left.append(Segment(slope: right[0].slope, length: .infinity)) }
        return (minimizer, right, left)
    }

    /// One step of `walkStretches`.
    enum StretchWalk {
        /// A kink passed: the slope changes by it.
        case kink(Kink)
        /// The end of a stretch left of the minimizer, with the slope the kinks passed add up to.
        case left(length: Double)
        /// The end of a stretch right of it (the last infinite).
        case right(length: Double)
    }

    /// Walks the kinks from the left, a position at a time, telling `step` each kink passed and
    /// the end of each stretch: those left of the minimizer far to near (none for a linear
    /// function, which has no kink but at −∞), then those right of it near to far. What a caller
    /// adds up from the kinks passed is the slope of the stretch that ends next.
    func walkStretches(_ step: (StretchWalk) -> Void) {
        var index = 0
        func passGroup() {
            let position = kinks[index].at
            while index < kinks.count && kinks[index].at == position {
                step(.kink(kinks[index]))
                index += 1
            }
        }
        var start = -Double.infinity
        while index < kinks.count && kinks[index].at < minimizer {
            let position = kinks[index].at
            if position > -.infinity {
                step(.left(length: position - start))
                start = position
            }
            passGroup()
        }
        if kinks.last.map({ $0.at > -.infinity }) ?? false { step(.left(length: minimizer - start)) }
        if index < kinks.count && kinks[index].at == minimizer { passGroup() }
        start = minimizer
        while index < kinks.count {
            let position = kinks[index].at
            step(.right(length: position - start))
            passGroup()
            start = position
        }
        step(.right(length: .infinity))
    }

    /// Gives `total` to the members of a chain starting from their least-cost lengths: the
    /// cheapest change first; between equal slopes the later member gives way first (§2.0).
    /// The pass down's counterpart of `convolution`.
    static func share(_ total: Double, among costs: [ConvexCost], startingAt lengths: inout [Double]) {
        var remaining = total - lengths.reduce(0, +)
        guard abs(remaining) > 1e-12 else { return }
        let growing = remaining > 0
        var table = SlopeTable(levelsOf: costs)
        // Room reserved once: at most a cost's kinks and two more stretches per member, and per
        // side for the member at hand (the arrays are reused from member to member).
        var pieces: [(member: Int, stretch: SlopeTable.Stretch)] = []
        pieces.reserveCapacity(costs.reduce(0) { $0 + $1.kinks.count + 2 })
        var right: [SlopeTable.Stretch] = [], left: [SlopeTable.Stretch] = []
        let most = costs.reduce(0) { max($0, $1.kinks.count) } + 2
        right.reserveCapacity(most)
        left.reserveCapacity(most)
        for (member, cost) in costs.enumerated() {
            right.removeAll(keepingCapacity: true)
            left.removeAll(keepingCapacity: true)
            table.appendStretches(of: cost, right: &right, left: &left)
            // A linear function has the same slope on the left.
            if left.isEmpty { left.append(SlopeTable.Stretch(row: right[0].row, length: .infinity)) }
            for stretch in growing ? right : left { pieces.append((member, stretch)) }
        }
        // Growing: cheapest (lowest) slope first; shrinking: the slope nearest zero (highest) first.
        // Sorted as they are, not through an array of their indices: the same comparisons, so
        // the same order.
        pieces.sort { a, b in
            let comparison = table.compare(a.stretch.row, b.stretch.row)
            if comparison != 0 { return growing ? comparison < 0 : comparison > 0 }
            return a.member > b.member
        }
        for piece in pieces {
            let step = min(abs(remaining), piece.stretch.length)
            lengths[piece.member] += growing ? step : -step
            remaining += growing ? -step : step
            if abs(remaining) <= 1e-12 { break }
        }
    }
}

/// Slopes as dense vectors over the priority levels of a few costs, highest level first, all in
/// one array: comparing or subtracting two of them is a loop over a handful of numbers.
private struct SlopeTable {
    /// One stretch: its slope (a row of the table) and its length (infinite for the last).
    struct Stretch {
        var row: Int
        var length: Double
    }

    /// The levels, highest first.
    let levels: [Double]
    /// Row 0 is the running slope while a cost's stretches are appended (`appendStretches`), in
    /// the table's own array rather than one more per table; the stretches' rows follow it.
    private var amounts: [Double] = []
    private var rows = 1

    init(levelsOf costs: [ConvexCost]) {
        // A few dozen levels at most (the priorities in use, and a trailing-edge and a tie-break
        // level per depth), found by looking; runs of kinks at one level are common, so the
        // previous kink's level is checked first. Room for one per kink, reserved at once: grown
        // level by level, the array was reallocated two or three times per table.
        let kinkCount = costs.reduce(0) { $0 + $1.kinks.count }
        var distinct: [Double] = []
        distinct.reserveCapacity(kinkCount)
        var previous = Double.nan
        for cost in costs {
            for kink in cost.kinks where kink.level != previous {
                previous = kink.level
                if !distinct.contains(kink.level) { distinct.append(kink.level) }
            }
        }
        distinct.sort(by: >)
        self.levels = distinct
        // One row per stretch: at most a cost's kinks and two more, after the running slope's.
        // Reserved once, rather than grown row by row (the pass up makes a table per container).
        amounts.reserveCapacity(distinct.count * (1 + kinkCount + 2 * costs.count))
        amounts.append(contentsOf: repeatElement(0, count: distinct.count))
    }

    private var width: Int { levels.count }

    /// The column of a level that is in the table (levels highest first, searched by halves).
    private func column(of level: Double) -> Int {
        var low = 0, high = levels.count - 1
        while low < high {
            let middle = (low + high) / 2
            if levels[middle] > level { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Adds a row holding the running slope (row 0); returns its index.
    private mutating func addSlope() -> Int {
        for column in 0..<width { amounts.append(amounts[column]) }
        rows += 1
        return rows - 1
    }

    /// `cost`'s stretches on either side of its minimizer, nearest first (the last of each side
    /// infinite); none on the left for a linear function (no kink but at −∞).
    mutating func appendStretches(of cost: ConvexCost, right: inout [Stretch], left: inout [Stretch]) {
        for column in 0..<width { amounts[column] = 0 }
        // The left side is found far to near, and kept near to far: appended, then reversed in place.
        let leftStart = left.count
        cost.walkStretches { step in
            switch step {
            case .kink(let kink):
                let column = self.column(of: kink.level)
                let sum = amounts[column] + kink.amount
                // As `RunningSlope`: an amount within the tolerance of zero is zero.
                amounts[column] = abs(sum) > LexCost.tolerance ? sum : 0
            case .left(let length): left.append(Stretch(row: addSlope(), length: length))
            case .right(let length): right.append(Stretch(row: addSlope(), length: length))
            }
        }
        // Swapped pair by pair: reversing `left[leftStart...]` copied the slice first.
        var (low, high) = (leftStart, left.count - 1)
        while low < high {
            left.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    /// −1, 0 or 1 as row `a`'s slope is below, equal to or above row `b`'s (`LexCost.compare`).
    func compare(_ a: Int, _ b: Int) -> Int {
        amounts.withUnsafeBufferPointer { Self.compare(a, b, in: $0, width: width) }
    }

    /// `compare` over the table's amounts as they lie in memory (sorting calls it many times).
    @inline(__always)
    private static func compare(_ a: Int, _ b: Int, in amounts: UnsafeBufferPointer<Double>, width: Int) -> Int {
        let rowA = a * width, rowB = b * width
        for column in 0..<width {
            let difference = amounts[rowA + column] - amounts[rowB + column]
            if difference > LexCost.tolerance { return 1 }
            if difference < -LexCost.tolerance { return -1 }
        }
        return 0
    }

    /// Puts stretches in the order they give way (growing: the lowest slope first; shrinking:
    /// the highest), equal slopes joined, up to the first infinite one: in place, where a sorted
    /// copy and a joined one were two more arrays per side.
    func giveWay(_ stretches: inout [Stretch], ascending: Bool) {
        // Sorted as they are, not through their indices: the same comparisons, so the same order.
        let width = width
        amounts.withUnsafeBufferPointer { amounts in
            stretches.sort { a, b in
                let comparison = Self.compare(a.row, b.row, in: amounts, width: width)
                return ascending ? comparison < 0 : comparison > 0
            }
        }
        // Joined front to back: the one written to lies at or before the one read.
        var count = 0
        for index in stretches.indices {
            let stretch = stretches[index]
            if count > 0, compare(stretches[count - 1].row, stretch.row) == 0 {
                stretches[count - 1].length += stretch.length
            } else {
                stretches[count] = stretch
                count += 1
            }
            if stretch.length == .infinity { break }
        }
        stretches.removeLast(stretches.count - count)
    }

    /// Kinks at `position` for every level of row `row`.
    func appendTerms(of row: Int, at position: Double, to kinks: inout [ConvexCost.Kink]) {
        for column in 0..<width where abs(amounts[row * width + column]) > LexCost.tolerance {
            kinks.append(ConvexCost.Kink(at: position, level: levels[column], amount: amounts[row * width + column]))
        }
    }

    /// Kinks at `position` that turn slope `b` into slope `a`.
    func appendDifference(_ a: Int, minus b: Int, at position: Double, to kinks: inout [ConvexCost.Kink]) {
        for column in 0..<width {
            let difference = amounts[a * width + column] - amounts[b * width + column]
            if abs(difference) > LexCost.tolerance {
                kinks.append(ConvexCost.Kink(at: position, level: levels[column], amount: difference))
            }
        }
    }
}
