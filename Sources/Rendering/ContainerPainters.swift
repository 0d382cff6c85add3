import LayoutTree

/// Table cells, pickers and bars: enough of their look to recognise them.
enum ContainerPainters {
    /// UITableViewCell: its text label 16 points from the leading edge, centred vertically, and a separator.
    static func paintCell(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let node = view.node
        let width = view.frame.width, height = view.frame.height
        canvas.line(x1: 16, y1: height - 0.25, x2: width, y2: height - 0.25, color: SystemPalette.separator, width: 0.5)
        guard let text = node.content.text, !text.isEmpty else { return }
        let font = node.content.font ?? .system(size: 17)
        let rect = Rect(x: 16, y: 0, width: max(width - 32, 0), height: height)
        let shown = canvas.layout.fit(text, width: rect.width, font: font, mode: "byTruncatingTail")
        let line = canvas.layout.place([shown], font: font, in: rect, alignment: "left")
        canvas.text(line, font: font, color: node.appearance.textColor ?? SystemPalette.label, at: node.location)
    }

    /// Wheels: the selection band across the middle and faint rows above and below.
    static func paintPicker(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let width = view.frame.width, middle = view.frame.height / 2
        canvas.rect(Rect(x: 8, y: middle - 17, width: max(width - 16, 0), height: 34), radius: 8, fill: SystemPalette.fill)
        for offset in [-2.0, -1, 1, 2] {
            let y = middle + offset * 34
            guard y > 4, y < view.frame.height - 4 else { continue }
            let inset = 30 + abs(offset) * 12
            canvas.rect(
                Rect(x: inset, y: y - 3, width: max(width - 2 * inset, 0), height: 6), radius: 3,
                fill: Color(white: 0, alpha: 0.12 / abs(offset)))
        }
    }

    /// Navigation bars, toolbars and tab bars: a hairline on the edge facing the content.
    static func paintBar(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let width = view.frame.width, height = view.frame.height
        let y = view.node.viewClass == .navigationBar ? height - 0.25 : 0.25
        canvas.line(x1: 0, y1: y, x2: width, y2: y, color: SystemPalette.separator, width: 0.5)
    }
}
