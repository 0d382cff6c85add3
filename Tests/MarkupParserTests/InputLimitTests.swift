import Diagnostics
import XCTest

@testable import MarkupParser

/// Issue 15, item 4: inputs that used to take minutes are refused at once, before libxml2 sees them.
final class InputLimitTests: XCTestCase {
    private func element(attributes count: Int) -> String {
        "<UIView " + (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
    }

    func testAttributesPerElementAreLimitedTo256() {
        let (accepted, diagnostics) = parseMarkup("<LMColumnView>\n  " + element(attributes: 256) + "\n</LMColumnView>")
        XCTAssertEqual(accepted?.root.elements.first?.attributes.count, 256)
        XCTAssertEqual(diagnostics.map(\.description), [])
        let (refused, refusal) = parseMarkup("<LMColumnView>\n  " + element(attributes: 257) + "\n</LMColumnView>")
        XCTAssertNil(refused)
        XCTAssertEqual(refusal.map(\.description),
                       ["t.xml:2:3: error: <UIView> has more than 256 attributes; markupc reads at most 256 per element"])
    }

    /// A million attributes (libxml2 2.9 alone took 101 s on them) are refused by one linear pass.
    func testMillionAttributesAreRefusedBeforeLibxml2() {
        let (document, diagnostics) = parseMarkup(element(attributes: 1_000_000))
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.map(\.description),
                       ["t.xml:1:1: error: <UIView> has more than 256 attributes; markupc reads at most 256 per element"])
    }

    /// `=` in quoted values, comments, CDATA, instructions and end tags is no attribute.
    func testOnlyAssignmentsInStartTagsCount() {
        let equals = String(repeating: "=", count: 300)
        let source = "<?properties {\"a\": \"\(equals)\"}?><!-- \(equals) <x \(equals)> --><UILabel text=\"\(equals)>\" title='\(equals)'/>"
        XCTAssertEqual(AttributeCountLimit.firstExcess(in: Array(source.utf8)), nil)
    }

    /// Entity values can hold start tags, so the document type declaration counts every `=`.
    func testDocumentTypeDeclarationCountsEveryAssignment() {
        let tag = element(attributes: 300).replacingOccurrences(of: "\"", with: "'")
        let source = "<!DOCTYPE r [<!ENTITY e \"\(tag)\">]>\n<r>&e;</r>"
        XCTAssertEqual(AttributeCountLimit.firstExcess(in: Array(source.utf8)), .init(offset: 0, elementName: ""))
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.map(\.description), [
            "t.xml:1:1: error: the document type declaration assigns more than 256 values; markupc reads at most 256 attributes per element"
        ])
    }

    func testRegularFileLargerThanTheLimitIsRefusedUnread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).xml").path
        try Data(String(repeating: " ", count: 2048).utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard case .failure(let failure) = FileReader.contents(ofFile: path, limit: 1024) else { return XCTFail("read") }
        XCTAssertEqual(failure.reason, "it is larger than 1 kB (--max-input-size)")
        guard case .success(let bytes) = FileReader.contents(ofFile: path, limit: 2048) else { return XCTFail("refused") }
        XCTAssertEqual(bytes.count, 2048)
    }

    /// A device that never ends is read up to the limit, then refused.
    func testEndlessDeviceIsRefusedAtTheLimit() {
        guard case .failure(let failure) = FileReader.contents(ofFile: "/dev/zero", limit: 1 << 20) else { return XCTFail("read") }
        XCTAssertEqual(failure.reason, "it is larger than 1 MB (--max-input-size)")
    }

    /// A FIFO nobody writes to is an empty document at once, not a read that waits forever.
    func testFIFOWithoutWriterIsEmpty() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        defer { unlink(path) }
        var bag = DiagnosticBag()
        XCTAssertNil(MarkupParser.parse(fileAtPath: path, diagnostics: &bag))
        XCTAssertEqual(bag.diagnostics.map(\.description), ["\(path):1:1: error: Document is empty"])
    }
}
