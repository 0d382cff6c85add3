/// Splits containers with very many children into blocks, so that per-container solves stay
/// small: a row, column or fill-distributed stack of k children becomes a container of
/// ⌈k/blockSize⌉ blocks of the same kind, each a chain of up to `blockSize` children.
/// Frames are absolute, so the blocks vanish again when frames are read back.
///
/// A chain of chains lays out like the chain (gaps between blocks are the gaps between
/// their boundary children); weights tie children across blocks, so weighted containers
/// are left whole.
struct LargeContainerSplitter {
    static let blockSize = 32

    /// Splits in place: blocks are appended after the document's views, which keep their
    /// indices; their children and parents as written stay readable (`childrenAsWritten`).
    func split(_ result: inout FlatTree) {
        var queue = Array(0..<result.count)
        while let container = queue.popLast() {
            // Not `visibleChildren`: that is indexed once the splitting is done.
            let visible = result.children[container].filter { result.participates[$0] }
            guard visible.count > Self.blockSize, let blockTemplate = blockNode(for: result.nodes[container]) else { continue }
            // Runs of unweighted children become blocks; weighted children stay direct
            // children, since their weights tie them to each other.
            var arranged: [Int] = []
            var run: [Int] = []
            func closeRun() {
                var start = 0
                while start < run.count {
                    let members = Array(run[start..<min(start + Self.blockSize, run.count)])
                    start += Self.blockSize
                    guard members.count > 1 else {
                        arranged += members
                        continue
                    }
                    var block = blockTemplate
                    block.spacing.top = result.nodes[members[0]].spacing.top
                    block.spacing.leading = result.nodes[members[0]].spacing.leading
                    block.spacing.bottom = result.nodes[members[members.count - 1]].spacing.bottom
                    block.spacing.trailing = result.nodes[members[members.count - 1]].spacing.trailing
                    block.customSpacing = result.nodes[members[members.count - 1]].customSpacing
                    let index = result.nodes.count
                    result.append(block)
                    result.parent.append(container)
                    result.children.append(members)
                    result.participates.append(true)
                    for member in members { result.parent[member] = index }
                    arranged.append(index)
                }
                run = []
            }
            for child in visible {
                if result.nodes[child].weight != nil {
                    closeRun()
                    arranged.append(child)
                } else {
                    run.append(child)
                }
            }
            closeRun()
            guard arranged.count < visible.count else { continue }
            let blocks = arranged
            // Hidden children stay where they were; they take no part in layout.
            result.replaceChildren(of: container, with: blocks + result.children[container].filter { !result.participates[$0] })
            queue.append(container)  // still more than blockSize children: split again
        }
        result.indexChildren()
    }

    /// A block behaves like the container along its axis, with no margins of its own.
    private func blockNode(for container: ViewNode) -> ViewNode? {
        var block = ViewNode(elementName: "", viewClass: container.viewClass, location: container.location)
        block.layoutMargins = .zero
        switch container.layout {
        case .box(var box):
            guard !box.alignToGrid, !box.alignToBaseline else { return nil }
            if box.axis == .horizontal { box.horizontalAlignment = .fill } else { box.verticalAlignment = .fill }
            block.layout = .box(box)
        case .stack(var stack):
            guard stack.distribution == .fill, stack.alignment != .firstBaseline, stack.alignment != .lastBaseline else { return nil }
            stack.layoutMarginsRelativeArrangement = false
            block.layout = .stack(stack)
        default:
            return nil
        }
        return block
    }
}
