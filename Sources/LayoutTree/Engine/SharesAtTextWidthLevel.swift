/// The level at which a fillProportionally stack's multi-line labels are pulled toward W/N
/// (759, "UISV-text-width-disambiguation", SEMANTICS.md §2.8) where it is also a share's
/// (999 − i: the 241st view's), at the stack's own length: one step of `ProportionalShares`.
///
/// Past 240 views the pulls fall among the shares, and a pull's target t = f·(L + I) moves with
/// the canvas length L (f = 1/N, I the insets), where the shares' form reads each view's cost as
/// its own. At that level, with the views before view p placed (each at aᵢ·L + eᵢ) and view p at
/// aₚ·L + e, the cost is a function of (L, e) alone:
///
///     C(L, e) = Σ placed labels |cᵢ·L + dᵢ|  +  |e|  +  [p a label] |cₚ·L + e − f·I|
///             + dist(X(L) − e, [F₋, F₊])
///
/// with cᵢ = aᵢ − f and dᵢ = eᵢ − f·I. The views after p share what the chain leaves them,
/// R(L) − e, within the sum of their ranges. Its m labels cost Σ|sⱼ − t|, which at a total W is
/// exactly |W − m·t| wherever t lies within each one's range (each moves toward t, none past it);
/// the other views cost nothing at this level within theirs, [F₋, F₊] together. So the later views
/// cost dist(R(L) − e − m·t, [F₋, F₊]), the last term, with X(L) = R(L) − m·t.
///
/// A later label whose own range keeps it off t (a maximum width below it, a minimum above) costs
/// its distance to its range instead, |f·L + f·I − end|, one more placed term, and adds that end to
/// the labels' total (X(L) less it). That is exact while no label changes side, so the level is
/// solved for one partition of the labels (inside, below or above t) and kept where its least
/// leaves each strictly on its side; else solved again for the partition found there (a few times).
///
/// C is convex, so the point found is the least wherever that holds about it (`solved` checks;
/// else the form says nothing). It is found exactly, with no search: for each L the least over e
/// is among the kinks of the terms in e and the ends of e's range; that least is convex and
/// piecewise linear in L with its kinks where two of those lines meet or a placed label's term
/// kinks, so it is least at one of those lengths or at an end of L's range. Each length costs a
/// pass over the placed labels: 240 at most (the shares above 759), whatever the stack's size.
/// Where the least is not one point — a tie that lower levels decide — the form says nothing
/// (nil), and the stack is left to the system.
struct SharesAtTextWidthLevel {
    /// The placed labels' terms |c·L + d|.
    var placedTerms: [(c: Double, d: Double)]
    /// View p: its share aₚ, whether it is a label, and its range.
    var share: Double
    var isLabel: Bool
    var range: ClosedRange<Double>
    /// f = 1/N, and the insets I: a label's target is f·(L + I).
    var fraction: Double
    var insets: Double
    /// R(L) = slope·L − offset: what the chain leaves view p and the views after it.
    var slope: Double
    var offset: Double
    /// The views after p other than labels: the least and most their sizes add up to.
    var others: ClosedRange<Double>
    /// The ranges of the labels after p, in order.
    var laterLabels: [ClosedRange<Double>]
    /// The least and most the views after p add up to.
    var later: ClosedRange<Double>
    /// L's range.
    var lowest: Double
    var highest: Double

    /// Where a later label's range lies from the target t.
    enum Side: Equatable {
        /// t strictly within its range: the label moves toward t.
        case inside
        /// t below its range: the label is held at its least.
        case below
        /// t above its range: the label is held at its most.
        case above
    }

    /// The least (L, e), the later labels' deviation D there (their total less what the
    /// partition gives them), their target t = f·(L + I), and each later label's side of t; nil
    /// where the least is not one point, a label sits on an end of its range, or the partition
    /// does not settle.
    func solved() -> (length: Double, departure: Double, deviation: Double, target: Double, sides: [Side])? {
        guard lowest <= highest, lowest > -.infinity, share.isFinite, slope.isFinite, offset.isFinite else { return nil }
        let start = highest.isFinite ? (lowest + highest) / 2 : lowest
        guard var sides = self.sides(at: fraction * (start + insets)) else { return nil }
        for _ in 0..<4 {
            guard let found = solved(Partition(self, sides)), let foundSides = self.sides(at: found.target) else { return nil }
            if foundSides == sides { return (found.length, found.departure, found.deviation, found.target, sides) }
            sides = foundSides
        }
        return nil
    }

    /// Each later label's side of `target`; nil where one sits on an end of its range.
    private func sides(at target: Double) -> [Side]? {
        let margin = Self.tolerance * max(1, abs(target))
        var sides: [Side] = []
        sides.reserveCapacity(laterLabels.count)
        for range in laterLabels {
            if target < range.lowerBound - margin {
                sides.append(.below)
            } else if target > range.upperBound + margin {
                sides.append(.above)
            } else if range.lowerBound < target - margin && target + margin < range.upperBound {
                sides.append(.inside)
            } else {
                return nil
            }
        }
        return sides
    }

    /// The level's terms for one partition of the later labels: the placed labels' and the held
    /// labels' terms, the labels inside, and X(L) = slope·L − offset, what the chain leaves the
    /// later views less the labels' targets and the held labels' ends.
    private struct Partition {
        var terms: [(c: Double, d: Double)]
        var inside: Int
        var slope: Double
        var offset: Double

        init(_ level: SharesAtTextWidthLevel, _ sides: [Side]) {
            let (fraction, insets) = (level.fraction, level.insets)
            terms = level.placedTerms
            var held = 0.0
            inside = 0
            for (range, side) in zip(level.laterLabels, sides) {
                switch side {
                case .inside: inside += 1
                case .below:
                    terms.append((fraction, fraction * insets - range.lowerBound))
                    held += range.lowerBound
                case .above:
                    terms.append((fraction, fraction * insets - range.upperBound))
                    held += range.upperBound
                }
            }
            let labels = Double(inside)
            slope = level.slope - labels * fraction
            offset = level.offset + labels * fraction * insets + held
        }
    }

    /// The least (L, e) for one partition, the deviation there and the target; nil where it is
    /// not one point, or a label inside is not strictly within its range at the target.
    private func solved(_ partition: Partition) -> (length: Double, departure: Double, deviation: Double, target: Double)? {
        guard partition.slope.isFinite, partition.offset.isFinite else { return nil }
        let lengths = candidateLengths(partition)
        let values = lengths.map { least(at: $0, partition)?.cost ?? .infinity }
        guard let best = values.indices.min(by: { values[$0] < values[$1] }), values[best].isFinite else { return nil }
        let length = lengths[best], cost = values[best]
        let tolerance = Self.tolerance * max(1, scale(at: length, partition))
        // One point: every other length costs more (between two lengths C is linear). Past the last
        // one (L's range open above) C is linear too: one more length there says which way it runs.
        var neighbours: [Double] = []
        if best > 0 { neighbours.append(values[best - 1]) }
        if best + 1 < values.count { neighbours.append(values[best + 1]) }
        if best + 1 == values.count && highest == .infinity { neighbours.append(least(at: 2 * abs(length) + 1, partition)?.cost ?? .infinity) }
        guard neighbours.allSatisfy({ $0 > cost + tolerance }), let inner = least(at: length, partition), inner.isOnly else { return nil }
        let departure = inner.departure
        let target = fraction * (length + insets)
        let rest = partition.slope * length - partition.offset - departure
        var deviation = rest < others.lowerBound ? rest - others.lowerBound : rest > others.upperBound ? rest - others.upperBound : 0
        if abs(deviation) <= tolerance { deviation = 0 }
        return (length, departure, deviation, target)
    }

    /// The lengths at which C's least over e may kink, in order: where two of the lines along which
    /// a term in e kinks meet, where a placed or held label's term kinks, and L's ends.
    private func candidateLengths(_ partition: Partition) -> [Double] {
        var lengths: [Double] = [lowest]
        if highest.isFinite { lengths.append(highest) }
        for term in partition.terms where abs(term.c) > Self.tolerance { lengths.append(-term.d / term.c) }
        let lines = kinkLines(partition)
        for first in lines.indices {
            for second in lines.indices where second > first {
                let (a, b) = (lines[first], lines[second])
                guard abs(a.slope - b.slope) > Self.tolerance else { continue }
                lengths.append((b.intercept - a.intercept) / (a.slope - b.slope))
            }
        }
        lengths = lengths.filter { $0.isFinite && $0 >= lowest && $0 <= highest }.sorted()
        // Lengths a rounding apart are one.
        var distinct: [Double] = []
        for length in lengths where distinct.last.map({ length - $0 > Self.tolerance * max(1, abs(length)) }) ?? true {
            distinct.append(length)
        }
        return distinct
    }

    /// The lines e = slope·L + intercept along which a term in e kinks, or e's range ends.
    private func kinkLines(_ partition: Partition) -> [(slope: Double, intercept: Double)] {
        // |e|; the label's own pull, |e − u| with u = f·I − (aₚ − f)·L; the later views' total at
        // either end of the others' range; view p at either end of its own; the later views' total,
        // R(L) − e, at either end of theirs.
        var lines: [(slope: Double, intercept: Double)] = [(0, 0)]
        if isLabel { lines.append((fraction - share, fraction * insets)) }
        for end in [others.lowerBound, others.upperBound] where end.isFinite { lines.append((partition.slope, -partition.offset - end)) }
        for end in [range.lowerBound, range.upperBound] where end.isFinite { lines.append((-share, end)) }
        for end in [later.lowerBound, later.upperBound] where end.isFinite { lines.append((slope, -offset - end)) }
        return lines
    }

    /// The size of the numbers at L, for a tolerance relative to them.
    private func scale(at length: Double, _ partition: Partition) -> Double {
        var total = abs(length) + abs(partition.offset)
        for term in partition.terms { total += abs(term.c * length) + abs(term.d) }
        return total
    }

    /// C's least over e at L, where e lies, and whether it is the only least e; nil where no e keeps
    /// view p within its range.
    private func least(at length: Double, _ partition: Partition) -> (cost: Double, departure: Double, isOnly: Bool)? {
        var placed = 0.0
        for term in partition.terms { placed += abs(term.c * length + term.d) }
        // View p within its range, and the later views' total, R(L) − e, within theirs.
        let total = slope * length - offset
        var low = max(range.lowerBound - share * length, total - later.upperBound)
        var high = min(range.upperBound - share * length, total - later.lowerBound)
        // Ends that cross by rounding meet: where L is one length and every view but one is held,
        // the view's one size reads a rounding apart from its two sides.
        if low > high, low - high <= Self.tolerance * max(1, abs(total), abs(share * length)) { (low, high) = ((low + high) / 2, (low + high) / 2) }
        guard low <= high else { return nil }
        let pull = fraction * insets - (share - fraction) * length
        let rest = partition.slope * length - partition.offset
        func cost(_ e: Double) -> Double {
            let left = rest - e
            let outside = left < others.lowerBound ? others.lowerBound - left : left > others.upperBound ? left - others.upperBound : 0
            return abs(e) + (isLabel ? abs(e - pull) : 0) + outside
        }
        // The kinks in e, kept within the range, and its ends.
        var points = [0.0, rest - others.lowerBound, rest - others.upperBound]
        if isLabel { points.append(pull) }
        points = points.filter(\.isFinite).map { min(max($0, low), high) }
        if low.isFinite { points.append(low) }
        if high.isFinite { points.append(high) }
        guard let e = points.min(by: { cost($0) < cost($1) }) else { return nil }
        let tolerance = Self.tolerance * max(1, abs(e), abs(rest), abs(pull))
        // C's slopes in e either side of e, read with a kink a rounding away at e.
        func side(_ kink: Double) -> Double { abs(e - kink) <= tolerance ? 0 : e > kink ? 1 : -1 }
        let atZero = side(0), atPull = side(pull)
        let left = rest - e
        let atLow = left < others.lowerBound - tolerance ? -1.0 : left <= others.lowerBound + tolerance ? 0 : 1
        let atHigh = left < others.upperBound - tolerance ? -1.0 : left <= others.upperBound + tolerance ? 0 : 1
        // Growing e shrinks what the later views share (left): it costs below F₋, gains above F₊.
        let right = (atZero >= 0 ? 1.0 : -1) + (isLabel ? (atPull >= 0 ? 1.0 : -1) : 0) + (atLow <= 0 ? 1.0 : 0) - (atHigh > 0 ? 1.0 : 0)
        let leftward = (atZero > 0 ? 1.0 : -1) + (isLabel ? (atPull > 0 ? 1.0 : -1) : 0) + (atLow < 0 ? 1.0 : 0) - (atHigh >= 0 ? 1.0 : 0)
        let isOnly = (right > 0 || e >= high - tolerance) && (leftward < 0 || e <= low + tolerance)
        return (placed + cost(e), e, isOnly)
    }

    private static let tolerance = 1e-9
}
