/// Intrinsic content sizes of leaf views (SEMANTICS.md §3), rounded up to the pixel grid
/// like UIKit's text measurements.
public struct LeafMeasurer: Sendable {
    /// Text metrics, with `contentSize` applied to text-style fonts.
    public var text: any TextMeasuring {
        get { contentSize == .large ? baseText : ContentSizeTextMeasurer(base: baseText, category: contentSize) }
        set { baseText = newValue }
    }
    public var scale: Double
    /// Where images come from; nil: image views have no intrinsic size and buttons no image.
    public var images: (any ImageSizing)?
    /// Dynamic Type: the size of text-style fonts (`font="body"`); explicitly sized fonts stay fixed.
    public var contentSize: ContentSizeCategory
    /// Text metrics before the content size: what `text` scales fonts for.
    public private(set) var baseText: any TextMeasuring
    /// The iOS version whose control sizes apply (`--ios`, §3: iOS 13 unless told; stepper and
    /// segmented control 32 from 13, progress view 4 and page control 26 from 14).
    public var iosVersion: Int = LeafMeasurer.defaultIOSVersion
    public static let defaultIOSVersion = 13

    public init(
        text: any TextMeasuring = EstimatedTextMeasurer(), scale: Double = 1, images: (any ImageSizing)? = nil,
        contentSize: ContentSizeCategory = .large
    ) {
        self.baseText = text
        self.scale = scale
        self.images = images
        self.contentSize = contentSize
    }

    /// ceilPx(x) = ⌈x·scale⌉ / scale (§3), with a tolerance so exact values are not bumped up.
    public func ceilToPixel(_ value: Double) -> Double {
        (value * scale - 1e-9).rounded(.up) / scale
    }

    /// The font a view's text is shown in, at the content size: its `font`, or its class's default (§1.4).
    /// nil for views that show no text.
    public func font(of node: ViewNode) -> FontDescriptor? {
        let font: FontDescriptor
        switch node.viewClass {
        case .label: font = node.content.font ?? .labelDefault
        case .button: font = node.content.font ?? .systemButtonDefault
        case .textField: font = node.content.font ?? .textFieldDefault
        case .segmentedControl, .markupSegmentedControl: font = node.content.font ?? .segmentedControlDefault
        default:
            guard let declared = node.content.font else { return nil }
            font = declared
        }
        return contentSize.scaled(font)
    }

    /// The size in points of the image a view shows, nil without one (no name, or not found).
    public func imageSize(of node: ViewNode) -> (width: Double, height: Double)? {
        guard let name = node.content.imageName, !name.isEmpty, let images else { return nil }
        return images.pointSize(ofImageNamed: name, scale: scale)
    }

    /// The view's intrinsic content size before its own min/max/fixed constraints.
    /// `wrapWidth`: for multi-line labels in the second pass (§2.0), the width to wrap at.
    /// The intrinsic size of `view` in `tree`; `.none` for one that takes no part in the layout.
    func intrinsicSize(ofView view: Int, in tree: FlatTree) -> IntrinsicSize {
        tree.participates[view] ? intrinsicSize(of: tree.nodes[view]) : .none
    }

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
            // A custom button with a child view is the child and its margins (§2.10, §3): the
            // child's required pins size it. An empty button's 30 × 30 held at 1000 by a leading
            // column would instead overrule them and leave the child overflowing.
            if case .buttonContent = node.layout { return .none }
            return buttonSize(node)
        case .imageView:
            // No image: no intrinsic size (§3, approximate).
            return imageSize(of: node).map { IntrinsicSize(width: $0.width, height: $0.height) } ?? .none
        case .switchControl:
            return IntrinsicSize(width: 51, height: 31)
        case .slider:
            return IntrinsicSize(width: nil, height: 31)
        case .progressView:
            return IntrinsicSize(width: nil, height: iosVersion >= 14 ? 4 : 2)
        case .stepper:
            return IntrinsicSize(width: 94, height: iosVersion >= 13 ? 32 : 29)
        case .activityIndicator:
            let large = node.content.activityIndicatorStyle.isLarge
            return large ? IntrinsicSize(width: 37, height: 37) : IntrinsicSize(width: 20, height: 20)
        case .segmentedControl, .markupSegmentedControl:
            return segmentedControlSize(node)
        case .textField:
            return textFieldSize(node)
        case .pageControl:
            // 7 pt dots at a 16 pt pitch; 37 tall on iOS ≤ 13 (§3, §2.11.7 worked example 8), 26 from
            // iOS 14 (approximate).
            let pages = Double(node.content.numberOfPages)
            return IntrinsicSize(width: pages > 0 ? 16 * pages - 9 + 16 : 0, height: iosVersion >= 14 ? 26 : 37)
        case .datePicker, .pickerView, .markupPickerView:
            return IntrinsicSize(width: 320, height: 216)
        case .searchBar:
            return IntrinsicSize(width: nil, height: 56)
        case .toolbar, .navigationBar:
            // Compact-height bars in portrait (approximate: 32 in compact landscape).
            return IntrinsicSize(width: nil, height: 44)
        case .tabBar:
            return IntrinsicSize(width: nil, height: 49)
        case .tableViewCell:
            // §3: none × 44. A table's row is as high as its content view says (§2.11.2), which
            // its required pins hold against this; elsewhere (a header view, a cell in a column)
            // the cell keeps 44 as a view with an intrinsic height does.
            return IntrinsicSize(width: nil, height: ListMetrics.systemRowHeight)
        default:
            if case .cellContent(.system(let style, let minimumHeight, let growsWithLabels)) = node.layout {
                guard growsWithLabels else { return IntrinsicSize(width: nil, height: minimumHeight) }
                return systemCellContentSize(node, style: style, minimumHeight: minimumHeight)
            }
            return .none
        }
    }

    /// The label's font before the content size (the text measurer applies it).
    private func labelFont(_ node: ViewNode) -> FontDescriptor { node.content.font ?? .labelDefault }

    /// §3.1: the widest line and the lines' height, each rounded up to pixels; empty text is 0 × 0.
    private func labelSize(_ node: ViewNode, wrapWidth: Double?) -> IntrinsicSize {
        let string = node.content.text ?? ""
        if string.isEmpty { return IntrinsicSize(width: 0, height: 0) }
        let font = labelFont(node)
        if node.content.numberOfLines == 1 {
            // One line, the first paragraph (§3.1, at any break UIKit honours): what `labelLines`
            // gives, without building it. Text without a break's byte is searched no further (most labels).
            let first = string.firstParagraph
            return IntrinsicSize(width: ceilToPixel(text.width(of: first, font: font)), height: ceilToPixel(text.lineHeight(of: font)))
        }
        let lines = labelLines(node, wrapWidth: wrapWidth)
        let widest = lines.map { text.width(of: $0, font: font) }.max() ?? 0
        let height = Double(lines.count) * text.lineHeight(of: font)
        return IntrinsicSize(width: ceilToPixel(widest), height: ceilToPixel(height))
    }

    /// The lines a label's intrinsic size counts: explicit line breaks, then wrapping for multi-line
    /// labels at `preferredMaxLayoutWidth`, else at `wrapWidth` (unbounded in the first pass).
    public func labelLines(_ node: ViewNode, wrapWidth: Double?) -> [String] {
        let string = node.content.text ?? ""
        let paragraphs = Self.paragraphs(of: string)
        let limit = node.content.numberOfLines
        guard limit != 1 else { return [paragraphs.first ?? ""] }
        let width = node.content.preferredMaxLayoutWidth ?? wrapWidth ?? .infinity
        let wrapper = TextWrapper(measurer: text, font: labelFont(node), mode: wrapMode(node))
        var lines: [String] = []
        for paragraph in paragraphs {
            lines += wrapper.wrap(paragraph, width: width)
        }
        if limit > 0 && lines.count > limit { lines = Array(lines.prefix(limit)) }
        return lines
    }

    /// A label's text cut at its line breaks (§3.1: LF, CR, CR LF, NEL, U+2028, U+2029; LineBreaks.swift),
    /// empty paragraphs kept. Text without a break's byte (nearly every label) is one paragraph
    /// without being walked: splitting a `String` at a `Character` walks its grapheme clusters,
    /// about 17,000 instructions a label.
    public static func paragraphs(of text: String) -> [String] {
        guard text.hasLineBreak else { return [text] }
        return text.paragraphRanges.map { String(text[$0]) }
    }

    func wrapMode(_ node: ViewNode) -> TextWrapper.Mode {
        node.content.lineBreakMode == .byCharWrapping ? .character : .word
    }

    /// System button (§3): title + 6 pt above and below, with contentEdgeInsets on both axes,
    /// at least 30 tall in all (the minimum is on the whole sum); an image adds its width and the
    /// height is the larger of the two. Image only: the image's size. Neither: 30 × 30
    /// (approximate), plus the insets.
    private func buttonSize(_ node: ViewNode) -> IntrinsicSize {
        let font = node.content.font ?? .systemButtonDefault
        let insets = node.content.contentEdgeInsets
        let title = node.content.text ?? ""
        let image = imageSize(of: node)
        let contentWidth: Double
        let contentHeight: Double
        var minimumHeight = 0.0
        if title.isEmpty, let image {
            (contentWidth, contentHeight) = (image.width, image.height)
        } else if title.isEmpty {
            (contentWidth, contentHeight) = (30, 30)
        } else {
            contentWidth = ceilToPixel(text.width(of: title, font: font)) + (image?.width ?? 0)
            contentHeight = max(ceilToPixel(text.lineHeight(of: font)) + 12, image?.height ?? 0)
            minimumHeight = 30
        }
        return IntrinsicSize(
            width: contentWidth + insets.left + insets.right,
            height: max(minimumHeight, contentHeight + insets.top + insets.bottom))
    }

    /// §3: equal segments, each the widest title (13 pt) + 16, with 1 pt dividers; 32 tall (iOS 13+), 28 before.
    private func segmentedControlSize(_ node: ViewNode) -> IntrinsicSize {
        let titles = node.content.segmentTitles
        let height: Double = iosVersion >= 13 ? 32 : 28
        guard !titles.isEmpty else { return IntrinsicSize(width: 0, height: height) }
        let font = node.content.font ?? .segmentedControlDefault
        let widest = titles.map { ceilToPixel(text.width(of: $0, font: font)) }.max() ?? 0
        let count = Double(titles.count)
        return IntrinsicSize(width: (widest + 16) * count + (count - 1), height: height)
    }

    /// §3: the text (or placeholder) width; roundedRect adds 7 pt each side and is 34 tall with a
    /// 17 pt font (14 pt: 30); line and bezel add 1 pt borders; no border adds nothing.
    private func textFieldSize(_ node: ViewNode) -> IntrinsicSize {
        let font = node.content.font ?? .textFieldDefault
        let shown = (node.content.text?.isEmpty == false ? node.content.text : node.content.placeholder) ?? ""
        let width = ceilToPixel(text.width(of: shown, font: font))
        let lineHeight = ceilToPixel(text.lineHeight(of: font))
        switch node.content.borderStyle {
        case .roundedRect:
            // §3 gives 34 with the 17 pt font and 30 with 14 pt: the 17 pt field's 34 grown or
            // shrunk by the line's difference (SF Pro's lines are 20.29 and 16.71), down to a
            // whole point. SEMANTICS gives no formula; other sizes follow the same rule, and 17 pt
            // is 34 whatever font stands in for the system font.
            let grown = text.lineHeight(of: font) - text.lineHeight(of: .textFieldDefault)
            return IntrinsicSize(width: width + 14, height: (34 + grown + 1e-9).rounded(.down))
        case .line, .bezel: return IntrinsicSize(width: width + 2, height: lineHeight + 2)
        case .none: return IntrinsicSize(width: width, height: lineHeight)
        }
    }
}
