/// Rounds absolute edges to the pixel grid (SEMANTICS.md §4.2): each edge separately, halves
/// up, so neighbours that share an edge keep sharing it (no gaps or overlaps from rounding).
struct PixelRounding {
    let scale: Double

    func round(_ value: Double) -> Double {
        ((value * scale) + 0.5 + 1e-7).rounded(.down) / scale
    }

    func round(_ rect: Rect) -> Rect {
        let minX = round(rect.x), minY = round(rect.y)
        let maxX = round(rect.x + rect.width), maxY = round(rect.y + rect.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
