/// Turns solved variables into the laid-out tree: absolute rectangles rounded to pixels,
/// frames relative to the parent derived from the rounded rectangles (§4.2).
struct FrameExtractor: Sendable {
    let tree: FlatTree
    let values: [Double]
    let intrinsic: [IntrinsicSize]
    let measurer: LeafMeasurer
    let rounding: PixelRounding
    /// Absolute rectangles for views that take no part in the solve but have a place
    /// (hidden arranged subviews of stacks).
    var placed: [Int: Rect] = [:]

    func rootView() -> LaidOutView {
        let absolute = absoluteRects()
        // Built bottom-up over the pre-order indices, so no recursion is needed. A subtree is
        // a range of indices, so the subtrees under the first wide view (past a chain of single
        // children: a scroll view, its column) are built in parallel, the chain above after them.
        var chain = [0]
        while let last = chain.last, tree.childrenAsWritten(of: last).count == 1 { chain.append(tree.childrenAsWritten(of: last)[0]) }
        let wide = chain[chain.count - 1]
        let ranges = subtreeRanges(of: tree.childrenAsWritten(of: wide))
        var built = [LaidOutView?](repeating: nil, count: tree.viewCount)
        built.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let built = buffer  // each task writes its own index ranges only
            _ = ParallelChunks.map(ranges.count, shared: tree.viewCount >= ParallelChunks.minimumViews) { chunk in
                for range in ranges[chunk] { for index in range.reversed() { build(index, absolute, built) } }
            }
            for index in chain.reversed() { build(index, absolute, built) }
        }
        return built[0]!  // safe: a FlatTree always has its root at index 0
    }

    private func absoluteRects() -> [Rect] {
        var absolute = [Rect](repeating: .zero, count: tree.viewCount)
        for index in 0..<tree.viewCount {
            if tree.participates[index] {
                let exact = Rect(x: values[index * 4], y: values[index * 4 + 2], width: values[index * 4 + 1], height: values[index * 4 + 3])
                absolute[index] = rounding.round(exact)
            } else if let rect = placed[index] {
                absolute[index] = rounding.round(rect)
            } else if tree.parentAsWritten(of: index) >= 0 {
                let parent = absolute[tree.parentAsWritten(of: index)]
                absolute[index] = Rect(x: parent.x, y: parent.y, width: 0, height: 0)
            }
        }
        return absolute
    }

    /// The index range of each subtree rooted at `roots` (pre-order: a view, then its descendants).
    private func subtreeRanges(of roots: [Int]) -> [Range<Int>] {
        roots.enumerated().map { position, root in
            // A subtree ends where the next sibling starts; the last one where its parent's does.
            var end = tree.viewCount
            if position + 1 < roots.count {
                end = roots[position + 1]
            } else {
                var ancestor = tree.parentAsWritten(of: root)
                while ancestor >= 0 {
                    let parent = tree.parentAsWritten(of: ancestor)
                    guard parent >= 0 else { break }
                    let siblings = tree.childrenAsWritten(of: parent)
                    if let next = siblings.firstIndex(of: ancestor).map({ $0 + 1 }), next < siblings.count {
                        end = siblings[next]
                        break
                    }
                    ancestor = parent
                }
            }
            return root..<end
        }
    }

    /// Builds view `index` from its children, already built (higher indices).
    private func build(_ index: Int, _ absolute: [Rect], _ built: UnsafeMutableBufferPointer<LaidOutView?>) {
        let parentIndex = tree.parentAsWritten(of: index)
        let parentRect = parentIndex >= 0 ? absolute[parentIndex] : Rect.zero
        let rect = absolute[index]
        let node = tree.nodes[index]
        // What a label shows at its final size (§3.1): lines, and whether the text was cut. The solved
        // size, not the pixel-rounded one, so that the lines are those the second pass measured.
        var shown: LabelText?
        if node.viewClass == .label && tree.participates[index] {
            shown = measurer.shownText(
                of: node, width: values[index * 4 + 1], height: values[index * 4 + 3], intrinsic: intrinsic[index])
        }
        // The children move out of `built` into their parent: no copies of their subtrees.
        var children: [LaidOutView] = []
        let written = tree.childrenAsWritten(of: index)
        children.reserveCapacity(written.count)
        for child in written {
            if let taken = built[child].take() { children.append(taken) }
        }
        built[index] = LaidOutView(
            node: node,
            frame: Rect(x: rect.x - parentRect.x, y: rect.y - parentRect.y, width: rect.width, height: rect.height),
            absolute: rect,
            intrinsicSize: intrinsic[index],
            isHidden: node.isHidden,
            lines: shown?.lines,
            truncated: shown?.truncated ?? false,
            children: children)
    }
}
