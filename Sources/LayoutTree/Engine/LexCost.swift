/// A cost in Auto Layout's lexicographic order (SEMANTICS.md §2.0): one amount per priority
/// level, compared from the highest level down, so that any amount at a higher level outweighs
/// every amount below it. The slopes of `ConvexCost` are such costs.
///
/// Written by hand: no library offers arithmetic in a lexicographically ordered vector space.
/// Kept sparse (a layout uses a few dozen levels, a slope touches a handful), sorted by level,
/// highest first; the first four terms are stored inline, so that the costs of a layout's
/// hundreds of thousands of kinks allocate nothing.
struct LexCost: Sendable, Equatable {
    private var count: Int32 = 0
    private var l0 = 0.0, a0 = 0.0, l1 = 0.0, a1 = 0.0, l2 = 0.0, a2 = 0.0, l3 = 0.0, a3 = 0.0
    /// Terms past the fourth (slopes summed over many levels).
    private var overflow: [(level: Double, amount: Double)]?

    static let zero = LexCost()

    /// Amounts closer to zero than this are rounding noise (tie-break weights reach 10⁴).
    static let tolerance = 1e-9

    private init() {}

    init(_ amount: Double, at priority: Priority) {
        if abs(amount) > Self.tolerance { append(priority.level, amount) }
    }

    /// The cost with these terms (highest level first, none within the tolerance of zero).
    init(sortedTerms: [(level: Double, amount: Double)]) {
        if sortedTerms.count > 4 {
            var overflow: [(level: Double, amount: Double)] = []
            overflow.reserveCapacity(sortedTerms.count - 4)
            self.overflow = overflow
        }
        for term in sortedTerms { append(term.level, term.amount) }
    }

    /// Adds a term below every term the cost has (an amount beyond the tolerance): a cost built
    /// highest level first without an array of its terms.
    mutating func appendLower(_ level: Double, _ amount: Double) { append(level, amount) }

    var isZero: Bool { count == 0 }

    var termCount: Int { Int(count) }

    @inline(__always) func term(_ index: Int) -> (level: Double, amount: Double) {
        switch index {
        case 0: return (l0, a0)
        case 1: return (l1, a1)
        case 2: return (l2, a2)
        case 3: return (l3, a3)
        default: return overflow?[index - 4] ?? (0, 0)
        }
    }

    /// The terms, highest level first.
    var terms: [(level: Double, amount: Double)] { (0..<termCount).map(term) }

    @inline(__always) private mutating func append(_ level: Double, _ amount: Double) {
        switch count {
        case 0: (l0, a0) = (level, amount)
        case 1: (l1, a1) = (level, amount)
        case 2: (l2, a2) = (level, amount)
        case 3: (l3, a3) = (level, amount)
        default:
            if overflow == nil { overflow = [] }
            overflow?.append((level, amount))
        }
        count += 1
    }

    /// −1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    static func compare(_ lhs: LexCost, _ rhs: LexCost) -> Int {
        var i = 0, j = 0
        let m = lhs.termCount, n = rhs.termCount
        while i < m || j < n {
            let difference: Double
            if i < m && j < n {
                let a = lhs.term(i), b = rhs.term(j)
                if a.level == b.level {
                    difference = a.amount - b.amount
                    i += 1
                    j += 1
                } else if a.level > b.level {
                    difference = a.amount
                    i += 1
                } else {
                    difference = -b.amount
                    j += 1
                }
            } else if i < m {
                difference = lhs.term(i).amount
                i += 1
            } else {
                difference = -rhs.term(j).amount
                j += 1
            }
            if difference > Self.tolerance { return 1 }
            if difference < -Self.tolerance { return -1 }
        }
        return 0
    }

    static func == (lhs: LexCost, rhs: LexCost) -> Bool { compare(lhs, rhs) == 0 }

    static func < (lhs: LexCost, rhs: LexCost) -> Bool { compare(lhs, rhs) < 0 }

    /// The sign of the cost: its highest level's amount.
    var sign: Int {
        guard count > 0 else { return 0 }
        let amount = term(0).amount
        return amount > Self.tolerance ? 1 : amount < -Self.tolerance ? -1 : Self.compare(self, .zero)
    }

    static func + (lhs: LexCost, rhs: LexCost) -> LexCost {
        if lhs.count == 0 { return rhs }
        if rhs.count == 0 { return lhs }
        var result = LexCost()
        var i = 0, j = 0
        let m = lhs.termCount, n = rhs.termCount
        if m + n > 4 {
            // Reserved once, so that the terms past the fourth never grow the array one by one.
            var overflow: [(level: Double, amount: Double)] = []
            overflow.reserveCapacity(m + n - 4)
            result.overflow = overflow
        }
        while i < m || j < n {
            if j == n || (i < m && lhs.term(i).level > rhs.term(j).level) {
                let a = lhs.term(i)
                result.append(a.level, a.amount)
                i += 1
            } else if i == m || rhs.term(j).level > lhs.term(i).level {
                let b = rhs.term(j)
                result.append(b.level, b.amount)
                j += 1
            } else {
                let a = lhs.term(i), amount = a.amount + rhs.term(j).amount
                if abs(amount) > Self.tolerance { result.append(a.level, amount) }
                i += 1
                j += 1
            }
        }
        if result.count <= 4 { result.overflow = nil }
        return result
    }

    static prefix func - (cost: LexCost) -> LexCost { cost * -1 }

    static func - (lhs: LexCost, rhs: LexCost) -> LexCost { lhs + -rhs }

    static func * (cost: LexCost, factor: Double) -> LexCost {
        var result = LexCost()
        guard factor != 0 else { return result }
        for index in 0..<cost.termCount {
            let term = cost.term(index)
            if abs(term.amount * factor) > Self.tolerance { result.append(term.level, term.amount * factor) }
        }
        return result
    }

    /// Only the amounts at levels above `priority`: what a constraint at `priority` cannot outweigh.
    func above(_ priority: Priority) -> LexCost {
        var result = LexCost()
        for index in 0..<termCount where term(index).level > priority.level { result.append(term(index).level, term(index).amount) }
        return result
    }
}
