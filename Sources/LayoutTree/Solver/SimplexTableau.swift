/// A dense primal simplex tableau over non-negative variables, minimising one
/// objective at a time and freezing columns between objectives (lexicographic order).
struct SimplexTableau {
    private static let epsilon = 1e-9
    /// Iterations with Dantzig's rule before switching to Bland's rule, which cannot cycle.
    private static let dantzigIterationLimit = 5_000

    let rowCount: Int
    let columnCount: Int
    private let cells: ZeroedDoubles
    private var width: Int { columnCount + 1 }
    var basis: [Int]
    /// Columns held at zero to preserve the optimum of a higher level.
    private var frozen: [Bool]

    init(rowCount: Int, columnCount: Int) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        cells = ZeroedDoubles(count: rowCount * (columnCount + 1))
        basis = Array(repeating: -1, count: rowCount)
        frozen = Array(repeating: false, count: columnCount)
    }

    mutating func set(_ row: Int, _ column: Int, _ value: Double) {
        cells[row * width + column] = value
    }

    mutating func setRightHandSide(_ row: Int, _ value: Double) {
        cells[row * width + columnCount] = value
    }

    /// Minimises Σ of the given columns, then freezes every column whose reduced cost is
    /// positive, so lower levels cannot make this level worse.
    mutating func minimise(costColumns: [Int]) {
        var cost = Array(repeating: 0.0, count: columnCount)
        for column in costColumns { cost[column] = 1 }
        // Reduced costs d = c − c_B·B⁻¹A; the tableau already holds B⁻¹A.
        var reduced = cost
        for row in 0..<rowCount {
            let basicCost = cost[basis[row]]
            if basicCost == 0 { continue }
            let base = row * width
            for column in 0..<columnCount { reduced[column] -= basicCost * cells[base + column] }
        }
        var isBasic = Array(repeating: false, count: columnCount)
        for column in basis where column >= 0 { isBasic[column] = true }

        var iterations = 0
        while true {
            iterations += 1
            let useBland = iterations > Self.dantzigIterationLimit
            var entering = -1
            var mostNegative = -Self.epsilon
            for column in 0..<columnCount where !frozen[column] && !isBasic[column] {
                if reduced[column] < mostNegative {
                    entering = column
                    mostNegative = reduced[column]
                    if useBland { break }
                }
            }
            guard entering >= 0 else { break }
            guard let leaving = ratioTest(entering: entering) else {
                // Unbounded below cannot happen for sums of non-negative errors; stop safely.
                frozen[entering] = true
                continue
            }
            pivot(row: leaving, column: entering, reduced: &reduced)
            isBasic[basis[leaving]] = false
            isBasic[entering] = true
            basis[leaving] = entering
        }
        for column in 0..<columnCount where !isBasic[column] && reduced[column] > Self.epsilon {
            frozen[column] = true
        }
    }

    /// The leaving row: smallest ratio, ties to the smallest basic index (Bland).
    private func ratioTest(entering: Int) -> Int? {
        var leaving: Int?
        var bestRatio = Double.infinity
        for row in 0..<rowCount {
            let coefficient = cells[row * width + entering]
            guard coefficient > Self.epsilon else { continue }
            let ratio = cells[row * width + columnCount] / coefficient
            if ratio < bestRatio - Self.epsilon
                || (abs(ratio - bestRatio) <= Self.epsilon && leaving.map { basis[row] < basis[$0] } == true)
            {
                bestRatio = ratio
                leaving = row
            }
        }
        return leaving
    }

    private mutating func pivot(row pivotRow: Int, column: Int, reduced: inout [Double]) {
        let width = self.width
        let rowCount = self.rowCount
        let c = cells.base
        do {
            let pivotBase = pivotRow * width
            let inverse = 1 / c[pivotBase + column]
            var nonZero: [Int] = []
            nonZero.reserveCapacity(width)
            for j in 0..<width {
                c[pivotBase + j] *= inverse
                if abs(c[pivotBase + j]) < 1e-13 { c[pivotBase + j] = 0 }
                if c[pivotBase + j] != 0 { nonZero.append(j) }
            }
            c[pivotBase + column] = 1
            for row in 0..<rowCount where row != pivotRow {
                let base = row * width
                let factor = c[base + column]
                if factor == 0 { continue }
                for j in nonZero { c[base + j] -= factor * c[pivotBase + j] }
                c[base + column] = 0
            }
            let factor = reduced[column]
            if factor != 0 {
                for j in nonZero where j < width - 1 { reduced[j] -= factor * c[pivotBase + j] }
                reduced[column] = 0
            }
        }
    }

    /// Values of all columns: basic ones from the right-hand side, the rest 0.
    func solution() -> [Double] {
        var values = Array(repeating: 0.0, count: columnCount)
        for row in 0..<rowCount where basis[row] >= 0 {
            values[basis[row]] = cells[row * width + columnCount]
        }
        return values
    }
}
