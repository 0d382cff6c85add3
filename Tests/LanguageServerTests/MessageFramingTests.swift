import XCTest

@testable import LanguageServer

final class MessageFramingTests: XCTestCase {
    func testFrameWritesTheContentLengthInBytes() {
        let framed = MessageFraming.frame(Array("{\"a\":\"é\"}".utf8))
        XCTAssertEqual(String(decoding: framed, as: UTF8.self), "Content-Length: 10\r\n\r\n{\"a\":\"é\"}")
    }

    func testReaderWaitsForWholeMessagesAcrossPieces() {
        var reader = MessageFrameReader()
        reader.append(Array("Content-Len".utf8))
        XCTAssertNil(reader.next())
        reader.append(Array("gth: 2\r\n\r\n{".utf8))
        XCTAssertNil(reader.next())
        reader.append(Array("}Content-Length: 4\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\nnull".utf8))
        XCTAssertEqual(reader.next(), .message(Array("{}".utf8)))
        XCTAssertEqual(reader.next(), .message(Array("null".utf8)))
        XCTAssertNil(reader.next())
    }

    func testHeaderWithoutALengthIsSkippedAndReadingGoesOn() {
        var reader = MessageFrameReader()
        reader.append(Array("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n[]".utf8))
        XCTAssertEqual(reader.next(), .malformedHeader(.init(reason: "no valid Content-Length in header 'Content-Type: x'")))
        XCTAssertEqual(reader.next(), .message(Array("[]".utf8)))
    }

    func testLengthAboveTheLimitIsRefused() {
        var reader = MessageFrameReader(maximumBodySize: 10)
        reader.append(Array("Content-Length: 11\r\n\r\n".utf8))
        XCTAssertEqual(
            reader.next(), .malformedHeader(.init(reason: "Content-Length 11 is above the limit of 10 bytes")))
    }
}
