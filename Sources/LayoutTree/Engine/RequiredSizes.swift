/// Which views' sizes the required constraints alone settle (SEMANTICS.md §2.0: required
/// constraints come before every other level): the same size in every layout that breaks no
/// required constraint, whatever the other axis and every lower priority ask.
///
/// Read from the containers' descriptions (`AxisArrangement`), never written again: the root
/// (the screen's size, §2.9); a view with a fixed `width` or `height` (§2.1); a child that a
/// link holds at both edges of its container's canvas at required priorities (§2.2 fill, §2.5
/// layers, §2.7 a scroll view's content fitted to it, §2.8 a stack's fill alignment), inside a
/// container whose own size is settled. A chain's children are not counted (their sizes share
/// the chain's length by lower priorities), nor anything a container does not describe.
///
/// An aspect ratio whose view has one side settled so is a rule on the other axis alone in every
/// such layout: what `ExactLayoutSolver` uses to solve a region of aspect ratios too large for one
/// system axis by axis, and then checks (`AspectPulls`).
struct RequiredSizes {
    private let tree: FlatTree
    private let margins: ViewMargins
    private let depths: [Int]
    /// Per axis, per view found so far, whether its size is settled.
    private var settled: [Axis: [Int: Bool]] = [:]
    /// Per axis, per container read so far, the children it holds at both edges at required
    /// priorities (its description read once, however many children ask).
    private var heldChildren: [Axis: [Int: Set<Int>]] = [:]

    init(tree: FlatTree, margins: ViewMargins, depths: [Int]) {
        self.tree = tree
        self.margins = margins
        self.depths = depths
    }

    /// Whether `view`'s size on `axis` is settled by required constraints alone.
    mutating func settles(_ view: Int, on axis: Axis) -> Bool {
        // The view and its ancestors up to the first one known, then each answered parents first.
        var path: [Int] = []
        var current = view
        while current >= 0 && settled[axis]?[current] == nil {
            path.append(current)
            current = tree.parent[current]
        }
        for index in path.reversed() {
            settled[axis, default: [:]][index] = settlesGivenParent(index, on: axis)
        }
        return settled[axis]?[view] ?? false
    }

    private mutating func settlesGivenParent(_ view: Int, on axis: Axis) -> Bool {
        guard tree.participates[view] else { return false }
        if view == 0 || tree.attributes[view].size.fixed(axis) != nil { return true }
        let parent = tree.parent[view]
        guard parent >= 0, settled[axis]?[parent] == true else { return false }
        return heldAtBothEdges(by: parent, on: axis).contains(view)
    }

    /// The children `container` holds at both edges of its canvas at required priorities.
    private mutating func heldAtBothEdges(by container: Int, on axis: Axis) -> Set<Int> {
        if let known = heldChildren[axis]?[container] { return known }
        var held = Set<Int>()
        if let arrangement = try? AxisArrangement.describe(
            container, on: axis, tree: tree, margins: margins[container], depth: depths[container], forConstraints: true)
        {
            for (child, link) in arrangement.ownLinks {
                switch link {
                case .fill(let pin), .fillFromEnd(let pin): if pin.within >= .required && pin.reaching >= .required { held.insert(child) }
                case .sizeOfContainer(let level, _): if level >= .required { held.insert(child) }
                case .start, .end, .centerOnBounds, .withinCanvas, .onBaseline: break
                }
            }
        }
        heldChildren[axis, default: [:]][container] = held
        return held
    }
}
