extension LeafMeasurer {
    /// `root` with every font iOS would not find left out (`TextMeasuring.knows`): `fontWithName:` gives
    /// nil, and the view shows its class's default font (SEMANTICS.md §1.4), in its size, its text and
    /// its drawing alike. Only the views on the way to such a font are copied; the same tree when every
    /// font is known (nearly every document).
    func droppingUnknownFonts(from root: ViewNode) -> ViewNode {
        var known: [String: Bool] = [:]
        func isKnown(_ font: FontDescriptor) -> Bool {
            if let answer = known[font.name] { return answer }
            let answer = text.knows(font)
            known[font.name] = answer
            return answer
        }
        /// The node with its unknown fonts dropped, nil when it has none below it.
        func dropped(_ node: ViewNode) -> ViewNode? {
            var result: ViewNode?
            if let font = node.content.font, !isKnown(font) {
                var copy = node
                copy.content.font = nil
                result = copy
            }
            for (index, child) in node.children.enumerated() {
                guard let changed = dropped(child) else { continue }
                var parent = result ?? node
                parent.children[index] = changed
                result = parent
            }
            return result
        }
        return dropped(root) ?? root
    }
}
