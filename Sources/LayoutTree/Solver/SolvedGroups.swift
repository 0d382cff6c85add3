/// Constraint groups already solved during one layout, with their solutions.
///
/// A layout solves its constraint region more than once — again once wrapped labels know
/// their heights (§2.0, second pass), again when the safe area moves a margin — and most of
/// those solves repeat groups unchanged: typically the horizontal group, when only heights
/// changed. A group is reused only when its constraints and costs are exactly the same (same
/// variables, coefficients, constants, relations and priorities, in the same order), so the answer is the
/// one solving it again would give. Kept per layout by its caller and passed in, never shared.
public struct SolvedGroups: Sendable {
    private struct Entry: Sendable {
        var hash: Int
        var variableCount: Int
        var constraints: [LinearConstraint]
        var costs: [VariableCost]
        var solution: [Double]
    }

    private var entries: [Entry] = []

    public init() {}

    /// The solution of this group if it was solved before.
    func solution(variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost]) -> [Double]? {
        let hash = Self.hash(constraints, costs)
        return entries.first { entry in
            entry.hash == hash && entry.variableCount == variableCount && entry.costs == costs && Self.same(entry.constraints, constraints)
        }?.solution
    }

    mutating func record(_ solution: [Double], variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost]) {
        entries.append(
            Entry(hash: Self.hash(constraints, costs), variableCount: variableCount, constraints: constraints, costs: costs, solution: solution))
    }

    /// A fingerprint of the group, only to skip comparing groups that differ (equal groups are
    /// compared in full): a multiply-and-xor over each number's bits, a few instructions a number
    /// where `Hasher`'s SipHash took some thirty (hashing was a fiftieth of `validate`).
    private static func hash(_ constraints: [LinearConstraint], _ costs: [VariableCost]) -> Int {
        var hash = Fingerprint()
        hash.add(costs.count)
        for cost in costs {
            hash.add(cost.variable.index)
            hash.add(cost.priority.level)
            hash.add(cost.weight)
        }
        hash.add(constraints.count)
        for constraint in constraints {
            hash.add(constraint.priority.level)
            hash.add(constraint.expression.constant)
            for term in constraint.expression.terms {
                hash.add(term.variable.index)
                hash.add(term.coefficient)
            }
        }
        return hash.value
    }

    /// FNV-1a over 64-bit words. Numbers equal under `==` add the same word (0 and −0 alike).
    private struct Fingerprint {
        private var state: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ word: UInt64) {
            state = (state ^ word) &* 0x0000_0100_0000_01b3
        }

        mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }
        mutating func add(_ number: Double) { add(number == 0 ? 0 : number.bitPattern) }

        var value: Int { Int(truncatingIfNeeded: state ^ (state >> 29)) }
    }

    private static func same(_ a: [LinearConstraint], _ b: [LinearConstraint]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.relation == y.relation, x.priority.level == y.priority.level,
                x.expression.constant == y.expression.constant, x.expression.terms.count == y.expression.terms.count
            else { return false }
            for (s, t) in zip(x.expression.terms, y.expression.terms)
            where s.variable.index != t.variable.index || s.coefficient != t.coefficient {
                return false
            }
        }
        return true
    }
}
