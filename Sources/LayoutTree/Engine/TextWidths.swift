/// UIKit's text widths in a horizontal stack (SEMANTICS.md §2.8, "UISV-text-width-disambiguation"):
/// each multi-line label as wide as the stack over N, at 759 (`AxisArrangement.textWidthLevel`), N
/// the arranged views, hidden ones included. One rule over every label and the stack's length; laid
/// out in closed form for a stack of any distribution at a set length, and of any but
/// fillProportionally at its own length, where as a system the simplex grew with the square of the
/// views (1,600 labels and fixed views in a column: 16.5 s).
///
/// **At a set length** W the rule is a pull of each label toward the constant W/N beside its own
/// costs (`pulled`): the chain then shares its length as any chain's members do (equalSpacing's
/// spacer guides one more member, `StackAtSetLength`).
///
/// **At the stack's own length** (`solvedAtOwnLength`), a fill stack with a view other than a
/// visible label (K labels, K < N): the views' levels above 759 each keep the view in its own
/// range (the length is free, so nothing else holds them). At 759 every label can be exactly W/N:
/// with S the other views' total, W = S + K·W/N + G (G the gaps and insets), so each label is
/// t(S) = (S + G) / (N − K), affine in S. Where the labels' ranges allow that for some S the
/// other views' ranges allow, those are the only layouts that meet 759 at all; below it, S is
/// where the other views' costs (their convolution, at S) and the labels' (along t) add up least,
/// which their costs must settle above the tie-breaks (the stack's own tie-break, which the form
/// leaves out, is firmer than its views'). The other views then share S as a chain's members do.
/// Where every view is a visible label the labels cannot all be W/N past the gaps (`capped`, and
/// reflected where the gaps overlap the views), unless equalSpacing's guides can take the insets
/// back (`evenly`). A fillEqually stack's views are one group
/// (`solvedInEqualSizes`); an equalCentering stack's gaps are free above its centring
/// (`solvedCentredAtOwnLength`). Anything else — a label held off W/N above 759, a view's own
/// level at 759 — is left to the system.
struct TextWidths {
    /// The labels' positions in the chain.
    let positions: [Int]
    /// 1 / N.
    let fraction: Double

    /// `shares` (`AxisArrangement.textWidthShares`) at their positions in a chain of `order`.
    init(_ shares: (labels: [Int], fraction: Double), order: ViewIndices) {
        let labels = Set(shares.labels)
        positions = order.enumerated().filter { labels.contains($0.element) }.map(\.offset)
        fraction = shares.fraction
    }

    /// `costs` (in the chain's order) with each label pulled toward its share of a stack `length` long.
    func pulled(_ costs: [ConvexCost], stackLength length: Double) -> [ConvexCost] {
        var costs = costs
        let pull = ConvexCost.bound(.equal, fraction * length, at: AxisArrangement.textWidthLevel)
        for position in positions { costs[position] = costs[position] + pull }
        return costs
    }

    /// Each view's size, the stack's length where it is its own (see above) and the spacer guides'
    /// total, with the chain's fixed `gaps` and the canvas's `insets` (start and end) around it;
    /// equalSpacing's `spacerGuides` (`Chain.spacerGuides`) are one more of the other views, and
    /// its "as small as it may be" (`stackTerm`, a cost on W) is a cost on S along W's line. Nil
    /// where the form does not apply.
    func solvedAtOwnLength(_ costs: [ConvexCost], gaps: Double, insets: Double, spacerGuides: ConvexCost? = nil, stackTerm: ConvexCost? = nil)
        -> (sizes: [Double], length: Double, guides: Double)?
    {
        let labels = positions.count
        let count = 1 / fraction
        let level = AxisArrangement.textWidthLevel
        guard !costs.contains(where: { $0.kinks.contains { abs($0.level - level.level) <= Self.tolerance } }) else { return nil }
        // Every arranged view a visible label: capped at W/N (`capped`).
        guard count - Double(labels) > 0.5 else {
            guard labels == costs.count else { return nil }
            var spare = gaps + insets, guides = 0.0
            if let spacerGuides {
                // equalSpacing's guides at their least: longer ones only add to what the labels must
                // depart at 759 (the spare), where that is not negative. Where it is, the guides take
                // the insets back (−spare) and the labels depart nothing: each is exactly W/N (`evenly`).
                guard let least = spacerGuides.freeInterval(above: level)?.lowerBound, least.isFinite else { return nil }
                guard spare + least >= 0 else {
                    guard let solved = evenly(costs, stackTerm: stackTerm) else { return nil }
                    return (solved.sizes, solved.length, -spare)
                }
                (spare, guides) = (spare + least, least)
            }
            if spare >= 0 {
                guard let solved = capped(costs, gaps: spare, stackTerm: stackTerm) else { return nil }
                return (solved.sizes, solved.length, guides)
            }
            // Gaps that overlap the views: each label at least W/N, the same form reflected
            // (−wᵢ at most −W/N).
            guard stackTerm == nil, let solved = capped(costs.map { $0.mirrored() }, gaps: -spare, stackTerm: nil) else { return nil }
            return (solved.sizes.map { -$0 }, -solved.length, 0)
        }
        // (Every visible view may be a label where hidden ones are arranged too: S is then 0.)
        // t(S) = slope·S + offset.
        let slope = 1 / (count - Double(labels)), offset = (gaps + insets) * slope
        var isLabel = Array(repeating: false, count: costs.count)
        for position in positions { isLabel[position] = true }
        // The S for which every label's range above 759 holds t(S), and the other views' ranges.
        var lowest = -Double.infinity, highest = Double.infinity
        var others: [ConvexCost] = [], along: [ConvexCost] = []
        var othersLow = 0.0, othersHigh = 0.0
        for (position, cost) in costs.enumerated() {
            guard let range = cost.freeInterval(above: level) else { return nil }
            if isLabel[position] {
                lowest = max(lowest, (range.lowerBound - offset) / slope)
                highest = min(highest, (range.upperBound - offset) / slope)
                // The label's cost at t(S), as a cost of S.
                var moved = cost
                moved.shift(by: -offset)
                along.append(moved.stretched(by: 1 / slope))
            } else {
                othersLow += range.lowerBound
                othersHigh += range.upperBound
                others.append(cost)
            }
        }
        if let spacerGuides {
            guard let range = spacerGuides.freeInterval(above: level) else { return nil }
            othersLow += range.lowerBound
            othersHigh += range.upperBound
            others.append(spacerGuides)
        }
        // W = (S + gaps + insets) · N / (N − K).
        if var stackTerm {
            let scale = count * slope
            stackTerm.shift(by: -offset * count)
            along.append(stackTerm.stretched(by: 1 / scale))
        }
        lowest = max(lowest, othersLow)
        highest = min(highest, othersHigh)
        guard lowest <= highest + Self.tolerance * max(1, abs(lowest)) else { return nil }
        // Kept within [lowest, highest] above every level of the views' (as `StackAtSetLength` keeps a range).
        let edge = Priority.required.raised(by: 1_000).level
        var window: [ConvexCost.Kink] = []
        if lowest.isFinite { window += [.init(at: -.infinity, level: edge, amount: -1), .init(at: lowest, level: edge, amount: 1)] }
        if highest.isFinite { window.append(.init(at: highest, level: edge, amount: 1)) }
        let total = ConvexCost.sum([ConvexCost.convolution(others), ConvexCost(unsortedKinks: window)] + along)
        guard let settled = Self.leastPoint(total) else { return nil }
        var shares = others.map(\.minimizer)
        ConvexCost.share(settled, among: others, startingAt: &shares)
        let width = slope * settled + offset
        var sizes: [Double] = []
        sizes.reserveCapacity(costs.count)
        var next = shares.makeIterator()
        for position in costs.indices {
            guard let size = isLabel[position] ? width : next.next() else { return nil }
            sizes.append(size)
        }
        let guides = spacerGuides == nil ? 0 : next.next() ?? .nan
        let length = sizes.reduce(gaps + insets + guides, +)
        guard sizes.allSatisfy(\.isFinite), length.isFinite else { return nil }
        return (sizes, length, guides)
    }

    /// An equalCentering stack at its own length, with K < N labels: its gaps are free above the
    /// centring (150), so at 759 every label can be W/N = u wherever the gaps can take what is left,
    /// W − K·u − S − I ≥ Σs (S the other views' total, I the insets, s the spacings): where
    /// u ≥ t(S) = (S + Σs + I)/(N − K). Above the centring the labels then cost F(u), their costs at
    /// one size, and each other view keeps the size its costs settle (`StackAtOwnLength.centredSize`):
    /// u is F's least where that is at least t(S), else t(S), F rising past it, kept only where no
    /// other view would rather give way to let u shrink (each steeper to its left than the labels'
    /// share of F's). With W = N·u so settled, the centring spaces the views as at a set length
    /// (`StackAtSetLength.centredGaps`). Nil where F's least is a range above the centring (the
    /// centring or the stack's "as small as it may be" would choose), a view's level lies at 759 or
    /// among the centring's, or the labels' ranges above 759 cannot all hold u.
    func solvedCentredAtOwnLength(_ costs: [ConvexCost], spacings: [Double], insets: Double)
        -> (sizes: [Double], gaps: [Double], length: Double)?
    {
        let count = 1 / fraction, level = AxisArrangement.textWidthLevel, centring = AxisArrangement.equalCenteringPriority
        let free = count - Double(positions.count)
        let band = StackAtSetLength.centringBand(views: costs.count)
        guard free > 0.5,
            !costs.contains(where: { $0.kinks.contains { abs($0.level - level.level) <= Self.tolerance || band.contains($0.level) } })
        else { return nil }
        var isLabel = Array(repeating: false, count: costs.count)
        for position in positions { isLabel[position] = true }
        // The other views at their own sizes; the labels' ranges above 759, and their costs at one size.
        var sizes = Array(repeating: 0.0, count: costs.count)
        var others = 0.0, lowest = -Double.infinity, highest = Double.infinity
        var labels: [ConvexCost] = []
        for (position, cost) in costs.enumerated() {
            if isLabel[position] {
                guard let range = cost.freeInterval(above: level) else { return nil }
                (lowest, highest) = (max(lowest, range.lowerBound), min(highest, range.upperBound))
                labels.append(cost)
            } else {
                guard let size = StackAtOwnLength.centredSize(cost) else { return nil }
                sizes[position] = size
                others += size
            }
        }
        let least = (others + spacings.reduce(0, +) + insets) / free
        lowest = max(lowest, least)
        guard lowest <= highest + Self.tolerance * max(1, abs(lowest)) else { return nil }
        let labelCost = ConvexCost.sum(labels)
        guard let cheapest = labelCost.freeInterval(above: centring) else { return nil }
        let u: Double
        if cheapest.lowerBound >= lowest - Self.tolerance * max(1, abs(lowest)) {
            // F's least is allowed: one size, within every label's range.
            guard cheapest.upperBound - cheapest.lowerBound <= Self.tolerance * max(1, abs(cheapest.lowerBound)),
                cheapest.lowerBound <= highest + Self.tolerance * max(1, abs(highest))
            else { return nil }
            u = cheapest.lowerBound
        } else {
            // t(S) binds: u = t(S), unless another view's giving way saves the labels more than it costs.
            guard cheapest.upperBound < lowest else { return nil }
            u = lowest
            let saved = labelCost.slope(leftOf: u).above(centring) * (1 / free)
            for (position, cost) in costs.enumerated() where !isLabel[position] {
                let giving = LexCost.zero - cost.slope(leftOf: sizes[position]).above(centring)
                guard saved < giving else { return nil }
            }
        }
        for position in positions { sizes[position] = u }
        let length = count * u
        let total = length - insets - sizes.reduce(0, +)
        guard u.isFinite, length.isFinite, length >= 0,
            let gaps = StackAtSetLength.centredGaps(sizes: sizes, spacings: spacings, total: total)
        else { return nil }
        return (sizes, gaps, length)
    }

    /// A fillEqually stack at its own length: once the equal sizes' level has settled which views
    /// keep the common size (`group`), each view's size is a line in the group's length x, and the
    /// stack is x + G long (G the gaps and insets), so each label's rule |wᵢ(x) − (x + G)/N| is a
    /// pull on x toward a constant at 759 — none where the label keeps the common size and every
    /// arranged view shares it (K = N, held views none): the rule then costs G/N at every x. x is
    /// where the group's cost and the pulls add up least. Nil where that is not one point above the
    /// tie-breaks (the stack's own tie-break, which the form leaves out, would choose).
    func solvedInEqualSizes(_ group: ProportionalGroup, gaps: Double, insets: Double) -> (sizes: [Double], length: Double)? {
        let around = gaps + insets
        var total = group.cost
        for position in positions {
            guard let line = group.sizeLine(of: position) else { return nil }
            // (a − 1/N)·x + b − G/N, for wᵢ(x) = a·x + b.
            let slope = line.slope - fraction, offset = line.offset - around * fraction
            guard slope != 0 else { continue }
            total = total + .bound(.equal, -offset / slope, at: AxisArrangement.textWidthLevel, weight: abs(slope))
        }
        guard let least = Self.leastPoint(total) else { return nil }
        let sizes = group.lengths(sharing: least), length = least + around
        guard sizes.allSatisfy(\.isFinite), length.isFinite else { return nil }
        return (sizes, length)
    }

    /// Every arranged view a visible label, the gaps and insets `spare` ≥ 0: since Σ(wᵢ − W/N) =
    /// −spare, the labels depart at least `spare` at 759, exactly that where each is at most m =
    /// W/N; those are the layouts that meet 759. Below it, the labels share N·m − spare, each
    /// capped at m, and m is where that costs least, with the stack's own `stackTerm` on W = N·m
    /// (equalSpacing's "as small as it may be"): the cost φ(m) is convex, and its slope either
    /// side of m is read off the labels' slopes at their shares (`direction`), so m is found by
    /// halving, to adjacent doubles. Nil where a label is then outside its range above 759 (the
    /// rules above 759 would move it), or φ is flat at m above the tie-breaks (the stack's own
    /// tie-break, which the form leaves out, would choose), or the spare is negative.
    private func capped(_ costs: [ConvexCost], gaps spare: Double, stackTerm: ConvexCost?) -> (sizes: [Double], length: Double)? {
        let count = Double(costs.count)
        let ranges = costs.map { $0.freeInterval(above: AxisArrangement.textWidthLevel) }
        guard spare >= 0, !ranges.contains(where: { $0 == nil }) else { return nil }
        let least = costs.map(\.minimizer)
        guard least.allSatisfy(\.isFinite) else { return nil }
        // Where each label is at its least and m holds them all (nothing to trade), and beyond:
        // widened, a doubling at a time, until φ falls inward at both ends (it is convex). Labels
        // whose costs are steeper above their least than below (a mirrored form's) put m lower.
        let even = (least.reduce(0, +) + spare) / count
        var low = even, high = max(even, least.max() ?? even) + spare + 1
        var width = high - low
        var settled: (m: Double, sizes: [Double])?
        for end in [-1, 1] {
            for widening in 0...Self.mostWidenings {
                let m = end < 0 ? low : high
                guard widening < Self.mostWidenings, m.isFinite,
                    let (direction, sizes) = Self.direction(costs, cap: m, total: count * m - spare, stackTerm: stackTerm)
                else { return nil }
                if direction == 0 { settled = (m, sizes) }
                if direction != end { break }
                // The least lies beyond this end.
                if end < 0 { (high, low) = (low, low - width) } else { (low, high) = (high, high + width) }
                width *= 2
            }
            if settled != nil { break }
        }
        // Down to adjacent doubles (or 10⁻¹⁵ pt near 0, not through the subnormals): a label
        // capped a hair under its own width would wrap (`TextWrapper.fits` allows 10⁻⁹), where
        // the system's vertex is exact.
        for _ in 0..<Self.mostHalvings where settled == nil {
            let middle = (low + high) / 2
            guard middle > low, middle < high, high - low > 1e-15 else { break }
            guard let (direction, sizes) = Self.direction(costs, cap: middle, total: count * middle - spare, stackTerm: stackTerm) else { return nil }
            if direction == 0 { settled = (middle, sizes) } else if direction > 0 { low = middle } else { high = middle }
        }
        if settled == nil {
            let middle = (low + high) / 2
            guard let sizes = Self.shares(costs, cap: middle, total: count * middle - spare) else { return nil }
            settled = (middle, sizes)
        }
        // Every label within its range above 759: then no rule above it is broken, and 759 departs
        // no more than it must, so the layouts of this form are the ones that meet every level
        // down to 759.
        guard let (m, sizes) = settled, sizes.allSatisfy(\.isFinite), zip(ranges, sizes).allSatisfy(Self.holds) else { return nil }
        return (sizes, count * m)
    }

    /// Every arranged view a visible label, each exactly m = W/N (the gaps and insets take nothing
    /// in all): m is where the labels' costs together, and the stack's own `stackTerm` on W = N·m,
    /// are least. Nil where that is not one size above the tie-breaks, or a label's range above 759
    /// does not hold it.
    private func evenly(_ costs: [ConvexCost], stackTerm: ConvexCost?) -> (sizes: [Double], length: Double)? {
        let count = Double(costs.count)
        let total = ConvexCost.sum(costs + (stackTerm.map { [$0.stretched(by: 1 / count)] } ?? []))
        guard let m = Self.leastPoint(total), costs.allSatisfy({ Self.holds($0.freeInterval(above: AxisArrangement.textWidthLevel), m) })
        else { return nil }
        return (Array(repeating: m, count: costs.count), count * m)
    }

    /// The labels' sizes sharing `total` as a chain's members do, each capped at `cap`.
    private static func shares(_ costs: [ConvexCost], cap: Double, total: Double) -> [Double]? {
        // The cap held above every level of the views'.
        let wall = ConvexCost(unsortedKinks: [.init(at: cap, level: Priority.required.raised(by: 1_000).level, amount: 1)])
        let held = costs.map { $0 + wall }
        var sizes = held.map(\.minimizer)
        ConvexCost.share(total, among: held, startingAt: &sizes)
        guard sizes.allSatisfy({ $0 <= cap + Self.tolerance * max(1, abs(cap)) }) else { return nil }
        return sizes
    }

    /// Which way φ falls from m = `cap` (+1: toward larger, −1: smaller, 0: it rises both ways, m
    /// the least), with the labels' sizes there; nil where it is flat on a side above the
    /// tie-breaks. Moving m by δ moves the total by N·δ: growing, each label at the cap may take
    /// at most δ at its slope to the right, the others any amount at theirs; shrinking, each
    /// label at the cap must give δ, and the rest of N·δ comes from where it saves most.
    private static func direction(_ costs: [ConvexCost], cap: Double, total: Double, stackTerm: ConvexCost?) -> (Int, [Double])? {
        guard let sizes = shares(costs, cap: cap, total: total) else { return nil }
        let atCap = sizes.map { $0 >= cap - Self.tolerance * max(1, abs(cap)) }
        let right = costs.indices.map { costs[$0].slope(rightOf: sizes[$0]).above(Priority.tieBreak) }
        let left = costs.indices.map { costs[$0].slope(leftOf: sizes[$0]).above(Priority.tieBreak) }
        let count = Double(costs.count)
        // Growing: the cheapest free label takes what the capped ones cheaper than it do not.
        let free = costs.indices.filter { !atCap[$0] }.map { right[$0] }.min(by: <)
        var growing = LexCost.zero, taken = 0.0
        for index in costs.indices where atCap[index] {
            if let free, !(right[index] < free) { continue }
            growing = growing + right[index]
            taken += 1
        }
        if let free { growing = growing + free * (count - taken) }
        // Shrinking (what m − δ saves, negated): the capped labels' forced unit each, the rest at the steepest left slope.
        var shrinking = LexCost.zero
        var steepest: LexCost?
        for index in costs.indices {
            if atCap[index] { shrinking = shrinking - left[index] }
            if steepest.map({ $0 < left[index] }) ?? true { steepest = left[index] }
        }
        let forced = Double(atCap.filter { $0 }.count)
        if let steepest { shrinking = shrinking - steepest * (count - forced) }
        // The stack's own term moves with W = N·m, N times as fast.
        if let stackTerm {
            growing = growing + stackTerm.slope(rightOf: count * cap).above(Priority.tieBreak) * count
            shrinking = shrinking - stackTerm.slope(leftOf: count * cap).above(Priority.tieBreak) * count
        }
        switch (growing.sign, shrinking.sign) {
        case (1, 1): return (0, sizes)
        case (-1, 1): return (1, sizes)
        case (1, -1): return (-1, sizes)
        default: return nil
        }
    }

    /// Where `cost` is least above the tie-breaks, where that is one finite size (within rounding);
    /// nil where it is a range (the stack's own tie-break, which the forms leave out, would choose).
    private static func leastPoint(_ cost: ConvexCost) -> Double? {
        guard let least = cost.freeInterval(above: Priority.tieBreak), least.lowerBound.isFinite,
            least.upperBound - least.lowerBound <= tolerance * max(1, abs(least.lowerBound))
        else { return nil }
        return least.lowerBound
    }

    /// Whether `range` (a view's range above 759) holds `size`, within rounding.
    private static func holds(_ range: ClosedRange<Double>?, _ size: Double) -> Bool {
        guard let range else { return false }
        let slack = tolerance * max(1, abs(size))
        return size >= range.lowerBound - slack && size <= range.upperBound + slack
    }

    private static let tolerance = 1e-9
    /// More than the halvings from any finite range down to 10⁻¹⁵.
    private static let mostHalvings = 1_100
    /// More than the doublings from a width of 1 (the least the bracket starts at) past the
    /// largest finite double.
    private static let mostWidenings = 1_100
}
