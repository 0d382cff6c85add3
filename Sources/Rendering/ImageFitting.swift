import LayoutTree

/// Where UIImageView draws an image of `imageWidth` × `imageHeight` points inside `bounds` for a
/// `contentMode` (SEMANTICS.md §1.6). The rectangle may extend past the bounds (aspect fill,
/// center, …): whether it is cut is `clipsToBounds`'s business.
enum ImageFitting {
    static func rect(imageWidth: Double, imageHeight: Double, in bounds: Rect, contentMode: ContentMode) -> Rect {
        guard imageWidth > 0, imageHeight > 0 else { return bounds }
        let x: Double, y: Double
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let widthRatio = bounds.width / imageWidth, heightRatio = bounds.height / imageHeight
            let factor = contentMode == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
            let width = imageWidth * factor, height = imageHeight * factor
            return Rect(
                x: bounds.x + (bounds.width - width) / 2, y: bounds.y + (bounds.height - height) / 2, width: width, height: height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = bounds.x
            case .right, .topRight, .bottomRight: x = bounds.maxX - imageWidth
            default: x = bounds.x + (bounds.width - imageWidth) / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y = bounds.y
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - imageHeight
            default: y = bounds.y + (bounds.height - imageHeight) / 2
            }
        }
        return Rect(x: x, y: y, width: imageWidth, height: imageHeight)
    }
}
