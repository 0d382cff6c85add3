import LayoutTree

/// Writes laid-out views as a tree, depth first, for both output formats: `open` for each view,
/// the separator between siblings, `close` after a view's children. The views are read from the
/// layout's flat arrays (no tree of them is built) and no recursion is needed however deep it is.
///
/// A long screen is usually one wide list under a short chain of single children (a scroll
/// view, its column): in a large document the children of the first view with several are
/// written in parallel, a window of about `windowViews` views at a time, in chunks into separate
/// buffers handed to the writer in order — the same bytes as one pass, and memory for one window,
/// not for the whole output.
struct LaidOutTreeWriter: Sendable {
    var open: @Sendable (LaidOutViews.View, _ depth: Int, inout UTF8Writer) -> Void
    var separator: StaticString?
    var close: StaticString?
    /// About how many bytes a view takes: each part's buffer is sized for its share of the
    /// views, so that it seldom grows (and is copied) while being written.
    var bytesPerView: Int
    /// About how many views are written in parallel before their bytes are handed on.
    var windowViews = 16_384

    func write(_ views: LaidOutViews, into writer: inout UTF8Writer) {
        // Down the chain of single children to the first wide view.
        let (chain, wide) = views.wideView()
        for (depth, index) in chain.enumerated() { open(views[index], depth, &writer) }
        let depth = chain.count
        let children = views.children(of: wide)
        let perChild = views.count / max(children.count, 1) + 1
        let shared = views.count >= ParallelChunks.minimumViews
        let childrenPerWindow = max(1, windowViews / perChild)
        var windowStart = 0
        while windowStart < children.count {
            let window = windowStart..<min(children.count, windowStart + childrenPerWindow)
            let parts = ParallelChunks.map(window.count, shared: shared) { chunk in
                var part = UTF8Writer(capacity: max(1 << 12, chunk.count * perChild * bytesPerView))
                for offset in chunk {
                    let index = window.lowerBound + offset
                    if index > 0, let separator { part.raw(separator) }
                    writeSubtree(views, children[index], depth: depth, into: &part)
                }
                return part.bytes
            }
            for part in parts { writer.append(part: part) }
            windowStart = window.upperBound
        }
        if let close {
            for _ in chain { writer.raw(close) }
        }
    }

    /// One subtree in one pass: a stack of (sibling indices, next position).
    private func writeSubtree(_ views: LaidOutViews, _ root: Int, depth rootDepth: Int, into writer: inout UTF8Writer) {
        open(views[root], rootDepth, &writer)
        var stack: [(siblings: ViewIndices, next: Int)] = [(views.children(of: root), 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let next = stack[top].next
            if next < stack[top].siblings.count {
                if next > 0, let separator { writer.raw(separator) }
                stack[top].next += 1
                let child = stack[top].siblings[next]
                open(views[child], rootDepth + stack.count, &writer)
                stack.append((views.children(of: child), 0))
            } else {
                if let close { writer.raw(close) }
                stack.removeLast()
            }
        }
    }
}
