/// Everything a container algorithm reads and writes while it adds its constraints.
struct LayoutContext {
    let tree: FlatTree
    var constraints: ConstraintSet
    /// Hugging/compression per view, overwritten by LM containers for their children (§2.0).
    var priorities: ContentPriorityTable
    let intrinsic: [IntrinsicSize]
    /// Effective layout margins per view (left/right already resolved).
    let margins: ViewMargins
    let rightToLeft: Bool
    /// Text baselines of views that show text (labels, buttons, text fields).
    var baselineMetrics: [BaselineMetrics?] = []
    /// Ties (§2.0) for the whole document: per view its depth below the root, and the size a
    /// container keeps in a tie (its fitting size; nil for other views, which keep 0). Empty
    /// for a container's local problem: every child at depth 1.
    var depths: [Int] = []
    var naturalSizes: [SIMD2<Double>?] = []
    /// Per axis and container, its description already made for a constraint region: its chain
    /// with each run of children standing in as one, where it has runs on that axis (`StandInRuns`).
    var described: [Axis: [Int: AxisArrangement]] = [:]

    /// How a container pins its children's trailing edges (`TrailingPin.ofContainer(depth:)`):
    /// content that cannot fit keeps its natural size in nested containers and overflows the
    /// outermost one (§2.2 "the content overflows").
    func trailingPin(of container: Int) -> TrailingPin {
        TrailingPin.ofContainer(depth: depth(of: container), insideList: tree.isInsideList(container))
    }

    /// A view's depth below the root (0 in a container's local problem).
    func depth(of view: Int) -> Int {
        depths.isEmpty ? 0 : depths[view]
    }

    /// The level at which a baseline container pulls its group against an edge
    /// (`Priority.baselineGroupPull(depth:)`).
    func baselineGroupPullLevel(of container: Int) -> Priority {
        Priority.baselineGroupPull(depth: depth(of: container))
    }

    /// The children of a baseline group that its pull against an edge moves: those with a height
    /// of their own (an intrinsic, fixed or minimum height, an aspect ratio, or children they lay
    /// out). A view with none is 0 high at its natural height, so it sits on the baseline (§2.2:
    /// "each child's y = baseline y − aᵢ", aᵢ at its natural height), where pulling its top to
    /// the edge would stretch it. All of them where none has one: the pull then places the group.
    func pulledByBaselineGroup(_ children: some Collection<Int>) -> [Int] {
        let held = children.filter { view in
            let size = tree.attributes[view].size
            return intrinsic[view].height != nil || size.fixed(.vertical) != nil || size.minimum(.vertical) != nil
                || size.aspectRatio != nil || (tree.attributes[view].layout.arrangesChildren && !tree.visibleChildren(of: view).isEmpty)
        }
        return held.isEmpty ? Array(children) : held
    }

    /// A baseline on a hidden view binds nothing (§5.7): the child whose baseline it is, and the
    /// one aligned to it, may be held by no baseline. Where one of `children`'s is, each child is
    /// pulled to `top` below every other rule, an earlier view's pull firmer (a choice: UIKit
    /// leaves such a view anywhere its other rules allow, and without a pull two solves of the
    /// same constraints could settle it at different ends).
    mutating func pullUnplacedByBaseline(_ children: some Collection<Int>, to top: LinearExpression, last: Bool) {
        guard children.contains(where: { baselineIsHidden($0, last: last) }) else { return }
        let c = constraints.variables
        for child in children {
            pin(c.start(child, .vertical), to: top, priority: Priority.unplacedByBaseline(view: child))
        }
    }

    /// The level of a view's tie-break terms on `axis` (`AxisArrangement.tieBreakLevel`).
    func tieBreakLevel(of view: Int, on axis: Axis) -> Priority {
        AxisArrangement.tieBreakLevel(of: view, depth: depth(of: view), on: axis, tree: tree)
    }

    func marginBefore(_ view: Int, _ axis: Axis) -> Double {
        axis == .horizontal ? margins[view].left : margins[view].top
    }

    func marginAfter(_ view: Int, _ axis: Axis) -> Double {
        axis == .horizontal ? margins[view].right : margins[view].bottom
    }

    /// The margin rectangle's leading (top) edge.
    func marginStart(_ view: Int, _ axis: Axis) -> LinearExpression {
        constraints.variables.start(view, axis) + marginBefore(view, axis)
    }

    func marginEnd(_ view: Int, _ axis: Axis) -> LinearExpression {
        constraints.variables.end(view, axis) - marginAfter(view, axis)
    }

    /// A view as the user knows it: its element and line.
    func name(_ view: Int) -> String {
        let node = tree.nodes[view]
        return "\(node.elementName) (line \(node.location.line))"
    }

    mutating func pin(_ lhs: LinearExpression, to rhs: LinearExpression, priority: Priority) {
        constraints.add(lhs, .equal, rhs, priority: priority)
    }

    mutating func setPriorities(_ child: Int, _ axis: Axis, hugging: Priority, compression: Priority) {
        priorities.set(child, axis, hugging: hugging, compression: compression)
    }
}
