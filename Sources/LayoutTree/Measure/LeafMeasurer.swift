/// Intrinsic content sizes of leaf views (SEMANTICS.md §3), rounded up to the pixel grid
/// like UIKit's text measurements.
public struct LeafMeasurer: Sendable {
    public var text: any TextMeasuring
    public var scale: Double

    public init(text: any TextMeasuring = EstimatedTextMeasurer(), scale: Double = 1) {
        self.text = text
        self.scale = scale
    }

    /// ceilPx(x) = ⌈x·scale⌉ / scale (§3), with a tolerance so exact values are not bumped up.
    public func ceilToPixel(_ value: Double) -> Double {
        (value * scale - 1e-9).rounded(.up) / scale
    }

    /// The view's intrinsic content size before its own min/max/fixed constraints.
    /// `wrapWidth`: for multi-line labels in the second pass (§2.0), the width to wrap at.
    public func intrinsicSize(of node: ViewNode, wrapWidth: Double? = nil) -> IntrinsicSize {
        var measured = measuredSize(of: node, wrapWidth: wrapWidth)
        // Interface Builder's "Intrinsic Size: Placeholder" replaces the measurement (issue 3.6).
        if let width = node.intrinsicWidth { measured.width = width }
        if let height = node.intrinsicHeight { measured.height = height }
        return measured
    }

    private func measuredSize(of node: ViewNode, wrapWidth: Double?) -> IntrinsicSize {
        switch node.viewClass {
        case .spacer:
            return IntrinsicSize(width: 0, height: 0)
        case .label:
            return labelSize(node, wrapWidth: wrapWidth)
        case .button:
            return buttonSize(node)
        case .switchControl:
            return IntrinsicSize(width: 51, height: 31)
        case .slider:
            return IntrinsicSize(width: nil, height: 31)
        case .progressView:
            return IntrinsicSize(width: nil, height: 2)
        case .stepper:
            return IntrinsicSize(width: 94, height: 32)
        case .activityIndicator:
            let large = ["whiteLarge", "large"].contains(node.content.activityIndicatorStyle)
            return large ? IntrinsicSize(width: 37, height: 37) : IntrinsicSize(width: 20, height: 20)
        case .segmentedControl, .markupSegmentedControl:
            return segmentedControlSize(node)
        case .textField:
            return textFieldSize(node)
        case .pageControl:
            let pages = Double(node.content.numberOfPages)
            return IntrinsicSize(width: pages > 0 ? 16 * pages - 9 + 16 : 0, height: 26)
        case .datePicker, .pickerView, .markupPickerView:
            return IntrinsicSize(width: 320, height: 216)
        case .searchBar:
            return IntrinsicSize(width: nil, height: 56)
        case .tableViewCell, .markupTableViewCell:
            return IntrinsicSize(width: nil, height: 44)
        default:
            return .none
        }
    }

    private func labelFont(_ node: ViewNode) -> FontDescriptor { node.content.font ?? .labelDefault }

    private func labelSize(_ node: ViewNode, wrapWidth: Double?) -> IntrinsicSize {
        let string = node.content.text ?? ""
        if string.isEmpty { return IntrinsicSize(width: 0, height: 0) }
        let font = labelFont(node)
        let lines = labelLines(node, wrapWidth: wrapWidth)
        let widest = lines.map { text.width(of: $0, font: font) }.max() ?? 0
        let height = Double(lines.count) * text.lineHeight(of: font)
        return IntrinsicSize(width: ceilToPixel(widest), height: ceilToPixel(height))
    }

    /// The lines a label shows: explicit `\n` breaks, then word wrapping for multi-line labels.
    public func labelLines(_ node: ViewNode, wrapWidth: Double?) -> [String] {
        let string = node.content.text ?? ""
        let font = labelFont(node)
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let limit = node.content.numberOfLines
        guard limit != 1 else { return [paragraphs.first ?? ""] }
        let width = node.content.preferredMaxLayoutWidth ?? wrapWidth ?? .infinity
        var lines: [String] = []
        for paragraph in paragraphs {
            lines += TextWrapper(measurer: text, font: font).wrap(paragraph, width: width)
        }
        if limit > 0 && lines.count > limit { lines = Array(lines.prefix(limit)) }
        return lines
    }

    private func buttonSize(_ node: ViewNode) -> IntrinsicSize {
        let font = node.content.font ?? .systemButtonDefault
        let insets = node.content.contentEdgeInsets
        let title = node.content.text ?? ""
        let titleWidth = title.isEmpty ? 0 : ceilToPixel(text.width(of: title, font: font))
        let titleHeight = ceilToPixel(text.lineHeight(of: font))
        // System button: title + 6 pt padding above and below, at least 30 tall (§3, approximate).
        let width = max(titleWidth, title.isEmpty ? 30 : 0) + insets.left + insets.right
        let height = max(titleHeight + 12, 30) + insets.top + insets.bottom
        return IntrinsicSize(width: width, height: height)
    }

    private func segmentedControlSize(_ node: ViewNode) -> IntrinsicSize {
        let titles = node.content.segmentTitles
        guard !titles.isEmpty else { return IntrinsicSize(width: 0, height: 32) }
        let font = node.content.font ?? .segmentedControlDefault
        let widest = titles.map { ceilToPixel(text.width(of: $0, font: font)) }.max() ?? 0
        let count = Double(titles.count)
        return IntrinsicSize(width: (widest + 16) * count + (count - 1), height: 32)
    }

    private func textFieldSize(_ node: ViewNode) -> IntrinsicSize {
        let font = node.content.font ?? .textFieldDefault
        let shown = (node.content.text?.isEmpty == false ? node.content.text : node.content.placeholder) ?? ""
        let width = ceilToPixel(text.width(of: shown, font: font))
        let lineHeight = ceilToPixel(text.lineHeight(of: font))
        switch node.content.borderStyle {
        case "roundedRect": return IntrinsicSize(width: width + 14, height: max(34, lineHeight + 14))
        case "line", "bezel": return IntrinsicSize(width: width + 2, height: lineHeight + 2)
        default: return IntrinsicSize(width: width, height: lineHeight)
        }
    }
}
