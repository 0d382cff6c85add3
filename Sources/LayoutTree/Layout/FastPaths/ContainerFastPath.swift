/// Exact fast paths of the per-container solve (rows, columns and fill stacks): each axis of
/// such a container is a one-dimensional lexicographic problem once positions are eliminated,
/// solved here without building constraints. Anything not covered (weights, baselines, grids,
/// aspect ratios, other distributions and alignments, non-unique optima) returns nil and
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
        var gaps: [Double]
        var cross: BoxAlignment
        var crossStartInset: Double
        var crossEndInset: Double
        var isBox: Bool
        /// Children (by position) whose main sizes follow their weights.
        var weighted: [(member: Int, weight: Double)] = []
    }

    func fastShape(_ container: Int, _ children: [Int]) -> FastShape? {
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
            var gaps: [Double] = []
            gaps.reserveCapacity(children.count)
            for (previous, next) in zip(children, children.dropFirst()) {
                gaps.append(box.spacing + tree.attributes[previous].spacing.after(main) + tree.attributes[next].spacing.before(main))
            }
            return FastShape(
                main: main, startPin: alignment != .end, endPin: alignment != .start,
                startInset: main == .horizontal ? m.left : m.top, endInset: main == .horizontal ? m.right : m.bottom,
                gaps: gaps, cross: box.alignment(on: cross),
                crossStartInset: cross == .horizontal ? m.left : m.top, crossEndInset: cross == .horizontal ? m.right : m.bottom,
                isBox: true, weighted: weighted)
        case .stack(let stack):
            guard stack.distribution == .fill, stack.alignment == .fill else { return nil }
            if stack.baselineRelativeArrangement && stack.axis == .vertical { return nil }
            let main = stack.axis, cross = main.cross
            let relative = stack.layoutMarginsRelativeArrangement
            func before(_ axis: Axis) -> Double { relative ? (axis == .horizontal ? m.left : m.top) : 0 }
            func after(_ axis: Axis) -> Double { relative ? (axis == .horizontal ? m.right : m.bottom) : 0 }
            return FastShape(
                main: main, startPin: true, endPin: true, startInset: before(main), endInset: after(main),
                gaps: children.dropLast().map { tree.attributes[$0].customSpacing ?? stack.spacing }, cross: .fill,
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
        var hugging = 250.0, compression = 750.0
        switch node.viewClass {
        case .switchControl, .stepper, .activityIndicator:
            hugging = 750
        case .slider, .progressView:
            hugging = axis == .horizontal ? 250 : 750
        default:
            break
        }
        return (node.priorities.hugging(axis) ?? hugging, node.priorities.compression(axis) ?? compression)
    }

    /// The terms `addOwnConstraints` and the summaries put on one view's size.
    func sizeTerms(_ view: Int, childIndex: Int?, _ axis: Axis, _ priorities: (hugging: Double, compression: Double), _ summaries: ContainerSummaries) -> [AxisTerm] {
        var terms: [AxisTerm] = []
        terms.reserveCapacity(8)
        appendSizeTerms(view, childIndex: childIndex, axis, priorities, summaries, into: &terms)
        return terms
    }

    private func appendSizeTerms(
        _ view: Int, childIndex: Int?, _ axis: Axis, _ priorities: (hugging: Double, compression: Double), _ summaries: ContainerSummaries,
        into terms: inout [AxisTerm]
    ) {
        let sizing = tree.attributes[view].size
        if let fixed = sizing.fixed(axis) { terms.append(AxisTerm(relation: .equal, value: fixed, priority: Priority.requiredFixedSize)) }
        if let minimum = sizing.minimum(axis) {
            terms.append(AxisTerm(relation: .greaterOrEqual, value: minimum, priority: Priority.requiredMinimum))
        }
        if let maximum = sizing.maximum(axis) {
            terms.append(AxisTerm(relation: .lessOrEqual, value: maximum, priority: Priority.requiredMaximum))
        }
        terms.append(AxisTerm(relation: .greaterOrEqual, value: 0, priority: Priority.requiredShape))
        if let size = intrinsic[view][axis] {
            terms.append(AxisTerm(relation: .greaterOrEqual, value: size, priority: Priority.level(priorities.compression)))
            terms.append(AxisTerm(relation: .lessOrEqual, value: size, priority: Priority.level(priorities.hugging)))
            if let childIndex {
                terms.append(
                    AxisTerm(relation: .equal, value: size, priority: Priority.tieBreak, weight: Priority.tieBreakWeight(childIndex: childIndex)))
            }
        } else {
            terms.append(AxisTerm(relation: .equal, value: 0, priority: LayoutEngine.collapsePriority))
        }
        for bound in summaries.bounds(of: view, axis) {
            terms.append(AxisTerm(relation: bound.relation, value: bound.value, priority: bound.priority))
        }
    }

    /// Every child's size terms on `axis` (after the container's own, negated, when
    /// `withNegatedContainer`), in one shared buffer: one allocation per container and axis.
    func childMembers(_ container: Int, _ children: [Int], _ axis: Axis, _ summaries: ContainerSummaries, withNegatedContainer: Bool = false) -> [AxisMember] {
        var buffer: [AxisTerm] = []
        buffer.reserveCapacity((children.count + 1) * 8)
        var ends: [Int] = []
        swap(&ends, &scratch.ends)
        defer { swap(&ends, &scratch.ends) }
        ends.removeAll(keepingCapacity: true)
        if withNegatedContainer {
            appendSizeTerms(container, childIndex: nil, axis, localPriority(container, child: nil, axis), summaries, into: &buffer)
            for index in buffer.indices { buffer[index] = buffer[index].negated() }
            ends.append(buffer.count)
        }
        for (index, child) in children.enumerated() {
            appendSizeTerms(child, childIndex: index, axis, localPriority(container, child: child, axis), summaries, into: &buffer)
            ends.append(buffer.count)
        }
        var start = 0
        for end in ends {
            AxisMember.sortByPriority(&buffer[start..<end])
            start = end
        }
        var members: [AxisMember] = []
        members.reserveCapacity(ends.count)
        start = 0
        for end in ends {
            members.append(AxisMember(sortedTerms: buffer[start..<end]))
            start = end
        }
        return members
    }

    /// The container's local solution at its natural size (container at the origin), or nil.
    func fastNatural(_ container: Int, _ children: [Int], _ summaries: ContainerSummaries) -> [Double]? {
        let result = fastNaturalSolve(container, children, summaries)
        count(0, result != nil)
        return result
    }

    private func fastNaturalSolve(_ container: Int, _ children: [Int], _ summaries: ContainerSummaries) -> [Double]? {
        guard let shape = fastShape(container, children) else { return nil }
        var result = [Double](repeating: 0, count: (children.count + 1) * 4)
        for axis in Axis.allCases {
            let sizeOffset = axis == .horizontal ? 1 : 3
            let containerSize: Double
            if axis == shape.main && shape.startPin && shape.endPin {
                // The container is one more member of the chain: −size + Σ children = −fixed length.
                var members = childMembers(container, children, axis, summaries, withNegatedContainer: true)
                let fixedLength = shape.gaps.reduce(0, +) + shape.startInset + shape.endInset
                guard
                    let values = AxisProblem.solveChain(
                        &members, couplingLevel: Priority.requiredTrailingEdge, target: -fixedLength,
                        ratioGroup: shape.weighted.map { ($0.member + 1, $0.weight) }, scratch: &scratch.axis)
                else { return nil }
                containerSize = -values[0]
                placeChain(&result, sizes: values, first: 1, containerStart: 0, containerSize: containerSize, shape: shape)
                result[sizeOffset] = containerSize
                continue
            }
            let containerTerms = sizeTerms(container, childIndex: nil, axis, localPriority(container, child: nil, axis), summaries)
            var childMembers = childMembers(container, children, axis, summaries)
            if axis == shape.main {
                var member = AxisMember(terms: containerTerms)
                guard let size = AxisProblem.solveAlone(&member) else { return nil }
                containerSize = size
                guard
                    let values = AxisProblem.solveChain(
                        &childMembers, couplingLevel: Priority.requiredTrailingEdge, target: nil, ratioGroup: shape.weighted, scratch: &scratch.axis)
                else { return nil }
                placeChain(&result, sizes: values, first: 0, containerStart: 0, containerSize: containerSize, shape: shape)
            } else {
                if shape.cross == .fill {
                    let level = Priority.requiredTrailingEdge
                    let inset = shape.crossStartInset + shape.crossEndInset
                    var lo = -Double.infinity, hi = Double.infinity
                    var containerMember = AxisMember(terms: containerTerms)
                    AxisProblem.minimiseAbove(&containerMember, level: level)
                    lo = containerMember.lo
                    hi = containerMember.hi
                    var lowerTerms = containerTerms.filter { $0.priority < level }
                    if containerTerms.contains(where: { $0.priority == level }) { return nil }
                    for index in childMembers.indices {
                        AxisProblem.minimiseAbove(&childMembers[index], level: level)
                        lo = max(lo, childMembers[index].lo + inset)
                        hi = min(hi, childMembers[index].hi + inset)
                        for term in childMembers[index].terms {
                            if term.priority == level { return nil }
                            if term.priority < level { lowerTerms.append(term.shifted(by: inset)) }
                        }
                    }
                    guard lo <= hi + AxisProblem.tolerance else { return nil }
                    var member = AxisMember(terms: lowerTerms, lo: lo, hi: max(lo, hi))
                    guard let size = AxisProblem.solveAlone(&member) else { return nil }
                    containerSize = size
                    placeCross(&result, count: children.count, containerStart: 0, containerSize: containerSize, shape: shape) { _ in size - inset }
                } else {
                    var member = AxisMember(terms: containerTerms)
                    guard let size = AxisProblem.solveAlone(&member) else { return nil }
                    containerSize = size
                    for index in childMembers.indices {
                        guard AxisProblem.solveAlone(&childMembers[index]) != nil else { return nil }
                    }
                    // Each child alone ends at a single value: its interval's.
                    placeCross(&result, count: children.count, containerStart: 0, containerSize: containerSize, shape: shape) { childMembers[$0].lo }
                }
            }
            result[sizeOffset] = containerSize
        }
        return result
    }

    /// The children's frames (local numbering, as the LP returns them) inside a decided frame, or nil.
    /// `natural`: the container's solve at its natural size; on an axis where the frame has that
    /// size, the children keep their natural sizes and offsets (the axes are independent here,
    /// and fixing a variable at its optimal value leaves the unique optimum where it was).
    func fastPlaced(_ container: Int, _ children: [Int], frame: [Double], natural: ArraySlice<Double>?, _ summaries: ContainerSummaries) -> [Double]? {
        let result = fastPlacedSolve(container, children, frame: frame, natural: natural, summaries)
        count(2, result != nil)
        return result
    }

    private func fastPlacedSolve(_ container: Int, _ children: [Int], frame: [Double], natural: ArraySlice<Double>?, _ summaries: ContainerSummaries) -> [Double]? {
        guard let shape = fastShape(container, children) else { return nil }
        var result = [Double](repeating: 0, count: (children.count + 1) * 4)
        for offset in 0..<4 { result[offset] = frame[offset] }
        for axis in Axis.allCases {
            let startOffset = axis == .horizontal ? 0 : 2
            let containerStart = frame[startOffset], containerSize = frame[startOffset + 1]
            if let natural, abs(natural[natural.startIndex + startOffset + 1] - containerSize) < 1e-9 {
                let origin = natural.startIndex
                for base in stride(from: 4, to: result.count, by: 4) {
                    result[base + startOffset] = containerStart + natural[origin + base + startOffset] - natural[origin + startOffset]
                    result[base + startOffset + 1] = natural[origin + base + startOffset + 1]
                }
                continue
            }
            var childMembers = childMembers(container, children, axis, summaries)
            var sizes: [Double] = []
            sizes.reserveCapacity(children.count)
            if axis == shape.main {
                if shape.startPin && shape.endPin {
                    let target = containerSize - shape.gaps.reduce(0, +) - shape.startInset - shape.endInset
                    guard
                        let values = AxisProblem.solveChain(
                            &childMembers, couplingLevel: Priority.requiredTrailingEdge, target: target, ratioGroup: shape.weighted, scratch: &scratch.axis)
                    else { return nil }
                    sizes = values
                } else {
                    guard
                        let values = AxisProblem.solveChain(
                            &childMembers, couplingLevel: Priority.requiredTrailingEdge, target: nil, ratioGroup: shape.weighted, scratch: &scratch.axis)
                    else { return nil }
                    sizes = values
                }
                placeChain(&result, sizes: sizes, first: 0, containerStart: containerStart, containerSize: containerSize, shape: shape)
            } else {
                if shape.cross == .fill {
                    let level = Priority.requiredTrailingEdge
                    let available = containerSize - shape.crossStartInset - shape.crossEndInset
                    for index in childMembers.indices {
                        if childMembers[index].terms.contains(where: { $0.priority == level }) { return nil }
                        AxisProblem.minimiseAbove(&childMembers[index], level: level)
                        sizes.append(min(max(available, childMembers[index].lo), childMembers[index].hi))
                    }
                } else {
                    for index in childMembers.indices {
                        guard let size = AxisProblem.solveAlone(&childMembers[index]) else { return nil }
                        sizes.append(size)
                    }
                }
                placeCross(&result, sizes: sizes, containerStart: containerStart, containerSize: containerSize, shape: shape)
            }
        }
        return result
    }

    /// Places the children along the main axis; child k's size is `sizes[first + k]`.
    private func placeChain(_ result: inout [Double], sizes: [Double], first: Int, containerStart: Double, containerSize: Double, shape: FastShape) {
        let startOffset = shape.main == .horizontal ? 0 : 2
        let count = sizes.count - first
        if shape.startPin {
            var position = containerStart + shape.startInset
            for index in 0..<count {
                result[(index + 1) * 4 + startOffset] = position
                result[(index + 1) * 4 + startOffset + 1] = sizes[first + index]
                position += sizes[first + index] + (index < count - 1 ? shape.gaps[index] : 0)
            }
        } else {
            var end = containerStart + containerSize - shape.endInset
            for index in stride(from: count - 1, through: 0, by: -1) {
                result[(index + 1) * 4 + startOffset] = end - sizes[first + index]
                result[(index + 1) * 4 + startOffset + 1] = sizes[first + index]
                end -= sizes[first + index] + (index > 0 ? shape.gaps[index - 1] : 0)
            }
        }
    }

    private func placeCross(_ result: inout [Double], sizes: [Double], containerStart: Double, containerSize: Double, shape: FastShape) {
        placeCross(&result, count: sizes.count, containerStart: containerStart, containerSize: containerSize, shape: shape) { sizes[$0] }
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
