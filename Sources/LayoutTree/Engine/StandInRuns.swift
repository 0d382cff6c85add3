/// Children of a region's chain that stand in for it one after another, each run as one stand-in
/// (SEMANTICS.md §2.0, §2.2): in a chain whose gaps are exact, nothing but the chain reads a run of
/// outside children on the chain's axis — their positions follow from their sizes, and each
/// size costs what its own subtree's cost says — so the run meets the region only through its
/// total length, whose least cost is its members' costs convolved (`ConvexCost.convolution`).
/// The region then holds one child per run; once solved, the run's length is shared among its
/// members by their costs (`ConvexCost.share`), as the pass down shares a chain's. In a region
/// that joins the axes (aspect ratios and their ancestors) the same holds axis by axis: what joins
/// them is the region's own views' ratios, never an outside child's, so each run's members stand
/// in as one on the chain's axis and one by one on the other.
///
/// A long column under a scroll view whose region holds a few of its sections stood in with every
/// other section: on the benchmark's mixed screens of 23,563 views, 3,188 stand-ins where 1,925 do
/// now (20.0 → 13.4 s, 1.66 → 0.82 GB); in regions that join the axes, the benchmark's mixed
/// screen of 10,000 views (seed 7) took 1.44 s and 219 MB with every child standing in on its own,
/// 0.69 s and 101 MB with runs. A run ends at a weighted child (its group ties its size to others')
/// and at a child whose baseline a container reads (the caller leaves those out).
struct StandInRuns {
    /// One run: its container, its children in order, the exact gaps between them, and their costs.
    struct Run {
        var container: Int
        var children: [Int]
        var gaps: [Double]
        var costs: [ConvexCost]

        /// What the run's length costs: its members' costs convolved, past the gaps between them.
        var cost: ConvexCost {
            var combined = ConvexCost.convolution(costs)
            combined.shift(by: gaps.reduce(0, +))
            return combined
        }
    }

    private(set) var runs: [Run] = []
    /// Each run's cost, by its first child, which stands in for the run.
    private var runCosts: [Int: ConvexCost] = [:]
    /// Each run's other children, which stand in with the first.
    private var laterMembers = Set<Int>()
    /// Per container, its description for the constraints, described once for both uses; where it
    /// holds a run, with the run's first child standing for the whole run (its other children left
    /// out of the chain).
    private(set) var arrangements: [Int: AxisArrangement] = [:]

    /// The runs of at least two outside children in the chains of `containers` on `axis` (a region
    /// on that axis, alone or with the other). `isOutside`: whether a child stands in; `describe`:
    /// a container's description for the constraints; `cost`: a child's cost on `axis`.
    init(
        _ containers: [Int], in tree: FlatTree, isOutside: (Int) -> Bool, describe: (Int) -> AxisArrangement?,
        cost: (Int) -> ConvexCost
    ) {
        for container in containers where !tree.visibleChildren(of: container).isEmpty {
            guard var arrangement = describe(container) else { continue }
            arrangements[container] = arrangement
            guard tree.visibleChildren(of: container).count > 2, case .chain(var chain) = arrangement.rule,
                Self.readsRunsOnlyThroughTheChain(chain, arrangement)
            else { continue }
            // Only plain members can join a run: a proportional group ties its members' sizes.
            let plain = Set(chain.members.compactMap { member -> Int? in if case .child(let child) = member { child } else { nil } })
            var order: [Int] = []
            var gaps: [Double] = []
            var found: [Run] = []
            var run: [Int] = []
            // The position in the chain of the run's first child.
            var runStart = 0
            func closeRun() {
                if run.count > 1 {
                    found.append(
                        Run(container: container, children: run, gaps: Array(chain.gaps[runStart..<runStart + run.count - 1]), costs: run.map(cost)))
                }
                run = []
            }
            for (position, child) in chain.order.enumerated() {
                let joins = isOutside(child) && plain.contains(child)
                if joins && !run.isEmpty {
                    run.append(child)
                } else {
                    closeRun()
                    if position > 0 { gaps.append(chain.gaps[position - 1]) }
                    order.append(child)
                    if joins { (run, runStart) = ([child], position) }
                }
            }
            closeRun()
            guard !found.isEmpty else { continue }
            let left = Set(order)
            chain.members = chain.members.filter { member in if case .child(let child) = member { left.contains(child) } else { true } }
            chain.order = ViewIndices(order)
            chain.gaps = gaps
            arrangement.rule = .chain(chain)
            arrangements[container] = arrangement
            runs += found
            for run in found {
                runCosts[run.children[0]] = run.cost
                laterMembers.formUnion(run.children.dropFirst())
            }
        }
    }

    /// Whether a chain's description reads its members only through the chain: exact gaps between
    /// their edges, no rule on their sizes, no term on each child, no grid, no multi-line labels.
    private static func readsRunsOnlyThroughTheChain(_ chain: AxisArrangement.Chain, _ arrangement: AxisArrangement) -> Bool {
        chain.gapRule == .exact && !chain.gapsBetweenBaselines && chain.sizeRule == nil && chain.weightGroupPull == nil
            && arrangement.childTerm == nil && arrangement.gridRows.isEmpty && arrangement.textWidthShares == nil
    }

    /// What outside `child` stands in with on the runs' axis: its run's cost where it is a run's
    /// first child, its own (`cost`) where it is in no run, nothing where a run's first child
    /// stands for it.
    func standInCost(of child: Int, otherwise cost: () -> ConvexCost) -> ConvexCost? {
        if laterMembers.contains(child) { return nil }
        return runCosts[child] ?? cost()
    }

    /// Each run's members placed within the span the solve gave its first child, each as long as
    /// the run's costs share its length.
    func place(into values: inout SolvedFrames, on axis: Axis) {
        for run in runs {
            let span = values[run.children[0], axis]
            var lengths = run.costs.map(\.minimizer)
            ConvexCost.share(span.size - run.gaps.reduce(0, +), among: run.costs, startingAt: &lengths)
            var start = span.start
            for (position, child) in run.children.enumerated() {
                values[child, axis] = .init(start: start, size: lengths[position])
                start += lengths[position] + (position < run.gaps.count ? run.gaps[position] : 0)
            }
        }
    }
}
