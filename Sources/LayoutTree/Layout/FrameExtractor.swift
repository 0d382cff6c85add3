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
    /// Scroll views whose content the safe area insets (`adjustedContentInset`: a scroll view
    /// under the status bar, §2.7; a root table, §2.11.2): each starts at the content offset
    /// (−left, −top), so its content is drawn that far from where it was solved.
    var adjustedContentInsets: [Int: EdgeInsets] = [:]
    /// Whether the absolute rectangles are where the views are drawn, moved by their scroll
    /// views' initial content offsets (`--apply-offset`, pictures), or the unscrolled ones
    /// §4.1 asks for by default. Whether a view is off the screen is judged where it is drawn.
    var appliesContentOffset = false
    /// Whether labels' shown lines are found (`LayoutEngine.findsShownText`); nil for every view if not.
    var findsShownText = true

    /// Each inset scroll view's initial content offset.
    private var contentOffsets: [Int: (x: Double, y: Double)] {
        adjustedContentInsets.compactMapValues { inset in
            inset.left == 0 && inset.top == 0 ? nil : (x: 0 - inset.left, y: 0 - inset.top)
        }
    }

    /// Every view's frames, and what each label shows at its final size. Views are independent
    /// here, so a large document's are computed in chunks on all cores.
    func views() -> LaidOutViews {
        let count = tree.count
        let drawnOffsets = self.contentOffsets
        let drawn = absoluteRects(contentOffsets: drawnOffsets)
        let keepsOffsets = appliesContentOffset || drawnOffsets.isEmpty
        let absolute = keepsOffsets ? drawn : absoluteRects(contentOffsets: [:])
        let contentOffsets = keepsOffsets ? drawnOffsets : [:]
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
                        // Relative to the parent's bounds, whose origin is its content offset.
                        let offset: (x: Double, y: Double) = parentIndex >= 0 ? contentOffsets[parentIndex] ?? (0, 0) : (0, 0)
                        frames[index] = Rect(
                            x: rect.x - parentRect.x + offset.x, y: rect.y - parentRect.y + offset.y, width: rect.width, height: rect.height)
                        if findsShownText { shownText[index] = labelText(of: index) }
                    }
                }
            }
        }
        return LaidOutViews(
            structure: tree, frames: frames, absolutes: absolute, intrinsic: Array(intrinsic.prefix(count)), shownText: shownText,
            offscreen: offscreen(drawn), scrollPositions: scrollPositions(frames))
    }

    /// Every LMScrollView's, UIScrollView's and table view's content size, inset and offset.
    private func scrollPositions(_ frames: [Rect]) -> [Int: ScrollPosition] {
        var positions: [Int: ScrollPosition] = [:]
        for index in 0..<tree.count where tree.participates[index] {
            let contentSize: Size
            switch tree.attributes[index].layout {
            case .scroll(let scroll):
                // LMScrollView: its content view; UIScrollView: its contentSize attribute, or 0 (§2.7).
                let content = scroll.pinsContent ? tree.children[index].first { tree.participates[$0] } : nil
                contentSize = content.map { Size(width: frames[$0].width, height: frames[$0].height) } ?? scroll.contentSize ?? Size(width: 0, height: 0)
            case .table:
                // Its width, and the bottom of what is laid out in it, the last section's footer
                // included (§2.11.2); the background view fills the bounds, not the content.
                let rows = tree.children[index].filter { tree.participates[$0] && tree.nodes[$0].listRole != .backgroundView }
                contentSize = Size(width: frames[index].width, height: rows.map { frames[$0].maxY }.max() ?? 0)
            case .pages:
                // A page view's pages side by side, each as large as the page view; none: (0, 0) (§2.11.7).
                let pages = tree.children[index].filter { tree.participates[$0] }.count
                contentSize = pages == 0 ? Size(width: 0, height: 0) : Size(width: frames[index].width * Double(pages), height: frames[index].height)
            default:
                guard tree.attributes[index].viewClass.isCollection else { continue }
                contentSize = HandLaidOutViews.flowContentSize(of: index, size: Size(width: frames[index].width, height: frames[index].height), tree: tree)
            }
            positions[index] = ScrollPosition(contentSize: contentSize, adjustedContentInset: adjustedContentInsets[index] ?? .zero)
        }
        return positions
    }

    /// Views outside what their scroll view shows at its initial offset (§2.11.2, §2.11.7: a
    /// choice, UIKit would not have made such cells), and everything inside them.
    private func offscreen(_ absolute: [Rect]) -> [Bool] {
        var result = [Bool](repeating: false, count: tree.count)
        for index in 1..<max(tree.count, 1) {
            let parent = tree.parent[index]
            guard parent >= 0 else { continue }
            if result[parent] {
                result[index] = true
            } else if Self.scrolls(tree.attributes[parent]) {
                let view = absolute[index], shown = absolute[parent]
                let across = view.width > 0 ? view.x < shown.maxX && view.maxX > shown.x : view.x >= shown.x && view.x < shown.maxX
                let down = view.height > 0 ? view.y < shown.maxY && view.maxY > shown.y : view.y >= shown.y && view.y < shown.maxY
                result[index] = !(across && down)
            }
        }
        return result
    }

    static func scrolls(_ attributes: LayoutAttributes) -> Bool {
        attributes.layout.scrollsContent(of: attributes.viewClass)
    }

    private func absoluteRects(contentOffsets: [Int: (x: Double, y: Double)]) -> [Rect] {
        var absolute = [Rect](repeating: .zero, count: tree.count)
        // How far each view is drawn from where it was solved: its scrolled ancestors' offsets.
        var shifts = contentOffsets.isEmpty ? [] : [(x: Double, y: Double)](repeating: (0, 0), count: tree.count)
        for index in 0..<tree.count {
            var shift = (x: 0.0, y: 0.0)
            if !shifts.isEmpty, tree.parent[index] >= 0 {
                let parent = tree.parent[index]
                let offset: (x: Double, y: Double) = contentOffsets[parent] ?? (0, 0)
                shift = (shifts[parent].x - offset.x, shifts[parent].y - offset.y)
                shifts[index] = shift
            }
            func shifted(_ rect: Rect) -> Rect { Rect(x: rect.x + shift.x, y: rect.y + shift.y, width: rect.width, height: rect.height) }
            if tree.participates[index] {
                let exact = values.rect(index)
                absolute[index] = rounding.round(shifted(exact))
            } else if let rect = placed[index] {
                absolute[index] = rounding.round(shifted(rect))
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
        guard tree.attributes[index].viewClass == .label else { return nil }
        guard tree.participates[index] else {
            // A label UIKit places by hand (§2.11.3) shows its text in the frame it was given.
            guard let rect = placed[index] else { return nil }
            let node = tree.nodes[index]
            return measurer.shownText(of: node, width: rect.width, height: rect.height, intrinsic: measurer.intrinsicSize(of: node))
        }
        return measurer.shownText(
            of: tree.nodes[index], width: values[index, .horizontal].size, height: values[index, .vertical].size, intrinsic: intrinsic[index])
    }
}
