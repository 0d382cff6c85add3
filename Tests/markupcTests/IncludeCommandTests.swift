import Foundation
import XCTest

/// `<?include?>` through the command line (SEMANTICS.md §1.8, docs/INCLUDES.md): `layout`, `render`,
/// `validate` and `explain` see the included document, found beside the including one or under `--resources`.
final class IncludeCommandTests: MarkupcProcessTestCase {
    private static let view = "<LMColumnView>\n  <?include Row?>\n  <UIView id=\"below\" height=\"10\"/>\n</LMColumnView>\n"
    private static let row = "<LMRowView id=\"row\">\n  <UIView id=\"cell\" width=\"30\" height=\"20\"/>\n</LMRowView>\n"

    private func resources() throws -> String {
        let url = directory.appendingPathComponent("resources")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(Self.row.utf8).write(to: url.appendingPathComponent("Row.xml"))
        return url.path
    }

    func testLayoutFindsTheIncludedDocumentUnderResources() throws {
        let path = try write("View.xml", Self.view)
        let result = try markupc("layout", path, "--resources", try resources(), "--width", "100", "--height", "100", "--root", "plain")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            screen 100x100 @1x portrait
            LMColumnView (0, 0, 100, 100)
              LMIncludeContainer (0, 0, 100, 82)
                LMRowView #row (0, 0, 100, 82)
                  UIView #cell (0, 0, 30, 20)
              UIView #below (0, 90, 100, 10)

            """)
    }

    func testValidateReportsAMissingDocumentWithThePathsTried() throws {
        let path = try write("View.xml", Self.view)
        let result = try markupc("validate", path, "--no-layout")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stdout.split(separator: "\n").first.map(String.init),
            "\(path):2:3: error: included document 'Row' not found: tried '\(directory.path)/Row.xml' [MK027]")
    }

    func testValidateAndRenderSeeTheIncludedContent() throws {
        let path = try write("View.xml", Self.view)
        try write("Row.xml", "<LMRowView>\n  <UILabel text=\"Included\" txet=\"x\"/>\n</LMRowView>\n")
        let validate = try markupc("validate", path, "--no-layout")
        XCTAssertEqual(validate.status, 0, validate.stderr)
        XCTAssertEqual(validate.stdout.split(separator: "\n").map(String.init), [
            "\(directory.path)/Row.xml:2:34: warning: unknown attribute 'txet' (did you mean 'text'?) [MK003]",
            "1 file: 0 errors, 1 warning, 0 notes",
        ])
        let svg = directory.appendingPathComponent("View.svg").path
        let render = try markupc("render", path, "--device", "iphone-se", "-o", svg)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains(">Included<"))
    }

    func testExplainAtALineMeansALineOfTheDocumentItself() throws {
        let path = try write("View.xml", Self.view)
        let result = try markupc(
            "explain", path, "--at", "2", "--resources", try resources(), "--width", "100", "--height", "100", "--root", "plain")
        XCTAssertEqual(result.status, 0, result.stderr)
        // Line 2 of View.xml is the include's container; line 2 of Row.xml (the cell) is not meant.
        XCTAssertEqual(result.stdout.split(separator: "\n").first, "LMIncludeContainer (line 2): frame (0, 0, 100, 82) on the screen, before pixel rounding")
    }
}
