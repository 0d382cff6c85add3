import Diagnostics
import XCTest
@testable import MarkupParser

final class HelperTests: XCTestCase {
    func testLineTableCountsScalarsAndLines() {
        let bytes = Array("ab\n\té😀x\n\nz".utf8)
        var table = LineTable(file: "f", bytes: bytes)
        XCTAssertEqual(table.lineCount, 4)
        func at(_ offset: Int) -> String {
            let (line, column) = table.lineAndColumn(at: offset)
            return "\(line):\(column)"
        }
        XCTAssertEqual(at(0), "1:1")
        XCTAssertEqual(at(2), "1:3")   // the newline itself
        XCTAssertEqual(at(3), "2:1")   // tab
        XCTAssertEqual(at(4), "2:2")   // é (2 bytes)
        XCTAssertEqual(at(6), "2:3")   // 😀 (4 bytes)
        XCTAssertEqual(at(10), "2:4")  // x
        XCTAssertEqual(at(12), "3:1")
        XCTAssertEqual(at(13), "4:1")
        // Out of order and out of range lookups still answer correctly.
        XCTAssertEqual(at(1), "1:2")
        XCTAssertEqual(at(10), "2:4")
        XCTAssertEqual(at(-5), "1:1")
        XCTAssertEqual(at(1_000), "4:2")
        XCTAssertEqual(table.location(at: 4), SourceLocation(file: "f", line: 2, column: 2))
    }

    func testStartTagScanner() {
        let text = Array("<UILabel  a=\"1\"\n\tb = 'x>y' c=\"\"/>".utf8)
        text.withUnsafeBufferPointer { buffer in
            var scanner = StartTagScanner(bytes: buffer, start: 0)
            XCTAssertEqual(scanner.scanElementName(), 1..<8)
            var names: [String] = []
            var values: [String] = []
            while let attribute = scanner.nextAttribute() {
                names.append(String(decoding: text[attribute.name], as: UTF8.self))
                values.append(String(decoding: text[attribute.value], as: UTF8.self))
            }
            XCTAssertEqual(names, ["a", "b", "c"])
            XCTAssertEqual(values, ["1", "x>y", ""])
            XCTAssertTrue(scanner.atTagEnd)
            XCTAssertEqual(scanner.position, text.count - 2)
        }
    }

    func testStartTagScannerRejectsMalformedText() {
        for source in ["a", "<", "<a b>", "<a b=1>", "<a b=\"1", "<a b"] {
            let text = Array(source.utf8)
            text.withUnsafeBufferPointer { buffer in
                var scanner = StartTagScanner(bytes: buffer, start: 0)
                var ok = scanner.scanElementName() != nil
                while ok, scanner.nextAttribute() != nil {}
                ok = ok && scanner.atTagEnd
                XCTAssertFalse(ok, source)
            }
        }
    }

    func testEncodingNormalizer() {
        XCTAssertEqual(try EncodingNormalizer.normalize(Array("<a/>".utf8)).get(), Array("<a/>".utf8))
        XCTAssertEqual(try EncodingNormalizer.normalize([0xEF, 0xBB, 0xBF, 0x3C]).get(), [0x3C])
        XCTAssertEqual(try EncodingNormalizer.normalize([0xFF, 0xFE, 0x3C, 0x00, 0xE9, 0x00]).get(), [0x3C, 0xC3, 0xA9])
        XCTAssertEqual(try EncodingNormalizer.normalize([0xFE, 0xFF, 0xD8, 0x3D, 0xDE, 0x00]).get(),
                       Array("😀".utf8))
        XCTAssertEqual(try EncodingNormalizer.normalize([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00]).get(), [0x3C])
        if case .failure(let failure) = EncodingNormalizer.normalize([0xFF, 0xFE, 0x3C]) {
            XCTAssertEqual(failure, EncodingNormalizer.Failure(message: "truncated UTF-16 data", line: 1, column: 1))
        } else {
            XCTFail("odd UTF-16 length must fail")
        }
        let declared = EncodingNormalizer.declaredEncoding(in: Array("<?xml version='1.0'\n encoding = \"latin1\" ?>".utf8))
        XCTAssertEqual(declared?.name, "latin1")
        XCTAssertEqual(declared?.line, 2)
        XCTAssertEqual(declared?.column, 14)
        XCTAssertNil(EncodingNormalizer.declaredEncoding(in: Array("<a encoding='x'/>".utf8)))
    }
}
