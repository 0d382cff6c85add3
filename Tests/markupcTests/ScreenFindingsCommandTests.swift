import Foundation
import XCTest

/// What a screen shows, the same in every command: a root that is not a view fails `layout`, `render` and
/// `validate`; a font or image measurement finding has one id and severity in `layout` and `validate`;
/// `--chrome` draws the device's status bar, cutout and home indicator.
final class ScreenFindingsCommandTests: MarkupcProcessTestCase {
    func testAnHTMLRootIsAnErrorEverywhere() throws {
        let path = try write("page.xml", "<html>\n  <body/>\n</html>\n")
        let expected = "\(path):1:1: error: the root element <html> is not a view: a document's root must be a UIKit or "
            + "MarkupKit view class (such as LMColumnView) or <root> [MK044]"
        let layout = try markupc("layout", path)
        XCTAssertEqual(layout.status, 1)
        XCTAssertEqual(layout.stderrLines, [expected])
        let render = try markupc("render", path, "-o", directory.appendingPathComponent("page.svg").path)
        XCTAssertEqual(render.status, 1)
        XCTAssertEqual(render.stderrLines, [expected])
        let validate = try markupc("validate", path)
        XCTAssertEqual(validate.status, 1)
        XCTAssertEqual(validate.stdout.split(separator: "\n").map(String.init), [expected, "1 file: 1 error, 0 warnings, 0 notes"])
    }

    /// The line `layout` prints on standard error is the line `validate` prints on standard output.
    func testAMisspeltFontIsTheSameFindingInLayoutAndValidate() throws {
        let path = try write("font.xml", "<LMColumnView>\n    <UILabel text=\"Hi\" font=\"Helvetica-Bld 17\"/>\n</LMColumnView>\n")
        let layout = try markupc("layout", path)
        XCTAssertEqual(layout.status, 0)
        XCTAssertEqual(layout.stderrLines.count, 1)
        let line = try XCTUnwrap(layout.stderrLines.first)
        XCTAssertTrue(line.hasPrefix("\(path):2:5: warning: font 'Helvetica-Bld' not found; using '"), line)
        XCTAssertTrue(line.hasSuffix("' [MK043]"), line)
        let validate = try markupc("validate", "--devices", "iphone-se", path)
        XCTAssertEqual(validate.status, 0)
        XCTAssertEqual(validate.stdout.split(separator: "\n").map(String.init), [line, "1 file: 0 errors, 1 warning, 0 notes"])
    }

    /// A warning with `--resources`, a note without, in both commands.
    func testAMissingImageIsTheSameFindingInLayoutAndValidate() throws {
        let path = try write("image.xml", "<LMColumnView>\n    <UIImageView image=\"logo\" height=\"40\"/>\n</LMColumnView>\n")
        let resources = directory.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let warning = "\(path):2:18: warning: image 'logo' not found in '\(resources.path)', '\(directory.path)'; the view has no image [MK019]"
        XCTAssertEqual(try markupc("layout", path, "--resources", resources.path).stderrLines, [warning])
        XCTAssertEqual(
            try markupc("validate", "--devices", "iphone-se", "--resources", resources.path, path).stdout
                .split(separator: "\n").map(String.init),
            [warning, "1 file: 0 errors, 1 warning, 0 notes"])
        let note = "\(path):2:18: note: image 'logo' not found in '\(directory.path)'; the view has no image [MK019]"
        XCTAssertEqual(try markupc("layout", path).stderrLines, [note])
        XCTAssertEqual(
            try markupc("validate", "--devices", "iphone-se", path).stdout.split(separator: "\n").map(String.init),
            [note, "1 file: 0 errors, 0 warnings, 1 note"])
    }

    func testRenderDrawsTheChromeOfTheDevice() throws {
        let path = try write("screen.xml", "<LMColumnView>\n    <UILabel text=\"Top\"/>\n</LMColumnView>\n")
        let island = "<rect x=\"133.5\" y=\"11\" width=\"126\" height=\"37\" rx=\"18.5\" ry=\"18.5\" fill=\"#000000\"/>"
        let withChrome = try markupc("render", path, "--device", "iphone-15", "--chrome")
        XCTAssertEqual(withChrome.status, 0, withChrome.stderr)
        XCTAssertEqual(withChrome.stdout.components(separatedBy: island).count - 1, 1)
        let without = try markupc("render", path, "--device", "iphone-15")
        XCTAssertFalse(without.stdout.contains("class=\"chrome\""))
        // A screen of no device (--width/--height) has no chrome to draw.
        let sized = try markupc("render", path, "--width", "393", "--height", "852", "--chrome")
        XCTAssertFalse(sized.stdout.contains("class=\"chrome\""))
    }

    func testPreviewDrawsTheChromeOfEachDevice() throws {
        let path = try write("screen.xml", "<LMColumnView>\n    <UILabel text=\"Top\"/>\n</LMColumnView>\n")
        let result = try markupc("preview", path, "--devices", "iphone-15,iphone-x,iphone-se", "--chrome")
        XCTAssertEqual(result.status, 0, result.stderr)
        // Portrait and landscape of each device; iPhones hide the status bar in landscape (§4.3).
        XCTAssertEqual(result.stdout.components(separatedBy: "class=\"chrome\"").count - 1, 6)
        XCTAssertEqual(result.stdout.components(separatedBy: ">9:41</text>").count - 1, 3)
        XCTAssertTrue(result.stdout.contains("<rect x=\"133.5\" y=\"11\" width=\"126\" height=\"37\""))
        XCTAssertTrue(result.stdout.contains("<rect x=\"83\" y=\"-20\" width=\"209\" height=\"50\""))
    }
}
