import XCTest

@testable import LanguageServer

/// Malformed JSON-RPC, unknown methods and requests about unopened documents get LSP errors, never a crash.
final class ProtocolErrorTests: XCTestCase {
    func testMalformedJSONIsAParseErrorWithANullID() async {
        let harness = ServerHarness()
        await harness.initialize()
        harness.clear()
        let outcome = await harness.send(raw: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ")
        XCTAssertEqual(outcome, .proceed)
        XCTAssertEqual(
            harness.messages,
            [.object(["jsonrpc": .string("2.0"), "id": .null,
                      "error": .object(["code": .integer(-32700), "message": .string("the message is not valid JSON")])])])
    }

    func testJSONThatIsNoMessageIsAnInvalidRequest() async {
        let harness = ServerHarness()
        await harness.send(raw: "[1, 2]")
        XCTAssertEqual(harness.messages.first?["error"]?["code"], .integer(-32600))
        await harness.send(raw: "{\"jsonrpc\": \"2.0\", \"id\": {}, \"method\": \"initialize\"}")
        XCTAssertEqual(harness.messages.last?["error"]?["code"], .integer(-32600))
    }

    func testUnknownRequestsAreMethodNotFoundAndUnknownNotificationsIgnored() async {
        let harness = ServerHarness()
        await harness.initialize()
        let response = await harness.request("textDocument/rename")
        XCTAssertEqual(
            response["error"], .object(["code": .integer(-32601), "message": .string("method not found: textDocument/rename")]))
        harness.clear()
        await harness.notify("$/somethingNew")
        XCTAssertEqual(harness.messages, [])
    }

    func testRequestsForAnUnopenedDocumentAreInvalidParams() async {
        let harness = ServerHarness()
        await harness.initialize()
        let uri = "file:///tmp/markupc-lsp-tests/Never.xml"
        for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
            let response = await harness.request(method, ServerHarness.position(uri, 0, 0))
            XCTAssertEqual(
                response["error"],
                .object(["code": .integer(-32602), "message": .string("document '\(uri)' is not open")]), method)
        }
        let symbols = await harness.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        XCTAssertEqual(symbols["error"]?["code"], .integer(-32602))
    }

    func testParamsOfTheWrongShapeAreInvalidParams() async {
        let harness = ServerHarness()
        await harness.initialize()
        let response = await harness.request("textDocument/hover", ["textDocument": ["uri": 3]])
        XCTAssertEqual(
            response["error"],
            .object(["code": .integer(-32602), "message": .string("invalid params for textDocument/hover: wrong type at 'textDocument.uri'")]))
    }

    func testRequestsBeforeInitializeAndAfterShutdown() async {
        let harness = ServerHarness()
        let early = await harness.request("textDocument/hover", ServerHarness.position("file:///a.xml", 0, 0))
        XCTAssertEqual(early["error"]?["code"], .integer(-32002))
        await harness.initialize()
        let shutdown = await harness.request("shutdown")
        XCTAssertEqual(shutdown, .object(["jsonrpc": .string("2.0"), "id": .integer(3), "result": .null]))
        let late = await harness.request("textDocument/hover", ServerHarness.position("file:///a.xml", 0, 0))
        XCTAssertEqual(late["error"]?["code"], .integer(-32600))
        let exit = await harness.send(raw: "{\"jsonrpc\": \"2.0\", \"method\": \"exit\"}")
        XCTAssertEqual(exit, .exit(0))
    }

    func testAStringIDIsEchoed() async {
        let harness = ServerHarness()
        await harness.send(raw: "{\"jsonrpc\": \"2.0\", \"id\": \"a-1\", \"method\": \"initialize\", \"params\": {\"capabilities\": {}}}")
        XCTAssertEqual(harness.messages.first?["id"], .string("a-1"))
        XCTAssertEqual(harness.messages.first?["result"]?["capabilities"]?["definitionProvider"], .bool(true))
    }

    func testExitWithoutShutdownEndsWithStatusOne() async {
        let harness = ServerHarness()
        await harness.initialize()
        let exit = await harness.send(raw: "{\"jsonrpc\": \"2.0\", \"method\": \"exit\"}")
        XCTAssertEqual(exit, .exit(1))
    }

    func testInitializeAnnouncesUTF16AndIncrementalSync() async {
        let harness = ServerHarness()
        let response = await harness.request("initialize", ["capabilities": [String: Any]()])
        let capabilities = response["result"]?["capabilities"]
        XCTAssertEqual(capabilities?["positionEncoding"], .string("utf-16"))
        XCTAssertEqual(capabilities?["textDocumentSync"]?["change"], .integer(2))
        XCTAssertEqual(capabilities?["hoverProvider"], .bool(true))
        XCTAssertEqual(response["result"]?["serverInfo"]?["name"], .string("markupc"))
    }
}
