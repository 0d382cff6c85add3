/// The two passes of the exact solve on one axis (SEMANTICS.md §2.0): up the tree, each view's
/// cost at every size its container could give it (`ConvexCost`), read from its own description
/// (`AxisArrangement`); down, each child the size and place that minimise its container's cost.
/// Rules stated as systems (the region, components, settled subtrees) stand in with their costs.
extension ExactLayoutSolver {
    /// The two passes on one axis.
    struct AxisPass {
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

        var tree: FlatTree { solver.tree }

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
                // Made once per layout where the stack reads the same (`ClosedFormStacks`), where its
                // form searches its multi-line labels' text widths (`TextWidths`): any other is made
                // in time linear in its views, for less than keeping it costs (a column of 32,000
                // equalCentering stacks: 183 -> 220 MB kept).
                let keeps = arrangement.textWidthShares != nil
                let key = ClosedFormStacks.Key(top: top, axis: axis, ownLength: length == .own)
                let read = ClosedFormStacks.Inputs(
                    canvasInsets: SIMD2(arrangement.canvasStart, arrangement.canvasEnd), intrinsic: intrinsic, costs: costs)
                if length == .set, readBySystem.isEmpty || !readBySystem[top],
                    case .setLength(let made) = ComponentCost.closedForm(key, reading: read, in: tree, keeping: keeps, reusing: &componentSolutions, {
                        .setLength(StackAtSetLength(arrangement, costs: costs, intrinsic: intrinsic))
                    }),
                    let stack = made
                {
                    setLengthStacks[top] = stack
                    var subtree = stack.cost + ownPulls(top).sum()
                    addTieBreak(top, to: &subtree)
                    cost[top] = subtree
                    passUp(top)
                    return
                }
                if length == .own,
                    case .ownLength(let made) = ComponentCost.closedForm(key, reading: read, in: tree, keeping: keeps, reusing: &componentSolutions, {
                        .ownLength(StackAtOwnLength(arrangement, costs: costs, intrinsic: intrinsic))
                    }),
                    let stack = made
                {
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
            let term = childTerm(arrangement)
            for (child, link) in links {
                let own = cost(of: child) + term
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
        func baselineGroup(_ row: BaselineRow, _ links: [(child: Int, link: AxisArrangement.Link)]) -> BaselineRow.Group {
            row.group(heights: links.map { cost(of: $0.child).minimizer }, metrics: links.map { solver.baselineMetrics(of: $0.child) })
        }

        /// A child's cost on the canvas as the container's: moved by the insets around the canvas.
        private static func onCanvas(_ held: consuming ConvexCost, insets: Double) -> ConvexCost {
            held.shift(by: insets)
            return held
        }

        /// The term the container adds to each child's cost (`AxisArrangement.childTerm`): built
        /// once per container by its callers, not once per child.
        func childTerm(_ arrangement: AxisArrangement) -> ConvexCost {
            arrangement.childTerm?.cost ?? .zero
        }

        /// Each chain member's cost, in order, and last the spacer guides' where the gaps are
        /// equal (§2.8 equalSpacing).
        private func memberCosts(_ chain: AxisArrangement.Chain, _ arrangement: AxisArrangement) -> [ConvexCost] {
            // The pass up reads no group: none is kept.
            var groups: [ProportionalGroup?]?
            return memberCosts(chain, arrangement, groups: &groups)
        }

        /// Each chain member's cost as a function of the length it takes (`memberCosts`), and per
        /// member the group that shares that length among its views (nil for one child).
        func memberParts(
            _ chain: AxisArrangement.Chain, _ arrangement: AxisArrangement
        ) -> (costs: [ConvexCost], groups: [ProportionalGroup?]) {
            var groups: [ProportionalGroup?]? = []
            groups?.reserveCapacity(chain.members.count)
            let costs = memberCosts(chain, arrangement, groups: &groups)
            return (costs, groups ?? [])
        }

        /// `memberCosts`, each member's group appended to `groups` where it is not nil (nil for
        /// one child). A loop, not `map`: a closure calling a method of this pass would copy the
        /// pass, every array of it retained.
        private func memberCosts(
            _ chain: AxisArrangement.Chain, _ arrangement: AxisArrangement, groups: inout [ProportionalGroup?]?
        ) -> [ConvexCost] {
            var costs: [ConvexCost] = []
            costs.reserveCapacity(chain.members.count + 1)
            let term = childTerm(arrangement)
            for member in chain.members {
                switch member {
                case .child(let child):
                    costs.append(cost(of: child) + term)
                    groups?.append(nil)
                case .proportional(let group, let level, let chained):
                    let shared = proportionalGroup(group, level: level, chained: chained, of: chain, childTerm: term)
                    costs.append(shared.cost)
                    groups?.append(shared)
                }
            }
            if let guides = chain.spacerGuides { costs.append(guides) }
            return costs
        }

        /// A group of views in proportion as its chain sizes it (`ProportionalGroup`), each
        /// view's cost with the container's `childTerm`.
        private func proportionalGroup(
            _ group: [(child: Int, ratio: Double)], level: Priority, chained: Bool, of chain: AxisArrangement.Chain,
            childTerm term: ConvexCost
        ) -> ProportionalGroup {
            var costs: [ConvexCost] = []
            costs.reserveCapacity(group.count)
            for part in group { costs.append(cost(of: part.child) + term) }
            return ProportionalGroup(
                group, level: level, chained: chained, costs: costs, firmestPin: chain.firmestLink, pull: chain.weightGroupPull)
        }
    }
}
