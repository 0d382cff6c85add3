import XCTest

@testable import LanguageServer

/// Every position of a document mid-edit answers completion, hover, definition and symbols with a result.
final class RobustnessTests: XCTestCase {
    func testEveryPositionOfABrokenDocumentAnswers() async {
        let text = """
            <?properties {"a": {"font": "body"}, "b\\"c": 1?>
            <LMColumnView layoutMargins="12" anchor="top,
              <UILabel class="a, b, " text="😀é" textAlignment='ce
              <?include ?>
              <UITableView><row title="x"/><</UITableView>
            </LMColumnView
            <!-- markupc:disable
            """
        let uri = "file:///tmp/markupc-lsp-tests/Broken.xml"
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri, text)
        let lines = text.components(separatedBy: "\n")
        for (line, content) in lines.enumerated() {
            for character in 0...(content.utf16.count + 2) {
                for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
                    let response = await harness.request(method, ServerHarness.position(uri, line, character))
                    XCTAssertNotNil(response["result"], "\(method) at \(line):\(character): \(response)")
                }
            }
        }
        let symbols = await harness.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        XCTAssertNotNil(symbols["result"])
        XCTAssertEqual(harness.publishedDiagnostics(uri)?.isEmpty, false)
    }
}
