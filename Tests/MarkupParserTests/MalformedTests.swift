import Diagnostics
import XCTest
@testable import MarkupParser

final class MalformedTests: XCTestCase {
    /// Asserts that parsing fails with `expected` as the first diagnostic and only located errors.
    private func assertMalformed(_ source: String, firstDiagnostic expected: String,
                                 file: StaticString = #filePath, line: UInt = #line) {
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertNil(document, file: file, line: line)
        XCTAssertEqual(diagnostics.first?.description, expected, file: file, line: line)
        XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .error && $0.location != nil },
                      "\(diagnostics)", file: file, line: line)
    }

    func testMismatchedTag() {
        assertMalformed("<a>\n<b></a>",
                        firstDiagnostic: "t.xml:2:8: error: Opening and ending tag mismatch: b line 2 and a")
    }

    func testUnclosedAttributeQuote() {
        assertMalformed("<LMColumnView>\n  <UILabel text=\"abc/>\n</LMColumnView>\n",
                        firstDiagnostic: "t.xml:3:1: error: Unescaped '<' not allowed in attributes values")
    }

    func testUnclosedAttributeQuoteAtEndOfFile() {
        assertMalformed("<UILabel text=\"abc/>",
                        firstDiagnostic: "t.xml:1:21: error: AttValue: ' expected")
    }

    func testEmptyFile() {
        assertMalformed("", firstDiagnostic: "t.xml:1:1: error: Document is empty")
    }

    func testWhitespaceOnlyFile() {
        assertMalformed("  \n\n", firstDiagnostic: "t.xml:3:1: error: Start tag expected, '<' not found")
    }

    func testGarbage() {
        assertMalformed("garbage", firstDiagnostic: "t.xml:1:1: error: Start tag expected, '<' not found")
    }

    func testBinaryGarbage() {
        let bytes: [UInt8] = [0x00, 0xFF, 0x13, 0x37, 0x80, 0x81, 0x3C, 0x00, 0x01]
        let (document, diagnostics) = parseMarkup(bytes: bytes)
        XCTAssertNil(document)
        XCTAssertTrue(diagnostics.contains { $0.severity == .error })
    }

    func testUnclosedRootElement() {
        assertMalformed("<a>\n  <b/>\n", firstDiagnostic: "t.xml:3:1: error: Premature end of data in tag a line 1")
    }

    func testContentAfterRootElement() {
        assertMalformed("<a/>\n<b/>", firstDiagnostic: "t.xml:2:1: error: Extra content at the end of the document")
    }

    func testDuplicateAttribute() {
        assertMalformed("<a x='1' x='2'/>", firstDiagnostic: "t.xml:1:15: error: Attribute x redefined")
    }

    func testUndefinedEntity() {
        assertMalformed("<a x='&nope;'/>", firstDiagnostic: "t.xml:1:13: error: Entity 'nope' not defined")
    }

    func testErrorColumnsCountScalarsLikeOurPositions() {
        // 22 scalars (26 bytes) before the error position.
        assertMalformed("<a t='éééé' u='x'></b>",
                        firstDiagnostic: "t.xml:1:23: error: Opening and ending tag mismatch: a line 1 and b")
    }

    func testMissingFileIsAnErrorWithoutLocation() {
        let path = "/nonexistent-\(UUID().uuidString)/Missing.xml"
        var bag = DiagnosticBag()
        XCTAssertNil(MarkupParser.parse(fileAtPath: path, diagnostics: &bag))
        XCTAssertEqual(bag.diagnostics.count, 1)
        XCTAssertEqual(bag.diagnostics.first?.severity, .error)
        XCTAssertNil(bag.diagnostics.first?.location)
        XCTAssertEqual(bag.diagnostics.first?.message, "cannot read file '\(path)': No such file or directory")
        XCTAssertEqual(bag.diagnostics.first?.description,
                       "error: cannot read file '\(path)': No such file or directory")
    }

    func testDirectoryIsAnUnreadableFile() {
        var bag = DiagnosticBag()
        XCTAssertNil(MarkupParser.parse(fileAtPath: "/", diagnostics: &bag))
        XCTAssertEqual(bag.diagnostics.map(\.message), ["cannot read file '/': Is a directory"])
    }

    func testParseFileUsesThePathAsFileName() throws {
        let (path, cleanup) = try temporaryFile(named: "View.xml", contents: "<a>\n  <b x='1'/>\n</a>\n")
        defer { cleanup() }
        var bag = DiagnosticBag()
        let document = try XCTUnwrap(MarkupParser.parse(fileAtPath: path, diagnostics: &bag))
        XCTAssertEqual(bag.diagnostics, [])
        XCTAssertEqual(document.file, path)
        XCTAssertEqual(document.root.elements.first?.attributes.first?.valueLocation,
                       SourceLocation(file: path, line: 2, column: 9))
    }
}
