import Foundation

/// Solves large documents container by container, so time grows linearly with the
/// number of views: a bottom-up pass gives every container its natural (fitting) size and
/// the effective hugging and compression of its content (SEMANTICS.md §2.2 "Natural
/// (fitting) size"); a top-down pass then solves each container with its frame fixed and
/// its child containers standing in as leaves with those sizes and priorities.
///
/// Each per-container solve uses the same container algorithms and solver as the exact
/// whole-document solve; what is approximated is how a nested container resists being
/// stretched or squeezed (one priority per direction instead of its whole content).
struct HierarchicalLayoutSolver: Sendable {
    let tree: FlatTree
    let intrinsic: [IntrinsicSize]
    let margins: [EdgeInsets]
    let rightToLeft: Bool
    /// Exact fast paths for rows, columns and fill stacks (FastPaths/); off: the LP everywhere.
    var fastPaths: Bool = HierarchicalLayoutSolver.fastPathsByDefault

    /// Tests compare the fast paths with the LP by switching this off.
    nonisolated(unsafe) static var fastPathsByDefault = true
    /// Ties the priorities leave open in a placed row, column or fill stack are resolved by
    /// the fast paths (`AxisProblem.resolveTie`) instead of the LP, whose vertex among the tied
    /// optima is arbitrary. Tests that compare the fast paths with the LP switch this off.
    nonisolated(unsafe) static var fastPathsResolveTies = true
    /// Large documents are solved on all cores (`SubtreePartition`); tests compare with one.
    var parallel = true
    /// Measures the text baselines of a local problem's views, for containers that align
    /// baselines (nil: no view has a text baseline; each baseline is then its bottom edge).
    var measurer: LeafMeasurer?

    /// Buffers the fast paths reuse from container to container. Each thread works with its
    /// own (`withOwnScratch`), so it is never shared.
    final class Scratch: @unchecked Sendable {
        var axis = AxisScratch()
        let store = AxisTermStore()
        var members: [AxisMember] = []
        var values: [Double] = []
        var gaps: [Double] = []
        /// A container's local solution (natural or placed).
        var local: [Double] = []
        var childBounds: [SizeBound] = []
        var childRanges: [Range<Int>] = []
        var bounds: (horizontal: [SizeBound], vertical: [SizeBound]) = ([], [])
        /// The children's natural sizes on one axis (ties in a placed chain keep them).
        var preferredSizes: [Double] = []
        var boundGroups: [(rank: Int, priority: Double)] = []
        var groupMembers: [SizeBound] = []
        /// Priorities' descriptions (the summaries' order of bounds), made once per priority:
        /// documents use a handful; past `describedLimit` the rest are made each time.
        private var descriptions: [(priority: Double, text: String)] = []
        private static let describedLimit = 32

        func description(of priority: Double) -> String {
            if let known = descriptions.first(where: { $0.priority == priority }) { return known.text }
            let text = priority.description
            if descriptions.count < Self.describedLimit { descriptions.append((priority, text)) }
            return text
        }
    }
    private(set) var scratch = Scratch()

    struct SizeBound {
        var relation: Relation
        var value: Double
        var priority: Double

        func shifted(by offset: Double) -> SizeBound { SizeBound(relation: relation, value: value + offset, priority: priority) }
    }

    /// Aligned grids (alignToGrid, §2.2): cell k of each row is as wide as cell k of the row
    /// before, so a grid column and its rows are solved as one group. Grid column → its rows.
    private(set) var gridRows: [Int: [Int]] = [:]
    /// The rows of those grids, whose cells their grid column places.
    private(set) var rowsInGrids: Set<Int> = []

    func solve(screen: Screen) -> [Double] {
        let (solver, containers) = withGrids()
        return solver.solve(containers, screen: screen)
    }

    /// Every container's natural (fitting) size, from the bottom-up pass alone (nil for views
    /// that lay out no children): the sizes the whole-document solve keeps in a tie.
    func naturalSizes() -> [SIMD2<Double>?] {
        let (solver, containers) = withGrids()
        let summaries = ContainerSummaries(viewCount: tree.count, stores: 1)
        for container in containers.reversed() { solver.summarise(container, into: summaries, store: 0) }
        return (0..<tree.count).map { index in
            summaries.naturalSolution(of: index).map { SIMD2($0[$0.startIndex + 1], $0[$0.startIndex + 3]) }
        }
    }

    /// This solver with its grids found, and the containers it solves, parents first.
    private func withGrids() -> (HierarchicalLayoutSolver, [Int]) {
        let containers = containersTopDown()
        var solver = self
        (solver.gridRows, solver.rowsInGrids) = Self.grids(among: containers, in: tree)
        return (solver, containers)
    }

    /// The grid columns among `containers` and their rows. A grid with a row split into blocks
    /// (more than `LargeContainerSplitter.blockSize` cells) is left to the per-row solve, which
    /// does not align its columns: its blocks are not its cells.
    private static func grids(among containers: [Int], in tree: FlatTree) -> (rows: [Int: [Int]], allRows: Set<Int>) {
        var rowsOfGrid: [Int: [Int]] = [:], allRows: Set<Int> = []
        for container in containers {
            guard case .box(let box) = tree.attributes[container].layout, box.alignToGrid, box.axis == .vertical else { continue }
            let rows = BoxLayoutAlgorithm.gridRows(among: tree.visibleChildren(of: container), in: tree)
            guard rows.count > 1, rows.allSatisfy({ tree.childrenAsWritten[$0] == nil }) else { continue }
            rowsOfGrid[container] = rows
            allRows.formUnion(rows)
        }
        return (rowsOfGrid, allRows)
    }

    /// The views a container's solve decides, after the container itself: its visible
    /// children, then, for a grid, every cell of its rows as written (hidden ones included,
    /// since they keep their place in the grid's columns, §5.6).
    private func solvedViews(of container: Int) -> [Int] {
        let children = tree.visibleChildren(of: container)
        guard let rows = gridRows[container] else { return children }
        return children + rows.flatMap { tree.children[$0] }
    }

    private func solve(_ containers: [Int], screen: Screen) -> [Double] {
        let partition = partition(containers)
        let summaries = ContainerSummaries(viewCount: tree.count, stores: partition.subtrees.count + 1)
        // Bottom-up: the subtrees in parallel (store k + 1 for subtree k), then the top (store 0).
        DispatchQueue.concurrentPerform(iterations: partition.subtrees.count) { index in
            let worker = withOwnScratch()
            for container in partition.subtrees[index].reversed() { worker.summarise(container, into: summaries, store: index + 1) }
        }
        for container in partition.top.reversed() { summarise(container, into: summaries, store: 0) }
        // Top-down: the top, then the subtrees in parallel; each container writes only its
        // own children's values, so no two tasks write the same memory.
        var values = [Double](repeating: 0, count: tree.count * 4)
        values[1] = screen.width
        values[3] = screen.height
        values.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let values = buffer  // disjoint writes, see above
            for container in partition.top { place(container, into: values, summaries) }
            DispatchQueue.concurrentPerform(iterations: partition.subtrees.count) { index in
                let worker = withOwnScratch()
                for container in partition.subtrees[index] { worker.place(container, into: values, summaries) }
            }
        }
        return values
    }

    /// Documents with fewer containers than this are solved on one thread.
    static let parallelThreshold = 1_000

    private func partition(_ containers: [Int]) -> SubtreePartition {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // The fast-path counters of the tests are not shared safely between threads.
        guard parallel, cores > 1, containers.count >= Self.parallelThreshold, !Self.countFastPaths else {
            return SubtreePartition(serial: containers)
        }
        var isContainer = [Bool](repeating: false, count: tree.count)
        for container in containers { isContainer[container] = true }
        return SubtreePartition(containers: containers, isContainer: isContainer, children: { tree.children[$0] }, parts: cores * 4)
    }

    /// A copy of this solver with buffers of its own, for another thread.
    private func withOwnScratch() -> HierarchicalLayoutSolver {
        var copy = self
        copy.scratch = Scratch()
        return copy
    }

    /// Solves the children of `container` inside its decided frame.
    private func place(_ container: Int, into values: UnsafeMutableBufferPointer<Double>, _ summaries: ContainerSummaries) {
        // A grid's row: the grid column placed its cells.
        if !rowsInGrids.isEmpty && rowsInGrids.contains(container) { return }
        let frame = SIMD4(values[container * 4], values[container * 4 + 1], values[container * 4 + 2], values[container * 4 + 3])
        // At its natural size a container's own solve already holds the answer: the
        // pins of the full problem are met by it, so nothing needs solving again.
        let natural = summaries.naturalSolution(of: container)
        if let natural, abs(natural[natural.startIndex + 1] - frame[1]) < 1e-9, abs(natural[natural.startIndex + 3] - frame[3]) < 1e-9 {
            for (localIndex, child) in solvedViews(of: container).enumerated() where tree.participates[child] {
                let base = natural.startIndex + (localIndex + 1) * 4, origin = natural.startIndex
                values[child * 4] = frame[0] + natural[base] - natural[origin]
                values[child * 4 + 1] = natural[base + 1]
                values[child * 4 + 2] = frame[2] + natural[base + 2] - natural[origin + 2]
                values[child * 4 + 3] = natural[base + 3]
            }
            return
        }
        // The axis left to the LP when the fast paths solved the other one (nil: both or neither).
        var lpAxis: Axis?
        if fastPaths {
            let children = tree.visibleChildren(of: container)
            var solved: [Double] = []
            swap(&solved, &scratch.local)
            defer { swap(&solved, &scratch.local) }
            let solvedAxes = fastPlaced(container, children, frame: frame, natural: natural, summaries, into: &solved)
            for axis in Axis.allCases where solvedAxes[axis] {
                let startOffset = axis == .horizontal ? 0 : 2
                for (localIndex, child) in children.enumerated() {
                    values[child * 4 + startOffset] = solved[(localIndex + 1) * 4 + startOffset]
                    values[child * 4 + startOffset + 1] = solved[(localIndex + 1) * 4 + startOffset + 1]
                }
            }
            if solvedAxes.both { return }
            if solvedAxes.horizontal || solvedAxes.vertical { lpAxis = solvedAxes.horizontal ? .vertical : .horizontal }
        }
        let local = localProblem(container, summaries)
        var constraints = local.context.constraints.constraints
        if let axis = lpAxis {
            // The axes are separate problems unless a constraint joins them (then all are solved):
            // the other axis's constraints would only be solved to be thrown away.
            if let onAxis = Self.constraints(constraints, on: axis) { constraints = onAxis } else { lpAxis = nil }
        }
        // The container's frame is decided: substitute it, so each child's cross axis
        // (and each axis) is solved on its own.
        let solved = LexicographicSolver().solve(
            variableCount: local.context.constraints.variableCount, constraints: constraints,
            fixed: [0: frame[0], 1: frame[1], 2: frame[2], 3: frame[3]])
        for (localIndex, child) in local.views.enumerated() where tree.participates[child] {
            for offset in 0..<4 where lpAxis.map({ ($0 == .horizontal) == (offset < 2) }) ?? true {
                values[child * 4 + offset] = solved[(localIndex + 1) * 4 + offset]
            }
        }
    }

    /// The constraints whose variables are all on `axis` (variables 4k, 4k + 1 horizontal, 4k + 2,
    /// 4k + 3 vertical), or nil when one of them joins the two axes.
    private static func constraints(_ constraints: [LinearConstraint], on axis: Axis) -> [LinearConstraint]? {
        var result: [LinearConstraint] = []
        for constraint in constraints {
            let axes = constraint.expression.terms.map { $0.variable.index % 4 < 2 }
            guard let first = axes.first else { continue }
            guard axes.allSatisfy({ $0 == first }) else { return nil }
            if first == (axis == .horizontal) { result.append(constraint) }
        }
        return result
    }

    /// Bounds defended at the same priority add up; keeping every one would let summaries
    /// grow with the subtree. Keep, per relation and priority, the few that bind first.
    static let boundsPerLevel = 4

    private func mostBinding(_ bounds: [SizeBound]) -> [SizeBound] {
        // Groups of one relation and priority, ordered by their textual key "\(relation)\(priority)"
        // (the order this has always had): relation names compare as equal < greaterOrEqual <
        // lessOrEqual, then the priorities' descriptions, which each thread keeps once made.
        func rank(_ relation: Relation) -> Int {
            switch relation {
            case .equal: return 0
            case .greaterOrEqual: return 1
            case .lessOrEqual: return 2
            }
        }
        var groups: [(rank: Int, priority: Double)] = []
        swap(&groups, &scratch.boundGroups)
        defer { swap(&groups, &scratch.boundGroups) }
        groups.removeAll(keepingCapacity: true)
        for bound in bounds where !groups.contains(where: { $0.rank == rank(bound.relation) && $0.priority == bound.priority }) {
            groups.append((rank(bound.relation), bound.priority))
        }
        if groups.count > 1 {
            // The buffers alone: a closure reading `scratch` through `self` would copy the solver.
            let scratch = self.scratch
            groups.sort { $0.rank != $1.rank ? $0.rank < $1.rank : scratch.description(of: $0.priority) < scratch.description(of: $1.priority) }
        }
        var result: [SizeBound] = []
        result.reserveCapacity(min(bounds.count, groups.count * Self.boundsPerLevel))
        var members: [SizeBound] = []
        swap(&members, &scratch.groupMembers)
        defer { swap(&members, &scratch.groupMembers) }
        for group in groups {
            members.removeAll(keepingCapacity: true)
            for bound in bounds where rank(bound.relation) == group.rank && bound.priority == group.priority { members.append(bound) }
            // Stable: equal values keep their first-seen order.
            members.sort { $0.relation == .greaterOrEqual ? $0.value > $1.value : $0.value < $1.value }
            result += members.prefix(Self.boundsPerLevel)
        }
        return result
    }

    /// The views that lay out children taking part in layout, parents first.
    private func containersTopDown() -> [Int] {
        topDownOrder().filter { index in tree.participates[index] && !tree.visibleChildren(of: index).isEmpty }
    }

    /// Parents before children (the tree may hold blocks appended after their members).
    private func topDownOrder() -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(tree.count)
        var stack = [0]
        while let index = stack.popLast() {
            order.append(index)
            stack.append(contentsOf: tree.children[index].reversed())
        }
        return order
    }

    private struct LocalProblem {
        var context: LayoutContext
        /// The views after the container, in the local problem's order (`solvedViews`).
        var views: [Int]
    }

    /// The container and its visible children; child containers (which have no intrinsic
    /// size, like in UIKit) carry their summaries' bounds instead. A grid's rows are solved
    /// with it, their cells as leaves.
    private func localProblem(_ container: Int, _ summaries: ContainerSummaries) -> LocalProblem {
        let children = tree.visibleChildren(of: container)
        let rows = Set(gridRows[container] ?? [])
        let nested = children.enumerated().filter { rows.contains($0.element) }.map { position, row in
            (position: position, children: tree.children[row].map { (node: tree.nodes[$0], participates: tree.participates[$0]) })
        }
        let views = solvedViews(of: container)
        let local = FlatTree(container: tree.nodes[container], children: children.map { tree.nodes[$0] }, nested: nested)
        var context = LayoutContext(
            tree: local, constraints: ConstraintSet(viewCount: local.count),
            priorities: local.nodes.map(ContentPriorities.classDefaults),
            intrinsic: [intrinsic[container]] + views.map { intrinsic[$0] },
            margins: [margins[container]] + views.map { margins[$0] }, rightToLeft: rightToLeft)
        // Baselines are read only by the containers that align them; a child container's come
        // from its natural solution (its text is not in the local problem).
        let arranged = [0] + nested.map { $0.position + 1 }
        if let measurer, arranged.contains(where: { Self.alignsBaselines(local.nodes[$0].layout) }) {
            context.baselineMetrics = local.nodes.map { BaselineMetrics.of($0, measurer: measurer, wrapWidth: nil) }
            for (localIndex, view) in views.enumerated() where summaries.has(view) {
                if let first = naturalBaseline(of: view, last: false, summaries, measurer),
                    let last = naturalBaseline(of: view, last: true, summaries, measurer)
                {
                    context.baselineOffsets[localIndex + 1] = (first, last)
                }
            }
        } else {
            context.baselineMetrics = Array(repeating: nil, count: local.count)
        }
        for index in arranged { context.arrangeChildren(of: index) }
        for index in 0..<local.count where local.participates[index] { context.addOwnConstraints(of: index) }
        // Every leaf of the local problem carries its summary; a grid's rows are solved here instead.
        let solvedRows = Set(nested.map(\.position))
        for (localIndex, view) in views.enumerated() where local.participates[localIndex + 1] && !solvedRows.contains(localIndex) {
            for axis in Axis.allCases {
                for bound in summaries.bounds(of: view, axis) {
                    context.constraints.add(
                        context.constraints.size(localIndex + 1, axis), bound.relation, bound.value,
                        priority: bound.priority)
                }
            }
        }
        return LocalProblem(context: context, views: views)
    }

    /// How far below a container's top its first (last) baseline lies at its natural size: the
    /// baseline of its first (last) visible child, down to a view with text, or the bottom edge
    /// of one without (as `LayoutContext.baseline` descends in the whole document). Nil when
    /// the container has no natural solution.
    private func naturalBaseline(of container: Int, last: Bool, _ summaries: ContainerSummaries, _ measurer: LeafMeasurer) -> Double? {
        var current = container, offset = 0.0, height: Double?
        while true {
            if let height, let metrics = BaselineMetrics.of(tree.nodes[current], measurer: measurer, wrapWidth: nil) {
                // Text is centred in a frame taller than the text (§3.1).
                return offset + height / 2 + ((last ? metrics.lastAscent : metrics.firstAscent) - metrics.textHeight / 2)
            }
            let children = tree.visibleChildren(of: current)
            guard let natural = summaries.naturalSolution(of: current), let position = last ? children.indices.last : children.indices.first else {
                return height.map { offset + $0 }
            }
            offset += natural[natural.startIndex + (position + 1) * 4 + 2] - natural[natural.startIndex + 2]
            height = natural[natural.startIndex + (position + 1) * 4 + 3]
            current = children[position]
        }
    }

    /// A child's bound as its container passes it on: held through the container's edges, it
    /// is never firmer than the container's own trailing edge, which gives way first when
    /// content cannot fit (the exact solve puts deeper trailing edges below shallower ones).
    private static func throughEdges(_ bound: SizeBound) -> SizeBound {
        SizeBound(relation: bound.relation, value: bound.value, priority: min(bound.priority, innerTrailingEdge))
    }

    /// A child container's own trailing edge, one level below its parent's.
    static let innerTrailingEdge = Priority.requiredTrailingEdge(depth: 1)

    /// Containers whose constraints read their children's text baselines.
    private static func alignsBaselines(_ layout: ContainerLayout) -> Bool {
        switch layout {
        case .box(let box): return box.alignToBaseline
        case .stack(let stack):
            return stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
                || (stack.baselineRelativeArrangement && stack.axis == .vertical)
        default: return false
        }
    }

    private func summarise(_ container: Int, into summaries: ContainerSummaries, store: Int) {
        let children = tree.visibleChildren(of: container)
        var solved: [Double] = []
        swap(&solved, &scratch.local)
        defer { swap(&solved, &scratch.local) }
        var localPriorities: [ContentPriorities]? = nil  // nil: rows, columns and stacks (`localPriority`)
        let solvedByFastPath = fastPaths && fastNatural(container, children, summaries, into: &solved)
        if !solvedByFastPath {
            let local = localProblem(container, summaries)
            solved = LexicographicSolver().solve(
                variableCount: local.context.constraints.variableCount, constraints: local.context.constraints.constraints)
            localPriorities = local.context.priorities
        }
        let localCount = children.count + 1
        let everyChild = 1..<localCount  // local indices of the children (0 is the container)
        var axisBounds: (horizontal: [SizeBound], vertical: [SizeBound]) = ([], [])
        swap(&axisBounds, &scratch.bounds)
        defer { swap(&axisBounds, &scratch.bounds) }
        // Every child's own bounds on one axis, in one buffer (child k at `childRanges[k - 1]`),
        // computed once and only for the containers whose summary reads them; the buffers are
        // the solver's, reused from container to container.
        var childBuffer: [SizeBound] = [], childRanges: [Range<Int>] = []
        swap(&childBuffer, &scratch.childBounds)
        swap(&childRanges, &scratch.childRanges)
        defer {
            swap(&childBuffer, &scratch.childBounds)
            swap(&childRanges, &scratch.childRanges)
        }
        for axis in Axis.allCases {
            let sizeOffset = axis == .horizontal ? 1 : 3
            let natural = solved[sizeOffset]
            var bounds: [SizeBound] = []
            if axis == .horizontal { swap(&bounds, &axisBounds.horizontal) } else { swap(&bounds, &axisBounds.vertical) }
            defer { if axis == .horizontal { swap(&bounds, &axisBounds.horizontal) } else { swap(&bounds, &axisBounds.vertical) } }
            bounds.removeAll(keepingCapacity: true)
            var computed = false
            func computeChildBounds() {
                guard !computed else { return }
                computed = true
                childBuffer.removeAll(keepingCapacity: true)
                childRanges.removeAll(keepingCapacity: true)
                for localIndex in 1..<localCount {
                    let start = childBuffer.count
                    appendOwnBounds(ofChild: localIndex, into: &childBuffer)
                    childRanges.append(start..<childBuffer.count)
                }
            }
            /// A child's own bounds: its intrinsic size held by its priorities, or its summary.
            func appendOwnBounds(ofChild localIndex: Int, into bounds: inout [SizeBound]) {
                let child = children[localIndex - 1]
                let sizing = tree.attributes[child].size
                if let fixed = sizing.fixed(axis) {
                    bounds.append(SizeBound(relation: .lessOrEqual, value: fixed, priority: Priority.requiredFixedSize))
                    bounds.append(SizeBound(relation: .greaterOrEqual, value: fixed, priority: Priority.requiredFixedSize))
                }
                if let minimum = sizing.minimum(axis) {
                    bounds.append(SizeBound(relation: .greaterOrEqual, value: minimum, priority: Priority.requiredMinimum))
                }
                if let maximum = sizing.maximum(axis) {
                    bounds.append(SizeBound(relation: .lessOrEqual, value: maximum, priority: Priority.requiredMaximum))
                }
                if summaries.has(child) {
                    bounds.append(contentsOf: summaries.bounds(of: child, axis))
                    return
                }
                guard let size = intrinsic[child][axis] else { return }
                let priorities =
                    localPriorities.map { ($0[localIndex].hugging(axis), $0[localIndex].compression(axis)) }
                    ?? localPriority(container, child: child, axis)
                bounds.append(SizeBound(relation: .lessOrEqual, value: size, priority: Priority.level(priorities.0)))
                bounds.append(SizeBound(relation: .greaterOrEqual, value: size, priority: Priority.level(priorities.1)))
            }
            /// Every child follows the container: the container inherits all their bounds.
            func following(_ indices: some Sequence<Int>) {
                computeChildBounds()
                for localIndex in indices {
                    let offset = natural - solved[localIndex * 4 + sizeOffset]
                    for bound in childBuffer[childRanges[localIndex - 1]] { bounds.append(Self.throughEdges(bound.shifted(by: offset))) }
                }
            }
            /// The container holds its widest children without making them follow it: narrowing it
            /// narrows them, against their own lower bounds (never beyond the size they have,
            /// since a wider container would not widen them).
            func holdingWidest() {
                computeChildBounds()
                let widest = everyChild.lazy.map { solved[$0 * 4 + sizeOffset] }.max() ?? 0
                for localIndex in everyChild where solved[localIndex * 4 + sizeOffset] >= widest - 1e-9 {
                    let size = solved[localIndex * 4 + sizeOffset], offset = natural - size
                    for bound in childBuffer[childRanges[localIndex - 1]] where bound.relation == .greaterOrEqual {
                        bounds.append(Self.throughEdges(SizeBound(relation: .greaterOrEqual, value: min(bound.value, size) + offset, priority: bound.priority)))
                    }
                }
            }
            /// One child absorbs a change: the weakest defence in each direction decides.
            func chain(growthOnly: Bool = false) {
                computeChildBounds()
                guard !childBuffer.isEmpty else { return }
                for relation in [Relation.lessOrEqual, .greaterOrEqual] where !growthOnly || relation == .greaterOrEqual {
                    // Per child the weakest bound in this direction (0: none); then the weakest child.
                    var weakest = Double.infinity
                    for range in childRanges {
                        var childWeakest = Double.infinity
                        for bound in childBuffer[range] where bound.relation == relation { childWeakest = min(childWeakest, bound.priority) }
                        weakest = min(weakest, childWeakest == .infinity ? 0 : childWeakest)
                    }
                    if weakest > 0, weakest != .infinity {
                        bounds.append(Self.throughEdges(SizeBound(relation: relation, value: natural, priority: weakest)))
                    }
                }
            }
            switch tree.attributes[container].layout {
            case .none, .scroll:
                break
            case .box(let box):
                if box.axis == axis {
                    if box.alignment(on: axis) == .fill { chain() }
                } else if box.alignToBaseline {
                    // A baseline-aligned row hugs its group just above default-low (§2.2) and
                    // holds its children, which resist squeezing with their own lower bounds.
                    bounds.append(SizeBound(relation: .lessOrEqual, value: natural, priority: Priority.defaultLow + 1))
                    holdingWidest()
                } else if box.alignment(on: axis) == .fill {
                    following(everyChild)
                }
            case .stack(let stack):
                if stack.axis == axis {
                    switch stack.distribution {
                    case .fill: chain()
                    case .fillEqually, .fillProportionally: following(everyChild)
                    case .equalSpacing, .equalCentering:
                        chain(growthOnly: true)
                        bounds.append(SizeBound(relation: .lessOrEqual, value: natural, priority: StackViewLayoutAlgorithm.fittingPriority))
                    }
                } else if stack.alignment == .fill {
                    following(everyChild)
                } else {
                    bounds.append(SizeBound(relation: .lessOrEqual, value: natural, priority: StackViewLayoutAlgorithm.fittingPriority))
                    // Its canvas holds its views (§2.8): the widest resist its narrowing.
                    holdingWidest()
                }
            case .anchor:
                following(everyChild.lazy.filter { index in
                    let anchor = tree.attributes[children[index - 1]].anchor
                    if axis == .vertical { return anchor.contains(.top) && anchor.contains(.bottom) }
                    return (anchor.contains(.left) || anchor.contains(.leading)) && (anchor.contains(.right) || anchor.contains(.trailing))
                })
            case .rootView, .layer:
                following(everyChild)
            case .buttonContent:
                bounds.append(SizeBound(relation: .lessOrEqual, value: natural, priority: Priority.requiredShape))
                bounds.append(SizeBound(relation: .greaterOrEqual, value: natural, priority: Priority.requiredShape))
            }
            if bounds.count > 2 * Self.boundsPerLevel { bounds = mostBinding(bounds) }
        }
        summaries.add(container, store: store, natural: solved, horizontal: axisBounds.horizontal, vertical: axisBounds.vertical)
    }
}
