import Foundation
import XCTest

/// `markupc layout` with real fonts and images: `--font-dir`, `--system-font`, `--resources`,
/// `--content-size`, the warnings they give, and `truncated`/`lines` in the JSON.
/// Figures use DejaVu Sans, the machine's sans-serif: "Hello" at 17 pt is 5191 × 17/2048 = 43.09 pt wide
/// (87 px at 2x → 43.5) and 2384 × 17/2048 = 19.79 pt tall (40 px → 20).
final class MeasurementCommandTests: MarkupcProcessTestCase {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    override func setUpWithError() throws {
        try super.setUpWithError()
        try XCTSkipUnless(FileManager.default.fileExists(atPath: Self.dejaVuSans), "DejaVu Sans is not installed")
    }

    private func layout(_ document: String, _ options: [String] = [], scale: String = "2") throws -> MarkupcBinary.Result {
        let path = try write("view.xml", document)
        return try markupc(
            arguments: ["layout", path, "--width", "300", "--height", "400", "--root", "plain", "--scale", scale, "--format", "json"]
                + options)
    }

    private func children(_ result: MarkupcBinary.Result) throws -> [[String: Any]] {
        LayoutJSON.children(try XCTUnwrap(json(result)["root"] as? [String: Any]))
    }

    private func intrinsic(_ node: [String: Any]) -> [Double?] {
        let size = node["intrinsicSize"] as? [String: Any]
        return [LayoutJSON.number(size?["width"]), LayoutJSON.number(size?["height"])]
    }

    private func column(_ content: String) -> String {
        "<LMColumnView horizontalAlignment=\"leading\" verticalAlignment=\"top\">\n    \(content)\n</LMColumnView>\n"
    }

    /// Advances from the machine's sans-serif (DejaVu Sans here); line height SF Pro's 1.19336 × 17 = 20.29,
    /// 20.5 at 2x (§1.4, §3), not DejaVu's 19.8.
    func testDefaultMeasuresWithTheMachinesSansSerif() throws {
        let result = try layout(column(#"<UILabel text="Hello"/>"#))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try children(result).map(intrinsic), [[43.5, 20.5]])
    }

    func testSystemFontOption() throws {
        let result = try layout(column(#"<UILabel text="Hello"/>"#), ["--system-font", "DejaVu Serif"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try children(result).map(intrinsic), [[46, 20]], "DejaVu Serif: 5541 × 17/2048 = 45.99 → 46")

        let missing = try layout(column(#"<UILabel text="Hello"/>"#), ["--system-font", "SF Pro"])
        XCTAssertEqual(missing.status, 0, missing.stderr)
        XCTAssertEqual(missing.stderrLines, ["warning: system font family 'SF Pro' not found; using 'DejaVu Sans'"])
        XCTAssertEqual(try children(missing).map(intrinsic), [[43.5, 20]])
    }

    func testSubstitutedFontWarns() throws {
        let result = try layout(
            column(#"<UILabel text="Hello" font="Helvetica 24"/>"# + "\n    " + #"<UILabel text="Hi" font="Helvetica 12"/>"#))
        XCTAssertEqual(result.status, 0, result.stderr)
        let path = directory.appendingPathComponent("view.xml").path
        XCTAssertEqual(result.stderrLines, ["\(path):2:5: warning: font 'Helvetica' not found; using 'DejaVu Sans' [MK043]"])
        XCTAssertEqual(try children(result).first.map(intrinsic), [61, 28], "60.83 → 121.66 px → 61; 27.94 → 28")
    }

    func testFontDirectory() throws {
        // A copy of DejaVu Sans renamed "Markup Sans" (names rewritten in place), which only --font-dir provides.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSans)))
        for (old, new) in [("DejaVu Sans", "Markup Sans"), ("DejaVuSans", "MarkupSans")] {
            for encode in [{ (s: String) in Array(s.utf8) }, { (s: String) in s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }] {
                let (from, to) = (encode(old), encode(new))
                var index = 0
                while index + from.count <= bytes.count {
                    if bytes[index..<index + from.count].elementsEqual(from) {
                        bytes.replaceSubrange(index..<index + from.count, with: to)
                    }
                    index += 1
                }
            }
        }
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data(bytes).write(to: fonts.appendingPathComponent("MarkupSans.ttf"))

        let document = column(#"<UILabel text="Hello" font="MarkupSans 17"/>"#)
        // Without the file, a name iOS does not have either: the label's default font (§1.4), as a plain label.
        let without = try layout(document)
        XCTAssertTrue(without.stderr.contains("font 'MarkupSans' is neither one of iOS's nor on this machine"), without.stderr)
        let plain = try layout(column(#"<UILabel text="Hello"/>"#))
        XCTAssertEqual(try children(without).map(intrinsic), try children(plain).map(intrinsic))
        let with = try layout(document, ["--font-dir", fonts.path])
        XCTAssertEqual(with.status, 0, with.stderr)
        XCTAssertEqual(with.stderr, "")
        XCTAssertEqual(try children(with).map(intrinsic), [[43.5, 20]])
        let system = try layout(column(#"<UILabel text="Hello"/>"#), ["--fonts", fonts.path, "--system-font", "Markup Sans"])
        XCTAssertEqual(system.stderr, "")

        let bad = try layout(document, ["--font-dir", directory.appendingPathComponent("none").path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--font-dir"), bad.stderr)
    }

    func testResourcesAndMissingImages() throws {
        let images = directory.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        // A PNG's signature and IHDR chunk: 120 × 90 px at @3x is 40 × 30 pt.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 120, 0, 0, 0, 90, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(png).write(to: images.appendingPathComponent("photo@3x.png"))
        // Beside the document: found without --resources.
        try Data(png).write(to: directory.appendingPathComponent("local.png"))

        let document = column(
            #"<UIImageView image="photo"/>"# + "\n    " + #"<UIImageView image="nowhere"/>"# + "\n    "
                + #"<UIImageView image="local"/>"#)
        let result = try layout(document, ["--resources", images.path], scale: "3")
        XCTAssertEqual(result.status, 0, result.stderr)
        let path = directory.appendingPathComponent("view.xml").path
        XCTAssertEqual(
            result.stderrLines,
            ["\(path):3:18: warning: image 'nowhere' not found in '\(images.path)', '\(directory.path)'; the view has no image [MK019]"])
        XCTAssertEqual(try children(result).map(intrinsic), [[40, 30], [nil, nil], [120, 90]])

        let bad = try layout(document, ["--resources", directory.appendingPathComponent("none").path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--resources"), bad.stderr)
    }

    func testContentSize() throws {
        let document = column(#"<UILabel text="Hello" font="body"/>"# + "\n    " + #"<UILabel text="Hello" font="System 17"/>"#)
        let result = try layout(document, ["--content-size", "xxxLarge"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            try children(result).map(intrinsic), [[58.5, 27.5], [43.5, 20.5]], "body is 23 pt at xxxLarge (27.45 high); System 17 stays")
        let accessible = try layout(document, ["--content-size", "accessibilityXXXLarge"])
        XCTAssertEqual(try children(accessible).first.map(intrinsic), [134.5, 63.5], "53 pt: 268.7 px → 269; 1.19336 × 53 = 63.25 → 63.5")

        let bad = try layout(document, ["--content-size", "huge"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("xSmall"), bad.stderr)
    }

    /// A label wrapped at its final width reports the intrinsic size UIKit then reports (§3.1): its widest
    /// wrapped line (272.7 → 273 at 1x) and two lines' height (2 × 20.29 = 40.57 → 41), not the unwrapped width.
    func testWrappedLabelReportsItsWidestLine() throws {
        let result = try layout(
            #"<LMColumnView verticalAlignment="top"><UILabel numberOfLines="0" text="The quick brown fox jumps over the lazy dog"/></LMColumnView>"#,
            scale: "1")
        XCTAssertEqual(result.status, 0, result.stderr)
        let label = try XCTUnwrap(children(result).first)
        XCTAssertEqual(intrinsic(label), [273, 41])
        XCTAssertEqual(label["lines"] as? [String], ["The quick brown fox jumps over", "the lazy dog"])
    }

    /// `truncated` (only when true) and `lines`, in the contract's key order.
    func testTruncatedLabelsInJSON() throws {
        let result = try layout(
            column(#"<UILabel text="The quick brown fox jumps over the lazy dog" width="100"/>"#), scale: "1")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains(
                #""intrinsicSize":{"width":383,"height":21},"truncated":true,"lines":["The quick\#u{2026}"],"children":[]"#),
            result.stdout)
        let fits = try layout(column(#"<UILabel text="Hello"/>"#), scale: "1")
        XCTAssertTrue(
            fits.stdout.contains(#""intrinsicSize":{"width":44,"height":21},"lines":["Hello"],"children":[]"#), fits.stdout)
    }
}
