import Diagnostics
import XCTest
@testable import MarkupParser

final class EncodingTests: XCTestCase {
    private func utf16(_ string: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in string.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    func testUTF8WithoutBOM() throws {
        let (document, diagnostics) = parseMarkup("<a t=\"é\" u=\"1\"/>")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document?.root.attributes.map(\.value), ["é", "1"])
        XCTAssertEqual(position(document?.root.attributes[1].location), "1:10")
    }

    func testUTF8WithBOMStartsAtColumnOne() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a t=\"é\" u=\"1\"/>".utf8)
        let (document, diagnostics) = parseMarkup(bytes: bytes)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(position(root.location), "2:1")
        XCTAssertEqual(root.attributes.map(\.value), ["é", "1"])
        XCTAssertEqual(position(root.attributes[1].location), "2:10")
    }

    func testUTF16LittleEndianWithBOM() throws {
        let source = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<UILabel text=\"héllo 😀\" x=\"2\"/>"
        let (document, diagnostics) = parseMarkup(bytes: utf16(source, bigEndian: false))
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(root.name, "UILabel")
        XCTAssertEqual(root.attributes.map(\.value), ["héllo 😀", "2"])
        XCTAssertEqual(position(root.location), "2:1")
        XCTAssertEqual(position(root.attributes[1].location), "2:25")
        XCTAssertEqual(position(root.attributes[1].valueLocation), "2:28")
    }

    func testUTF16BigEndianWithBOM() throws {
        let (document, diagnostics) = parseMarkup(bytes: utf16("<a t=\"ü\"/>", bigEndian: true))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document?.root.attributes.first?.value, "ü")
    }

    func testUTF16WithoutBOMIsDetected() throws {
        let source = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a t=\"ü\"/>"
        let (document, diagnostics) = parseMarkup(bytes: utf16(source, bigEndian: false, bom: false))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document?.root.attributes.first?.value, "ü")
    }

    func testInvalidUTF16IsAnError() {
        // A lone low surrogate on line 2.
        var bytes = utf16("<a>\n", bigEndian: false)
        bytes += [0x00, 0xDC]
        let (document, diagnostics) = parseMarkup(bytes: bytes)
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.map(\.description), ["t.xml:2:1: error: invalid UTF-16 surrogate"])
    }

    func testISO88591Declared() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<UILabel text=\"caf".utf8)
        bytes += [0xE9] // é in Latin-1
        bytes += Array("\" x=\"1\"/>".utf8)
        let (document, diagnostics) = parseMarkup(bytes: bytes)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(document?.root)
        XCTAssertEqual(root.attributes.map(\.value), ["café", "1"])
        XCTAssertEqual(position(root.attributes[1].location), "2:22")
        XCTAssertEqual(position(root.attributes[1].valueLocation), "2:25")
    }

    func testWindows1252DeclaredUsesLibxmlEncodingHandlers() throws {
        var bytes = Array("<?xml version='1.0' encoding='windows-1252'?><a t='".utf8)
        bytes += [0x80, 0xE9] // € é
        bytes += Array("' u='1'/>".utf8)
        let (document, diagnostics) = parseMarkup(bytes: bytes)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document?.root.attributes.map(\.value), ["€é", "1"])
        XCTAssertEqual(position(document?.root.attributes[1].location), "1:56")
    }

    func testUnsupportedEncodingIsAnError() {
        let (document, diagnostics) = parseMarkup("<?xml version=\"1.0\" encoding=\"X-NO-SUCH-CHARSET\"?><a/>")
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.map(\.description),
                       ["t.xml:1:31: error: unsupported encoding 'X-NO-SUCH-CHARSET'"])
    }

    func testInvalidUTF8IsAnError() {
        var bytes = Array("<a t=\"caf".utf8)
        bytes += [0xE9, 0x22, 0x2F, 0x3E] // Latin-1 é without a declaration
        let (document, diagnostics) = parseMarkup(bytes: bytes)
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.first?.severity, .error)
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("Input is not proper UTF-8") ?? false, "\(diagnostics)")
    }
}
