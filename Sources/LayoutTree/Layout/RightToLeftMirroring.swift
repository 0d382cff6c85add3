/// Right-to-left layout (`--rtl`, SEMANTICS.md §4.1): leading and trailing mirror, left and
/// right do not. The engine solves a mirrored left-to-right problem and mirrors the answer.
enum RightToLeftMirroring {
    /// Swaps what must survive the final mirror unchanged: `left`/`right` anchors and the
    /// left/right margins (declared margins arrive resolved, leading already on the right).
    static func prepare(_ tree: inout FlatTree, margins: inout [EdgeInsets]) {
        for index in 0..<tree.count {
            var anchor = tree.nodes[index].anchor
            let left = anchor.contains(.left), right = anchor.contains(.right)
            anchor.remove([.left, .right])
            if left { anchor.insert(.right) }
            if right { anchor.insert(.left) }
            tree.setAnchor(anchor, of: index)
        }
        margins = margins.map { EdgeInsets(top: $0.top, left: $0.right, bottom: $0.bottom, right: $0.left) }
    }

    /// x → screen width − x − width, for every view.
    static func mirror(_ values: inout SolvedFrames, tree: FlatTree, screenWidth: Double) {
        for index in 0..<tree.count {
            values[index, .horizontal].start = screenWidth - values[index, .horizontal].end
        }
    }
}
