/// The views whose rules the passes cannot state as costs (SEMANTICS.md §2.0), in two kinds:
/// aspect ratios, which join the axes, and everything else, which stays on the axis it concerns.
struct UnstatedRules {
    /// Views with an aspect ratio and no fixed side (§2.1, `aspectRatioJoinsAxes`), and the root
    /// with one: they and every ancestor are one system over both axes.
    var joiningAxes: [Int] = []
    /// Per axis, the containers with unstated rules on it and the views they read through:
    /// horizontally, grids (their rows' cells); vertically, baselines (down to a view with
    /// text); on a stack's own axis, proportional, equal-spacing and equal-centring
    /// distributions; on either, ratios that break.
    private var horizontal: [Int] = []
    private var vertical: [Int] = []

    /// Every axis's local rules.
    var local: [Int] { horizontal + vertical }

    func local(on axis: Axis) -> [Int] { axis == .horizontal ? horizontal : vertical }

    mutating func add(_ views: [Int], on axis: Axis) {
        if axis == .horizontal { horizontal += views } else { vertical += views }
    }

    /// Adds `other`'s rules on each axis that these lack (not those that join the axes).
    mutating func addLocal(of other: UnstatedRules) {
        for axis in Axis.allCases {
            // Looked up in a set: searching the list for each of another long list was quadratic
            // (a column of 16,000 equalCentering stacks, a rule each).
            let known = Set(joiningAxes).union(local(on: axis))
            add(other.local(on: axis).filter { !known.contains($0) }, on: axis)
        }
    }

    /// Whether `view` is one of `axis`'s rules already (or joins the axes).
    func contains(_ view: Int, on axis: Axis) -> Bool { joiningAxes.contains(view) || local(on: axis).contains(view) }

    /// The rules of `axis` alone (none that join the axes).
    func only(on axis: Axis) -> UnstatedRules {
        var rules = UnstatedRules()
        rules.add(local(on: axis), on: axis)
        return rules
    }

    /// What `find` reads of a tree: its views, their attributes, the nodes themselves (a label's
    /// content is read through its node) and whether text has baselines. A layout solves one tree
    /// several times (the safe area, wrapped labels) and a document's layouts on several screens
    /// usually the same tree: its rules are found once (`EarlierSolves.unstatedRules`).
    struct Inputs: Sendable {
        var parent: ViewIndices
        var participates: [Bool]
        var attributes: [LayoutAttributes]
        var nodes: [ViewNode]
        var measuresText: Bool

        init(_ tree: FlatTree, measuresText: Bool) {
            parent = tree.parent
            participates = tree.participates
            attributes = tree.attributes
            nodes = tree.nodes
            self.measuresText = measuresText
        }

        /// Arrays held from the same tree compare at once (an array equals itself without
        /// comparing its elements).
        func isSame(as other: Inputs) -> Bool {
            guard measuresText == other.measuresText, nodes.count == other.nodes.count, parent == other.parent,
                participates == other.participates, attributes == other.attributes
            else { return false }
            let sameBuffer = nodes.withUnsafeBufferPointer { a in other.nodes.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
            return sameBuffer || zip(nodes, other.nodes).allSatisfy { $0.isSameNode(as: $1) }
        }
    }

    /// The views the passes cannot state: aspect ratios (they join the axes), containers with
    /// unstated rules on each axis, and the views a baseline is read through (§2.2, §2.8: a
    /// container's baseline is one of its subviews', down to a view with text).
    /// `hasTextBaseline`: whether a view's baseline is its text's (`BaselineMetrics.hasText`),
    /// asked without laying out the text.
    static func find(in tree: FlatTree, hasTextBaseline: (Int) -> Bool) -> UnstatedRules {
        var rules = UnstatedRules()
        for index in 0..<tree.count where tree.participates[index] {
            let size = tree.attributes[index].size
            if size.aspectRatio != nil && (index == 0 || size.aspectRatioJoinsAxes) { rules.joiningAxes.append(index) }
            let children = tree.visibleChildren(of: index)
            guard !children.isEmpty, tree.attributes[index].layout != .none else { continue }
            let unstated = Axis.allCases.filter {
                (try? AxisArrangement.describe(index, on: $0, tree: tree, margins: .zero, depth: 0)) == nil
            }
            guard !unstated.isEmpty else { continue }
            for axis in unstated { rules.add([index], on: axis) }
            if unstated.contains(.horizontal) {
                // alignToGrid (§2.2): the rows' cells' widths are constrained across rows.
                rules.add(AxisArrangement.gridRows(of: index, in: tree), on: .horizontal)
            }
            if readsBaselines(tree.attributes[index].layout) {
                for child in children {
                    for last in [false, true] {
                        // Every view the baseline may be read through (`baselineCandidates`):
                        // which of a horizontal stack's views is tallest is known only in the solve.
                        var pending = [child]
                        while let current = pending.popLast() {
                            guard tree.participates[current], !hasTextBaseline(current) else { continue }
                            let next = tree.baselineCandidates(of: current, last: last)
                            guard !next.isEmpty else { continue }
                            rules.add([current], on: .vertical)
                            pending += next
                        }
                    }
                }
            }
        }
        return rules
    }

    /// Whether `view`'s rules read inside its child `child`, so that one system must state both:
    /// an alignToGrid column's rows (their cells' widths, §2.2), a baseline read through the
    /// child (§2.2, §2.8) where both are vertical rules (`vertical`: per view, whether it is one).
    /// A child whose rules are not read so meets its container only through its frame, which its
    /// own system's cost stands for (`ComponentCost`). `rows`: `view`'s grid rows, if known.
    static func readsInside(_ view: Int, _ child: Int, in tree: FlatTree, vertical: [Bool], rows: [Int]? = nil) -> Bool {
        if (rows ?? AxisArrangement.gridRows(of: view, in: tree)).contains(child) { return true }
        guard vertical[view] && vertical[child] else { return false }
        return readsBaselines(tree.attributes[view].layout)
            || tree.baselineCandidates(of: view, last: false).contains(child) || tree.baselineCandidates(of: view, last: true).contains(child)
    }

    /// Per view, whether its vertical rules are unstated (`readsInside`).
    func verticalMarks(count: Int) -> [Bool] {
        var marks = Array(repeating: false, count: count)
        for view in vertical { marks[view] = true }
        return marks
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
