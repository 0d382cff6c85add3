/// The height of a system cell's content view (SEMANTICS.md §2.11.2–2.11.3): UIKit sizes it
/// by hand from its labels, not with constraints, so it measures like a leaf.
extension LeafMeasurer {
    /// At least `minimumHeight` (44 less the separator), else the labels' block (one under the
    /// other in subtitle cells, side by side otherwise) with 11 above and below (approximate).
    /// The image view does not count (§2.11.2: the fitting height of the labels; the image is
    /// centred in the row, §2.11.3). No intrinsic width: the table gives the width.
    /// `wrapWidths`: per child, the width its lines wrap at once the width is known
    /// (`HandLaidOutViews.systemCellLabelWidths`); empty before (one line per paragraph).
    func systemCellContentSize(_ contentView: ViewNode, style: TableCellStyle, minimumHeight: Double, wrapWidths: [Double?] = []) -> IntrinsicSize {
        var labels = 0.0
        for (position, child) in contentView.children.enumerated() where !child.isHidden {
            switch child.listRole {
            case .implicit(.textLabel)?, .implicit(.detailTextLabel)?:
                let wrapWidth = position < wrapWidths.count ? wrapWidths[position] : nil
                let height = intrinsicSize(of: child, wrapWidth: wrapWidth).height ?? 0
                labels = style == .subtitle ? labels + height : max(labels, height)
            default:
                break
            }
        }
        let content = labels + 2 * ListMetrics.systemCellVerticalMargin
        return IntrinsicSize(width: nil, height: max(minimumHeight, content))
    }
}
