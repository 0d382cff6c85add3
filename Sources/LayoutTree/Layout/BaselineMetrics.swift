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
    /// The first (or last) baseline of a view as a solver expression.
    /// LM containers and stacks use their first (last) visible subview, recursively.
    func baseline(_ view: Int, last: Bool) -> LinearExpression {
        var current = view
        // Descend through containers to the view whose text gives the baseline.
        while baselineMetrics[current] == nil {
            let children = tree.visibleChildren(of: current)
            guard tree.nodes[current].layout != .none, let next = last ? children.last : children.first else { break }
            current = next
        }
        let c = constraints.variables
        guard let metrics = baselineMetrics[current] else {
            if let offsets = baselineOffsets[current] { return c.start(current, .vertical) + (last ? offsets.last : offsets.first) }
            return c.end(current, .vertical)  // no text: the bottom edge
        }
        let ascent = last ? metrics.lastAscent : metrics.firstAscent
        // Text is centred in a frame taller than the text (§3.1).
        return c.start(current, .vertical) + c.size(current, .vertical) * 0.5 + (ascent - metrics.textHeight / 2)
    }
}
