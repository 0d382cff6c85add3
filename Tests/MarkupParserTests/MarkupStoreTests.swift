import Diagnostics
import XCTest
@testable import MarkupParser

/// The records the parser writes (issue #16): interned names, values as byte ranges of one
/// buffer of decoded text, content ranges and parent links, line:column of every record.
final class MarkupStoreTests: XCTestCase {
    private func store(_ source: String) throws -> MarkupStore {
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        return try XCTUnwrap(document).store
    }

    /// The decoded text of a value's byte range, read straight from the shared buffer.
    private func bytes(of attribute: MarkupAttribute) -> [UInt8] {
        let start = Int(attribute.store.attributes.textStart[Int(attribute.index)])
        let end = Int(attribute.store.attributes.textEnd[Int(attribute.index)])
        return Array(attribute.store.text[start..<end])
    }

    func testNamesAreInternedOncePerDocument() throws {
        let store = try store("""
            <LMColumnView spacing="4">
                <UILabel text="a" id="x"/>
                <UILabel text="b"/>
                <?case iOS?>
                <UILabel spacing="2"/>
            </LMColumnView>
            """)
        XCTAssertEqual(store.names, ["LMColumnView", "spacing", "UILabel", "text", "id", "case"])
        let root = MarkupDocument(store: store).root
        let labels = root.elements
        XCTAssertEqual(labels.map(\.nameID), [2, 2, 2])
        XCTAssertEqual(labels.map { $0.attributes.map(\.nameID) }, [[3, 4], [3], [1]])
        XCTAssertEqual(root.attributes[0].nameID, labels[2].attributes[0].nameID)
        XCTAssertEqual(root.instructions.map(\.targetID), [5])
        XCTAssertEqual(store.nameID(of: "text"), 3)
        XCTAssertNil(store.nameID(of: "title"))
        XCTAssertNil(root.attribute(named: "title"))
        XCTAssertEqual(labels[0].attributes.first(nameID: 4)?.value, "x")
        XCTAssertNil(labels[1].attributes.first(nameID: 4))
    }

    func testValuesAndDataAreStoredOnceInOneBuffer() throws {
        let store = try store(#"<?properties {"t": {}}?><a x="one" y="two"><?case iPad?></a>"#)
        XCTAssertEqual(String(decoding: store.text, as: UTF8.self), #"{"t": {}}onetwoiPad"#)
        let root = MarkupDocument(store: store).root
        XCTAssertEqual(root.attributes.map { bytes(of: $0) }, [Array("one".utf8), Array("two".utf8)])
        XCTAssertEqual(Array(store.attributes.textStart), [9, 12])
        XCTAssertEqual(Array(store.attributes.textEnd), [12, 15])
        XCTAssertEqual(Array(store.instructions.textStart), [0, 15])
        XCTAssertEqual(Array(store.instructions.textEnd), [9, 19])
        XCTAssertEqual(MarkupDocument(store: store).prolog.map(\.data), [#"{"t": {}}"#])
        XCTAssertEqual(root.instructions.map(\.data), ["iPad"])
    }

    func testEntityReferencesAreDecodedIntoTheBuffer() throws {
        let store = try store("""
            <!DOCTYPE a [<!ENTITY who "world">]>
            <a t="x &amp; y" u="&#x41;&#233;" v="hello &who;!"/>
            """)
        let root = MarkupDocument(store: store).root
        XCTAssertEqual(root.attributes.map(\.value), ["x & y", "Aé", "hello world!"])
        XCTAssertEqual(root.attributes.map { bytes(of: $0) }, [Array("x & y".utf8), Array("Aé".utf8), Array("hello world!".utf8)])
        // The positions are those of the text as written, not as decoded.
        XCTAssertEqual(root.attributes.map { position($0.location) }, ["2:4", "2:18", "2:35"])
        XCTAssertEqual(root.attributes.map { position($0.valueLocation) }, ["2:7", "2:21", "2:38"])
    }

    func testLocationsOfElementsAttributesAndInstructions() throws {
        let store = try store("""
            <?properties {}?>
            <LMRowView
              spacing = '8'>
                <?case  iPhone?>
                <UIView width="1"/>
            </LMRowView>
            <?end?>
            """)
        let document = MarkupDocument(store: store)
        let root = document.root
        XCTAssertEqual(position(root.location), "2:1")
        XCTAssertEqual(position(root.attributes[0].location), "3:3")
        XCTAssertEqual(position(root.attributes[0].valueLocation), "3:14")
        let instruction = try XCTUnwrap(root.instructions.first)
        XCTAssertEqual(position(instruction.location), "4:5")
        XCTAssertEqual(position(instruction.dataLocation), "4:13")
        XCTAssertEqual(instruction.data, "iPhone")
        XCTAssertEqual(position(root.elements[0].location), "5:5")
        XCTAssertEqual(position(root.elements[0].attributes[0].valueLocation), "5:20")
        // Instructions after the root element join the prolog, in document order.
        XCTAssertEqual(document.prolog.map(\.target), ["properties", "end"])
        XCTAssertEqual(document.prolog.map { position($0.location) }, ["1:1", "7:1"])
        XCTAssertEqual(root.location.file, "t.xml")
    }

    func testContentRangesAndParentLinks() throws {
        let store = try store("<a><b><c/><?p 1?></b><?q 2?><d/></a>")
        XCTAssertEqual(store.names, ["a", "b", "c", "p", "q", "d"])
        XCTAssertEqual(Array(store.elements.parent), [-1, 0, 1, 0])
        // c's (empty) content is written first, then b's, then a's: each one range.
        XCTAssertEqual(Array(store.elements.contentCount), [3, 2, 0, 0])
        let root = MarkupDocument(store: store).root
        XCTAssertEqual(root.children.map(describe), ["b", "?q 2", "d"])
        XCTAssertEqual(root.elements[0].children.map(describe), ["c", "?p 1"])
        XCTAssertNil(root.parent)
        XCTAssertEqual(root.elements[0].elements[0].parent?.name, "b")
        XCTAssertEqual(root.elements[1].parent, root)
        XCTAssertEqual(MarkupDocument(store: store).elementCount, 4)
    }

    private func describe(_ node: MarkupNode) -> String {
        switch node {
        case .element(let element): element.name
        case .processingInstruction(let instruction): "?" + instruction.target + " " + instruction.data
        }
    }

    func testLatin1DocumentIsStoredAsUTF8() throws {
        let latin1: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a t=\"caf".utf8) + [0xE9]
            + Array("\" u=\"1\"><?case ".utf8) + [0xFC] + Array("?></a>".utf8)
        let (document, diagnostics) = parseMarkup(bytes: latin1)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(root.attributes.map { bytes(of: $0) }, [[0x63, 0x61, 0x66, 0xC3, 0xA9], [0x31]])
        XCTAssertEqual(root.attributes.map(\.value), ["café", "1"])
        XCTAssertEqual(position(root.attributes[1].location), "2:13")
        XCTAssertEqual(root.instructions.map(\.data), ["ü"])
        XCTAssertEqual(position(root.instructions.first?.dataLocation), "2:26")
    }

    func testTwoParsesOfTheSameBytesAreEqual() throws {
        let source = "<a x='1'><b/><?c d?></a>"
        let first = try store(source), second = try store(source)
        XCTAssertFalse(first === second)
        XCTAssertEqual(first, second)
        XCTAssertEqual(MarkupDocument(store: first).root.elements, MarkupDocument(store: second).root.elements)
        XCTAssertNotEqual(first, try store("<a x='2'><b/><?c d?></a>"))
    }
}
