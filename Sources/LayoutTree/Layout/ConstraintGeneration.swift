/// The constraints of one view: those its container algorithm adds for its children, and
/// its own (sizing attributes and intrinsic size held by hugging and compression resistance).
extension LayoutContext {
    /// `axes`: the axes whose constraints are wanted (a component's system needs one).
    mutating func arrangeChildren(of index: Int, on axes: [Axis] = Axis.allCases) {
        let layout = tree.attributes[index].layout
        let children = tree.visibleChildren(of: index)
        guard layout != .none, !children.isEmpty else { return }
        for axis in axes {
            // The priorities the container imposes on its children (§2.0: LM containers overwrite them).
            for (position, child) in children.enumerated() {
                if let imposed = AxisArrangement.imposedPriorities(by: layout, on: tree.attributes[child], position: position, axis: axis) {
                    setPriorities(child, axis, hugging: imposed.hugging, compression: imposed.compression)
                }
            }
            // The container's description where it states the axis; the rules it does not
            // state yet (baselines, grids, some stack distributions) as constraints directly.
            // A baseline row's closed form (`BaselineRow`) is its constraints' solution, not them.
            if let arrangement = described[axis]?[index]
                ?? (try? AxisArrangement.describe(
                    index, on: axis, tree: tree, margins: margins[index], depth: depth(of: index), forConstraints: true)),
                arrangement.baselineRow == nil
            {
                addConstraints(arrangement, of: index, on: axis)
            } else if case .box(let box) = layout {
                constraints.from("\(name(index)) aligns its children's baselines (§2.2 alignToBaseline)")
                BoxLayoutAlgorithm.arrangeUnstated(index, box, on: axis, in: &self)
            } else if case .stack(let stack) = layout {
                constraints.from("\(name(index)): distribution \(stack.distribution.rawValue), alignment \(stack.alignment.rawValue) (§2.8)")
                StackViewLayoutAlgorithm.arrangeUnstated(index, stack, on: axis, in: &self)
            }
        }
    }

    /// The view's own required size constraints (§2.1) and its intrinsic size held by its
    /// hugging and compression resistance (§2.0).
    mutating func addOwnConstraints(of index: Int, tieBreak: Bool = true, on axes: [Axis] = Axis.allCases) {
        let node = tree.nodes[index]
        let c = constraints.variables
        for axis in axes {
            let size = c.size(index, axis)
            let dimension = axis == .horizontal ? "width" : "height"
            if let fixed = node.size.fixed(axis) {
                if case .table(let table) = node.layout, table.framedBeforeContent {
                    constraints.from("\(dimension) \(format(fixed)): what its parent gave the table before its content (§2.11.2)")
                } else {
                    constraints.from("\(dimension)=\"\(format(fixed))\" (§2.1)")
                }
                constraints.add(size, .equal, fixed, priority: Priority.requiredFixedSize)
            }
            if let minimum = node.size.minimum(axis) {
                constraints.from("minimum\(dimension.prefix(1).uppercased() + dimension.dropFirst())=\"\(format(minimum))\" (§2.1)")
                constraints.add(size, .greaterOrEqual, minimum, priority: Priority.requiredMinimum)
            }
            if let maximum = node.size.maximum(axis) {
                constraints.from("maximum\(dimension.prefix(1).uppercased() + dimension.dropFirst())=\"\(format(maximum))\" (§2.1)")
                constraints.add(size, .lessOrEqual, maximum, priority: Priority.requiredMaximum)
            }
            // Sizes never go negative: a squeezed view stops at 0 and the next one gives way.
            constraints.from("a \(dimension) is never negative")
            constraints.add(size, .greaterOrEqual, 0, priority: Priority.requiredShape)
            if let intrinsic = intrinsic[index][axis] {
                let priorities = priorities[index]
                constraints.from(
                    "intrinsic \(dimension) \(format(intrinsic)) held by compression resistance \(format(priorities.compression(axis).level)) (§2.0)")
                constraints.add(size, .greaterOrEqual, intrinsic, priority: Priority.level(priorities.compression(axis)))
                constraints.from("intrinsic \(dimension) \(format(intrinsic)) held by content hugging \(format(priorities.hugging(axis).level)) (§2.0)")
                constraints.add(size, .lessOrEqual, intrinsic, priority: Priority.level(priorities.hugging(axis)))
                constraints.from("tie: keeps its intrinsic \(dimension), the last view giving way first (§2.0)")
                if tieBreak { addTieBreak(index, axis, toward: intrinsic) }
            } else {
                constraints.from("no intrinsic \(dimension): 0 unless something sizes it (§2.0 choice)")
                constraints.add(size, .equal, 0, priority: LayoutEngine.collapsePriority)
                constraints.from("tie: keeps its natural \(dimension), the last view giving way first (§2.0)")
                // Without an intrinsic size, a view keeps its natural size in a tie (a container
                // its fitting size, any other view 0), as its siblings with one keep theirs.
                if tieBreak && !naturalSizes.isEmpty {
                    addTieBreak(index, axis, toward: naturalSizes[index].map { axis == .horizontal ? $0.x : $0.y } ?? 0)
                }
            }
        }
        if let ratio = node.size.aspectRatio {
            constraints.from("aspectRatio=\"\(format(ratio))\": width = \(format(ratio)) × height (§2.1)")
            if axes.count == Axis.allCases.count {
                pin(c.size(index, .horizontal), to: c.size(index, .vertical) * ratio, priority: Priority.requiredShape)
            } else if index != 0 {
                // One axis (a component's system): the ratio as the pull it is with a side fixed.
                for axis in axes {
                    if let pull = node.size.aspectRatioPull(on: axis) {
                        pin(c.size(index, axis) * pull.weight, to: .constant(pull.target * pull.weight), priority: Priority.requiredShape)
                    }
                }
            }
        }
    }

    /// §2.0 ties: a child's size held at `target` below every real priority, more firmly for
    /// earlier children, so that the last gives way first.
    private mutating func addTieBreak(_ index: Int, _ axis: Axis, toward target: Double) {
        guard let weight = AxisArrangement.tieBreakWeight(of: index, on: axis, hasIntrinsicSize: intrinsic[index][axis] != nil, tree: tree)
        else { return }
        constraints.add(constraints.variables.size(index, axis) * weight, .equal, target * weight, priority: tieBreakLevel(of: index, on: axis))
    }
}
