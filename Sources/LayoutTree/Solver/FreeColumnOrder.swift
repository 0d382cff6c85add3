import HeapModule

/// The order in which `StandardFormSystem.eliminateFreeVariables` takes the free columns: the
/// one held by the fewest rows still in the system first (the minimum-degree rule of sparse
/// Gaussian elimination), ties by index. Counts go stale as rows fill in and are consumed; a
/// column is counted again when it comes up, and goes back if others are now held by fewer.
struct FreeColumnOrder {
    private struct Candidate: Comparable {
        var rows: Int
        var column: Int
        static func < (a: Candidate, b: Candidate) -> Bool { (a.rows, a.column) < (b.rows, b.column) }
    }
    private var heap = Heap<Candidate>()

    mutating func insert(_ column: Int, rows: Int) {
        heap.insert(Candidate(rows: rows, column: column))
    }

    /// The next column to eliminate, nil when none is left. `rowsHolding`: how many rows still
    /// in the system hold a column now; the column returned is the last it was asked about.
    mutating func next(rowsHolding: (Int) -> Int) -> Int? {
        while var candidate = heap.popMin() {
            let rows = rowsHolding(candidate.column)
            if rows <= candidate.rows || heap.min.map({ rows <= $0.rows }) ?? true { return candidate.column }
            candidate.rows = rows
            heap.insert(candidate)
        }
        return nil
    }
}
