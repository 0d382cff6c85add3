import Synchronization

/// A layout's views in document order (pre-order: a view, then its descendants), each with its
/// frames: what the output formats read. The tree of `LaidOutView`s (`root`) is built from them
/// the first time it is asked for; writing a large layout out does not need one, and building it
/// cost a tenth of the layout of 100k views and 27 MB.
public final class LaidOutViews: Sendable {
    /// One view of the layout. Its children are `children(of:)` its index.
    public struct View {
        /// The typed node as built.
        public let node: ViewNode
        /// Relative to the parent's bounds, rounded to the pixel grid.
        public let frame: Rect
        /// Relative to the screen.
        public let absolute: Rect
        public let intrinsicSize: IntrinsicSize
        /// For labels with text: the lines shown in the final frame (§3.1).
        public let lines: [String]?
        /// A label's text did not fit its frame: it was truncated or clipped.
        public let truncated: Bool
        /// The view is hidden itself (its descendants are not laid out either).
        public var isHidden: Bool { node.isHidden }
        /// Inside a scroll view (a table, page or collection view), and outside what it shows at
        /// its initial offset: UIKit would not have made the cell yet (§2.11.2 choice).
        public let isOffscreen: Bool
        /// A scroll view's content size, inset and initial offset (§2.7, §2.11.2); nil for other views.
        public let scrollPosition: ScrollPosition?
    }

    /// The views and their children as written (blocks the solver added are not views).
    let structure: FlatTree
    let frames: [Rect]
    let absolutes: [Rect]
    let intrinsic: [IntrinsicSize]
    let shownText: [LabelText?]
    let offscreen: [Bool]
    let scrollPositions: [Int: ScrollPosition]
    private let builtRoot = Mutex<LaidOutView?>(nil)

    init(
        structure: FlatTree, frames: [Rect], absolutes: [Rect], intrinsic: [IntrinsicSize], shownText: [LabelText?], offscreen: [Bool],
        scrollPositions: [Int: ScrollPosition] = [:]
    ) {
        self.structure = structure
        self.scrollPositions = scrollPositions
        self.offscreen = offscreen
        self.frames = frames
        self.absolutes = absolutes
        self.intrinsic = intrinsic
        self.shownText = shownText
    }

    /// Views in the layout, hidden ones included.
    public var count: Int { structure.count }

    public subscript(index: Int) -> View {
        View(
            node: structure.nodes[index], frame: frames[index], absolute: absolutes[index], intrinsicSize: intrinsic[index],
            lines: shownText[index]?.lines, truncated: shownText[index]?.truncated ?? false, isOffscreen: offscreen[index],
            scrollPosition: scrollPositions.isEmpty ? nil : scrollPositions[index])
    }

    /// Whether every number of a view's frame, screen rectangle and intrinsic size is finite: read
    /// from the arrays, without making the view (a retained node and lines per view of 100k).
    public func hasFiniteGeometry(_ index: Int) -> Bool {
        let frame = frames[index], absolute = absolutes[index], intrinsic = intrinsic[index]
        return frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
            && absolute.x.isFinite && absolute.y.isFinite && absolute.width.isFinite && absolute.height.isFinite
            && (intrinsic.width ?? 0).isFinite && (intrinsic.height ?? 0).isFinite
    }

    /// The indices of a view's children, in document order.
    public func children(of index: Int) -> ViewIndices {
        structure.children[index]
    }

    /// The views as a tree, the document's root view at its top.
    public var root: LaidOutView {
        builtRoot.withLock { built in
            if let built { return built }
            let root = makeTree()
            built = root
            return root
        }
    }

    /// A long screen is usually one wide list under a short chain of single children (a scroll
    /// view, its column): the chain from the root down to the first view with several children
    /// (included), and that view, whose subtrees can be handled apart (on several cores).
    public func wideView() -> (chain: [Int], wide: Int) {
        var chain = [0]
        while let last = chain.last, children(of: last).count == 1 { chain.append(children(of: last)[0]) }
        return (chain, chain[chain.count - 1])
    }

    /// Built bottom-up over the pre-order indices, so no recursion is needed. A subtree is a
    /// range of indices, so the subtrees under the wide view are built in parallel, the chain
    /// above after them.
    private func makeTree() -> LaidOutView {
        let (chain, wide) = wideView()
        let ranges = subtreeRanges(of: children(of: wide))
        var built = [LaidOutView?](repeating: nil, count: count)
        built.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let built = buffer  // each task writes its own index ranges only
            _ = ParallelChunks.map(ranges.count, shared: count >= ParallelChunks.minimumViews) { chunk in
                for range in ranges[chunk] { for index in range.reversed() { build(index, built) } }
            }
            for index in chain.reversed() { build(index, built) }
        }
        return built[0] ?? LaidOutView(
            node: structure.nodes[0], frame: frames[0], absolute: absolutes[0], intrinsicSize: intrinsic[0], isHidden: false, children: [])
    }

    /// The index range of each subtree rooted at `roots` (pre-order: a view, then its descendants).
    private func subtreeRanges(of roots: ViewIndices) -> [Range<Int>] {
        roots.enumerated().map { position, root in
            // A subtree ends where the next sibling starts; the last one where its parent's does.
            var end = count
            if position + 1 < roots.count {
                end = roots[position + 1]
            } else {
                var ancestor = structure.parent[root]
                while ancestor >= 0 {
                    let parent = structure.parent[ancestor]
                    guard parent >= 0 else { break }
                    let siblings = children(of: parent)
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

    /// Builds view `index` from its children, already built (higher indices); they move into it.
    private func build(_ index: Int, _ built: UnsafeMutableBufferPointer<LaidOutView?>) {
        let written = children(of: index)
        var children: [LaidOutView] = []
        children.reserveCapacity(written.count)
        for child in written {
            if let taken = built[child].take() { children.append(taken) }
        }
        let view = self[index]
        built[index] = LaidOutView(
            node: view.node, frame: view.frame, absolute: view.absolute, intrinsicSize: view.intrinsicSize,
            isHidden: view.isHidden, lines: view.lines, truncated: view.truncated, isOffscreen: view.isOffscreen, children: children)
    }
}
