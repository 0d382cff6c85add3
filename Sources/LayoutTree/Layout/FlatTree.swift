/// The view tree flattened in pre-order: the form the layout engine works on, so that
/// views are addressed by index and the engine never recurses (no stack overflow on deep trees).
struct FlatTree: Sendable {
    /// Nodes in pre-order; layout reads the structure from `parent`/`children`, never from a node's own `children`.
    private(set) var nodes: [ViewNode] = []
    /// What the solver reads of each node, kept beside it (see `LayoutAttributes`).
    private(set) var attributes: [LayoutAttributes] = []
    var parent: [Int] = []
    var children: [[Int]] = []
    /// A view takes part in layout: it is not hidden and no ancestor excludes it.
    var participates: [Bool] = []
    /// Position among the parent's visible children (for tie-breaking, §2.0); nil for the root.
    var childIndex: [Int?] = []
    /// Children that take part in layout, in document order (kept by `indexChildren`).
    private var visible: [[Int]] = []
    /// The document's views: indices from here on are blocks added by `LargeContainerSplitter`.
    private(set) var viewCount = 0
    /// The children as written of containers whose children the splitter replaced by blocks.
    private(set) var childrenAsWritten: [Int: [Int]] = [:]

    init(root: ViewNode) {
        // Sized once: growing arrays of 100k entries would copy them again and again.
        let capacity = Self.count(root)
        nodes.reserveCapacity(capacity)
        attributes.reserveCapacity(capacity)
        parent.reserveCapacity(capacity)
        children.reserveCapacity(capacity)
        participates.reserveCapacity(capacity)
        var stack: [(node: ViewNode, parent: Int, ancestorsParticipate: Bool)] = [(root, -1, true)]
        while let (node, parentIndex, ancestorsParticipate) = stack.popLast() {
            let index = nodes.count
            append(node)
            parent.append(parentIndex)
            var childIndices: [Int] = []
            childIndices.reserveCapacity(node.children.count)
            children.append(childIndices)
            let takesPart = ancestorsParticipate && !node.isHidden
            participates.append(takesPart)
            if parentIndex >= 0 { children[parentIndex].append(index) }
            // Children of views that do not lay out children (plain UIView, leaves) are not arranged.
            let childrenTakePart = takesPart && node.layout != .none
            for child in node.children.reversed() {
                stack.append((child, index, childrenTakePart))
            }
        }
        indexChildren()
        viewCount = nodes.count
    }

    /// The number of views in the tree under `root`, itself included.
    private static func count(_ root: ViewNode) -> Int {
        var total = 0
        var stack = [root]
        while let node = stack.popLast() {
            total += 1
            stack += node.children
        }
        return total
    }

    /// A one-level tree: `container` and its children as leaves (for per-container solves).
    init(container: ViewNode, children: [ViewNode]) {
        for node in [container] + children { append(node) }
        parent = [-1] + Array(repeating: 0, count: children.count)
        self.children = [Array(1..<nodes.count)] + Array(repeating: [], count: children.count)
        participates = Array(repeating: true, count: nodes.count)
        indexChildren()
        viewCount = nodes.count
    }

    var count: Int { nodes.count }

    /// Adds a node (sharing its storage) and its attributes; the caller links it into the structure.
    mutating func append(_ node: ViewNode) {
        nodes.append(node)
        attributes.append(LayoutAttributes(node))
    }

    /// A view's children as written, whatever blocks now stand between it and them.
    func childrenAsWritten(of index: Int) -> [Int] {
        childrenAsWritten[index] ?? children[index]
    }

    /// A view's parent as written: past the blocks the splitter put above it.
    func parentAsWritten(of index: Int) -> Int {
        var current = parent[index]
        while current >= viewCount { current = parent[current] }
        return current
    }

    /// Replaces a container's children by blocks, remembering them as written.
    mutating func replaceChildren(of container: Int, with newChildren: [Int]) {
        if childrenAsWritten[container] == nil { childrenAsWritten[container] = children[container] }
        children[container] = newChildren
    }

    mutating func setAnchor(_ anchor: AnchorSet, of index: Int) {
        nodes[index].anchor = anchor
        attributes[index].anchor = anchor
    }

    /// Fills `childIndex` and the visible children from the structure (after building or splitting).
    mutating func indexChildren() {
        childIndex = Array(repeating: nil, count: nodes.count)
        visible = Array(repeating: [], count: nodes.count)
        for index in 0..<nodes.count where !children[index].isEmpty {
            visible[index] = children[index].allSatisfy { participates[$0] } ? children[index] : children[index].filter { participates[$0] }
            for (position, child) in visible[index].enumerated() { childIndex[child] = position }
        }
    }

    /// Children that take part in layout, in document order.
    func visibleChildren(of index: Int) -> [Int] {
        visible[index]
    }
}

/// The fields of a `ViewNode` that the per-container solver reads in its inner loops, as plain
/// values: reading them costs no reference counting, unlike reading through a node.
struct LayoutAttributes: Sendable {
    var viewClass: ViewClass
    var layout: ContainerLayout
    var size: SizeConstraints
    var weight: Double?
    var spacing: SiblingSpacing
    var customSpacing: Double?
    var anchor: AnchorSet
    var priorities: PriorityOverrides

    init(_ node: ViewNode) {
        viewClass = node.viewClass
        layout = node.layout
        size = node.size
        weight = node.weight
        spacing = node.spacing
        customSpacing = node.customSpacing
        anchor = node.anchor
        priorities = node.priorities
    }
}
