import LayoutTree

/// Text fields, text views and search bars: their border, then the text, or the placeholder in grey.
enum TextInputPainters {
    static func paintTextField(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let node = view.node
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        let inset: Double
        switch node.content.borderStyle {
        case .roundedRect:
            canvas.rect(bounds, radius: 5, fill: node.appearance.backgroundColor == nil ? .white : nil)
            let hairline = Rect(x: 0.25, y: 0.25, width: bounds.width - 0.5, height: bounds.height - 0.5)
            canvas.rect(hairline, radius: 5, stroke: SystemPalette.textFieldBorder, strokeWidth: 0.5)
            inset = 7
        case .line:
            canvas.rect(Rect(x: 0.5, y: 0.5, width: bounds.width - 1, height: bounds.height - 1), stroke: Color(white: 0.2), strokeWidth: 1)
            inset = 2
        case .bezel:
            canvas.rect(Rect(x: 0.5, y: 0.5, width: bounds.width - 1, height: bounds.height - 1), stroke: Color(white: 0.6), strokeWidth: 1)
            canvas.line(x1: 1, y1: 1.5, x2: bounds.width - 1, y2: 1.5, color: Color(white: 0.8), width: 1)
            inset = 2
        case .none:
            inset = 0
        }
        let textRect = Rect(x: inset, y: 0, width: max(bounds.width - 2 * inset, 0), height: bounds.height)
        let font = node.content.font ?? .textFieldDefault
        if let text = node.content.text, !text.isEmpty {
            // A field scrolls its text rather than truncating it: clip.
            canvas.openClip(textRect)
            let line = canvas.layout.place([text], font: font, in: textRect, alignment: node.content.textAlignment)
            canvas.text(line, font: font, color: node.appearance.textColor ?? SystemPalette.label, at: node.location)
            canvas.writer.close()
        } else if let placeholder = node.content.placeholder, !placeholder.isEmpty {
            let shown = canvas.layout.fit(placeholder, width: textRect.width, font: font, mode: .byTruncatingTail)
            let line = canvas.layout.place([shown], font: font, in: textRect, alignment: node.content.textAlignment)
            canvas.text(line, font: font, color: SystemPalette.placeholder, at: node.location)
        }
    }

    /// UITextView: wrapped text from the top, inside its text container inset (8 top, 5 sides).
    static func paintTextView(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let node = view.node
        guard let text = node.content.text, !text.isEmpty else { return }
        let font = node.content.font ?? .system(size: 12)
        var wrapped = node
        wrapped.content.numberOfLines = 0
        wrapped.content.font = font
        wrapped.content.preferredMaxLayoutWidth = nil
        let width = max(view.frame.width - 10, 1)
        let lines = canvas.layout.leaf.labelLines(wrapped, wrapWidth: width)
        let lineHeight = canvas.layout.measurer.lineHeight(of: font)
        let block = Rect(x: 5, y: 8, width: width, height: Double(lines.count) * lineHeight)
        let placed = canvas.layout.place(lines, font: font, in: block, alignment: node.content.textAlignment)
        canvas.text(placed, font: font, color: node.appearance.textColor ?? SystemPalette.label, at: node.location)
    }

    /// UISearchBar (minimal look): a rounded grey field with a magnifier and the placeholder.
    static func paintSearchBar(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let node = view.node
        let height = min(36, view.frame.height)
        let field = Rect(x: 8, y: (view.frame.height - height) / 2, width: max(view.frame.width - 16, 0), height: height)
        canvas.rect(field, radius: 10, fill: SystemPalette.fill)
        let cx = field.x + 14, cy = field.y + field.height / 2 - 1
        canvas.circle(cx: cx, cy: cy, r: 5, stroke: SystemPalette.gray, strokeWidth: 1.8)
        canvas.line(x1: cx + 3.6, y1: cy + 3.6, x2: cx + 7, y2: cy + 7, color: SystemPalette.gray, width: 1.8, roundCaps: true)
        let font = node.content.font ?? .system(size: 17)
        let textRect = Rect(x: field.x + 28, y: field.y, width: max(field.width - 36, 0), height: field.height)
        let hasText = node.content.text?.isEmpty == false
        let text = hasText ? node.content.text ?? "" : node.content.placeholder ?? "Search"
        let shown = canvas.layout.fit(text, width: textRect.width, font: font, mode: .byTruncatingTail)
        let line = canvas.layout.place([shown], font: font, in: textRect, alignment: .left)
        canvas.text(line, font: font, color: hasText ? SystemPalette.label : SystemPalette.secondaryLabel, at: node.location)
    }
}
