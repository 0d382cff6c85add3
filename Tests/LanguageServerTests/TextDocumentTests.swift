import XCTest

@testable import LanguageServer

final class TextDocumentTests: XCTestCase {
    private func change(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String)
        -> TextDocumentContentChangeEvent
    {
        TextDocumentContentChangeEvent(
            range: LSPRange(
                start: Position(line: startLine, character: startCharacter), end: Position(line: endLine, character: endCharacter)),
            text: text)
    }

    func testEditsCountUTF16CodeUnitsPastEmojiAndAccents() {
        var document = TextDocument(uri: "file:///a.xml", version: 1, text: "<a t=\"😀é\"/>\nx")
        // 😀 is two UTF-16 units (6..<8), é one (8..<9).
        document.apply([change(0, 8, 0, 9, "e")], version: 2)
        XCTAssertEqual(document.text, "<a t=\"😀e\"/>\nx")
        document.apply([change(0, 6, 0, 8, "")], version: 3)
        XCTAssertEqual(document.text, "<a t=\"e\"/>\nx")
        XCTAssertEqual(document.version, 3)
    }

    func testAPositionInsideASurrogatePairIsTheScalarsStart() {
        var document = TextDocument(uri: "file:///a.xml", version: 1, text: "a😀b")
        document.apply([change(0, 2, 0, 2, "Z")], version: 2)
        XCTAssertEqual(document.text, "aZ😀b")
    }

    func testChangesApplyInOrderEachToTheTextBefore() {
        var document = TextDocument(uri: "file:///a.xml", version: 1, text: "one\ntwo")
        document.apply([change(0, 3, 0, 3, "\nnew"), change(2, 0, 2, 3, "2")], version: 2)
        XCTAssertEqual(document.text, "one\nnew\n2")
    }

    func testPositionsPastTheLineOrTheDocumentAreClamped() {
        var document = TextDocument(uri: "file:///a.xml", version: 1, text: "ab\r\ncd")
        document.apply([change(0, 99, 0, 99, "!")], version: 2)
        XCTAssertEqual(document.text, "ab!\r\ncd")
        document.apply([change(7, 0, 9, 0, "?")], version: 3)
        XCTAssertEqual(document.text, "ab!\r\ncd?")
    }

    func testAChangeWithoutARangeReplacesTheDocument() {
        var document = TextDocument(uri: "file:///a.xml", version: 1, text: "old")
        document.apply([TextDocumentContentChangeEvent(range: nil, text: "new\ntext")], version: 5)
        XCTAssertEqual(document.text, "new\ntext")
        XCTAssertEqual(document.position(of: 8), Position(line: 1, character: 4))
    }

    func testMarkupcColumnsCountScalarsAndLSPCharactersUTF16() {
        let document = TextDocument(uri: "file:///a.xml", version: 1, text: "x\n😀é<b/>")
        // markupc's 2:3 is `<` (after two scalars); the editor's character is 3 (2 + 1 units).
        let offset = document.offset(line: 2, column: 3)
        XCTAssertEqual(document.scalars[offset], "<")
        XCTAssertEqual(document.position(of: offset), Position(line: 1, character: 3))
        XCTAssertEqual(document.offset(of: Position(line: 1, character: 3)), offset)
        XCTAssertEqual(document.lineAndColumn(of: offset).line, 2)
        XCTAssertEqual(document.lineAndColumn(of: offset).column, 3)
    }
}
