/// Turns solved variables into the laid-out tree: absolute rectangles rounded to pixels,
/// frames relative to the parent derived from the rounded rectangles (§4.2).
struct FrameExtractor {
    let tree: FlatTree
    let values: [Double]
    let intrinsic: [IntrinsicSize]
    let measurer: LeafMeasurer
    let rounding: PixelRounding
    /// Absolute rectangles for views that take no part in the solve but have a place
    /// (hidden arranged subviews of stacks).
    var placed: [Int: Rect] = [:]

    func rootView() -> LaidOutView {
        // Build bottom-up over the pre-order indices, so no recursion is needed.
        var absolute = [Rect](repeating: .zero, count: tree.count)
        for index in 0..<tree.count {
            if tree.participates[index] {
                let exact = Rect(x: values[index * 4], y: values[index * 4 + 2], width: values[index * 4 + 1], height: values[index * 4 + 3])
                absolute[index] = rounding.round(exact)
            } else if let rect = placed[index] {
                absolute[index] = rounding.round(rect)
            } else if tree.parent[index] >= 0 {
                let parent = absolute[tree.parent[index]]
                absolute[index] = Rect(x: parent.x, y: parent.y, width: 0, height: 0)
            }
        }
        var built = [LaidOutView?](repeating: nil, count: tree.count)
        for index in stride(from: tree.count - 1, through: 0, by: -1) {
            let parentRect = tree.parent[index] >= 0 ? absolute[tree.parent[index]] : Rect.zero
            let rect = absolute[index]
            let node = tree.nodes[index]
            // What a label shows at its final size (§3.1): lines, and whether the text was cut. The solved
            // size, not the pixel-rounded one, so that the lines are those the second pass measured.
            var shown: LabelText?
            if node.viewClass == .label && tree.participates[index] {
                shown = measurer.shownText(
                    of: node, width: values[index * 4 + 1], height: values[index * 4 + 3], intrinsic: intrinsic[index])
            }
            built[index] = LaidOutView(
                node: node,
                frame: Rect(x: rect.x - parentRect.x, y: rect.y - parentRect.y, width: rect.width, height: rect.height),
                absolute: rect,
                intrinsicSize: intrinsic[index],
                isHidden: node.isHidden,
                lines: shown?.lines,
                truncated: shown?.truncated ?? false,
                children: takeChildren(of: index, from: &built))
        }
        return built[0]!  // safe: a FlatTree always has its root at index 0
    }

    /// Moves the built children of `index` out of `built` (no copies of their subtrees).
    private func takeChildren(of index: Int, from built: inout [LaidOutView?]) -> [LaidOutView] {
        var children: [LaidOutView] = []
        children.reserveCapacity(tree.children[index].count)
        for child in tree.children[index] {
            var taken: LaidOutView? = nil
            swap(&taken, &built[child])
            if let taken { children.append(taken) }
        }
        return children
    }
}
