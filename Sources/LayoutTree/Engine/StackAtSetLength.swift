/// An equalCentering or fillProportionally stack (SEMANTICS.md §2.8) whose length its ancestors
/// set above its own rules — filling a column's width, its own `width`, the screen — laid out in
/// closed form at the length it is given, without a constraint system. As a system the simplex
/// took a level per view (the centre distances at 150 − j·10⁻⁴, the shares at 999 − i), each
/// pivot filling its rows: 1,000 labels too long for an equalCentering stack took 2.3 s, 4,000
/// took 86 s; 1,000 in a fillProportionally row too narrow for them, 19 s.
///
/// **equalCentering.** Its views' own costs settle everything above the centring: with room for
/// their sizes and spacings, each view keeps the one size its costs allow (case A, the gaps take
/// the rest); without it, the views share the shortfall as their costs say, and a group that
/// gives way at one slope leaves each of its views a range and their total (case B, the gaps at
/// their spacings). Below that, the centring's levels are met in order, each the least departure
/// from the first distance that the levels before it allow: in case A each distance is its gap's,
/// in case B two neighbouring sizes', so that, level by level, every size is one of two unknowns
/// plus an offset (alternately), and each level is a linear program in three unknowns over ranges
/// and one sum (`largest`). What the centring leaves — in case B sizes that trade along one line
/// — the views' costs below it decide (§2.0 ties).
///
/// **fillProportionally.** Its shares solved level by level as for a stack at its own length
/// (`ProportionalShares`), the canvas held at the length given.
///
/// **Multi-line labels' text widths** (a horizontal stack of any distribution, §2.8): each label
/// as wide as the stack over N at 759. With the stack's length L given, that is a pull toward the
/// constant L/N beside the label's own costs (`TextWidths`), and the views share the chain as any
/// chain's members do (`ConvexCost.share`; equalSpacing's spacer guides as one more member), as
/// fillEqually's group (`ProportionalGroup`, whose equal sizes are held above the pulls),
/// as fillProportionally's shares, or as equalCentering's views (the pulls, above the centring,
/// settle the labels' sizes). As a system, one
/// rule tied every label to the stack's length: 1,600 views of labels and fixed views in a column
/// took seconds, growing with their square.
///
/// Its cost, as its container reads it, is its views' at the required levels alone: the length
/// is set by rules above the stack's own (`ExactLayoutSolver.lengthSetAbove`), so nothing weaker
/// could move it.
///
/// Where the form cannot apply at any length (a view whose size the centring would decide, a
/// level of a view's own among the centring's or the shares'), the stack is a system from the
/// start (`init` fails); where it does not at the length given (content that cannot fit at all,
/// rounding), the stack is solved with its ancestors as a system from then on
/// (`StackAtOwnLength.Unsettled`).
struct StackAtSetLength {
    /// The views' costs and the gaps' spacings, in the chain's order.
    private let costs: [ConvexCost]
    private let spacings: [Double]
    /// What the gaps take whatever the length (`Chain.fixedGapsLength`: none for spacer guides).
    private let fixedGaps: Double
    private let canvasStart: Double
    private let canvasEnd: Double
    private let rule: Rule
    /// What the views cost together at the required levels at each length of the chain past its
    /// spacings (for equalCentering up to where it is least, flat from there on: a longer chain
    /// gives the length to its gaps); and how the chain's end is pinned. Where the views cannot
    /// fit, the chain runs past its end as any chain does (§2.2).
    private let members: ConvexCost
    private let endPin: TrailingPin
    /// What the stack costs its container (see above).
    let cost: ConvexCost

    private enum Rule {
        /// Each view's one size (`StackAtOwnLength.centredSize`), unless a shortfall moves it.
        case equalCentres(sizes: [Double])
        /// The chain, and its views' intrinsic sizes along it (0 without one).
        case proportionalToIntrinsic(AxisArrangement.Chain, intrinsic: [Double])
        /// fill, or equalSpacing: the views (and the spacer guides, `Chain.spacerGuides`, as one
        /// more member) share the chain's length by their costs.
        case filling(AxisArrangement.Chain)
        /// fillEqually: the views share the chain's length as one group (`ProportionalGroup`).
        case equalSizes(StackAtOwnLength.EqualSizes)
    }
    /// The multi-line labels' text widths (§2.8).
    private let textWidths: TextWidths?

    /// Whether the form lays out `arrangement` at a set length: an equalCentering or
    /// fillProportionally chain as at its own length (`StackAtOwnLength.closedFormRule`), or a
    /// fill, equalSpacing, equalCentering or fillProportionally chain of children beside its labels'
    /// text widths.
    static func laysOut(_ arrangement: AxisArrangement) -> Bool {
        guard arrangement.textWidthShares != nil else { return StackAtOwnLength.closedFormRule(arrangement) != nil }
        // (equalSpacing's and equalCentering's "as small as it may be", their container term, is a
        // constant at a set length.)
        if StackAtOwnLength.equalSizesOnly(arrangement) != nil { return true }
        guard let chain = StackAtOwnLength.childrenOnly(arrangement) else { return false }
        switch chain.sizeRule {
        case nil: return chain.gapRule != .atLeast
        case .proportionalToIntrinsic: return chain.gapRule == .exact
        case .equalCentres: return chain.gapRule == .atLeast
        }
    }

    /// The level of a stack's firmest rule of its own: what its length must be set above. Text
    /// widths (at 759) count as a share's level: set above that, by required rules only, no
    /// level of the views' between 759 and the one setting the length could move it, which the
    /// stack's cost (its views' at the required levels) leaves out.
    static func firmestRule(of distribution: StackDistribution, textWidths: Bool) -> Priority {
        distribution == .fillProportionally || textWidths ? Priority.proportionalShare(position: 0) : AxisArrangement.equalCenteringPriority
    }

    /// `arrangement`, an equalCentering or fillProportionally chain (`StackAtOwnLength.closedFormRule`),
    /// with its views costing `costs` in the chain's order and `intrinsic` their intrinsic sizes
    /// along it; nil where a view has a level among the centring's.
    init?(_ arrangement: AxisArrangement, costs: [ConvexCost], intrinsic: [Double]) {
        guard Self.laysOut(arrangement), case .chain(let chain) = arrangement.rule, costs.count == chain.order.count,
            intrinsic.count == costs.count, costs.count > 1
        else { return nil }
        switch chain.sizeRule {
        case .equalCentres:
            let band = Self.centringBand(views: costs.count)
            guard !costs.contains(where: { $0.kinks.contains { band.contains($0.level) } }) else { return nil }
            // A view whose size its costs leave a range above the centring, other than one that keeps
            // the range's lower end (`StackAtOwnLength.centredSize`), could be sized by the centring
            // wherever the views have room (case A): the form would give that up at the pass down, and
            // the layout go round again for it, a whole solve (the benchmark's mixed screens took 2.4
            // to 5.6 times as long). Such stacks are systems from the start.
            let sizes = costs.compactMap(StackAtOwnLength.centredSize)
            guard sizes.count == costs.count else { return nil }
            rule = .equalCentres(sizes: sizes)
        case .proportionalToIntrinsic:
            // The shares' own conditions (T > 0, no view's level among them), which hold at every length.
            guard ProportionalShares(chain, costs: costs, intrinsic: intrinsic, shortestCanvas: 0) != nil else { return nil }
            rule = .proportionalToIntrinsic(chain, intrinsic: intrinsic)
        case nil:
            rule = StackAtOwnLength.equalSizesOnly(arrangement).map { .equalSizes($0.group) } ?? .filling(chain)
        }
        textWidths = arrangement.textWidthShares.map { TextWidths($0, order: chain.order) }
        self.costs = costs
        spacings = chain.gaps
        fixedGaps = chain.fixedGapsLength
        canvasStart = arrangement.canvasStart
        canvasEnd = arrangement.canvasEnd
        // Only what can move the length counts: the required levels, where content that cannot fit
        // runs past its containers (§2.2). Every length on the way up to the screen is set, so no
        // weaker level of the stack's is ever weighed against another's; and a region that holds
        // an ancestor takes fewer stand-in stretches (a convolution of labels has one per label).
        var above = costs.map { cost -> ConvexCost in
            var kept = cost
            kept.dropLevels(below: Priority.required)
            return kept
        }
        if case .filling(let chain) = rule, let guides = chain.spacerGuides { above.append(guides) }
        switch rule {
        case .equalSizes(let equal):
            guard let group = equal.settled(above) else { return nil }
            members = group.cost
        case .equalCentres:
            guard let members = Self.flatPastLeast(ConvexCost.convolution(above)) else { return nil }
            self.members = members
        case .proportionalToIntrinsic, .filling:
            members = ConvexCost.convolution(above)
        }
        endPin = chain.endPin
        var cost = members.held(by: chain.endPin)
        cost.shift(by: fixedGaps + canvasStart + canvasEnd)
        self.cost = cost
    }

    /// The levels of the centre distances' rules (`ArrangementConstraints.addSizeRule`), and the
    /// stack's own 150 above them.
    static func centringBand(views: Int) -> ClosedRange<Double> {
        AxisArrangement.equalCenteringPriority.lowered(by: Double(max(views - 2, 1)) * 1e-4).level...AxisArrangement.equalCenteringPriority.level
    }

    /// `cost` up to where it is least, flat from there on (`members`). Nil where it is nowhere least.
    private static func flatPastLeast(_ cost: ConvexCost) -> ConvexCost? {
        guard let least = cost.freeInterval(above: AxisArrangement.equalCenteringPriority)?.lowerBound, least.isFinite else { return nil }
        var kinks = cost.kinks.filter { $0.at < least }
        var slopes: [Double: Double] = [:]
        for kink in kinks { slopes[kink.level, default: 0] += kink.amount }
        for (level, slope) in slopes where abs(slope) > LexCost.tolerance { kinks.append(.init(at: least, level: level, amount: -slope)) }
        return ConvexCost(unsortedKinks: kinks)
    }

    /// Each view's span with the stack at `span`; nil where the form does not apply there.
    func spans(in span: SolvedFrames.Span) -> [SolvedFrames.Span]? {
        let available = span.size - canvasStart - canvasEnd - fixedGaps
        let length = members.minimizer(pinnedTo: available, by: endPin) + fixedGaps
        // Each label's text width a pull toward a constant at the stack's length (§2.8).
        let costs = textWidths?.pulled(self.costs, stackLength: span.size) ?? self.costs
        let sizes: [Double], gaps: [Double]
        switch rule {
        case .equalCentres(let centred):
            // The labels' pulls, above the centring, settle their sizes at L/N.
            let low = textWidths == nil ? centred : costs.compactMap(StackAtOwnLength.centredSize)
            guard low.count == costs.count, let laidOut = laidOut(low, canvas: length, costs: costs) else { return nil }
            (sizes, gaps) = laidOut
        case .proportionalToIntrinsic(let chain, let intrinsic):
            guard length.isFinite,
                let solved = ProportionalShares(chain, costs: costs, intrinsic: intrinsic, shortestCanvas: length, longestCanvas: length)?.solved(),
                abs(solved.canvas - length) <= Self.tolerance * max(1, abs(length))
            else { return nil }
            (sizes, gaps) = (solved.sizes, spacings)
        case .filling(let chain):
            // As a chain's members share its length (`AxisPass.chainSizes`), every level counted.
            let guides = chain.spacerGuides
            let members = costs + (guides.map { [$0] } ?? [])
            let total = ConvexCost.convolution(members).minimizer(pinnedTo: available, by: endPin)
            var lengths = members.map(\.minimizer)
            ConvexCost.share(total, among: members, startingAt: &lengths)
            guard lengths.allSatisfy(\.isFinite) else { return nil }
            sizes = Array(lengths.prefix(costs.count))
            gaps = chain.gapLengths(spacers: guides == nil ? 0 : lengths[costs.count])
        case .equalSizes(let equal):
            // The labels' pulls are below the equal sizes' level, so the same views keep them.
            guard let group = equal.settled(costs) else { return nil }
            let total = group.cost.minimizer(pinnedTo: available, by: endPin)
            guard total.isFinite else { return nil }
            (sizes, gaps) = (group.lengths(sharing: total), spacings)
        }
        return StackAtOwnLength.spans(sizes: sizes, gaps: gaps, from: span.start + canvasStart)
    }

    /// The views' sizes and the gaps along a chain `canvas` long, each view `low` long where there
    /// is room, the views costing `costs` (their own, with the labels' pulls).
    private func laidOut(_ low: [Double], canvas: Double, costs: [ConvexCost]) -> (sizes: [Double], gaps: [Double])? {
        guard canvas.isFinite, low.allSatisfy(\.isFinite) else { return nil }
        let room = canvas - spacings.reduce(0, +)
        let least = low.reduce(0, +)
        if least <= room + Self.tolerance * max(1, abs(room)) {
            // Case A: every view at its one size, the gaps taking the rest.
            guard let gaps = Self.centredGaps(sizes: low, spacings: spacings, total: canvas - least) else { return nil }
            return (low, gaps)
        }
        guard let ranges = shortfallRanges(low: low, room: room, costs: costs),
            let sizes = centredSizes(low: ranges.low, high: ranges.high, total: room, costs: costs)
        else { return nil }
        return (sizes, spacings)
    }

    /// Case B: each view's range once the views have given up `Σ low − room` as their costs
    /// above the centring say (cheapest first): a point for all but those of the slope where the
    /// shortfall is met, which share what remains of it. Nil where that slope has no end (the
    /// content cannot fit at all).
    private func shortfallRanges(low: [Double], room: Double, costs: [ConvexCost]) -> (low: [Double], high: [Double])? {
        var pieces: [(view: Int, slope: LexCost, length: Double)] = []
        for (view, cost) in costs.enumerated() {
            var above = cost
            above.dropLevels(below: AxisArrangement.equalCenteringPriority)
            for segment in above.segmentsAroundMinimizer().left where !segment.slope.isZero {
                pieces.append((view, segment.slope, segment.length))
            }
        }
        // The slope nearest zero first; a view's own stretches are already in that order.
        pieces.sort { LexCost.compare($0.slope, $1.slope) > 0 }
        var sizes = low, upper = low
        var shortfall = low.reduce(0, +) - room
        var index = 0
        while index < pieces.count && shortfall > Self.tolerance * max(1, abs(room)) {
            var end = index
            var length = 0.0
            while end < pieces.count && LexCost.compare(pieces[end].slope, pieces[index].slope) == 0 {
                length += pieces[end].length
                end += 1
            }
            guard length.isFinite else { return nil }
            if length <= shortfall {
                for piece in pieces[index..<end] { sizes[piece.view] -= piece.length }
                shortfall -= length
            } else {
                // The views of this slope share the rest: each within its stretch.
                for piece in pieces[index..<end] {
                    upper[piece.view] = sizes[piece.view]
                    sizes[piece.view] -= piece.length
                }
                return (sizes, upper)
            }
            for piece in pieces[index..<end] { upper[piece.view] = sizes[piece.view] }
            index = end
        }
        guard shortfall <= Self.tolerance * max(1, abs(room)) else { return nil }
        return (sizes, sizes)
    }

    /// Case A: views of fixed `sizes` at least `spacings` apart, their gaps adding up to `total`,
    /// each centre distance Dⱼ as near the first D₀ as the levels before it allow. With mⱼ the
    /// half-sum of the sizes around gap j and aⱼ = mⱼ + sⱼ its least distance: while D₀ is free
    /// it ranges from the largest aⱼ met so far up to what the sum allows; a level that cannot
    /// be met fixes it (at its least where the distance must be shorter, at its most where it
    /// must be longer), and from then on each level's departure is the one the sum leaves.
    static func centredGaps(sizes: [Double], spacings: [Double], total: Double) -> [Double]? {
        let half = spacings.indices.map { (sizes[$0] + sizes[$0 + 1]) / 2 }
        var departures = Array(repeating: 0.0, count: spacings.count)
        var met = 1.0  // distances held so far
        var leastFirst = half[0] + spacings[0]
        var first: Double? = nil
        var departed = 0.0, halves = half[0]
        var spacingsAfter = spacings.dropFirst().reduce(0, +)
        let tolerance = Self.tolerance * max(1, abs(total))
        for j in spacings.indices.dropFirst() {
            spacingsAfter -= spacings[j]
            let least = half[j] + spacings[j]
            // Σ gaps so far = (met + 1)·D₀ + departed + e − halves − mⱼ ≤ total − spacingsAfter.
            let budget = total - spacingsAfter - departed + halves + half[j]
            let departure: Double
            if let d = first {
                departure = min(max(0, least - d), budget - (met + 1) * d)
                guard departure >= least - d - tolerance else { return nil }
            } else if (met + 1) * max(leastFirst, least) <= budget + tolerance {
                leastFirst = max(leastFirst, least)
                departure = 0
            } else if least <= leastFirst {
                // Shorter than D₀ at its least: D₀ stays there, this distance takes what is left.
                first = leastFirst
                departure = budget - (met + 1) * leastFirst
            } else {
                // Longer than D₀ can be: D₀ as long as the sum allows, this distance at its least.
                let d = (budget - least) / met
                guard d >= leastFirst - tolerance else { return nil }
                first = d
                departure = least - d
            }
            departures[j] = departure
            departed += departure
            halves += half[j]
            met += 1
        }
        let d = first ?? (total - departed + halves) / met
        guard d >= leastFirst - tolerance else { return nil }
        return spacings.indices.map { max(spacings[$0], d + departures[$0] - half[$0]) }
    }

    /// Case B: sizes within `low`…`high` adding up to `total`, the gaps at their spacings, each
    /// centre distance as near the first as the levels before it allow, then the views' costs
    /// below the centring. Views alternate between two unknowns: x₀, x₂, … = t + pᵢ and x₁, x₃, …
    /// = w + pᵢ, since Dⱼ = D₀ + eⱼ fixes xⱼ₊₁ from xⱼ.
    private func centredSizes(low: [Double], high: [Double], total: Double, costs: [ConvexCost]) -> [Double]? {
        let count = low.count
        var offset = Array(repeating: 0.0, count: count)
        // Per unknown (t, w): its range, and how many sizes follow it.
        var range = [low[0]...high[0], low[1]...high[1]]
        var members = [1.0, 1.0]
        var offsets = 0.0
        var tailLow = low.dropFirst(2).reduce(0, +), tailHigh = high.dropFirst(2).reduce(0, +)
        for j in 1..<(count - 1) {
            let next = j + 1, unknown = next % 2
            tailLow -= low[next]
            tailHigh -= high[next]
            // Dⱼ = D₀ ⇔ xⱼ₊₁ = v + 2(s₀ − sⱼ) − pⱼ, v the unknown that xⱼ₊₁ follows.
            let wanted = 2 * (spacings[0] - spacings[j]) - offset[j]
            // z = xⱼ₊₁ − v over the ranges, the unknowns' sum and the sizes after it.
            // (Σ high and Σ low of equal sizes may round apart.)
            let sum = min(total - offsets - tailHigh, total - offsets - tailLow)...(total - offsets - tailLow)
            let bounds = [range[0], range[1], low[next]...high[next]]
            guard let largest = Self.largest(objective: unknown == 0 ? [-1, 0, 1] : [0, -1, 1], bounds, weights: members + [1], sum: sum),
                let smallest = Self.largest(objective: unknown == 0 ? [1, 0, -1] : [0, 1, -1], bounds, weights: members + [1], sum: sum)
            else { return nil }
            let z = min(max(wanted, -smallest), largest)
            offset[next] = z
            // xⱼ₊₁ = v + z within its own range.
            let lower = max(range[unknown].lowerBound, low[next] - z), upper = min(range[unknown].upperBound, high[next] - z)
            guard lower <= upper + Self.tolerance * max(1, abs(total)) else { return nil }
            range[unknown] = lower...max(lower, upper)
            members[unknown] += 1
            offsets += z
        }
        // What the centring leaves: members₀·t + members₁·w = total − Σ offsets, along one line.
        let rest = total - offsets
        let lower = max(range[0].lowerBound, (rest - members[1] * range[1].upperBound) / members[0])
        let upper = min(range[0].upperBound, (rest - members[1] * range[1].lowerBound) / members[0])
        guard lower <= upper + Self.tolerance * max(1, abs(total)) else { return nil }
        let tRange = lower...max(lower, upper)
        let t = tRange.lowerBound == tRange.upperBound ? tRange.lowerBound : leastBelowCentring(offset: offset, members: members, rest: rest, tRange, costs: costs)
        let w = (rest - members[0] * t) / members[1]
        guard abs(w - min(max(w, range[1].lowerBound), range[1].upperBound)) <= Self.tolerance * max(1, abs(total)) else { return nil }
        return offset.indices.map { ($0 % 2 == 0 ? t : w) + offset[$0] }
    }

    /// The t in `tRange` where the views' costs below the centring add up least, w following it
    /// along `members₀·t + members₁·w = rest`.
    private func leastBelowCentring(offset: [Double], members: [Double], rest: Double, _ tRange: ClosedRange<Double>, costs: [ConvexCost]) -> Double {
        let lowest = Self.centringBand(views: costs.count).lowerBound
        // w = (rest − members₀·t) / members₁: w falls as t grows, so a size following w has its
        // kinks mirrored, and its slope scaled by members₀ / members₁.
        let scale = members[0] / members[1]
        var kinks: [ConvexCost.Kink] = []
        for (view, cost) in costs.enumerated() {
            if view % 2 == 0 {
                for kink in cost.kinks where kink.level < lowest { kinks.append(.init(at: kink.at - offset[view], level: kink.level, amount: kink.amount)) }
                continue
            }
            var total: [Double: Double] = [:]
            for kink in cost.kinks where kink.level < lowest {
                total[kink.level, default: 0] += kink.amount
                guard kink.at.isFinite else { continue }
                // xᵢ = w + pᵢ = κ ⇔ t = (rest − members₁·(κ − pᵢ)) / members₀.
                kinks.append(.init(at: (rest - members[1] * (kink.at - offset[view])) / members[0], level: kink.level, amount: kink.amount * scale))
            }
            for (level, amount) in total { kinks.append(.init(at: -.infinity, level: level, amount: -amount * scale)) }
        }
        // Kept within the range above every level of the views'.
        let edge = Priority.required.raised(by: 1_000).level
        kinks.append(.init(at: -.infinity, level: edge, amount: -1))
        kinks.append(.init(at: tRange.lowerBound, level: edge, amount: 1))
        kinks.append(.init(at: tRange.upperBound, level: edge, amount: 1))
        let least = ConvexCost(unsortedKinks: kinks).minimizer
        return min(max(least, tRange.lowerBound), tRange.upperBound)
    }

    /// The largest Σ cᵢuᵢ over uᵢ in `bounds` with Σ weightᵢ·uᵢ in `sum` (every weight positive):
    /// each u at the end its objective favours, then moved toward the sum, the least objective
    /// given up per unit of the sum first (a continuous knapsack). Nil where no u meets the sum.
    private static func largest(objective: [Double], _ bounds: [ClosedRange<Double>], weights: [Double], sum: ClosedRange<Double>) -> Double? {
        var values = bounds.indices.map { objective[$0] > 0 ? bounds[$0].upperBound : bounds[$0].lowerBound }
        var total = zip(values, weights).reduce(0) { $0 + $1.0 * $1.1 }
        let tolerance = Self.tolerance * max(1, abs(sum.lowerBound), abs(sum.upperBound))
        if total > sum.upperBound + tolerance || total < sum.lowerBound - tolerance {
            let lowering = total > sum.upperBound
            var need = lowering ? total - sum.upperBound : sum.lowerBound - total
            // Per unit of the sum, what moving each u gives up.
            let order = bounds.indices.sorted { (lowering ? 1 : -1) * objective[$0] / weights[$0] < (lowering ? 1 : -1) * objective[$1] / weights[$1] }
            for index in order where need > 0 {
                let room = (lowering ? values[index] - bounds[index].lowerBound : bounds[index].upperBound - values[index]) * weights[index]
                let step = min(room, need)
                values[index] += (lowering ? -step : step) / weights[index]
                need -= step
            }
            guard need <= tolerance else { return nil }
            total = zip(values, weights).reduce(0) { $0 + $1.0 * $1.1 }
        }
        return zip(objective, values).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// How far apart two lengths may be and count as one (the pivots' rounding, relative).
    private static let tolerance = 1e-9
}
