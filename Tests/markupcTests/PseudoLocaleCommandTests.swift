import Foundation
import XCTest

/// `--pseudo-locale` on the commands: the fake text in the output, the mirrored frames of `rtl`.
final class PseudoLocaleCommandTests: MarkupcProcessTestCase {
    /// A plain 200 × 100 screen: the row puts the 40 pt box, then the 60 pt label 8 pt after it, at its leading edge.
    private static let row = """
        <LMColumnView layoutMargins="0">
            <LMRowView horizontalAlignment="leading">
                <UIView id="box" width="40" height="20"/>
                <UILabel id="name" text="Hello" intrinsicWidth="60" intrinsicHeight="20"/>
            </LMRowView>
        </LMColumnView>
        """

    private func labelLines(_ result: MarkupcBinary.Result) throws -> [String]? {
        let root = try XCTUnwrap(try json(result)["root"] as? [String: Any])
        return LayoutJSON.allNodes(root).first { $0["id"] as? String == "name" }?["lines"] as? [String]
    }

    func testLayoutShowsTheAccentedText() throws {
        let path = try write("Row.xml", Self.row)
        let result = try markupc(
            "layout", path, "--width", "200", "--height", "100", "--root", "plain", "--pseudo-locale", "accented", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try labelLines(result), ["[Ĥéļļö]"])
    }

    func testRightToLeftMirrorsTheRowAndReversesTheText() throws {
        let path = try write("Row.xml", Self.row)
        let arguments = ["layout", path, "--width", "200", "--height", "100", "--root", "plain", "--pseudo-locale", "rtl"]
        let text = try markupc(arguments: arguments)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, """
            screen 200x100 @1x portrait
            LMColumnView (0, 0, 200, 100)
              LMRowView (0, 0, 200, 100)
                UIView #box (160, 0, 40, 20)
                UILabel #name (92, 0, 60, 100)

            """)
        XCTAssertEqual(try labelLines(try markupc(arguments: arguments + ["--format", "json"])), ["\u{200F}olleH\u{200F}"])
    }

    func testRenderDrawsThePseudoLocalisedText() throws {
        let path = try write("Row.xml", Self.row)
        let result = try markupc("render", path, "--width", "200", "--height", "100", "--pseudo-locale", "accented")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(">[Ĥéļļö]</text>"), result.stdout)
        XCTAssertFalse(result.stdout.contains(">Hello<"))
    }

    func testAnUnknownPseudoLocaleIsAUsageError() throws {
        let path = try write("Row.xml", Self.row)
        let result = try markupc("layout", path, "--pseudo-locale", "klingon")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.first, "Error: --pseudo-locale must be one of accented, long, rtl, not 'klingon'")
    }

    /// "Email" fits its 60 pt caption; "Email one·" does not, on every device of the matrix.
    func testValidateSaysWhichPseudoLocaleTruncatedALabel() throws {
        let path = try write("Form.xml", """
            <LMColumnView>
                <UILabel text="Email" width="60"/>
            </LMColumnView>
            """)
        let plain = try markupc("validate", path, "--devices", "iphone-se-1:portrait")
        XCTAssertEqual(plain.stdout, "1 file: 0 errors, 0 warnings, 0 notes\n")
        let long = try markupc("validate", path, "--devices", "iphone-se-1:portrait", "--pseudo-locale", "long")
        XCTAssertEqual(long.status, 0)
        let lines = long.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, long.stdout)
        XCTAssertTrue(
            lines[0].hasPrefix("\(path):2:5: warning: pseudo-locale long: single-line <UILabel> \"Email one·\" is "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix(" too narrow for its text: iOS truncates it on iPhone SE (1st generation) portrait (give it more room, or let it wrap with numberOfLines=\"0\") [MK031]"), lines[0])
    }
}
