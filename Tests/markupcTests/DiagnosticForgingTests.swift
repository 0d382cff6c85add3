import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Issue 15, item 3: a document or a file name cannot forge diagnostics. Control characters are escaped in
/// every text diagnostic; each reporter escapes as its format requires and still carries the exact value.
final class DiagnosticForgingTests: MarkupcProcessTestCase {
    static let forged = #"<LMColumnView spacing="1&#10;x.xml:9:9: error: FORGED&#13;::error::FORGED"/>"#
    static let value = "1\nx.xml:9:9: error: FORGED\r::error::FORGED"

    func testTextDiagnosticStaysOnOneLine() throws {
        let path = try write("forge.xml", Self.forged)
        let result = try markupc("layout", path)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr,
            #"\#(path):1:24: warning: '1\nx.xml:9:9: error: FORGED\r::error::FORGED' is not a number; MarkupKit reads it as 1 [MK006]"# + "\n")
    }

    func testGitHubReporterWritesOneCommandWithTheValueEscaped() throws {
        _ = try write("forge.xml", Self.forged)
        let result = try markupc("validate", "forge.xml", "--format", "github")
        XCTAssertEqual(result.stdout,
            "::warning file=forge.xml,line=1,col=24,title=MK006 value-read-in-part::'1%0Ax.xml:9:9: error: FORGED%0D::error::FORGED' "
                + "is not a number; MarkupKit reads it as 1\n")
    }

    func testStructuredReportersCarryTheExactValue() throws {
        _ = try write("forge.xml", Self.forged)
        let message = "'\(Self.value)' is not a number; MarkupKit reads it as 1"
        let json = try markupc("validate", "forge.xml", "--format", "json")
        let files = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["files"] as? [[String: Any]])
        XCTAssertEqual((files.first?["diagnostics"] as? [[String: Any]])?.first?["message"] as? String, message)

        let sarif = try markupc("validate", "forge.xml", "--format", "sarif")
        let runs = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])
        let result = try XCTUnwrap((runs.first?["results"] as? [[String: Any]])?.first)
        XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, message)

        for format in ["checkstyle", "junit"] {
            let xml = try markupc("validate", "forge.xml", "--format", format)
            let collector = XMLTextCollector()
            let parser = XMLParser(data: Data(xml.stdout.utf8))
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(format): \(parser.parserError.map { "\($0)" } ?? "")")
            // XML normalises a carriage return in attributes only when it is written as a reference.
            XCTAssertTrue(collector.texts.contains { $0.contains(message) || $0.contains(#"'1\nx.xml:9:9: error: FORGED\r::error::FORGED'"#) },
                          "\(format): \(collector.texts)")
        }
    }

    func testTemplateNamesEncodingsAndFileNamesAreEscaped() throws {
        let template = try write("t.xml", #"<UILabel class="x&#10;::error::y&#x2028;z"/>"#)
        XCTAssertEqual(try markupc("layout", template).stderrLines,
                       [#"\#(template):1:17: warning: undefined template 'x\n::error::y\u{2028}z' in class attribute [MK010]"#])

        let encoding = try write("e.xml", "<?xml version=\"1.0\" encoding=\"ab\nx.xml:1:1: error: F\"?><UIView/>")
        XCTAssertEqual(try markupc("layout", encoding).stderrLines,
                       [#"\#(encoding):1:31: error: unsupported encoding 'ab\nx.xml:1:1: error: F' [MK000]"#])

        _ = try write("a\nb.xml", Self.forged)
        let named = try markupc("validate", "a\nb.xml")
        XCTAssertEqual(named.stdout.split(separator: "\n").count, 2, named.stdout)
        XCTAssertTrue(named.stdout.hasPrefix(#"a\nb.xml:1:24: warning: '1\nx.xml"#), named.stdout)

        _ = try write("::error::x.xml", Self.forged)
        let command = try markupc("layout", "::error::x.xml")
        XCTAssertEqual(command.stderrLines.map { $0.prefix(18) }, ["./::error::x.xml:1"])
        let listed = try markupc("validate", "::error::x.xml")
        XCTAssertEqual(listed.stdout.split(separator: "\n").first?.prefix(18), "./::error::x.xml:1")

        let missing = try markupc("layout", "no\n::error::file.xml")
        XCTAssertEqual(missing.stderr, #"markupc: error: cannot read 'no\n::error::file.xml': no such file"# + "\n")
    }
}

/// Every attribute value and text node of an XML document.
private final class XMLTextCollector: NSObject, XMLParserDelegate {
    var texts: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        texts += attributes.values
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
}
