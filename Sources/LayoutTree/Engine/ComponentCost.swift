/// One component of unstated rules on one axis (`UnstatedComponents`): its constraint system,
/// with every child outside it standing in with its cost, and the top's size as a parameter.
///
/// Its cost at every size is found by solving it at enough sizes: the least cost of a linear
/// system as a function of one of its right-hand sides is convex and piecewise linear (in the
/// lexicographic order of priorities as well, SEMANTICS.md §2.0), so three samples on one
/// line prove it linear between them, and where two proven pieces meet, one more sample
/// proves that they meet at one kink. Written by hand: no library offers parametric analysis
/// of a lexicographic linear program, and the component's system is small (a container and
/// the views it reads baselines or grid cells through).
struct ComponentCost {
    private(set) var top: Int
    let axis: Axis
    /// The component's constraints on `axis`, over local variable numbers; those before
    /// `standInsStart` are the views' own, the rest define the stand-ins' sizes by their costs.
    private let constraints: [LinearConstraint]
    /// The stand-ins' stretches' costs (`VariableCost`), over local variable numbers.
    private let costs: [VariableCost]
    private let standInsStart: Int
    private let variableCount: Int
    /// Each child outside the component: the local number of its size, and its cost.
    private let standIns: [(size: Int, cost: ConvexCost)]
    /// The levels a sample's cost is read at (`Sample`): every own constraint's and every
    /// stand-in's kink's, highest first; and where each of those is among them.
    private let levels: SampleLevels
    /// Per view placed by the component (its own and their children) and axis: local start and size.
    private var spans: [(view: Int, axis: Axis, start: Int, size: Int)]
    private let topStart: Int, topSize: Int
    /// A component over both axes whose top's size across `axis` is settled (`SettledSubtrees`):
    /// the local numbers of the top's start and size across, and that size (nil: left to the
    /// system, its container's link standing in on it, `Across.linked`).
    private let across: (start: Int, size: Int, length: Double?)?

    /// How a subtree's top's size across is given to its system (`SettledSubtrees`).
    enum Across {
        /// Held at the length its container's pins settle.
        case held(Double)
        /// Left to the system, which holds the top's container's link as a stand-in on it: content
        /// overflowing a top whose container is held firmer than the link widens the top alone.
        case linked
    }
    /// With `across`, per own constraint, whether all its terms are across.
    private let isAcross: [Bool]
    /// Everything the cost and the placement depend on: components alike (a list's rows, at
    /// one depth) have one signature, and share one cost and one solve per size (`Solutions`).
    let signature: Signature

    /// Its hash is taken once: a large component's signature holds thousands of values, and
    /// it is looked up at every sample and placement of every component alike.
    struct Signature: Hashable, Sendable {
        private let values: [Double]
        private let hash: Int

        fileprivate init(_ values: [Double]) {
            self.values = values
            hash = values.hashValue
        }

        static func == (lhs: Signature, rhs: Signature) -> Bool { lhs.hash == rhs.hash && lhs.values == rhs.values }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// The costs and placements found, by signature, and the systems of one pass.
    struct Solutions {
        fileprivate(set) var found: Found
        fileprivate var systems: [Signature: ComponentCost] = [:]
        /// How many components took their cost from `found`.
        fileprivate(set) var taken = 0
        /// How many stacks took their closed form from `found` (`closedForm`).
        fileprivate(set) var formsTaken = 0

        init(found: Found = Found()) {
            self.found = found
        }
    }

    /// The costs and placements found, by signature: a signature is the whole problem, so what
    /// one solve found holds for every later solve of a layout (`EarlierSolves.components`). A
    /// layout solves again wherever a pass down finds ratios that break: on a 94,000-view screen
    /// with weights, fillProportionally and baseline stacks, 15 times, each one sampling every
    /// component anew (77 s and 8.5 GB, against 0.95 s for a tenth of it).
    struct Found: Sendable {
        fileprivate var costs: [Signature: ConvexCost] = [:]
        fileprivate var placements: [Signature: [(size: Double, values: [Double])]] = [:]
        /// Whether a component breaks more than it must at a size (`breaksMoreThanItMust`): each
        /// attempt of the subtrees' systems asks it of every top again, and a verdict that breaks
        /// takes a second solve with the top free (the 94,195-view mixed screen asked it 18,500
        /// times in 14 attempts, 6,682 of them breaking).
        fileprivate var verdicts: [Verdict: Bool] = [:]
        /// The stacks laid out in closed form, a component each (`ClosedFormStacks`).
        fileprivate var closedForms = ClosedFormStacks()

        fileprivate struct Verdict: Hashable, Sendable {
            var signature: Signature
            var size: Double
            var level: Priority
        }

        /// Adds what `other` found that this has not. A pass starts from what the solves before
        /// it found and only adds, so of two lists of placements the longer holds the other.
        mutating func merge(_ other: Found) {
            costs.merge(other.costs) { known, _ in known }
            placements.merge(other.placements) { known, new in new.count > known.count ? new : known }
            verdicts.merge(other.verdicts) { known, _ in known }
            closedForms.merge(other.closedForms)
        }
    }

    /// The closed form of `key`'s stack reading `inputs` in `tree`: the one an earlier solve of the
    /// layout made where it read the same (`ClosedFormStacks`), else `make`'s, kept for the next
    /// where `keeping`.
    static func closedForm(
        _ key: ClosedFormStacks.Key, reading inputs: ClosedFormStacks.Inputs, in tree: FlatTree, keeping: Bool, reusing known: inout Solutions,
        _ make: () -> ClosedFormStacks.Form
    ) -> ClosedFormStacks.Form {
        guard keeping else { return make() }
        if let form = known.found.closedForms.form(key, reading: inputs, in: tree) {
            known.formsTaken += 1
            return form
        }
        let form = make()
        known.found.closedForms.record(form, for: key, reading: inputs, in: tree)
        return form
    }

    /// This component with the system of the first one alike, which it keeps in memory in its
    /// place (a long list's rows hold one system, not one each); its own views.
    func sharingSystem(with known: inout Solutions) -> ComponentCost {
        guard var shared = known.systems[signature] else {
            known.systems[signature] = self
            return self
        }
        shared.top = top
        shared.spans = spans
        return shared
    }

    /// `context` holds the component's constraints on `axis` (its own views' rules, then from
    /// `standInsStart` on the stand-ins of `standIns`; any on the other axis are left out);
    /// `placed`, the views whose spans it decides. With `across`, the component's constraints on
    /// both axes, its top `across` long on the other axis (its stand-ins on either axis).
    init(
        top: Int, axis: Axis, context: LayoutContext, standInsStart: Int, standIns: [(child: Int, axis: Axis, cost: ConvexCost)],
        placed: [Int], across: Across? = nil
    ) {
        self.top = top
        self.axis = axis
        let c = context.constraints
        // Local numbers for the variables of this axis, in order of first use.
        var local: [Int: Int] = [:]
        func number(_ variable: Int) -> Int {
            if let known = local[variable] { return known }
            local[variable] = local.count
            return local.count - 1
        }
        func onOtherAxis(_ constraint: LinearConstraint) -> Bool {
            across == nil && constraint.expression.terms.contains { c.variables.axis(of: $0.variable).map { $0 != axis } ?? false }
        }
        var kept: [LinearConstraint] = []
        var isAcross: [Bool] = []
        var ownCount = 0
        for (position, constraint) in c.constraints.enumerated() where !constraint.expression.terms.isEmpty && !onOtherAxis(constraint) {
            var renumbered = constraint
            renumbered.expression.terms = constraint.expression.terms.map { (Variable(index: number($0.variable.index)), $0.coefficient) }
            kept.append(renumbered)
            if position < standInsStart { ownCount += 1 }
            if across != nil { isAcross.append(constraint.expression.terms.allSatisfy { c.variables.axis(of: $0.variable) == axis.cross }) }
        }
        costs = c.costs.compactMap { cost in
            guard let variable = local[cost.variable.index] else { return nil }
            return VariableCost(Variable(index: variable), cost.weight, at: cost.priority)
        }
        topStart = number(c.variables.startVariable(top, axis).index)
        topSize = number(c.variables.sizeVariable(top, axis).index)
        self.across = across.map { across in
            let length: Double? = if case .held(let length) = across { length } else { nil }
            return (number(c.variables.startVariable(top, axis.cross).index), number(c.variables.sizeVariable(top, axis.cross).index), length)
        }
        self.standIns = standIns.map { (number(c.variables.sizeVariable($0.child, $0.axis).index), $0.cost) }
        let axes = across == nil ? [axis] : Axis.allCases
        spans = placed.flatMap { view in
            axes.map { (view, $0, number(c.variables.startVariable(view, $0).index), number(c.variables.sizeVariable(view, $0).index)) }
        }
        constraints = kept
        self.isAcross = isAcross
        self.standInsStart = ownCount
        levels = SampleLevels(constraints: kept[..<ownCount], standIns: self.standIns.map(\.cost))
        variableCount = local.count
        var values: [Double] = []
        values.reserveCapacity(8 * kept.count)
        for constraint in kept {
            let relation: Double = constraint.relation == .equal ? 0 : constraint.relation == .lessOrEqual ? 1 : 2
            values.append(relation)
            values.append(constraint.priority.level)
            values.append(constraint.expression.constant)
            values.append(Double(constraint.expression.terms.count))
            for term in constraint.expression.terms {
                values.append(Double(term.variable.index))
                values.append(term.coefficient)
            }
        }
        values.append(Double(ownCount))
        values.append(Double(topStart))
        values.append(Double(topSize))
        values.append(Double(costs.count))
        if let pin = self.across {
            values.append(Double(pin.start))
            values.append(Double(pin.size))
            values.append(pin.length ?? -1)
        }
        for cost in costs {
            values.append(Double(cost.variable.index))
            values.append(cost.priority.level)
            values.append(cost.weight)
        }
        for standIn in self.standIns {
            values.append(Double(standIn.size))
            values.append(standIn.cost.minimizer)
            values.append(Double(standIn.cost.kinks.count))
            for kink in standIn.cost.kinks {
                values.append(kink.at)
                values.append(kink.level)
                values.append(kink.amount)
            }
        }
        signature = Signature(values)
    }

    // MARK: Solving at one size

    /// The system's values with the top at 0 and `size` long (held above every priority), and at
    /// 0 and its settled length across (`across`): the system pinned so is prepared once for
    /// every size (`ParametricSystem`), and shared by the copies of this component.
    private func solve(size: Double) -> [Double] {
        if let system = prepared.system { return system.solve(at: size, warm: &prepared.warm) }
        var pinned = constraints
        if let across {
            pinned.append(LinearConstraint(LinearExpression(Variable(index: across.start)), .equal, .constant(0), priority: LayoutContext.definitionLevel))
            if let length = across.length {
                pinned.append(
                    LinearConstraint(LinearExpression(Variable(index: across.size)), .equal, .constant(length), priority: LayoutContext.definitionLevel))
            }
        }
        pinned.append(LinearConstraint(LinearExpression(Variable(index: topStart)), .equal, .constant(0), priority: LayoutContext.definitionLevel))
        pinned.append(LinearConstraint(LinearExpression(Variable(index: topSize)), .equal, .constant(0), priority: LayoutContext.definitionLevel))
        let system = ParametricSystem(variableCount: variableCount, constraints: pinned, costs: costs, parameter: pinned.count - 1)
        prepared.system = system
        return system.solve(at: size, warm: &prepared.warm)
    }

    /// Where `solve(size:)` keeps its prepared system, and the optimal bases of its latest sizes.
    private final class PreparedSystem {
        var system: ParametricSystem?
        var warm: [ParametricSystem.WarmBasis] = []
    }
    private let prepared = PreparedSystem()

    /// Places the component's views and their children on `axis` (on both, with `across`: the top's
    /// span across already placed), the top given `span`: solved at the top's size from 0, and
    /// moved to its start (the rules hold wherever it stands).
    func place(_ span: SolvedFrames.Span, into values: inout SolvedFrames, reusing known: inout Solutions) {
        let solution = solution(at: span.size, reusing: &known)
        let crossStart = values[top, axis.cross].start
        for (view, spanAxis, start, size) in spans {
            values[view, spanAxis] = .init(start: (spanAxis == axis ? span.start : crossStart) + solution[start], size: solution[size])
        }
        values[top, axis] = span
        if let across { values[top, axis.cross] = .init(start: crossStart, size: across.length ?? solution[across.size]) }
    }

    /// Whether, at the top's size `size`, the component breaks constraints firmer than `level`
    /// more than it must at any size of its top on either axis (`SettledSubtrees`): its own
    /// constraints' errors and its stand-ins' costs, level by level from the firmest, against
    /// the least the system reaches with its top free. Breaking no more, moving the top's width
    /// mends nothing that firm (an image whose intrinsic sizes its ratio cannot meet breaks them
    /// in every layout).
    func breaksMoreThanItMust(above level: Priority, at size: Double, reusing known: inout Solutions) -> Bool {
        let key = Found.Verdict(signature: signature, size: size, level: level)
        if let verdict = known.found.verdicts[key] { return verdict }
        let verdict = breaksMoreThanItMust(above: level, at: size, values: solution(at: size, reusing: &known))
        known.found.verdicts[key] = verdict
        return verdict
    }

    /// The system's values with the top `size` long, as a component alike was placed before, or
    /// solved now and kept for the next.
    private func solution(at size: Double, reusing known: inout Solutions) -> [Double] {
        if let found = known.found.placements[signature]?.first(where: { $0.size == size }) { return found.values }
        let solution = solve(size: size)
        known.found.placements[signature, default: []].append((size, solution))
        return solution
    }

    /// `breaksMoreThanItMust(above:at:reusing:)` with the system's `values` at `size`.
    private func breaksMoreThanItMust(above level: Priority, at size: Double, values: [Double]) -> Bool {
        // Breaks at all: an own constraint's error, or a stand-in outside the sizes its own cost
        // leaves free above `level`.
        let breaks =
            constraints[..<standInsStart].contains { $0.priority > level && $0.error(values) > Self.breakTolerance * max(1, $0.magnitude(values)) }
            || standIns.contains { standIn in
                let at = values[standIn.size]
                guard let free = standIn.cost.freeInterval(above: level) else { return true }
                let tolerance = Self.breakTolerance * max(1, abs(at))
                return at < free.lowerBound - tolerance || at > free.upperBound + tolerance
            }
        guard breaks else { return false }
        let found = sample(values, at: size)
        var free = constraints
        free.append(LinearConstraint(LinearExpression(Variable(index: topStart)), .equal, .constant(0), priority: LayoutContext.definitionLevel))
        if let across {
            free.append(LinearConstraint(LinearExpression(Variable(index: across.start)), .equal, .constant(0), priority: LayoutContext.definitionLevel))
        }
        let least = sample(LexicographicSolver().solve(variableCount: variableCount, constraints: free, costs: costs), at: size)
        for (index, firmLevel) in found.levels.enumerated() where firmLevel > level.level {
            let difference = found.values[index] - least.values[index]
            let tolerance = Self.breakTolerance * (1 + abs(found.values[index])) + found.noises[index] + least.noises[index]
            if difference > tolerance { return true }
            if difference < -tolerance { return false }
        }
        return false
    }

    /// A break smaller than this (in points, relative) is rounding.
    private static let breakTolerance = 1e-7

    /// Whether the system decides its top's size across (`Across.linked`).
    var decidesWidthAcross: Bool { across.map { $0.length == nil } ?? false }

    /// Whether a component alike had its cost found before.
    func isKnown(in known: Solutions) -> Bool { known.found.costs[signature] != nil }

    /// Whether, with the top `size` long, the component's own constraints across break one firmer
    /// than `level` (a subtree's content overflowing a nested container, `SettledSubtrees`).
    func breaksConstraintAcross(above level: Priority, at size: Double, reusing known: inout Solutions) -> Bool {
        let values = solution(at: size, reusing: &known)
        return zip(constraints[..<standInsStart], isAcross).contains { constraint, across in
            across && constraint.priority > level && constraint.error(values) > Self.breakTolerance * max(1, constraint.magnitude(values))
        }
    }

    /// `costFunction(near:)`, or the cost of a component alike found before.
    func costFunction(
        near natural: Double, sampleLimit: Int? = nil, collapsesNarrowGaps: Bool = true, reusing known: inout Solutions
    ) -> ConvexCost? {
        if let found = known.found.costs[signature] {
            known.taken += 1
            return found
        }
        let function = costFunction(near: natural, sampleLimit: sampleLimit, collapsesNarrowGaps: collapsesNarrowGaps)
        known.found.costs[signature] = function
        return function
    }

    /// The least cost with the top `size` long, level by level (up to a constant the same at
    /// every size): each constraint's error where the solve leaves it, and each stand-in's cost;
    /// and per level how far rounding in the solve's values may move that cost.
    private func cost(at size: Double) -> Sample {
        sample(solve(size: size), at: size)
    }

    /// The cost of the system's `values` (`cost(at:)`).
    private func sample(_ values: [Double], at size: Double) -> Sample {
        var costs = Array(repeating: 0.0, count: levels.levels.count), noise = costs
        // A value carries the rounding of the whole solve, not only of its own terms: a view's
        // size found as the difference of two starts millions of points out (a component sampled
        // at the end of its domain, 15,625,000 pt, on the mixed screen of seed 25) was 2⁻²⁹ below
        // zero, a required constraint broken by that much, and no sample settled next to it.
        let scale = values.reduce(0.0) { max($0, abs($1)) }
        for (constraint, level) in zip(constraints[..<standInsStart], levels.ofConstraint) {
            let error = constraint.error(values)
            if error > 0 { costs[level] += error }
            noise[level] += Self.rounding * (constraint.magnitude(values) + constraint.largestCoefficient * scale)
        }
        for (standIn, kinkLevels) in zip(standIns, levels.ofKink) {
            let at = values[standIn.size]
            standIn.cost.addValue(at: at, positions: kinkLevels, to: &costs)
            for (kink, level) in zip(standIn.cost.kinks, kinkLevels) {
                noise[level] += Self.rounding * abs(kink.amount) * (abs(at) + (kink.at.isFinite ? abs(kink.at) : 0) + scale)
            }
        }
        return Sample(at: size, levels: levels.levels, values: costs, noises: noise)
    }

    /// A solve's values are exact to within this fraction of the terms they are made of (ten
    /// thousand times a double's precision): the noise in a cost far from zero, which must not
    /// read as a kink. Where two optimal bases of a system meet, each warm-started basis carries
    /// its own rounding: a fillProportionally stack over an anchor view of the benchmark's mixed
    /// screens, its tie-breaks weighing 10⁴, wanders by 2·10⁻⁵ between neighbouring sizes, which
    /// at 10⁻¹³ read as kinks, bisected a hundredth of a point 816 times until the component gave
    /// up and took the long column around it into a constraint region
    /// (`testAComponentWhereOptimalBasesMeetSettlesPastTheLimit`). The allowance is not shrunk
    /// near a stretch's ends as the tolerance is, so a proof never rests on a sample near one
    /// (`separation`).
    private static let rounding = 1e-12

    /// The least fraction of a stretch that a middle sample proving it linear lies from either
    /// end. A sample a hair from an end lies on the outer two's line within any allowance (off
    /// it by at most the kink times the hair): an anchor view's section whose cost falls to 100 pt
    /// and is flat beyond, sampled at 0, at its natural size 4·10⁻⁹ and at 30,517.6, was "proven"
    /// linear across its kink at 100 and came out 30,517.6 pt tall
    /// (`testAKinkInAnAnchorViewsSystemIsNotReadAsRounding`). Bisection finds samples further in.
    private static let separation = 0.01

    // MARK: The cost at every size

    /// The levels of a component's samples, highest first, each once: every own constraint's and
    /// every stand-in kink's. Each sample has a cost and a rounding at every one of them (a
    /// constraint's rounding is counted even where it holds), so the samples of one component
    /// share them, and are read side by side.
    private struct SampleLevels {
        let levels: [Double]
        /// Per own constraint, and per stand-in and kink, where its level is in `levels`.
        let ofConstraint: [Int]
        let ofKink: [[Int]]

        init(constraints: ArraySlice<LinearConstraint>, standIns: [ConvexCost]) {
            let all = constraints.map(\.priority.level) + standIns.flatMap { $0.kinks.map(\.level) }
            levels = Array(Set(all)).sorted(by: >)
            var position: [Double: Int] = [:]
            for (index, level) in levels.enumerated() { position[level] = index }
            ofConstraint = constraints.map { position[$0.priority.level] ?? 0 }
            ofKink = standIns.map { cost in cost.kinks.map { position[$0.level] ?? 0 } }
        }
    }

    /// The cost at one size at each of its component's levels (`SampleLevels`), and how far
    /// rounding may move it there. Read side by side with the component's other samples, by
    /// position: before, each sample held a dictionary of levels, hashed at every comparison
    /// (`onOneLine`), 11 % of the time of large documents of nested stacks.
    private struct Sample {
        var at: Double
        /// The component's levels (`SampleLevels.levels`), highest first.
        let levels: [Double]
        let values: [Double]
        let noises: [Double]
    }

    /// The cost of the top's size, exact; nil when the samples would not settle (the caller
    /// then solves the component with its ancestors).
    /// `sampleLimit`: the most samples to take (`ExactLayoutSolver.Limits.componentSamples`);
    /// nil, 64 and 8 per constraint and stand-in kink.
    /// `collapsesNarrowGaps`: whether a run of samples too close to sample apart may stand for
    /// the kink between the pieces on either side (see below), or gives up.
    func costFunction(near natural: Double, sampleLimit: Int? = nil, collapsesNarrowGaps: Bool = true) -> ConvexCost? {
        // The bases kept while sampling are let go after: each holds a tableau, and the
        // components of a large document would keep them all (placing solves once more).
        defer { prepared.warm = [] }
        let bound = domainBound(natural)
        var places = [-bound, 0, bound]
        if !Self.close(natural, 0) { places.append(natural) }
        var samples = places.sorted().map { cost(at: $0) }
        // Per stretch between neighbouring samples: whether the function is proven linear on it.
        var linear = Array(repeating: false, count: samples.count - 1)
        let limit = sampleLimit ?? 64 + 8 * (constraints.count + standIns.reduce(0) { $0 + $1.cost.kinks.count })
        var evaluations = samples.count
        func tooNarrow(_ gap: Int) -> Bool {
            let a = samples[gap].at, b = samples[gap + 1].at, middle = (a + b) / 2
            return !(middle > a && middle < b) || Self.close(middle, a) || Self.close(middle, b)
        }
        while true {
            // Three samples on one line: the convex function is linear between the outer two.
            for index in 1..<(samples.count - 1) where !(linear[index - 1] && linear[index]) {
                if Self.onOneLine(samples[index - 1], samples[index], samples[index + 1], proving: true) {
                    linear[index - 1] = true
                    linear[index] = true
                }
            }
            // A gap too narrow to sample inside is left until its neighbours are proven.
            guard let gap = linear.indices.first(where: { !linear[$0] && !tooNarrow($0) }) ?? linear.firstIndex(of: false)
            else { break }
            if tooNarrow(gap) {
                // Only gaps too narrow to sample inside are left. A run of them between proven
                // pieces holds where those meet: its kinks (a share of a view whose part of the
                // stack is small bends the cost millions of points out, several within a
                // hundredth of a point there) placed at the run's start, within its width
                // (10⁻⁹ of the sizes). Without this, rounding there gave such a component up, and
                // its ancestors, a column of 2,712 views, became one system (a 26,000-view screen, 9 s).
                // Not where the layout approximates anyway (`collapsesNarrowGaps` false): there
                // a component may hold the whole document, and going on past such a run, a solve
                // of 30,000 constraints a sample, took the benchmark's mixed 30,000-view screen
                // from 8 s to minutes.
                guard collapsesNarrowGaps else { return nil }
                var end = gap
                while end + 1 < linear.count, !linear[end + 1], tooNarrow(end + 1) { end += 1 }
                guard gap > 0, linear[gap - 1], end + 2 < samples.count, linear[end + 1] else { return nil }
                samples.removeSubrange((gap + 1)...(end + 1))
                linear.removeSubrange(gap...end)
                continue
            }
            guard evaluations < limit else { return nil }
            let a = samples[gap], b = samples[gap + 1]
            // Where the proven pieces on either side would meet, if they do inside the gap.
            var crossing: Double?
            if gap > 0, linear[gap - 1], gap + 2 < samples.count, linear[gap + 1],
                let at = Self.crossing(samples[gap - 1], a, b, samples[gap + 2]), at > a.at, at < b.at
            {
                crossing = at
            }
            // Pieces that meet at a sample already taken: linear between if each holds up to it.
            if let at = crossing, Self.close(at, a.at) || Self.close(at, b.at) {
                if Self.onOneLine(a, b, samples[gap + 2]) || Self.onOneLine(samples[gap - 1], a, b) {
                    linear[gap] = true
                    continue
                }
                crossing = nil
            }
            let at = crossing ?? (a.at + b.at) / 2
            guard at > a.at, at < b.at, !Self.close(at, a.at), !Self.close(at, b.at) else { return nil }
            let sample = cost(at: at)
            evaluations += 1
            samples.insert(sample, at: gap + 1)
            linear.insert(false, at: gap + 1)
            // On both pieces' lines: being convex, the function is those pieces up to this kink.
            if crossing != nil, Self.onOneLine(samples[gap - 1], a, sample), Self.onOneLine(sample, b, samples[gap + 3]) {
                linear[gap] = true
                linear[gap + 1] = true
            }
        }
        return Self.function(through: samples)
    }

    /// Beyond this distance from zero the function has no kink: every kink is a size at which
    /// some constraint starts or stops holding, a sum of the system's constants (the pieces
    /// of which a proportional share takes) — well within a large multiple of their total.
    ///
    /// Never as far as a stand-in's longest stretch (`LayoutContext.longestStretch`): past it
    /// the stand-in's cost stops being its own. A tie-break's constant is its weight × its
    /// target (7·10⁶ for a view 700 pt tall), which set the bound past a billion points, and
    /// samples there drew a function whose least cost lay a billion points out (a baseline
    /// column over such a view). Far samples also carry more rounding: with the cap at half a
    /// stretch, three of 25,000 generated documents came out a point or more off the
    /// reference (seeds 12966, 13563, 18318 solved as components); at a 64th, none did.
    private func domainBound(_ natural: Double) -> Double {
        var total = abs(natural)
        for constraint in constraints[..<standInsStart] { total += abs(constraint.expression.constant) }
        for standIn in standIns {
            total += abs(standIn.cost.minimizer)
            for kink in standIn.cost.kinks where kink.at.isFinite { total += abs(kink.at) }
        }
        return min(64 * (total + 1_000), LayoutContext.longestStretch / 64)
    }

    /// Whether `q` lies on the line through `p` and `r` at every level (within rounding: the
    /// solves' own, and the rest of a double's). `proving` that a convex function is linear
    /// between `p` and `r`: then `q` must lie that much closer to the line the nearer it is to
    /// an end (where a kink would bend it less), and no nearer to one than `separation`.
    private static func onOneLine(_ p: Sample, _ q: Sample, _ r: Sample, proving: Bool = false) -> Bool {
        let fraction = (q.at - p.at) / (r.at - p.at)
        let conditioning = proving ? min(fraction, 1 - fraction) : 1
        if proving && !(conditioning >= separation) { return false }
        for level in p.levels.indices {
            let a = p.values[level], b = q.values[level], c = r.values[level]
            let between = a + (c - a) * fraction
            let noise = p.noises[level] + q.noises[level] + r.noises[level]
            if abs(b - between) > tolerance(a, b, c) * conditioning + noise { return false }
        }
        return true
    }

    /// Sizes too close to sample apart.
    private static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * (1 + abs(a) + abs(b))
    }

    /// Rounding in a solve's values grows with their size (tie-break weights reach 10⁴).
    private static func tolerance(_ a: Double, _ b: Double, _ c: Double) -> Double {
        1e-8 * (1 + (abs(a) + abs(b) + abs(c)))
    }

    /// Where the line through `p0`, `p1` meets the line through `p2`, `p3`, at the highest level
    /// whose slopes differ; nil if none does.
    private static func crossing(_ p0: Sample, _ p1: Sample, _ p2: Sample, _ p3: Sample) -> Double? {
        for level in p0.levels.indices {
            let left = (p1.values[level] - p0.values[level]) / (p1.at - p0.at)
            let right = (p3.values[level] - p2.values[level]) / (p3.at - p2.at)
            guard abs(right - left) > slopeTolerance(left, right) else { continue }
            return (p2.values[level] - p1.values[level] + left * p1.at - right * p2.at) / (left - right)
        }
        return nil
    }

    private static func slopeTolerance(_ left: Double, _ right: Double) -> Double {
        1e-6 * max(1, abs(left), abs(right))
    }

    /// The function through samples proven linear between neighbours: its pieces, each as long
    /// as the samples stay on one line (slopes from the widest span), and their slopes' changes.
    private static func function(through samples: [Sample]) -> ConvexCost {
        guard let levels = samples.first?.levels else { return .zero }
        var slopes: [(at: Double, slope: [Double])] = []
        var start = 0
        while start < samples.count - 1 {
            var end = start + 1
            while end + 1 < samples.count, (start + 1...end).allSatisfy({ onOneLine(samples[start], samples[$0], samples[end + 1]) }) {
                end += 1
            }
            let first = samples[start], last = samples[end]
            let slope = levels.indices.map { (last.values[$0] - first.values[$0]) / (last.at - first.at) }
            slopes.append((first.at, slope))
            start = end
        }
        var kinks: [ConvexCost.Kink] = []
        // Per level, the slope the kinks written so far add up to. A change within the tolerance
        // is no kink, and the slope stays where the kinks put it: measured against the piece's own
        // slope instead, such changes drifted the running sum (3·10⁻⁹ at 750 after a dozen
        // pieces), which then read as a rising slope where the function still fell, and put its
        // least cost at the wrong kink (found by a differential campaign: a component's top was
        // 31 pt short, its stand-in child squeezed to 0).
        // A slope within the tolerance of zero is zero: left as it was measured, −1.1·10⁻⁹ per point
        // at 1000.3 on a stretch with no end rewarded a region's simplex for running a baseline
        // row a billion points past the fill that held it at a lower level (a helper's generated
        // documents; docs/KNOWN-ISSUES.md).
        var running = Array(repeating: 0.0, count: levels.count)
        for (index, piece) in slopes.enumerated() {
            let at = index == 0 ? -Double.infinity : piece.at
            for level in levels.indices {
                let measured = piece.slope[level]
                let before = running[level], after = abs(measured) <= slopeTolerance(0, 0) ? 0 : measured
                if abs(after - before) > slopeTolerance(before, after) {
                    kinks.append(ConvexCost.Kink(at: at, level: levels[level], amount: after - before))
                    running[level] = after
                }
            }
        }
        return ConvexCost(unsortedKinks: kinks)
    }
}
