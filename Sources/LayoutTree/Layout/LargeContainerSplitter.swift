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
        let blocks = result.children.reduce(0) { $0 + Self.blockCount(forChildren: $1.count) }
        result.reserveCapacity(forMore: blocks)
        // From the last view back; a container is split again until it has at most blockSize children.
        for container in (0..<result.count).reversed() {
            while splitOnce(container, &result) {}
        }
    }

    /// Replaces runs of the container's visible children by blocks; false if there was nothing to split.
    private func splitOnce(_ container: Int, _ result: inout FlatTree) -> Bool {
        // Most views have few children: tell before allocating anything.
        guard result.children[container].count > Self.blockSize else { return false }
        // Not `visibleChildren`: blocks replace children as they are made.
        let visible = result.children[container].filter { result.participates[$0] }
        guard visible.count > Self.blockSize, let blockTemplate = blockNode(for: result.nodes[container]) else { return false }
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
                arranged.append(result.appendBlock(block, in: container, members: members))
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
        guard arranged.count < visible.count else { return false }
        // Hidden children stay where they were; they take no part in layout.
        result.replaceChildren(of: container, with: arranged + result.children[container].filter { !result.participates[$0] })
        return true
    }

    /// The blocks that `count` unweighted children become, level by level: exact when none is
    /// hidden or weighted, an estimate otherwise.
    private static func blockCount(forChildren count: Int) -> Int {
        var total = 0
        var level = count
        while level > blockSize {
            level = (level + blockSize - 1) / blockSize
            total += level
        }
        return total
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
