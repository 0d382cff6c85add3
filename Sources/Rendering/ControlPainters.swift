import Foundation
import LayoutTree

/// Controls drawn as simple, recognisable iOS 13+ shapes in their default state (switch off,
/// slider and progress at 0, no segment selected, first page current): the markup does not
/// say otherwise, and markupc reads no values for them.
enum ControlPainters {
    static func paintSwitch(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let width = view.frame.width, height = view.frame.height
        // The switch draws at 51 × 31 whatever its frame, centred.
        let track = Rect(x: (width - 51) / 2, y: (height - 31) / 2, width: 51, height: 31)
        canvas.rect(track, radius: 15.5, fill: SystemPalette.switchTrack)
        let knobX = track.x + 2 + 13.5, knobY = track.y + 15.5
        canvas.circle(cx: knobX, cy: knobY + 1, r: 13.5, fill: SystemPalette.shadow)
        canvas.circle(cx: knobX, cy: knobY, r: 13.5, fill: .white, stroke: Color(white: 0, alpha: 0.04), strokeWidth: 0.5)
    }

    static func paintSlider(_ view: LaidOutView, tint: Color, on canvas: inout SVGCanvas) {
        let width = view.frame.width, middle = view.frame.height / 2
        let thumbRadius = 14.0
        canvas.rect(Rect(x: 0, y: middle - 2, width: width, height: 4), radius: 2, fill: SystemPalette.track)
        // value 0: the minimum track is empty and the thumb sits at the leading end.
        let thumbX = min(thumbRadius, width / 2)
        canvas.circle(cx: thumbX, cy: middle + 1.5, r: thumbRadius, fill: SystemPalette.shadow)
        canvas.circle(cx: thumbX, cy: middle, r: thumbRadius, fill: .white, stroke: Color(white: 0, alpha: 0.06), strokeWidth: 0.5)
    }

    static func paintProgress(_ view: LaidOutView, tint: Color, on canvas: inout SVGCanvas) {
        let bar = view.node.content.style == "barProgressView"
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        canvas.rect(bounds, radius: bar ? 0 : bounds.height / 2, fill: SystemPalette.track)
    }

    static func paintStepper(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        canvas.rect(bounds, radius: 8, fill: SystemPalette.fill)
        let middle = bounds.width / 2, cy = bounds.height / 2
        canvas.line(x1: middle, y1: cy - 9, x2: middle, y2: cy + 9, color: SystemPalette.separator, width: 1)
        let minus = bounds.width / 4, plus = bounds.width * 3 / 4
        canvas.line(x1: minus - 7, y1: cy, x2: minus + 7, y2: cy, color: .black, width: 1.5, roundCaps: true)
        canvas.line(x1: plus - 7, y1: cy, x2: plus + 7, y2: cy, color: .black, width: 1.5, roundCaps: true)
        canvas.line(x1: plus, y1: cy - 7, x2: plus, y2: cy + 7, color: .black, width: 1.5, roundCaps: true)
    }

    /// Eight spokes, fading clockwise, grey for `gray`/`medium`/`large`, white for `white`/`whiteLarge`.
    static func paintActivityIndicator(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let style = view.node.content.activityIndicatorStyle
        let large = style.isLarge
        let color: Color = style.isWhite ? .white : SystemPalette.gray
        let size = large ? 37.0 : 20.0
        let cx = view.frame.width / 2, cy = view.frame.height / 2
        let outer = size / 2 - size * 0.05, inner = size * 0.22
        let width = large ? 3.5 : 2.0
        for index in 0..<8 {
            let angle = Double(index) * .pi / 4 - .pi / 2
            let opacity = 1 - Double(index) * 0.1
            canvas.line(
                x1: cx + cos(angle) * inner, y1: cy + sin(angle) * inner, x2: cx + cos(angle) * (outer - width / 2),
                y2: cy + sin(angle) * (outer - width / 2), color: Color(red: color.red, green: color.green, blue: color.blue, alpha: opacity),
                width: width, roundCaps: true)
        }
    }

    /// Equal segments with 1-point dividers and centred titles in 13-point type.
    static func paintSegmentedControl(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let node = view.node
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        canvas.rect(bounds, radius: 8.9, fill: SystemPalette.fill)
        let titles = node.content.segmentTitles
        guard !titles.isEmpty else { return }
        let count = Double(titles.count)
        let segment = (bounds.width - (count - 1)) / count
        let font = node.content.font ?? .segmentedControlDefault
        for (index, title) in titles.enumerated() {
            let x = Double(index) * (segment + 1)
            if index > 0 {
                canvas.line(
                    x1: x - 0.5, y1: bounds.height * 0.25, x2: x - 0.5, y2: bounds.height * 0.75, color: SystemPalette.separator,
                    width: 1)
            }
            let cell = Rect(x: x + 4, y: 0, width: max(segment - 8, 0), height: bounds.height)
            let shown = canvas.layout.fit(title, width: cell.width, font: font, mode: .byTruncatingTail)
            let line = canvas.layout.place([shown], font: font, in: cell, alignment: .center)
            canvas.text(line, font: font, color: node.appearance.textColor ?? SystemPalette.label, at: node.location)
        }
    }

    /// 7-point dots at a 16-point pitch, centred; the first page is the current one.
    static func paintPageControl(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let pages = view.node.content.numberOfPages
        guard pages > 0 else { return }
        let total = Double(pages - 1) * 16
        let startX = view.frame.width / 2 - total / 2, cy = view.frame.height / 2
        for index in 0..<min(pages, 500) {
            let current = index == 0
            canvas.circle(
                cx: startX + Double(index) * 16, cy: cy, r: 3.5, fill: current ? Color(white: 0) : Color(white: 0, alpha: 0.25))
        }
    }
}
