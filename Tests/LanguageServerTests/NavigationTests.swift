import Foundation
import XCTest

@testable import LanguageServer

/// Go to definition and the outline.
final class NavigationTests: DirectoryTestCase {
    func testClassGoesToTheTemplatesKeyInProperties() async {
        let harness = ServerHarness()
        await harness.initialize()
        let text = "<?properties {\n  \"title\": {\"font\": \"System-Bold 28\"},\n  \"body\": {}\n}?>\n<UILabel class=\"body, title\"/>"
        await harness.open(uri("Screen.xml"), text)
        // On `title` in `class="body, title"` (line 4, the `t` at character 22).
        let response = await harness.request("textDocument/definition", ServerHarness.position(uri("Screen.xml"), 4, 23))
        XCTAssertEqual(response["result"]?["uri"], .string(uri("Screen.xml")))
        XCTAssertEqual(ServerHarness.range(response["result"]?["range"]), "1:2-1:9")
        let body = await harness.request("textDocument/definition", ServerHarness.position(uri("Screen.xml"), 4, 17))
        XCTAssertEqual(ServerHarness.range(body["result"]?["range"]), "2:2-2:8")
    }

    func testClassGoesIntoATemplateFileBesideTheDocument() async throws {
        try "{\n  \"caption\": {\"font\": \"footnote\"}\n}\n".write(toFile: directory + "/Styles.json", atomically: true, encoding: .utf8)
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Screen.xml"), "<?properties Styles?>\n<UILabel class=\"caption\"/>")
        let response = await harness.request("textDocument/definition", ServerHarness.position(uri("Screen.xml"), 1, 18))
        XCTAssertEqual(response["result"]?["uri"], .string(uri("Styles.json")))
        XCTAssertEqual(ServerHarness.range(response["result"]?["range"]), "1:2-1:11")
        let file = await harness.request("textDocument/definition", ServerHarness.position(uri("Screen.xml"), 0, 15))
        XCTAssertEqual(file["result"]?["uri"], .string(uri("Styles.json")))
        XCTAssertEqual(ServerHarness.range(file["result"]?["range"]), "0:0-0:0")
    }

    func testIncludeGoesToTheFileBesideTheDocument() async {
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Screen.xml"), "<LMColumnView>\n<?include Header?>\n</LMColumnView>")
        let response = await harness.request("textDocument/definition", ServerHarness.position(uri("Screen.xml"), 1, 12))
        XCTAssertEqual(response["result"]?["uri"], .string(uri("Header.xml")))
        XCTAssertEqual(ServerHarness.range(response["result"]?["range"]), "0:0-0:0")
    }

    func testAnUndefinedTemplateHasNoDefinition() async {
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Screen.xml"), "<UILabel class=\"missing\"/>")
        let response = await harness.request("textDocument/definition", ServerHarness.position(uri("Screen.xml"), 0, 18))
        XCTAssertEqual(response["result"], .null)
    }

    func testTheOutlineIsTheViewTreeEvenMidEdit() async {
        let harness = ServerHarness()
        await harness.initialize()
        let text = "<LMColumnView id=\"main\">\n  <LMRowView>\n    <UILabel class=\"title\"/>\n    <UIButton\n  </LMRowView>\n</LMColumnView>"
        await harness.open(uri("Screen.xml"), text)
        let response = await harness.request("textDocument/documentSymbol", ["textDocument": ["uri": uri("Screen.xml")]])
        func outline(_ value: JSONValue?, depth: Int = 0) -> [String] {
            guard case .array(let symbols)? = value else { return [] }
            return symbols.flatMap { symbol -> [String] in
                let detail = symbol["detail"].map { " " + ServerHarness.text($0) } ?? ""
                let line = String(repeating: "  ", count: depth) + ServerHarness.text(symbol["name"] ?? .null) + detail + " "
                    + ServerHarness.range(symbol["range"]) + " " + ServerHarness.range(symbol["selectionRange"])
                return [line] + outline(symbol["children"], depth: depth + 1)
            }
        }
        XCTAssertEqual(
            outline(response["result"]),
            [
                "LMColumnView #main 0:0-5:15 0:1-0:13",
                "  LMRowView 1:2-4:14 1:3-1:12",
                "    UILabel class=title 2:4-2:28 2:5-2:12",
                "    UIButton 3:4-4:14 3:5-3:13",
            ])
    }
}
