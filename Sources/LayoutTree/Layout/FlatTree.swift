/// The view tree flattened in pre-order: the form the layout engine works on, so that
/// views are addressed by index and the engine never recurses (no stack overflow on deep trees).
struct FlatTree {
    /// Nodes with their `children` emptied; the structure lives in `parent`/`children`.
    var nodes: [ViewNode] = []
    var parent: [Int] = []
    var children: [[Int]] = []
    /// A view takes part in layout: it is not hidden and no ancestor excludes it.
    var participates: [Bool] = []
    /// Position among the parent's visible children (for tie-breaking, §2.0); nil for the root.
    var childIndex: [Int?] = []

    init(root: ViewNode) {
        var stack: [(node: ViewNode, parent: Int, ancestorsParticipate: Bool)] = [(root, -1, true)]
        while let (node, parentIndex, ancestorsParticipate) = stack.popLast() {
            let index = nodes.count
            var shallow = node
            shallow.children = []
            nodes.append(shallow)
            parent.append(parentIndex)
            children.append([])
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
    }

    /// A one-level tree: `container` and its children as leaves (for per-container solves).
    init(container: ViewNode, children: [ViewNode]) {
        nodes = [container] + children
        parent = [-1] + Array(repeating: 0, count: children.count)
        self.children = [Array(1..<nodes.count)] + Array(repeating: [], count: children.count)
        participates = Array(repeating: true, count: nodes.count)
        indexChildren()
    }

    var count: Int { nodes.count }

    /// Fills `childIndex` from the structure (after building or splitting).
    mutating func indexChildren() {
        childIndex = Array(repeating: nil, count: nodes.count)
        for index in 0..<nodes.count {
            for (position, child) in visibleChildren(of: index).enumerated() { childIndex[child] = position }
        }
    }

    /// Children that take part in layout, in document order.
    func visibleChildren(of index: Int) -> [Int] {
        children[index].filter { participates[$0] }
    }
}
