extension ViewNode {
    /// Visits this view and its descendants depth first, in document order, without recursion
    /// (no stack overflow on deep trees). `visit` gets each view with what its parent's visit
    /// returned, and returns what the view's children get. One entry per container being walked
    /// (its children, the next one to visit), so views are not copied onto a stack one by one.
    func walkInPreOrder<Context>(from rootContext: Context, _ visit: (ViewNode, Context) -> Context) {
        let childContext = visit(self, rootContext)
        guard !children.isEmpty else { return }
        var walking: [(siblings: [ViewNode], next: Int, context: Context)] = [(children, 0, childContext)]
        while let top = walking.indices.last {
            let next = walking[top].next
            guard next < walking[top].siblings.count else {
                walking.removeLast()
                continue
            }
            walking[top].next = next + 1
            let node = walking[top].siblings[next]
            let context = visit(node, walking[top].context)
            if !node.children.isEmpty { walking.append((node.children, 0, context)) }
        }
    }
}
