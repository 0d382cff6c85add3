import Foundation
import XCTest

/// `markupc explain`: a view chosen by id or by line, explained as text or JSON.
final class ExplainCommandTests: MarkupcProcessTestCase {
    private static let document = """
        <LMRowView>
            <UIView width="8"/>
            <UIView id="name" intrinsicWidth="51" intrinsicHeight="20" weight="1"/>
            <UIView weight="1"/>
        </LMRowView>

        """

    func testTextByLine() throws {
        let path = try write("Row.xml", Self.document)
        let result = try markupc("explain", path, "--at", "3", "--width", "375", "--height", "100", "--root", "plain")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "UIView (line 3): frame (16, 0, 175.5, 100) on the screen, before pixel rounding")
        XCTAssertTrue(lines.contains("width 175.5"))
        XCTAssertTrue(lines.contains("  holds     [required] weights: its share of the weighted views, 1 of 2 (§2.2 weights)"), result.stdout)
        XCTAssertTrue(lines.contains("  gave way  [250] intrinsic width 51 held by content hugging 250 (§2.0): off by 124.5"), result.stdout)
    }

    func testJSONByID() throws {
        let path = try write("Row.xml", Self.document)
        let result = try markupc("explain", path, "--view", "name", "--width", "375", "--height", "100", "--root", "plain", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["view"] as? String, "UIView (line 3)")
        let values = try XCTUnwrap(object["values"] as? [[String: Any]])
        XCTAssertEqual(values.map { $0["name"] as? String }, ["x", "width", "y", "height"])
        XCTAssertEqual(values[1]["value"] as? Double, 175.5)
    }

    func testAMissingViewIsAnError() throws {
        let path = try write("Row.xml", Self.document)
        let result = try markupc("explain", path, "--view", "nope", "--root", "plain")
        // A usage error (2), like an unknown device: 1 is for documents with errors.
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no view with id 'nope' takes part in the layout"), result.stderr)
        XCTAssertEqual(try markupc("explain", path).status, 2, "neither --view nor --at")
    }

    /// A document with errors fails the command (1), as `layout` does, after its view is explained.
    func testADocumentWithErrorsExitsWithOne() throws {
        let path = try write("Bad.xml", #"<LMRowView><UILabel id="name" text="Hi" numberOfLines="zz"/></LMRowView>"#)
        let result = try markupc("explain", path, "--view", "name", "--width", "375", "--height", "100", "--root", "plain")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("[MK004]"), result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("UILabel (line 1): frame"), result.stdout)
    }
}
