import LayoutTree

/// Writes a laid-out tree depth first, for both output formats: `open` for each view, the
/// separator between siblings, `close` after a view's children. Views are read in place, never
/// copied, and no recursion is needed however deep the tree.
///
/// A long screen is usually one wide list under a short chain of single children (a scroll
/// view, its column): in a large document the children of the first view with several are
/// written in parallel, in chunks into separate buffers, joined in order — the same bytes as
/// one pass.
struct LaidOutTreeWriter: Sendable {
    var open: @Sendable (borrowing LaidOutView, _ depth: Int, inout UTF8Writer) -> Void
    var separator: StaticString?
    var close: StaticString?
    /// About how many bytes a view takes: each part's buffer is sized for its share of the
    /// views, so that it seldom grows (and is copied) while being written.
    var bytesPerView: Int

    /// `viewCount`: the views in the tree, which decide whether its list is shared between cores.
    func write(_ root: LaidOutView, viewCount: Int, into writer: inout UTF8Writer) {
        // Down the chain of single children to the first wide view.
        var chain = [root]
        open(root, 0, &writer)
        while let last = chain.last, last.children.count == 1 {
            chain.append(last.children[0])
            open(last.children[0], chain.count - 1, &writer)
        }
        let wide = chain[chain.count - 1]
        let depth = chain.count
        let children = wide.children
        let perChild = viewCount / max(children.count, 1) + 1
        let parts = ParallelChunks.map(children.count, shared: viewCount >= ParallelChunks.minimumViews) { chunk in
            var part = UTF8Writer(capacity: max(1 << 12, chunk.count * perChild * bytesPerView))
            for index in chunk {
                if index > chunk.lowerBound, let separator { part.raw(separator) }
                writeSubtree(children[index], depth: depth, into: &part)
            }
            return part.parts()
        }
        for (index, part) in parts.enumerated() {
            if index > 0, let separator { writer.raw(separator) }
            for piece in part { writer.append(part: piece) }
        }
        if let close {
            for _ in chain { writer.raw(close) }
        }
    }

    /// One subtree in one pass: a stack of (sibling array, next index).
    private func writeSubtree(_ root: LaidOutView, depth rootDepth: Int, into writer: inout UTF8Writer) {
        open(root, rootDepth, &writer)
        var stack: [(siblings: [LaidOutView], next: Int)] = [(root.children, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let next = stack[top].next
            if next < stack[top].siblings.count {
                if next > 0, let separator { writer.raw(separator) }
                stack[top].next += 1
                open(stack[top].siblings[next], rootDepth + stack.count, &writer)
                stack.append((stack[top].siblings[next].children, 0))
            } else {
                if let close { writer.raw(close) }
                stack.removeLast()
            }
        }
    }
}
