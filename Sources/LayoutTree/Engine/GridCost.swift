/// alignToGrid (SEMANTICS.md §2.2) with rows of one shape (`AxisArrangement.gridSharesOneChain`),
/// stated as costs. The cells at one position share one width, so the rows are one chain whose
/// members cost what the cells at their position cost together; each row's trailing edge holds
/// that chain to the row's own canvas (its margins and gaps), and the column's fill gives every
/// row its width. Linear in the cells, where the constraints of a grid took time and memory
/// growing with the square of its rows.
struct GridCost: Sendable {
    /// What the cells at each member's position cost together, at each of their widths.
    private let memberSums: [ConvexCost]
    /// Their convolution: the cost of each total of the members' widths.
    private let members: ConvexCost
    /// What the rows' trailing edges cost at each difference x between the rows' width and
    /// the members' total: Σ_r |x − (insets_r + gaps_r)|, at each row's trailing-edge level.
    private let edges: ConvexCost
    /// The rows' cost at each of their common width (their own constraints and tie-breaks, and
    /// their chain).
    let rows: ConvexCost
    /// How many rows: the weight of a link holding them all.
    let rowCount: Int
    /// The rows.
    let rowViews: Set<Int>

    /// One row: its own cost (its constraints and tie-break), its members' costs in chain
    /// order, what its canvas leaves out (its insets and fixed gaps) and its trailing edge's level.
    struct Row {
        var own: ConvexCost
        var members: [ConvexCost]
        var fixedLength: Double
        var endLevel: Priority
    }

    /// `keepingLevelsFrom`: the level below which the rows' cost is dropped (`AxisPass.passUp`).
    init(_ rows: [Row], of views: [Int], keepingLevelsFrom lowest: Priority?) {
        // Each position's cells summed at once (their kinks merged in one pass, not row by row).
        memberSums = (rows.first?.members.indices ?? 0..<0).map { position in
            ConvexCost.sum(rows.compactMap { position < $0.members.count ? $0.members[position] : nil })
        }
        members = ConvexCost.convolution(memberSums)
        edges = ConvexCost.sum(rows.map { .bound(.equal, $0.fixedLength, at: $0.endLevel) })
        var all = ConvexCost.sum(rows.map(\.own) + [ConvexCost.convolution([members, edges])])
        if let lowest { all.dropLevels(below: lowest) }
        self.rows = all
        rowCount = rows.count
        rowViews = Set(views)
    }

    /// What the rows cost their column at each of its canvas's lengths, each row held to it at
    /// `level` (the column's fill, every row as wide as the canvas).
    func heldToCanvas(at level: Priority) -> ConvexCost {
        rows.held(by: .equal, at: level, weight: Double(rowCount))
    }

    /// The rows' common width on a canvas `length` long.
    func rowWidth(onCanvas length: Double, at level: Priority) -> Double {
        rows.minimizer(with: .equal, length, at: level, weight: Double(rowCount))
    }

    /// Each member's width in rows `width` wide: the width split between the members and the
    /// rows' insets and gaps, then among the members, as the costs settle it (§2.0).
    func memberLengths(rowWidth width: Double) -> [Double] {
        var split = [members.minimizer, edges.minimizer]
        ConvexCost.share(width, among: [members, edges], startingAt: &split)
        var lengths = memberSums.map(\.minimizer)
        ConvexCost.share(split[0], among: memberSums, startingAt: &lengths)
        return lengths
    }
}
