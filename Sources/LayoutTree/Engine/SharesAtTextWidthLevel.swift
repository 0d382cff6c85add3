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
/// C is convex, so the point found is the least wherever that holds about it: every later label
/// strictly within its range at t (`solved` checks; else the form says nothing). It is found
/// exactly, with no search: for each L the least over e is among the kinks of the terms in e and
/// the ends of e's range; that least is convex and piecewise linear in L with its kinks where two
/// of those lines meet or a placed label's term kinks, so it is least at one of those lengths or
/// at an end of L's range. Each length costs a pass over the placed labels: 240 at most (the
/// shares above 759), whatever the stack's size. Where the least is not one point — a tie that
/// lower levels decide — the form says nothing (nil), and the stack is left to the system.
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
    /// X(L) = slope·L − offset: what the chain leaves the views after p, less their labels' targets.
    var slope: Double
    var offset: Double
    /// What the later labels held at an end of their range add up to (in `offset` too).
    var clamped: Double = 0
    /// The views after p other than labels: the least and most their sizes add up to.
    var others: ClosedRange<Double>
    /// The ranges of the labels after p.
    var laterLabels: [ClosedRange<Double>]
    /// The least and most the views after p add up to.
    var later: ClosedRange<Double>
    /// L's range.
    var lowest: Double
    var highest: Double

    /// The least (L, e), the later labels' deviation D there (their total less m·t), and their
    /// target t = f·(L + I); nil where the least is not one point, or the form may not hold there.
    func solved() -> (length: Double, departure: Double, deviation: Double, target: Double)? {
        guard lowest <= highest, lowest > -.infinity, share.isFinite, slope.isFinite, offset.isFinite else { return nil }
        let lengths = candidateLengths()
        let values = lengths.map { least(at: $0)?.cost ?? .infinity }
        guard let best = values.indices.min(by: { values[$0] < values[$1] }), values[best].isFinite else { return nil }
        let length = lengths[best], cost = values[best]
        let tolerance = Self.tolerance * max(1, scale(at: length))
        // One point: every other length costs more (between two lengths C is linear). Past the last
        // one (L's range open above) C is linear too: one more length there says which way it runs.
        var neighbours: [Double] = []
        if best > 0 { neighbours.append(values[best - 1]) }
        if best + 1 < values.count { neighbours.append(values[best + 1]) }
        if best + 1 == values.count && highest == .infinity { neighbours.append(least(at: 2 * abs(length) + 1)?.cost ?? .infinity) }
        guard neighbours.allSatisfy({ $0 > cost + tolerance }), let inner = least(at: length), inner.isOnly else { return nil }
        let departure = inner.departure
        let target = fraction * (length + insets)
        let rest = slope * length - offset - departure
        var deviation = rest < others.lowerBound ? rest - others.lowerBound : rest > others.upperBound ? rest - others.upperBound : 0
        if abs(deviation) <= tolerance { deviation = 0 }
        // The form holds about that point: every later label strictly within its range at the
        // target, so that each may move a little either way.
        let margin = Self.tolerance * max(1, abs(target))
        for range in laterLabels {
            guard range.lowerBound < target - margin, target + margin < range.upperBound else { return nil }
        }
        return (length, departure, deviation, target)
    }

    /// The lengths at which C's least over e may kink, in order: where two of the lines along which
    /// a term in e kinks meet, where a placed label's term kinks, and L's ends.
    private func candidateLengths() -> [Double] {
        var lengths: [Double] = [lowest]
        if highest.isFinite { lengths.append(highest) }
        for term in placedTerms where abs(term.c) > Self.tolerance { lengths.append(-term.d / term.c) }
        let lines = kinkLines()
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
    private func kinkLines() -> [(slope: Double, intercept: Double)] {
        // |e|; the label's own pull, |e − u| with u = f·I − (aₚ − f)·L; the later views' total at
        // either end of the others' range; view p at either end of its own.
        var lines: [(slope: Double, intercept: Double)] = [(0, 0)]
        if isLabel { lines.append((fraction - share, fraction * insets)) }
        for end in [others.lowerBound, others.upperBound] where end.isFinite { lines.append((slope, -offset - end)) }
        for end in [range.lowerBound, range.upperBound] where end.isFinite { lines.append((-share, end)) }
        let (all, alongL, fixed) = laterTotal
        for end in [all.lowerBound, all.upperBound] where end.isFinite { lines.append((alongL, fixed - end)) }
        return lines
    }

    /// The later views' total R(L) − e = (X(L) + m·f·(L + I)) − e, and its range: the labels'
    /// ranges' and the others' added up. Within it, the labels' least cost at a total W is exactly
    /// |W − m·t| wherever t lies within each one's range (each moves toward t, none past it).
    private var laterTotal: (range: ClosedRange<Double>, alongL: Double, fixed: Double) {
        let labels = Double(laterLabels.count)
        return (later, slope + labels * fraction, -offset + labels * fraction * insets + clamped)
    }

    /// The size of the numbers at L, for a tolerance relative to them.
    private func scale(at length: Double) -> Double {
        var total = abs(length) + abs(offset)
        for term in placedTerms { total += abs(term.c * length) + abs(term.d) }
        return total
    }

    /// C's least over e at L, where e lies, and whether it is the only least e; nil where no e keeps
    /// view p within its range.
    private func least(at length: Double) -> (cost: Double, departure: Double, isOnly: Bool)? {
        var placed = 0.0
        for term in placedTerms { placed += abs(term.c * length + term.d) }
        // View p within its range, and the later views' total, R(L) − e, within theirs.
        let (all, alongL, fixed) = laterTotal
        let total = alongL * length + fixed
        var low = max(range.lowerBound - share * length, total - all.upperBound)
        var high = min(range.upperBound - share * length, total - all.lowerBound)
        // Ends that cross by rounding meet: where L is one length and every view but one is held,
        // the view's one size reads a rounding apart from its two sides.
        if low > high, low - high <= Self.tolerance * max(1, abs(total), abs(share * length)) { (low, high) = ((low + high) / 2, (low + high) / 2) }
        guard low <= high else { return nil }
        let pull = fraction * insets - (share - fraction) * length
        let rest = slope * length - offset
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
