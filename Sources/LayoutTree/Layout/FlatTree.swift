/// The view tree flattened in pre-order: the form the layout engine works on, so that
/// views are addressed by index and the engine never recurses (no stack overflow on deep trees).
struct FlatTree: Sendable {
    /// Nodes in pre-order; layout reads the structure from `parent`/`children`, never from a node's own `children`.
    private(set) var nodes: [ViewNode] = []
    /// What the solver reads of each node, kept beside it (see `LayoutAttributes`).
    private(set) var attributes: [LayoutAttributes] = []
    private(set) var parent: [Int] = []
    private(set) var children: [[Int]] = []
    /// A view takes part in layout: it is not hidden and no ancestor excludes it.
    private(set) var participates: [Bool] = []
    /// Position among the parent's visible children (for tie-breaking, §2.0); nil for the root.
    private(set) var childIndex: [Int?] = []
    /// Children that take part in layout, in document order (kept by `indexChildren`).
    private var visible: [[Int]] = []

    init(root: ViewNode) {
        // Sized once: growing arrays of 100k entries would copy them again and again.
        let capacity = Self.count(root)
        nodes.reserveCapacity(capacity)
        attributes.reserveCapacity(capacity)
        parent.reserveCapacity(capacity)
        children.reserveCapacity(capacity)
        participates.reserveCapacity(capacity)
        // Each view gets its parent's index and whether its ancestors take part in layout.
        root.walkInPreOrder(from: (parent: -1, ancestorsParticipate: true, hiddenTakePart: false)) { node, context in
            let index = addView(
                node, parent: context.parent, ancestorsParticipate: context.ancestorsParticipate, hiddenTakesPart: context.hiddenTakePart)
            // Children of views that do not lay out children (plain UIView, leaves) are not arranged.
            // LMPageView constrains every page, hidden or not (§2.11.7, MK LMPageView.m:152-198).
            return (index, participates[index] && node.layout.arrangesChildren, node.layout == .pages)
        }
        indexChildren()
    }

    /// Appends `node` in pre-order under `parentIndex`; returns its index.
    private mutating func addView(_ node: ViewNode, parent parentIndex: Int, ancestorsParticipate: Bool, hiddenTakesPart: Bool) -> Int {
        let index = nodes.count
        append(node)
        parent.append(parentIndex)
        if parentIndex >= 0 { children[parentIndex].append(index) }
        participates.append(ancestorsParticipate && (!node.isHidden || hiddenTakesPart))
        // A leaf keeps the shared empty array: reserving even no room allocates a buffer.
        var childIndices: [Int] = []
        if !node.children.isEmpty { childIndices.reserveCapacity(node.children.count) }
        children.append(childIndices)
        return index
    }

    /// The number of views in the tree under `root`, itself included.
    private static func count(_ root: ViewNode) -> Int {
        var total = 1
        // Sibling arrays, not views: one retain per container instead of one per view.
        var pending = [root.children]
        while let siblings = pending.popLast() {
            total += siblings.count
            for node in siblings where !node.children.isEmpty { pending.append(node.children) }
        }
        return total
    }

    var count: Int { nodes.count }

    /// Adds a node (sharing its storage) and its attributes; the caller links it into the structure.
    private mutating func append(_ node: ViewNode) {
        nodes.append(node)
        attributes.append(LayoutAttributes(node))
    }

    mutating func setLayout(_ layout: ContainerLayout, of index: Int) {
        nodes[index].layout = layout
        attributes[index].layout = layout
    }

    mutating func setHeight(_ height: Double, of index: Int) {
        nodes[index].size.height = height
        attributes[index].size.height = height
    }

    mutating func setAnchor(_ anchor: AnchorSet, of index: Int) {
        nodes[index].anchor = anchor
        attributes[index].anchor = anchor
    }

    /// Fills `childIndex` and the visible children from the structure.
    private mutating func indexChildren() {
        childIndex = Array(repeating: nil, count: nodes.count)
        visible = Array(repeating: [], count: nodes.count)
        for index in 0..<nodes.count where !children[index].isEmpty { indexChildren(of: index) }
    }

    /// One view's visible children and their `childIndex`.
    private mutating func indexChildren(of index: Int) {
        visible[index] = children[index].allSatisfy { participates[$0] } ? children[index] : children[index].filter { participates[$0] }
        for (position, child) in visible[index].enumerated() { childIndex[child] = position }
    }

    /// Whether a table or a page view lies above `index`: the table sets the frames of its rows,
    /// headers and footers by hand, the page view holds its pages to its size, and the frame of
    /// either "comes from its parent" (§2.11.2, §2.11.7), so nothing in them sizes it
    /// (`Priority.contentWithinListedEdge`).
    func isInsideList(_ index: Int) -> Bool {
        var ancestor = index >= 0 && index < parent.count ? parent[index] : -1
        while ancestor >= 0 {
            switch attributes[ancestor].layout {
            case .table, .pages: return true
            default: ancestor = parent[ancestor]
            }
        }
        return false
    }

    /// Children that take part in layout, in document order.
    func visibleChildren(of index: Int) -> [Int] {
        visible[index]
    }
}

/// The fields of a `ViewNode` that the tree solve reads in its inner loops, as plain
/// values: reading them costs no reference counting, unlike reading through a node. What
/// most views never set (sibling spacing, custom spacing, priority overrides) is boxed
/// together, nil while all of it is the default: 88 bytes a view fewer (issue #16).
struct LayoutAttributes: Sendable, Equatable {
    var viewClass: ViewClass
    var layout: ContainerLayout
    var size: SizeConstraints
    var weight: Double?
    var anchor: AnchorSet
    private var rarelySet: RarelySet?

    var spacing: SiblingSpacing { rarelySet?.fields.spacing ?? SiblingSpacing() }
    var customSpacing: Double? { rarelySet?.fields.customSpacing }
    var priorities: PriorityOverrides { rarelySet?.fields.priorities ?? PriorityOverrides() }

    init(_ node: ViewNode) {
        viewClass = node.viewClass
        layout = node.layout
        size = node.size
        weight = node.weight
        anchor = node.anchor
        let fields = RarelySet.Fields(spacing: node.spacing, customSpacing: node.customSpacing, priorities: node.priorities)
        rarelySet = fields == RarelySet.Fields() ? nil : RarelySet(fields)
    }

    /// Never changed once made; equal when the fields are.
    private final class RarelySet: Sendable, Equatable {
        struct Fields: Equatable {
            var spacing = SiblingSpacing()
            var customSpacing: Double? = nil
            var priorities = PriorityOverrides()
        }

        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }

        static func == (lhs: RarelySet, rhs: RarelySet) -> Bool { lhs === rhs || lhs.fields == rhs.fields }
    }
}
