import Foundation
import XCTest

@testable import LayoutTree

/// `<?properties Styles?>` names a template file that MarkupKit loads from the app bundle as
/// `Styles.json`; markupc reads it from beside the document (SEMANTICS.md §1.8).
final class TemplateFileTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func compile(_ markup: String) throws -> CompiledDocument {
        let path = directory.appendingPathComponent("View.xml").path
        try markup.write(toFile: path, atomically: true, encoding: .utf8)
        return DocumentCompiler().compile(fileAtPath: path)
    }

    func testTemplateFileBesideTheDocumentIsRead() throws {
        try #"{"title": {"font": "System-Bold 24", "textAlignment": "center"}}"#
            .write(to: directory.appendingPathComponent("Styles.json"), atomically: true, encoding: .utf8)
        let document = try compile("<?properties Styles?>\n<LMColumnView><UILabel class=\"title\" text=\"Hi\"/></LMColumnView>")
        XCTAssertEqual(document.diagnostics.diagnostics.map(\.description), [])
        let label = try XCTUnwrap(document.root?.children.first)
        XCTAssertEqual(label.content.font?.size, 24)
        XCTAssertEqual(label.content.textAlignment, .center)
    }

    func testMissingTemplateFileIsOneWarningNotOnePerUse() throws {
        let document = try compile(
            "<?properties Styles?>\n<LMColumnView><UILabel class=\"title\"/><UILabel class=\"title\"/></LMColumnView>")
        XCTAssertEqual(
            document.diagnostics.diagnostics.map(\.description),
            ["\(directory.path)/View.xml:1:14: warning: template file 'Styles.json' not found beside the document; its templates are unknown [MK012]"])
    }

    func testMalformedTemplateFileIsReportedInThatFile() throws {
        try "{\n  \"title\": {\"font\" 1}\n}".write(
            to: directory.appendingPathComponent("Styles.json"), atomically: true, encoding: .utf8)
        let document = try compile("<?properties Styles?>\n<LMColumnView/>")
        XCTAssertEqual(
            document.diagnostics.diagnostics.map(\.description),
            ["\(directory.path)/Styles.json:2:20: error: malformed JSON in <?properties?>: expected ':' [MK011]"])
    }
}
