import LayoutTree

/// UIButton: image then title, centred in the bounds inset by `contentEdgeInsets`. A system
/// button draws its title in the tint colour and its image as a tinted template; a custom
/// button (no `style`) keeps the image's colours and has a white title unless `titleColor` is set.
enum ButtonPainter {
    static let iconStyles: Set<String> = ["detailDisclosureButton", "infoLightButton", "infoDarkButton", "contactAddButton"]

    static func paint(_ view: LaidOutView, tint: Color, on canvas: inout SVGCanvas) {
        let node = view.node
        let isSystem = node.content.style != nil
        let insets = node.content.contentEdgeInsets
        let content = Rect(
            x: insets.left, y: insets.top, width: view.frame.width - insets.left - insets.right,
            height: view.frame.height - insets.top - insets.bottom)

        if let style = node.content.style, iconStyles.contains(style) {
            paintIcon(style, in: content, color: tint, on: &canvas)
            return
        }
        let font = node.content.font ?? .systemButtonDefault
        let image = node.content.imageName.flatMap { canvas.image(named: $0, at: node.location) }
        let imageWidth = image?.pointWidth ?? 0
        var title = node.content.text ?? ""
        // UIButton's title label truncates in the middle.
        if !title.isEmpty {
            title = canvas.layout.fit(title, width: max(content.width - imageWidth, 0), font: font, mode: .byTruncatingMiddle)
        }
        let titleWidth = canvas.layout.width(title, font)
        var x = content.x + (content.width - imageWidth - titleWidth) / 2
        if let image {
            let imageRect = Rect(
                x: x, y: content.y + (content.height - image.pointHeight) / 2, width: image.pointWidth, height: image.pointHeight)
            canvas.drawImage(image, in: imageRect, tint: isSystem ? tint : nil)
            x += imageWidth
        }
        guard !title.isEmpty else { return }
        let color = node.appearance.textColor ?? (isSystem ? tint : .white)
        let line = canvas.layout.place([title], font: font, in: Rect(x: x, y: content.y, width: titleWidth, height: content.height), alignment: .left)
        canvas.text(line, font: font, color: color, at: node.location)
    }

    /// The 22-point circled "i" or "+" of the icon button styles.
    private static func paintIcon(_ style: String, in rect: Rect, color: Color, on canvas: inout SVGCanvas) {
        let cx = rect.x + rect.width / 2, cy = rect.y + rect.height / 2
        let radius = min(11, rect.width / 2, rect.height / 2) - 1
        guard radius > 0 else { return }
        canvas.circle(cx: cx, cy: cy, r: radius, stroke: color, strokeWidth: 1.5)
        if style == "contactAddButton" {
            canvas.line(x1: cx - radius * 0.5, y1: cy, x2: cx + radius * 0.5, y2: cy, color: color, width: 1.5, roundCaps: true)
            canvas.line(x1: cx, y1: cy - radius * 0.5, x2: cx, y2: cy + radius * 0.5, color: color, width: 1.5, roundCaps: true)
        } else {
            canvas.circle(cx: cx, cy: cy - radius * 0.5, r: 1.1, fill: color)
            canvas.line(x1: cx, y1: cy - radius * 0.15, x2: cx, y2: cy + radius * 0.55, color: color, width: 1.8, roundCaps: true)
        }
    }
}
