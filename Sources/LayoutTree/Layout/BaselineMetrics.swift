/// Where a view's text baselines lie, for baseline alignment (SEMANTICS.md §2.2
/// "alignToBaseline", §2.8 firstBaseline/lastBaseline, §3.1 "Baselines").
struct BaselineMetrics {
    /// Height of the text block, which is centred vertically in a taller frame.
    var textHeight: Double
    /// From the top of the text block to the first and to the last baseline.
    var firstAscent: Double
    var lastAscent: Double

    /// Whether views of `viewClass` have a baseline of their own text (labels, buttons, text
    /// fields, §2.2): `of` gives them metrics, and every other view's baseline is its bottom edge.
    static func hasText(_ viewClass: ViewClass) -> Bool {
        viewClass == .label || viewClass == .button || viewClass == .textField
    }

    /// Metrics of views that show text; nil for the others (their baseline is their bottom edge).
    static func of(_ node: ViewNode, measurer: LeafMeasurer, wrapWidth: Double?) -> BaselineMetrics? {
        guard hasText(node.viewClass) else { return nil }
        let font: FontDescriptor
        var lineCount = 1
        switch node.viewClass {
        case .label:
            font = node.content.font ?? .labelDefault
            lineCount = max(1, measurer.labelLines(node, wrapWidth: wrapWidth).count)
        case .button:
            font = node.content.font ?? .systemButtonDefault
        case .textField:
            font = node.content.font ?? .textFieldDefault
        default:
            return nil
        }
        let lineHeight = measurer.text.lineHeight(of: font)
        let ascender = measurer.text.ascender(of: font)
        return BaselineMetrics(
            textHeight: Double(lineCount) * lineHeight, firstAscent: ascender,
            lastAscent: ascender + Double(lineCount - 1) * lineHeight)
    }
}

extension LayoutContext {
    /// The first (or last) baseline of a view as a solver expression: containers read it through
    /// one of their subviews (`FlatTree.baselineView`), recursively. Through a hidden subview of
    /// an LM container it lies on a view no other constraint holds, so it binds nothing but the
    /// siblings aligned to it (§5.7).
    func baseline(_ view: Int, last: Bool) -> LinearExpression {
        let current = baselineView(of: view, last: last)
        let c = constraints.variables
        guard let metrics = baselineMetrics[current] else {
            return c.end(current, .vertical)  // no text: the bottom edge
        }
        let ascent = last ? metrics.lastAscent : metrics.firstAscent
        // Text is centred in a frame taller than the text (§3.1).
        return c.start(current, .vertical) + c.size(current, .vertical) * 0.5 + (ascent - metrics.textHeight / 2)
    }

    /// The view whose text (or bottom edge) gives `view`'s first (last) baseline: `view` itself
    /// or, through containers, one of its descendants (`FlatTree.baselineView`).
    func baselineView(of view: Int, last: Bool) -> Int {
        var current = view
        while baselineMetrics[current] == nil, let next = tree.baselineView(of: current, last: last, naturalHeight: naturalHeight) {
            current = next
        }
        return current
    }

    /// Whether `view`'s first (last) baseline lies on a hidden view, which no constraint holds
    /// (§5.7): a gap measured from it leaves the views on either side unplaced.
    func baselineIsHidden(_ view: Int, last: Bool) -> Bool {
        !tree.participates[baselineView(of: view, last: last)]
    }

    /// A view's natural height, which picks a horizontal stack's tallest view (§2.8): a
    /// container's fitting height as the solve has it, any other view's intrinsic height within
    /// its own sizes (0 with none).
    func naturalHeight(_ view: Int) -> Double {
        if view < naturalSizes.count, let natural = naturalSizes[view] { return natural.y }
        return tree.attributes[view].size.clamp(intrinsic[view].height ?? 0, on: .vertical)
    }
}
