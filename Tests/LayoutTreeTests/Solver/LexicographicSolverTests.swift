import XCTest

@testable import LayoutTree

/// The prioritised solve of SEMANTICS.md §2.0 on systems small enough to solve by hand: each
/// level is met as well as possible (least total error) without giving up a higher one.
final class LexicographicSolverTests: XCTestCase {
    private func v(_ index: Int) -> LinearExpression { LinearExpression(Variable(index: index)) }
    private func c(_ value: Double) -> LinearExpression { .constant(value) }

    private func solve(_ count: Int, _ constraints: [LinearConstraint], fixed: [Int: Double] = [:]) -> [Double] {
        LexicographicSolver().solve(variableCount: count, constraints: constraints, fixed: fixed)
    }

    /// A parametric system solved at one value gives, from that optimum's basis, the values of a
    /// fresh solve at another value where that basis stays optimal, without solving again; where
    /// it does not (past a kink), it solves afresh. a + b = t, b ≥ 0, a ≥ 30 (required), a = 50
    /// at 750: a = min(t, 50), one basis above t = 50, another below.
    func testAWarmBasisGivesAFreshSolvesValuesWhereItStaysOptimal() {
        let system = ParametricSystem(
            variableCount: 3,
            constraints: [
                LinearConstraint(v(0) + v(1), .equal, v(2), priority: 1000), LinearConstraint(v(1), .greaterOrEqual, c(0), priority: 1000),
                LinearConstraint(v(0), .greaterOrEqual, c(30), priority: 1000), LinearConstraint(v(0), .equal, c(50), priority: 750),
                LinearConstraint(v(2), .equal, c(0), priority: 2000),
            ],
            costs: [], parameter: 4)
        var warm: [ParametricSystem.WarmBasis] = []
        XCTAssertEqual(system.solve(at: 60, warm: &warm), [50, 10, 60])
        XCTAssertEqual(warm.count, 1)
        // Above the kink: the same basis, read off it.
        XCTAssertEqual(system.solve(at: 100, warm: &warm), [50, 50, 100])
        var fresh: [ParametricSystem.WarmBasis] = []
        XCTAssertEqual(system.solve(at: 100, warm: &warm), system.solve(at: 100, warm: &fresh))
        XCTAssertEqual(warm.count, 1)
        // Below it the basis would make b negative: solved afresh, and that basis kept too.
        XCTAssertEqual(system.solve(at: 40, warm: &warm), [40, 0, 40])
        XCTAssertEqual(warm.count, 2)
    }

    /// A solve with a limit on its simplex's work (`workPerRow`) gives the values of one without,
    /// within it; past it, it gives up (`TooMuchWork`) rather than answer. A chain of four views
    /// between 0 and 100, each pulled to 40 at its own level (the later ones lower): the first two
    /// keep 40, the third takes the 20 left, the fourth 0, and each level's pivots read entries.
    func testASolveWithALimitOnItsWorkGivesUpPastIt() throws {
        var constraints = [LinearConstraint(v(0), .equal, c(0), priority: 1000), LinearConstraint(v(4), .equal, c(100), priority: 1000)]
        for view in 0..<4 {
            constraints.append(LinearConstraint(v(view + 1) - v(view), .greaterOrEqual, c(0), priority: 1000))
            constraints.append(LinearConstraint(v(view + 1) - v(view), .equal, c(40), priority: Priority(Double(700 - view))))
        }
        let unlimited = solve(5, constraints)
        XCTAssertEqual(unlimited.map { ($0 * 1e6).rounded() / 1e6 }, [0, 40, 80, 100, 100])
        var groups = SolvedGroups()
        XCTAssertEqual(try LexicographicSolver().solve(variableCount: 5, constraints: constraints, workPerRow: 1_000, reusing: &groups), unlimited)
        groups = SolvedGroups()
        XCTAssertThrowsError(try LexicographicSolver().solve(variableCount: 5, constraints: constraints, workPerRow: 0, reusing: &groups)) {
            XCTAssertTrue($0 is LexicographicSolver.TooMuchWork)
        }
    }

    func testAGroupSolvedBeforeIsReusedOnlyWhenItsConstraintsAreTheSame() {
        // Two independent groups: x (variable 0) and y (variable 1).
        let x = [LinearConstraint(v(0), .greaterOrEqual, c(10), priority: 1000), LinearConstraint(v(0), .equal, c(4), priority: 250)]
        let y = [LinearConstraint(v(1), .equal, c(20), priority: 750)]
        var solved = SolvedGroups()
        XCTAssertEqual(LexicographicSolver().solve(variableCount: 2, constraints: x + y, reusing: &solved), [10, 20])
        XCTAssertEqual(solved.solution(variableCount: 1, constraints: [LinearConstraint(v(0), .equal, c(20), priority: 750)], costs: []), [20])
        // y's target moves: x's group is the one solved before, y's is solved again.
        let moved = [LinearConstraint(v(1), .equal, c(35), priority: 750)]
        XCTAssertNil(solved.solution(variableCount: 1, constraints: [LinearConstraint(v(0), .equal, c(35), priority: 750)], costs: []))
        XCTAssertEqual(LexicographicSolver().solve(variableCount: 2, constraints: x + moved, reusing: &solved), [10, 35])
        // The same constraints at another priority are another group.
        XCTAssertNil(solved.solution(variableCount: 1, constraints: [LinearConstraint(v(0), .equal, c(35), priority: 500)], costs: []))
    }

    /// A group of the shape of one solved before (its constants and cost weights moved) starts
    /// from that one's elimination, and its values are, bit for bit, those of a solve from scratch.
    func testAGroupOfAShapeSolvedBeforeStartsFromItsElimination() {
        // A chain: v0 = 0, v1 ≥ v0 + a, v2 = v1 + b (required), v2 ≤ c at 750, v1 = d at 250, v3 (costing w at 100) = v2 − v1.
        func group(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ w: Double) -> ([LinearConstraint], [VariableCost]) {
            ([
                LinearConstraint(v(0), .equal, self.c(0), priority: 1000), LinearConstraint(v(1), .greaterOrEqual, v(0) + a, priority: 1000),
                LinearConstraint(v(2), .equal, v(1) + b, priority: 1000), LinearConstraint(v(2), .lessOrEqual, self.c(c), priority: 750),
                LinearConstraint(v(1), .equal, self.c(d), priority: 250), LinearConstraint(v(3), .equal, v(2) - v(1), priority: 1000),
            ], [VariableCost(Variable(index: 3), w, at: 100)])
        }
        var solved = SolvedGroups()
        let first = group(10, 5, 40, 30, 1)
        XCTAssertEqual(LexicographicSolver().solve(variableCount: 4, constraints: first.0, costs: first.1, reusing: &solved), [0, 30, 35, 5])
        for (a, b, c, d, w) in [(12.5, 7.25, 18.0, -3.0, 2.0), (-4, 0, -20, 11, -1), (10, 5, 40, 30, 1)] {
            let moved = group(a, b, c, d, w)
            XCTAssertNotNil(solved.eliminated(variableCount: 4, constraints: moved.0, costs: moved.1))
            let fresh = LexicographicSolver().solve(variableCount: 4, constraints: moved.0, costs: moved.1)
            let reused = LexicographicSolver().solve(variableCount: 4, constraints: moved.0, costs: moved.1, reusing: &solved)
            XCTAssertEqual(reused.map(\.bitPattern), fresh.map(\.bitPattern), "\((a, b, c, d, w))")
        }
        XCTAssertEqual(LexicographicSolver().solve(variableCount: 4, constraints: group(12.5, 7.25, 18, -3, 2).0, costs: group(12.5, 7.25, 18, -3, 2).1), [0, 12.5, 19.75, 7.25])
        // Another coefficient, relation or priority is another shape.
        var scaled = first.0
        scaled[2] = LinearConstraint(v(2), .equal, v(1) * 2 + 5, priority: 1000)
        XCTAssertNil(solved.eliminated(variableCount: 4, constraints: scaled, costs: first.1))
        var loosened = first.0
        loosened[3] = LinearConstraint(v(2), .greaterOrEqual, c(40), priority: 750)
        XCTAssertNil(solved.eliminated(variableCount: 4, constraints: loosened, costs: first.1))
        XCTAssertNil(solved.eliminated(variableCount: 4, constraints: first.0, costs: [VariableCost(Variable(index: 3), 1, at: 200)]))
    }

    /// A subtree's cost computed again can come out a few units in the last place apart: such a
    /// group is the one solved before. A real change, however small on screen, is not.
    func testAGroupWhoseNumbersDifferOnlyByRoundingIsReused() {
        // v0 + v1 = target (required); v0 = 4 at 750; v1 (never negative) rewarded at 250.
        func group(_ target: Double, _ weight: Double) -> ([LinearConstraint], [VariableCost]) {
            ([LinearConstraint(v(0) + v(1), .equal, c(target), priority: 1000), LinearConstraint(v(0), .equal, c(4), priority: 750)],
             [VariableCost(Variable(index: 1), weight, at: 250)])
        }
        var solved = SolvedGroups()
        let (constraints, costs) = group(12, -10_000)
        XCTAssertEqual(LexicographicSolver().solve(variableCount: 2, constraints: constraints, costs: costs, reusing: &solved), [4, 8])
        let rounded = group(11.999999999999773, -9_999.999999999995)
        XCTAssertEqual(solved.solution(variableCount: 2, constraints: rounded.0, costs: rounded.1), [4, 8])
        let moved = group(12.000001, -10_000)
        XCTAssertNil(solved.solution(variableCount: 2, constraints: moved.0, costs: moved.1))
        let reweighted = group(12, -10_000.001)
        XCTAssertNil(solved.solution(variableCount: 2, constraints: reweighted.0, costs: reweighted.1))
    }

    /// A variable with a cost of its own is never negative and costs (or, with a negative
    /// weight, rewards) its value at its level, as a constraint `weight · v = 0` would.
    func testAVariableWithACostIsNeverNegativeAndCostsItsValue() {
        // v0 = v1 + 2 (required); v1 ≤ 5 (required); v0 pulled to −3 at 500.
        let system = [
            LinearConstraint(v(0), .equal, v(1) + 2, priority: 1000), LinearConstraint(v(1), .lessOrEqual, c(5), priority: 1000),
            LinearConstraint(v(0), .equal, c(-3), priority: 500),
        ]
        // Costing 1 at 250: the pull takes v1 down to 0, and no further.
        XCTAssertEqual(LexicographicSolver().solve(variableCount: 2, constraints: system, costs: [VariableCost(Variable(index: 1), 1, at: 250)]), [2, 0])
        // Rewarded at 750 (above the pull): v1 goes to its bound.
        XCTAssertEqual(LexicographicSolver().solve(variableCount: 2, constraints: system, costs: [VariableCost(Variable(index: 1), -2, at: 750)]), [7, 5])
        // The same as the constraint 2·v1 = 5·2 at 750, which the reward stands for (up to a constant).
        // That level is met at no cost with its error column basic (at zero): the pull at 500
        // would raise it, so it leaves the basis when the level is met (`SimplexTableau.holdAtZero`).
        let asConstraint = system + [LinearConstraint(v(1) * 2, .equal, c(10), priority: 750), LinearConstraint(v(1), .greaterOrEqual, c(0), priority: 1000)]
        XCTAssertEqual(LexicographicSolver().solve(variableCount: 2, constraints: asConstraint), [7, 5])
    }

    func testAHigherPriorityWinsOverEveryLowerOne() {
        // x ≥ 10 required; x ≤ 5 at 750 and x = 7 at 250 give way.
        let x = solve(1, [
            LinearConstraint(v(0), .greaterOrEqual, c(10), priority: 1000),
            LinearConstraint(v(0), .lessOrEqual, c(5), priority: 750),
            LinearConstraint(v(0), .equal, c(7), priority: 250),
        ])
        XCTAssertEqual(x, [10])
    }

    func testLowerLevelsUseTheFreedomTheHigherOnesLeave() {
        // x + y = 100 required; x = 30 at 750; y = 80 at 500 cannot hold as well: y = 70.
        let values = solve(2, [
            LinearConstraint(v(0) + v(1), .equal, c(100), priority: 1000),
            LinearConstraint(v(0), .equal, c(30), priority: 750),
            LinearConstraint(v(1), .equal, c(80), priority: 500),
        ])
        XCTAssertEqual(values, [30, 70])
    }

    func testConflictingRequiredConstraintsBreakTheLowerSubLevelFirst() {
        // A fixed width (1000.6) beats a maximum (1000.4); the minimum (1000.5) holds too.
        let values = solve(1, [
            LinearConstraint(v(0), .lessOrEqual, c(40), priority: Priority.requiredMaximum),
            LinearConstraint(v(0), .equal, c(60), priority: Priority.requiredFixedSize),
            LinearConstraint(v(0), .greaterOrEqual, c(50), priority: Priority.requiredMinimum),
        ])
        XCTAssertEqual(values, [60])
    }

    func testErrorsAddUpAcrossAViolatedLevel() {
        // a + b = 10 required; a ≥ 8 at 750 holds, so b ≥ 5 at 500 is 3 short: b = 2.
        let values = solve(2, [
            LinearConstraint(v(0) + v(1), .equal, c(10), priority: 1000),
            LinearConstraint(v(1), .greaterOrEqual, c(5), priority: 500),
            LinearConstraint(v(0), .greaterOrEqual, c(8), priority: 750),
        ])
        XCTAssertEqual(values, [8, 2])
    }

    func testFixedVariablesAreSubstitutedAndUnconstrainedOnesStayZero() {
        // x0 fixed at 5; x1 = x0 + 20; x2 appears in no constraint.
        let values = solve(3, [LinearConstraint(v(1), .equal, v(0) + 20, priority: 1000)], fixed: [0: 5])
        XCTAssertEqual(values, [5, 25, 0])
    }

    func testARepeatedVariableInOneConstraintAddsUp() {
        // x + x = 12, written with the variable twice.
        let values = solve(1, [LinearConstraint(LinearExpression([(Variable(index: 0), 1), (Variable(index: 0), 1)]), .equal, c(12), priority: 1000)])
        XCTAssertEqual(values, [6])
    }

    func testALongChainIsSolvedExactly() {
        // x0 = 0, x(k+1) = x(k) + 1 required; x49 ≤ 10 at 750 must give way: x(k) = k. Every
        // elimination fills the next row in, which exercises the sparse rows' merging.
        var constraints = [LinearConstraint(v(0), .equal, c(0), priority: 1000)]
        for k in 0..<49 { constraints.append(LinearConstraint(v(k + 1), .equal, v(k) + 1, priority: 1000)) }
        constraints.append(LinearConstraint(v(49), .lessOrEqual, c(10), priority: 750))
        XCTAssertEqual(solve(50, constraints), (0..<50).map(Double.init))
    }

    func testIndependentGroupsAreSolvedSeparately() {
        // Two systems with no variable in common: each has its own optimum.
        let values = solve(4, [
            LinearConstraint(v(0) + v(1), .equal, c(8), priority: 1000),
            LinearConstraint(v(0), .equal, c(3), priority: 500),
            LinearConstraint(v(2) - v(3), .equal, c(1), priority: 1000),
            LinearConstraint(v(3), .greaterOrEqual, c(4), priority: 750),
            LinearConstraint(v(3), .lessOrEqual, c(2), priority: 250),
        ])
        XCTAssertEqual(values, [3, 5, 5, 4])
    }

    func testAColumnEveryRowHoldsIsEliminatedLastAndTheSolveStaysExact() {
        // Distances d1…d40 each pinned to d0 at its own level (an equal-centring stack's rules),
        // with d0 + … + d40 = 410 required: each d is 10. d0 (variable 0) is in every row, so
        // taken first it would fill every row with the pivot row's columns; it is taken last.
        let count = 41
        var constraints = [LinearConstraint(LinearExpression((0..<count).map { (Variable(index: $0), 1.0) }), .equal, c(410), priority: 1000)]
        for k in 1..<count { constraints.append(LinearConstraint(v(k), .equal, v(0), priority: Priority(150 - Double(k) * 1e-4))) }
        var system = StandardFormSystem(variableCount: count, constraints: constraints, costs: [])
        system.eliminateFreeVariables()
        XCTAssertEqual(system.eliminationOrder.count, count)
        XCTAssertEqual(system.eliminationOrder.last, 0)
        XCTAssertEqual(solve(count, constraints), Array(repeating: 10, count: count))
    }

    /// A level whose costing columns are all zero is met, without searching for a better cost:
    /// the simplex would otherwise go on through degenerate pivots that find none.
    /// A fillProportionally stack in a scroll view (§2.8): its length L (variable 0) is free,
    /// so every share row holds it, and those pivots filled the tableau with the rows'
    /// columns (1,000 labels: a million entries, 2.7 s).
    func testLevelsMetAtNoCostStopSearchingAndTheProportionalSharesHold() {
        let count = 300, gap = 4.0
        let natural = (0..<count).map { 17 + Double($0 % 7) }
        let total = natural.reduce(0, +) + gap * Double(count - 1)
        let length = v(0)
        var sum = LinearExpression.constant(gap * Double(count - 1))
        for k in 1...count { sum = sum + v(k) }
        var constraints = [LinearConstraint(sum, .equal, length, priority: 1000)]
        for (k, n) in natural.enumerated() {
            constraints.append(LinearConstraint(v(k + 1), .equal, length * (n / total), priority: Priority.proportionalShare(position: k)))
            constraints.append(LinearConstraint(v(k + 1), .greaterOrEqual, c(n), priority: 750))
            constraints.append(LinearConstraint(v(k + 1), .lessOrEqual, c(n), priority: 250))
        }
        var system = StandardFormSystem(variableCount: count + 1, constraints: constraints, costs: [])
        system.eliminateFreeVariables()
        var tableau = system.makeTableau()
        for level in system.columnsByLevel() { tableau.minimise(costColumns: level) }
        let values = system.freeVariableValues(nonNegativeValues: tableau.solution())
        XCTAssertEqual(values[0], total, accuracy: 1e-7)
        for (k, n) in natural.enumerated() { XCTAssertEqual(values[k + 1], n, accuracy: 1e-7) }
        // Every level is met at no cost from the start: each takes at most the one pivot that
        // moves its basic error column (at zero) out of the basis, 300 in all, where the search
        // for a better cost took 599.
        XCTAssertLessThanOrEqual(tableau.pivotCount, count)
    }

    /// A level met at no cost holds its columns at zero; one still basic, whose pivot out of the
    /// basis would add a long row to many others, stays basic until a pivot would move it
    /// (SEMANTICS.md §2.0 is unchanged: the level's optimum is kept either way).
    /// A row of labels aligned on one baseline (§2.2), in the shape a baseline row's constraints
    /// take: each label's top at least the row's, its bottom at most the row's height H, its
    /// baseline on the one before, pulled to the top below all that. Every twentieth label is the
    /// tallest, its top on the row's at no cost, and pivoting each one's column out of the basis
    /// at once added its row to the next one's: 1,000 labels grew the tableau from 40,000 entries
    /// to 2.9 million.
    func testColumnsHeldAtZeroLeaveTheBasisOnlyWhenAPivotWouldMoveThem() {
        let count = 600
        let heights = (0..<count).map { 12 + 1.5 * Double($0 % 20) }
        let ascents = heights.map { 0.8 * $0 }
        let height = v(0)
        func top(_ k: Int) -> LinearExpression { v(1 + 2 * k) }
        func size(_ k: Int) -> LinearExpression { v(2 + 2 * k) }
        // Text centred in its frame (§3.1): the baseline is the frame's middle plus the ascent less half the text.
        func baseline(_ k: Int) -> LinearExpression { top(k) + size(k) * 0.5 + (ascents[k] - heights[k] / 2) }
        var constraints = [LinearConstraint(height, .equal, c(0), priority: 251)]
        for k in 0..<count {
            constraints.append(LinearConstraint(size(k), .greaterOrEqual, c(heights[k]), priority: 750))
            constraints.append(LinearConstraint(size(k), .lessOrEqual, c(heights[k]), priority: 250))
            constraints.append(LinearConstraint(top(k), .greaterOrEqual, c(0), priority: 1000.2))
            constraints.append(LinearConstraint(top(k) + size(k), .lessOrEqual, height, priority: 1000))
            constraints.append(LinearConstraint(top(k), .equal, c(0), priority: 48))
            if k > 0 { constraints.append(LinearConstraint(baseline(k), .equal, baseline(k - 1), priority: 1000.2)) }
        }
        var system = StandardFormSystem(variableCount: 1 + 2 * count, constraints: constraints, costs: [])
        system.eliminateFreeVariables()
        var tableau = system.makeTableau()
        let entriesBefore = tableau.entryCount
        for level in system.columnsByLevel() { tableau.minimise(costColumns: level) }
        let values = system.freeVariableValues(nonNegativeValues: tableau.solution())
        // The baseline lies the largest ascent below the top; the row is that plus the largest descent.
        let line = ascents.max() ?? 0
        let descent = zip(heights, ascents).map { $0 - $1 }.max() ?? 0
        XCTAssertEqual(values[0], line + descent, accuracy: 1e-7)
        for k in 0..<count {
            XCTAssertEqual(values[2 + 2 * k], heights[k], accuracy: 1e-7)
            XCTAssertEqual(values[1 + 2 * k], line - ascents[k], accuracy: 1e-7)
        }
        XCTAssertLessThanOrEqual(tableau.entryCount, 2 * entriesBefore)
    }

    /// A bound that stands for no bound (10⁹, a stand-in's infinite stretch) does not loosen
    /// what counts as met: a firm constraint broken by 5 × 10⁻⁴ is mended, where the tolerance
    /// taken from the largest number (10⁻¹² × 10⁹) let it stand, and a fillProportionally stack's
    /// view came out 10⁻³ pt below zero, its cost at each length discontinuous.
    func testABoundNoLayoutReachesDoesNotLoosenWhatCountsAsMet() {
        let values = solve(2, [
            LinearConstraint(v(0), .greaterOrEqual, c(0.0005), priority: 2000),
            LinearConstraint(v(1), .lessOrEqual, c(LexicographicSolver.unreachableBound), priority: 2000),
            LinearConstraint(v(0), .equal, v(1), priority: 1000),
            LinearConstraint(v(0), .equal, c(0), priority: 1),
        ])
        XCTAssertEqual(values[0], 0.0005, accuracy: 1e-6)
        XCTAssertEqual(values[1], 0.0005, accuracy: 1e-6)
    }
}
