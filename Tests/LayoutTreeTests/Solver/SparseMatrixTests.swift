import XCTest

@testable import LayoutTree

/// The sparse rows the solver's elimination and simplex work on: each operation must give
/// what the same operation on a dense matrix gives, with zeros left out.
final class SparseMatrixTests: XCTestCase {
    private typealias Entry = SparseMatrix.Entry

    private func entries(_ pairs: [(Int, Double)]) -> [Entry] {
        pairs.map { Entry(column: Int32($0.0), value: $0.1) }
    }

    private func pairs(_ matrix: SparseMatrix, _ row: Int) -> [String] {
        var result: [String] = []
        matrix.forEachEntry(in: row) { column, value in result.append("\(column):\(value)") }
        return result
    }

    func testSubtractMergesColumnsClearsThePivotColumnAndDropsCancelledEntries() {
        let matrix = SparseMatrix(rowCount: 2, columnCount: 6)
        matrix.setRow(0, entries([(0, 2), (2, 1), (4, 3)]), rightHandSide: 10)
        matrix.setRow(1, entries([(1, 1), (2, 0.5), (4, 1)]), rightHandSide: 4)
        // row1 −= 0.5 × row0, clearing column 2 (the pivot's): column 0 is new (−1), column 4
        // becomes 1 − 1.5 = −0.5, column 1 stays, and the right-hand side is 4 − 5.
        matrix.subtract(0.5, timesRow: 0, from: 1, clearing: 2)
        XCTAssertEqual(pairs(matrix, 1), ["0:-1.0", "1:1.0", "4:-0.5"])
        XCTAssertEqual(matrix.rightHandSide[1], -1)
        XCTAssertEqual(matrix.entries(inColumn: 0).map(\.row), [0, 1])
        XCTAssertEqual(matrix.entries(inColumn: 2).map(\.row), [0])

        // An entry that cancels exactly is dropped, and its row no longer holds that column.
        let other = SparseMatrix(rowCount: 2, columnCount: 3)
        other.setRow(0, entries([(0, 1), (1, 2)]), rightHandSide: 0)
        other.setRow(1, entries([(0, 3), (1, 6), (2, 1)]), rightHandSide: 5)
        other.subtract(3, timesRow: 0, from: 1, clearing: 0)
        XCTAssertEqual(pairs(other, 1), ["2:1.0"])
        XCTAssertEqual(other.rightHandSide[1], 5)
        XCTAssertEqual(other.entries(inColumn: 1).map(\.row), [0])
        XCTAssertEqual(other.value(1, 1), 0)
        XCTAssertEqual(other.value(1, 2), 1)
    }

    /// A long row takes a short one in place (`subtractInPlace`) once it has room: the same
    /// entries as the dense operation, however the row is written.
    func testALongRowTakesAShortOneWithTheDenseResultWhereverItIsWritten() {
        let columns = 400
        let matrix = SparseMatrix(rowCount: 3, columnCount: columns)
        // Row 0: the even columns 0, 2, …, 198 (100 entries), each worth its column + 1.
        var dense = Array(repeating: 0.0, count: columns)
        for column in stride(from: 0, to: 200, by: 2) { dense[column] = Double(column + 1) }
        matrix.setRow(0, entries(dense.enumerated().filter { $0.element != 0 }.map { ($0.offset, $0.element) }), rightHandSide: 7)
        func subtract(_ factor: Double, _ pivot: [(Int, Double)], clearing cleared: Int, rightHandSide: Double) {
            matrix.setRow(1, entries(pivot), rightHandSide: rightHandSide)
            let before = matrix.rightHandSide[0]
            matrix.subtract(factor, timesRow: 1, from: 0, clearing: cleared)
            for (column, value) in pivot { dense[column] = column == cleared ? 0 : dense[column] - factor * value }
            XCTAssertEqual(matrix.rightHandSide[0], before - factor * rightHandSide)
            XCTAssertEqual(pairs(matrix, 0), dense.enumerated().filter { $0.element != 0 }.map { "\($0.offset):\($0.element)" })
            for column in 0..<columns {
                XCTAssertEqual(matrix.entries(inColumn: column).contains { $0.row == 0 }, dense[column] != 0, "column \(column)")
            }
        }
        // Column 3 is new and row 0 has no room (written by `setRow`): written anew, with room.
        // Column 4 (5) cancels exactly; column 10 is the pivot's column, cleared; 20 changes.
        subtract(2, [(3, 1), (4, 2.5), (10, 1), (20, 0.5)], clearing: 10, rightHandSide: 1)
        // Now in place: a column before every other (1), after every other (390), one that
        // cancels (6, worth 7), one cleared (30), one changed (100).
        subtract(-1, [(1, 4), (6, -7), (30, 2), (100, 3), (390, 1)], clearing: 30, rightHandSide: 2)
        // Only changes, no insertion or removal.
        subtract(0.5, [(2, 2), (198, 4)], clearing: 3, rightHandSide: 0)
        // Insertions and removals side by side (an entry taken out next to one put in).
        subtract(1, [(7, 1), (8, 9), (9, -2), (391, 5)], clearing: 391, rightHandSide: 0)
    }

    /// Rows taken in place a hundred times over, each pivot row mixing insertions, removals
    /// (exact cancellations and the cleared column) and changes in a random order along the
    /// row: the entries that move left and right around them (`subtractInPlace`'s blocks) end
    /// where the dense operation puts them. (Row 0 holds 200 entries and a pivot row at most 13,
    /// so after the first merge gives it room, rows are taken in place until that room is used.)
    func testManyShortRowsTakenInPlaceGiveTheDenseResult() {
        let columns = 600
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let matrix = SparseMatrix(rowCount: 2, columnCount: columns)
        var dense = Array(repeating: 0.0, count: columns)
        for column in stride(from: 0, to: columns, by: 3) { dense[column] = Double(column % 7 + 1) }
        matrix.setRow(0, entries(dense.enumerated().filter { $0.element != 0 }.map { ($0.offset, $0.element) }), rightHandSide: 0)
        for round in 0..<120 {
            let factor = [1.0, -1.0, 2.0, 0.5][round % 4]
            var chosen = Set<Int>()
            while chosen.count < 2 + next(12) { chosen.insert(next(columns)) }
            let pivotColumns = chosen.sorted()
            let cleared = pivotColumns[next(pivotColumns.count)]
            // A column the row holds cancels exactly a third of the time; otherwise a small integer.
            let pivot = pivotColumns.map { column -> (Int, Double) in
                let cancels = dense[column] != 0 && next(3) == 0
                return (column, cancels ? dense[column] / factor : Double(next(9) + 1))
            }
            matrix.setRow(1, entries(pivot), rightHandSide: 0)
            matrix.subtract(factor, timesRow: 1, from: 0, clearing: cleared)
            for (column, value) in pivot { dense[column] = column == cleared ? 0 : dense[column] - factor * value }
            XCTAssertEqual(
                pairs(matrix, 0), dense.enumerated().filter { $0.element != 0 }.map { "\($0.offset):\($0.element)" }, "round \(round)")
        }
        for column in 0..<columns {
            XCTAssertEqual(matrix.entries(inColumn: column).contains { $0.row == 0 }, dense[column] != 0, "column \(column)")
        }
    }

    func testRowsHoldingAColumnAreListedOnceInOrderAfterTheyLeaveAndReturn() {
        let matrix = SparseMatrix(rowCount: 3, columnCount: 3)
        matrix.setRow(2, entries([(0, 1), (1, 1)]), rightHandSide: 0)
        matrix.setRow(0, entries([(1, 1)]), rightHandSide: 0)
        matrix.setRow(1, entries([(0, 1), (1, 2)]), rightHandSide: 0)
        // Row 1 loses column 1 (2 − 2·1), then gets it back from row 0: listed once.
        matrix.subtract(2, timesRow: 0, from: 1, clearing: 2)
        XCTAssertEqual(pairs(matrix, 1), ["0:1.0"])
        matrix.subtract(-1, timesRow: 0, from: 1, clearing: 2)
        XCTAssertEqual(pairs(matrix, 1), ["0:1.0", "1:1.0"])
        XCTAssertEqual(matrix.entries(inColumn: 1).map(\.row), [0, 1, 2])
        XCTAssertEqual(matrix.entries(inColumn: 0).map(\.row), [1, 2])
    }

    /// Counting the rows that hold a column counts each once, skips rows that no longer hold it,
    /// and stops one past the limit.
    func testRowsHoldingAColumnAreCountedUpToALimit() {
        let matrix = SparseMatrix(rowCount: 4, columnCount: 3)
        matrix.setRow(0, entries([(1, 1)]), rightHandSide: 0)
        matrix.setRow(1, entries([(0, 1), (1, 2)]), rightHandSide: 0)
        matrix.setRow(2, entries([(0, 1), (1, 1)]), rightHandSide: 0)
        matrix.setRow(3, entries([(1, 4), (2, 1)]), rightHandSide: 0)
        // Row 1 loses column 1, then gets it back; row 3 loses it for good.
        matrix.subtract(2, timesRow: 0, from: 1, clearing: 2)
        matrix.subtract(-1, timesRow: 0, from: 1, clearing: 2)
        matrix.subtract(4, timesRow: 0, from: 3, clearing: 0)
        XCTAssertEqual(matrix.entries(inColumn: 1).map(\.row), [0, 1, 2])
        XCTAssertEqual(matrix.rowCount(inColumn: 1, stoppingAfter: .max), 3)
        XCTAssertEqual(matrix.rowCount(inColumn: 1, stoppingAfter: 3), 3)
        XCTAssertEqual(matrix.rowCount(inColumn: 1, stoppingAfter: 1), 2)
        XCTAssertEqual(matrix.rowCount(inColumn: 1, stoppingAfter: 0), 1)
        XCTAssertEqual(matrix.rowCount(inColumn: 0, stoppingAfter: .max), 2)
        XCTAssertEqual(matrix.rowCount(inColumn: 2, stoppingAfter: .max), 1)
    }

    /// Scaling keeps small values (they may multiply large ones); a subtraction that cancels to
    /// within rounding leaves no entry, one that leaves a small value keeps it.
    func testOnlyCancellationsBecomeZero() {
        let matrix = SparseMatrix(rowCount: 3, columnCount: 3)
        matrix.setRow(0, entries([(0, 4), (1, 2e-13), (2, -8)]), rightHandSide: 1e-13)
        matrix.scale(0, by: 0.25)
        XCTAssertEqual(pairs(matrix, 0), ["0:1.0", "1:5e-14", "2:-2.0"])
        XCTAssertEqual(matrix.rightHandSide[0], 2.5e-14)
        // 0.3 − (0.1 + 0.2) is −5.6e-17 in binary: noise, dropped.
        matrix.setRow(1, entries([(0, 1), (2, 0.1 + 0.2)]), rightHandSide: 0)
        matrix.setRow(2, entries([(0, 1), (2, 0.3)]), rightHandSide: 0)
        matrix.subtract(1, timesRow: 1, from: 2, clearing: 0)
        XCTAssertEqual(pairs(matrix, 2), [])
        // 1e-13 − 5e-14 keeps half of what it had: a value, kept however small.
        matrix.setRow(2, entries([(0, 1), (1, 1e-13)]), rightHandSide: 0)
        matrix.subtract(1, timesRow: 0, from: 2, clearing: 0)
        XCTAssertEqual(pairs(matrix, 2), ["1:5e-14", "2:2.0"])
    }
}
