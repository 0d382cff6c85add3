/// The solver's matrices, stored by row as (column, value) entries in column order, with the
/// right-hand sides beside them and, per column, the rows that hold it.
///
/// Layout systems are about 1% full (a constraint touches two to four edges, and each row has
/// its own error columns), so a dense matrix spent nearly all its time and memory on zeros: the
/// periodic-table screen's tableau was 724 × 2,190 cells with 6,506 of them non-zero.
///
/// Every row operation does the same arithmetic as a dense one, in the same order: only the
/// additions of zero are skipped, and an entry that becomes exactly zero is dropped, which
/// every reader treats as the zero it is.
struct SparseMatrix {
    struct Entry {
        var column: Int32
        var value: Double
    }

    private(set) var rows: [[Entry]]
    var rightHandSide: [Double]
    /// Per column, rows that hold it or held it once (an entry that became zero leaves its row
    /// behind, and may be added again later); `rows(holding:)` tidies a list when it reads it.
    private var rowsOfColumn: [[Int32]]
    /// For `rows(holding:)`: rows already seen in the current call carry its token.
    private var seen: [Int]
    private var token = 0

    init(rowCount: Int, columnCount: Int) {
        rows = Array(repeating: [], count: rowCount)
        rightHandSide = Array(repeating: 0, count: rowCount)
        rowsOfColumn = Array(repeating: [], count: columnCount)
        seen = Array(repeating: 0, count: rowCount)
    }

    var rowCount: Int { rows.count }
    var columnCount: Int { rowsOfColumn.count }

    /// Sets an empty row's entries; `entries` in strictly increasing column order, none zero.
    mutating func setRow(_ row: Int, _ entries: [Entry], rightHandSide value: Double) {
        rows[row] = entries
        rightHandSide[row] = value
        for entry in entries { rowsOfColumn[Int(entry.column)].append(Int32(row)) }
    }

    /// The value at (`row`, `column`): 0 where the row holds no entry.
    func value(_ row: Int, _ column: Int) -> Double {
        rows[row].withUnsafeBufferPointer { entries in
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                let found = Int(entries[middle].column)
                if found == column { return entries[middle].value }
                if found < column { low = middle + 1 } else { high = middle }
            }
            return 0
        }
    }

    /// The rows with a non-zero value in `column`, in increasing order (the order a dense scan
    /// would meet them in, which tie-breaking rules depend on).
    mutating func rows(holding column: Int) -> [Int32] {
        token += 1
        var result: [Int32] = []
        result.reserveCapacity(rowsOfColumn[column].count)
        for row in rowsOfColumn[column] where seen[Int(row)] != token {
            seen[Int(row)] = token
            if value(Int(row), column) != 0 { result.append(row) }
        }
        result.sort()
        rowsOfColumn[column] = result
        return result
    }

    /// Multiplies a row and its right-hand side by `factor`; with `cleanBelow`, values whose
    /// magnitude ends up below it become zero (and are dropped).
    mutating func scale(_ row: Int, by factor: Double, cleanBelow threshold: Double? = nil) {
        var entries = rows[row]
        rows[row] = []
        var kept = 0
        for index in entries.indices {
            var value = entries[index].value * factor
            if let threshold, abs(value) < threshold { value = 0 }
            if value != 0 {
                entries[kept] = Entry(column: entries[index].column, value: value)
                kept += 1
            }
        }
        entries.removeLast(entries.count - kept)
        rows[row] = entries
        var right = rightHandSide[row] * factor
        if let threshold, abs(right) < threshold { right = 0 }
        rightHandSide[row] = right
    }

    /// Sets one entry of a row that holds it.
    mutating func overwrite(_ row: Int, _ column: Int, with value: Double) {
        guard let index = rows[row].firstIndex(where: { Int($0.column) == column }) else { return }
        rows[row][index].value = value
    }

    /// `row −= factor × pivotRow` over every column and the right-hand side, then the entry of
    /// `cleared` (the pivot's column) is set to zero, as in Gauss–Jordan elimination.
    mutating func subtract(_ factor: Double, timesRow pivotRow: Int, from row: Int, clearing cleared: Int) {
        let pivotEntries = rows[pivotRow]
        var target: [Entry] = []
        swap(&target, &rows[row])
        let clearedColumn = Int32(cleared)
        rows[row] = target.withUnsafeBufferPointer { old in
            pivotEntries.withUnsafeBufferPointer { pivot in
                [Entry](unsafeUninitializedCapacity: old.count + pivot.count) { merged, count in
                    var i = 0, j = 0, n = 0
                    while i < old.count || j < pivot.count {
                        let oldColumn = i < old.count ? old[i].column : Int32.max
                        let pivotColumn = j < pivot.count ? pivot[j].column : Int32.max
                        if oldColumn < pivotColumn {
                            merged[n] = old[i]
                            n += 1
                            i += 1
                            continue
                        }
                        let isNew = pivotColumn < oldColumn
                        let updated = (isNew ? 0.0 : old[i].value) - factor * pivot[j].value
                        if !isNew { i += 1 }
                        j += 1
                        guard pivotColumn != clearedColumn, updated != 0 else { continue }
                        merged[n] = Entry(column: pivotColumn, value: updated)
                        n += 1
                        if isNew { rowsOfColumn[Int(pivotColumn)].append(Int32(row)) }
                    }
                    count = n
                }
            }
        }
        let pivotRight = rightHandSide[pivotRow]
        if pivotRight != 0 { rightHandSide[row] -= factor * pivotRight }
    }
}
