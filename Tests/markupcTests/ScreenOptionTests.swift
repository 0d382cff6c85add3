import Foundation
import XCTest

/// `--device` with `--width`/`--height`/`--scale` overrides, `--no-safe-area`.
final class ScreenOptionTests: MarkupcProcessTestCase {
    static let document = "<LMColumnView><LMSpacer/></LMColumnView>"

    func testWidthOverridesTheDeviceKeepingItsScaleAndSafeArea() throws {
        let path = try write("screen.xml", Self.document)
        let result = try markupc("layout", path, "--device", "iphone-15", "--width", "400")
        XCTAssertEqual(result.status, 0, result.stderr)
        // iPhone 15: 852 tall, @3x, safe area 59 top / 34 bottom, 16 pt side margins.
        XCTAssertEqual(
            result.stdout,
            "screen 400x852 @3x portrait\nLMColumnView (0, 0, 400, 852)\n  LMSpacer (16, 59, 368, 759)\n")
    }

    func testNoSafeArea() throws {
        let path = try write("screen.xml", Self.document)
        let result = try markupc("layout", path, "--device", "iphone-15", "--no-safe-area")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            "screen 393x852 @3x portrait\nLMColumnView (0, 0, 393, 852)\n  LMSpacer (16, 0, 361, 852)\n")
    }
}
