import XCTest

@testable import LayoutTree

/// The simplex's choice of pivot: any column that improves the level moves it on, and of the
/// few that improve it most, the one whose pivot fills the rows in least is taken where the
/// steepest would be costly (SEMANTICS.md §2.0 is the level's optimum, whichever is taken).
final class SimplexTableauTests: XCTestCase {
    private func row(_ pairs: [(Int, Double)]) -> [SparseMatrix.Entry] {
        pairs.map { SparseMatrix.Entry(column: Int32($0.0), value: $0.1) }
    }

    /// A long row (an error e, basic, costing 1, beside a column z and 200 columns x) and 100
    /// rows that hold z, each with its own basic slack f: z − f… = 1 written as f − z = 1.
    /// z improves the level most (2 per unit), and its only limit is the long row, so pivoting
    /// on it adds that row to all 100 others (20,000 entries). Each x improves it by 1, in the
    /// long row alone: the first one is taken, at no fill, and meets the level as well.
    func testAPivotThatWouldFillTheRowsGivesWayToAnImprovingOneThatDoesNot() {
        let longCount = 200, shortCount = 100
        let e = 0, z = 1, firstX = 2, firstSlack = firstX + longCount
        var tableau = SimplexTableau(rowCount: 1 + shortCount, columnCount: firstSlack + shortCount)
        tableau.setRow(0, row([(e, 1), (z, 2)] + (0..<longCount).map { (firstX + $0, 1) }), rightHandSide: 10, basic: e)
        for index in 0..<shortCount {
            tableau.setRow(1 + index, row([(z, -1), (firstSlack + index, 1)]), rightHandSide: 1, basic: firstSlack + index)
        }
        let entriesBefore = tableau.entryCount
        tableau.minimise(costColumns: [(column: e, weight: 1)])
        let values = tableau.solution()
        XCTAssertEqual(values[e], 0)
        XCTAssertEqual(values[z], 0)
        XCTAssertEqual(values[firstX], 10)
        for index in 0..<shortCount { XCTAssertEqual(values[firstSlack + index], 1) }
        XCTAssertEqual(tableau.pivotCount, 1)
        XCTAssertLessThanOrEqual(tableau.entryCount, entriesBefore)
    }
}
