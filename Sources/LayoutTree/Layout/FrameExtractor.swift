/// Turns solved variables into laid-out views: absolute rectangles rounded to pixels, frames
/// relative to the parent derived from the rounded rectangles (§4.2).
struct FrameExtractor: Sendable {
    let tree: FlatTree
    let values: SolvedFrames
    let intrinsic: [IntrinsicSize]
    let measurer: LeafMeasurer
    let rounding: PixelRounding
    /// Absolute rectangles for views that take no part in the solve but have a place
    /// (hidden arranged subviews of stacks).
    var placed: [Int: Rect] = [:]

    /// Every view's frames, and what each label shows at its final size. Views are independent
    /// here, so a large document's are computed in chunks on all cores.
    func views() -> LaidOutViews {
        let count = tree.count
        let absolute = absoluteRects()
        var frames = [Rect](repeating: .zero, count: count)
        var shownText = [LabelText?](repeating: nil, count: count)
        frames.withUnsafeMutableBufferPointer { framesBuffer in
            shownText.withUnsafeMutableBufferPointer { shownBuffer in
                nonisolated(unsafe) let frames = framesBuffer, shownText = shownBuffer  // each chunk writes its own range
                _ = ParallelChunks.map(count, shared: count >= ParallelChunks.minimumViews) { chunk in
                    for index in chunk {
                        let parentIndex = tree.parent[index]
                        let parentRect = parentIndex >= 0 ? absolute[parentIndex] : Rect.zero
                        let rect = absolute[index]
                        frames[index] = Rect(x: rect.x - parentRect.x, y: rect.y - parentRect.y, width: rect.width, height: rect.height)
                        shownText[index] = labelText(of: index)
                    }
                }
            }
        }
        return LaidOutViews(
            structure: tree, frames: frames, absolutes: absolute, intrinsic: Array(intrinsic.prefix(count)), shownText: shownText)
    }

    private func absoluteRects() -> [Rect] {
        var absolute = [Rect](repeating: .zero, count: tree.count)
        for index in 0..<tree.count {
            if tree.participates[index] {
                let exact = values.rect(index)
                absolute[index] = rounding.round(exact)
            } else if let rect = placed[index] {
                absolute[index] = rounding.round(rect)
            } else if tree.parent[index] >= 0 {
                let parent = absolute[tree.parent[index]]
                absolute[index] = Rect(x: parent.x, y: parent.y, width: 0, height: 0)
            }
        }
        return absolute
    }

    /// What a label shows at its final size (§3.1): lines, and whether the text was cut. The solved
    /// size, not the pixel-rounded one, so that the lines are those the second pass measured.
    private func labelText(of index: Int) -> LabelText? {
        guard tree.attributes[index].viewClass == .label, tree.participates[index] else { return nil }
        return measurer.shownText(
            of: tree.nodes[index], width: values[index, .horizontal].size, height: values[index, .vertical].size, intrinsic: intrinsic[index])
    }
}
