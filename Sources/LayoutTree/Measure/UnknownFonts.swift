extension LeafMeasurer {
    /// `root` with every font iOS would not find left out (`TextMeasuring.knows`): `fontWithName:` gives
    /// nil, and the view shows its class's default font (SEMANTICS.md §1.4), in its size, its text and
    /// its drawing alike. The same tree when every font is known (nearly every document); otherwise only
    /// the views on the way to such a font are copied. Without recursion, however deep the tree (included
    /// documents nest it past the parser's 256 levels).
    func droppingUnknownFonts(from root: ViewNode) -> ViewNode {
        var known: [String: Bool] = [:]
        func isUnknown(_ node: ViewNode) -> Bool {
            guard let font = node.content.font else { return false }
            if let answer = known[font.name] { return !answer }
            let answer = text.knows(font)
            known[font.name] = answer
            return !answer
        }
        var anyUnknown = false
        root.walkInPreOrder(from: ()) { node, _ in anyUnknown = anyUnknown || isUnknown(node) }
        guard anyUnknown else { return root }
        // Depth first: each frame is a view, the next child to visit and whether anything below changed.
        var frames: [(node: ViewNode, next: Int, changed: Bool)] = [(root, 0, false)]
        while var frame = frames.popLast() {
            if frame.next == 0 && isUnknown(frame.node) {
                frame.node.content.font = nil
                frame.changed = true
            }
            if frame.next < frame.node.children.count {
                let child = frame.node.children[frame.next]
                frame.next += 1
                frames.append(frame)
                frames.append((child, 0, false))
                continue
            }
            guard let parent = frames.indices.last else { return frame.changed ? frame.node : root }
            if frame.changed {
                frames[parent].node.children[frames[parent].next - 1] = frame.node
                frames[parent].changed = true
            }
        }
        return root
    }
}
