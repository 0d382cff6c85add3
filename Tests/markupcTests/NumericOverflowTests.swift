import Foundation
import LayoutOutput
import LayoutTree
import XCTest

/// Issue 15, item 2: whatever the numbers, no `inf`, `-inf` or `nan` reaches JSON, text or SVG.
final class NumericOverflowTests: MarkupcProcessTestCase {
    static let twoHugeViews = #"<LMRowView><UIView width="1e308"/><UIView width="1e308"/></LMRowView>"#

    /// A strict JSON parse: Foundation's parser rejects `inf`, `nan` and every other non-JSON token.
    private func strictJSON(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        XCTAssertNil(text.range(of: #"[-:,\[]\s*-?(inf|nan)"#, options: .regularExpression), text, file: file, line: line)
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    func testSizesBeyondTheLimitAreClampedAtTheirAttribute() throws {
        let path = try write("huge.xml", Self.twoHugeViews)
        let result = try markupc("layout", path, "--format", "json", "--width", "300", "--height", "100", "--root", "plain")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderrLines, [
            "\(path):1:27: warning: value '1e308' for attribute 'width' is beyond ±10000000; read as 10000000 [MK023]",
            "\(path):1:50: warning: value '1e308' for attribute 'width' is beyond ±10000000; read as 10000000 [MK023]",
        ])
        let root = try XCTUnwrap(try strictJSON(result.stdout) as? [String: Any])["root"] as? [String: Any]
        let frames = LayoutJSON.children(try XCTUnwrap(root)).map { LayoutJSON.rect($0["frame"]) }
        XCTAssertEqual(frames, [[0, 0, 10_000_000, 100], [10_000_008, 0, 10_000_000, 100]])
    }

    func testSVGAndTextOfHugeSizesHoldOnlyFiniteNumbers() throws {
        let path = try write("huge.xml", Self.twoHugeViews)
        let svg = try markupc("render", path, "--width", "300", "--height", "100", "--root", "plain")
        XCTAssertEqual(svg.status, 0)
        XCTAssertTrue(svg.stdout.contains(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="300" height="100" viewBox="0 0 300 100">"#))
        XCTAssertTrue(svg.stdout.contains(#"<g class="UIView" transform="translate(10000008 0)">"#))
        XCTAssertNil(svg.stdout.range(of: "inf|nan", options: .regularExpression))
        let text = try markupc("layout", path, "--width", "300", "--height", "100", "--root", "plain")
        XCTAssertEqual(text.stdout, "screen 300x100 @1x portrait\nLMRowView (0, 0, 300, 100)\n  UIView (0, 0, 10000000, 100)\n  UIView (10000008, 0, 10000000, 100)\n")
    }

    func testNumbersInInsetsAndFontsBeyondTheLimit() throws {
        let path = try write("m.xml", #"<UIView layoutMargins="-1e300" font="System 1e9"/>"#)
        let result = try markupc("layout", path, "--format", "json")
        XCTAssertEqual(result.stderrLines, [
            "\(path):1:24: warning: value '-1e300' for attribute 'layoutMargins' is beyond ±10000000; read as -10000000 [MK023]",
            "\(path):1:38: warning: invalid value 'System 1e9' for attribute 'font': expected a font ('<Name> <size>', 'System 17', 'System-Bold 17' or a text style such as 'body') [MK004]",
        ])
        _ = try strictJSON(result.stdout)
    }

    func testScreenSizesBeyondTheLimitAreUsageErrors() throws {
        let path = try write("huge.xml", Self.twoHugeViews)
        for (width, shown) in [("inf", "inf"), ("nan", "nan"), ("1e15", "1e+15"), ("10000001", "10000001"), ("0", "0")] {
            let result = try markupc("render", path, "--width", width, "--height", "100")
            XCTAssertEqual(result.status, 2, width)
            XCTAssertEqual(result.stdout, "", width)
            XCTAssertEqual(result.stderrLines.first, "Error: --width must be a positive number of points up to 10000000, not '\(shown)'")
        }
        let device = try markupc("layout", path, "--device", "ipad", "--height", "1e8")
        XCTAssertEqual(device.stderrLines.first, "Error: --height must be a positive number of points up to 10000000, not '100000000'")
    }

    /// The emitters' safety net: a measurer that answers infinity makes layout overflow; every number is
    /// still written (as 0) and each view concerned is reported.
    func testNonFiniteFramesAreWrittenAsZeroAndReported() throws {
        struct InfiniteText: TextMeasuring {
            func width(of text: String, font: FontDescriptor) -> Double { .infinity }
            func lineHeight(of font: FontDescriptor) -> Double { .infinity }
            func ascender(of font: FontDescriptor) -> Double { 10 }
        }
        let document = DocumentCompiler().compile(source: #"<LMColumnView><UILabel text="a"/></LMColumnView>"#, file: "doc.xml")
        let root = try XCTUnwrap(document.root)
        let engine = LayoutEngine(measurer: LeafMeasurer(text: InfiniteText()), rootMode: .plain)
        let result = engine.layout(root, on: Screen(width: 100, height: 100, scale: 1, orientation: .portrait))
        let json = LayoutJSONEmitter.emit(result)
        _ = try strictJSON(json)
        XCTAssertNil(LayoutTextEmitter.emit(result).range(of: "inf|nan", options: .regularExpression))
        XCTAssertEqual(
            NonFiniteFrames.diagnostics(for: result).diagnostics.map(\.description),
            ["doc.xml:1:15: warning: the frame of this UILabel overflows (it is not a finite number); written as 0 [MK024]"])
    }
}
