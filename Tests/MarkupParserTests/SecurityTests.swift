import CLibXML2
import Diagnostics
import XCTest
@testable import MarkupParser

final class SecurityTests: XCTestCase {
    private let secret = "root:x:0:0:TOP-SECRET-\(UUID().uuidString)"

    private func allValues(_ document: MarkupDocument?) -> [String] {
        guard let root = document?.root else { return [] }
        var values: [String] = []
        var pending = [root]
        while let element = pending.popLast() {
            values += element.attributes.map(\.value)
            pending += element.elements
            values += element.instructions.map(\.data)
        }
        return values + (document?.prolog.map(\.data) ?? [])
    }

    private func assertNoLeak(_ result: (document: MarkupDocument?, diagnostics: [Diagnostic]),
                              file: StaticString = #filePath, line: UInt = #line) {
        for value in allValues(result.document) {
            XCTAssertFalse(value.contains("root:"), "leaked: \(value)", file: file, line: line)
            XCTAssertFalse(value.contains("TOP-SECRET"), "leaked: \(value)", file: file, line: line)
        }
        for diagnostic in result.diagnostics {
            XCTAssertFalse(diagnostic.message.contains("TOP-SECRET"), "leaked: \(diagnostic)", file: file, line: line)
        }
    }

    func testProcessWideEntityLoaderRefusesEverything() throws {
        let (path, cleanup) = try temporaryFile(named: "secret.txt", contents: secret)
        defer { cleanup() }
        _ = parseMarkup("<a/>")
        let loader = try XCTUnwrap(xmlGetExternalEntityLoader())
        for url in [path, "file://\(path)", "http://example.com/x.dtd"] {
            XCTAssertNil(loader(url, nil, nil), url)
        }
    }

    func testExternalEntityInAttributeIsNotLoaded() throws {
        let (path, cleanup) = try temporaryFile(named: "secret.txt", contents: secret)
        defer { cleanup() }
        for url in [path, "file://\(path)", "file:///etc/passwd"] {
            let source = "<!DOCTYPE r [<!ENTITY x SYSTEM \"\(url)\">]><UILabel text=\"&x;\"/>"
            let result = parseMarkup(source)
            assertNoLeak(result)
            XCTAssertNil(result.document)
            XCTAssertEqual(result.diagnostics.first?.message, "Attribute references external entity 'x'")
        }
    }

    func testExternalEntityInContentIsNotLoaded() throws {
        let (path, cleanup) = try temporaryFile(named: "secret.txt", contents: "<UILabel text=\"\(secret)\"/>")
        defer { cleanup() }
        let source = "<!DOCTYPE r [<!ENTITY x SYSTEM \"file://\(path)\">]>\n<UIView>\n  &x;\n</UIView>"
        let result = parseMarkup(source)
        assertNoLeak(result)
        XCTAssertEqual(result.document?.root.children.count, 0)
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "t.xml:3:3: error: reference to external entity 'x' is not allowed; external entities are never loaded",
        ])
    }

    func testIndirectExternalEntityIsNotLoaded() throws {
        let (path, cleanup) = try temporaryFile(named: "secret.txt", contents: secret)
        defer { cleanup() }
        let source = "<!DOCTYPE r [<!ENTITY x SYSTEM \"\(path)\"><!ENTITY y \"[&x;]\">]><UILabel text=\"&y;\"/>"
        let result = parseMarkup(source)
        assertNoLeak(result)
        XCTAssertNil(result.document)
        XCTAssertTrue(result.diagnostics.contains { $0.severity == .error })
    }

    func testExternalParameterEntityIsNotLoaded() throws {
        let (path, cleanup) = try temporaryFile(
            named: "evil.dtd", contents: "<!ENTITY leak \"\(secret)\">")
        defer { cleanup() }
        let source = "<!DOCTYPE r [<!ENTITY % p SYSTEM \"\(path)\"> %p;]><UILabel text=\"&leak;\"/>"
        let result = parseMarkup(source)
        assertNoLeak(result)
        XCTAssertNil(result.document)
        XCTAssertEqual(result.diagnostics.first?.message, "Entity 'leak' not defined")
    }

    func testExternalDTDIsNotFetched() throws {
        // Neither the network nor the file system is touched; the document itself is fine.
        let (path, cleanup) = try temporaryFile(
            named: "evil.dtd", contents: "<!ENTITY leak \"\(secret)\"><!ATTLIST UILabel text CDATA \"&leak;\">")
        defer { cleanup() }
        for system in ["http://example.com/x.dtd", path] {
            let result = parseMarkup("<!DOCTYPE r SYSTEM \"\(system)\">\n<UILabel a=\"1\"/>")
            assertNoLeak(result)
            XCTAssertEqual(result.diagnostics, [])
            XCTAssertEqual(result.document?.root.attributes.map(\.name), ["a"])
            XCTAssertEqual(position(result.document?.root.location), "2:1")
        }
    }

    func testAttributeDefaultsFromTheDTDAreNotApplied() throws {
        let source = "<!DOCTYPE r [<!ATTLIST UILabel text CDATA \"default\">]><UILabel a=\"1\"/>"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document?.root.attributes.map(\.name), ["a"])
    }

    private func billionLaughs(use: String) -> String {
        var source = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...10 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            source += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return source + "]>\n" + use
    }

    func testBillionLaughsInAttributeEndsWithAnError() {
        let (document, diagnostics) = parseMarkup(billionLaughs(use: "<UILabel text=\"&lol10;\"/>"))
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.first?.severity, .error)
        XCTAssertEqual(diagnostics.first?.message, "Detected an entity reference loop")
    }

    func testBillionLaughsInContentEndsWithAnError() {
        let (document, diagnostics) = parseMarkup(billionLaughs(use: "<UILabel>&lol10;</UILabel>"))
        XCTAssertNil(document)
        XCTAssertTrue(diagnostics.contains { $0.severity == .error && $0.message == "Detected an entity reference loop" })
    }

    func testQuadraticBlowupInAttributesIsBounded() {
        // One 100 kB entity referenced from many attributes: each value passes libxml2's
        // per-value check, the per-document budget stops it.
        let big = String(repeating: "x", count: 100_000)
        let attributes = (0..<400).map { "a\($0)=\"&big;\"" }.joined(separator: " ")
        let source = "<!DOCTYPE r [<!ENTITY big \"\(big)\">]><r \(attributes)/>"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertNil(document)
        XCTAssertTrue(diagnostics.contains { $0.severity == .error })
    }

    func testDeepNestingThroughEntitiesIsLimitedToo() {
        // libxml2 counts depth per parser context, and entity content is parsed in a new one.
        let inner = String(repeating: "<v>", count: 200) + String(repeating: "</v>", count: 200)
        let source = "<!DOCTYPE r [<!ENTITY e \"\(inner)\">]>" + String(repeating: "<u>", count: 100) + "&e;"
            + String(repeating: "</u>", count: 100)
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.first?.message, "elements are nested more than 256 levels deep; markupc reads at most 256 levels")
    }

    /// The documented limit exactly: 256 levels are read, the 257th element is refused at its `<`.
    func testNestingLimitIsExactly256Levels() {
        func nested(_ depth: Int) -> String {
            String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        }
        let (accepted, acceptedDiagnostics) = parseMarkup(nested(256))
        XCTAssertNotNil(accepted)
        XCTAssertEqual(acceptedDiagnostics.map(\.description), [])
        for depth in [257, 258] {
            let (refused, diagnostics) = parseMarkup(nested(depth))
            XCTAssertNil(refused)
            XCTAssertEqual(diagnostics.map(\.description),
                           ["t.xml:1:769: error: elements are nested more than 256 levels deep; markupc reads at most 256 levels"])
        }
    }

    func testParserOptionAdviceIsNeverShown() {
        XCTAssertEqual(ParseSession.withoutParserOptionAdvice("Excessive depth in document: 256 use XML_PARSE_HUGE option"),
                       "elements are nested more than 256 levels deep; markupc reads at most 256 levels")
        XCTAssertEqual(ParseSession.withoutParserOptionAdvice("Name too long use XML_PARSE_HUGE option"),
                       "Name too long (a limit of the XML parser)")
        XCTAssertEqual(ParseSession.withoutParserOptionAdvice("Huge input lookup"), "Huge input lookup")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = 5_000
        let source = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.map(\.description),
                       ["t.xml:1:769: error: elements are nested more than 256 levels deep; markupc reads at most 256 levels"])
    }
}
