import LayoutTree

/// Where an image view's image is missing (not found, unreadable, or a PDF SVG cannot embed), the picture
/// shows a placeholder instead of nothing: a grey box crossed corner to corner, with the image's name
/// in the middle, so the reader sees which image the screen expects. The device shows nothing there
/// (SEMANTICS.md §1.5: a missing image is nil); the frame is the layout's, unchanged.
enum ImagePlaceholder {
    static let font = FontDescriptor.system(size: 10)
    static let fill = SystemPalette.groupedBackground
    static let stroke = SystemPalette.gray

    static func draw(name: String, in bounds: Rect, on canvas: inout SVGCanvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        canvas.writer.open("g", [("class", "missing-image")])
        canvas.rect(bounds, fill: fill, stroke: stroke, strokeWidth: 0.5)
        canvas.line(x1: bounds.x, y1: bounds.y, x2: bounds.maxX, y2: bounds.maxY, color: stroke, width: 0.5)
        canvas.line(x1: bounds.maxX, y1: bounds.y, x2: bounds.x, y2: bounds.maxY, color: stroke, width: 0.5)
        // The name, cut to the box as a label's tail is, on a backing so the cross does not run through it.
        let inner = Rect(x: bounds.x + 2, y: bounds.y, width: max(bounds.width - 4, 0), height: bounds.height)
        let shown = canvas.layout.fit(name, width: inner.width, font: font, mode: .byTruncatingTail)
        let lines = canvas.layout.place([shown], font: font, in: inner, alignment: .center)
        if let line = lines.first, line.width > 0 {
            let height = canvas.layout.measurer.lineHeight(of: font)
            let backing = Rect(x: line.x - 1, y: bounds.y + (bounds.height - height) / 2, width: line.width + 2, height: height)
            canvas.rect(backing, fill: fill)
            canvas.text(lines, font: font, color: SystemPalette.secondaryLabel, at: nil)
        }
        canvas.writer.close()
    }
}
