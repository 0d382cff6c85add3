import LayoutTree

/// MarkupKit's gradient views (LMLinearGradientView, LMRadialGradientView): their `colors` at their
/// `locations`, filling the bounds. Linear: top to bottom, Core Animation's default start and end
/// points (0.5, 0) and (0.5, 1), which markup cannot change (a CGPoint is not a markup value).
/// Radial: from the centre out to half the shorter side, the last colour beyond it (a choice: markup
/// cannot set the centre or radius either).
enum GradientPainter {
    static func paint(_ view: LaidOutView, radial: Bool, on canvas: inout SVGCanvas) {
        let stops = view.node.appearance.gradient.stops
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let id = canvas.newID("gradient")
        let geometry: SVGWriter.Attributes =
            radial
            ? [("cx", svgNumber(bounds.width / 2)), ("cy", svgNumber(bounds.height / 2)), ("r", svgNumber(min(bounds.width, bounds.height) / 2))]
            : [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", svgNumber(bounds.height))]
        canvas.writer.open(radial ? "radialGradient" : "linearGradient", [("id", id), ("gradientUnits", "userSpaceOnUse")] + geometry)
        for stop in stops {
            canvas.writer.empty("stop", [("offset", svgNumber(stop.offset))] + stop.color.paint("stop-color"))
        }
        canvas.writer.close()
        canvas.writer.empty("rect", SVGCanvas.rectAttributes(bounds, radius: view.node.appearance.cornerRadius) + [("fill", "url(#\(id))")])
    }
}
