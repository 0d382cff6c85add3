import LayoutTree

/// `--chrome`: the device's status bar, notch or Dynamic Island and home indicator drawn over the screen,
/// where the system draws them, so content under them shows (`DeviceChrome`, SEMANTICS.md §4.4). Light
/// mode: black glyphs and a transparent status bar. In landscape the cutout is on the left (the device
/// turned with its top to the left, the simulator's Rotate Left) and iPhones hide the status bar (§4.3).
enum ChromeOverlay {
    static let ink = Color.black

    static func draw(_ chrome: DeviceChrome, on screen: Screen, canvas: inout SVGCanvas) {
        let landscape = screen.orientation == .landscape
        canvas.writer.open("g", [("class", "chrome")])
        if !landscape || chrome.statusBarInLandscape {
            drawStatusBar(chrome, width: screen.width, on: &canvas, landscape: landscape)
        }
        if let cutout = cutoutRect(chrome.cutout, screen: screen) {
            canvas.rect(cutout.rect, radius: cutout.radius, fill: ink)
        }
        if let indicator = chrome.homeIndicator {
            canvas.rect(homeIndicatorRect(indicator, screen: screen), radius: indicator.height / 2, fill: ink)
        }
        canvas.writer.close()
    }

    /// The cutout's rectangle in screen coordinates, and its corner radius. A notch is drawn as a rounded
    /// rectangle reaching `radius` past the screen's edge, so only its inner corners show rounded.
    static func cutoutRect(_ cutout: DeviceChrome.Cutout, screen: Screen) -> (rect: Rect, radius: Double)? {
        let landscape = screen.orientation == .landscape
        switch cutout {
        case .none:
            return nil
        case .notch(let width, let height, let radius):
            let rect = landscape
                ? Rect(x: -radius, y: (screen.height - width) / 2, width: height + radius, height: width)
                : Rect(x: (screen.width - width) / 2, y: -radius, width: width, height: height + radius)
            return (rect, radius)
        case .dynamicIsland(let width, let height, let top):
            let rect = landscape
                ? Rect(x: top, y: (screen.height - width) / 2, width: height, height: width)
                : Rect(x: (screen.width - width) / 2, y: top, width: width, height: height)
            return (rect, height / 2)
        }
    }

    static func homeIndicatorRect(_ indicator: DeviceChrome.HomeIndicator, screen: Screen) -> Rect {
        let width = screen.orientation == .landscape ? indicator.landscapeWidth : indicator.portraitWidth
        return Rect(
            x: (screen.width - width) / 2, y: screen.height - indicator.bottomGap - indicator.height, width: width,
            height: indicator.height)
    }

    // MARK: Status bar

    /// The time on the left (in the left "ear" beside a cutout, centred without one), signal and battery
    /// on the right; centred on the cutout's middle, or on the bar's.
    private static func drawStatusBar(_ chrome: DeviceChrome, width: Double, on canvas: inout SVGCanvas, landscape: Bool) {
        let middle: Double
        let earWidth: Double?
        switch chrome.cutout {
        case .notch(let cutoutWidth, let height, _) where !landscape:
            middle = height / 2 + 2
            earWidth = (width - cutoutWidth) / 2
        case .dynamicIsland(let cutoutWidth, let height, let top) where !landscape:
            middle = top + height / 2
            earWidth = (width - cutoutWidth) / 2
        default:
            middle = chrome.statusBarHeight / 2
            earWidth = nil
        }
        let font = FontDescriptor.system(size: earWidth == nil ? 12 : 15, weight: .semibold)
        let time = "9:41"
        let timeWidth = canvas.layout.width(time, font)
        let timeX = earWidth.map { ($0 - timeWidth) / 2 } ?? (width - timeWidth) / 2
        let lineHeight = canvas.layout.measurer.lineHeight(of: font)
        let lines = canvas.layout.place(
            [time], font: font, in: Rect(x: timeX, y: middle - lineHeight / 2, width: timeWidth, height: lineHeight), alignment: .left)
        canvas.text(lines, font: font, color: ink, at: nil)

        let battery = Rect(x: 0, y: middle - 6, width: 25, height: 12)
        let signalWidth = 4 * 3 + 3 * 1.5
        let glyphsWidth = signalWidth + 6 + battery.width + 2.5
        let right: Double
        if let earWidth {
            right = width - (earWidth - glyphsWidth) / 2
        } else {
            right = width - 6
        }
        let batteryX = right - 2.5 - battery.width
        drawSignal(x: earWidth == nil ? 6 : batteryX - 6 - signalWidth, bottom: middle + 5.5, on: &canvas)
        drawBattery(Rect(x: batteryX, y: battery.y, width: battery.width, height: battery.height), on: &canvas)
    }

    /// Four bars of rising height.
    private static func drawSignal(x: Double, bottom: Double, on canvas: inout SVGCanvas) {
        for index in 0..<4 {
            let height = 4 + Double(index) * 2.5
            canvas.rect(Rect(x: x + Double(index) * 4.5, y: bottom - height, width: 3, height: height), radius: 1, fill: ink)
        }
    }

    /// An outlined body, its charge and the cap on its right.
    private static func drawBattery(_ body: Rect, on canvas: inout SVGCanvas) {
        canvas.rect(
            Rect(x: body.x + 0.5, y: body.y + 0.5, width: body.width - 1, height: body.height - 1), radius: 3.5,
            stroke: Color(white: 0, alpha: 0.35), strokeWidth: 1)
        canvas.rect(Rect(x: body.x + 2, y: body.y + 2, width: body.width - 4, height: body.height - 4), radius: 2, fill: ink)
        canvas.rect(Rect(x: body.maxX + 1, y: body.y + 4, width: 1.5, height: 4), radius: 0.75, fill: Color(white: 0, alpha: 0.4))
    }
}
