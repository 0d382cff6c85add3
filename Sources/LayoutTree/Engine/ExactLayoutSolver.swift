/// Solves a document's layout exactly — the answer of the whole-document lexicographic
/// constraint system (SEMANTICS.md §2.0), ties and overflow included — in time linear in the
/// number of views (n log n within one container), in the manner of Taffy and Yoga: one pass
/// up and one pass down the tree, each container reading only its own description
/// (`AxisArrangement`).
///
/// Why it is exact: the axes are separate problems (no constraint joins them but an aspect
/// ratio), and on one axis a subtree's best cost at each size its parent could give it is a
/// convex piecewise-linear function with lexicographic slopes (`ConvexCost`). The pass up
/// computes these; the pass down gives each child the size that minimises its container's
/// cost, the children of a chain giving way in order of their slopes.
///
/// Rules not yet in this form (baselines, grids whose rows differ in shape, aspect ratios,
/// fillProportionally and equal-centring stacks, weights that a minimum or maximum breaks, a
/// view's own rule tied with fillEqually's equal sizes) are solved as constraint systems: on a
/// small screen with their ancestors, as one (`ConstraintRegion`); otherwise each group on its
/// own, its cost at every size found by sampling (`UnstatedComponents`, `ComponentCost`) — the
/// same frames either way.
struct ExactLayoutSolver {
    let tree: FlatTree
    let intrinsic: [IntrinsicSize]
    let margins: ViewMargins
    /// Measures text baselines, for the containers that align them (nil: every baseline is a
    /// view's bottom edge).
    var measurer: LeafMeasurer?
    /// Per view the width a multi-line label wraps at in the second pass (§2.0); empty in the
    /// first. Its wrapped lines place its last baseline (§3.1).
    var wrapWidths: [Double?] = []
    /// Per view its depth below the root (ties and overflow are decided from the outside in).
    let depths: [Int]
    /// How large the constraint systems may grow (`Limits`).
    var limits = Limits()

    /// How unstated rules are solved. Neither limit changes a frame, except where the region
    /// joining the axes grows past `region` and the rules are approximated (with a warning).
    struct Limits {
        /// Up to this many views, unstated rules and all their ancestors are solved as one
        /// system (one solve, the fastest on real screens); beyond, each component on its own.
        var wholeRegion = 250
        /// Beyond `wholeRegion`, the most views a component's system may hold (its own and those
        /// standing in with their costs, `UnstatedComponents.systemSize`) to be solved on its own:
        /// its cost is found from a score of solves or more (`ComponentCost`), where the region
        /// solves once, so a large one costs more on its own (a grid of 500 rows: 12 s, against
        /// 0.4 s in the region; of 1,000 rows: 2.5 s in the region; 200 grids of 40 rows, 3 Dec:
        /// 17.4 s sampled, 2.5 s in the region).
        var sampledComponent = 64
        /// The most views the region that joins the axes (aspect ratios and their ancestors)
        /// may hold: the simplex's cost is superlinear in it; beyond, its rules are approximated
        /// by the nearest stated ones, with a warning. Components too large to sample join such a
        /// region only while it stays within this (else they are sampled); a region on one axis
        /// takes them all, and has no limit. Set where the worst document solved
        /// exactly costs what it did when the limit was 400 (4.6 s of CPU): the benchmark's mixed
        /// documents hold about 75 such views per 1,000, and on 29 Nov take 3.4 s at 18,855 views
        /// (1,455 in the region), 4.3 s at 20,700 (1,637), 9.7 s and 930 MB at 24,500 (1,962) and 36 s
        /// and 3 GB at 42,000. (1,200 until 29 Nov, when the region of 1,457 views took 5.9 s; 800 until the
        /// simplex stopped filling its rows on 28 Nov, night: 10,000 views took 2.6 s, 20,000 15 s.)
        /// A component larger than this joins a region on one axis only with what its top reads
        /// inside (`UnstatedComponents.join(largerThan:…)`): the same frames, a smaller system.
        var region = 1_650
        /// Past `region`, the region is still solved as one system where its simplex stays local:
        /// it gives up once it has read more than this many entries per row of its system
        /// (`SparseMatrix.work`), and only then are its rules approximated. Documents shaped like
        /// the conformance fixtures read about 60 per row at 10,000 views and 110 at 100,000 (a
        /// 115,000-row region, exact in 3.5 s where it was approximated with 90,834 frames off the
        /// reference); the benchmark's mixed documents 950 at 9,431 views and 6,900 at 28,247, where
        /// the pivots' fill-in is what makes a large region cost what `region` says. 250 until 3 Dec,
        /// when a campaign's 2,588-view document of aspect ratios read 1,738 per row (27,410 rows,
        /// 3.5 s, exact) and, giving up at 250, spent 84 s approximating (sampling its components,
        /// MK038); 16,000 views of that shape: more than 400 s, now 40 s, exact. nil: no attempt.
        var regionWorkPerRow: Int? = 2_000
        /// Past `region`, the most views one subtree's system may hold (`SettledSubtrees`): its
        /// cost is found from a score of solves or more, as a component's (`sampledComponent`).
        var subtreeSystem = 64
        /// The most samples a component's cost may take before the component joins the region
        /// instead (`ComponentCost.costFunction`); nil: as many as its size calls for. Tests set it
        /// to make components give up.
        var componentSamples: Int?
    }

    /// Aspect ratios held by pulls (`AspectPulls`): at most this many rounds of solving the heights
    /// and then the widths again, and the change in a width, in points, that counts as moving.
    private static let aspectRounds = 4
    private static let aspectTolerance = 1e-6

    init(tree: FlatTree, intrinsic: [IntrinsicSize], margins: ViewMargins, measurer: LeafMeasurer? = nil) {
        self.tree = tree
        self.intrinsic = intrinsic
        self.margins = margins
        self.measurer = measurer
        var depths = Array(repeating: 0, count: tree.count)
        for index in 0..<tree.count where tree.parent[index] >= 0 { depths[index] = depths[tree.parent[index]] + 1 }
        self.depths = depths
    }

    struct Solution {
        /// Every view's frame (absolute; 0 for views that take no part).
        var values: SolvedFrames
        /// Each container's natural (fitting) size, nil for other views: what a container keeps in a tie.
        var naturalSizes: [SIMD2<Double>?]
        /// The views solved as one constraint system (`ConstraintRegion`).
        var regionSize: Int
        /// The components solved on their own (`UnstatedComponents`).
        var componentCount = 0
        /// Set when the region was too large to solve as one system and its rules were
        /// approximated by the nearest ones stated as costs (`AxisArrangement.describe`).
        var approximated = false
        /// How many times the rules went round (rules grown, components joining the region)
        /// before this solution, the last included: for tests of a solve's path.
        var rounds = 0
        /// How many systems of components and subtrees an attempt took from an earlier one of
        /// this solve (`BuiltSystems`): for tests of a solve's path.
        var systemsTaken = 0
        /// How many costs stood in for children outside the region in its systems, one per child
        /// and axis, a run of a chain's children as one (`StandInRuns`): for tests of a solve's path.
        var standIns = 0
    }

    /// Groups of views sized in proportion whose ratios the whole-document system would break:
    /// their containers, all those one pass down met (so that one more solve takes them all).
    struct BrokenRatios: Error {
        /// Each container, and the axis on which its ratios break.
        var containers: [(container: Int, axis: Axis)]

        /// Both axes' broken ratios, or whichever failure came first.
        static func joining(_ first: (any Error)?, _ second: (any Error)?) -> (any Error)? {
            if let a = first as? BrokenRatios, let b = second as? BrokenRatios { return BrokenRatios(containers: a.containers + b.containers) }
            return first ?? second
        }
    }

    /// How the unstated rules of the axes solved together are solved: the views in one
    /// constraint system (`ConstraintRegion`), and the components solved on their own.
    private struct Plan {
        var region: ConstraintRegion
        /// Every component, whichever axis its rules are on: what meets the region joined it.
        var components: UnstatedComponents
        /// The equalCentering and fillProportionally stacks kept out of a small region for their
        /// closed form (`StackAtOwnLength`): one the form does not lay out goes back to the region.
        var ownLengthApart: Set<Int> = []
        /// Per axis, the components whose rules are on it (`UnstatedComponents.onAxis`), where
        /// one plan serves both axes; nil: `components` on its one axis.
        private var byAxis: [UnstatedComponents]?

        init(region: ConstraintRegion, components: UnstatedComponents, ownLengthApart: Set<Int> = []) {
            self.region = region
            self.components = components
            self.ownLengthApart = ownLengthApart
        }

        /// A plan for both axes: the region and every component outside it, each solved as a system
        /// only on the axes its rules are on. On the other, its views' rules are stated and the passes
        /// solve them (a baseline row's widths, or a grid row's cells, which its grid's cost reads
        /// cell by cell: solved as one system there, a row stood in as one cost, and its cells broke
        /// the grid's equal widths).
        init(bothAxes rules: UnstatedRules, region: ConstraintRegion, components: UnstatedComponents, in tree: FlatTree) {
            self.init(region: region, components: components)
            byAxis = Axis.allCases.map { UnstatedComponents.onAxis($0, of: rules, outside: region, in: tree) }
        }

        /// The components solved as systems on `axis`.
        func components(on axis: Axis) -> UnstatedComponents { byAxis?[axis == .horizontal ? 0 : 1] ?? components }
    }

    /// Components whose costs the samples did not settle (`ComponentCost`), by their tops: every
    /// one a pass up met, so that they join the region in one round, not one round each.
    struct UnsettledComponent: Error {
        var tops: [Int]
    }

    func solve(screen: Screen) -> Solution {
        var earlier = EarlierSolves()
        return solve(screen: screen, reusing: &earlier)
    }

    /// The layout on `screen`, taking what an earlier solve of the same layout found where its
    /// inputs were the same (`EarlierSolves`).
    func solve(screen: Screen, reusing earlier: inout EarlierSolves) -> Solution {
        // A failed round's costs and the systems built serve this solve's next round only.
        builtSystems.removeAll()
        defer {
            for axis in Axis.allCases { earlier.recordRound(nil, on: axis) }
            builtSystems.removeAll()
        }
        var rules = earlier.unstatedRules(of: tree, measuresText: measurer != nil) {
            UnstatedRules.find(in: tree) { [measurer, tree] in
                measurer != nil && tree.participates[$0] && BaselineMetrics.hasText(tree.attributes[$0].viewClass)
            }
        }
        // Aspect ratios are first solved axis by axis, every other rule exact: where each has a
        // side the required constraints settle, that side first and the other pulled to follow it
        // (`AspectPulls`); otherwise each axis with the ratios left out (`AspectPulls.Views.none`).
        // The layout found is kept where it holds every required constraint, the ratios among them
        // (`holdsRequiredConstraints`), else they join one region as before (`joining`).
        var settledAspects: AspectPulls.Views?
        var triedAxisByAxis = false, triedSubtrees = false, joining: [Int] = []
        // Whether the region past its limit gave up on its work (`Limits.regionWorkPerRow`).
        var regionTooCostly = false
        // The subtrees raised by overflowing content, kept when ratios that break send the rules round again.
        var raised = Set<Int>()
        var rounds = 0
        while true {
            rounds += 1
            // What would be one region with every ancestor keeps its fitting size in ties,
            // however it is solved (`UnstatedComponents`).
            var fitting = ConstraintRegion(rules, in: tree)
            if settledAspects != nil { for view in joining { fitting.add(view, in: tree) } }
            let plans: [Plan]
            if rules.joiningAxes.isEmpty {
                // No rule joins the axes: each axis is its own problem, with its own rules.
                plans = Axis.allCases.map { axis in
                    let own = rules.only(on: axis)
                    return plan(
                        own, region: ConstraintRegion(own, in: tree), ownLengthWithAncestors: earlier.ownLengthWithAncestors, asSystems: earlier.unsettledComponents)
                }
            } else {
                plans = [plan(rules, region: fitting, ownLengthWithAncestors: earlier.ownLengthWithAncestors, asSystems: earlier.unsettledComponents)]
            }
            if !rules.joiningAxes.isEmpty && !triedAxisByAxis {
                triedAxisByAxis = true
                if let aspects = settledSides(of: rules.joiningAxes) ?? (relaxable(rules.joiningAxes) ? AspectPulls.Views.none : nil) {
                    (settledAspects, joining) = (aspects, rules.joiningAxes)
                    rules.joiningAxes = []
                    continue
                }
            }
            // Only a region that joins the axes is limited: one on a single axis is exact however large.
            let withinLimit = rules.joiningAxes.isEmpty || plans.allSatisfy { $0.region.views.count <= limits.region }
            // Past the limit, the region is solved all the same while its simplex's work stays
            // within `Limits.regionWorkPerRow` (after the subtrees' systems below, which cost less).
            let regionWorkPerRow = withinLimit ? nil : limits.regionWorkPerRow
            // Past it, every aspect ratio inside a subtree whose width is settled: each subtree's
            // system on its own (`SettledSubtrees`), kept where it breaks none of the required
            // constraints that settle the widths; ratios that break become rules of their
            // containers' own, as below. (Within the limit the region solves them in one system,
            // the same frames, in one solve.)
            if !withinLimit && settledAspects == nil && !triedSubtrees {
                let attempt = solveBySettledSubtrees(&rules, raising: &raised, screen: screen, fitting: fitting.contains, reusing: &earlier)
                if var solution = attempt.solution {
                    solution.rounds = rounds
                    solution.systemsTaken = builtSystems.taken
                    return solution
                }
                triedSubtrees = !attempt.rulesGrew
                if attempt.rulesGrew { continue }
            }
            guard withinLimit || (regionWorkPerRow != nil && !regionTooCostly) else { break }
            do {
                var solution = try solve(
                    screen: screen, plans: plans, fitting: fitting.contains, aspects: settledAspects, regionWorkPerRow: regionWorkPerRow,
                    reusing: &earlier)
                solution.rounds = rounds
                solution.systemsTaken = builtSystems.taken
                if settledAspects != nil, !holdsRequiredConstraints(solution.values, screen: screen) {
                    // Back to one region over both axes.
                    (settledAspects, rules.joiningAxes) = (nil, joining)
                    continue
                }
                // Within the limit only: past it, a section's views in a region fail its attempt.
                if withinLimit { earlier.keepGrown(rules) }
                return solution
            } catch is LexicographicSolver.TooMuchWork {
                regionTooCostly = true
                break
            } catch let broken as BrokenRatios {
                // A container already a rule on the other axis is a system there only (its
                // component's, `Plan.components(on:)`), or in the region, where nothing breaks.
                var grew = false
                for (container, axis) in broken.containers where !rules.contains(container, on: axis) {
                    rules.add([container], on: axis)
                    grew = true
                }
                guard grew else { break }
            } catch let unsettled as StackAtOwnLength.Unsettled {
                let before = earlier.ownLengthWithAncestors.count
                earlier.ownLengthWithAncestors.formUnion(unsettled.tops)
                guard earlier.ownLengthWithAncestors.count > before else { break }
            } catch let unsettled as UnsettledComponent {
                // Into the region on their own axes, not joining the axes: a region on one axis
                // has no limit, and 1,100 baseline rows over columns whose samples do not settle,
                // made to join the axes, passed the region's and were approximated (MK038).
                let new = unsettled.tops.filter { !earlier.unsettledComponents.contains($0) }
                guard !new.isEmpty else { break }
                earlier.unsettledComponents.formUnion(new)
            } catch {
                guard !rules.joiningAxes.contains(0) else { break }
                rules.joiningAxes.append(0)
            }
        }
        // Too large for one constraint system: the aspect ratios approximated (`AspectPulls`), the
        // region's other rules (what meets them) as their nearest stated ones, the components
        // still exact; or, should those fail, every rule approximated.
        let empty = ConstraintRegion(count: tree.count)
        let components = UnstatedComponents.split(rules, in: tree).components
        let approximated = AspectPulls.Views(following: rules.joiningAxes.filter { $0 != 0 })
        var solution =
            (try? solve(
                screen: screen, plans: [Plan(bothAxes: rules, region: empty, components: components, in: tree)],
                fitting: components.isEmpty ? [] : ConstraintRegion(rules, in: tree).contains,
                approximating: true, aspects: approximated, reusing: &earlier))
            ?? (try? solve(
                screen: screen, plans: [Plan(region: empty, components: UnstatedComponents(count: 0))], fitting: [], approximating: true,
                aspects: approximated, reusing: &earlier))
            ?? Solution(values: SolvedFrames(count: tree.count), naturalSizes: Array(repeating: nil, count: tree.count), regionSize: 0)
        solution.approximated = true
        solution.rounds = rounds
        solution.systemsTaken = builtSystems.taken
        return solution
    }

    /// `rules` as one region with their ancestors (`region`) while it stays small (one solve, the
    /// fastest on real screens); beyond, as components, leaving in the region only what joins the
    /// axes and the components too large to sample (`Limits.sampledComponent`), unless they would
    /// take a region that joins the axes past its limit (`Limits.region`). An equalCentering or
    /// fillProportionally stack the closed form lays out (`StackAtOwnLength`) is a component at
    /// every size, unless it meets the region or did not settle before (`ownLengthWithAncestors`):
    /// as a system, the simplex took a level per view.
    /// `asSystems`: components solved in the region whatever their size (their samples did not settle).
    private func plan(_ rules: UnstatedRules, region: ConstraintRegion, ownLengthWithAncestors: Set<Int>, asSystems: Set<Int>) -> Plan {
        guard region.views.count > limits.wholeRegion else {
            let whole = Plan(region: region, components: UnstatedComponents(count: 0))
            // Only on the stack's own axis, and only where it has no rule across (baselines).
            let apart = { (top: Int) in
                guard !ownLengthWithAncestors.contains(top), let axis = stackInClosedForm(top)?.axis else { return false }
                return rules.local(on: axis).contains(top) && !rules.local(on: axis.cross).contains(top)
            }
            guard rules.joiningAxes.isEmpty, rules.local.contains(where: apart) else { return whole }
            // (Axis by axis, the region given is the rules' with their ancestors: nothing else.)
            let split = UnstatedComponents.split(rules, in: tree) { top, members in members == [top] && apart(top) }
            return Plan(region: split.region, components: split.components, ownLengthApart: split.components.tops)
        }
        var split = UnstatedComponents.split(rules, in: tree)
        split.components.join(tops: asSystems, to: &split.region, in: tree)
        var joined = split
        joined.components.join(
            largerThan: limits.sampledComponent, to: &joined.region, in: tree, splittingPast: limits.region,
            by: rules.joiningAxes.isEmpty ? rules : nil)
        let kept = !rules.joiningAxes.isEmpty && joined.region.views.count > limits.region ? split : joined
        // Rules of both axes in one plan where they join (`plan(_:region:…)` is given every axis's rules then).
        if !rules.joiningAxes.isEmpty { return Plan(bothAxes: rules, region: kept.region, components: kept.components, in: tree) }
        return Plan(region: kept.region, components: kept.components)
    }

    /// `container` if it is an equalCentering or fillProportionally stack, or a fill,
    /// equalSpacing or fillEqually one with multi-line labels (text widths: at its own length
    /// too but for fillProportionally), that a closed form may lay out, with its axis, its description there and where its length comes from: its chain
    /// alone along that axis, no aspect ratio, and either no size of its own there and a
    /// container that leaves its length to it (a scroll view's content along the scroll axis,
    /// §2.7: `StackAtOwnLength`), or a length its ancestors set above its own rules
    /// (`StackAtSetLength`).
    func stackInClosedForm(_ container: Int) -> (axis: Axis, arrangement: AxisArrangement, length: StackLength)? {
        guard case .stack(let stack) = tree.attributes[container].layout else { return nil }
        let axis = stack.axis, size = tree.attributes[container].size, parent = tree.parent[container]
        // A stack of another distribution only for its multi-line labels' text widths (§2.8), which are horizontal.
        guard [.equalCentering, .fillProportionally].contains(stack.distribution) || axis == .horizontal,
            size.aspectRatio == nil, let own = try? described(container, on: axis), StackAtSetLength.laysOut(own)
        else { return nil }
        let textWidths = own.textWidthShares != nil
        let firmest = StackAtSetLength.firmestRule(of: stack.distribution, textWidths: textWidths)
        if tree.visibleChildren(of: container).count > 1, lengthSetAbove(container, on: axis, above: firmest) {
            return (axis, own, .set)
        }
        // At its own length (`StackAtOwnLength`; text widths by `TextWidths`, among a
        // fillProportionally stack's shares by `SharesAtTextWidthLevel`).
        guard parent >= 0, size.fixed(axis) == nil, size.minimum(axis) == nil, size.maximum(axis) == nil,
            let link = (try? described(parent, on: axis))?.ownLink(of: container)
        else { return nil }
        switch link {
        case .start, .end, .centerOnBounds: return (axis, own, .own)
        case .fill, .fillFromEnd, .withinCanvas, .sizeOfContainer, .onBaseline: return nil
        }
    }

    /// Where a stack's length comes from (`stackInClosedForm`).
    enum StackLength {
        /// Its own rules: nothing else decides it (`StackAtOwnLength`).
        case own
        /// Its ancestors, above its own rules (`StackAtSetLength`).
        case set
    }

    /// Whether `view`'s length on `axis` is set by rules above `level` (a stack's own rules, §2.8),
    /// whatever its subtree costs up to there: a size of its own (required), or a container that
    /// stretches it to its canvas above that level (a column's width, and its height where the view
    /// is its only child, §2.2; a stack aligned fill across, §2.8; a scroll view's content fitted
    /// to it, §2.7) whose own length is so set, up to the root, which the screen sets.
    private func lengthSetAbove(_ view: Int, on axis: Axis, above level: Priority) -> Bool {
        var view = view
        while view > 0 {
            let size = tree.attributes[view].size
            guard size.aspectRatio == nil else { return false }
            if size.fixed(axis) != nil { return true }
            let parent = tree.parent[view]
            guard parent >= 0, let arrangement = try? described(parent, on: axis),
                let link = arrangement.ownLink(of: view) ?? arrangement.soleMemberLink(of: view)
            else { return false }
            switch link {
            case .fill, .fillFromEnd: break
            case .sizeOfContainer(let held, _) where held > level: break
            case .sizeOfContainer, .start, .end, .centerOnBounds, .withinCanvas, .onBaseline: return false
            }
            view = parent
        }
        return view == 0
    }

    /// `container`'s description on `axis` as its constraints state it (`LayoutContext.arrangeChildren`),
    /// made once per solver (`Descriptions`).
    private func described(_ container: Int, on axis: Axis) throws -> AxisArrangement {
        if let known = descriptions[container, axis] { return known }
        let arrangement = try AxisArrangement.describe(
            container, on: axis, tree: tree, margins: margins[container], depth: depths[container], forConstraints: true)
        descriptions[container, axis] = arrangement
        return arrangement
    }

    /// The descriptions `described` made. Each stack a closed form may lay out reads its
    /// ancestors' (`lengthSetAbove`): made anew each time, a column of 16,000 such stacks
    /// described itself 16,000 times (1.7 s, quadratic). A class, so that the solver's reading
    /// methods can keep what they made; the tree and margins they depend on never change.
    private final class Descriptions {
        private var made: (horizontal: [Int: AxisArrangement], vertical: [Int: AxisArrangement]) = ([:], [:])

        subscript(container: Int, axis: Axis) -> AxisArrangement? {
            get { axis == .horizontal ? made.horizontal[container] : made.vertical[container] }
            set {
                if axis == .horizontal { made.horizontal[container] = newValue } else { made.vertical[container] = newValue }
            }
        }
    }
    private let descriptions = Descriptions()
    /// The systems this solve's attempts built (`BuiltSystems`), forgotten when it ends.
    let builtSystems = BuiltSystems()

    /// The layout by `SettledSubtrees` where `rules`' aspect ratios allow it and the layout found
    /// holds what it must (`SettledSubtrees.Checked`); nil otherwise. Containers whose ratios
    /// break join `rules`, as in the region's solve, and `rulesGrew` says to try again. `raised`:
    /// the views that top subtrees because content overflowing them widens them
    /// (`SettledSubtrees.Overflowing`), found here and kept for the next attempt.
    private func solveBySettledSubtrees(
        _ rules: inout UnstatedRules, raising raised: inout Set<Int>, screen: Screen, fitting: [Bool], reusing earlier: inout EarlierSolves
    ) -> (solution: Solution?, rulesGrew: Bool) {
        var sizes = RequiredSizes(tree: tree, margins: margins, depths: depths)
        var raisings = 0
        while true {
            guard let subtrees = SettledSubtrees.find(rules, in: tree, sizes: &sizes, largest: limits.subtreeSystem, raised: raised) else {
                return (nil, false)
            }
            do {
                let (solution, widened) = try solve(subtrees, rules: rules, screen: screen, fitting: fitting, reusing: &earlier)
                let checked = subtrees.checked(in: tree, widened: widened)
                let broken = brokenRequiredConstraints(solution.values, screen: screen, among: checked)
                if broken.isEmpty { return (solution, false) }
                // Each broken constraint's subtree raised to where its system decides it (past
                // views raised before, whose systems did not), and solved again, while that raises
                // a view.
                var more = Set<Int>()
                for constraint in broken {
                    guard var view = checked.viewToRaise(for: constraint) else { continue }
                    while view > 0 && raised.contains(view) { view = tree.parent[view] }
                    if view > 0 { more.insert(view) }
                }
                guard !more.isEmpty, raisings < Self.checkedRaisings else { return (nil, false) }
                raisings += 1
                raised.formUnion(more)
            } catch let overflowing as SettledSubtrees.Overflowing where !overflowing.tops.isSubset(of: raised) {
                raised.formUnion(overflowing.tops)
            } catch let unsettled as StackAtOwnLength.Unsettled where !earlier.ownLengthWithAncestors.isSuperset(of: unsettled.tops) {
                earlier.ownLengthWithAncestors.formUnion(unsettled.tops)
            } catch let unsettled as UnsettledComponent
                where unsettled.tops.allSatisfy({ !subtrees.isMember($0) }) && !earlier.unsettledComponents.isSuperset(of: unsettled.tops)
            {
                // Components outside the subtrees whose samples did not settle: into each axis's
                // region, as in the region's solve.
                earlier.unsettledComponents.formUnion(unsettled.tops)
            } catch let broken as BrokenRatios {
                var grew = false
                for (container, axis) in broken.containers where !rules.contains(container, on: axis) {
                    rules.add([container], on: axis)
                    grew = true
                }
                return (nil, grew)
            } catch {
                return (nil, false)
            }
        }
    }

    /// Whether `views`' ratios are worth leaving out to try the relaxation (`AspectPulls.Views.none`):
    /// not where the root is among them, which stands for every rule joining the axes (a failed
    /// solve's), nor where a view's container aligns baselines, whose closed form (`BaselineRow`)
    /// takes no view with a ratio: the attempt would solve the row as a system all the same, at
    /// about the region's cost (a lastBaseline stack of 800 views, a quarter with ratios: 0.25 →
    /// 0.5 s, and the relaxation does not hold there).
    private func relaxable(_ views: [Int]) -> Bool {
        !views.contains { view in
            view == 0 || (tree.parent[view] >= 0 && UnstatedRules.readsBaselines(tree.attributes[tree.parent[view]].layout))
        }
    }

    /// `views`' aspect ratios, each following the side the required constraints settle
    /// (`RequiredSizes`); nil where a view has neither side settled, or the root is among them.
    private func settledSides(of views: [Int]) -> AspectPulls.Views? {
        var sizes = RequiredSizes(tree: tree, margins: margins, depths: depths)
        var following = AspectPulls.Views(following: [])
        for view in views {
            guard view != 0 else { return nil }
            if sizes.settles(view, on: .horizontal) {
                following.widths.append(view)
            } else if sizes.settles(view, on: .vertical) {
                following.heights.append(view)
            } else {
                return nil
            }
        }
        return following
    }

    /// Whether `values` hold every required constraint of the whole document, the aspect ratios
    /// among them (with `checked`, those it holds, `SettledSubtrees.Checked`). Then the layout found axis by axis is the whole system's (SEMANTICS.md §2.0):
    /// every layout that breaks no required constraint gives each aspect-ratio view the settled
    /// side it has here (`RequiredSizes`), so its ratio asks the same of the other side as the
    /// pull that held it, and below the required levels nothing else joins the axes. A variable
    /// of the system's own (a weight group's unit, the gap equal spacing shares) takes the value
    /// the first required equality that holds it alone gives it; one that none gives fails.
    private func holdsRequiredConstraints(_ values: SolvedFrames, screen: Screen) -> Bool {
        brokenRequiredConstraints(values, screen: screen, among: nil).isEmpty
    }

    /// The required constraints of `holdsRequiredConstraints` that `values` break (with
    /// `checked`, of those it holds).
    private func brokenRequiredConstraints(
        _ values: SolvedFrames, screen: Screen, among checked: SettledSubtrees.Checked?
    ) -> [SettledSubtrees.BrokenConstraint] {
        let constraints = builtSystems.requiredConstraints(on: screen) {
            let views = (0..<tree.count).filter { tree.participates[$0] }
            let system = systemContext(
                views, top: 0, inside: { _ in true }, naturals: Array(repeating: nil, count: tree.count),
                inputs: systemInputs(reading: views), screen: screen, standIns: [], keeping: .required)
            let required = system.context.constraints
            return BuiltSystems.RequiredConstraints(
                screen: screen, constraints: required.constraints, variables: required.variables, variableCount: required.variableCount)
        }
        let frameCount = values.values.count
        // What a constraint reads: its views (of the frames' variables, in order, each once) into
        // `views`, emptied first, and whether it reads the settled axis alone. Into one array
        // reused for every constraint: the 94,195-view screen checks 1.5 million of them an
        // attempt, and an array or two made for each was most of the check's time.
        func read(_ constraint: LinearConstraint, into views: inout [Int]) -> Bool {
            views.removeAll(keepingCapacity: true)
            var settledAxisOnly = true
            for term in constraint.expression.terms where term.variable.index < frameCount {
                let view = term.variable.index / 4
                if !views.contains(view) { views.append(view) }
                if constraints.variables.axis(of: term.variable) != SettledSubtrees.settledAxis { settledAxisOnly = false }
            }
            return settledAxisOnly
        }
        func reading(_ constraint: LinearConstraint) -> SettledSubtrees.BrokenConstraint {
            var views: [Int] = []
            let settledAxisOnly = read(constraint, into: &views)
            return SettledSubtrees.BrokenConstraint(views: views, settledAxisOnly: settledAxisOnly)
        }
        // With `checked`, only those it holds: by index, not a filtered copy of the constraints.
        var required: [Int] = []
        if let checked {
            var views: [Int] = []
            for (index, constraint) in constraints.constraints.enumerated() {
                let settledAxisOnly = read(constraint, into: &views)
                if checked.contains(views, settledAxisOnly: settledAxisOnly, level: constraint.priority) { required.append(index) }
            }
        } else {
            required = Array(constraints.constraints.indices)
        }
        var all = values.values + Array(repeating: Double.nan, count: max(0, constraints.variableCount - frameCount))
        for index in required where constraints.constraints[index].relation == .equal {
            let constraint = constraints.constraints[index]
            // The one term of the system's own variables, if it has one and no other.
            var own: (variable: Variable, coefficient: Double)?
            var ownCount = 0
            for term in constraint.expression.terms where term.variable.index >= frameCount {
                own = term
                ownCount += 1
            }
            guard ownCount == 1, let own, all[own.variable.index].isNaN, own.coefficient != 0 else { continue }
            let rest = constraint.expression.terms.reduce(constraint.expression.constant) {
                $1.variable.index >= frameCount ? $0 : $0 + $1.coefficient * all[$1.variable.index]
            }
            all[own.variable.index] = -rest / own.coefficient
        }
        return required.lazy.map { constraints.constraints[$0] }.filter { constraint in
            !(constraint.expression.terms.allSatisfy { !all[$0.variable.index].isNaN }
                && constraint.error(all) <= Self.requiredTolerance * max(1, constraint.magnitude(all)))
        }.map(reading)
    }

    /// At most this many times a layout by `SettledSubtrees` that breaks what it must hold is
    /// solved again with the subtrees that broke it raised (`Checked.viewToRaise`).
    private static let checkedRaisings = 4

    /// How far, relative to its terms, a required constraint may miss in the values a solve found
    /// and still count as held (`holdsRequiredConstraints`).
    private static let requiredTolerance = 1e-9

    func baselineMetrics(of view: Int) -> BaselineMetrics? {
        guard let measurer, tree.participates[view] else { return nil }
        return BaselineMetrics.of(tree.nodes[view], measurer: measurer, wrapWidth: wrapWidths.isEmpty ? nil : wrapWidths[view])
    }

    /// The layout by `plans`: one per axis, each axis solved on its own; or one for both, the
    /// axes solved together where its region holds views (aspect ratios join them).
    /// `fitting`: per view, whether its natural size is its fitting size (`UnstatedComponents`).
    /// `aspects`: views whose aspect ratio joins the axes, held by pulls that follow the other
    /// axis's solve (`AspectPulls`).
    private func solve(
        screen: Screen, plans: [Plan], fitting: [Bool], approximating: Bool = false, aspects: AspectPulls.Views? = nil,
        regionWorkPerRow: Int? = nil, reusing earlier: inout EarlierSolves
    ) throws -> Solution {
        guard tree.count > 0 else { return Solution(values: SolvedFrames(count: 0), naturalSizes: [], regionSize: 0) }
        let inputs = systemInputs(plans)
        var solved = Solved(count: tree.count)
        if plans.count == 1, !plans[0].region.isEmpty {
            try solve(
                Axis.allCases, plans[0], screen: screen, inputs: inputs, fitting: fitting, approximating: approximating,
                regionWorkPerRow: regionWorkPerRow, earlier: &earlier, into: &solved)
        } else {
            let axisPlans = zip(Axis.allCases, plans.count == 1 ? [plans[0], plans[0]] : plans).map { (axis: $0, plan: $1) }
            func solveAxis(_ index: Int, pulls: AspectPulls = AspectPulls()) throws {
                let (axis, plan) = axisPlans[index]
                try solve(
                    [axis], plan, screen: screen, inputs: inputs, fitting: fitting, approximating: approximating, aspectPulls: pulls,
                    regionWorkPerRow: regionWorkPerRow, earlier: &earlier, into: &solved)
            }
            // Widths first (`Axis.allCases`). Aspect ratios held by pulls: the heights pulled by
            // the widths, then the widths by the heights, while a width moves (`AspectPulls`).
            let following = aspects ?? AspectPulls.Views(following: [])
            do {
                try solveAxis(0)
            } catch let failed as UnsettledComponent where following.widths.isEmpty && following.heights.isEmpty {
                // The heights' components sampled all the same (their pass up reads no width),
                // so that the round finds both axes' that do not settle at once.
                do { try solveAxis(1) } catch let more as UnsettledComponent { throw UnsettledComponent(tops: failed.tops + more.tops) } catch {}
                throw failed
            }
            for _ in 0..<Self.aspectRounds {
                try solveAxis(1, pulls: AspectPulls(on: .vertical, of: following.widths, in: tree, frames: solved.values))
                if following.heights.isEmpty { break }
                let widths = following.heights.map { solved.values[$0, .horizontal].size }
                try solveAxis(0, pulls: AspectPulls(on: .horizontal, of: following.heights, in: tree, frames: solved.values))
                let moved = zip(following.heights, widths).contains { abs(solved.values[$0, .horizontal].size - $1) > Self.aspectTolerance }
                if !moved { break }
            }
        }
        if let failure = solved.failure { throw failure }
        return Solution(
            values: solved.values, naturalSizes: solved.naturals, regionSize: plans.map(\.region.views.count).max() ?? 0,
            componentCount: plans.map(\.components.count).max() ?? 0, standIns: solved.standIns)
    }

    /// The layout with `subtrees`' systems holding every aspect ratio (`SettledSubtrees`): the
    /// settled axis solved first, each top standing for its own constraints; then the other, each top standing
    /// in with its system's cost, its views placed on both axes; then the settled axis placed again
    /// below the systems' stand-ins, which the systems placed. Every other rule is solved as the
    /// passes solve it, on its own axis (`rules`, without the systems' views). Throws where a
    /// component too large to sample would join a system's views in a region, or a pass fails.
    /// `widened`: the tops whose systems decided their widths (`ComponentCost.Across.linked`).
    private func solve(
        _ subtrees: SettledSubtrees, rules: UnstatedRules, screen: Screen, fitting: [Bool], reusing earlier: inout EarlierSolves
    ) throws -> (solution: Solution, widened: Set<Int>) {
        // Each axis's other rules as components, never one region with their ancestors, which
        // would take the systems' views above them.
        let outside = subtrees.outside(rules)
        let plans = Axis.allCases.map { axis in
            var split = UnstatedComponents.split(outside.only(on: axis), in: tree)
            split.components.join(tops: earlier.unsettledComponents, to: &split.region, in: tree)
            split.components.join(
                largerThan: limits.sampledComponent, to: &split.region, in: tree, splittingPast: limits.region, by: outside.only(on: axis))
            return Plan(region: split.region, components: split.components)
        }
        guard plans.allSatisfy({ plan in plan.region.views.allSatisfy { !subtrees.isMember($0) } }) else {
            throw UnsettledComponent(tops: [0])
        }
        let inputs = systemInputs(reading: plans.flatMap { $0.region.views + $0.components.allMembers } + subtrees.allMembers)
        var solved = Solved(count: tree.count)
        func pass(_ axis: Axis, across: AxisPass.SettledAcross? = nil) throws -> AxisPass {
            let plan = plans[axis == .horizontal ? 0 : 1]
            var pass = AxisPass(
                solver: self, axis: axis, region: plan.region, components: plan.components, fitting: fitting, inputs: inputs,
                approximating: false, components: earlier.components, ownLengthWithAncestors: earlier.ownLengthWithAncestors, settled: subtrees,
                across: across)
            // What a component's system costs holds whatever this attempt comes to: the next one
            // (rules grown, sections raised) takes it, and the cost of every view whose subtree
            // is as it was (`EarlierSolves.roundCosts`): an attempt changes a few subtrees, and
            // the benchmark's mixed screen of 94,195 views makes 14 of them.
            defer { earlier.components.merge(pass.componentSolutions.found) }
            let read = axisInputs(axis, screen: screen, approximating: false)
            try pass.costsUpward(taking: earlier.roundCosts(on: axis, for: read), keeping: true)
            earlier.costsTaken += pass.takenCount
            if !pass.widening.isEmpty { throw SettledSubtrees.Overflowing(tops: pass.widening) }
            earlier.recordRound(pass.kept(read), on: axis)
            for index in 0..<tree.count where pass.isContainer[index] { solved.setNatural(index, axis, pass.natural[index]) }
            if !plan.region.isEmpty {
                try solveRegion(plan.region, on: [axis], passes: [pass], screen: screen, inputs: inputs, earlier: &earlier, into: &solved)
            }
            return pass
        }
        let settledAxis = SettledSubtrees.settledAxis, freeAxis = SettledSubtrees.freeAxis
        let length = { (axis: Axis) in axis == .horizontal ? screen.width : screen.height }
        // What the passes down found (placements, verdicts) holds whatever this attempt comes to.
        var first = try pass(settledAxis)
        defer { earlier.components.merge(first.componentSolutions.found) }
        try first.placeDownward(screenLength: length(settledAxis), into: &solved.values, belowSubtrees: false)
        var second = try pass(freeAxis, across: first.settledAcross(frames: solved.values, naturals: solved.naturals))
        defer { earlier.components.merge(second.componentSolutions.found) }
        try second.placeDownward(screenLength: length(freeAxis), into: &solved.values)
        // A top its system widened keeps that width where its container places it again.
        let widened = second.componentCosts.filter { subtrees.top(of: $0.key) == $0.key && $0.value.decidesWidthAcross }
            .map { (top: $0.key, span: solved.values[$0.key, settledAxis]) }
        try first.placeDownward(screenLength: length(settledAxis), into: &solved.values)
        for (top, span) in widened { solved.values[top, settledAxis] = span }
        // Each subtree breaking no more than it must at its height (`SettledSubtrees.Checked`);
        // those whose content overflows them widened, all at once, where they can be.
        var widening = SettledSubtrees.Overflowing(tops: [])
        for (top, component) in second.componentCosts where subtrees.top(of: top) == top {
            if component.breaksMoreThanItMust(
                above: SettledSubtrees.firmestUnsettling, at: solved.values[top, freeAxis].size, reusing: &second.componentSolutions) {
                guard let overflowing = second.overflowing(top, linked: component.decidesWidthAcross) else { throw UnsettledComponent(tops: [top]) }
                widening.tops.formUnion(overflowing.tops)
            }
        }
        if !widening.tops.isEmpty { throw widening }
        let solution = Solution(
            values: solved.values, naturalSizes: solved.naturals, regionSize: plans.map(\.region.views.count).max() ?? 0,
            componentCount: plans.map(\.components.count).max() ?? 0, standIns: solved.standIns)
        return (solution, Set(widened.map(\.top)))
    }

    /// What the solves of each group of axes fill in.
    private struct Solved {
        var values: SolvedFrames
        /// The costs that stood in for the regions' outside children (`Solution.standIns`).
        var standIns = 0
        /// Per container, its natural size on each axis (`Solution.naturalSizes`).
        private(set) var naturals: [SIMD2<Double>?]
        /// Each axis's failure to place its views, thrown once both axes are solved.
        private var horizontalFailure: (any Error)?
        private var verticalFailure: (any Error)?

        init(count: Int) {
            values = SolvedFrames(count: count)
            naturals = Array(repeating: nil, count: count)
        }

        /// The failure to throw: both axes' broken ratios, or the first axis's failure.
        var failure: (any Error)? { BrokenRatios.joining(horizontalFailure, verticalFailure) }

        func failed(on axis: Axis) -> Bool { (axis == .horizontal ? horizontalFailure : verticalFailure) != nil }

        mutating func fail(_ error: any Error, on axis: Axis) {
            if axis == .horizontal { horizontalFailure = error } else { verticalFailure = error }
        }

        func natural(_ view: Int, on axis: Axis) -> Double? {
            naturals[view].map { axis == .horizontal ? $0.x : $0.y }
        }

        mutating func setNatural(_ view: Int, _ axis: Axis, _ size: Double) {
            var natural = naturals[view] ?? .zero
            if axis == .horizontal { natural.x = size } else { natural.y = size }
            naturals[view] = natural
        }
    }

    /// `axes` solved together by `plan`: each up the tree, then its region as one constraint
    /// system over them, then each down. A single axis with nothing unstated is taken from an
    /// earlier solve of this layout whose inputs on it were the same (`EarlierSolves`), or
    /// recorded for a later one.
    private func solve(
        _ axes: [Axis], _ plan: Plan, screen: Screen, inputs: SystemInputs, fitting: [Bool], approximating: Bool,
        aspectPulls: AspectPulls = AspectPulls(), regionWorkPerRow: Int? = nil, earlier: inout EarlierSolves, into solved: inout Solved
    ) throws {
        let length = { (axis: Axis) in axis == .horizontal ? screen.width : screen.height }
        let axisInputs = { (axis: Axis) in self.axisInputs(axis, screen: screen, approximating: approximating) }
        // Pulls that follow another axis's solve are not among the inputs an earlier solve is
        // known by: with them, nothing is taken from one or kept for one.
        let reuses = aspectPulls.isEmpty
        let recorded: EarlierSolves.AxisInputs? =
            reuses && axes.count == 1 && plan.region.isEmpty && plan.components(on: axes[0]).isEmpty && !fitting.contains(true)
            ? axisInputs(axes[0]) : nil
        if let recorded, let known = earlier.solution(on: axes[0], for: recorded) {
            take(known, on: axes[0], into: &solved)
            return
        }
        // Components that do not settle on one axis leave the other's pass up to run all the
        // same, so that the round finds both axes' at once (the next round would only reach them).
        var unsettled: [Int] = []
        var readInputs: [EarlierSolves.AxisInputs?] = []
        // Appended, not mapped and then unwrapped: each copy of a pass retains every one of its arrays.
        var passes: [AxisPass] = []
        passes.reserveCapacity(axes.count)
        for axis in axes {
            do { passes.append(try passUp(axis)) } catch let failed as UnsettledComponent where axes.count > 1 {
                unsettled += failed.tops
            }
        }
        if !unsettled.isEmpty { throw UnsettledComponent(tops: unsettled) }
        func passUp(_ axis: Axis) throws -> AxisPass {
            var pass = AxisPass(
                solver: self, axis: axis, region: plan.region, components: plan.components(on: axis), fitting: fitting, inputs: inputs,
                approximating: approximating, aspectPulls: aspectPulls, components: earlier.components,
                ownLengthWithAncestors: earlier.ownLengthWithAncestors, ownLengthApart: plan.ownLengthApart, collectsUnsettled: !approximating)
            let keeps = reuses && earlier.keepsCosts.contains(axis)
            // A round that fails leaves its costs to the next (`EarlierSolves.roundCosts`).
            let read = keeps || reuses && !approximating ? recorded ?? axisInputs(axis) : nil
            // What a component's system costs holds whatever this solve comes to: where the pass
            // fails (a component that does not settle joins the region, and the rules go round
            // again), the next round takes every cost sampled before the failure.
            defer { earlier.components.merge(pass.componentSolutions.found) }
            do {
                try pass.costsUpward(
                    taking: read.flatMap { earlier.roundCosts(on: axis, for: $0) ?? earlier.costs(on: axis, for: $0) }, keeping: read != nil,
                    withLeaves: keeps && earlier.keepsLeafCosts)
            } catch {
                earlier.recordRound(read.map { pass.kept($0) }, on: axis)
                throw error
            }
            // Taken: let go before the pass down, which a large region makes the peak of memory.
            earlier.recordRound(nil, on: axis)
            if keeps, let read { earlier.record(pass.kept(read), on: axis) }
            readInputs.append(read)
            return pass
        }
        earlier.costsTaken += passes.reduce(0) { $0 + $1.takenCount }
        for position in passes.indices {
            for index in 0..<tree.count where passes[position].isContainer[index] {
                solved.setNatural(index, axes[position], passes[position].natural[index])
            }
        }
        if !plan.region.isEmpty {
            try solveRegion(
                plan.region, on: axes, passes: passes, screen: screen, inputs: inputs, workPerRow: regionWorkPerRow, earlier: &earlier,
                into: &solved)
        }
        for (axis, index) in zip(axes, passes.indices) {
            do {
                try passes[index].placeDownward(screenLength: length(axis), into: &solved.values)
            } catch {
                solved.fail(error, on: axis)
            }
            earlier.components.merge(passes[index].componentSolutions.found)
            earlier.componentCostsTaken += passes[index].componentSolutions.taken
            earlier.closedFormsTaken += passes[index].componentSolutions.formsTaken
        }
        if axes.contains(where: { solved.failed(on: $0) }) {
            for (pass, read) in zip(passes, readInputs) { earlier.recordRound(read.map { pass.kept($0) }, on: pass.axis) }
        }
        if let recorded, !solved.failed(on: axes[0]) {
            let solution = EarlierSolves.AxisSolution(
                spans: (0..<tree.count).map { solved.values[$0, axes[0]] }, natural: passes[0].natural, isContainer: passes[0].isContainer)
            earlier.record(solution, on: axes[0], for: recorded)
        }
    }

    /// What a solve's pass on `axis` reads that can change between solves (`EarlierSolves.AxisInputs`).
    private func axisInputs(_ axis: Axis, screen: Screen, approximating: Bool) -> EarlierSolves.AxisInputs {
        EarlierSolves.AxisInputs(
            axis, length: axis == .horizontal ? screen.width : screen.height, approximating: approximating, intrinsic: intrinsic,
            margins: margins, wrapWidths: wrapWidths, tree: tree)
    }

    private func take(_ known: EarlierSolves.AxisSolution, on axis: Axis, into solved: inout Solved) {
        for index in 0..<tree.count {
            solved.values[index, axis] = known.spans[index]
            if known.isContainer[index] { solved.setNatural(index, axis, known.natural[index]) }
        }
    }

    /// The region's views on `axes` as one constraint system in which every child outside it
    /// stands in with its cost (`ConstraintRegion`), its containers keeping their fitting
    /// sizes in ties (§2.0, §2.2). Throws `TooMuchWork` past `workPerRow` (`Limits.regionWorkPerRow`).
    private func solveRegion(
        _ region: ConstraintRegion, on axes: [Axis], passes: [AxisPass], screen: Screen, inputs: SystemInputs,
        workPerRow: Int? = nil, earlier: inout EarlierSolves, into solved: inout Solved
    ) throws(LexicographicSolver.TooMuchWork) {
        let regionViews = region.views
        // Bottom-up, each region container's natural (fitting) size from its children's (§2.2).
        for container in regionViews.reversed() where !tree.visibleChildren(of: container).isEmpty {
            // By index: a pass copied out of the array retains each of its many arrays.
            for index in axes.indices {
                let axis = axes[index]
                let fitting = fittingSize(of: container, on: axis) { solved.natural($0, on: axis) ?? passes[index].naturalSize($0) }
                solved.setNatural(container, axis, fitting)
            }
        }
        // Each child outside the region, with its cost on each axis in turn; the costs read a
        // pass at a time (a method called on an element of `passes` copied the whole pass, every
        // array of it retained, for each child). On each axis, each run of a chain's children
        // outside the region stands in as one (`StandInRuns`): the run's other members stand in
        // on the other axis alone, where the chain does not run.
        let runs = axes.indices.map { standInRuns(of: region, on: axes[$0], pass: passes[$0]) }
        let outside = regionViews.flatMap { view in tree.visibleChildren(of: view).filter { !region.contains[$0] } }
        // Per axis, each outside child's cost; none for a run's later members.
        var costs: [[ConvexCost?]] = []
        for index in axes.indices {
            let pass = passes[index]
            costs.append(outside.map { child in runs[index].standInCost(of: child) { pass.cost(of: child) } })
        }
        var standIns: [(child: Int, axis: Axis, cost: ConvexCost)] = []
        standIns.reserveCapacity(outside.count * axes.count)
        for (position, child) in outside.enumerated() {
            for index in axes.indices {
                if let cost = costs[index][position] { standIns.append((child, axes[index], cost)) }
            }
        }
        let described = Dictionary(uniqueKeysWithValues: axes.indices.map { (axes[$0], runs[$0].arrangements) })
        solved.standIns += standIns.count
        let system = systemContext(
            regionViews, top: 0, inside: { region.contains[$0] }, naturals: solved.naturals, inputs: inputs, screen: screen, axes: axes,
            standIns: standIns, described: described)
        let values = SolvedFrames(
            solverValues: try LexicographicSolver().solve(
                variableCount: system.context.constraints.variableCount, constraints: system.context.constraints.constraints,
                costs: system.context.constraints.costs, workPerRow: workPerRow, reusing: &earlier.groups),
            count: tree.count)
        for view in regionViews {
            for axis in axes {
                solved.values[view, axis] = values[view, axis]
                for child in tree.visibleChildren(of: view) where !region.contains[child] { solved.values[child, axis] = values[child, axis] }
            }
        }
        for index in axes.indices { runs[index].place(into: &solved.values, on: axes[index]) }
    }

    /// The runs of outside children in the chains of a region on `axis` (`StandInRuns`):
    /// never in a grid's row, whose cells the grid's column reads, nor a child whose baseline a
    /// container may read (§2.2 alignToBaseline, §2.8): the constraint that reads it names it.
    private func standInRuns(of region: ConstraintRegion, on axis: Axis, pass: AxisPass) -> StandInRuns {
        let containers = region.views.filter { view in
            let parent = tree.parent[view]
            return parent < 0 || !AxisArrangement.gridRows(of: parent, in: tree).contains(view)
        }
        var read = Set<Int>()
        if axis == .vertical {
            for view in region.views {
                read.formUnion(tree.baselineCandidates(of: view, last: false))
                read.formUnion(tree.baselineCandidates(of: view, last: true))
            }
        }
        return StandInRuns(
            containers, in: tree, isOutside: { !region.contains[$0] && !read.contains($0) },
            describe: { [tree, margins, depths] in
                try? AxisArrangement.describe($0, on: axis, tree: tree, margins: margins[$0], depth: depths[$0], forConstraints: true)
            },
            cost: { pass.cost(of: $0) })
    }

    /// A region container's natural size on `axis` (what it keeps in a tie, §2.0): its
    /// children's natural sizes (`size`) laid end to end along a chain, the largest across, plus
    /// its insets (§2.2 "Natural (fitting) size"; for baselines markupc takes the tallest child,
    /// a choice), within its own fixed, minimum and maximum sizes.
    /// `described`: the container's arrangement on `axis`, where the caller has it already.
    func fittingSize(of container: Int, on axis: Axis, described: AxisArrangement? = nil, size: (Int) -> Double) -> Double {
        let children = tree.visibleChildren(of: container)
        var fitting: Double
        if let arrangement = described
            ?? (try? AxisArrangement.describe(container, on: axis, tree: tree, margins: margins[container], depth: 0, forConstraints: true))
        {
            let insets = arrangement.canvasStart + arrangement.canvasEnd
            switch arrangement.rule {
            case .chain(let chain) where chain.sizeRule == .equalCentres && chain.order.count > 1:
                // §2.8: the centring (150) outranks the stack's 49, so an equalCentering stack's fitting
                // length is the shortest whose centres are evenly spaced with every gap at least its
                // spacing, not Σnᵢ + Σsᵢ (never below 0, a size's floor).
                fitting = max(0, StackAtOwnLength.evenlyCentred(chain.order.map(size), gaps: chain.gaps).length) + insets
            case .chain(let chain):
                fitting = chain.order.reduce(0) { $0 + size($1) } + chain.gaps.reduce(0, +) + insets
            case .independent(let links):
                if let row = arrangement.baselineRow {
                    // A row aligning its children's baselines: its group, at their natural heights
                    // (§2.2 alignToBaseline; as a stack's, §2.8 "Fitting H = max aᵢ + max dᵢ").
                    let group = row.group(heights: links.map { size($0.child) }, metrics: links.map { baselineMetrics(of: $0.child) })
                    fitting = group.height + insets
                    break
                }
                // A row or column: its largest child (§2.2). Any other container: its largest child
                // bound to its size, as its cost has it (an anchor view sizes to children pinned on
                // both sides, §2.6; a scroll view not to content it does not fit, §2.7). Where no
                // child sizes it, nothing does: 0, not its margins (§2.6 "it gets 0 if nothing does").
                let box = tree.attributes[container].layout.isBox
                let sizing = (links + arrangement.alongside).filter { box || $0.link.sizesContainer }.map { size($0.child) }
                fitting = sizing.max().map { $0 + insets } ?? 0
            }
        } else {
            // Rules stated only as constraints across the axis (a row's or a stack's baselines).
            let before = axis == .horizontal ? margins[container].left : margins[container].top
            let after = axis == .horizontal ? margins[container].right : margins[container].bottom
            fitting = (children.map(size).max() ?? 0) + before + after
        }
        let sizing = tree.attributes[container].size
        if let minimum = sizing.minimum(axis) { fitting = max(fitting, minimum) }
        if let maximum = sizing.maximum(axis) { fitting = min(fitting, maximum) }
        return sizing.fixed(axis) ?? fitting
    }

    /// What the constraint systems of one solve share, computed once: every view's class
    /// priorities, and the text baselines of the views in a system and of their children.
    struct SystemInputs {
        var priorities: [ContentPriorities] = []
        var metrics: [BaselineMetrics?] = []

        static let none = SystemInputs()
    }

    private func systemInputs(_ plans: [Plan]) -> SystemInputs {
        // Each axis's components too: a plan for both axes may have some on one axis alone (the
        // approximation past the region's limit), whose systems read these (a differential
        // campaign: 1,650 views joined by aspect ratios crashed on an empty table).
        let views = plans.flatMap { plan in
            plan.region.views + plan.components.allMembers + Axis.allCases.flatMap { plan.components(on: $0).allMembers }
        }
        guard !views.isEmpty else { return .none }
        return systemInputs(reading: views)
    }

    /// The inputs of a system of `views`: the baselines of the views and of their children.
    private func systemInputs(reading views: [Int]) -> SystemInputs {
        var inputs = SystemInputs(
            priorities: tree.nodes.map(ContentPriorities.classDefaults), metrics: Array(repeating: nil, count: tree.count))
        for view in views {
            inputs.metrics[view] = baselineMetrics(of: view)
            for child in tree.visibleChildren(of: view) { inputs.metrics[child] = baselineMetrics(of: child) }
        }
        return inputs
    }

    /// The constraint system of `views` (a region from the root, pinned to `screen`; or one
    /// component, free; parents first, `top` first of all) on `axes`, every visible child
    /// outside them standing in with its cost on each axis `standIns` gives (those constraints
    /// come last, from `standInsStart` on); with `lowest`, only constraints at that priority or above.
    func systemContext(
        _ views: [Int], top: Int, inside: (Int) -> Bool, naturals: [SIMD2<Double>?], inputs: SystemInputs, screen: Screen?,
        axes: [Axis] = Axis.allCases, standIns: [(child: Int, axis: Axis, cost: ConvexCost)],
        described: [Axis: [Int: AxisArrangement]] = [:], keeping lowest: Priority? = nil
    ) -> (context: LayoutContext, standInsStart: Int) {
        var constraints = ConstraintSet(viewCount: tree.count, expectedConstraints: (lowest == nil ? 16 : 12) * views.count + 8 * standIns.count)
        constraints.lowestPriorityKept = lowest
        var context = LayoutContext(
            tree: tree, constraints: constraints, priorities: ContentPriorityTable(defaults: inputs.priorities), intrinsic: intrinsic,
            margins: margins, rightToLeft: false)
        context.baselineMetrics = inputs.metrics
        context.depths = depths
        context.naturalSizes = naturals
        context.described = described
        // The top's parent is outside: the priorities it imposes on the top (§2.0).
        let parent = tree.parent[top]
        if parent >= 0, !inside(parent), let position = tree.childIndex(of: top) {
            for axis in Axis.allCases {
                if let imposed = AxisArrangement.imposedPriorities(
                    by: tree.attributes[parent].layout, on: tree.attributes[top], position: position, axis: axis)
                {
                    context.setPriorities(top, axis, hugging: imposed.hugging, compression: imposed.compression)
                }
            }
        }
        let c = context.constraints.variables
        if let screen {
            for axis in axes {
                context.pin(c.start(0, axis), to: .constant(0), priority: Priority.rootFrame)
                context.pin(c.size(0, axis), to: .constant(axis == .horizontal ? screen.width : screen.height), priority: Priority.rootFrame)
            }
        }
        for view in views { context.arrangeChildren(of: view, on: axes) }
        for view in views { context.addOwnConstraints(of: view, tieBreak: view != top || screen != nil, on: axes) }
        let standInsStart = context.constraints.constraints.count
        for standIn in standIns { context.addCost(standIn.cost, ofSize: standIn.child, on: standIn.axis) }
        return (context, standInsStart)
    }
}
