/// Exact fast paths of the per-container solve (rows, columns and fill stacks): each axis of
/// such a container is a one-dimensional lexicographic problem once positions are eliminated,
/// solved here without building constraints. Anything not covered (weights, baselines, grids,
/// aspect ratios, other distributions and alignments, non-unique optima) returns false and
/// the LP decides.
extension HierarchicalLayoutSolver {
    /// Coverage counters for tests: [natural tried, natural solved, placed tried, placed solved].
    nonisolated(unsafe) static var fastPathCounts = [0, 0, 0, 0]
    nonisolated(unsafe) static var countFastPaths = false

    private func count(_ slot: Int, _ hit: Bool) {
        guard Self.countFastPaths else { return }
        Self.fastPathCounts[slot] += 1
        if hit { Self.fastPathCounts[slot + 1] += 1 }
    }
    /// The shape of a covered container on its two axes.
    struct FastShape {
        var main: Axis
        var startPin: Bool
        var endPin: Bool
        var startInset: Double
        var endInset: Double
        /// The gaps between neighbours, added up (each one is in the scratch's `gaps`).
        var gapTotal: Double
        var cross: BoxAlignment
        var crossStartInset: Double
        var crossEndInset: Double
        var isBox: Bool
        /// Children (by position) whose main sizes follow their weights.
        var weighted: [(member: Int, weight: Double)] = []
    }

    /// The shape of `container`, or nil when no fast path covers it; the gaps between its
    /// children go to `gaps`.
    func fastShape(_ container: Int, _ children: [Int], gaps: inout [Double]) -> FastShape? {
        let node = tree.attributes[container]
        if node.size.aspectRatio != nil { return nil }
        for child in children where tree.attributes[child].size.aspectRatio != nil { return nil }
        let m = margins[container]
        switch node.layout {
        case .box(let box):
            guard !box.alignToBaseline, !box.alignToGrid else { return nil }
            let main = box.axis, cross = main.cross
            // Weight ratios tie two or more weighted children (an explicit size opts out).
            var weighted: [(member: Int, weight: Double)] = []
            for (index, child) in children.enumerated() {
                guard let weight = tree.attributes[child].weight, tree.attributes[child].size.fixed(main) == nil else { continue }
                guard weight > 0 else { return nil }
                weighted.append((index, weight))
            }
            if weighted.count < 2 { weighted = [] }
            let alignment = box.alignment(on: main)
            gaps.removeAll(keepingCapacity: true)
            for (previous, next) in zip(children, children.dropFirst()) {
                gaps.append(box.spacing + tree.attributes[previous].spacing.after(main) + tree.attributes[next].spacing.before(main))
            }
            return FastShape(
                main: main, startPin: alignment != .end, endPin: alignment != .start,
                startInset: main == .horizontal ? m.left : m.top, endInset: main == .horizontal ? m.right : m.bottom,
                gapTotal: gaps.reduce(0, +), cross: box.alignment(on: cross),
                crossStartInset: cross == .horizontal ? m.left : m.top, crossEndInset: cross == .horizontal ? m.right : m.bottom,
                isBox: true, weighted: weighted)
        case .stack(let stack):
            guard stack.distribution == .fill, stack.alignment == .fill else { return nil }
            if stack.baselineRelativeArrangement && stack.axis == .vertical { return nil }
            let main = stack.axis, cross = main.cross
            let relative = stack.layoutMarginsRelativeArrangement
            func before(_ axis: Axis) -> Double { relative ? (axis == .horizontal ? m.left : m.top) : 0 }
            func after(_ axis: Axis) -> Double { relative ? (axis == .horizontal ? m.right : m.bottom) : 0 }
            gaps.removeAll(keepingCapacity: true)
            for child in children.dropLast() { gaps.append(tree.attributes[child].customSpacing ?? stack.spacing) }
            return FastShape(
                main: main, startPin: true, endPin: true, startInset: before(main), endInset: after(main),
                gapTotal: gaps.reduce(0, +), cross: .fill,
                crossStartInset: before(cross), crossEndInset: after(cross), isBox: false)
        default:
            return nil
        }
    }

    /// Hugging and compression of a view on one axis as the local problem of `container`
    /// sees it (`child` nil: the container itself): UIKit's class defaults and the markup's
    /// own values (`ContentPriorities.classDefaults`), then what a row or column imposes on
    /// its children (§2.2 table; `BoxLayoutAlgorithm`). Rows, columns and stacks only.
    func localPriority(_ container: Int, child: Int?, _ axis: Axis) -> (hugging: Double, compression: Double) {
        if let child, case .box(let box) = tree.attributes[container].layout {
            if axis == box.axis {
                return tree.attributes[child].weight != nil ? (250, 250) : (750, 1000)
            }
            return box.alignment(on: axis) == .fill ? (250, 750) : (1000, 1000)
        }
        let node = tree.attributes[child ?? container]
        let hugging = ContentPriorities.defaultHugging(of: node.viewClass, axis)
        return (node.priorities.hugging(axis) ?? hugging, node.priorities.compression(axis) ?? 750)
    }

    /// Appends the terms `addOwnConstraints` and the summaries put on one view's size to the
    /// store (negated for the container of a chain, which stands on the other side of the sum),
    /// and returns that view's member.
    func appendMember(
        _ view: Int, childIndex: Int?, _ axis: Axis, _ priorities: (hugging: Double, compression: Double), _ summaries: ContainerSummaries,
        negated: Bool = false, to store: AxisTermStore
    ) -> AxisMember {
        let start = store.count
        func add(_ term: AxisTerm) { store.append(negated ? term.negated() : term) }
        let sizing = tree.attributes[view].size
        if let fixed = sizing.fixed(axis) { add(AxisTerm(relation: .equal, value: fixed, priority: Priority.requiredFixedSize)) }
        if let minimum = sizing.minimum(axis) {
            add(AxisTerm(relation: .greaterOrEqual, value: minimum, priority: Priority.requiredMinimum))
        }
        if let maximum = sizing.maximum(axis) {
            add(AxisTerm(relation: .lessOrEqual, value: maximum, priority: Priority.requiredMaximum))
        }
        add(AxisTerm(relation: .greaterOrEqual, value: 0, priority: Priority.requiredShape))
        if let size = intrinsic[view][axis] {
            add(AxisTerm(relation: .greaterOrEqual, value: size, priority: Priority.level(priorities.compression)))
            add(AxisTerm(relation: .lessOrEqual, value: size, priority: Priority.level(priorities.hugging)))
            if let childIndex {
                add(AxisTerm(relation: .equal, value: size, priority: Priority.tieBreak, weight: Priority.tieBreakWeight(childIndex: childIndex)))
            }
        } else {
            add(AxisTerm(relation: .equal, value: 0, priority: LayoutEngine.collapsePriority))
        }
        summaries.forEachBound(of: view, axis) { bound in
            add(AxisTerm(relation: bound.relation, value: bound.value, priority: bound.priority))
        }
        return store.member(from: start)
    }

    /// A view with no size of its own on `axis`: no width/height, minimum, maximum, intrinsic
    /// size or summary, so only "not negative" and the collapse below every priority hold it.
    private func isFree(_ view: Int, _ axis: Axis, _ summaries: ContainerSummaries) -> Bool {
        let sizing = tree.attributes[view].size
        return sizing.fixed(axis) == nil && sizing.minimum(axis) == nil && sizing.maximum(axis) == nil && intrinsic[view][axis] == nil
            && !summaries.has(view)
    }

    /// What a plain child settles at alone on `axis`, or nil when it is not plain. Plain: no
    /// size attributes or summary, and priorities below the edges' level, so above that level
    /// only "not negative" holds it and alone it ends at its intrinsic size (0 without one:
    /// the collapse); its terms need not be built or solved for either.
    private func plainSize(of child: Int, in container: Int, _ axis: Axis, _ summaries: ContainerSummaries) -> Double? {
        let sizing = tree.attributes[child].size
        guard sizing.fixed(axis) == nil, sizing.minimum(axis) == nil, sizing.maximum(axis) == nil, !summaries.has(child) else { return nil }
        guard let size = intrinsic[child][axis] else { return 0 }
        let priorities = localPriority(container, child: child, axis)
        guard size >= 0, priorities.hugging < Priority.required, priorities.compression < Priority.required else { return nil }
        return size
    }

    /// Every child's size alone on `axis` (in order) to `values`; false when one is not a single value.
    private func sizesAlone(_ children: [Int], in container: Int, _ axis: Axis, _ summaries: ContainerSummaries, into values: inout [Double]) -> Bool {
        values.removeAll(keepingCapacity: true)
        for (index, child) in children.enumerated() {
            if let size = plainSize(of: child, in: container, axis, summaries) {
                values.append(size)
                continue
            }
            var member = appendMember(child, childIndex: index, axis, localPriority(container, child: child, axis), summaries, to: scratch.store)
            guard let size = AxisProblem.solveAlone(&member, scratch.store) else { return false }
            values.append(size)
        }
        return true
    }

    /// The container's own member on `axis`.
    private func containerMember(_ container: Int, _ axis: Axis, _ summaries: ContainerSummaries, negated: Bool = false) -> AxisMember {
        appendMember(container, childIndex: nil, axis, localPriority(container, child: nil, axis), summaries, negated: negated, to: scratch.store)
    }

    /// Appends every child's member on `axis` to `members` (terms in the scratch's store).
    private func appendChildMembers(_ container: Int, _ children: [Int], _ axis: Axis, _ summaries: ContainerSummaries, to members: inout [AxisMember]) {
        for (index, child) in children.enumerated() {
            members.append(appendMember(child, childIndex: index, axis, localPriority(container, child: child, axis), summaries, to: scratch.store))
        }
    }

    /// The container's local solution at its natural size (container at the origin; its
    /// variables, then its children's) written to `result`, or false.
    func fastNatural(_ container: Int, _ children: [Int], _ summaries: ContainerSummaries, into result: inout [Double]) -> Bool {
        let solved = fastNaturalSolve(container, children, summaries, into: &result)
        count(0, solved)
        return solved
    }

    private func fastNaturalSolve(_ container: Int, _ children: [Int], _ summaries: ContainerSummaries, into result: inout [Double]) -> Bool {
        withBuffers { gaps, members, values in
            guard let shape = fastShape(container, children, gaps: &gaps) else { return false }
            let store = scratch.store
            result.removeAll(keepingCapacity: true)
            result.append(contentsOf: repeatElement(0, count: (children.count + 1) * 4))
            for axis in Axis.allCases {
                store.removeAll()
                members.removeAll(keepingCapacity: true)
                let sizeOffset = axis == .horizontal ? 1 : 3
                let containerSize: Double
                if axis == shape.main && shape.startPin && shape.endPin && shape.weighted.isEmpty && isFree(container, axis, summaries) {
                    // A container with nothing of its own to defend (no size, bounds or intrinsic
                    // size) takes whatever its children add up to: each child is solved alone, as
                    // the chain below would solve it (at every level its multiplier is 0).
                    values.removeAll(keepingCapacity: true)
                    var total = 0.0
                    for (index, child) in children.enumerated() {
                        var size = plainSize(of: child, in: container, axis, summaries)
                        if size == nil {
                            var member = appendMember(child, childIndex: index, axis, localPriority(container, child: child, axis), summaries, to: store)
                            for term in member.terms where store[term].priority == Priority.requiredTrailingEdge { return false }
                            size = AxisProblem.solveAlone(&member, store)
                        }
                        guard let size else { return false }
                        values.append(size)
                        total += size
                    }
                    containerSize = shape.gapTotal + shape.startInset + shape.endInset + total
                    placeChain(&result, sizes: values, first: 0, containerStart: 0, containerSize: containerSize, shape: shape, gaps: gaps)
                    result[sizeOffset] = containerSize
                    continue
                }
                if axis == shape.main && shape.startPin && shape.endPin {
                    // The container is one more member of the chain: −size + Σ children = −fixed length.
                    members.append(containerMember(container, axis, summaries, negated: true))
                    appendChildMembers(container, children, axis, summaries, to: &members)
                    let fixedLength = shape.gapTotal + shape.startInset + shape.endInset
                    guard
                        AxisProblem.solveChain(
                            &members, store, couplingLevel: Priority.requiredTrailingEdge, target: -fixedLength,
                            ratioGroup: shape.weighted.map { ($0.member + 1, $0.weight) }, scratch: &scratch.axis, into: &values)
                    else { return false }
                    containerSize = -values[0]
                    placeChain(&result, sizes: values, first: 1, containerStart: 0, containerSize: containerSize, shape: shape, gaps: gaps)
                    result[sizeOffset] = containerSize
                    continue
                }
                var ownMember = containerMember(container, axis, summaries)
                if axis != shape.main && shape.cross != .fill {
                    guard let size = AxisProblem.solveAlone(&ownMember, store), sizesAlone(children, in: container, axis, summaries, into: &values)
                    else { return false }
                    containerSize = size
                    placeCross(&result, count: children.count, containerStart: 0, containerSize: containerSize, shape: shape) { values[$0] }
                    result[sizeOffset] = containerSize
                    continue
                }
                appendChildMembers(container, children, axis, summaries, to: &members)
                if axis == shape.main {
                    guard let size = AxisProblem.solveAlone(&ownMember, store) else { return false }
                    containerSize = size
                    guard
                        AxisProblem.solveChain(
                            &members, store, couplingLevel: Priority.requiredTrailingEdge, target: nil, ratioGroup: shape.weighted,
                            scratch: &scratch.axis, into: &values)
                    else { return false }
                    placeChain(&result, sizes: values, first: 0, containerStart: 0, containerSize: containerSize, shape: shape, gaps: gaps)
                } else {
                    // Every child is as wide (or tall) as the container within its insets: one
                    // member, the container, carries every term below the edges' level.
                    let level = Priority.requiredTrailingEdge
                    let inset = shape.crossStartInset + shape.crossEndInset
                    AxisProblem.minimiseAbove(&ownMember, store, level: level)
                    var lo = ownMember.lo, hi = ownMember.hi
                    let combinedStart = store.count
                    for index in ownMember.terms {
                        if store[index].priority == level { return false }
                        if store[index].priority < level { store.append(store[index]) }
                    }
                    for index in members.indices {
                        // A plain child is only "not negative" above the level: [0, ∞).
                        if plainSize(of: children[index], in: container, axis, summaries) == nil {
                            AxisProblem.minimiseAbove(&members[index], store, level: level)
                        } else {
                            members[index].lo = 0
                        }
                        lo = max(lo, members[index].lo + inset)
                        hi = min(hi, members[index].hi + inset)
                        for term in members[index].terms {
                            if store[term].priority == level { return false }
                            if store[term].priority < level { store.append(store[term].shifted(by: inset)) }
                        }
                    }
                    guard lo <= hi + AxisProblem.tolerance else { return false }
                    var combined = store.member(from: combinedStart, lo: lo, hi: max(lo, hi))
                    guard let size = AxisProblem.solveAlone(&combined, store) else { return false }
                    containerSize = size
                    placeCross(&result, count: children.count, containerStart: 0, containerSize: containerSize, shape: shape) { _ in size - inset }
                }
                result[sizeOffset] = containerSize
            }
            return true
        }
    }

    /// Runs `body` with the scratch's buffers for gaps, members and values, taken out of it for
    /// the call (so that they are not copied) and handed back after it.
    private func withBuffers<Result>(_ body: (inout [Double], inout [AxisMember], inout [Double]) -> Result) -> Result {
        var gaps: [Double] = [], members: [AxisMember] = [], values: [Double] = []
        swap(&gaps, &scratch.gaps)
        swap(&members, &scratch.members)
        swap(&values, &scratch.values)
        defer {
            swap(&gaps, &scratch.gaps)
            swap(&members, &scratch.members)
            swap(&values, &scratch.values)
        }
        return body(&gaps, &members, &values)
    }

    /// Which axes of a placed container the fast paths solved.
    struct SolvedAxes {
        var horizontal = false
        var vertical = false
        var both: Bool { horizontal && vertical }

        subscript(axis: Axis) -> Bool {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }

    /// The children's frames (local numbering, as the LP returns them) inside a decided frame,
    /// written to `result` on the axes it returns as solved (the axes are independent here, so
    /// the LP need only solve the others). `natural`: the container's solve at its natural size;
    /// on an axis where the frame has that size, the children keep their natural sizes and
    /// offsets (fixing a variable at its optimal value leaves the unique optimum where it was).
    func fastPlaced(
        _ container: Int, _ children: [Int], frame: SIMD4<Double>, natural: ArraySlice<Double>?, _ summaries: ContainerSummaries,
        into result: inout [Double]
    ) -> SolvedAxes {
        let solved = fastPlacedSolve(container, children, frame: frame, natural: natural, summaries, into: &result)
        count(2, solved.both)
        return solved
    }

    private func fastPlacedSolve(
        _ container: Int, _ children: [Int], frame: SIMD4<Double>, natural: ArraySlice<Double>?, _ summaries: ContainerSummaries,
        into result: inout [Double]
    ) -> SolvedAxes {
        withBuffers { gaps, members, values in
            var solvedAxes = SolvedAxes()
            guard let shape = fastShape(container, children, gaps: &gaps) else { return solvedAxes }
            let store = scratch.store
            result.removeAll(keepingCapacity: true)
            result.append(contentsOf: repeatElement(0, count: (children.count + 1) * 4))
            for offset in 0..<4 { result[offset] = frame[offset] }
            for axis in Axis.allCases {
                solvedAxes[axis] = placeAxis(axis)
            }
            return solvedAxes

            /// One axis of the children, or false when the LP must decide it.
            func placeAxis(_ axis: Axis) -> Bool {
                let startOffset = axis == .horizontal ? 0 : 2
                let containerStart = frame[startOffset], containerSize = frame[startOffset + 1]
                if let natural, abs(natural[natural.startIndex + startOffset + 1] - containerSize) < 1e-9 {
                    let origin = natural.startIndex
                    for base in stride(from: 4, to: result.count, by: 4) {
                        result[base + startOffset] = containerStart + natural[origin + base + startOffset] - natural[origin + startOffset]
                        result[base + startOffset + 1] = natural[origin + base + startOffset + 1]
                    }
                    return true
                }
                store.removeAll()
                members.removeAll(keepingCapacity: true)
                if axis == shape.main {
                    appendChildMembers(container, children, axis, summaries, to: &members)
                    let target = shape.startPin && shape.endPin ? containerSize - shape.gapTotal - shape.startInset - shape.endInset : nil
                    // A tie keeps the children's natural sizes, the last child first giving way (§2.0).
                    var preferred: [Double] = []
                    swap(&preferred, &scratch.preferredSizes)
                    defer { swap(&preferred, &scratch.preferredSizes) }
                    preferred.removeAll(keepingCapacity: true)
                    if let natural, Self.fastPathsResolveTies {
                        for base in stride(from: 4, to: result.count, by: 4) { preferred.append(natural[natural.startIndex + base + startOffset + 1]) }
                    }
                    guard
                        AxisProblem.solveChain(
                            &members, store, couplingLevel: Priority.requiredTrailingEdge, target: target, ratioGroup: shape.weighted,
                            preferred: preferred, scratch: &scratch.axis, into: &values)
                    else { return false }
                    placeChain(&result, sizes: values, first: 0, containerStart: containerStart, containerSize: containerSize, shape: shape, gaps: gaps)
                } else {
                    if shape.cross == .fill {
                        // Each child takes the room within the insets, as far as what it defends
                        // above the edges' level lets it ([0, ∞) for a plain child).
                        let level = Priority.requiredTrailingEdge
                        let available = containerSize - shape.crossStartInset - shape.crossEndInset
                        values.removeAll(keepingCapacity: true)
                        for (index, child) in children.enumerated() {
                            if plainSize(of: child, in: container, axis, summaries) != nil {
                                values.append(max(available, 0))
                                continue
                            }
                            var member = appendMember(child, childIndex: index, axis, localPriority(container, child: child, axis), summaries, to: store)
                            for term in member.terms where store[term].priority == level { return false }
                            AxisProblem.minimiseAbove(&member, store, level: level)
                            values.append(min(max(available, member.lo), member.hi))
                        }
                    } else {
                        guard sizesAlone(children, in: container, axis, summaries, into: &values) else { return false }
                    }
                    placeCross(&result, count: values.count, containerStart: containerStart, containerSize: containerSize, shape: shape) { values[$0] }
                }
                return true
            }
        }
    }

    /// Places the children along the main axis; child k's size is `sizes[first + k]`.
    private func placeChain(
        _ result: inout [Double], sizes: [Double], first: Int, containerStart: Double, containerSize: Double, shape: FastShape, gaps: [Double]
    ) {
        let startOffset = shape.main == .horizontal ? 0 : 2
        let count = sizes.count - first
        if shape.startPin {
            var position = containerStart + shape.startInset
            for index in 0..<count {
                result[(index + 1) * 4 + startOffset] = position
                result[(index + 1) * 4 + startOffset + 1] = sizes[first + index]
                position += sizes[first + index] + (index < count - 1 ? gaps[index] : 0)
            }
        } else {
            var end = containerStart + containerSize - shape.endInset
            for index in stride(from: count - 1, through: 0, by: -1) {
                result[(index + 1) * 4 + startOffset] = end - sizes[first + index]
                result[(index + 1) * 4 + startOffset + 1] = sizes[first + index]
                end -= sizes[first + index] + (index > 0 ? gaps[index - 1] : 0)
            }
        }
    }

    /// Places the children across the main axis; child k's size is `size(k)`.
    private func placeCross(
        _ result: inout [Double], count: Int, containerStart: Double, containerSize: Double, shape: FastShape, size sizeOf: (Int) -> Double
    ) {
        let startOffset = shape.main.cross == .horizontal ? 0 : 2
        for index in 0..<count {
            let size = sizeOf(index)
            let position: Double
            switch shape.cross {
            case .fill, .start: position = containerStart + shape.crossStartInset
            case .end: position = containerStart + containerSize - shape.crossEndInset - size
            case .center: position = containerStart + containerSize / 2 - size / 2
            }
            result[(index + 1) * 4 + startOffset] = position
            result[(index + 1) * 4 + startOffset + 1] = size
        }
    }
}
