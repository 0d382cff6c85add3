/// A table's frame "comes from its parent" (SEMANTICS.md §2.11.2): UIKit lays out its rows
/// itself, after Auto Layout has given the table its frame, and fits each self-sizing cell to the
/// table's width. So nothing inside a table sizes it, not even where its parent leaves its width
/// free (a leading-aligned column): a level cannot say that, since a table's content held below
/// every rule outside would still beat the tie-breaks that leave the table at its natural 0, and
/// held below those, a cell's labels would no longer give way to its width.
///
/// So a document with a table below its root is laid out in stages: first with the content of its
/// outermost tables left out (each a view with no intrinsic size), then again with each such table
/// held at the size it got and its content laid out inside; a table inside a table's cell takes one
/// stage more. Both solves read the same stages, so they agree (the reference too is one
/// lexicographic system per stage). A root table fills the screen and needs none.
struct TableFraming: Sendable {
    /// The tables laid out so far, and the size each got.
    private var sizes: [Int: SIMD2<Double>] = [:]

    /// Holds the tables framed so far at their sizes, and leaves out the content of the
    /// outermost tables not framed yet. Returns those tables, for `record` after the solve.
    func apply(to tree: inout FlatTree) -> [Int] {
        for (table, size) in sizes {
            var held = tree.attributes[table].size
            held.width = size.x
            held.height = size.y
            tree.setSize(held, of: table)
            if case .table(var layout) = tree.attributes[table].layout {
                layout.framedBeforeContent = true
                tree.setLayout(.table(layout), of: table)
            }
        }
        var unframed: [Int] = []
        for index in 1..<max(tree.count, 1) where tree.participates[index] && sizes[index] == nil {
            guard case .table = tree.attributes[index].layout, !hasUnframedTable(above: index, in: tree) else { continue }
            unframed.append(index)
        }
        if !unframed.isEmpty { tree.leaveOutContent(of: unframed) }
        return unframed
    }

    /// Keeps the size each of `tables` got in a solve whose frames `size` reads.
    mutating func record(_ tables: [Int], size: (Int) -> SIMD2<Double>) {
        for table in tables { sizes[table] = size(table) }
    }

    /// Whether a table not framed yet lies above `view` (its own stage comes first).
    private func hasUnframedTable(above view: Int, in tree: FlatTree) -> Bool {
        var ancestor = tree.parent[view]
        while ancestor > 0 {
            if case .table = tree.attributes[ancestor].layout, sizes[ancestor] == nil { return true }
            ancestor = tree.parent[ancestor]
        }
        return false
    }
}
