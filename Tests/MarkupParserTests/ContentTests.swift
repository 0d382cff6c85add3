import Diagnostics
import XCTest
@testable import MarkupParser

final class ContentTests: XCTestCase {
    func testAttributesKeepDocumentOrderAndAreDecoded() throws {
        let source = #"<UILabel z="1" text="a&#10;b" a="x &amp; y" q="say &quot;hi&quot;" hex="&#x41;&lt;&gt;&apos;"/>"#
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(root.attributes.map(\.name), ["z", "text", "a", "q", "hex"])
        XCTAssertEqual(root.attributes.map(\.value), ["1", "a\nb", "x & y", "say \"hi\"", "A<>'"])
        XCTAssertEqual(root.attribute(named: "text")?.value, "a\nb")
        // Positions refer to the text as written, not to the decoded value.
        XCTAssertEqual(position(root.attributes[2].location), "1:31")
        XCTAssertEqual(position(root.attributes[2].valueLocation), "1:34")
        XCTAssertEqual(position(root.attributes[3].location), "1:45")
    }

    func testLiteralWhitespaceInAttributeValuesIsNormalizedAsXMLRequires() throws {
        let (document, _) = parseMarkup("<a t=\"x\ny\tz\"/>")
        XCTAssertEqual(document?.root.attributes.first?.value, "x y z")
    }

    func testSmallInternalEntitiesExpandInAttributeValues() throws {
        let source = "<!DOCTYPE r [<!ENTITY greet \"Hello\"><!ENTITY both \"&greet; &amp; bye\">]>\n<r a=\"&greet;, world\" b=\"&both;\"/>"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(root.attributes.map(\.value), ["Hello, world", "Hello & bye"])
        XCTAssertEqual(position(root.attributes[1].location), "2:23")
    }

    func testNamespaceDeclarationsAndPrefixedNamesAreKeptAsWritten() throws {
        let (document, diagnostics) = parseMarkup("<a xmlns:x='urn:x' x:y='1' xmlns='urn:d'><x:b/></a>")
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(root.attributes.map(\.name), ["xmlns:x", "x:y", "xmlns"])
        XCTAssertEqual(root.attributes.map(\.value), ["urn:x", "1", "urn:d"])
        XCTAssertEqual(root.attributes.map { position($0.location) }, ["1:4", "1:20", "1:28"])
        XCTAssertEqual(root.elements.map(\.name), ["x:b"])
    }

    func testUndeclaredPrefixIsAnErrorButTheDocumentIsBuilt() throws {
        // Namespace errors do not break XML well-formedness: the document is returned with the error.
        let (document, diagnostics) = parseMarkup("<a>\n  <y:b y:c='1'/>\n</a>")
        XCTAssertEqual(diagnostics.first?.description, "t.xml:2:15: error: Namespace prefix y for c on b is not defined")
        XCTAssertEqual(diagnostics.map(\.severity), diagnostics.map { _ in .error })
        let b = try XCTUnwrap(document?.root.elements.first)
        XCTAssertEqual(b.name, "y:b")
        XCTAssertEqual(position(b.location), "2:3")
        XCTAssertEqual(b.attributes.map(\.name), ["y:c"])
        XCTAssertEqual(position(b.attributes.first?.location), "2:8")
        XCTAssertEqual(position(b.attributes.first?.valueLocation), "2:13")
    }

    func testProcessingInstructionsInPrologAndInsideElements() throws {
        let source = """
        <?xml version="1.0"?>
        <?properties {"title": {"font": "bold"}}?>
        <?include x.xml?>
        <LMColumnView>
            <?case iOS?>
            <UILabel/>
            <?end?>
            <?properties  spaced data ?>
        </LMColumnView>
        """
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let doc = try XCTUnwrap(document)
        XCTAssertEqual(doc.prolog.map(\.target), ["properties", "include"])
        XCTAssertEqual(doc.prolog.map(\.data), [#"{"title": {"font": "bold"}}"#, "x.xml"])
        let root = doc.root
        XCTAssertEqual(root.children.count, 4)
        XCTAssertEqual(root.instructions.map(\.target), ["case", "end", "properties"])
        // Leading whitespace is not part of the data; trailing whitespace is kept as written.
        XCTAssertEqual(root.instructions.map(\.data), ["iOS", "", "spaced data "])
        XCTAssertEqual(position(root.instructions[2].dataLocation), "8:19")
        guard case .element(let label) = root.children[1] else { return XCTFail("expected UILabel second") }
        XCTAssertEqual(label.name, "UILabel")
    }

    func testXMLDeclarationIsNotAProcessingInstruction() throws {
        let (document, _) = parseMarkup("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><a/>")
        XCTAssertEqual(document?.prolog, [])
    }

    func testCommentsAreDroppedAndWhitespaceIsIgnored() throws {
        let source = "<!-- head -->\n<a>\n  <!-- inside -->\n  \t\r\n  <b/>  \n</a>\n<!-- tail -->\n"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(root.children.count, 1)
        XCTAssertEqual(root.elements.map(\.name), ["b"])
        XCTAssertEqual(document?.prolog, [])
    }

    func testTextContentIsAnErrorAtItsFirstCharacter() throws {
        let source = "<a>\n  <b/>\n   hello\n  <c/>  <!-- x -->  world <d/>\n</a>"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics.map(\.description), [
            "t.xml:3:4: error: unexpected character content",
            "t.xml:4:21: error: unexpected character content",
        ])
        // Parsing continues: the document is still built.
        XCTAssertEqual(document?.root.elements.map(\.name), ["b", "c", "d"])
    }

    func testOneDiagnosticPerRunOfText() throws {
        let (_, diagnostics) = parseMarkup("<a>x &amp; y &#65; z</a>")
        XCTAssertEqual(diagnostics.map(\.description), ["t.xml:1:4: error: unexpected character content"])
    }

    func testTextStartingWithAReferenceIsReportedAtTheReference() throws {
        let (_, diagnostics) = parseMarkup("<a>\n  &amp;</a>")
        XCTAssertEqual(diagnostics.map(\.description), ["t.xml:2:3: error: unexpected character content"])
    }

    func testCDATAIsAnError() throws {
        let (document, diagnostics) = parseMarkup("<a>\n  <![CDATA[ x ]]>\n  <b/></a>")
        XCTAssertEqual(diagnostics.map(\.description), ["t.xml:2:3: error: unexpected character content"])
        XCTAssertEqual(document?.root.elements.map(\.name), ["b"])
    }

    func testInternalEntityInContentIsExpandedAtTheReference() throws {
        let source = "<!DOCTYPE r [<!ENTITY item \"<UILabel text='x'/>\">]>\n<r>\n  &item;\n</r>"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let item = try XCTUnwrap(document?.root.elements.first)
        XCTAssertEqual(item.name, "UILabel")
        XCTAssertEqual(item.attributes.map(\.value), ["x"])
        // Elements that come from an entity are placed at the reference.
        XCTAssertEqual(position(item.location), "3:3")
        XCTAssertEqual(position(item.attributes[0].location), "3:3")
    }

    func testDeepButAllowedNestingBuildsTheWholeTree() throws {
        let depth = 250
        let source = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        var element = try XCTUnwrap(document?.root)
        var levels = 1
        while let child = element.elements.first {
            element = child
            levels += 1
        }
        XCTAssertEqual(levels, depth)
        XCTAssertEqual(position(element.location), "1:\(3 * (depth - 1) + 1)")
    }
}
