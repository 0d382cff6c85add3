/// Constraint groups already solved during one layout, with their solutions.
///
/// A layout solves its constraint region more than once — again once wrapped labels know
/// their heights (§2.0, second pass), again when the safe area moves a margin — and most of
/// those solves repeat groups unchanged: typically the horizontal group, when only heights
/// changed. A group is reused only when its constraints and costs are the same (same
/// variables, coefficients, relations and priorities, in the same order, and constants and
/// cost weights equal but for rounding), so the answer is the one solving it again would
/// give, to within that rounding. Kept per layout by its caller and passed in, never shared.
///
/// Constants and cost weights are compared to within 10⁻¹² of their size: a subtree's cost
/// computed again in a later solve can come out a few units in the last place apart (a stretch
/// 12 pt long as 11.999999999999773, a slope of −10,000 as −9,999.999999999995), which made a
/// region of 800 views be solved again for nothing. Frames are rounded to the pixel (§4.2),
/// far above that.
public struct SolvedGroups: Sendable {
    private struct Entry: Sendable {
        var hash: Int
        var variableCount: Int
        var constraints: [LinearConstraint]
        var costs: [VariableCost]
        var solution: [Double]
    }

    private var entries: [Entry] = []

    /// Eliminated systems by the shape of their group: everything but the constants and the
    /// cost weights, which the elimination never reads. Most of a document's groups solved
    /// afresh have the shape of one solved before (the same region on another screen or in
    /// another pass, its constants moved: 675 of the corpus's 848 in `validate`), and start
    /// from its elimination (`LexicographicSolver.solveGroup`).
    private var shapes = Shapes()

    /// The kept systems, in a box: a system's matrix is a class, never changed once kept (the
    /// simplex works on a tableau of its own), so sharing it is safe.
    private final class Shapes: @unchecked Sendable {
        var entries: [(hash: Int, variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost], system: StandardFormSystem)] = []
    }

    /// The most constraints a kept shape has (the corpus's regions have at most 238).
    private static let largestKeptShape = 1_024

    public init() {}

    /// The eliminated system of a group of this one's shape, if one was kept.
    func eliminated(variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost]) -> StandardFormSystem? {
        let hash = Self.shapeHash(constraints, costs)
        return shapes.entries.first { entry in
            entry.hash == hash && entry.variableCount == variableCount && Self.sameShape(entry.costs, costs)
                && Self.sameShape(entry.constraints, constraints)
        }?.system
    }

    /// Keeps an eliminated system for groups of its shape; not a large one, whose matrix would be
    /// held until the layout ends to save an elimination that is a small part of its solve (a
    /// large region's time is its simplex's pivots). Only time depends on what is kept.
    mutating func keep(_ system: StandardFormSystem, variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost]) {
        guard constraints.count <= Self.largestKeptShape else { return }
        if !isKnownUniquelyReferenced(&shapes) {
            let copy = Shapes()
            copy.entries = shapes.entries
            shapes = copy
        }
        shapes.entries.append((Self.shapeHash(constraints, costs), variableCount, constraints, costs, system))
    }

    /// The solution of this group if it was solved before.
    func solution(variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost]) -> [Double]? {
        let hash = Self.hash(constraints, costs)
        return entries.first { entry in
            entry.hash == hash && entry.variableCount == variableCount && Self.same(entry.costs, costs) && Self.same(entry.constraints, constraints)
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
        fingerprint(constraints, costs, numbers: true)
    }

    /// A fingerprint of the group's shape: without its constants and cost weights.
    private static func shapeHash(_ constraints: [LinearConstraint], _ costs: [VariableCost]) -> Int {
        fingerprint(constraints, costs, numbers: false)
    }

    private static func fingerprint(_ constraints: [LinearConstraint], _ costs: [VariableCost], numbers: Bool) -> Int {
        var hash = Fingerprint()
        hash.add(costs.count)
        for cost in costs {
            hash.add(cost.variable.index)
            hash.add(cost.priority.level)
            if numbers { hash.add(roughly: cost.weight) }
        }
        hash.add(constraints.count)
        for constraint in constraints {
            hash.add(constraint.priority.level)
            hash.add(constraint.relation == .equal ? 0 : constraint.relation == .lessOrEqual ? 1 : 2)
            if numbers { hash.add(roughly: constraint.expression.constant) }
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

        /// A number that `same` compares to within rounding, to the nearest 1/1024: numbers a
        /// rounding apart add the same word (unless they straddle a half step, when the group
        /// is only solved again), and groups that differ, as on another screen, are told apart
        /// without comparing them.
        mutating func add(roughly number: Double) {
            let steps = (number * 1024).rounded()
            add(abs(steps) < 1e18 ? UInt64(bitPattern: Int64(steps)) : number.bitPattern)
        }

        var value: Int { Int(truncatingIfNeeded: state ^ (state >> 29)) }
    }

    private static func same(_ a: [VariableCost], _ b: [VariableCost]) -> Bool {
        sameShape(a, b) && !zip(a, b).contains { x, y in !nearlyEqual(x.weight, y.weight) }
    }

    /// Equal but for rounding: within 10⁻¹² of the larger's size (and of 1 near zero).
    @inline(__always)
    private static func nearlyEqual(_ x: Double, _ y: Double) -> Bool {
        abs(x - y) <= 1e-12 * max(1, abs(x), abs(y))
    }

    /// The same variables at the same levels (weights aside).
    private static func sameShape(_ a: [VariableCost], _ b: [VariableCost]) -> Bool {
        a.count == b.count && !zip(a, b).contains { x, y in x.variable != y.variable || x.priority.level != y.priority.level }
    }

    /// The same variables, coefficients, relations and priorities (constants aside).
    private static func sameShape(_ a: [LinearConstraint], _ b: [LinearConstraint]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.relation == y.relation, x.priority.level == y.priority.level, x.expression.terms.count == y.expression.terms.count
            else { return false }
            for (s, t) in zip(x.expression.terms, y.expression.terms)
            where s.variable.index != t.variable.index || s.coefficient != t.coefficient {
                return false
            }
        }
        return true
    }

    private static func same(_ a: [LinearConstraint], _ b: [LinearConstraint]) -> Bool {
        sameShape(a, b) && !zip(a, b).contains { x, y in !nearlyEqual(x.expression.constant, y.expression.constant) }
    }
}
