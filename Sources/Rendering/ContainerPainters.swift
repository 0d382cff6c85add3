import LayoutTree

/// Table cells, pickers and bars: enough of their look to recognise them.
enum ContainerPainters {
    /// A table cell (§2.11.3): its separator inside the bottom edge, from the text's inset to the
    /// trailing edge, and its accessory glyph centred in the content view's height. The labels
    /// and views inside are views of their own.
    static func paintCell(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        guard case .tableCell(let cell) = view.node.layout else { return }
        let width = view.frame.width, height = view.frame.height
        let contentHeight = height - cell.separator
        if cell.drawsSeparator {
            let y = height - cell.separator / 2
            canvas.line(x1: ListMetrics.compactSideMargin, y1: y, x2: width, y2: y, color: SystemPalette.separator, width: cell.separator)
        }
        let glyph = ListMetrics.glyphWidth(cell.accessory)
        guard glyph > 0 else { return }
        let x = width - cell.accessoryMargin - glyph, middle = contentHeight / 2
        switch cell.accessory {
        case .none:
            break
        case .disclosureIndicator:
            canvas.line(x1: x + 1, y1: middle - 6.5, x2: x + glyph - 1, y2: middle, color: SystemPalette.gray, width: 2, roundCaps: true)
            canvas.line(x1: x + glyph - 1, y1: middle, x2: x + 1, y2: middle + 6.5, color: SystemPalette.gray, width: 2, roundCaps: true)
        case .checkmark:
            canvas.line(x1: x + 1, y1: middle, x2: x + 5.5, y2: middle + 5, color: SystemPalette.tint, width: 2, roundCaps: true)
            canvas.line(x1: x + 5.5, y1: middle + 5, x2: x + glyph - 1, y2: middle - 6, color: SystemPalette.tint, width: 2, roundCaps: true)
        case .detailButton, .detailDisclosureButton:
            canvas.circle(cx: x + 11, cy: middle, r: 10, stroke: SystemPalette.tint, strokeWidth: 1.5)
            canvas.line(x1: x + 11, y1: middle - 1, x2: x + 11, y2: middle + 5, color: SystemPalette.tint, width: 2, roundCaps: true)
            canvas.circle(cx: x + 11, cy: middle - 5, r: 1.2, fill: SystemPalette.tint)
            if cell.accessory == .detailDisclosureButton {
                let chevron = x + 34
                canvas.line(x1: chevron + 1, y1: middle - 6.5, x2: chevron + 7, y2: middle, color: SystemPalette.gray, width: 2, roundCaps: true)
                canvas.line(x1: chevron + 7, y1: middle, x2: chevron + 1, y2: middle + 6.5, color: SystemPalette.gray, width: 2, roundCaps: true)
            }
        }
    }

    /// Wheels: the selection band across the middle and faint rows above and below; an
    /// LMPickerView's first row of each component in the band (§2.11.6).
    static func paintPicker(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let width = view.frame.width, middle = view.frame.height / 2
        canvas.rect(Rect(x: 8, y: middle - 17, width: max(width - 16, 0), height: 34), radius: 8, fill: SystemPalette.fill)
        let components = view.node.listAttributes.pickerComponents
        if !components.isEmpty {
            let font = FontDescriptor.system(size: 21)
            let column = max(width - 16, 0) / Double(components.count)
            for (index, component) in components.enumerated() {
                guard let title = component.rows.first, !title.isEmpty else { continue }
                let rect = Rect(x: 8 + Double(index) * column, y: middle - 17, width: column, height: 34)
                let shown = canvas.layout.fit(title, width: rect.width, font: font, mode: .byTruncatingTail)
                canvas.text(canvas.layout.place([shown], font: font, in: rect, alignment: .center), font: font, color: SystemPalette.label, at: view.node.location)
            }
        }
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
