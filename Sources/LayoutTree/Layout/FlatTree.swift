/// The view tree flattened in pre-order: the form the layout engine works on, so that
/// views are addressed by index and the engine never recurses (no stack overflow on deep trees).
struct FlatTree {
    /// Nodes with their `children` emptied; the structure lives in `parent`/`children`.
    var nodes: [ViewNode] = []
    var parent: [Int] = []
    var children: [[Int]] = []
    /// A view takes part in layout: it is not hidden and no ancestor excludes it.
    var participates: [Bool] = []

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
    }

    /// A one-level tree: `container` and its children as leaves (for per-container solves).
    init(container: ViewNode, children: [ViewNode]) {
        nodes = [container] + children
        parent = [-1] + Array(repeating: 0, count: children.count)
        self.children = [Array(1..<nodes.count)] + Array(repeating: [], count: children.count)
        participates = Array(repeating: true, count: nodes.count)
    }

    var count: Int { nodes.count }

    /// Children that take part in layout, in document order.
    func visibleChildren(of index: Int) -> [Int] {
        children[index].filter { participates[$0] }
    }
}
