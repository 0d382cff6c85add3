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

    /// `--conflicts`: every required constraint the layout breaks, as text or JSON; none, said so.
    func testConflicts() throws {
        let path = try write("Wide.xml", #"<LMRowView><UIView width="300"/><UIView width="200"/></LMRowView>"#)
        let text = try markupc("explain", path, "--conflicts", "--width", "375", "--height", "100", "--root", "plain")
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, """
            1 required constraint cannot hold with the rest and gave way (UIKit logs "Unable to simultaneously satisfy constraints" and breaks one):
              UIView (line 1): last view pinned to the trailing edge, 0 / 0 pt inside LMRowView (line 1) (§2.2): off by 133

            """)
        let json = try markupc("explain", path, "--conflicts", "--width", "375", "--height", "100", "--root", "plain", "--format", "json")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let conflicts = try XCTUnwrap(object["conflicts"] as? [[String: Any]])
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertEqual(conflicts.first?["file"] as? String, path)
        XCTAssertEqual(conflicts.first?["line"] as? Int, 1)
        XCTAssertEqual(conflicts.first?["column"] as? Int, 33)
        XCTAssertEqual(conflicts.first?["error"] as? Double, 133)
        let fits = try markupc("explain", try write("Row.xml", Self.document), "--conflicts", "--width", "375", "--height", "100", "--root", "plain")
        XCTAssertEqual(fits.stdout, "No required constraint gives way: they can all hold.\n")
        let both = try markupc("explain", path, "--conflicts", "--at", "1")
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("--conflicts lists the whole document's: give no --view or --at"), both.stderr)
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
