/// A cost in Auto Layout's lexicographic order (SEMANTICS.md §2.0): one amount per priority
/// level, compared from the highest level down, so that any amount at a higher level outweighs
/// every amount below it. The slopes of `ConvexCost` are such costs.
///
/// Written by hand: no library offers arithmetic in a lexicographically ordered vector space.
/// Kept sparse (a layout uses a few dozen levels, a slope touches a handful), sorted by level,
/// highest first.
struct LexCost: Sendable, Equatable {
    /// (level, amount), levels strictly decreasing, no zero amounts.
    private(set) var terms: [(level: Double, amount: Double)]

    static let zero = LexCost(terms: [])

    /// Amounts closer to zero than this are rounding noise (tie-break weights reach 10⁴).
    static let tolerance = 1e-9

    private init(terms: [(level: Double, amount: Double)]) { self.terms = terms }

    init(_ amount: Double, at level: Double) {
        terms = abs(amount) > Self.tolerance ? [(level, amount)] : []
    }

    static func == (lhs: LexCost, rhs: LexCost) -> Bool { compare(lhs, rhs) == 0 }

    var isZero: Bool { terms.isEmpty }

    /// −1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    static func compare(_ lhs: LexCost, _ rhs: LexCost) -> Int {
        var i = 0, j = 0
        while i < lhs.terms.count || j < rhs.terms.count {
            let a = i < lhs.terms.count ? lhs.terms[i] : nil
            let b = j < rhs.terms.count ? rhs.terms[j] : nil
            let difference: Double
            if let a, let b, a.level == b.level {
                difference = a.amount - b.amount
                i += 1
                j += 1
            } else if let a, b == nil || a.level > b!.level {
                difference = a.amount
                i += 1
            } else {
                difference = -(b?.amount ?? 0)
                j += 1
            }
            if difference > Self.tolerance { return 1 }
            if difference < -Self.tolerance { return -1 }
        }
        return 0
    }

    static func < (lhs: LexCost, rhs: LexCost) -> Bool { compare(lhs, rhs) < 0 }

    /// The sign of the cost: its highest level's amount.
    var sign: Int { Self.compare(self, .zero) }

    static func + (lhs: LexCost, rhs: LexCost) -> LexCost {
        if lhs.terms.isEmpty { return rhs }
        if rhs.terms.isEmpty { return lhs }
        var result: [(level: Double, amount: Double)] = []
        result.reserveCapacity(lhs.terms.count + rhs.terms.count)
        var i = 0, j = 0
        while i < lhs.terms.count || j < rhs.terms.count {
            if j == rhs.terms.count || (i < lhs.terms.count && lhs.terms[i].level > rhs.terms[j].level) {
                result.append(lhs.terms[i])
                i += 1
            } else if i == lhs.terms.count || rhs.terms[j].level > lhs.terms[i].level {
                result.append(rhs.terms[j])
                j += 1
            } else {
                let amount = lhs.terms[i].amount + rhs.terms[j].amount
                if abs(amount) > Self.tolerance { result.append((lhs.terms[i].level, amount)) }
                i += 1
                j += 1
            }
        }
        return LexCost(terms: result)
    }

    static prefix func - (cost: LexCost) -> LexCost {
        LexCost(terms: cost.terms.map { ($0.level, -$0.amount) })
    }

    static func - (lhs: LexCost, rhs: LexCost) -> LexCost { lhs + -rhs }

    static func * (cost: LexCost, factor: Double) -> LexCost {
        guard factor != 0 else { return .zero }
        return LexCost(terms: cost.terms.compactMap { abs($0.amount * factor) > Self.tolerance ? ($0.level, $0.amount * factor) : nil })
    }

    /// Only the amounts at levels above `level`: what a constraint at `level` cannot outweigh.
    func above(_ level: Double) -> LexCost {
        LexCost(terms: terms.filter { $0.level > level })
    }
}
