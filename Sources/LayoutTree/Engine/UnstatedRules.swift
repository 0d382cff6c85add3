/// The views whose rules the passes cannot state as costs (SEMANTICS.md §2.0), in two kinds:
/// aspect ratios, which join the axes, and everything else, which stays on one axis.
struct UnstatedRules {
    /// Views with an aspect ratio and no fixed side (§2.1, `aspectRatioJoinsAxes`), and the root
    /// with one: they and every ancestor are one system over both axes.
    var joiningAxes: [Int] = []
    /// Containers with unstated rules (baselines, grids, proportional, equal-spacing and
    /// equal-centring stacks, ratios that break) and the views they read baselines or grid
    /// cells through.
    var local: [Int] = []

    /// Whether `view` is one of them already.
    func contains(_ view: Int) -> Bool { joiningAxes.contains(view) || local.contains(view) }

    /// The views the passes cannot state: aspect ratios (they join the axes), containers with
    /// unstated rules, and the views a baseline is read through (§2.2: a container's baseline
    /// is its first or last subview's, down to a view with text).
    static func find(in tree: FlatTree, baselineMetrics: (Int) -> BaselineMetrics?) -> UnstatedRules {
        var rules = UnstatedRules()
        for index in 0..<tree.count where tree.participates[index] {
            let size = tree.attributes[index].size
            if size.aspectRatio != nil && (index == 0 || size.aspectRatioJoinsAxes) { rules.joiningAxes.append(index) }
            let children = tree.visibleChildren(of: index)
            guard !children.isEmpty, tree.attributes[index].layout != .none else { continue }
            let stated = Axis.allCases.allSatisfy { axis in
                (try? AxisArrangement.describe(index, on: axis, tree: tree, margins: .zero, trailingLevel: 0)) != nil
            }
            guard !stated else { continue }
            rules.local.append(index)
            if case .box(let box) = tree.attributes[index].layout, box.alignToGrid, box.axis == .vertical {
                // alignToGrid (§2.2): the rows' cells are constrained across rows.
                rules.local += children.filter { if case .box(let row) = tree.attributes[$0].layout { return row.axis == .horizontal } else { return false } }
            }
            if readsBaselines(tree.attributes[index].layout) {
                for child in children {
                    for last in [false, true] {
                        var current = child
                        while baselineMetrics(current) == nil, tree.attributes[current].layout != .none,
                            let next = last ? tree.visibleChildren(of: current).last : tree.visibleChildren(of: current).first
                        {
                            rules.local.append(current)
                            current = next
                        }
                    }
                }
            }
        }
        return rules
    }

    /// Containers whose constraints read their children's baselines (§2.2, §2.8).
    static func readsBaselines(_ layout: ContainerLayout) -> Bool {
        switch layout {
        case .box(let box): return box.alignToBaseline
        case .stack(let stack):
            return stack.alignment == .firstBaseline || stack.alignment == .lastBaseline || stack.baselineRelativeArrangement
        default: return false
        }
    }
}
