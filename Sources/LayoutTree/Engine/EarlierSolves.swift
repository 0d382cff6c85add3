/// What the earlier solves of one layout found, for the later ones to take as it is.
///
/// A layout solves its document more than once: again once wrapped labels know their heights
/// (§2.0, second pass), again when the safe area moves a margin (`SafeAreaMargins`). Between
/// those solves most inputs stay the same — the second pass changes only heights — so:
/// - with no constraint region, an axis whose inputs are all the same as in the latest solve
///   (every view's intrinsic size and margins on that axis, the screen's length, whether rules
///   are approximated) has the same frames, natural sizes and containers: the axes are
///   separate problems that read nothing else (`ExactLayoutSolver`);
/// - otherwise, on an axis whose costs are kept, the pass up takes the cost of every subtree
///   whose inputs are all the same (`AxisCosts`) and computes only those of the views whose
///   inputs changed and of their ancestors (a wrapped label's height: the label and the
///   containers above it);
/// - in a constraint region, a group of constraints solved before is not solved again
///   (`SolvedGroups`), nor a component whose whole problem is one solved before
///   (`ComponentCost.Found`).
/// Kept per layout by `LayoutEngine` and passed in, or shared by the layouts of one document on
/// several screens (`LayoutEngine.layout(_:on:reusing:)`): what each reuse takes, it takes
/// only where every input it reads is the same, the views and their attributes included.
public struct EarlierSolves: Sendable {
    var groups = SolvedGroups()
    /// What components' solves found (`ComponentCost.Found`): the same component in a later
    /// solve takes its cost and placements from there.
    var components = ComponentCost.Found()
    private var horizontal: (inputs: AxisInputs, solution: AxisSolution)?
    private var vertical: (inputs: AxisInputs, solution: AxisSolution)?
    /// The axes whose pass up is kept for a later solve (`AxisCosts`): those a later solve may
    /// change. Kept costs take as much memory as the pass itself, until the layout ends.
    let keepsCosts: [Axis]
    /// Whether a kept pass keeps its leaves' costs too (`AxisPass.keepsLeafCosts`): where the
    /// layouts of several screens share these solves, each places every view again, so a leaf's
    /// cost is read half a dozen times; a layout of its own reads it two or three times and
    /// keeps the memory instead.
    let keepsLeafCosts: Bool
    private var horizontalCosts: AxisCosts?
    private var verticalCosts: AxisCosts?
    /// How many views' costs the passes up have taken from the kept ones.
    var costsTaken = 0
    /// How many components' costs the passes up have taken from `components`.
    var componentCostsTaken = 0
    /// How many stacks' closed forms the passes up have taken from `components` (`ClosedFormStacks`).
    var closedFormsTaken = 0
    /// The unstated rules of the latest tree solved, and what they were found from.
    private var unstated: (inputs: UnstatedRules.Inputs, rules: UnstatedRules)?

    /// Everything one axis of the tree solve reads that can change between solves.
    ///
    /// Holds the solve's own arrays of intrinsic sizes and margins (shared, not copied: a copy of
    /// the axis's values took 32 bytes a view; issue #16) and compares them on `axis` only.
    struct AxisInputs: Equatable, Sendable {
        var axis: Axis
        var length: Double
        var approximating: Bool
        private var intrinsic: [IntrinsicSize]
        private var margins: ViewMargins
        /// The widths labels wrap at (the second pass, §2.0): read vertically through their
        /// baselines, whose lines they count, also where a label's height is a placeholder and
        /// does not change (a baseline row kept a one-line ascent for a label wrapped to five).
        private var wrapWidths: [Double?]
        /// The views and what the solve reads of each (the same in one layout; on another
        /// screen, a list's geometry may differ).
        var parent: ViewIndices
        var participates: [Bool]
        var attributes: [LayoutAttributes]

        init(
            _ axis: Axis, length: Double, approximating: Bool, intrinsic: [IntrinsicSize], margins: ViewMargins, wrapWidths: [Double?],
            tree: FlatTree
        ) {
            self.axis = axis
            parent = tree.parent
            participates = tree.participates
            attributes = tree.attributes
            self.length = length
            self.approximating = approximating
            self.intrinsic = intrinsic
            self.margins = margins
            self.wrapWidths = wrapWidths
        }

        /// The width the view wraps at, where the axis reads it (vertically; nil for none).
        func wrapWidth(of view: Int) -> Double? { Self.wrapWidth(of: view, in: wrapWidths, on: axis) }

        /// The width `view` wraps at in `wrapWidths`, where `axis` reads it.
        static func wrapWidth(of view: Int, in wrapWidths: [Double?], on axis: Axis) -> Double? {
            axis == .vertical && view < wrapWidths.count ? wrapWidths[view] : nil
        }

        /// The view's intrinsic size on the axis.
        func intrinsic(of view: Int) -> Double? { intrinsic[view][axis] }

        /// The view's margin before (left, top) or after (right, bottom) on the axis.
        func margin(of view: Int, before: Bool) -> Double { Self.margin(margins[view], before: before, on: axis) }

        /// The margin before (left, top) or after (right, bottom) on `axis`.
        static func margin(_ insets: EdgeInsets, before: Bool, on axis: Axis) -> Double {
            if axis == .horizontal { return before ? insets.left : insets.right }
            return before ? insets.top : insets.bottom
        }

        /// Equal when everything read on the axis is: the other axis's sizes and margins are not read.
        static func == (lhs: AxisInputs, rhs: AxisInputs) -> Bool {
            guard lhs.axis == rhs.axis, lhs.length == rhs.length, lhs.hasTheStructure(of: rhs), lhs.attributes == rhs.attributes,
                lhs.intrinsic.count == rhs.intrinsic.count, lhs.margins.count == rhs.margins.count
            else { return false }
            return lhs.intrinsic.indices.allSatisfy { view in
                lhs.intrinsic(of: view) == rhs.intrinsic(of: view) && lhs.wrapWidth(of: view) == rhs.wrapWidth(of: view)
            }
                && lhs.margins.indices.allSatisfy { view in
                    [true, false].allSatisfy { lhs.margin(of: view, before: $0) == rhs.margin(of: view, before: $0) }
                }
        }

        /// Whether a solve that read `other` solved the same views, with the same rules approximated.
        func hasTheStructure(of other: AxisInputs) -> Bool {
            approximating == other.approximating && parent == other.parent && participates == other.participates
        }
    }

    /// One axis solved: every view's span, each container's natural size, which views are containers.
    struct AxisSolution: Sendable {
        var spans: [SolvedFrames.Span]
        var natural: [Double]
        var isContainer: [Bool]
    }

    init(keepingCostsOn axes: [Axis] = [], withLeaves keepsLeafCosts: Bool = false) {
        keepsCosts = axes
        self.keepsLeafCosts = keepsLeafCosts
    }

    /// The latest root laid out, flattened before any screen changed it (`FlatTree`): the
    /// layouts of one document on several screens flatten it once.
    private var flattened: (root: ViewNode, tree: FlatTree)?

    /// `root` flattened: the kept tree when it is of this very root, else made (and kept).
    mutating func flatTree(of root: ViewNode) -> FlatTree {
        if let flattened, flattened.root.isSameNode(as: root) { return flattened.tree }
        let tree = FlatTree(root: root)
        flattened = (root, tree)
        return tree
    }

    /// The views' intrinsic sizes as measured on the screens laid out so far, one entry per
    /// scale (and Dynamic Type size and iOS version) met: the screens of a matrix have two or
    /// three scales, and a view measures the same on every screen of one scale.
    private var measured: [(scale: Double, contentSize: ContentSizeCategory, iosVersion: Int, nodes: [ViewNode], sizes: [IntrinsicSize])] = []

    /// Each view's intrinsic size in `tree` (`.none` where it takes no part), by `measurer`: as
    /// measured on an earlier screen of the same scale where the view is the very same node
    /// (a list's geometry may change a node on another screen), else measured now. `validate`
    /// lays a document out on six screens, and measured every label on each of them.
    mutating func intrinsicSizes(of tree: FlatTree, measuredBy measurer: LeafMeasurer) -> [IntrinsicSize] {
        let entry = measured.firstIndex {
            $0.scale == measurer.scale && $0.contentSize == measurer.contentSize && $0.iosVersion == measurer.iosVersion
        }
        let known = entry.map { measured[$0] }
        var sizes: [IntrinsicSize] = []
        sizes.reserveCapacity(tree.count)
        for view in 0..<tree.count {
            if tree.participates[view], let known, view < known.nodes.count, known.nodes[view].isSameNode(as: tree.nodes[view]) {
                sizes.append(known.sizes[view])
            } else {
                sizes.append(measurer.intrinsicSize(ofView: view, in: tree))
            }
        }
        let measuredNow = (measurer.scale, measurer.contentSize, measurer.iosVersion, tree.nodes, sizes)
        if let entry { measured[entry] = measuredNow } else { measured.append(measuredNow) }
        return sizes
    }

    /// One axis's pass up, and what each view's cost read: a later pass takes a view's cost
    /// when all of that is the same and every child's cost was taken too (a subtree's cost reads
    /// nothing outside it but its container's layout, which imposes its content priorities).
    struct AxisCosts: Sendable {
        /// What the pass read (its `length` is the screen's, which no cost reads).
        var inputs: AxisInputs
        /// Per view, whether it keeps its fitting size in ties (`UnstatedComponents`).
        var fitting: [Bool]
        /// Per view, whether the pass up computed its cost (not in a constraint region or component).
        var computed: [Bool]
        /// Per view, whether it topped a system whose cost the pass computed (`AxisPass.systemTopComputed`).
        var systemTops: [Bool]
        /// Per view, whether its cost was kept only from its tie-break up (`AxisPass.passUp`),
        /// which depends on the constraint systems that read it.
        var trimmed: [Bool]
        var cost: [ConvexCost]
        var natural: [Double]
        var isContainer: [Bool]
        var arrangements: ContainerArrangements
        var chainCosts: [ConvexCost?]
        var gridCosts: [Int: GridCost]
    }

    /// The kept pass up on `axis`, if it was over the same views as a pass reading `inputs`.
    func costs(on axis: Axis, for inputs: AxisInputs) -> AxisCosts? {
        guard let kept = axis == .horizontal ? horizontalCosts : verticalCosts, kept.inputs.hasTheStructure(of: inputs) else { return nil }
        return kept
    }

    mutating func record(_ costs: AxisCosts, on axis: Axis) {
        guard keepsCosts.contains(axis) else { return }
        if axis == .horizontal { horizontalCosts = costs } else { verticalCosts = costs }
    }

    /// The passes up of a round that failed, for the next round of the same solve to take
    /// (`roundCosts`).
    private var horizontalRound: AxisCosts?
    private var verticalRound: AxisCosts?

    /// The pass up a failed round of this solve kept on `axis`, if it was over the same views: a
    /// solve goes round again where components do not settle, ratios break or the closed form
    /// does not lay a stack out, and only those containers and their ancestors change their
    /// costs (on a 100,000-view document in the fixtures' vocabulary, five rounds).
    func roundCosts(on axis: Axis, for inputs: AxisInputs) -> AxisCosts? {
        guard let kept = axis == .horizontal ? horizontalRound : verticalRound, kept.inputs.hasTheStructure(of: inputs) else { return nil }
        return kept
    }

    /// Keeps `costs` for the next round (`roundCosts`); nil forgets them, as a solve that ends does.
    mutating func recordRound(_ costs: AxisCosts?, on axis: Axis) {
        if axis == .horizontal { horizontalRound = costs } else { verticalRound = costs }
    }

    func solution(on axis: Axis, for inputs: AxisInputs) -> AxisSolution? {
        guard let latest = axis == .horizontal ? horizontal : vertical, latest.inputs == inputs else { return nil }
        return latest.solution
    }

    /// The unstated rules of `tree` as `find` gives them, found again only when what it reads differs.
    mutating func unstatedRules(of tree: FlatTree, measuresText: Bool, find: () -> UnstatedRules) -> UnstatedRules {
        let inputs = UnstatedRules.Inputs(tree, measuresText: measuresText)
        if let known = unstated, known.inputs.isSame(as: inputs) { return known.rules }
        let rules = find()
        unstated = (inputs, rules)
        return rules
    }

    /// The equalCentering and fillProportionally stacks the closed form did not lay out (`StackAtOwnLength.Unsettled`):
    /// solved with their ancestors since.
    var ownLengthWithAncestors: Set<Int> = []

    /// The components whose samples did not settle (`ExactLayoutSolver.UnsettledComponent`), by
    /// their tops: solved in the region on their own axes from then on, in this solve and the
    /// next ones. Each later solve of the layout (the safe area, wrapped labels, another screen)
    /// found them again a round at a time, sampling every component and solving the region once
    /// more: a second round in four of the five solves of a 10,000-view like-fixtures screen. In the
    /// region or sampled, a component's frames are the same (`UnstatedComponents`).
    var unsettledComponents: Set<Int> = []

    /// Keeps the rules of each axis that a solve of the tree of `unstatedRules` grew to (containers
    /// whose ratios broke, `BrokenRatios`) for its next solve, which starts from them instead of
    /// finding them again a region solve at a time (a safe area with sides settles a layout in ten
    /// solves: 28 solves of an 18,855-view screen's 1,455-view region where 10 do). A container
    /// more in the region is solved exactly there all the same: the frames do not change.
    mutating func keepGrown(_ rules: UnstatedRules) {
        guard var known = unstated else { return }
        known.rules.addLocal(of: rules)
        unstated = known
    }

    mutating func record(_ solution: AxisSolution, on axis: Axis, for inputs: AxisInputs) {
        if axis == .horizontal { horizontal = (inputs, solution) } else { vertical = (inputs, solution) }
    }
}
