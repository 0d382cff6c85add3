import LayoutTree
import MarkupParser
import Rendering
import TextMetrics
import XCTest

/// `--chrome`: the status bar, the notch or Dynamic Island and the home indicator over the screen, where
/// each device has them (`DeviceChrome`).
final class ChromeOverlayTests: RenderTestCase {
    private func svg(_ deviceID: String, _ orientation: Screen.Orientation = .portrait, chrome: Bool = true) throws -> String {
        let device = try XCTUnwrap(Device.named(deviceID))
        let screen = device.screen(orientation: orientation)
        let root = try XCTUnwrap(DocumentCompiler().compile(source: "<LMColumnView><UILabel text=\"Top\"/><LMSpacer/></LMColumnView>").root)
        let leaf = LeafMeasurer(text: Self.measurer, scale: screen.scale)
        let layout = LayoutEngine(measurer: leaf, rootMode: .viewController).layout(root, on: screen)
        var options = RenderOptions()
        options.chrome = chrome ? device.chrome : nil
        let svg = SVGRenderer(measurer: leaf, fonts: Self.fonts, options: options).render(layout).svg
        assertWellFormed(svg)
        return svg
    }

    /// The black shapes of the chrome group (cutout, home indicator, signal bars, battery) as `x y width height rx`.
    private func blackShapes(_ svg: String) -> [String] {
        let groups = elements("g", in: assertWellFormed(svg)).filter { $0.attribute(named: "class")?.value == "chrome" }
        return groups.flatMap { elements("rect", in: $0) }
            .filter { $0.attribute(named: "fill")?.value == "#000000" && $0.attribute(named: "fill-opacity") == nil }
            .map { rect in ["x", "y", "width", "height", "rx"].map { rect.attribute(named: $0)?.value ?? "-" }.joined(separator: " ") }
    }

    func testTheDynamicIslandOfAnIPhone15() throws {
        let shapes = blackShapes(try svg("iphone-15"))
        // 126 × 37 pt, 11 pt below the top, centred on the 393 pt width.
        XCTAssertTrue(shapes.contains("133.5 11 126 37 18.5"), "\(shapes)")
        // The home indicator: 134 × 5 pt, 8 pt above the bottom of the 852 pt screen.
        XCTAssertTrue(shapes.contains("129.5 839 134 5 2.5"), "\(shapes)")
        XCTAssertEqual(count(">9:41</text>", in: try svg("iphone-15")), 1)
    }

    func testTheNotchOfAnIPhoneX() throws {
        let shapes = blackShapes(try svg("iphone-x"))
        // 209 × 30 pt from the top edge, its lower corners rounded by 20 (the rectangle reaches 20 pt above the screen).
        XCTAssertTrue(shapes.contains("83 -20 209 50 20"), "\(shapes)")
        XCTAssertTrue(shapes.contains("120.5 799 134 5 2.5"), "\(shapes)")
    }

    /// A home-button iPhone: a status bar, and no cutout or home indicator.
    func testNoCutoutOnAnIPhoneSE() throws {
        let svg = try svg("iphone-se")
        let shapes = blackShapes(svg)
        XCTAssertEqual(shapes.filter { !$0.hasSuffix(" 1") && !$0.hasSuffix(" 2") }, [], "only signal bars and the charge: \(shapes)")
        XCTAssertEqual(count(">9:41</text>", in: svg), 1)
    }

    /// In landscape the cutout is on the left, the status bar hidden (§4.3) and the indicator longer.
    func testLandscape() throws {
        let island = try svg("iphone-15", .landscape)
        XCTAssertEqual(blackShapes(island), ["11 133.5 37 126 18.5", "319 380 214 5 2.5"])
        XCTAssertEqual(count(">9:41</text>", in: island), 0)
        XCTAssertEqual(blackShapes(try svg("iphone-x", .landscape)), ["-20 83 50 209 20", "299 362 214 5 2.5"])
    }

    func testOffByDefault() throws {
        let svg = try svg("iphone-15", chrome: false)
        XCTAssertFalse(svg.contains("class=\"chrome\""))
        XCTAssertEqual(count(">9:41</text>", in: svg), 0)
    }

    /// Every device of the table has its chrome entry (a Face ID iPhone a cutout and an indicator).
    func testEveryDeviceHasItsChrome() {
        for device in Device.all {
            let chrome = device.chrome
            if !device.isPad, device.portraitSafeArea.bottom > 0 {
                XCTAssertNotEqual(chrome.cutout, .none, device.name)
                XCTAssertNotNil(chrome.homeIndicator, device.name)
            } else if !device.isPad {
                XCTAssertEqual(chrome.cutout, .none, device.name)
                XCTAssertNil(chrome.homeIndicator, device.name)
                XCTAssertEqual(chrome.statusBarHeight, 20, device.name)
            }
            XCTAssertLessThanOrEqual(chrome.statusBarHeight, device.portraitSafeArea.top, device.name)
        }
    }
}
