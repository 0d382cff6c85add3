import Diagnostics
import XCTest
@testable import MarkupParser

final class PositionTests: XCTestCase {
    // Lines are numbered in the comments; a tab counts as one column.
    let source = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,                 // 1
        #"<?properties {"a": 1}?>"#,                                // 2
        "<!-- comment -->",                                         // 3
        #"<LMColumnView spacing="4""#,                              // 4
        "\talignment=\"fill\">",                                    // 5
        "\t<?case iOS?>",                                           // 6
        "\t<UILabel text=\"héllo wörld\" textColor=\"#ff0000\"/>",  // 7
        "\t<?end?>",                                                // 8
        "\t<UIButton",                                              // 9
        "\t\ttitle = 'Press'",                                      // 10
        "\t\t/>",                                                   // 11
        "</LMColumnView>",                                          // 12
        "<?after root?>",                                           // 13
    ].joined(separator: "\n") + "\n"

    func testElementAttributeAndPIPositions() throws {
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let doc = try XCTUnwrap(document)
        XCTAssertEqual(doc.file, "t.xml")

        // Prolog: the PI before the root, then the PI after the root (appended in document order).
        XCTAssertEqual(doc.prolog.map(\.target), ["properties", "after"])
        XCTAssertEqual(doc.prolog[0].data, #"{"a": 1}"#)
        XCTAssertEqual(position(doc.prolog[0].location), "2:1")
        XCTAssertEqual(position(doc.prolog[0].dataLocation), "2:14")
        XCTAssertEqual(doc.prolog[1].data, "root")
        XCTAssertEqual(position(doc.prolog[1].location), "13:1")
        XCTAssertEqual(position(doc.prolog[1].dataLocation), "13:9")

        let root = doc.root
        XCTAssertEqual(root.name, "LMColumnView")
        XCTAssertEqual(root.location, SourceLocation(file: "t.xml", line: 4, column: 1))
        XCTAssertEqual(root.attributes.map(\.name), ["spacing", "alignment"])
        XCTAssertEqual(root.attributes.map(\.value), ["4", "fill"])
        XCTAssertEqual(position(root.attributes[0].location), "4:15")
        XCTAssertEqual(position(root.attributes[0].valueLocation), "4:24")
        XCTAssertEqual(position(root.attributes[1].location), "5:2")
        XCTAssertEqual(position(root.attributes[1].valueLocation), "5:13")

        XCTAssertEqual(root.children.count, 4)
        guard case .processingInstruction(let caseIOS) = root.children[0],
              case .element(let label) = root.children[1],
              case .processingInstruction(let end) = root.children[2],
              case .element(let button) = root.children[3] else {
            return XCTFail("unexpected children \(root.children)")
        }
        XCTAssertEqual(caseIOS.target, "case")
        XCTAssertEqual(caseIOS.data, "iOS")
        XCTAssertEqual(position(caseIOS.location), "6:2")
        XCTAssertEqual(position(caseIOS.dataLocation), "6:9")

        XCTAssertEqual(label.name, "UILabel")
        XCTAssertEqual(position(label.location), "7:2")
        XCTAssertEqual(label.attributes.map(\.name), ["text", "textColor"])
        XCTAssertEqual(label.attributes.map(\.value), ["héllo wörld", "#ff0000"])
        XCTAssertEqual(position(label.attributes[0].location), "7:11")
        XCTAssertEqual(position(label.attributes[0].valueLocation), "7:17")
        // "héllo wörld" is 11 scalars (13 bytes): the next attribute is at column 30, not 32.
        XCTAssertEqual(position(label.attributes[1].location), "7:30")
        XCTAssertEqual(position(label.attributes[1].valueLocation), "7:41")

        XCTAssertEqual(end.target, "end")
        XCTAssertEqual(end.data, "")
        XCTAssertEqual(position(end.location), "8:2")
        XCTAssertEqual(position(end.dataLocation), "8:7")

        XCTAssertEqual(button.name, "UIButton")
        XCTAssertEqual(position(button.location), "9:2")
        XCTAssertEqual(button.attributes.map(\.name), ["title"])
        XCTAssertEqual(button.attributes.map(\.value), ["Press"])
        XCTAssertEqual(position(button.attributes[0].location), "10:3")
        XCTAssertEqual(position(button.attributes[0].valueLocation), "10:12")
        XCTAssertEqual(button.children.count, 0)
    }

    func testPositionsInAFileWithCRLFLineEndings() throws {
        let source = "<a\r\n  x=\"1\">\r\n\t<b y='2'/>\r\n</a>\r\n"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(position(root.attributes[0].location), "2:3")
        XCTAssertEqual(position(root.attributes[0].valueLocation), "2:6")
        let b = try XCTUnwrap(root.elements.first)
        XCTAssertEqual(position(b.location), "3:2")
        XCTAssertEqual(position(b.attributes[0].location), "3:5")
        XCTAssertEqual(position(b.attributes[0].valueLocation), "3:8")
    }

    func testNonBMPCharactersCountAsOneColumn() throws {
        let (document, _) = parseMarkup("<a t=\"😀😀\" u=\"x\"/>")
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(root.attributes[0].value, "😀😀")
        XCTAssertEqual(position(root.attributes[1].location), "1:11")
        XCTAssertEqual(position(root.attributes[1].valueLocation), "1:14")
    }

    func testPositionsOnOneVeryLongLine() throws {
        // Many elements on a single line: columns stay exact (and the lookup stays linear).
        let count = 2_000
        let source = "<r>" + String(repeating: "<v a=\"1\"/>", count: count) + "</r>"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let children = try XCTUnwrap(document?.root.elements)
        XCTAssertEqual(children.count, count)
        for (index, child) in children.enumerated() {
            XCTAssertEqual(child.location.column, 4 + index * 10)
            XCTAssertEqual(child.attributes[0].location.column, 4 + index * 10 + 3)
            XCTAssertEqual(child.attributes[0].valueLocation.column, 4 + index * 10 + 6)
        }
    }

    func testDocumentWithoutXMLDeclarationStartsAtLineOneColumnOne() throws {
        let (document, _) = parseMarkup("<?p d?><a/>")
        let doc = try XCTUnwrap(document)
        XCTAssertEqual(position(doc.prolog[0].location), "1:1")
        XCTAssertEqual(position(doc.prolog[0].dataLocation), "1:5")
        XCTAssertEqual(position(doc.root.location), "1:8")
    }

    func testPIDataMayContainMarkupCharacters() throws {
        let source = "<a>\n  <?properties {\"t\": \"<b> <?x\"}?>\n  <b/>\n</a>"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        let pi = try XCTUnwrap(root.instructions.first)
        XCTAssertEqual(pi.data, "{\"t\": \"<b> <?x\"}")
        XCTAssertEqual(position(pi.location), "2:3")
        XCTAssertEqual(position(pi.dataLocation), "2:16")
        XCTAssertEqual(position(root.elements.first?.location), "3:3")
    }

    func testElementsAndPIsAfterADoctypeWithInternalSubset() throws {
        let source = "<!DOCTYPE r [\n<!ENTITY e \"v\">\n<?ignored in dtd?>\n<!-- <?not?> -->\n]>\n<?p x?>\n<r a='&e;'/>"
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let doc = try XCTUnwrap(document)
        XCTAssertEqual(doc.prolog.map(\.target), ["p"])
        XCTAssertEqual(position(doc.prolog[0].location), "6:1")
        XCTAssertEqual(position(doc.root.location), "7:1")
        XCTAssertEqual(doc.root.attributes[0].value, "v")
        XCTAssertEqual(position(doc.root.attributes[0].valueLocation), "7:7")
    }
}
