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
    private let depths: [Int]
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
        // Aspect ratios that each have a side the required constraints settle are first solved
        // axis by axis (`AspectPulls`), every other rule exact; the layout found is kept where it
        // holds every required constraint (`holdsRequiredConstraints`), else they join one
        // region as before (`joining`).
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
            for view in settledAspects?.all ?? [] { fitting.add(view, in: tree) }
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
                if let settled = settledSides(of: rules.joiningAxes) {
                    (settledAspects, joining) = (settled, rules.joiningAxes)
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

    /// `container` if it is an equalCentering or fillProportionally stack that a closed form may
    /// lay out, with its axis, its description there and where its length comes from: its chain
    /// alone along that axis, no aspect ratio, and either no size of its own there and a
    /// container that leaves its length to it (a scroll view's content along the scroll axis,
    /// §2.7: `StackAtOwnLength`), or a length its ancestors set above its own rules
    /// (`StackAtSetLength`).
    fileprivate func stackInClosedForm(_ container: Int) -> (axis: Axis, arrangement: AxisArrangement, length: StackLength)? {
        guard case .stack(let stack) = tree.attributes[container].layout, [.equalCentering, .fillProportionally].contains(stack.distribution)
        else { return nil }
        let axis = stack.axis, size = tree.attributes[container].size, parent = tree.parent[container]
        guard size.aspectRatio == nil, let own = try? described(container, on: axis), StackAtOwnLength.closedFormRule(own) != nil
        else { return nil }
        if tree.visibleChildren(of: container).count > 1, lengthSetAbove(container, on: axis, above: StackAtSetLength.firmestRule(of: stack.distribution)) {
            return (axis, own, .set)
        }
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
    /// stretches it to its canvas above that level (a column's width, §2.2; a stack aligned fill
    /// across, §2.8; a scroll view's content fitted to it, §2.7) whose own length is so set, up to
    /// the root, which the screen sets.
    private func lengthSetAbove(_ view: Int, on axis: Axis, above level: Priority) -> Bool {
        var view = view
        while view > 0 {
            let size = tree.attributes[view].size
            guard size.aspectRatio == nil else { return false }
            if size.fixed(axis) != nil { return true }
            let parent = tree.parent[view]
            guard parent >= 0, let link = (try? described(parent, on: axis))?.ownLink(of: view) else { return false }
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
    fileprivate let builtSystems = BuiltSystems()

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
            componentCount: plans.map(\.components.count).max() ?? 0)
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
            componentCount: plans.map(\.components.count).max() ?? 0)
        return (solution, Set(widened.map(\.top)))
    }

    /// What the solves of each group of axes fill in.
    private struct Solved {
        var values: SolvedFrames
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
        // array of it retained, for each child).
        // On one axis, each run of a chain's children outside the region stands in as one.
        let runs = axes.count == 1 ? standInRuns(of: region, on: axes[0], pass: passes[0]) : StandInRuns()
        var inRun = Set<Int>()
        for run in runs.runs { inRun.formUnion(run.children.dropFirst()) }
        let outside = regionViews.flatMap { view in tree.visibleChildren(of: view).filter { !region.contains[$0] && !inRun.contains($0) } }
        var costs: [[ConvexCost]] = []
        for index in axes.indices {
            let pass = passes[index]
            costs.append(outside.map { pass.cost(of: $0) })
        }
        if !runs.runs.isEmpty {
            // Looked up by position: searching `outside` for each run was quadratic in a long chain.
            let position = Dictionary(uniqueKeysWithValues: outside.enumerated().map { ($1, $0) })
            for run in runs.runs {
                if let at = position[run.children[0]] { costs[0][at] = run.cost }
            }
        }
        var standIns: [(child: Int, axis: Axis, cost: ConvexCost)] = []
        standIns.reserveCapacity(outside.count * axes.count)
        for (position, child) in outside.enumerated() {
            for index in axes.indices { standIns.append((child, axes[index], costs[index][position])) }
        }
        let system = systemContext(
            regionViews, top: 0, inside: { region.contains[$0] }, naturals: solved.naturals, inputs: inputs, screen: screen, axes: axes,
            standIns: standIns, described: runs.arrangements)
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
        if axes.count == 1 { runs.place(into: &solved.values, on: axes[0]) }
    }

    /// The runs of outside children in the chains of a region on `axis` alone (`StandInRuns`):
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
    private func fittingSize(of container: Int, on axis: Axis, described: AxisArrangement? = nil, size: (Int) -> Double) -> Double {
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
    fileprivate func systemContext(
        _ views: [Int], top: Int, inside: (Int) -> Bool, naturals: [SIMD2<Double>?], inputs: SystemInputs, screen: Screen?,
        axes: [Axis] = Axis.allCases, standIns: [(child: Int, axis: Axis, cost: ConvexCost)],
        described: [Int: AxisArrangement] = [:], keeping lowest: Priority? = nil
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

    /// The two passes on one axis.
    private struct AxisPass {
        let solver: ExactLayoutSolver
        let axis: Axis
        let region: ConstraintRegion
        let components: UnstatedComponents
        /// Per view, whether its natural size is its fitting size (`UnstatedComponents`).
        let fitting: [Bool]
        let inputs: SystemInputs
        /// Rules not stated as costs replaced by the nearest stated ones (`Solution.approximated`).
        let approximating: Bool
        /// Approximated aspect ratios held as pulls on this axis (`AspectPulls`).
        let aspectPulls: AspectPulls
        /// Subtrees whose systems hold their aspect ratios (`SettledSubtrees`): on the settled
        /// axis each top stands for its own constraints; on the other, for its system's cost, with
        /// `across`.
        let settled: SettledSubtrees?
        let across: SettledAcross?

        /// What the pass on the settled axis found, that the subtrees' systems read on the other:
        /// each top's width, each stand-in's cost, and the containers' natural sizes; and per top
        /// whose content may widen it alone, what its container's link asks of its width
        /// (`overflowLink`), else up to which ancestor it would widen.
        struct SettledAcross {
            var widths: [Int: Double] = [:]
            var costs: [Int: ConvexCost] = [:]
            var naturals: [SIMD2<Double>?] = []
            var links: [Int: ConvexCost] = [:]
            /// Per top without such a link, the nearest view above it with one (up to which content
            /// overflowing the top would widen its ancestors, `SettledSubtrees.Overflowing`).
            var widenedUpTo: [Int: Int] = [:]
        }
        var cost: [ConvexCost]
        var natural: [Double]
        var isContainer: [Bool]
        var arrangements: ContainerArrangements
        /// Per chain container, its members' convolution (the pass down shares its size by it).
        var chainCosts: [ConvexCost?]
        /// Per grid column whose rows share one chain, the rows as one (the pass down sizes the
        /// rows and their cells by it).
        var gridCosts: [Int: GridCost] = [:]
        /// Per component, by its top, its system (the pass down places its views by it).
        var componentCosts: [Int: ComponentCost] = [:]
        /// Per equalCentering or fillProportionally stack laid out in closed form, by its top
        /// (`StackAtOwnLength`).
        var ownLengthStacks: [Int: StackAtOwnLength] = [:]
        /// Per equalCentering or fillProportionally stack whose length its ancestors set, laid out in
        /// closed form (`StackAtSetLength`), by its top.
        var setLengthStacks: [Int: StackAtSetLength] = [:]
        /// The stacks the closed form did not lay out in an earlier solve: solved as systems
        /// (`EarlierSolves.ownLengthWithAncestors`).
        let ownLengthWithAncestors: Set<Int>
        /// The stacks kept out of the region for the closed form (`Plan.ownLengthApart`), and those
        /// of them it did not lay out, which the pass up reports together once it ends.
        let ownLengthApart: Set<Int>
        private var unsettledOwnLength: [Int] = []
        /// The components whose samples did not settle, reported together once the pass up ends
        /// (`UnsettledComponent`); and per view whether one lies in its subtree below it, which
        /// makes its cost meaningless: the pass does not sample a system above one.
        private var unsettledComponents: [Int] = []
        private var unsettledBelow: [Bool] = []
        /// Whether the solve goes round again with every component that did not settle in the
        /// region (`solve(screen:reusing:)`): then the pass goes on past one to find the others.
        /// An attempt that fails with any (the subtrees' systems, the approximation) stops at
        /// the first: going on would sample the rest for nothing (the mixed 94,113-view screen
        /// took 8.8 s so, against 4.1).
        private let collectsUnsettled: Bool
        /// The views up to which content overflowing a subtree would widen it, found on the way up
        /// (`SettledSubtrees.Overflowing`): the pass goes on without their subtrees' costs, and
        /// its layout is not taken.
        private(set) var widening: Set<Int> = []
        /// Per view, whether the pass up computed its cost (`EarlierSolves.AxisCosts`), and whether
        /// it took it from an earlier pass.
        private var computed: [Bool] = []
        /// Per view, whether it tops a system whose cost the pass up computed (`systemTopComputed`).
        private var systemTops: [Bool] = []
        /// Whether leaves' costs are kept in `cost` (`EarlierSolves.keepsLeafCosts`: the layouts
        /// of several screens share the solves, each reading them again). Otherwise a leaf's is
        /// found where it is read, two or three times a solve (up by its container, down to place
        /// it), instead of holding a sorted array per leaf until the layout ends: a tenth of the
        /// peak on long screens.
        private var keepsLeafCosts = false
        private var taken: [Bool] = []
        /// Per view, whether a constraint system reads its cost (`readBySystem(in:region:components:)`).
        private let readBySystem: [Bool]
        /// How many views' costs were taken from an earlier pass.
        private(set) var takenCount = 0
        /// What components alike share (`ComponentCost.Solutions`), from the solves before on.
        var componentSolutions: ComponentCost.Solutions
        /// The natural sizes the components' systems read (this axis's, in both lanes): their
        /// members' for tie-breaks, the containers standing in for them for baselines.
        private var systemNaturals: [SIMD2<Double>?] = []

        init(
            solver: ExactLayoutSolver, axis: Axis, region: ConstraintRegion, components: UnstatedComponents, fitting: [Bool],
            inputs: SystemInputs, approximating: Bool, aspectPulls: AspectPulls = AspectPulls(),
            components found: ComponentCost.Found = ComponentCost.Found(), ownLengthWithAncestors: Set<Int> = [], ownLengthApart: Set<Int> = [],
            settled: SettledSubtrees? = nil, across: SettledAcross? = nil, collectsUnsettled: Bool = false
        ) {
            self.collectsUnsettled = collectsUnsettled
            self.ownLengthWithAncestors = ownLengthWithAncestors
            self.ownLengthApart = ownLengthApart
            self.solver = solver
            self.aspectPulls = aspectPulls
            self.settled = settled
            self.across = across
            componentSolutions = ComponentCost.Solutions(found: found)
            self.axis = axis
            self.region = region
            self.components = components
            self.fitting = fitting
            self.inputs = inputs
            self.approximating = approximating
            let count = solver.tree.count
            cost = Array(repeating: .zero, count: count)
            natural = Array(repeating: 0, count: count)
            isContainer = Array(repeating: false, count: count)
            var hasChildren = Array(repeating: false, count: count)
            for parent in solver.tree.parent where parent >= 0 { hasChildren[parent] = true }
            arrangements = ContainerArrangements(count: count, containers: hasChildren.count { $0 })
            chainCosts = Array(repeating: nil, count: count)
            if !components.isEmpty || settled != nil { systemNaturals = Array(repeating: nil, count: count) }
            readBySystem = Self.readBySystem(in: solver.tree, region: region, components: components, settled: settled)
        }

        private var tree: FlatTree { solver.tree }

        /// Children before parents (the tree is in pre-order). A view whose subtree's inputs are
        /// all as in `earlier` takes its cost from there (`EarlierSolves.AxisCosts`).
        /// `keeping`: whether the pass will be kept (`kept`), which needs to know what it computed.
        mutating func costsUpward(taking earlier: EarlierSolves.AxisCosts? = nil, keeping: Bool = false, withLeaves: Bool = false) throws {
            if keeping { (computed, systemTops) = (Array(repeating: false, count: tree.count), Array(repeating: false, count: tree.count)) }
            keepsLeafCosts = withLeaves
            if earlier != nil { taken = Array(repeating: false, count: tree.count) }
            // In one layout the attributes are the very same array (compared at once); on
            // another screen a list's may differ, and each view's are compared.
            let sameAttributes = earlier.map { $0.inputs.attributes == tree.attributes } ?? false
            // A failure past a component that did not settle gives way to the component, met
            // first (reported below).
            do {
                for index in upwardOrder() where tree.participates[index] && !region.contains[index] {
                    if let top = settled?.top(of: index) {
                        if top == index {
                            try settledSubtreeCost(index)
                            systemTopComputed(index, as: earlier, sameAttributes: sameAttributes, keeping: keeping)
                        }
                        continue
                    }
                    if let top = components.top(of: index) {
                        if top == index {
                            try componentCost(index)
                            systemTopComputed(index, as: earlier, sameAttributes: sameAttributes, keeping: keeping)
                        }
                        continue
                    }
                    if let earlier, takes(index, from: earlier, sameAttributes: sameAttributes) {
                        taken[index] = true
                        takenCount += 1
                        cost[index] = earlier.cost[index]
                        natural[index] = earlier.natural[index]
                        isContainer[index] = earlier.isContainer[index]
                        arrangements[index] = earlier.arrangements[index]
                        chainCosts[index] = earlier.chainCosts[index]
                        if let grid = earlier.gridCosts[index] { gridCosts[index] = grid }
                        if keeping { computed[index] = true }
                        continue
                    }
                    if arrangesNothing(index) {
                        if keepsLeafCosts { cost[index] = leafCost(index) }
                        if keeping { computed[index] = true }
                        continue
                    }
                    let own = ownPulls(index)
                    let arrangement = try AxisArrangement.describe(
                        index, on: axis, tree: tree, margins: solver.margins[index],
                        depth: solver.depths[index], approximating: approximating)
                    var subtree = try arrangedCost(arrangement, of: index, own: own.sum())
                    arrangements[index] = arrangement
                    isContainer[index] = true
                    // A region's container, or a row or column its children do not size: its fitting
                    // size (§2.2); any other container: the size its children's costs settle on.
                    let unbound = !arrangement.boundToChildren && tree.attributes[index].layout.isBox
                    natural[index] =
                        (!fitting.isEmpty && fitting[index]) || unbound
                        ? solver.fittingSize(of: index, on: axis, described: arrangement, size: naturalSize)
                        : settledSize(of: index, arrangement, subtree)
                    addTieBreak(index, to: &subtree)
                    cost[index] = subtree
                    passUp(index)
                    // Only once the cost is there: a pass that fails on this view after a component
                    // did not settle is kept for the next round, which took its empty cost as this
                    // view's (found by a differential campaign: a baseline row standing in for an
                    // equalCentering stack's view at cost zero, its view's minimum height broken).
                    if keeping { computed[index] = true }
                }
            } catch where !unsettledComponents.isEmpty {}
            if !unsettledComponents.isEmpty { throw UnsettledComponent(tops: unsettledComponents) }
            if !unsettledOwnLength.isEmpty { throw StackAtOwnLength.Unsettled(tops: unsettledOwnLength) }
        }

        /// A component whose samples did not settle (`unsettledComponents`): it stands for its own
        /// constraints alone until the pass ends, and the views above it are marked. Reported at
        /// once where the solve will not go round again with it (`collectsUnsettled`).
        private mutating func unsettle(_ top: Int) throws {
            guard collectsUnsettled else { throw UnsettledComponent(tops: [top]) }
            unsettledComponents.append(top)
            cost[top] = ownPulls(top).sum()
            if unsettledBelow.isEmpty { unsettledBelow = Array(repeating: false, count: tree.count) }
            var view = tree.parent[top]
            while view >= 0 && !unsettledBelow[view] {
                unsettledBelow[view] = true
                view = tree.parent[view]
            }
        }

        /// The size a container's children settle it on. A row or column whose children leave it
        /// a range of sizes, every priority above its own tie-break met throughout (a weight
        /// group's common size between its views' intrinsic sizes), keeps its fitting size there
        /// (§2.2 "Natural (fitting) size", clamped to the range): in ties a container keeps its
        /// natural size (§2.0), where its children's own tie-breaks would have given the range
        /// to the first of them.
        private func settledSize(of index: Int, _ arrangement: AxisArrangement, _ subtree: ConvexCost) -> Double {
            guard tree.attributes[index].layout.isBox, tree.parent[index] >= 0,
                let open = subtree.freeInterval(above: tieBreakLevel(index)),
                open.upperBound - open.lowerBound > 1e-9 * max(1, abs(open.lowerBound))
            else { return subtree.minimizer }
            let fitting = solver.fittingSize(of: index, on: axis, described: arrangement, size: naturalSize)
            return min(max(fitting, open.lowerBound), open.upperBound)
        }

        /// Every view after its children: the reverse of the tree's order. With subtrees' systems
        /// (`settled`), the views that hold none come first, then the tops and their ancestors:
        /// a view's cost reads only its subtree's, so the order changes no cost, and a component
        /// whose samples do not settle (which sends the whole layout back to the approximation)
        /// is met before the subtrees' systems, each a score of solves over both axes, are
        /// sampled (the 94,113-view mixed screen: 5.7 → 4.1 s and 303 → 225 MB for the failed attempt).
        private func upwardOrder() -> [Int] {
            let reversed = Array(stride(from: tree.count - 1, through: 0, by: -1))
            guard let settled, axis == SettledSubtrees.freeAxis else { return reversed }
            var holdsTop = Array(repeating: false, count: tree.count)
            for top in settled.members.keys {
                var view = top
                while view >= 0 && !holdsTop[view] {
                    holdsTop[view] = true
                    view = tree.parent[view]
                }
            }
            return reversed.filter { !holdsTop[$0] } + reversed.filter { holdsTop[$0] }
        }

        /// A view's cost as the pass up left it, or a leaf's found from its own pulls and
        /// tie-break each time it is read (`keepsLeafCosts`).
        func cost(of view: Int) -> ConvexCost {
            guard !keepsLeafCosts, arrangesNothing(view), tree.participates[view], !region.contains[view], components.top(of: view) == nil,
                settled?.isMember(view) != true
            else { return cost[view] }
            return leafCost(view)
        }

        /// A leaf's cost: its own pulls and its tie-break, from its tie-break's level up (`passUp`).
        private func leafCost(_ view: Int) -> ConvexCost {
            var own = ownPulls(view)
            if let pull = tieBreak(view) { own.add(toward: pull.target, below: pull.hold, above: pull.hold) }
            return own.sum(keepingFrom: trims(view) ? tieBreakLevel(view) : nil)
        }

        /// A view with no children it arranges: its cost is its own pulls alone.
        private func arrangesNothing(_ view: Int) -> Bool {
            tree.visibleChildren(of: view).isEmpty || !tree.attributes[view].layout.arrangesChildren
        }

        /// Keeps of a view's cost only what its container reads: the levels from the view's own
        /// tie-break up (§2.0 ties). Below that level lie only its descendants' tie-breaks and
        /// collapse pulls. Its own pull has a slope on both sides of its target, and its
        /// siblings' pulls, at the same level, have other weights. So any two stretches of
        /// different children differ at that level or above, and a kink below it only splits
        /// one child's stretch into parts that agree from it up. Which child gives way first,
        /// where a child's cost is least against a link, and the container's own cost from that
        /// level up, are all the same without it; how the view shares its size among its own
        /// children is read from their costs, not from its own. Dropped, a container's cost holds
        /// its children's tie-breaks but no longer those of every view below them: on the
        /// benchmark's sections, 10 kinks per view instead of 18.
        ///
        /// Not where a constraint system (a region or a component) reads the cost, as a
        /// stand-in, or through a stand-in's: such a system can leave two views at one depth in a
        /// tie that only their deeper levels break (a baseline row's child and its collapse pull).
        private mutating func passUp(_ index: Int) {
            if trims(index) {
                cost[index].dropLevels(below: tieBreakLevel(index))
            } else {
                cost[index].releaseUnusedCapacity()
            }
        }

        /// Whether the view's cost is kept only from its tie-break up (`passUp`).
        private func trims(_ index: Int) -> Bool {
            tree.parent[index] >= 0 && tree.childIndex(of: index) != nil && (readBySystem.isEmpty || !readBySystem[index])
        }

        /// Per view, whether a constraint system reads its cost: a child of a view in a region
        /// or a component (a stand-in), and every view below one. Empty where there is no system.
        private static func readBySystem(
            in tree: FlatTree, region: ConstraintRegion, components: UnstatedComponents, settled: SettledSubtrees?
        ) -> [Bool] {
            guard !region.isEmpty || !components.isEmpty || settled != nil else { return [] }
            var read = Array(repeating: false, count: tree.count)
            // Pre-order: a parent before its children.
            for view in 1..<max(tree.count, 1) {
                let parent = tree.parent[view]
                read[view] = read[parent] || region.contains[parent] || components.top(of: parent) != nil || settled?.isMember(parent) == true
            }
            return read
        }

        /// Whether the view's cost is the one `earlier` computed: what it reads of itself (its
        /// inputs, and whether it keeps its fitting size) and of its container's layout is the
        /// same, and every child's cost was taken (children come first).
        private func takes(_ index: Int, from earlier: EarlierSolves.AxisCosts, sameAttributes: Bool) -> Bool {
            earlier.computed[index] && readsAsBefore(index, in: earlier, sameAttributes: sameAttributes)
                && tree.visibleChildren(of: index).allSatisfy { taken[$0] }
        }

        /// A system's top whose cost just computed (`systemCost`, or its own pulls on the settled
        /// axis) is the one `earlier` computed for it as a top counts as taken, so that its
        /// ancestors may take theirs: its container reads only its cost, its natural size and
        /// whether it holds children, and reads them the same where the top reads itself as before.
        private mutating func systemTopComputed(_ top: Int, as earlier: EarlierSolves.AxisCosts?, sameAttributes: Bool, keeping: Bool) {
            if keeping { systemTops[top] = true }
            guard let earlier, earlier.systemTops[top], earlier.cost[top].isIdentical(to: cost[top]),
                earlier.natural[top].bitPattern == natural[top].bitPattern, earlier.isContainer[top] == isContainer[top],
                readsAsBefore(top, in: earlier, sameAttributes: sameAttributes)
            else { return }
            taken[top] = true
        }

        /// Whether what the view's cost reads of itself (its inputs, whether it keeps its fitting
        /// size, whether its cost is trimmed) and of its container's layout is as `earlier` read it.
        private func readsAsBefore(_ index: Int, in earlier: EarlierSolves.AxisCosts, sameAttributes: Bool) -> Bool {
            let read = earlier.inputs
            guard read.intrinsic(of: index) == solver.intrinsic[index][axis],
                read.wrapWidth(of: index) == wrapWidth(of: index),
                read.margin(of: index, before: true) == margin(index, before: true),
                read.margin(of: index, before: false) == margin(index, before: false),
                earlier.fitting[index] == (!fitting.isEmpty && fitting[index]), earlier.trimmed[index] == trims(index),
                sameAttributes || read.attributes[index] == tree.attributes[index]
            else { return false }
            let parent = tree.parent[index]
            return sameAttributes || parent < 0 || read.attributes[parent].layout == tree.attributes[parent].layout
        }

        private func margin(_ index: Int, before: Bool) -> Double {
            EarlierSolves.AxisInputs.margin(solver.margins[index], before: before, on: axis)
        }

        /// The width the view wraps at in this solve, where this axis reads it.
        private func wrapWidth(of index: Int) -> Double? {
            EarlierSolves.AxisInputs.wrapWidth(of: index, in: solver.wrapWidths, on: axis)
        }

        /// This pass up, which read `inputs`, for a later solve to take from (`EarlierSolves.AxisCosts`).
        func kept(_ inputs: EarlierSolves.AxisInputs) -> EarlierSolves.AxisCosts {
            EarlierSolves.AxisCosts(
                inputs: inputs, fitting: fitting.isEmpty ? Array(repeating: false, count: tree.count) : fitting, computed: computed,
                systemTops: systemTops,
                trimmed: (0..<tree.count).map(trims),
                cost: cost, natural: natural, isContainer: isContainer, arrangements: arrangements, chainCosts: chainCosts,
                gridCosts: gridCosts)
        }

        /// A child's natural size as its container's fitting size reads it (§2.2): a container's
        /// own, any other view's least-cost size. A view that arranges nothing has its own cost
        /// wherever it is: in a constraint region the pass keeps none for it, and its fixed, least
        /// or greatest size read as 0 (found by a differential campaign: a column's fitting height
        /// 8 where its empty row of height 44 made it 52, so it kept 8 in a tie and its rows ran
        /// out above it).
        func naturalSize(_ view: Int) -> Double {
            if isContainer[view] { return natural[view] }
            return arrangesNothing(view) ? leafCost(view).minimizer : cost(of: view).minimizer
        }

        /// A component's cost (`ComponentCost`).
        private mutating func componentCost(_ top: Int) throws {
            guard let members = components.members[top] else { return }
            try systemCost(top, members: members, inside: { [components] in components.top(of: $0) == top })
        }

        /// A subtree whose system holds its aspect ratios (`SettledSubtrees`). On the settled axis
        /// its top stands for its own constraints alone: its width is its fixed one or its
        /// container's canvas, and its views are placed with the other axis. On the other axis, its
        /// system over both axes with the top's width held (`ComponentCost`, across).
        private mutating func settledSubtreeCost(_ top: Int) throws {
            guard let settled, let members = settled.members[top] else { return }
            let inside = { (view: Int) in settled.top(of: view) == top }
            guard axis == SettledSubtrees.freeAxis, let across, let width = across.widths[top] else {
                try setMemberNaturals(members, inside: inside)
                cost[top] = ownPulls(top).sum()
                return
            }
            try systemCost(top, members: members, inside: inside, across: (width, across, linked: settled.widening.contains(top)))
        }

        /// The natural sizes of a system's members that hold children (§2.0 ties), children
        /// first: a region's container's fitting size (`fitting`). In a subtree's system, a member
        /// the region would not hold (a view raised into it for a constraint it broke,
        /// `SettledSubtrees.Checked.viewToRaise`) keeps the size its children's costs settle on,
        /// as the pass finds it where no system holds it, so that every layout of the document
        /// reads the same ties; where a child inside is not such a member, its fitting size. The
        /// costs found for that alone are dropped after.
        private mutating func setMemberNaturals(_ members: [Int], inside: (Int) -> Bool) throws {
            var scratch: [Int: (cost: ConvexCost, chain: ConvexCost?, grid: GridCost?)] = [:]
            defer {
                for (member, kept) in scratch {
                    cost[member] = kept.cost
                    chainCosts[member] = kept.chain
                    gridCosts[member] = kept.grid
                }
            }
            for member in members.reversed() {
                let inRegion = !fitting.isEmpty && fitting[member]
                if tree.visibleChildren(of: member).isEmpty {
                    // A leaf the region would not hold stands for its own cost, as in the pass.
                    if settled != nil && !inRegion {
                        scratch[member] = (cost[member], chainCosts[member], gridCosts[member])
                        cost[member] = leafCost(member)
                    }
                    continue
                }
                isContainer[member] = true
                guard settled != nil, !inRegion, !arrangesNothing(member),
                    tree.visibleChildren(of: member).allSatisfy({ !inside($0) || scratch[$0] != nil })
                else {
                    natural[member] = solver.fittingSize(of: member, on: axis, size: naturalSize)
                    continue
                }
                let arrangement = try AxisArrangement.describe(
                    member, on: axis, tree: tree, margins: solver.margins[member], depth: solver.depths[member],
                    approximating: approximating)
                scratch[member] = (cost[member], chainCosts[member], gridCosts[member])
                var subtree = try arrangedCost(arrangement, of: member, own: ownPulls(member).sum())
                natural[member] =
                    !arrangement.boundToChildren && tree.attributes[member].layout.isBox
                    ? solver.fittingSize(of: member, on: axis, described: arrangement, size: naturalSize)
                    : settledSize(of: member, arrangement, subtree)
                addTieBreak(member, to: &subtree)
                cost[member] = subtree
            }
        }

        /// The cost of `members`' system, `top` first (a component's, or a subtree's with its width
        /// held `across`), its members' natural sizes first (§2.0 ties), each visible child outside
        /// it standing in with its cost on this axis (and across, with the costs the pass across
        /// found).
        private mutating func systemCost(
            _ top: Int, members: [Int], inside: (Int) -> Bool, across: (width: Double, found: SettledAcross, linked: Bool)? = nil
        ) throws {
            // Both lanes this axis's natural size, or across, the size the pass across found.
            func naturals(_ view: Int) -> SIMD2<Double> {
                guard let found = across?.found.naturals[view] else { return SIMD2(repeating: natural[view]) }
                return axis == .horizontal ? SIMD2(natural[view], found.y) : SIMD2(found.x, natural[view])
            }
            // Above a component that did not settle, the stand-ins' costs mean nothing: not sampled.
            if !unsettledBelow.isEmpty && unsettledBelow[top] {
                cost[top] = ownPulls(top).sum()
                return
            }
            try setMemberNaturals(members, inside: inside)
            for member in members where !tree.visibleChildren(of: member).isEmpty { systemNaturals[member] = naturals(member) }
            if across == nil, members == [top], !ownLengthWithAncestors.contains(top), let (stackAxis, arrangement, length) = solver.stackInClosedForm(top),
                stackAxis == axis
            {
                let children = tree.visibleChildren(of: top)
                var costs: [ConvexCost] = []
                costs.reserveCapacity(children.count)
                for child in children { costs.append(cost(of: child)) }
                let intrinsic = children.map { solver.intrinsic[$0][axis] ?? 0 }
                // Not where a system reads the stack's cost (a stand-in of a region or a component):
                // its cost at the required levels alone left the region's simplex more to do than
                // the component's sampled one (the benchmark's mixed screens 0.35 -> 0.45 s at 4,736
                // views, and 3.1 -> 17.6 s at 18,855).
                if length == .set, readBySystem.isEmpty || !readBySystem[top],
                    let stack = StackAtSetLength(arrangement, costs: costs, intrinsic: intrinsic)
                {
                    setLengthStacks[top] = stack
                    var subtree = stack.cost + ownPulls(top).sum()
                    addTieBreak(top, to: &subtree)
                    cost[top] = subtree
                    passUp(top)
                    return
                }
                if length == .own, let stack = StackAtOwnLength(arrangement, costs: costs, intrinsic: intrinsic) {
                    ownLengthStacks[top] = stack
                    var subtree = stack.cost
                    addTieBreak(top, to: &subtree)
                    cost[top] = subtree
                    passUp(top)
                    return
                }
                // Kept out of a region for the form: back to the region (after the pass up, all
                // such stacks at once). Otherwise a component as any other.
                if ownLengthApart.contains(top) {
                    unsettledOwnLength.append(top)
                    cost[top] = ownPulls(top).sum()
                    return
                }
            }
            var standIns: [(child: Int, axis: Axis, cost: ConvexCost)] = []
            var placed: [Int] = []
            for member in members {
                placed.append(member)
                for child in tree.visibleChildren(of: member) where !inside(child) {
                    standIns.append((child, axis, cost(of: child)))
                    if let across { standIns.append((child, axis.cross, across.found.costs[child] ?? .zero)) }
                    placed.append(child)
                    // A container standing in keeps its natural size: a horizontal stack's baseline
                    // is its tallest view's by natural height (§2.8, `baselineView`), as the whole
                    // system reads it. Without it, a button holding a switch counted as its own
                    // intrinsic height, and the stack took its baseline from a shorter sibling.
                    if isContainer[child] { systemNaturals[child] = naturals(child) }
                }
            }
            let link = across.flatMap { $0.linked ? $0.found.links[top] : nil }
            if let link { standIns.append((top, axis.cross, link)) }
            let held: ComponentCost.Across? = across.map { link != nil ? .linked : .held($0.width) }
            let subtreeViews = top..<tree.subtreeEnd(of: top)
            let recipe = BuiltSystems.Recipe(
                members: members, placed: placed, standIns: standIns, across: held, naturals: Array(systemNaturals[subtreeViews]),
                hasMetrics: subtreeViews.map { inputs.metrics.isEmpty ? false : inputs.metrics[$0] != nil })
            let component = solver.builtSystems.component(top: top, axis: axis, recipe: recipe) {
                let system = solver.systemContext(
                    members, top: top, inside: inside, naturals: systemNaturals, inputs: inputs, screen: nil,
                    axes: across == nil ? [axis] : Axis.allCases, standIns: standIns)
                return ComponentCost(
                    top: top, axis: axis, context: system.context, standInsStart: system.standInsStart, standIns: standIns, placed: placed,
                    across: held)
            }
            // Content overflowing a subtree across more than it must would pull its width away
            // (`SettledSubtrees.Checked`): looked for at its natural size, before its cost is
            // sampled (the check after the layout decides). Where the top's container is held
            // firmer than the top, the top alone widens: its system decides its width, its
            // container's link standing in on it (`overflowLink`).
            if let across, link == nil, !component.isKnown(in: componentSolutions),
                component.breaksConstraintAcross(above: SettledSubtrees.firmestUnsettling, at: natural[top], reusing: &componentSolutions),
                component.breaksMoreThanItMust(above: SettledSubtrees.firmestUnsettling, at: natural[top], reusing: &componentSolutions)
            {
                guard let overflowing = overflowing(top, linked: false) else { throw UnsettledComponent(tops: [top]) }
                if overflowing.tops == [top] {
                    return try systemCost(top, members: members, inside: inside, across: (across.width, across.found, linked: true))
                }
                // All such subtrees are raised at once: the rest of the pass only looks for more.
                widening.formUnion(overflowing.tops)
                cost[top] = ownPulls(top).sum()
                return
            }
            guard
                let function = component.costFunction(
                    near: natural[top], sampleLimit: solver.limits.componentSamples, collapsesNarrowGaps: !approximating,
                    reusing: &componentSolutions)
            else {
                try unsettle(top)
                return
            }
            componentCosts[top] = component.sharingSystem(with: &componentSolutions)
            var subtree = function
            addTieBreak(top, to: &subtree)
            cost[top] = subtree
            passUp(top)
        }

        /// Where content overflowing `top` would widen it (`SettledSubtrees.Overflowing`): the top
        /// itself, where its container's link can stand in and does not yet (`linked`), else the
        /// nearest view above it whose can; nil where none can.
        func overflowing(_ top: Int, linked: Bool) -> SettledSubtrees.Overflowing? {
            guard let across else { return nil }
            if !linked && across.links[top] != nil { return SettledSubtrees.Overflowing(tops: [top]) }
            return across.widenedUpTo[top].map { SettledSubtrees.Overflowing(tops: [$0]) }
        }

        /// What a pass on the settled axis found that the subtrees' systems read (`SettledAcross`).
        func settledAcross(frames: SolvedFrames, naturals: [SIMD2<Double>?]) -> SettledAcross {
            var found = SettledAcross(naturals: naturals)
            guard let settled else { return found }
            for (top, members) in settled.members {
                found.widths[top] = frames[top, axis].size
                found.links[top] = overflowLink(of: top, frames: frames)
                if found.links[top] == nil {
                    var above = tree.parent[top]
                    while above > 0 && overflowLink(of: above, frames: frames) == nil { above = tree.parent[above] }
                    if above > 0 { found.widenedUpTo[top] = above }
                }
                for member in members {
                    for child in tree.visibleChildren(of: member) where !settled.isMember(child) { found.costs[child] = cost(of: child) }
                }
            }
            return found
        }

        /// What `child`'s container's link asks of its size, where content overflowing the child
        /// would widen it alone: a fill link's pins (§2.2; the child's start pinned firmer than
        /// either), in a container whose own size is held firmer than they are (the root, a fixed
        /// size, a scroll view's content fitted to it, §2.7), so that nothing weaker outside the
        /// child could give way instead. Nil otherwise: a container held by its own pins, weaker
        /// than its content's (§2.2 "runs past the outermost one"), would widen with it.
        private func overflowLink(of child: Int, frames: SolvedFrames) -> ConvexCost? {
            let parent = tree.parent[child]
            guard parent >= 0, let arrangement = arrangements[parent], let pin = arrangement.ownLink(of: child)?.fillPin,
                holdsSize(of: parent, firmerThan: pin.within)
            else { return nil }
            let canvas = frames[parent, axis].size - arrangement.canvasStart - arrangement.canvasEnd
            return .bound(.lessOrEqual, canvas, at: pin.within) + .bound(.greaterOrEqual, canvas, at: pin.reaching)
        }

        /// Whether `view`'s size on this axis is held firmer than `level` whatever its content asks.
        private func holdsSize(of view: Int, firmerThan level: Priority) -> Bool {
            if view == 0 || tree.attributes[view].size.fixed(axis) != nil { return true }
            let parent = tree.parent[view]
            guard parent >= 0, let arrangement = arrangements[parent],
                case .sizeOfContainer(let held, pagesAlong: 0)? = arrangement.ownLink(of: view), held > level
            else { return false }
            return holdsSize(of: parent, firmerThan: level)
        }

        /// The view's own constraints (§2.1) and its intrinsic size held by the hugging and
        /// compression resistance its container gives it (§2.0).
        private func ownPulls(_ index: Int) -> ConvexCost.Pulls {
            // The size constraints alone, not the whole attributes.
            let size = tree.attributes[index].size
            typealias Hold = ConvexCost.Hold
            let aspectPull = index != 0 ? size.aspectRatioPull(on: axis) ?? aspectPulls[index] : nil
            // Kinks: 2 for the size's floor, 3 for the intrinsic size or the collapse, 3 for a
            // leaf's tie-break, and each bound's.
            var capacity = 8
            if size.fixed(axis) != nil { capacity += 3 }
            if size.minimum(axis) != nil { capacity += 2 }
            if size.maximum(axis) != nil { capacity += 1 }
            if aspectPull != nil { capacity += 3 }
            var pulls = ConvexCost.Pulls(capacity: capacity)
            pulls.add(toward: 0, below: Hold(level: Priority.requiredShape), above: nil)
            if let fixed = size.fixed(axis) {
                pulls.add(toward: fixed, below: Hold(level: Priority.requiredFixedSize), above: Hold(level: Priority.requiredFixedSize))
            }
            if let minimum = size.minimum(axis) { pulls.add(toward: minimum, below: Hold(level: Priority.requiredMinimum), above: nil) }
            if let maximum = size.maximum(axis) { pulls.add(toward: maximum, below: nil, above: Hold(level: Priority.requiredMaximum)) }
            if let pull = aspectPull {
                let hold = Hold(level: Priority.requiredShape, weight: pull.weight)
                pulls.add(toward: pull.target, below: hold, above: hold)
            }
            if let intrinsicSize = solver.intrinsic[index][axis] {
                let priorities = contentPriorities(index)
                pulls.add(
                    toward: intrinsicSize, below: Hold(level: Priority.level(priorities.compression)), above: Hold(level: Priority.level(priorities.hugging)))
            } else {
                let hold = Hold(level: LayoutEngine.collapsePriority)
                pulls.add(toward: 0, below: hold, above: hold)
            }
            return pulls
        }

        /// §2.0 ties: a child keeps its natural size (intrinsic, fitting, or 0) below every real
        /// priority, more firmly the earlier it comes, deeper views below shallower ones.
        private func tieBreak(_ index: Int) -> (target: Double, hold: ConvexCost.Hold)? {
            guard let weight = AxisArrangement.tieBreakWeight(
                of: index, on: axis, hasIntrinsicSize: solver.intrinsic[index][axis] != nil, tree: tree)
            else { return nil }
            let target = solver.intrinsic[index][axis] ?? (isContainer[index] ? natural[index] : 0)
            return (target, ConvexCost.Hold(level: tieBreakLevel(index), weight: weight))
        }

        private func tieBreakLevel(_ index: Int) -> Priority {
            AxisArrangement.tieBreakLevel(of: index, depth: solver.depths[index], on: axis, tree: tree)
        }

        /// A container's tie-break (`tieBreak`) added to its subtree's cost in place.
        private func addTieBreak(_ index: Int, to subtree: inout ConvexCost) {
            if let pull = tieBreak(index) { subtree.addPull(toward: pull.target, holding: pull.hold) }
        }

        private func contentPriorities(_ index: Int) -> (hugging: Priority, compression: Priority) {
            let parent = tree.parent[index]
            if parent >= 0, let position = tree.childIndex(of: index),
                let imposed = AxisArrangement.imposedPriorities(
                    by: tree.attributes[parent].layout, on: tree.attributes[index], position: position, axis: axis)
            {
                return imposed
            }
            let defaults = ContentPriorities.classDefaults(for: tree.attributes[index].viewClass, overriddenBy: tree.attributes[index].priorities)
            return (defaults.hugging(axis), defaults.compression(axis))
        }

        /// The least cost of a container's children at each size of the container, with its own
        /// constraints (`own`).
        private mutating func arrangedCost(_ arrangement: AxisArrangement, of container: Int, own: ConvexCost) throws -> ConvexCost {
            // Room for every term at once: its own, the container's, one per child at most, a
            // chain's, a grid's or a baseline row's.
            var terms: [ConvexCost] = []
            terms.reserveCapacity(tree.visibleChildren(of: container).count + 4)
            terms.append(own)
            if let term = arrangement.containerTerm { terms.append(term.cost) }
            switch arrangement.rule {
            case .chain(let chain):
                guard chain.pinsStart && chain.pinsEnd, !chain.members.isEmpty else { break }
                let combined = ConvexCost.convolution(memberCosts(chain, arrangement))
                chainCosts[container] = combined
                let insets = arrangement.canvasStart + arrangement.canvasEnd
                terms.append(Self.onCanvas(combined.held(by: chain.endPin), insets: insets + chain.fixedGapsLength))
            case .independent(let links):
                if let grid = try gridCost(arrangement, links, of: container) {
                    gridCosts[container] = grid
                    appendLinkTerms(links.filter { !grid.rowViews.contains($0.child) }, arrangement, to: &terms)
                    terms.append(Self.onCanvas(grid.canvasCost, insets: arrangement.canvasStart + arrangement.canvasEnd))
                } else {
                    appendLinkTerms(links, arrangement, to: &terms)
                }
                if let row = arrangement.baselineRow {
                    // A child held by a minimum alone is stretched by the group's pull (§2.2): only
                    // the constraints state that row.
                    guard links.allSatisfy({ BaselineRow.keepsItsHeight($0.child, in: tree, intrinsicHeight: solver.intrinsic[$0.child].height) })
                    else { throw BrokenRatios(containers: [(container, axis)]) }
                    // A stack's views carry their own priorities (a row imposes its own, §2.0): one
                    // that hugs or resists below the stack's fit (51) would be stretched by the
                    // group's pull (48) or squeezed by the fit, which only the constraints state.
                    if let fit = row.stackFit {
                        for (child, _) in links where solver.intrinsic[child].height != nil || tree.attributes[child].size.fixed(.vertical) != nil {
                            guard let free = cost(of: child).freeInterval(above: fit), free.lowerBound == free.upperBound
                            else { throw BrokenRatios(containers: [(container, axis)]) }
                        }
                    }
                    terms.append(
                        row.cost(of: baselineGroup(row, links), insets: arrangement.canvasStart + arrangement.canvasEnd, shrinking: shrinkingLevel(links)))
                }
            }
            appendLinkTerms(arrangement.alongside, arrangement, to: &terms)
            return ConvexCost.sum(terms)
        }

        /// A grid whose rows share one chain (§2.2 alignToGrid, `GridCost`), held by the column's
        /// fill or placed at its leading or trailing edge or centre; nil for any other arrangement.
        /// Each row's natural size is its fitting size, as in
        /// a constraint system (§2.2 "Natural (fitting) size"). Throws where the equal widths of the
        /// cells at one position break in a way the rows cannot state (the held cells' position
        /// left with more than one width, a cell's own rule tied with its equality, a weight
        /// group's cell held), or where `GridCost` cannot state the rows: only the constraints
        /// state those (the column and its rows are solved so instead).
        private mutating func gridCost(
            _ arrangement: AxisArrangement, _ links: [(child: Int, link: AxisArrangement.Link)], of column: Int
        ) throws -> GridCost? {
            guard arrangement.gridSharesOneChain, let first = arrangement.gridRows.first,
                let link = links.first(where: { $0.child == first })
            else { return nil }
            // Rows held to the canvas (fill), or each as wide as its cells (leading, trailing, centre).
            let fill: TrailingPin?
            switch link.link {
            case .fill(let pin): fill = pin
            case .fillFromEnd: return nil
            case .start, .end, .centerOnBounds: fill = nil
            case .withinCanvas, .sizeOfContainer, .onBaseline: return nil
            }
            let broken = BrokenRatios(containers: ([column] + arrangement.gridRows).map { ($0, axis) })
            // Approximating, the grid's rows are laid out each on its own instead (not aligned),
            // as other unstated rules are replaced by the nearest stated ones.
            func notStated() throws -> GridCost? {
                if approximating { return nil }
                throw broken
            }
            var rows: [GridCost.Row] = []
            rows.reserveCapacity(arrangement.gridRows.count)
            for row in arrangement.gridRows {
                guard let described = arrangements[row], case .chain(let chain) = described.rule else { return nil }
                natural[row] = solver.fittingSize(of: row, on: axis, described: described, size: naturalSize)
                var own = ownPulls(row).sum()
                addTieBreak(row, to: &own)
                rows.append(GridCost.Row(
                    own: own, members: memberCosts(chain, described),
                    fixedLength: described.canvasStart + described.canvasEnd + chain.fixedGapsLength, endPin: chain.endPin))
            }
            // The cells at each position are held as wide as the first row's (§2.2), above every
            // pin: where their own rules break that, the held ones keep their widths (as a
            // fillEqually stack's views do, `ProportionalGroup.settle`), which the rows state only
            // where the others' width is one size.
            let equal = Array(repeating: 1.0, count: rows.count)
            guard let firstRow = arrangements[first], case .chain(let shape) = firstRow.rule else { return nil }
            for position in rows.first?.members.indices ?? 0..<0 {
                guard let settled = ProportionalGroup.settle(ratios: equal, level: Priority.requiredShape, costs: rows.map { $0.members[position] })
                else { return try notStated() }
                guard settled.held.contains(where: { $0 != nil }) else { continue }
                // A weight group's cells each keep their own equality, not the group's.
                if position < shape.members.count, case .proportional = shape.members[position] { return try notStated() }
                let width = settled.first.lowerBound
                guard settled.first.upperBound - width <= 1e-9 * max(1, abs(width)) else { return try notStated() }
                for (row, size) in settled.held.enumerated() {
                    if let size { rows[row].hold(position, at: size, against: width, level: Priority.requiredShape) }
                }
            }
            if !GridCost.states(rows, heldBy: fill) { return try notStated() }
            // Passed up as a row's cost is (`passUp`): the rows are siblings, one level for all.
            return GridCost(rows, of: arrangement.gridRows, heldBy: fill, keepingLevelsFrom: trims(first) ? tieBreakLevel(first) : nil)
        }

        /// What children placed by their own links cost the container at each of its sizes,
        /// appended to `terms` (written in place: an array of its own, then appended, was two
        /// more allocations for every container).
        private func appendLinkTerms(
            _ links: [(child: Int, link: AxisArrangement.Link)], _ arrangement: AxisArrangement, to terms: inout [ConvexCost]
        ) {
            let insets = arrangement.canvasStart + arrangement.canvasEnd
            for (child, link) in links {
                let own = cost(of: child) + childTerm(arrangement)
                switch link {
                case .fill(let trailing), .fillFromEnd(let trailing): terms.append(Self.onCanvas(own.held(by: trailing), insets: insets))
                case .withinCanvas(_, let level): terms.append(Self.onCanvas(own.held(by: .lessOrEqual, at: level), insets: insets))
                case .sizeOfContainer(let level, _): terms.append(own.held(by: .equal, at: level))
                case .start, .end, .centerOnBounds, .onBaseline: break
                }
            }
        }

        /// Just below the lowest level at which shrinking any of `links`' children below its natural
        /// size costs anything: what a baseline stack shorter than its group breaks at least
        /// (`BaselineRow`), strictly less than it does. At that very level the stack's cost would
        /// tie with a sibling's where its own weaker levels, which the bound leaves out, break the
        /// tie (a baseline group's pull gains as its tallest view shrinks): strictly below, a
        /// parent that would take the stack below its group does, and the constraints solve it.
        private func shrinkingLevel(_ links: [(child: Int, link: AxisArrangement.Link)]) -> Priority {
            var lowest = Priority.required
            for (child, _) in links {
                let own = cost(of: child)
                if let firmest = own.slope(leftOf: own.minimizer).terms.first(where: { $0.amount < 0 }) {
                    lowest = min(lowest, Priority(firmest.level))
                }
            }
            return lowest.lowered(by: 1e-7)
        }

        /// A baseline row's children at their natural heights, around their baseline (`BaselineRow`).
        private func baselineGroup(_ row: BaselineRow, _ links: [(child: Int, link: AxisArrangement.Link)]) -> BaselineRow.Group {
            row.group(heights: links.map { cost(of: $0.child).minimizer }, metrics: links.map { solver.baselineMetrics(of: $0.child) })
        }

        /// A child's cost on the canvas as the container's: moved by the insets around the canvas.
        private static func onCanvas(_ held: consuming ConvexCost, insets: Double) -> ConvexCost {
            held.shift(by: insets)
            return held
        }

        private func childTerm(_ arrangement: AxisArrangement) -> ConvexCost {
            arrangement.childTerm?.cost ?? .zero
        }

        /// Each chain member's cost, in order, and last the spacer guides' where the gaps are
        /// equal (§2.8 equalSpacing).
        private func memberCosts(_ chain: AxisArrangement.Chain, _ arrangement: AxisArrangement) -> [ConvexCost] {
            memberParts(chain, arrangement).costs
        }

        /// Each chain member's cost as a function of the length it takes (`memberCosts`), and per
        /// member the group that shares that length among its views (nil for one child). A loop,
        /// not `map`: a closure calling a method of this pass would copy the pass, every array of
        /// it retained.
        private func memberParts(
            _ chain: AxisArrangement.Chain, _ arrangement: AxisArrangement
        ) -> (costs: [ConvexCost], groups: [ProportionalGroup?]) {
            var costs: [ConvexCost] = []
            var groups: [ProportionalGroup?] = []
            costs.reserveCapacity(chain.members.count + 1)
            groups.reserveCapacity(chain.members.count)
            for member in chain.members {
                switch member {
                case .child(let child):
                    costs.append(cost(of: child) + childTerm(arrangement))
                    groups.append(nil)
                case .proportional(let group, let level, let chained):
                    let shared = proportionalGroup(group, level: level, chained: chained, of: chain, arrangement)
                    costs.append(shared.cost)
                    groups.append(shared)
                }
            }
            if let guides = chain.spacerGuides { costs.append(guides) }
            return (costs, groups)
        }

        /// A group of views in proportion as its chain sizes it (`ProportionalGroup`).
        private func proportionalGroup(
            _ group: [(child: Int, ratio: Double)], level: Priority, chained: Bool, of chain: AxisArrangement.Chain,
            _ arrangement: AxisArrangement
        ) -> ProportionalGroup {
            var costs: [ConvexCost] = []
            costs.reserveCapacity(group.count)
            for part in group { costs.append(cost(of: part.child) + childTerm(arrangement)) }
            return ProportionalGroup(
                group, level: level, chained: chained, costs: costs, firmestPin: chain.firmestLink, pull: chain.weightGroupPull)
        }

        // MARK: Down

        /// `belowSubtrees`: whether to place the views below the subtrees' systems' stand-ins
        /// (`SettledSubtrees`), which those systems place on both axes: on the settled axis, not
        /// until the other axis has placed them.
        mutating func placeDownward(screenLength: Double, into values: inout SolvedFrames, belowSubtrees: Bool = true) throws {
            if !region.contains[0] {
                // The root fills the screen (its size pinned above every other constraint).
                values[0, axis] = .init(start: 0, size: cost(of: 0).minimizer(with: .equal, screenLength, at: Priority.rootFrame))
            }
            // Containers whose ratios break, and below them what their placing left unset.
            var broken: [(container: Int, axis: Axis)] = []
            // Stacks whose closed form did not lay them out at the length given, all of them at
            // once: one thrown at a time cost the mixed 94k screen a whole attempt for each.
            var unsettledStacks: [Int] = []
            var abandoned = Array(repeating: false, count: tree.count)
            var gridLengths: [Int: [Double]] = [:]
            // Containers, and a view its own system widened (a leaf whose ratio its width follows,
            // `ComponentCost.Across.linked`): its system places it across too.
            for index in 0..<tree.count where isContainer[index] || componentCosts[index]?.decidesWidthAcross == true {
                if index > 0, abandoned[tree.parent[index]] {
                    abandoned[index] = true
                    continue
                }
                if !belowSubtrees, let settled, index > 0, settled.isMember(tree.parent[index]), !settled.isMember(index) {
                    abandoned[index] = true
                    continue
                }
                // A stack in closed form (at most one of the two), its views' spans at the length it was given.
                if ownLengthStacks[index] != nil || setLengthStacks[index] != nil {
                    let length = values[index, axis]
                    guard let spans = ownLengthStacks[index]?.spans(in: length) ?? setLengthStacks[index]?.spans(in: length)
                    else {
                        unsettledStacks.append(index)
                        abandoned[index] = true
                        continue
                    }
                    for (child, span) in zip(tree.visibleChildren(of: index), spans) { values[child, axis] = span }
                    continue
                }
                if let component = componentCosts[index] {
                    component.place(values[index, axis], into: &values, reusing: &componentSolutions)
                    continue
                }
                guard let arrangement = arrangements[index] else { continue }
                let span = values[index, axis]
                do {
                    try place(index, arrangement, start: span.start, size: span.size, gridLengths: &gridLengths, into: &values)
                } catch let ratios as BrokenRatios {
                    broken += ratios.containers
                    abandoned[index] = true
                }
            }
            if !unsettledStacks.isEmpty { throw StackAtOwnLength.Unsettled(tops: unsettledStacks) }
            if !broken.isEmpty { throw BrokenRatios(containers: broken) }
        }

        /// `gridLengths`: per row of a grid whose rows share one chain, its members' widths, found
        /// where the grid's column is placed (before its rows).
        private func place(
            _ container: Int, _ arrangement: AxisArrangement, start: Double, size: Double, gridLengths: inout [Int: [Double]],
            into values: inout SolvedFrames
        ) throws {
            func set(_ child: Int, start: Double, size: Double) {
                values[child, axis] = .init(start: start, size: size)
            }
            let canvasStart = start + arrangement.canvasStart
            let canvasLength = size - arrangement.canvasStart - arrangement.canvasEnd
            switch arrangement.rule {
            case .independent(let links):
                if let grid = gridCosts[container] {
                    // The grid's rows, and their cells, as the grid's cost settles them on the
                    // canvas (`GridCost`).
                    let lengths = grid.lengths(onCanvas: canvasLength)
                    for (row, members) in zip(arrangement.gridRows, lengths.members) { gridLengths[row] = members }
                    let settled = Dictionary(uniqueKeysWithValues: zip(arrangement.gridRows, lengths.rows))
                    placeLinks(links, arrangement, start: start, size: size, settled: settled, into: &values)
                } else if let row = arrangement.baselineRow {
                    // At its children's natural heights on one baseline, where the row holds them
                    // (`BaselineRow`); shorter, only its constraints state it.
                    let group = baselineGroup(row, links)
                    guard let tops = row.tops(of: group, start: start, size: size, canvasStart: arrangement.canvasStart, canvasEnd: arrangement.canvasEnd)
                    else { throw BrokenRatios(containers: [(container, axis)]) }
                    for ((child, _), top) in zip(links, tops) { set(child, start: top, size: cost(of: child).minimizer) }
                } else {
                    placeLinks(links, arrangement, start: start, size: size, into: &values)
                }
            case .chain(let chain):
                // A grid's row: its cells as wide as the grid's members (`GridCost`), the same in
                // every row but where a cell is held at its own width, found with the rows' widths.
                // The sizes first, written where the frames go; then each child's start.
                let spacers = try chainSizes(
                    chain, of: container, arrangement, available: canvasLength - chain.fixedGapsLength, lengths: gridLengths[container],
                    into: &values)
                if chain.pinsStart {
                    var position = canvasStart
                    for (offset, child) in chain.order.enumerated() {
                        let childSize = values[child, axis].size
                        set(child, start: position, size: childSize)
                        position += childSize + chain.gap(after: offset, spacers: spacers)
                    }
                } else {
                    var position = canvasStart + canvasLength
                    for (offset, child) in chain.order.enumerated().reversed() {
                        let childSize = values[child, axis].size
                        position -= childSize
                        set(child, start: position, size: childSize)
                        if offset > 0 { position -= chain.gap(after: offset - 1, spacers: spacers) }
                    }
                }
            }
            placeLinks(arrangement.alongside, arrangement, start: start, size: size, into: &values)
        }

        /// Places children by their own links, on the container's canvas; those in `settled` (a
        /// grid's rows) at the size given there.
        private func placeLinks(
            _ links: [(child: Int, link: AxisArrangement.Link)], _ arrangement: AxisArrangement, start: Double, size: Double,
            settled: [Int: Double] = [:], into values: inout SolvedFrames
        ) {
            func set(_ child: Int, start: Double, size: Double) {
                values[child, axis] = .init(start: start, size: size)
            }
            let canvasStart = start + arrangement.canvasStart
            let canvasLength = size - arrangement.canvasStart - arrangement.canvasEnd
            for (child, link) in links {
                let own = settled[child] == nil ? cost(of: child) + childTerm(arrangement) : .zero
                switch link {
                case .fill(let trailing):
                    set(child, start: canvasStart, size: settled[child] ?? own.minimizer(pinnedTo: canvasLength, by: trailing))
                case .fillFromEnd(let leading):
                    let childSize = settled[child] ?? own.minimizer(pinnedTo: canvasLength, by: leading)
                    set(child, start: canvasStart + canvasLength - childSize, size: childSize)
                case .start:
                    set(child, start: canvasStart, size: settled[child] ?? own.minimizer)
                case .end:
                    let childSize = settled[child] ?? own.minimizer
                    set(child, start: canvasStart + canvasLength - childSize, size: childSize)
                case .centerOnBounds:
                    let childSize = settled[child] ?? own.minimizer
                    set(child, start: start + (size - childSize) / 2, size: childSize)
                case .withinCanvas(let placement, let level):
                    let childSize = settled[child] ?? own.minimizer(with: .lessOrEqual, canvasLength, at: level)
                    switch placement {
                    case .start: set(child, start: canvasStart, size: childSize)
                    case .end: set(child, start: canvasStart + canvasLength - childSize, size: childSize)
                    case .center: set(child, start: canvasStart + (canvasLength - childSize) / 2, size: childSize)
                    }
                case .sizeOfContainer(let level, let pagesAlong):
                    set(child, start: start + Double(pagesAlong) * size, size: settled[child] ?? own.minimizer(with: .equal, size, at: level))
                case .onBaseline:
                    // Placed with the row's other children (`place`, `BaselineRow`).
                    break
                }
            }
        }

        /// The size of each child of a chain whose children share `available` (after the fixed
        /// gaps), written to `values` (0 for a child no member sizes), and the spacer guides'
        /// total length where the gaps are equal (else 0).
        /// `lengths`: the members' lengths where they are settled already (a grid's row).
        private func chainSizes(
            _ chain: AxisArrangement.Chain, of container: Int, _ arrangement: AxisArrangement, available: Double, lengths shared: [Double]? = nil,
            into values: inout SolvedFrames
        ) throws -> Double {
            let (costs, groups) = memberParts(chain, arrangement)
            var lengths = shared ?? costs.map(\.minimizer)
            if shared == nil, chain.pinsStart && chain.pinsEnd, !costs.isEmpty {
                let combined = chainCosts[container] ?? ConvexCost.convolution(costs)
                let total = combined.minimizer(pinnedTo: available, by: chain.endPin)
                ConvexCost.share(total, among: costs, startingAt: &lengths)
            }
            // Every group's ratios checked before anything is written: a chain that throws leaves
            // its children's frames as they were. The shares a check proved are the ones written.
            var proven: [Int: [Double]] = [:]
            for (index, ((member, proportions), length)) in zip(zip(chain.members, groups), lengths).enumerated() {
                guard case .proportional(let group, let level, _) = member, let proportions, !approximating, !proportions.isSettled else { continue }
                switch proportions.provenShares(at: length) {
                case .proven(let shares): proven[index] = shares
                case .unproven: throw BrokenRatios(containers: [(tree.parent[group[0].child], axis)])
                case .stated: try checkProportionsHold(group, level: level, total: length, arrangement)
                }
            }
            for child in chain.order { values[child, axis] = .init(start: 0, size: 0) }
            for (index, ((member, proportions), length)) in zip(zip(chain.members, groups), lengths).enumerated() {
                switch member {
                case .child(let child): values[child, axis] = .init(start: 0, size: length)
                case .proportional(let group, _, _):
                    guard let proportions else { continue }
                    let shares = proven[index] ?? proportions.lengths(sharing: length)
                    for (part, size) in zip(group, shares) { values[part.child, axis] = .init(start: 0, size: size) }
                }
            }
            return chain.hasSpacerGuides ? lengths.last ?? 0 : 0
        }

        /// A group sized as one keeps its ratios only while nothing at or above their level pulls
        /// a member away (a weighted view's minimum, an intrinsic size held at 1000 beside
        /// fillEqually's equal sizes): beyond that the whole-document system breaks the ratios or
        /// ties them with what pulls at their level, which this solver states only where the
        /// ratios' level alone decides (`ProportionalGroup`, fillEqually beside fixed sizes). (A pull at the ratios' own level was once left out: a fillEqually stack whose
        /// views' intrinsic sizes, held at 1000, could not all be equal kept them equal.)
        private func checkProportionsHold(
            _ group: [(child: Int, ratio: Double)], level: Priority, total: Double, _ arrangement: AxisArrangement
        ) throws {
            let broken = BrokenRatios(containers: [(tree.parent[group[0].child], axis)])
            let ratios = group.reduce(0) { $0 + $1.ratio }
            // Every level from the ratios' own up (no priority lies within 1e-9 below another).
            let atOrAbove = level.lowered(by: 1e-9)
            // Each member's free interval scaled to the group's length, with the slope beyond each end.
            var lowerEdges: [(position: Double, slopeBeyond: LexCost)] = []
            var upperEdges: [(position: Double, slopeBeyond: LexCost)] = []
            for part in group {
                let own = cost(of: part.child) + childTerm(arrangement)
                guard let free = own.freeInterval(above: atOrAbove) else { throw broken }
                let scale = ratios / part.ratio
                lowerEdges.append((free.lowerBound * scale, own.slope(leftOf: free.lowerBound).above(atOrAbove)))
                upperEdges.append((free.upperBound * scale, own.slope(rightOf: free.upperBound).above(atOrAbove)))
            }
            let lower = lowerEdges.map(\.position).max() ?? -.infinity
            let upper = upperEdges.map(\.position).min() ?? .infinity
            let tolerance = 1e-9 * max(1, abs(total))
            if total > lower + tolerance && total < upper - tolerance { return }
            // On an edge that every member reaches at once with the same slope beyond it (a size
            // of 0 for all), breaking the ratios gains nothing. Where the members can move neither
            // way (both edges at once), the upper edge must be such an edge too: else a member free
            // to grow could take what the others cannot (a weighted view beside one whose maximum
            // width is 0 takes the rest of the row, §2.2).
            func reachedAtOnce(_ edges: [(position: Double, slopeBeyond: LexCost)], at position: Double) -> Bool {
                edges.allSatisfy { abs($0.position - position) <= tolerance && $0.slopeBeyond == edges[0].slopeBeyond }
            }
            let lowerHolds = abs(total - lower) <= tolerance && reachedAtOnce(lowerEdges, at: lower)
            let upperHolds = total < upper - tolerance || reachedAtOnce(upperEdges, at: upper)
            if lowerHolds && upperHolds { return }
            throw broken
        }
    }
}

