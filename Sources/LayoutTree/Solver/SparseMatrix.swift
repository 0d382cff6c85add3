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
///
/// All entries live in one block of memory (`EntryBlock`: their columns and values side by
/// side; a changed row is written anew at its end) and the column lists in flat arrays, so a
/// system costs a few allocations, not one per row and column. A class: the solver never
/// copies one.
/// Its state is only touched by its own methods, which never overlap, so the runtime's
/// exclusivity checks on a class's properties are turned off: they cost more than the work.
final class SparseMatrix {
    struct Entry {
        var column: Int32
        var value: Double
    }

    /// A row's entry in one column (`entries(inColumn:)`).
    struct ColumnEntry {
        var row: Int
        var value: Double
    }

    let rowCount: Int
    let columnCount: Int
    /// Entries the row operations have read so far (both rows of every `subtract`): the
    /// matrix's work, which a solve with a limit on its work compares (`LexicographicSolver`).
    private(set) var work = 0
    @exclusivity(unchecked) var rightHandSide: [Double]
    /// A second right-hand side that every row operation carries along as it does the first
    /// (empty: none): how the right-hand sides move when one constraint's constant does
    /// (`ParametricSystem`).
    @exclusivity(unchecked) var direction: [Double] = []
    /// Columns whose entries no longer matter (empty: none): the simplex freezes a column at zero
    /// once a level is optimal (`SimplexTableau`), and it never enters the basis again, so a row
    /// written anew leaves its entry out. The other entries are computed exactly as before; only
    /// the rows stop carrying, and filling each other in with, columns nothing reads.
    @exclusivity(unchecked) private(set) var dropped: [Bool] = []

    /// Row r is `entries[rowStart[r] ..< rowStart[r] + rowLength[r]]`.
    @exclusivity(unchecked) private var entries: EntryBlock
    @exclusivity(unchecked) private var capacity: Int
    /// The block the entries were last packed out of, reused by the next packing: a fresh block
    /// each time cost more in page faults (large blocks come straight from the kernel) than
    /// the pivots that filled it.
    @exclusivity(unchecked) private var spare: EntryBlock?
    @exclusivity(unchecked) private var spareCapacity = 0
    @exclusivity(unchecked) private var used = 0
    @exclusivity(unchecked) private var rowStart: [Int]
    @exclusivity(unchecked) private var rowLength: [Int]
    /// Row r may grow in place up to `rowCapacity[r]` entries: a long row written anew is given
    /// room to grow (`subtractInPlace`).
    @exclusivity(unchecked) private var rowCapacity: [Int]
    /// `subtractInPlace`'s changes to a row, and the blocks of its entries they move (kept from
    /// call to call, so that taking a row in place allocates nothing).
    @exclusivity(unchecked) private var changes: [Change] = []
    @exclusivity(unchecked) private var blocks: [Block] = []
    private struct Change {
        enum Kind { case update, remove, insert }
        var kind: Kind
        /// The entry's index in the row (for `insert`, the index it goes before).
        var position: Int
        var entry: Entry
    }
    /// A stretch of a row's entries, `start..<end`, that `subtractInPlace` moves `shift` places.
    private struct Block {
        var start: Int
        var end: Int
        var shift: Int
    }

    /// Per column, a list (through `links`) of rows that hold it or held it once: an entry that
    /// became zero leaves its row listed, and it may be listed again later.
    /// `entries(inColumn:)` tidies a column's list when it reads it.
    @exclusivity(unchecked) private var columnHead: [Int32]
    private struct Link {
        var row: Int32
        var next: Int32
    }
    /// The links, `linkCount` of them, in a block of their own: appended to at every entry a row
    /// gains, which an array's uniqueness check and growth made a tenth of a small system's solve.
    @exclusivity(unchecked) private var links: UnsafeMutablePointer<Link>
    @exclusivity(unchecked) private var linkCount = 0
    @exclusivity(unchecked) private var linkCapacity: Int
    /// When `links` grows past this, the lists are made anew from the rows (`relinkColumns`).
    @exclusivity(unchecked) private var linkLimit = 1 << 16
    /// For `entries(inColumn:)`: rows already met in the current call carry its token.
    @exclusivity(unchecked) private var seen: [Int]
    @exclusivity(unchecked) private var token = 0
    /// For `entries(inColumn:)`: a column's entries as they are read, then copied out at once.
    /// Appended one at a time to the caller's array, each append checked the array's uniqueness
    /// and the simplex's candidate columns grew theirs by doubling: together a twelfth of the
    /// region's solves on a 10,000-view screen of the fixtures' kinds (218 M instructions).
    @exclusivity(unchecked) private var columnRead: UnsafeMutablePointer<ColumnEntry>
    @exclusivity(unchecked) private var columnReadCapacity = 64

    init(rowCount: Int, columnCount: Int) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        rightHandSide = Array(repeating: 0, count: rowCount)
        capacity = max(16, 4 * rowCount)
        entries = EntryBlock(capacity: capacity)
        rowStart = Array(repeating: 0, count: rowCount)
        rowLength = Array(repeating: 0, count: rowCount)
        rowCapacity = Array(repeating: 0, count: rowCount)
        columnHead = Array(repeating: -1, count: columnCount)
        seen = Array(repeating: 0, count: rowCount)
        // A power of two, doubled as needed: grown from the entries' capacity instead, a large
        // system's lists ended in a block that took a fifth more memory at the peak.
        linkCapacity = 1_024
        links = .allocate(capacity: linkCapacity)
        columnRead = .allocate(capacity: columnReadCapacity)
    }

    deinit {
        entries.deallocate()
        links.deallocate()
        spare?.deallocate()
        columnRead.deallocate()
    }

    /// Sets a row that has no entries yet; `values` in strictly increasing column order, none zero.
    func setRow(_ row: Int, _ values: [Entry], rightHandSide value: Double) {
        reserve(values.count)
        rowStart[row] = used
        rowLength[row] = values.count
        rowCapacity[row] = values.count
        for entry in values {
            entries[used] = entry
            used += 1
            link(row, toColumn: Int(entry.column))
        }
        rightHandSide[row] = value
    }

    /// Calls `body` with each entry of `row`, in column order. `body` must not change the matrix.
    @inline(__always)
    func forEachEntry(in row: Int, _ body: (_ column: Int, _ value: Double) -> Void) {
        let start = rowStart[row]
        for index in start..<start + rowLength[row] { body(Int(entries[index].column), entries[index].value) }
    }

    /// The value at (`row`, `column`): 0 where the row holds no entry.
    func value(_ row: Int, _ column: Int) -> Double {
        index(of: column, in: row).map { entries[$0].value } ?? 0
    }

    /// The rows with a non-zero value in `column` and those values, rows in increasing order
    /// (the order a dense scan would meet them in, which tie-breaking rules depend on).
    func entries(inColumn column: Int) -> [ColumnEntry] {
        // Read first: reading may move `columnRead` to a larger block.
        let count = readColumn(column)
        return Array(UnsafeBufferPointer(start: columnRead, count: count))
    }

    /// `entries(inColumn:)` written into `result` (emptied first), which keeps its storage: a
    /// caller reading many columns allocates once.
    func entries(inColumn column: Int, into result: inout [ColumnEntry]) {
        let count = readColumn(column)
        result.removeAll(keepingCapacity: true)
        result.append(contentsOf: UnsafeBufferPointer(start: columnRead, count: count))
    }

    /// Reads `column`'s entries into `columnRead`, rows in increasing order, tidying its list
    /// where it named rows that no longer hold it or was out of order; returns how many.
    private func readColumn(_ column: Int) -> Int {
        // The list names every row that holds the column (and any that held it once): room for all.
        var listed = 0
        var next = columnHead[column]
        while next >= 0 {
            listed += 1
            next = links[Int(next)].next
        }
        if listed > columnReadCapacity {
            columnRead.deallocate()
            columnReadCapacity = max(listed, 2 * columnReadCapacity)
            columnRead = .allocate(capacity: columnReadCapacity)
        }
        var count = 0
        var sorted = true
        let tidy = forEachRow(inColumn: column) { row, index in
            if count > 0 && columnRead[count - 1].row > row { sorted = false }
            columnRead[count] = ColumnEntry(row: row, value: entries[index].value)
            count += 1
            return true
        }
        var read = UnsafeMutableBufferPointer(start: columnRead, count: count)
        if !sorted { read.sort { $0.row < $1.row } }
        if !tidy || !sorted {
            // The list keeps only what was found, first row first (the old links are left unused).
            columnHead[column] = -1
            for entry in read.reversed() { self.link(entry.row, toColumn: column) }
        }
        return count
    }

    /// How many rows hold `column`, counted only until the count passes `limit` (then it is
    /// `limit + 1`): a caller choosing the column the fewest rows hold need not read a long one
    /// through. The lists are left as they are (`entries(inColumn:)` tidies them).
    func rowCount(inColumn column: Int, stoppingAfter limit: Int) -> Int {
        guard limit >= 0 else { return 0 }
        var count = 0
        _ = forEachRow(inColumn: column) { _, _ in
            count += 1
            return count <= limit
        }
        return count
    }

    /// Calls `body` once for each row that holds `column`, with the index of its entry, in list
    /// order, until `body` returns false. Returns whether every link met was a live one (each
    /// row once, still holding the column).
    @inline(__always)
    private func forEachRow(inColumn column: Int, _ body: (_ row: Int, _ index: Int) -> Bool) -> Bool {
        token += 1
        var tidy = true
        var link = columnHead[column]
        while link >= 0 {
            let row = Int(links[Int(link)].row)
            link = links[Int(link)].next
            guard seen[row] != token, let index = index(of: column, in: row) else {
                tidy = false
                continue
            }
            seen[row] = token
            if !body(row, index) { break }
        }
        return tidy
    }

    /// Multiplies a row and its right-hand side by `factor`. Nothing small is cleaned to zero:
    /// an entry matters by its product with its column's value, which can be 10⁷ (`cancelled`).
    func scale(_ row: Int, by factor: Double) {
        let start = rowStart[row]
        var kept = start
        for index in start..<start + rowLength[row] {
            let value = entries[index].value * factor
            if value != 0 {
                entries[kept] = Entry(column: entries[index].column, value: value)
                kept += 1
            }
        }
        rowLength[row] = kept - start
        rightHandSide[row] *= factor
        if !direction.isEmpty { direction[row] *= factor }
    }

    /// How many entries `row` holds.
    func length(of row: Int) -> Int { rowLength[row] }

    /// Sets one entry of a row that holds it.
    func overwrite(_ row: Int, _ column: Int, with value: Double) {
        if let index = index(of: column, in: row) { entries.values[index] = value }
    }

    /// `row −= factor × pivotRow` over every column and the right-hand side, then the entry of
    /// `cleared` (the pivot's column) is set to zero, as in Gauss–Jordan elimination.
    func subtract(_ factor: Double, timesRow pivotRow: Int, from row: Int, clearing cleared: Int) {
        if linkCount > linkLimit { relinkColumns() }
        let oldCount = rowLength[row], pivotCount = rowLength[pivotRow]
        work &+= oldCount + pivotCount
        defer {
            let pivotRight = rightHandSide[pivotRow]
            if pivotRight != 0 { rightHandSide[row] -= factor * pivotRight }
            if !direction.isEmpty, direction[pivotRow] != 0 { direction[row] -= factor * direction[pivotRow] }
        }
        if oldCount >= Self.longRow, pivotCount * 8 <= oldCount, subtractInPlace(factor, timesRow: pivotRow, from: row, clearing: cleared) {
            return
        }
        // A long row gets a quarter more room, to take short rows in place later.
        let room = oldCount + pivotCount >= Self.longRow ? (oldCount + pivotCount) / 4 : 0
        reserve(oldCount + pivotCount + room)
        let old = entries + rowStart[row], pivot = entries + rowStart[pivotRow]
        let merged = entries + used
        let clearedColumn = Int32(cleared)
        var i = 0, j = 0, n = 0
        let drops = !dropped.isEmpty
        while i < oldCount && j < pivotCount {
            let oldColumn = old.columns[i], pivotColumn = pivot.columns[j]
            if oldColumn < pivotColumn {
                if !(drops && dropped[Int(oldColumn)]) {
                    merged[n] = old[i]
                    n += 1
                }
                i += 1
            } else if drops && dropped[Int(pivotColumn)] {
                if pivotColumn == oldColumn { i += 1 }
                j += 1
            } else if pivotColumn < oldColumn {
                let updated = 0.0 - factor * pivot.values[j]
                j += 1
                guard pivotColumn != clearedColumn, updated != 0 else { continue }
                merged[n] = Entry(column: pivotColumn, value: updated)
                n += 1
                link(row, toColumn: Int(pivotColumn))
            } else {
                let updated = Self.cancelled(old.values[i], minus: factor * pivot.values[j])
                i += 1
                j += 1
                guard pivotColumn != clearedColumn, updated != 0 else { continue }
                merged[n] = Entry(column: pivotColumn, value: updated)
                n += 1
            }
        }
        // What is left of one row or the other, as the merge above would take it, without
        // comparing against the other's end at every entry.
        if !drops {
            (merged + n).update(from: old + i, count: oldCount - i)
            n += oldCount - i
        } else {
            for index in i..<oldCount where !dropped[Int(old.columns[index])] {
                merged[n] = old[index]
                n += 1
            }
        }
        for index in j..<pivotCount {
            let pivotColumn = pivot.columns[index]
            if drops && dropped[Int(pivotColumn)] { continue }
            let updated = 0.0 - factor * pivot.values[index]
            guard pivotColumn != clearedColumn, updated != 0 else { continue }
            merged[n] = Entry(column: pivotColumn, value: updated)
            n += 1
            link(row, toColumn: Int(pivotColumn))
        }
        rowStart[row] = used
        rowLength[row] = n
        rowCapacity[row] = n >= Self.longRow ? n + room : n
        used += rowCapacity[row]
    }

    /// Rows this long take a row an eighth their length or less in place.
    private static let longRow = 64

    /// `value − subtracted`, or 0 where the two cancel to within rounding: what is left then
    /// is the noise of the subtraction (a few ulps of the operands), not a coefficient, and kept
    /// it would fill the tableau in as it is carried from row to row. Relative, not absolute: a
    /// small coefficient made by products (a tie-break's weight halved at every level of 62
    /// nested baseline groups, 9 × 10⁻¹⁴) is a value, and its column's can be 10⁷.
    @inline(__always) private static func cancelled(_ value: Double, minus subtracted: Double) -> Double {
        let difference = value - subtracted
        return abs(difference) <= 1e-12 * abs(value) ? 0 : difference
    }

    /// `subtract` without writing the row anew: the few entries the pivot row changes found by
    /// binary search, the entries after the first one inserted or removed moved by block copies.
    /// The same arithmetic as the merge, entry for entry; only entries of dropped columns stay
    /// (nothing reads them). A row that gathers a chain's variables one by one (a stack's
    /// length, an equal-centring stack's first distance) was copied whole at every step:
    /// quadratic in the stack's views. False, having changed nothing, when the row has no room
    /// for the entries it gains.
    private func subtractInPlace(_ factor: Double, timesRow pivotRow: Int, from row: Int, clearing cleared: Int) -> Bool {
        let start = rowStart[row], oldCount = rowLength[row]
        let old = entries + start, pivot = entries + rowStart[pivotRow]
        let drops = !dropped.isEmpty
        changes.removeAll(keepingCapacity: true)
        var inserted = 0, removed = 0
        var low = 0
        for j in 0..<rowLength[pivotRow] {
            let column = pivot[j].column
            if drops && dropped[Int(column)] { continue }
            // The first entry at or after `column`, searching after the last one found.
            low = firstIndex(atOrAfter: column, from: start + low, to: start + oldCount) - start
            if low < oldCount && old[low].column == column {
                let updated = Self.cancelled(old[low].value, minus: factor * pivot[j].value)
                if Int(column) == cleared || updated == 0 {
                    changes.append(Change(kind: .remove, position: low, entry: Entry(column: column, value: 0)))
                    removed += 1
                } else {
                    changes.append(Change(kind: .update, position: low, entry: Entry(column: column, value: updated)))
                }
                low += 1
            } else {
                let updated = 0.0 - factor * pivot[j].value
                guard Int(column) != cleared, updated != 0 else { continue }
                changes.append(Change(kind: .insert, position: low, entry: Entry(column: column, value: updated)))
                inserted += 1
            }
        }
        let newCount = oldCount + inserted - removed
        guard newCount <= rowCapacity[row] else { return false }
        guard let first = changes.first(where: { $0.kind != .update }) else {
            for change in changes { old[change.position].value = change.entry.value }
            return true
        }
        // The entries from the first insertion or removal on move, each once, by as many places
        // as entries were inserted before them less those removed: a stretch between two such
        // changes moves as one block (`memmove`). Final places keep the old order, so a block
        // moving left never lands on one not yet moved if the blocks moving left go first, left
        // to right, and then those moving right, right to left.
        blocks.removeAll(keepingCapacity: true)
        var blockStart = first.position, shift = 0
        for change in changes where change.kind != .update {
            blocks.append(Block(start: blockStart, end: change.position, shift: shift))
            if change.kind == .insert {
                shift += 1
                blockStart = change.position
            } else {
                shift -= 1
                blockStart = change.position + 1
            }
        }
        blocks.append(Block(start: blockStart, end: oldCount, shift: shift))
        for change in changes where change.kind == .update { old[change.position].value = change.entry.value }
        for block in blocks where block.shift < 0 && block.end > block.start {
            (old + block.start + block.shift).update(from: old + block.start, count: block.end - block.start)
        }
        for block in blocks.reversed() where block.shift > 0 && block.end > block.start {
            (old + block.start + block.shift).update(from: old + block.start, count: block.end - block.start)
        }
        // Each inserted entry lands just after the block before it.
        shift = 0
        for change in changes where change.kind != .update {
            if change.kind == .insert {
                old[change.position + shift] = change.entry
                shift += 1
                link(row, toColumn: Int(change.entry.column))
            } else {
                shift -= 1
            }
        }
        rowLength[row] = newCount
        return true
    }

    /// Marks `column` as one whose entries rows written from now on leave out.
    func drop(_ column: Int) {
        if dropped.isEmpty { dropped = Array(repeating: false, count: columnCount) }
        dropped[column] = true
    }

    /// Where `column`'s entry of `row` is stored, if the row holds one (binary search).
    private func index(of column: Int, in row: Int) -> Int? {
        let end = rowStart[row] + rowLength[row]
        let index = firstIndex(atOrAfter: Int32(column), from: rowStart[row], to: end)
        return index < end && entries[index].column == Int32(column) ? index : nil
    }

    /// The first index in `low..<high` (a stretch of one row) whose column is `column` or after
    /// it; `high` when there is none (binary search).
    private func firstIndex(atOrAfter column: Int32, from low: Int, to high: Int) -> Int {
        var low = low, high = high
        while low < high {
            let middle = (low + high) / 2
            if entries.columns[middle] < column { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The column lists made anew from the rows, first row first. A list keeps the links of
    /// entries that became zero and of rows written anew until it is read; where pivots fill rows
    /// in (a thousand views held equal, or in proportion), the lists held many times the live
    /// entries, and growing them cost more than the pivots.
    private func relinkColumns() {
        linkCount = 0
        for column in 0..<columnCount { columnHead[column] = -1 }
        for row in stride(from: rowCount - 1, through: 0, by: -1) {
            let start = rowStart[row]
            for index in start..<start + rowLength[row] { link(row, toColumn: Int(entries[index].column)) }
        }
        linkLimit = max(1 << 16, 3 * linkCount)
    }

    private func link(_ row: Int, toColumn column: Int) {
        if linkCount == linkCapacity {
            let grown = UnsafeMutablePointer<Link>.allocate(capacity: 2 * linkCapacity)
            grown.moveInitialize(from: links, count: linkCount)
            links.deallocate()
            links = grown
            linkCapacity *= 2
        }
        links[linkCount] = Link(row: Int32(row), next: columnHead[column])
        columnHead[column] = Int32(linkCount)
        linkCount += 1
    }

    /// Room for `extra` more entries after the used ones. When the block is full the rows are
    /// packed (their old places dropped) into a block at least twice the size of what is live:
    /// the spare one when it is large enough, which then becomes the spare in turn.
    private func reserve(_ extra: Int) {
        guard used + extra > capacity else { return }
        let live = rowLength.reduce(0, +)
        let needed = max(16, 2 * (live + extra))
        let packed: EntryBlock, packedCapacity: Int
        if let spare, spareCapacity >= needed {
            (packed, packedCapacity) = (spare, spareCapacity)
        } else {
            spare?.deallocate()
            (packed, packedCapacity) = (EntryBlock(capacity: needed), needed)
        }
        var position = 0
        for row in 0..<rowCount {
            (packed + position).update(from: entries + rowStart[row], count: rowLength[row])
            rowStart[row] = position
            rowCapacity[row] = rowLength[row]
            position += rowLength[row]
        }
        (spare, spareCapacity) = (entries, capacity)
        entries = packed
        capacity = packedCapacity
        used = position
    }
}

/// The entries of a `SparseMatrix` (or a place among them): their columns and their values in
/// two blocks side by side, 12 bytes an entry, where one block of `Entry` pads each to 16: row
/// operations on a large system are mostly moving entries, and move a quarter less memory.
private struct EntryBlock {
    let columns: UnsafeMutablePointer<Int32>
    let values: UnsafeMutablePointer<Double>

    init(capacity: Int) {
        columns = .allocate(capacity: capacity)
        values = .allocate(capacity: capacity)
    }

    private init(columns: UnsafeMutablePointer<Int32>, values: UnsafeMutablePointer<Double>) {
        self.columns = columns
        self.values = values
    }

    func deallocate() {
        columns.deallocate()
        values.deallocate()
    }

    @inline(__always) subscript(index: Int) -> SparseMatrix.Entry {
        get { SparseMatrix.Entry(column: columns[index], value: values[index]) }
        nonmutating set {
            columns[index] = newValue.column
            values[index] = newValue.value
        }
    }

    @inline(__always) static func + (block: EntryBlock, offset: Int) -> EntryBlock {
        EntryBlock(columns: block.columns + offset, values: block.values + offset)
    }

    /// Copies `count` entries from `source`; the two may overlap.
    func update(from source: EntryBlock, count: Int) {
        columns.update(from: source.columns, count: count)
        values.update(from: source.values, count: count)
    }
}
