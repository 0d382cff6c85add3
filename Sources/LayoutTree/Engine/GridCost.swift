/// alignToGrid (SEMANTICS.md §2.2) with rows of one shape (`AxisArrangement.gridSharesOneChain`),
/// stated as costs. The cells at one position share one width, so the rows are one chain whose
/// members cost what the cells at their position cost together. Linear in the cells, where the
/// constraints of a grid took time and memory growing with the square of its rows.
///
/// A row's content is held inside it more firmly, and made to reach its edge less firmly, than
/// the row is held to the column (`TrailingPin`). So with the members' total M and the column's
/// canvas C, row r (insets and fixed gaps f_r) is max(C, M + f_r) wide: as wide as the canvas
/// when its cells fit, its cells falling short of its edge by C − M − f_r; else as wide as its
/// cells, running past the canvas by M + f_r − C (§2.2 "the content overflows"). In a column
/// aligned leading, trailing or centre the rows are not held to the canvas: each is as wide as
/// its cells, M + f_r, and M is what the cells and the rows' own costs settle on together.
struct GridCost: Sendable {
    /// What the cells at each member's position cost together, at each of their widths.
    private let memberSums: [ConvexCost]
    /// Their convolution: the cost of each total M of the members' widths.
    private let members: ConvexCost
    /// What the rows' edges cost at each difference x = C − M: for each row, x below f_r costs
    /// the column's fill (the row runs past the canvas), x above it the row's own edge (its
    /// cells fall short of it).
    private let edges: ConvexCost
    /// The grid's cost at each length C of the column's canvas: the rows' own costs at C, and
    /// the members and edges at the best split of C; nothing where the rows are not held to the
    /// canvas.
    let canvasCost: ConvexCost
    /// Where the rows are not held to the canvas, the members' total they settle on.
    private let unheldTotal: Double?
    /// Each row's insets, fixed gaps and held members' excess, in the rows' order.
    private let fixedLengths: [Double]
    /// Each row's held members (`Row.held`), in the rows' order.
    private let held: [[Double?]]
    /// The rows.
    let rowViews: Set<Int>

    /// One row: its own cost (its constraints and tie-break), its members' costs in chain
    /// order, what its canvas leaves out (its insets and fixed gaps) and its trailing pin.
    struct Row {
        var own: ConvexCost
        var members: [ConvexCost]
        var fixedLength: Double
        var endPin: TrailingPin
        /// Per member, the width it is held at where its own rules break its equality with the
        /// cells above (`ProportionalGroup.settle`); nil where it is as wide as its position.
        private(set) var held: [Double?] = []
        /// How much wider the held members make the row than the members' widths: Σ (held − width).
        private(set) var heldExcess = 0.0

        init(own: ConvexCost, members: [ConvexCost], fixedLength: Double, endPin: TrailingPin) {
            (self.own, self.members, self.fixedLength, self.endPin) = (own, members, fixedLength, endPin)
            held = Array(repeating: nil, count: members.count)
        }

        /// The member at `position` held at `size` where its position's width is `width`: it
        /// adds to its position's cost only its broken equality, held at `level`.
        mutating func hold(_ position: Int, at size: Double, against width: Double, level: Priority) {
            held[position] = size
            heldExcess += size - width
            members[position] = .bound(.equal, size, at: level)
        }
    }

    /// Whether `rows` can be stated so in a column whose fill holds them by `fill`: each row's
    /// edges on either side of the fill's, as a nested row's are; no row's fixed length below 0
    /// (a row of M + f_r < 0 would be held at 0 by its shape, not by its edge); and each row's
    /// own constraints flat at every width above 0 from its edges' levels up (`size ≥ 0`), so
    /// that the edges alone set its width (a row with its own width, minimum or maximum is held
    /// by that instead).
    /// A column whose rows are not held to its canvas (`fill` nil) states them wherever each row's
    /// own constraints leave its width to its cells.
    static func states(_ rows: [Row], heldBy fill: TrailingPin?) -> Bool {
        rows.allSatisfy { row in
            let nested = fill.map { row.endPin.within > $0.within && row.endPin.reaching < $0.reaching } ?? true
            return nested && row.fixedLength >= 0 && isFlatAbove0(row.own, from: row.endPin.reaching)
        }
    }

    /// Whether `cost` has no slope from `level` up at any size above 0.
    private static func isFlatAbove0(_ cost: ConvexCost, from level: Priority) -> Bool {
        var slope = RunningSlope()
        for kink in cost.kinks where kink.level >= level.level {
            if kink.at > 0 { return false }
            slope.add(kink)
        }
        return slope.sign == 0
    }

    /// `keepingLevelsFrom`: the level below which the grid's cost is dropped (`AxisPass.passUp`).
    init(_ rows: [Row], of views: [Int], heldBy fill: TrailingPin?, keepingLevelsFrom lowest: Priority?) {
        // Each position's cells summed at once (their kinks merged in one pass, not row by row).
        memberSums = (rows.first?.members.indices ?? 0..<0).map { position in
            ConvexCost.sum(rows.compactMap { position < $0.members.count ? $0.members[position] : nil })
        }
        members = ConvexCost.convolution(memberSums)
        fixedLengths = rows.map { $0.fixedLength + $0.heldExcess }
        held = rows.map(\.held)
        rowViews = Set(views)
        guard let fill else {
            // Each row as wide as its cells: its own cost read at M + f_r.
            var atTotal: [ConvexCost] = [members]
            for (row, fixed) in zip(rows, fixedLengths) {
                var own = row.own
                own.shift(by: -fixed)
                atTotal.append(own)
            }
            (edges, canvasCost, unheldTotal) = (.zero, .zero, ConvexCost.sum(atTotal).minimizer)
            return
        }
        unheldTotal = nil
        edges = ConvexCost.sum(
            rows.map {
                .pull(toward: $0.fixedLength + $0.heldExcess, below: LexCost(1, at: fill.within), above: LexCost(1, at: $0.endPin.reaching))
            })
        // A row's own cost at its width: C while its cells fit. (Where they do not, the row is
        // M + f_r wide, and its own cost, below every edge, is read at C still.)
        var all = ConvexCost.sum(rows.map(\.own) + [ConvexCost.convolution([members, edges])])
        if let lowest { all.dropLevels(below: lowest) }
        canvasCost = all
    }

    /// On a canvas `length` long: each row's width and its members' (in the rows' order), the
    /// canvas split between the members' total and the edges (or the total the rows settle on,
    /// where they are not held to the canvas), then the total among the members, as the costs
    /// settle it (§2.0); a held member keeps its width.
    func lengths(onCanvas length: Double) -> (rows: [Double], members: [[Double]]) {
        let total: Double
        if let unheldTotal {
            total = unheldTotal
        } else {
            var split = [members.minimizer, edges.minimizer]
            ConvexCost.share(length, among: [members, edges], startingAt: &split)
            total = split[0]
        }
        var lengths = memberSums.map(\.minimizer)
        ConvexCost.share(total, among: memberSums, startingAt: &lengths)
        let rows = fixedLengths.map { unheldTotal == nil ? max(length, total + $0) : total + $0 }
        return (rows, held.map { row in zip(row, lengths).map { $0 ?? $1 } })
    }
}
