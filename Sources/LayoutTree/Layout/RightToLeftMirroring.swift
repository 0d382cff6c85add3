/// Right-to-left layout (`--rtl`, SEMANTICS.md §4.1): leading and trailing mirror, left and
/// right do not. The engine solves a mirrored left-to-right problem and mirrors the answer.
enum RightToLeftMirroring {
    /// Swaps what must survive the final mirror unchanged: `left`/`right` anchors and the
    /// left/right margins (declared margins arrive resolved, leading already on the right).
    static func prepare(_ tree: inout FlatTree, margins: inout ViewMargins) {
        for index in 0..<tree.count {
            var anchor = tree.nodes[index].anchor
            let left = anchor.contains(.left), right = anchor.contains(.right)
            // The screen's left edge is the mirrored problem's end: it holds for a `left, right`
            // pair, and for a mixed pair whose right edge does not.
            let endHolds = (left && right) || (anchor.isMixedPair(rightToLeft: true) && !anchor.contains(.rightOfPairHolds))
            anchor.remove([.left, .right, .rightOfPairHolds])
            if left { anchor.insert(.right) }
            if right { anchor.insert(.left) }
            if endHolds { anchor.insert(.rightOfPairHolds) }
            tree.setAnchor(anchor, of: index)
        }
        margins = margins.mapMargins(\.mirrored)
    }

    /// x → screen width − x − width, for every view; then the pages of a page view and the
    /// content of an LMScrollView go back to where they were in their parent: those are pinned
    /// to left and right (§2.7, §2.11.7), which right-to-left does not mirror, while what is
    /// inside each is mirrored within it.
    static func mirror(_ values: inout SolvedFrames, tree: FlatTree, screenWidth: Double) {
        var offsetInParent: [Int: Double] = [:]
        for index in 0..<tree.count where tree.participates[index] {
            let parent = tree.parent[index]
            if parent >= 0, pinsChildrenLeftToRight(tree.attributes[parent].layout) {
                offsetInParent[index] = values[index, .horizontal].start - values[parent, .horizontal].start
            }
        }
        for index in 0..<tree.count {
            values[index, .horizontal].start = screenWidth - values[index, .horizontal].end
        }
        guard !offsetInParent.isEmpty else { return }
        // Each such child moves back, and its subtree with it (parents come first).
        var shift = [Double](repeating: 0, count: tree.count)
        for index in 0..<tree.count {
            let parent = tree.parent[index]
            guard parent >= 0 else { continue }
            shift[index] = shift[parent]
            values[index, .horizontal].start += shift[parent]
            if let offset = offsetInParent[index] {
                let moved = values[parent, .horizontal].start + offset - values[index, .horizontal].start
                values[index, .horizontal].start += moved
                shift[index] += moved
            }
        }
    }

    private static func pinsChildrenLeftToRight(_ layout: ContainerLayout) -> Bool {
        switch layout {
        case .scroll(let scroll): scroll.pinsContent
        case .pages: true
        default: false
        }
    }
}
