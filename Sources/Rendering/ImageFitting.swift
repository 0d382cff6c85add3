import LayoutTree

/// Where UIImageView draws an image of `imageWidth` × `imageHeight` points inside `bounds` for a
/// `contentMode` (SEMANTICS.md §1.6). The rectangle may extend past the bounds (aspect fill,
/// center, …): whether it is cut is `clipsToBounds`'s business.
enum ImageFitting {
    static func rect(imageWidth: Double, imageHeight: Double, in bounds: Rect, contentMode: String) -> Rect {
        guard imageWidth > 0, imageHeight > 0 else { return bounds }
        switch contentMode {
        case "scaleAspectFit", "scaleAspectFill":
            let widthRatio = bounds.width / imageWidth, heightRatio = bounds.height / imageHeight
            let factor = contentMode == "scaleAspectFit" ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
            let width = imageWidth * factor, height = imageHeight * factor
            return Rect(
                x: bounds.x + (bounds.width - width) / 2, y: bounds.y + (bounds.height - height) / 2, width: width, height: height)
        case "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight":
            let x: Double
            if contentMode.hasSuffix("Left") || contentMode == "left" {
                x = bounds.x
            } else if contentMode.hasSuffix("Right") || contentMode == "right" {
                x = bounds.maxX - imageWidth
            } else {
                x = bounds.x + (bounds.width - imageWidth) / 2
            }
            let y: Double
            if contentMode.hasPrefix("top") {
                y = bounds.y
            } else if contentMode.hasPrefix("bottom") {
                y = bounds.maxY - imageHeight
            } else {
                y = bounds.y + (bounds.height - imageHeight) / 2
            }
            return Rect(x: x, y: y, width: imageWidth, height: imageHeight)
        default:  // scaleToFill, redraw
            return bounds
        }
    }
}
