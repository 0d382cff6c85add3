import HeapModule

/// A primal simplex tableau over non-negative variables, minimising one objective at a time
/// and freezing columns between objectives (lexicographic order). Stored sparse
/// (`SparseMatrix`): a pivot touches only the rows that hold its column.
struct SimplexTableau {
    private static let epsilon = 1e-9
    /// Iterations of one level with Dantzig's rule before switching to Bland's rule, which
    /// cannot cycle: a few per row, as a level takes about one per row it changes. A fixed
    /// 5,000 was passed by a baseline row of 10,000 labels (a pivot per label), and Bland's
    /// lowest-numbered column, blind to how far it moves, filled the tableau (12 GB, unfinished
    /// after 12 minutes).
    private var dantzigIterationLimit: Int { 5_000 + 4 * rowCount }

    let rowCount: Int
    let columnCount: Int
    private let cells: SparseMatrix
    private(set) var basis: [Int]
    /// Per column, the row it is basic in (−1: none): a level visits the rows of its own basic
    /// columns, not every row (a proportional stack has a level per view).
    private var rowOfBasic: [Int]
    /// Columns held at zero to preserve the optimum of a higher level.
    private var frozen: [Bool]
    /// The rows whose basic column a met level holds at zero (`holdAtZero`).
    private var isHeldRow: [Bool]
    /// The rows whose basic column costs at the current level and is above zero, counted: the
    /// level is met when there are none.
    private var isCostlyRow: [Bool]
    private var costlyRows = 0
    /// The rows marked costly since the level began (some may have been unmarked since).
    private var markedCostly: [Int] = []
    /// How far above zero a costing column may be and count as zero (`costlyRows`): the
    /// pivots' rounding, which grows with the system's numbers (a stack 100,000 pt long leaves
    /// its equal centre distances 4 × 10⁻⁹ apart; pivoting that away filled its rows). Far
    /// below what a frame shows (§4.2 rounds to the pixel).
    private var metTolerance = epsilon
    private static let metTolerancePerUnit = 1e-12
    /// A column the pivots carry along but that never enters (−1: none): how the right-hand
    /// sides move with a parameter (`ParametricSystem`), read by `solution(movedBy:)`.
    private var carried = -1
    /// Pivots taken so far, for tests that check a solve's path rather than its time.
    private(set) var pivotCount = 0
    /// The entries the rows hold now (they fill in as pivots add rows to others), for the same tests.
    var entryCount: Int { (0..<rowCount).reduce(0) { $0 + cells.length(of: $1) } }
    // The state of a level's minimisation, kept from level to level so that a system with many
    // levels does not allocate it again for each one.
    private var isBasic: [Bool]
    /// The current level's costs per unit of each column, and the columns that had one before.
    private var cost: [Double]
    private var costColumns: [(column: Int, weight: Double)] = []
    private var reduced: [Double]
    /// The columns that may enter: a pivot changes the reduced costs of its row's columns only,
    /// so only those are looked at again, instead of every column at every iteration.
    private var improving: ImprovingColumns
    /// The columns with a reduced cost at the current level, and a flag per column for them.
    private var touched: [Int] = []
    private var isTouched: [Bool]

    init(rowCount: Int, columnCount: Int) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        cells = SparseMatrix(rowCount: rowCount, columnCount: columnCount)
        basis = Array(repeating: -1, count: rowCount)
        rowOfBasic = Array(repeating: -1, count: columnCount)
        frozen = Array(repeating: false, count: columnCount)
        isCostlyRow = Array(repeating: false, count: rowCount)
        isHeldRow = Array(repeating: false, count: rowCount)
        isBasic = Array(repeating: false, count: columnCount)
        cost = Array(repeating: 0, count: columnCount)
        reduced = Array(repeating: 0, count: columnCount)
        isTouched = Array(repeating: false, count: columnCount)
        improving = ImprovingColumns(columnCount: columnCount)
    }

    /// Sets an empty row (entries in column order, none zero) and the column basic in it.
    mutating func setRow(_ row: Int, _ entries: [SparseMatrix.Entry], rightHandSide: Double, basic: Int) {
        cells.setRow(row, entries, rightHandSide: rightHandSide)
        // A bound no layout reaches (a stand-in's infinite stretch) is not a number the pivots
        // round: at 10⁹ it made the tolerance 10⁻³, and a definition broken by that much counted
        // as met (a fillProportionally stack's view 10⁻³ pt below zero, its cost discontinuous).
        if abs(rightHandSide) < LexicographicSolver.unreachableBound / 2 {
            metTolerance = max(metTolerance, abs(rightHandSide) * Self.metTolerancePerUnit)
        }
        basis[row] = basic
        rowOfBasic[basic] = row
        isBasic[basic] = true
    }

    /// Carries `column` through every pivot without letting it enter (set before minimising).
    mutating func carry(_ column: Int) {
        carried = column
    }

    /// Minimises Σ weight · column over the given columns, then freezes every column whose
    /// reduced cost is positive, so lower levels cannot make this level worse.
    ///
    /// A level whose costing columns are all zero, none rewarded, is met, whatever the reduced
    /// costs say: its columns are held at zero from then on (`holdAtZero`), and it takes no
    /// pivot in search of a better cost. Most of a layout's levels are met so (a constraint
    /// that can hold does), and the simplex would otherwise pivot on, finding no better cost,
    /// through rows that may be long: in a proportional stack in a scroll view (the stack's
    /// length in every row), such pivots filled the tableau (1,000 labels: a million entries,
    /// 2.6 s).
    /// `workLimit`: the most entries the row operations may have read (`SparseMatrix.work`);
    /// past it the level stops where it is and the result is false (the solve gives up).
    @discardableResult
    mutating func minimise(costColumns levelColumns: [(column: Int, weight: Double)], workLimit: Int = .max) -> Bool {
        for (column, _) in costColumns { cost[column] = 0 }
        for (column, weight) in levelColumns { cost[column] += weight }
        costColumns = levelColumns
        // Reduced costs d = c − c_B·B⁻¹A; the tableau already holds B⁻¹A. Only the columns that
        // cost, or that a row with a costing basic column holds, have one (`touched`): a level
        // reads and clears those, not every column (layout systems have twenty levels or more).
        for column in touched {
            reduced[column] = 0
            isTouched[column] = false
        }
        touched.removeAll(keepingCapacity: true)
        // Met at zero cost only where nothing rewards (a negative weight: a cost below zero).
        var leastIsZero = true
        for (column, _) in levelColumns {
            touch(column)
            reduced[column] = cost[column]
            if cost[column] < 0 { leastIsZero = false }
        }
        // The rows costly at the level before are not, unless their basic column costs here too.
        for row in markedCostly where isCostlyRow[row] { isCostlyRow[row] = false }
        markedCostly.removeAll(keepingCapacity: true)
        costlyRows = 0
        for row in costingRows(levelColumns) {
            recount(row)
            let basicCost = cost[basis[row]]
            cells.forEachEntry(in: row) { column, value in
                touch(column)
                reduced[column] -= basicCost * value
            }
        }
        improving.removeAll()
        for column in touched { updateImproving(column) }

        var iterations = 0
        // Searches for a cheaper pivot that found none, in a row: past a few, the level's rows
        // are long everywhere (a proportional stack's length fills them), and searching on costs
        // more than it saves.
        var fruitlessSearches = 0
        while true {
            if leastIsZero && costlyRows == 0 {
                holdAtZero(levelColumns)
                return true
            }
            if cells.work > workLimit { return false }
            iterations += 1
            // Dantzig's rule (most negative, the first such column on ties), then Bland's.
            let useBland = iterations > dantzigIterationLimit
            guard var entering = useBland ? improving.first() : improving.mostNegative(reduced) else { break }
            // The entering column's entries: the ratio test reads them, then the pivot (only the
            // pivot row changes in between, and the pivot skips it).
            var column = cells.entries(inColumn: entering)
            guard var pivotEntry = ratioTest(column) else {
                // Unbounded below cannot happen for sums of non-negative errors; stop safely.
                freeze(entering)
                updateImproving(entering)
                continue
            }
            let fill = column.count * cells.length(of: pivotEntry.row)
            if !useBland, fill > Self.costlyPivot, fruitlessSearches < Self.fruitlessSearchLimit || fill > Self.ruinousPivot {
                // Taken apart from the call: read within it, `improving` was copied for each
                // pivot, and its heap with it.
                let alternatives = improving.mostNegative(Self.alternatives, reduced)
                let steepest = entering
                (entering, column, pivotEntry) = cheapestPivot(among: alternatives, or: (entering, column, pivotEntry))
                fruitlessSearches = entering == steepest ? fruitlessSearches + 1 : 0
            }
            let leaving = pivotEntry.row
            pivot(pivotEntry, column: entering, entries: column)
            pivotCount += 1
            let left = makeBasic(entering, in: leaving)
            if isHeldRow[leaving] {
                // The held column left at no step: now non-basic, it is frozen at zero.
                isHeldRow[leaving] = false
                freeze(left)
            }
            cells.forEachEntry(in: leaving) { column, _ in updateImproving(column) }
            // The pivot changed the right-hand sides of the rows that held the entering column.
            for entry in column { recount(entry.row) }
            updateImproving(left)
            updateImproving(entering)
        }
        for column in touched where !isBasic[column] && reduced[column] > Self.epsilon && column != carried {
            freeze(column)
        }
        return true
    }

    /// Of the columns that improve the level most (`alternatives`), the one whose pivot adds the
    /// fewest entries (its row's length times the rows its column is in), `chosen` on ties. Any
    /// improving column moves the simplex on, the steepest is only a rule of thumb; a pivot on a
    /// long row (a chain of thousands of views, their sizes summed) added into hundreds of rows
    /// filled the tableau of the benchmark's 9,431-view mixed screen from 100,000 entries to 2.4
    /// million at once, and slowed every pivot after it.
    private func cheapestPivot(
        among alternatives: [Int], or chosen: (column: Int, entries: [SparseMatrix.ColumnEntry], pivot: SparseMatrix.ColumnEntry)
    ) -> (column: Int, entries: [SparseMatrix.ColumnEntry], pivot: SparseMatrix.ColumnEntry) {
        var best = chosen
        var bestFill = chosen.entries.count * cells.length(of: chosen.pivot.row)
        for other in alternatives where other != chosen.column {
            let entries = cells.entries(inColumn: other)
            guard let pivot = ratioTest(entries) else { continue }
            let fill = entries.count * cells.length(of: pivot.row)
            if fill < bestFill {
                best = (other, entries, pivot)
                bestFill = fill
            }
        }
        return best
    }

    /// A pivot that would add more entries than this looks among `alternatives` for a cheaper one.
    private static let costlyPivot = 10_000
    /// ... and one that would add more than this looks however often looking found nothing: the
    /// look reads a few columns, the pivot would write a million entries. On the benchmark's
    /// mixed screen of seed 25, a level's first searches found no cheaper pivot, the rest were
    /// skipped, and 739 pivots of over 100,000 entries each (4.8 billion in all) took a region
    /// of 588 views 45 s where its neighbours took 0.4 s.
    private static let ruinousPivot = 1_000_000
    private static let alternatives = 16
    private static let fruitlessSearchLimit = 4

    /// Whether `row`'s basic column costs at this level and is above zero (`costlyRows`).
    @inline(__always)
    private mutating func recount(_ row: Int) {
        let costly = cost[basis[row]] != 0 && cells.rightHandSide[row] > metTolerance
        if costly != isCostlyRow[row] {
            isCostlyRow[row] = costly
            costlyRows += costly ? 1 : -1
            if costly { markedCostly.append(row) }
        }
    }

    /// The rows whose basic column costs at the level of `levelColumns`, in increasing order
    /// (the order a scan of every row meets them in, so sums over them add up as that would).
    private func costingRows(_ levelColumns: [(column: Int, weight: Double)]) -> [Int] {
        var rows: [Int] = []
        for (column, _) in levelColumns where rowOfBasic[column] >= 0 && cost[column] != 0 { rows.append(rowOfBasic[column]) }
        rows.sort()
        // A column written twice at one level is one row.
        var unique = 0
        for index in rows.indices where index == 0 || rows[index] != rows[index - 1] {
            rows[unique] = rows[index]
            unique += 1
        }
        rows.removeLast(rows.count - unique)
        return rows
    }

    /// Holds a met level's columns at zero for good. The non-basic ones are frozen. A basic one
    /// (at zero) leaves the basis at once for a column of its row, the one the fewest rows hold
    /// (at zero the pivot moves nothing), where that pivot is cheap: its row added to a few
    /// others. Otherwise it stays basic, its row held (`isHeldRow`), until a pivot would move
    /// it, which then takes it out of the basis at no step (`ratioTest`) and freezes it.
    /// Pivoting every one out at once filled the rows: in a baseline row of 1,000 labels the
    /// tallest one's column, basic at zero every twentieth label, was pivoted out each time,
    /// each row added to the next, and the tableau grew from 40,000 entries to 2.9 million.
    /// Holding every one instead changed the rounding of small systems' values, and a
    /// component's cost then took a third more samples to settle (`ComponentCost`).
    private mutating func holdAtZero(_ levelColumns: [(column: Int, weight: Double)]) {
        for row in costingRows(levelColumns) where basicCosts(row) {
            var best: (entry: SparseMatrix.ColumnEntry, column: Int, rows: Int)?
            var candidates = 0
            let limit = Self.cheapHold / max(cells.length(of: row), 1)
            cells.forEachEntry(in: row) { column, value in
                // Not one of the level's own columns, which are frozen below.
                guard candidates < Self.leavingCandidates, column != basis[row], !frozen[column], !isBasic[column],
                    column != carried, cost[column] == 0, abs(value) > Self.epsilon
                else { return }
                candidates += 1
                // Counted only as far as the fewest so far, and no further than a cheap pivot's
                // rows: a column every row holds (a stack's length) is not read through for
                // each candidate (quadratic in a stack's views).
                let rows = cells.rowCount(inColumn: column, stoppingAfter: min((best?.rows ?? Int.max) - 1, limit))
                if rows <= limit, best.map({ rows < $0.rows }) ?? true {
                    best = (SparseMatrix.ColumnEntry(row: row, value: value), column, rows)
                }
            }
            guard let best else {
                isHeldRow[row] = true
                continue
            }
            pivot(best.entry, column: best.column, entries: cells.entries(inColumn: best.column))
            pivotCount += 1
            makeBasic(best.column, in: row)
        }
        for (column, _) in levelColumns where !frozen[column] && !isBasic[column] { freeze(column) }
    }

    /// How many of a row's columns `holdAtZero` weighs (a long row need not be read whole).
    private static let leavingCandidates = 16
    /// The most entries a pivot that holds a column at zero may add (its row's length times the
    /// rows its entering column is in) and be taken at once.
    private static let cheapHold = 256

    /// Makes `column` basic in `row` after a pivot on them; returns the column that left.
    @discardableResult
    private mutating func makeBasic(_ column: Int, in row: Int) -> Int {
        let left = basis[row]
        isBasic[left] = false
        rowOfBasic[left] = -1
        isBasic[column] = true
        rowOfBasic[column] = row
        basis[row] = column
        return left
    }

    /// Whether `row`'s basic column costs at the current level (at any value, unlike `isCostlyRow`).
    private func basicCosts(_ row: Int) -> Bool { cost[basis[row]] != 0 }

    /// Holds a non-basic column at zero for good: it never enters again, so the rows need not
    /// carry it (`SparseMatrix.dropped`).
    private mutating func freeze(_ column: Int) {
        frozen[column] = true
        cells.drop(column)
    }

    /// Marks a column as having a reduced cost at this level.
    @inline(__always)
    private mutating func touch(_ column: Int) {
        if !isTouched[column] {
            isTouched[column] = true
            touched.append(column)
        }
    }

    private mutating func updateImproving(_ column: Int) {
        improving.set(
            column, included: !frozen[column] && !isBasic[column] && column != carried && reduced[column] < -Self.epsilon,
            reduced: reduced[column])
    }

    /// The leaving row's entry: smallest ratio, ties to the smallest basic index (Bland). A held
    /// row's basic column may move neither way: any entry of the column there stops it at once.
    private func ratioTest(_ column: [SparseMatrix.ColumnEntry]) -> SparseMatrix.ColumnEntry? {
        var leaving: SparseMatrix.ColumnEntry?
        var bestRatio = Double.infinity
        for entry in column {
            let row = entry.row
            let ratio: Double
            if isHeldRow[row] {
                guard abs(entry.value) > Self.epsilon else { continue }
                ratio = 0
            } else {
                guard entry.value > Self.epsilon else { continue }
                ratio = cells.rightHandSide[row] / entry.value
            }
            if ratio < bestRatio - Self.epsilon
                || (abs(ratio - bestRatio) <= Self.epsilon && leaving.map { basis[row] < basis[$0.row] } == true)
            {
                bestRatio = ratio
                leaving = entry
            }
        }
        return leaving
    }

    /// Pivots on `pivot` (its row's entry in `column`); `entries`: the column's entries before the pivot.
    private mutating func pivot(_ pivot: SparseMatrix.ColumnEntry, column: Int, entries: [SparseMatrix.ColumnEntry]) {
        let pivotRow = pivot.row
        // Nothing small is cleaned to zero: how much an entry matters is its product with its
        // column's value, which a tie-break's error (weight 10⁴ × hundreds of points) or a stand-in's
        // slack (up to `LayoutContext.longestStretch`) makes 10⁷–10⁹. Entries below 10⁻¹³ were
        // cleaned, and 62 nested baseline rows and equal-centring stacks — each level halving a
        // coefficient, 2⁻³⁰ ÷ 9,999 = 9.3 × 10⁻¹⁴ — lost one so: a stand-in switch came out
        // 7 × 10⁻⁴ pt from its definition, a stack's equal centring off by 5 pt, and with the safe
        // area a row reached 10⁻⁶ into the band under the Dynamic Island and took its 59 pt as margin.
        cells.scale(pivotRow, by: 1 / pivot.value)
        cells.overwrite(pivotRow, column, with: 1)
        for entry in entries where entry.row != pivotRow {
            cells.subtract(entry.value, timesRow: pivotRow, from: entry.row, clearing: column)
        }
        let factor = reduced[column]
        if factor != 0 {
            cells.forEachEntry(in: pivotRow) { column, value in
                touch(column)
                reduced[column] -= factor * value
            }
            reduced[column] = 0
        }
    }

    /// The values of all columns were the right-hand sides moved `delta` times the carried
    /// column (its parameter moved by `delta`), with this basis; nil where the basis no longer
    /// holds them: a value below zero, or a row held at zero for a level met at no cost
    /// (`holdAtZero`) moved off it. Otherwise it is the optimum there too, level by level: every
    /// other column was frozen or left out by its reduced costs, which the right-hand sides do
    /// not change.
    func solution(movedBy delta: Double) -> [Double]? {
        guard carried >= 0 else { return nil }
        var values = solution()
        for entry in cells.entries(inColumn: carried) where basis[entry.row] >= 0 {
            values[basis[entry.row]] += delta * entry.value
        }
        for row in 0..<rowCount where basis[row] >= 0 {
            let value = values[basis[row]]
            if value < -metTolerance || (isHeldRow[row] && value > metTolerance) { return nil }
            values[basis[row]] = max(value, 0)
        }
        return values
    }

    /// Values of all columns: basic ones from the right-hand side, the rest 0.
    func solution() -> [Double] {
        var values = Array(repeating: 0.0, count: columnCount)
        for row in 0..<rowCount where basis[row] >= 0 {
            values[basis[row]] = cells.rightHandSide[row]
        }
        return values
    }
}

/// The set of columns whose reduced cost is negative (and that may enter the basis). Most levels
/// take a pivot or two, and a scan of the members finds the most negative at once; a level that
/// runs on (a baseline row of 10,000 labels, a pivot per label, where the scans were most of
/// its time) keeps them ordered by it from then on (`byCost`), each pivot changing only its
/// row's columns. Either way the same column is found.
private struct ImprovingColumns {
    private var members: [Int] = []
    /// Where each column is in `members`, or −1.
    private var position: [Int]
    /// Once the level has scanned `scansBeforeOrdering` times: the members by reduced cost, then
    /// column, each at or below its cost (`nextEntry` sorts out the entries left behind).
    private var byCost: Heap<Candidate>?
    /// Per member, the reduced cost of its latest entry in `byCost` (NaN: none).
    private var entered: [Double]
    private var scans = 0
    private static let scansBeforeOrdering = 32

    private struct Candidate: Comparable {
        var reduced: Double
        var column: Int
        static func < (a: Candidate, b: Candidate) -> Bool { (a.reduced, a.column) < (b.reduced, b.column) }
    }

    init(columnCount: Int) {
        position = Array(repeating: -1, count: columnCount)
        entered = Array(repeating: .nan, count: columnCount)
    }

    mutating func removeAll() {
        for column in members {
            position[column] = -1
            entered[column] = .nan
        }
        members.removeAll(keepingCapacity: true)
        byCost = nil
        scans = 0
    }

    mutating func set(_ column: Int, included: Bool, reduced: Double) {
        let index = position[column]
        if included, index < 0 {
            position[column] = members.count
            members.append(column)
        } else if !included, index >= 0 {
            let last = members.removeLast()
            if last != column {
                members[index] = last
                position[last] = index
            }
            position[column] = -1
            entered[column] = .nan
        }
        // A cost that rose keeps its entry, now below it, until that entry comes to the top
        // (`nextEntry`): a pivot on a long row changes many costs, and entering each was most
        // of a long level's time.
        if included, byCost != nil, !(entered[column] <= reduced) {
            byCost?.insert(Candidate(reduced: reduced, column: column))
            entered[column] = reduced
        }
    }

    /// The column with the most negative reduced cost, the lowest-numbered one on ties.
    mutating func mostNegative(_ reduced: [Double]) -> Int? {
        guard byCost != nil || scans >= Self.scansBeforeOrdering else {
            scans += 1
            return members.min { Candidate(reduced: reduced[$0], column: $0) < Candidate(reduced: reduced[$1], column: $1) }
        }
        order(reduced)
        return nextEntry(reduced)?.column
    }

    /// The top entry once it is a member's at its cost: one whose column has left, or that a
    /// later entry of its column replaced, is dropped; a member's latest entry whose cost has
    /// risen since is entered again at its cost. Every member has an entry at or below its
    /// cost, so the first that is at it is the least.
    private mutating func nextEntry(_ reduced: [Double]) -> Candidate? {
        while let top = byCost?.min {
            let column = top.column
            if position[column] >= 0 && reduced[column] == top.reduced { return top }
            byCost?.removeMin()
            if position[column] >= 0 && entered[column] == top.reduced {
                byCost?.insert(Candidate(reduced: reduced[column], column: column))
                entered[column] = reduced[column]
            }
        }
        return nil
    }

    /// Keeps the members ordered by reduced cost from now on.
    private mutating func order(_ reduced: [Double]) {
        guard byCost == nil else { return }
        byCost = Heap(members.map { Candidate(reduced: reduced[$0], column: $0) })
        for column in members { entered[column] = reduced[column] }
    }

    /// Up to `count` members with the most negative reduced costs, the most negative first.
    mutating func mostNegative(_ count: Int, _ reduced: [Double]) -> [Int] {
        guard byCost != nil else {
            // Unordered: the few best kept in order while scanning.
            var best: [Candidate] = []
            for column in members {
                let candidate = Candidate(reduced: reduced[column], column: column)
                guard best.count < count || candidate < best[best.count - 1] else { continue }
                if best.count == count { best.removeLast() }
                best.insert(candidate, at: best.firstIndex { candidate < $0 } ?? best.count)
            }
            return best.map(\.column)
        }
        var taken: [Candidate] = []
        while taken.count < count, let top = nextEntry(reduced) {
            byCost?.removeMin()
            if !taken.contains(where: { $0.column == top.column }) { taken.append(top) }
        }
        for candidate in taken { byCost?.insert(candidate) }
        return taken.map(\.column)
    }

    /// The lowest-numbered column (Bland's rule).
    func first() -> Int? { members.min() }
}
