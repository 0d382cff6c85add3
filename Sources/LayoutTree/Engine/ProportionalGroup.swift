/// A chain member whose views keep fixed ratios (`AxisArrangement.Member.proportional`: §2.2
/// weights, §2.8 fillEqually), as its chain sees it: the cost of each length the chain gives it
/// (`cost`), and how the views share that length (`lengths(sharing:)`). Read on the way up and on
/// the way down, so that both passes size the group by one rule.
///
/// While every view can take its share, the group costs what its views cost at their shares.
/// fillEqually's equal sizes are held above every pin of the chain (`Priority.requiredShape`,
/// each view's size against the first's): where a view's own firmer rules (its fixed size, its
/// minimum or maximum) keep it from the common size, the whole-document system (§2.0) breaks
/// that view's equality, and nothing the chain does, being weaker, can make it break another.
/// So the equalities' own level settles which break: the first view's size u minimises
/// Σ φᵢ(u), where φᵢ(u) is view i's least cost at u, its own constraints and its equality
/// (`min over s of cᵢ(s) + |s − ρᵢu|`, an infimal convolution), all found in n log n. A view
/// that cannot reach its share at any such u is held at the nearest end of its free interval;
/// the others keep their ratios, and the chain's pins share what is left below, as they would
/// share an unbroken group. Weights are held below the pins, which set the group's length
/// first: a view's own rules hold it from its share at some lengths and not others, and the
/// group's cost is the clamped shares' where they are proven (`WeightShares`). Where neither
/// decides every view (a view's own rule at the equalities' very level, which ties with them),
/// the group is stated as unbroken and checked on the way down (`checkProportionsHold`): only
/// the constraints state such a group where its ratios break (`ExactLayoutSolver.BrokenRatios`).
struct ProportionalGroup {
    /// Each view's ratio to the group's first view.
    private let ratios: [Double]
    /// Per view, the size it is held at where its ratio breaks; nil where it keeps its ratio.
    private let held: [Double?]
    /// The held views' total, and the kept ratios' (the first view's included, so never 0).
    private let heldLength: Double
    private let keptRatios: Double
    /// Whether the ratios that are kept are proven to hold whatever length the chain gives the
    /// group (the pass up decided them); else the way down must check (`checkProportionsHold`).
    let isSettled: Bool
    /// The group's cost at each length it takes.
    private(set) var cost: ConvexCost
    /// A weight group (`chained`) whose views' own rules may hold some of them from their
    /// shares: the shares clamped to those rules where that is proven (`WeightShares`).
    private let weightShares: WeightShares?

    /// `costs`: each view's own cost, in the group's order. `firmestPin`: the firmest constraint
    /// that ties the group's length to anything else (the chain's pins).
    init(
        _ group: [(child: Int, ratio: Double)], level: Priority, chained: Bool, costs: [ConvexCost], firmestPin: Priority,
        pull: Priority?
    ) {
        // A ratio ≤ 0 leaves the group to the constraints (`AxisArrangement.needsConstraints`).
        let first = group.first?.ratio ?? 1
        ratios = group.map { first > 0 ? $0.ratio / first : $0.ratio }
        weightShares = chained && first > 0 ? WeightShares(ratios: ratios, level: level, costs: costs) : nil
        if !chained, group.count > 1, first > 0, ratios.allSatisfy({ $0 > 0 }), level > firmestPin,
            let settled = Self.settle(ratios: ratios, level: level, costs: costs)
        {
            held = settled.held
            isSettled = true
        } else {
            held = Array(repeating: nil, count: group.count)
            isSettled = false
        }
        var heldLength = 0.0, keptRatios = 0.0
        for (ratio, size) in zip(ratios, held) {
            if let size { heldLength += size } else { keptRatios += ratio }
        }
        (self.heldLength, self.keptRatios) = (heldLength, keptRatios)
        self.cost =
            weightShares?.cost
            ?? Self.statedCost(ratios: ratios, held: held, heldLength: heldLength, keptRatios: keptRatios, level: level, costs: costs)
        // A weight group pinned at one end only is pulled toward 0 as a whole (`Chain.weightGroupPull`).
        if let pull { self.cost = cost + .bound(.equal, 0, at: pull, weight: 1) }
    }

    /// The cost of a group whose kept views share what the held ones leave: on x = length −
    /// their total, a kept view takes x × ρᵢ ÷ Σρ (the first view u = x ÷ Σρ); a held view's
    /// broken equality costs |hᵢ − ρᵢ u| at the ratios' level.
    private static func statedCost(
        ratios: [Double], held: [Double?], heldLength: Double, keptRatios: Double, level: Priority, costs: [ConvexCost]
    ) -> ConvexCost {
        var terms: [ConvexCost] = []
        terms.reserveCapacity(ratios.count)
        for index in ratios.indices {
            if let size = held[index] {
                terms.append(.bound(.equal, size * keptRatios / ratios[index], at: level, weight: ratios[index] / keptRatios))
            } else {
                terms.append(costs[index].stretched(by: keptRatios / ratios[index]))
            }
        }
        var cost = ConvexCost.sum(terms)
        cost.shift(by: heldLength)
        return cost
    }

    /// Each view's size when the group is `length` long, in the group's order.
    func lengths(sharing length: Double) -> [Double] {
        if let weightShares { return weightShares.lengths(sharing: length) }
        let unit = (length - heldLength) / keptRatios
        return zip(ratios, held).map { ratio, size in size ?? unit * ratio }
    }

    /// View `index`'s size as a line in the group's length x, slope·x + offset, as `lengths(sharing:)`
    /// gives it (a held view: its size); nil for a weight group whose shares are clamped (`WeightShares`).
    func sizeLine(of index: Int) -> (slope: Double, offset: Double)? {
        guard weightShares == nil else { return nil }
        if let size = held[index] { return (0, size) }
        return (ratios[index] / keptRatios, -heldLength * ratios[index] / keptRatios)
    }

    /// What the way down learns of a group's shares at a length (`provenShares(at:)`).
    enum SharesAtLength {
        /// The group is stated unbroken: the way down checks that its ratios hold.
        case stated
        /// The walk's shares are not proven the whole system's: the constraints state the group.
        case unproven
        /// The shares, proven the whole system's, in the group's order.
        case proven([Double])
    }

    /// Whether a weight group's shares at `length` are proven the whole system's
    /// (`WeightShares.holds`), with the shares where they are. Shares that do not add up to the
    /// length are a fault of the walk, not an answer: the constraints then state the group too.
    func provenShares(at length: Double) -> SharesAtLength {
        guard let weightShares else { return .stated }
        guard weightShares.holds(at: length) else { return .unproven }
        let shares = weightShares.lengths(sharing: length)
        return abs(shares.reduce(0, +) - length) <= 1e-9 * max(1, abs(length)) ? .proven(shares) : .unproven
    }

    /// Which views of a group held in ratio to its first view at `level` (above everything else
    /// that reaches their sizes) break their ratio: per view, the size it is then held at (nil: it
    /// keeps its ratio), and the first view's sizes that break the fewest (a grid's cells at one
    /// position, §2.2 alignToGrid, are such a group too: `GridCost`). Nil where the ratios' level
    /// does not decide every view (a view's own rule at that very level ties with its ratio).
    static func settle(ratios: [Double], level: Priority, costs: [ConvexCost]) -> (first: ClosedRange<Double>, held: [Double?])? {
        // Every level from the ratios' own up (no priority lies within 1e-9 below another).
        let atOrAbove = level.lowered(by: 1e-9)
        let equality = ConvexCost.bound(.equal, 0, at: level)
        var least: [ConvexCost] = [costs[0]]
        least.reserveCapacity(costs.count)
        for index in costs.indices.dropFirst() {
            least.append(costs[index].convolved(with: equality).stretched(by: 1 / ratios[index]))
        }
        guard let units = ConvexCost.sum(least).freeInterval(above: atOrAbove) else { return nil }
        var held: [Double?] = []
        held.reserveCapacity(costs.count)
        for (index, cost) in costs.enumerated() {
            guard let free = cost.freeInterval(above: atOrAbove) else { return nil }
            let lower = units.lowerBound * ratios[index], upper = units.upperBound * ratios[index]
            let tolerance = 1e-9 * max(1, abs(free.lowerBound.isFinite ? free.lowerBound : 0), abs(free.upperBound.isFinite ? free.upperBound : 0))
            if lower >= free.lowerBound - tolerance && upper <= free.upperBound + tolerance {
                held.append(nil)
            } else if index == 0 {
                // The first view's size is u itself.
                return nil
            } else if upper <= free.lowerBound + tolerance,
                cost.slope(leftOf: free.lowerBound).above(atOrAbove) < LexCost(-1, at: level)
            {
                // Below its free interval for every u: held at its lower end, where its own
                // rules are steeper than its equality (else the two would tie).
                held.append(free.lowerBound)
            } else if lower >= free.upperBound - tolerance,
                LexCost(1, at: level) < cost.slope(rightOf: free.upperBound).above(atOrAbove)
            {
                held.append(free.upperBound)
            } else {
                return nil
            }
        }
        return (units, held)
    }
}
