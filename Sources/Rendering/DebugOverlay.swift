import LayoutTree

/// `--debug`: every drawn view's frame outlined (a colour per depth) and tagged with its element
/// name and id, on top of the picture and in screen coordinates, so clipped and overlapping
/// views can be found too.
enum DebugOverlay {
    static let font = FontDescriptor.system(size: 8)

    static func draw(_ root: LaidOutView, screenWidth: Double, on canvas: inout SVGCanvas) {
        canvas.writer.open("g", [("class", "debug")])
        var stack: [(LaidOutView, Int)] = [(root, 0)]
        var tags: [(LaidOutView, Int)] = []
        while let (view, depth) = stack.popLast() {
            guard SVGRenderer.isDrawn(view) else { continue }
            let color = SystemPalette.debugPalette[depth % SystemPalette.debugPalette.count]
            let rect = view.absolute
            if rect.width > 0 || rect.height > 0 {
                let outline = Rect(x: rect.x + 0.25, y: rect.y + 0.25, width: max(rect.width - 0.5, 0.5), height: max(rect.height - 0.5, 0.5))
                canvas.rect(outline, stroke: color, strokeWidth: 0.5)
            }
            tags.append((view, depth))
            for child in view.children.reversed() { stack.append((child, depth + 1)) }
        }
        // Tags after all outlines, so no outline crosses a tag; a tag that would cover an earlier
        // one (views sharing a corner) moves down below it.
        var placed: [Rect] = []
        for (view, depth) in tags {
            let color = SystemPalette.debugPalette[depth % SystemPalette.debugPalette.count]
            let text = tag(view.node)
            let width = canvas.layout.width(text, font) + 3
            let height = canvas.layout.measurer.lineHeight(of: font)
            // Inside the screen: a tag of a view at the right edge moves left.
            var box = Rect(x: max(min(view.absolute.x, screenWidth - width), 0), y: view.absolute.y, width: width, height: height)
            for _ in 0..<8 {
                guard let covered = placed.first(where: { overlaps($0, box) }) else { break }
                box.y = covered.maxY
            }
            placed.append(box)
            canvas.rect(box, fill: Color(white: 1, alpha: 0.6))
            let line = canvas.layout.place([text], font: font, in: Rect(x: box.x + 1.5, y: box.y, width: width - 3, height: height), alignment: .left)
            canvas.text(line, font: font, color: color, at: nil)
        }
        canvas.writer.close()
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    /// `UILabel#title`, or the element name alone.
    static func tag(_ node: ViewNode) -> String {
        node.id.map { "\(node.elementName)#\($0)" } ?? node.elementName
    }
}
