import Foundation
import XCTest

@testable import LanguageServer

/// A keystroke in a 200-view document is re-checked (markup rules, published) in well under 100 ms.
final class RecheckTimeTests: XCTestCase {
    func testAKeystrokeInA200ViewDocumentIsRecheckedUnder100Milliseconds() async {
        // A scroll view and its column, and 66 rows of a label and a switch: 200 views.
        let rows = (1...66).map { "  <LMRowView spacing=\"8\"><UILabel text=\"Item \($0)\" weight=\"1\"/><UISwitch/></LMRowView>\n" }
        let text = "<LMScrollView fitToWidth=\"true\">\n<LMColumnView>\n" + rows.joined() + "</LMColumnView>\n</LMScrollView>\n"
        let uri = "file:///tmp/markupc-lsp-tests/Long.xml"
        let harness = ServerHarness { $0.layoutDelay = .seconds(60) }
        await harness.initialize()
        await harness.open(uri, text)
        let document = TextDocument(uri: uri, version: 1, text: text)
        // Typing into the text of the last label, one character at a time.
        guard let label = document.text.range(of: "text=\"Item ", options: .backwards) else { return XCTFail("no label") }
        let start = document.position(of: document.text.unicodeScalars.distance(from: document.text.unicodeScalars.startIndex, to: label.upperBound))
        var times: [Double] = []
        for keystroke in 0..<9 {
            let position: [String: Any] = ["line": start.line, "character": start.character + keystroke]
            let began = ContinuousClock.now
            await harness.notify(
                "textDocument/didChange",
                ["textDocument": ["uri": uri, "version": keystroke + 2],
                 "contentChanges": [["range": ["start": position, "end": position], "text": "x"]]])
            times.append(Double((ContinuousClock.now - began).components.attoseconds) / 1e15)
            XCTAssertEqual(
                harness.publishedDiagnostics(uri),
                ["0:0-0:13 2 MK041 the document has 200 views (more than 80) (split it into several documents, or use a table view for repeated rows)"])
        }
        let median = times.sorted()[times.count / 2]
        XCTAssertLessThan(median, 100, "median re-check \(median) ms over \(times)")
    }
}
