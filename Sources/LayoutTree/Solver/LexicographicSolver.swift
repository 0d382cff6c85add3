/// Solves prioritised linear constraints the way SEMANTICS.md §2.0 defines Auto Layout's answer:
/// every constraint is met as well as possible, level by level from the highest priority down,
/// minimising at each level the sum of absolute errors (L1), without giving up anything
/// already achieved at a higher level.
///
/// Method: every constraint gets non-negative error variables, so the system is always
/// feasible and conflicts between required constraints degrade gracefully. The free
/// variables (edges and sizes) are eliminated by Gauss–Jordan pivots first; what remains is a
/// standard-form LP over errors, slacks and the variables that have costs of their own
/// (`VariableCost`, never negative), with an obvious starting basis. One simplex pass
/// per priority level follows; after each pass every non-basic column with a positive
/// reduced cost is fixed at zero, which preserves the optimum of that level for all lower
/// levels (the classic lexicographic simplex).
public struct LexicographicSolver {
    private static let epsilon = 1e-9
    /// A bound that stands for no bound (a stretch that goes on for ever, bounded so that every
    /// cost stays finite): far past any length a layout reaches, and not one of the numbers whose
    /// rounding the simplex allows for (`SimplexTableau.metTolerance`).
    public static let unreachableBound: Double = 1e9

    public init() {}

    /// Returns a value for each of `variableCount` variables. `fixed` variables are known
    /// already (e.g. a container's frame decided by its parent) and are substituted.
    ///
    /// The system is split into independent groups of variables first (horizontal and
    /// vertical constraints rarely meet; a container's children are independent once its
    /// frame is known), since the simplex's cost grows faster than the size of a group.
    /// The variables of `costs` are never negative and cost what it says, besides the constraints.
    public func solve(variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost] = [], fixed: [Int: Double] = [:]) -> [Double] {
        var solved = SolvedGroups()
        return solve(variableCount: variableCount, constraints: constraints, costs: costs, fixed: fixed, reusing: &solved)
    }

    /// As above, reusing (and recording) the solutions of groups solved before in `solved`.
    public func solve(
        variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost] = [], fixed: [Int: Double] = [:],
        reusing solved: inout SolvedGroups
    ) -> [Double] {
        // Without a limit on its work a solve always ends with values.
        (try? solve(variableCount: variableCount, constraints: constraints, costs: costs, fixed: fixed, workPerRow: nil, reusing: &solved))
            ?? Array(repeating: 0, count: variableCount)
    }

    /// As above, giving up (`TooMuchWork`) where a group's simplex reads more than `workPerRow`
    /// entries per row of the group (`SparseMatrix.work`): a measure of how the system fills in,
    /// not of its size, so that a system whose pivots stay local is solved however large it is.
    public func solve(
        variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost] = [], fixed: [Int: Double] = [:],
        workPerRow: Int?, reusing solved: inout SolvedGroups
    ) throws(TooMuchWork) -> [Double] {
        var values = Array(repeating: 0.0, count: variableCount)
        for (variable, value) in fixed { values[variable] = value }
        let substituted = fixed.isEmpty ? constraints : constraints.map { Self.substitute(fixed, in: $0) }
        for group in Self.independentGroups(variableCount: variableCount, constraints: substituted, costs: costs) {
            let solution: [Double]
            if let known = solved.solution(variableCount: group.variables.count, constraints: group.constraints, costs: group.costs) {
                solution = known
            } else {
                solution = try solveGroup(
                    variableCount: group.variables.count, constraints: group.constraints, costs: group.costs, workPerRow: workPerRow,
                    reusing: &solved)
                solved.record(solution, variableCount: group.variables.count, constraints: group.constraints, costs: group.costs)
            }
            for (local, variable) in group.variables.enumerated() { values[variable] = solution[local] }
        }
        return values
    }

    /// A solve that gave up: its simplex read more entries than its limit allowed.
    public struct TooMuchWork: Error {}

    fileprivate func solveGroup(variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost]) -> [Double] {
        var system = StandardFormSystem(variableCount: variableCount, constraints: constraints, costs: costs)
        system.eliminateFreeVariables()
        // No limit on its work: it never gives up.
        return (try? solveEliminated(system)) ?? Array(repeating: 0, count: variableCount)
    }

    /// As above, starting from the eliminated system of a group of the same shape solved before
    /// (`SolvedGroups.eliminated`), with this group's right-hand sides and costs: the elimination
    /// never reads either, so it is the one a solve from scratch would make, and the right-hand
    /// sides it carried along are made again by the same steps (`rightHandSides(for:)`), bit for bit.
    fileprivate func solveGroup(
        variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost], workPerRow: Int?, reusing solved: inout SolvedGroups
    ) throws(TooMuchWork) -> [Double] {
        if let known = solved.eliminated(variableCount: variableCount, constraints: constraints, costs: costs) {
            let system = known.costing(costs)
            return try solveEliminated(system, rightHandSides: system.rightHandSides(for: constraints), workPerRow: workPerRow)
        }
        var system = StandardFormSystem(variableCount: variableCount, constraints: constraints, costs: costs)
        system.eliminateFreeVariables()
        solved.keep(system, variableCount: variableCount, constraints: constraints, costs: costs)
        return try solveEliminated(system, workPerRow: workPerRow)
    }

    /// The simplex level by level over an eliminated system, and the free variables' values.
    /// `rightHandSides`: in place of the system's own. `workPerRow`: see `solve(…, workPerRow:)`.
    private func solveEliminated(
        _ system: StandardFormSystem, rightHandSides: [Double]? = nil, workPerRow: Int? = nil
    ) throws(TooMuchWork) -> [Double] {
        var tableau = system.makeTableau(rightHandSides: rightHandSides)
        let workLimit = workPerRow.map { perRow -> Int in
            let (product, overflow) = perRow.multipliedReportingOverflow(by: max(system.rowCount, 1))
            return overflow ? .max : product
        } ?? .max
        for costColumns in system.columnsByLevel() {
            guard tableau.minimise(costColumns: costColumns, workLimit: workLimit) else { throw TooMuchWork() }
        }
        return system.freeVariableValues(nonNegativeValues: tableau.solution(), rightHandSides: rightHandSides)
    }

    private static func substitute(_ fixed: [Int: Double], in constraint: LinearConstraint) -> LinearConstraint {
        var result = constraint
        result.expression.terms = []
        for term in constraint.expression.terms {
            if let value = fixed[term.variable.index] {
                result.expression.constant += term.coefficient * value
            } else {
                result.expression.terms.append(term)
            }
        }
        return result
    }

    fileprivate struct Group {
        var variables: [Int] = []
        var constraints: [LinearConstraint] = []
        var costs: [VariableCost] = []
        /// Per constraint, its place in the whole system's list.
        var origins: [Int] = []
    }

    /// Connected components of the variables, linked by shared constraints (union–find),
    /// each with its constraints and costs rewritten to local variable numbers (a cost whose
    /// variable no constraint names is left out: that variable stays 0).
    fileprivate static func independentGroups(variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost]) -> [Group] {
        var parent = Array(0..<variableCount)
        func root(_ variable: Int) -> Int {
            var current = variable
            while parent[current] != current {
                parent[current] = parent[parent[current]]
                current = parent[current]
            }
            return current
        }
        for constraint in constraints {
            guard let first = constraint.expression.terms.first?.variable.index else { continue }
            for term in constraint.expression.terms.dropFirst() {
                let a = root(first), b = root(term.variable.index)
                if a != b { parent[a] = b }
            }
        }
        // Per root variable, its group's index (−1: none yet); an array, not a dictionary: this runs
        // for every constraint of every region's system.
        var groupOfRoot = Array(repeating: -1, count: variableCount)
        var localIndex = Array(repeating: -1, count: variableCount)
        var groups: [Group] = []
        for (origin, constraint) in constraints.enumerated() {
            guard let first = constraint.expression.terms.first?.variable.index else { continue }
            let firstRoot = root(first)
            var groupIndex = groupOfRoot[firstRoot]
            if groupIndex < 0 {
                groupIndex = groups.count
                groupOfRoot[firstRoot] = groupIndex
                groups.append(Group())
            }
            var local = constraint
            local.expression.terms = constraint.expression.terms.map { term in
                if localIndex[term.variable.index] < 0 {
                    localIndex[term.variable.index] = groups[groupIndex].variables.count
                    groups[groupIndex].variables.append(term.variable.index)
                }
                return (variable: Variable(index: localIndex[term.variable.index]), coefficient: term.coefficient)
            }
            groups[groupIndex].constraints.append(local)
            groups[groupIndex].origins.append(origin)
        }
        for cost in costs {
            let variable = cost.variable.index
            guard variable >= 0, variable < variableCount, localIndex[variable] >= 0 else { continue }
            let groupIndex = groupOfRoot[root(variable)]
            guard groupIndex >= 0 else { continue }
            var local = cost
            local.variable = Variable(index: localIndex[variable])
            groups[groupIndex].costs.append(local)
        }
        return groups
    }
}

/// The constraints as equations `free·a + nonNegative·b = rhs`, before and after elimination.
/// Columns: the variables first (free ones, and those with costs, which are never negative),
/// then two non-negative ones per constraint. In the tableau the non-negative columns come in
/// that order: the constraints' two each, then the variables with costs.
struct StandardFormSystem {
    let freeCount: Int
    let nonNegativeCount: Int
    let matrix: SparseMatrix
    var rowCount: Int { matrix.rowCount }
    /// Per row, the column (in non-negative numbering) of its own error or slack, which
    /// becomes basic: `positiveColumn` when the right-hand side is ≥ 0, else `negativeColumn`.
    var ownColumns: [(positive: Int, negative: Int)] = []
    /// Per constraint column (non-negative numbering), the level its unit costs at (−1: none).
    var levelOfColumn: [Double]
    /// Per variable, its column in non-negative numbering if it has costs (else −1); and those costs.
    var costedColumn: [Int]
    var costs: [(column: Int, level: Double, weight: Double)] = []
    /// Rows consumed by eliminating a free variable: free variable → row.
    var eliminationRow: [Int?]
    var isEliminated: [Bool]
    /// The free variables in the order they were eliminated (values are found in reverse).
    var eliminationOrder: [Int] = []
    /// What the elimination did to the right-hand sides, in order (`rightHandSides(for:)`).
    private var rightHandSideSteps: [RightHandSideStep] = []
    private enum RightHandSideStep {
        case scale(row: Int, factor: Double)
        case subtract(factor: Double, pivotRow: Int, row: Int)
    }

    /// `parameterRow`: the constraint whose constant `ParametricSystem` moves; the matrix's
    /// `direction` then follows how each right-hand side moves with it.
    init(variableCount: Int, constraints: [LinearConstraint], costs variableCosts: [VariableCost], parameterRow: Int? = nil) {
        freeCount = variableCount
        costedColumn = Array(repeating: -1, count: variableCount)
        var costedCount = 0
        for cost in variableCosts where costedColumn[cost.variable.index] < 0 {
            costedColumn[cost.variable.index] = 2 * constraints.count + costedCount
            costedCount += 1
        }
        costs = Self.costs(variableCosts, columns: costedColumn)
        nonNegativeCount = 2 * constraints.count + costedCount
        matrix = SparseMatrix(rowCount: constraints.count, columnCount: freeCount + 2 * constraints.count)
        levelOfColumn = Array(repeating: -1, count: 2 * constraints.count)
        eliminationRow = Array(repeating: nil, count: variableCount)
        isEliminated = Array(repeating: false, count: constraints.count)
        var entries: [SparseMatrix.Entry] = []
        for (row, constraint) in constraints.enumerated() {
            // `≥` is written as `−expression ≤ 0` so only two shapes remain.
            let sign: Double = constraint.relation == .greaterOrEqual ? -1 : 1
            // A variable written twice adds up, in the order written.
            entries.removeAll(keepingCapacity: true)
            for term in constraint.expression.terms where term.variable.index < freeCount {
                let column = Int32(term.variable.index)
                if let index = entries.firstIndex(where: { $0.column == column }) {
                    entries[index].value += sign * term.coefficient
                } else {
                    entries.append(SparseMatrix.Entry(column: column, value: 0 + sign * term.coefficient))
                }
            }
            entries.removeAll { $0.value == 0 }
            entries.sort { $0.column < $1.column }
            let first = 2 * row, second = 2 * row + 1
            // a·x + e⁺ − e⁻ = rhs (both errors cost) or a·x + s − e = rhs (only the error costs).
            entries.append(SparseMatrix.Entry(column: Int32(freeCount + first), value: 1))
            entries.append(SparseMatrix.Entry(column: Int32(freeCount + second), value: -1))
            matrix.setRow(row, entries, rightHandSide: -sign * constraint.expression.constant)
            if constraint.relation == .equal { levelOfColumn[first] = constraint.priority.level }
            levelOfColumn[second] = constraint.priority.level
            ownColumns.append((first, second))
        }
        if let parameterRow {
            // The constraint `expression = t`: its right-hand side −sign·(constant − t) moves by sign·t.
            matrix.direction = Array(repeating: 0, count: constraints.count)
            matrix.direction[parameterRow] = constraints[parameterRow].relation == .greaterOrEqual ? -1 : 1
        }
    }

    /// The costs per unit of the variables that have them, by column (those of weight 0 only
    /// keep their variable from going negative).
    private static func costs(_ variableCosts: [VariableCost], columns: [Int]) -> [(column: Int, level: Double, weight: Double)] {
        var costs: [(column: Int, level: Double, weight: Double)] = []
        for cost in variableCosts where cost.weight != 0 {
            costs.append((columns[cost.variable.index], cost.priority.level, cost.weight))
        }
        return costs
    }

    /// This system with the costs of a group of the same shape (the same variables at the same
    /// levels, other weights): they decide only what the simplex minimises.
    func costing(_ variableCosts: [VariableCost]) -> StandardFormSystem {
        var system = self
        system.costs = Self.costs(variableCosts, columns: costedColumn)
        return system
    }

    /// The right-hand sides the elimination leaves for `constraints`, a group of the same shape
    /// as this system's: each constraint's as `init` writes it, then the elimination's steps on
    /// them, in order and with the same arithmetic as `SparseMatrix.scale` and `subtract`.
    func rightHandSides(for constraints: [LinearConstraint]) -> [Double] {
        var values = constraints.map { constraint -> Double in
            let sign: Double = constraint.relation == .greaterOrEqual ? -1 : 1
            return -sign * constraint.expression.constant
        }
        for step in rightHandSideSteps {
            switch step {
            case .scale(let row, let factor):
                values[row] = values[row] * factor
            case .subtract(let factor, let pivotRow, let row):
                let pivotRight = values[pivotRow]
                if pivotRight != 0 { values[row] -= factor * pivotRight }
            }
        }
        return values
    }

    /// A matrix column in non-negative numbering (nil: a free variable's).
    private func nonNegativeColumn(_ column: Int) -> Int? {
        if column >= freeCount { return column - freeCount }
        return costedColumn[column] >= 0 ? costedColumn[column] : nil
    }

    /// The columns that cost at each level, with their cost per unit, levels from the highest,
    /// columns in order. A system has few levels (a dozen on the corpus's) and runs of columns at
    /// one level: each column finds its level among those seen (the last one first), the groups
    /// are sized, filled, and only they are sorted, where one sort of every costing column was
    /// a tenth of solving the corpus's small systems.
    func columnsByLevel() -> [[(column: Int, weight: Double)]] {
        // The constraints' columns first, in increasing order, then the variables' costs, whose
        // columns all come after them.
        var entries: [(column: Int, level: Double, weight: Double)] = []
        entries.reserveCapacity(levelOfColumn.count + costs.count)
        for column in levelOfColumn.indices where levelOfColumn[column] >= 0 { entries.append((column, levelOfColumn[column], 1)) }
        entries += costs
        var levels: [Double] = []
        var counts: [Int] = []
        // Per level, its group: looked up, not searched for (a proportional or equal-centring
        // stack has a level per view, and a search per column was quadratic in them).
        var groupOfLevel: [Double: Int] = [:]
        var groupOfEntry = [Int](repeating: 0, count: entries.count)
        var last = -1
        for (index, entry) in entries.enumerated() {
            if last < 0 || levels[last] != entry.level {
                last = groupOfLevel[entry.level] ?? -1
                if last < 0 {
                    last = levels.count
                    groupOfLevel[entry.level] = last
                    levels.append(entry.level)
                    counts.append(0)
                }
            }
            groupOfEntry[index] = last
            counts[last] += 1
        }
        var groups = counts.map { count -> [(column: Int, weight: Double)] in
            var group: [(column: Int, weight: Double)] = []
            group.reserveCapacity(count)
            return group
        }
        for (index, entry) in entries.enumerated() { groups[groupOfEntry[index]].append((entry.column, entry.weight)) }
        for group in groups.indices where !groups[group].isSortedByColumn {
            // By column, a column written twice in the order it came.
            groups[group] = groups[group].enumerated()
                .sorted { ($0.element.column, $0.offset) < ($1.element.column, $1.offset) }
                .map(\.element)
        }
        return levels.indices.sorted { levels[$0] > levels[$1] }.map { groups[$0] }
    }

    /// Gauss–Jordan on the free columns, with partial pivoting for stability, the column held by
    /// the fewest rows first (minimum degree, `FreeColumnOrder`): eliminating a column adds the
    /// pivot row to every other row that holds it. In index order, a column every row held (an
    /// equal-centring stack's first distance, which each other distance is pinned to) was taken
    /// early, filled every row with the pivot row's columns, and the next did it again: cubic in
    /// the stack's views (a vertical stack of 1,000 tiny views took 39 s and 1 GB).
    mutating func eliminateFreeVariables() {
        let epsilon = 1e-12
        var holding: [SparseMatrix.ColumnEntry] = []
        var order = FreeColumnOrder()
        for variable in 0..<freeCount where costedColumn[variable] < 0 {
            matrix.entries(inColumn: variable, into: &holding)
            order.insert(variable, rows: holding.count)
        }
        // `holding` is left with the entries of the column `next` returns, which it counted last.
        while let variable = order.next(rowsHolding: { column in
            matrix.entries(inColumn: column, into: &holding)
            return holding.reduce(0) { isEliminated[$1.row] ? $0 : $0 + 1 }
        }) {
            var largest = epsilon
            for entry in holding where !isEliminated[entry.row] { largest = max(largest, abs(entry.value)) }
            // Of the rows whose entry is at least half the largest (stable enough), the shortest:
            // it adds the fewest entries to the rows it is subtracted from.
            var pivot: SparseMatrix.ColumnEntry?
            var shortest = Int.max
            for entry in holding where !isEliminated[entry.row] && abs(entry.value) > epsilon && abs(entry.value) >= largest / 2 {
                let length = matrix.length(of: entry.row)
                if length < shortest {
                    shortest = length
                    pivot = entry
                }
            }
            guard let pivot else { continue }  // unconstrained: stays 0
            let factor = 1 / pivot.value
            matrix.scale(pivot.row, by: factor)
            rightHandSideSteps.append(.scale(row: pivot.row, factor: factor))
            // Forward elimination: the rows consumed before keep this variable (their values are
            // found last to first), so a chain of views does not fill them in one by one with
            // every edge before it; the rows left for the simplex are the same as with
            // Gauss–Jordan, value for value.
            for entry in holding where entry.row != pivot.row && !isEliminated[entry.row] {
                matrix.subtract(entry.value, timesRow: pivot.row, from: entry.row, clearing: variable)
                rightHandSideSteps.append(.subtract(factor: entry.value, pivotRow: pivot.row, row: entry.row))
            }
            isEliminated[pivot.row] = true
            eliminationRow[variable] = pivot.row
            eliminationOrder.append(variable)
        }
    }

    /// The remaining rows over the non-negative columns, each with its own basic column.
    /// `rightHandSides`: per row, in place of the matrix's own (`ParametricSystem`), which then
    /// has the tableau carry how they move with its parameter (`SimplexTableau.carry`), one
    /// column past the others.
    func makeTableau(rightHandSides: [Double]? = nil) -> SimplexTableau {
        var rows: [Int] = []
        for row in 0..<rowCount where !isEliminated[row] { rows.append(row) }
        let carriesDirection = rightHandSides != nil && matrix.direction.count == rowCount
        var tableau = SimplexTableau(rowCount: rows.count, columnCount: nonNegativeCount + (carriesDirection ? 1 : 0))
        if carriesDirection { tableau.carry(nonNegativeCount) }
        var entries: [SparseMatrix.Entry] = []
        for (tableauRow, row) in rows.enumerated() {
            let rhs = rightHandSides?[row] ?? matrix.rightHandSide[row]
            let sign: Double = rhs < 0 ? -1 : 1
            entries.removeAll(keepingCapacity: true)
            matrix.forEachEntry(in: row) { column, value in
                if let column = nonNegativeColumn(column) { entries.append(SparseMatrix.Entry(column: Int32(column), value: sign * value)) }
            }
            // The variables with costs come after the constraints' columns in the tableau.
            entries.sort { $0.column < $1.column }
            if carriesDirection && matrix.direction[row] != 0 {
                entries.append(SparseMatrix.Entry(column: Int32(nonNegativeCount), value: sign * matrix.direction[row]))
            }
            let own = ownColumns[row]
            tableau.setRow(tableauRow, entries, rightHandSide: sign * rhs, basic: sign > 0 ? own.positive : own.negative)
        }
        return tableau
    }

    /// Back-substitutes the eliminated free variables, the last eliminated first: a row consumed
    /// by a variable holds, besides it, only non-negative columns and variables eliminated after
    /// it (or never: those stay 0).
    func freeVariableValues(nonNegativeValues: [Double], rightHandSides: [Double]? = nil) -> [Double] {
        var values = Array(repeating: 0.0, count: freeCount)
        for variable in 0..<freeCount where costedColumn[variable] >= 0 {
            values[variable] = nonNegativeValues[costedColumn[variable]]
        }
        for variable in eliminationOrder.reversed() {
            guard let row = eliminationRow[variable] else { continue }
            var value = rightHandSides?[row] ?? matrix.rightHandSide[row]
            matrix.forEachEntry(in: row) { column, coefficient in
                if let column = nonNegativeColumn(column) {
                    value -= coefficient * nonNegativeValues[column]
                } else if column != variable {
                    value -= coefficient * values[column]
                }
            }
            values[variable] = value
        }
        return values
    }
}

/// One system solved at many values of one constraint's constant, as a component's cost is
/// sampled at many sizes of its top (`ComponentCost`): only right-hand sides differ between the
/// values, and they move linearly with it, so the independent groups, the standard form and the
/// elimination of the free variables are done once (the elimination carrying how each
/// right-hand side moves, `SparseMatrix.direction`), the groups the constraint is not in are
/// solved once, and each value runs only the simplex. The elimination is the one a solve from
/// scratch would make (its pivots never read a right-hand side), only the right-hand sides are
/// summed in another order.
struct ParametricSystem {
    /// The values of the groups the parameter's constraint is not in.
    private let fixedValues: [Double]
    /// The group it is in, eliminated; nil if it names no variable.
    private let group: (variables: [Int], system: StandardFormSystem, levels: [[(column: Int, weight: Double)]])?

    /// `constraints[parameter]` is `expression = t` at value t (written at t = 0).
    init(variableCount: Int, constraints: [LinearConstraint], costs: [VariableCost], parameter: Int) {
        var values = Array(repeating: 0.0, count: variableCount)
        var moving: (variables: [Int], system: StandardFormSystem, levels: [[(column: Int, weight: Double)]])?
        let solver = LexicographicSolver()
        for group in LexicographicSolver.independentGroups(variableCount: variableCount, constraints: constraints, costs: costs) {
            if let row = group.origins.firstIndex(of: parameter) {
                var system = StandardFormSystem(
                    variableCount: group.variables.count, constraints: group.constraints, costs: group.costs, parameterRow: row)
                system.eliminateFreeVariables()
                moving = (group.variables, system, system.columnsByLevel())
            } else {
                let solution = solver.solveGroup(variableCount: group.variables.count, constraints: group.constraints, costs: group.costs)
                for (local, variable) in group.variables.enumerated() { values[variable] = solution[local] }
            }
        }
        fixedValues = values
        group = moving
    }

    /// The system's values with the parameter's constraint at `value`. `warm`: the optimal bases
    /// of earlier values, tried first: over a stretch of values one basis stays optimal (a
    /// component's cost is linear there, `ComponentCost`), and its values at another value in
    /// that stretch need no pivot (`SimplexTableau.solution(movedBy:)`). The latest ones are kept.
    func solve(at value: Double, warm: inout [WarmBasis]) -> [Double] {
        var values = fixedValues
        guard let group else { return values }
        let matrix = group.system.matrix
        var rightHandSides = matrix.rightHandSide
        for row in rightHandSides.indices where matrix.direction[row] != 0 { rightHandSides[row] += value * matrix.direction[row] }
        var nonNegative: [Double]?
        for basis in warm.reversed() {
            nonNegative = basis.tableau.solution(movedBy: value - basis.value)
            if nonNegative != nil { break }
        }
        if nonNegative == nil {
            var tableau = group.system.makeTableau(rightHandSides: rightHandSides)
            for costColumns in group.levels { tableau.minimise(costColumns: costColumns) }
            nonNegative = tableau.solution()
            warm.append(WarmBasis(value: value, tableau: tableau))
            if warm.count > Self.warmBases { warm.removeFirst() }
        }
        let solution = group.system.freeVariableValues(nonNegativeValues: nonNegative ?? [], rightHandSides: rightHandSides)
        for (local, variable) in group.variables.enumerated() { values[variable] = solution[local] }
        return values
    }

    /// A value solved and the tableau of its optimum.
    struct WarmBasis {
        var value: Double
        var tableau: SimplexTableau
    }

    /// How many optimal bases `solve(at:warm:)` keeps.
    static let warmBases = 4
}

extension Array where Element == (column: Int, weight: Double) {
    fileprivate var isSortedByColumn: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].column <= self[$0].column }
    }
}
