import LayoutTree
import XCTest

/// The device table (SEMANTICS.md §4.3–4.4): sizes, scales, safe areas and size classes in
/// both orientations, and what a view controller's root view makes of them (§2.9).
final class DeviceTests: XCTestCase {
    struct Expected {
        var id: String
        var size: (Double, Double)
        var scale: Double
        var portraitSafe: (top: Double, bottom: Double)
        var landscapeSafe: (left: Double, right: Double, bottom: Double)
        var landscapeWidthClass: Screen.SizeClass
        var isPad = false
    }

    static let devices: [Expected] = [
        Expected(id: "iphone-se", size: (375, 667), scale: 2, portraitSafe: (20, 0), landscapeSafe: (0, 0, 0), landscapeWidthClass: .compact),
        Expected(id: "iphone-13-mini", size: (375, 812), scale: 3, portraitSafe: (50, 34), landscapeSafe: (50, 50, 21), landscapeWidthClass: .compact),
        Expected(id: "iphone-15", size: (393, 852), scale: 3, portraitSafe: (59, 34), landscapeSafe: (59, 59, 21), landscapeWidthClass: .compact),
        Expected(id: "iphone-15-pro-max", size: (430, 932), scale: 3, portraitSafe: (59, 34), landscapeSafe: (59, 59, 21), landscapeWidthClass: .regular),
        Expected(id: "ipad-10", size: (820, 1180), scale: 2, portraitSafe: (24, 20), landscapeSafe: (0, 0, 20), landscapeWidthClass: .regular, isPad: true),
        Expected(id: "ipad-pro-12.9", size: (1024, 1366), scale: 2, portraitSafe: (24, 20), landscapeSafe: (0, 0, 20), landscapeWidthClass: .regular, isPad: true),
    ]

    func testEveryRequiredDeviceInBothOrientations() throws {
        for expected in Self.devices {
            let device = try XCTUnwrap(Device.named(expected.id), expected.id)
            let portrait = device.screen(orientation: .portrait)
            XCTAssertEqual([portrait.width, portrait.height, portrait.scale], [expected.size.0, expected.size.1, expected.scale], expected.id)
            XCTAssertEqual(portrait.safeArea, EdgeInsets(top: expected.portraitSafe.top, left: 0, bottom: expected.portraitSafe.bottom, right: 0), expected.id)
            XCTAssertEqual(portrait.horizontalSizeClass, expected.isPad ? .regular : .compact, expected.id)
            XCTAssertEqual(portrait.verticalSizeClass, .regular, expected.id)

            let landscape = device.screen(orientation: .landscape)
            XCTAssertEqual([landscape.width, landscape.height], [expected.size.1, expected.size.0], expected.id)
            let top = expected.isPad ? expected.portraitSafe.top : 0
            XCTAssertEqual(
                landscape.safeArea,
                EdgeInsets(top: top, left: expected.landscapeSafe.left, bottom: expected.landscapeSafe.bottom, right: expected.landscapeSafe.right),
                expected.id)
            XCTAssertEqual(landscape.horizontalSizeClass, expected.landscapeWidthClass, expected.id)
            XCTAssertEqual(landscape.verticalSizeClass, expected.isPad ? .regular : .compact, expected.id)
        }
    }

    /// A screen given by its size alone (`--width`/`--height`, no `--device`) takes the size classes of
    /// the device of that size in every row of §4.4's table, in both orientations.
    func testAScreenOfItsSizeAloneHasItsDevicesSizeClasses() throws {
        for device in Device.all {
            let id = device.name
            for orientation in [Screen.Orientation.portrait, .landscape] {
                let screen = device.screen(orientation: orientation)
                let bySize = Screen(width: screen.width, height: screen.height)
                XCTAssertEqual(bySize.horizontalSizeClass, screen.horizontalSizeClass, "\(id) \(orientation)")
                XCTAssertEqual(bySize.verticalSizeClass, screen.verticalSizeClass, "\(id) \(orientation)")
            }
        }
    }

    /// §4.4: the iPhone XR and 11 have a 44 pt notch inset through iOS 13 and 48 from iOS 14, in both orientations
    /// (markupc's default `--ios` is 13). Before, 48 at every version (found by documents derived by hand).
    func testTheXRsNotchInsetFollowsTheIOSVersion() throws {
        let xr = try XCTUnwrap(Device.named("iphone-xr"))
        XCTAssertEqual(xr.screen(orientation: .portrait).safeArea, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(xr.screen(orientation: .portrait, iosVersion: 14).safeArea, EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(xr.screen(orientation: .landscape, iosVersion: 13).safeArea, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(xr.screen(orientation: .landscape, iosVersion: 17).safeArea, EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
        let fifteen = try XCTUnwrap(Device.named("iphone-15"))
        XCTAssertEqual(fifteen.screen(orientation: .portrait, iosVersion: 12), fifteen.screen(orientation: .portrait, iosVersion: 17))
    }

    /// A root column on an iPhone 15 in landscape: safe area 59 at the sides (+ 16 minimum
    /// margin, compact width), 21 at the bottom; the label starts at 75 and ends 75 from the right.
    func testRootViewUsesTheLandscapeSafeArea() throws {
        let document = DocumentCompiler().compile(
            source: "<LMColumnView><UILabel intrinsicWidth='100' intrinsicHeight='20'/><LMSpacer/></LMColumnView>", file: "d.xml")
        let root = try XCTUnwrap(document.root)
        let screen = try XCTUnwrap(Device.named("iphone-15")).screen(orientation: .landscape)
        let result = LayoutEngine().layout(root, on: screen)
        XCTAssertEqual(result.root.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(result.root.children[0].frame, Rect(x: 75, y: 0, width: 702, height: 20))
        XCTAssertEqual(result.root.children[1].frame, Rect(x: 75, y: 28, width: 702, height: 344))
    }

    /// The iPad is regular width: the minimum side margin is 20, and the portrait safe area
    /// insets the top by 24 and the bottom by 20.
    func testRegularWidthMargins() throws {
        let document = DocumentCompiler().compile(source: "<LMColumnView><LMSpacer/></LMColumnView>", file: "d.xml")
        let root = try XCTUnwrap(document.root)
        let screen = try XCTUnwrap(Device.named("ipad-10")).screen(orientation: .portrait)
        let spacer = LayoutEngine().layout(root, on: screen).root.children[0]
        XCTAssertEqual(spacer.frame, Rect(x: 20, y: 24, width: 780, height: 1136))
    }
}
