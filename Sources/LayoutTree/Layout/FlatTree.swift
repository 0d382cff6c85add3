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
    /// The document's views: indices from here on are blocks added by `LargeContainerSplitter`.
    private(set) var viewCount = 0
    /// The children as written of containers whose children the splitter replaced by blocks.
    private(set) var childrenAsWritten: [Int: [Int]] = [:]

    init(root: ViewNode) {
        // Sized once: growing arrays of 100k entries would copy them again and again. With room
        // for the blocks `LargeContainerSplitter` may add (about one per 32 children), so that
        // adding them copies nothing either.
        let views = Self.count(root)
        let capacity = views + views / 16 + 16
        nodes.reserveCapacity(capacity)
        attributes.reserveCapacity(capacity)
        parent.reserveCapacity(capacity)
        children.reserveCapacity(capacity)
        participates.reserveCapacity(capacity)
        // Each view gets its parent's index and whether its ancestors take part in layout.
        root.walkInPreOrder(from: (parent: -1, ancestorsParticipate: true)) { node, context in
            let index = addView(node, parent: context.parent, ancestorsParticipate: context.ancestorsParticipate)
            // Children of views that do not lay out children (plain UIView, leaves) are not arranged.
            return (index, participates[index] && node.layout != .none)
        }
        indexChildren()
        viewCount = nodes.count
    }

    /// Appends `node` in pre-order under `parentIndex`; returns its index.
    private mutating func addView(_ node: ViewNode, parent parentIndex: Int, ancestorsParticipate: Bool) -> Int {
        let index = nodes.count
        append(node)
        parent.append(parentIndex)
        if parentIndex >= 0 { children[parentIndex].append(index) }
        participates.append(ancestorsParticipate && !node.isHidden)
        var childIndices: [Int] = []
        childIndices.reserveCapacity(node.children.count)
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

    /// A one-level tree: `container` and its children as leaves (for per-container solves).
    /// `nested` adds the children of some of them (child position → its children as written,
    /// and whether each takes part), numbered after every child: a group solved as one.
    init(container: ViewNode, children: [ViewNode], nested: [(position: Int, children: [(node: ViewNode, participates: Bool)])] = []) {
        let nestedCount = nested.reduce(0) { $0 + $1.children.count }
        nodes.reserveCapacity(children.count + 1 + nestedCount)
        attributes.reserveCapacity(children.count + 1 + nestedCount)
        append(container)
        for node in children { append(node) }
        parent = [-1] + Array(repeating: 0, count: children.count)
        self.children = [Array(1..<nodes.count)] + Array(repeating: [], count: children.count)
        participates = Array(repeating: true, count: nodes.count)
        for (position, members) in nested {
            for (node, participating) in members {
                self.children[position + 1].append(nodes.count)
                append(node)
                parent.append(position + 1)
                self.children.append([])
                participates.append(participating)
            }
        }
        indexChildren()
        viewCount = nodes.count
    }

    var count: Int { nodes.count }

    /// Adds a node (sharing its storage) and its attributes; the caller links it into the structure.
    private mutating func append(_ node: ViewNode) {
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

    /// Room for `extra` more views, so that appending blocks does not copy every array of the tree.
    mutating func reserveCapacity(forMore extra: Int) {
        let capacity = nodes.count + extra
        nodes.reserveCapacity(capacity)
        attributes.reserveCapacity(capacity)
        parent.reserveCapacity(capacity)
        children.reserveCapacity(capacity)
        participates.reserveCapacity(capacity)
        childIndex.reserveCapacity(capacity)
        visible.reserveCapacity(capacity)
    }

    /// Appends `block` as a child of `container` holding `members` (taken from the container's
    /// visible children); the container's children are replaced next (`replaceChildren`).
    mutating func appendBlock(_ block: ViewNode, in container: Int, members: [Int]) -> Int {
        let index = nodes.count
        append(block)
        parent.append(container)
        children.append(members)
        participates.append(true)
        childIndex.append(nil)
        visible.append([])
        for member in members { parent[member] = index }
        indexChildren(of: index)
        return index
    }

    /// Replaces a container's children by blocks, remembering them as written.
    mutating func replaceChildren(of container: Int, with newChildren: [Int]) {
        if childrenAsWritten[container] == nil { childrenAsWritten[container] = children[container] }
        children[container] = newChildren
        indexChildren(of: container)
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

    /// One view's visible children and their `childIndex`: kept up to date as blocks replace children.
    private mutating func indexChildren(of index: Int) {
        visible[index] = children[index].allSatisfy { participates[$0] } ? children[index] : children[index].filter { participates[$0] }
        for (position, child) in visible[index].enumerated() { childIndex[child] = position }
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
