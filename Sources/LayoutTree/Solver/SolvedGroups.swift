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

    private static func hash(_ constraints: [LinearConstraint], _ costs: [VariableCost]) -> Int {
        var hasher = Hasher()
        hasher.combine(costs)
        hasher.combine(constraints.count)
        for constraint in constraints {
            hasher.combine(constraint.priority.level)
            hasher.combine(constraint.expression.constant)
            for term in constraint.expression.terms {
                hasher.combine(term.variable.index)
                hasher.combine(term.coefficient)
            }
        }
        return hasher.finalize()
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
