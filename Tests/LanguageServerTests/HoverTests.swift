import Foundation
import LayoutTree
import Lint
import XCTest

@testable import LanguageServer

final class HoverTests: XCTestCase {
    private let uri = "file:///tmp/markupc-lsp-tests/Hover.xml"
    private let text = """
        <?properties {"title": {"font": "System-Bold 28"}}?>
        <LMColumnView>
            <UILabel class="title" text="Hi"/>
            <UIView height="20" weight="1"/>
        </LMColumnView>
        """

    private func hover(_ line: Int, _ character: Int, lint: LintOptions = LintOptions()) async -> JSONValue {
        var options = lint
        options.rootMode = .plain
        let harness = ServerHarness(lint: options)
        await harness.initialize()
        await harness.open(uri, text)
        return await harness.request("textDocument/hover", ServerHarness.position(uri, line, character))["result"] ?? .null
    }

    func testAnElementShowsItsFrameAndWhatExplainSays() async {
        let result = await hover(3, 6)
        XCTAssertEqual(ServerHarness.range(result["range"]), "3:4-3:11")
        guard case .string(let markdown)? = result["contents"]?["value"] else { return XCTFail("\(result)") }
        let lines = markdown.components(separatedBy: "\n")
        XCTAssertEqual(
            Array(lines.prefix(7)),
            [
                "**UIView**, a UIKit view.", "", "Takes no child views.", "",
                "Instructions: `<?inputAccessoryView?>`, `<?inputView?>`.", "",
                "Frame on iPhone 15 portrait: `(0, 832, 393, 20)` in its parent, `(0, 832, 393, 20)` on the screen.",
            ])
        XCTAssertEqual(lines[8], "```text")
        XCTAssertEqual(lines[9], "UIView (line 4): frame (0, 832, 393, 20) on the screen, before pixel rounding")
        XCTAssertEqual(lines.last, "```")
    }

    func testTheConfiguredDevicesChooseTheScreen() async throws {
        var options = LintOptions()
        options.matrix = try DeviceMatrix.parse(["iphone-se-1:landscape"])
        options.matrixIsExplicit = true
        let result = await hover(3, 6, lint: options)
        guard case .string(let markdown)? = result["contents"]?["value"] else { return XCTFail("\(result)") }
        XCTAssertEqual(
            markdown.components(separatedBy: "\n")[6],
            "Frame on iPhone SE (1st generation) landscape: `(0, 300, 568, 20)` in its parent, `(0, 300, 568, 20)` on the screen.")
    }

    func testTheConfigurationFilesDevicesChooseTheScreen() async throws {
        let directory = NSTemporaryDirectory() + "markupc-lsp-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "devices: [\"ipad:landscape\"]\n".write(toFile: directory + "/.markupc.yml", atomically: true, encoding: .utf8)
        let uri = DocumentURI.uri(ofPath: directory + "/Hover.xml")
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri, "<LMColumnView><UIView height=\"20\"/></LMColumnView>")
        let result = await harness.request("textDocument/hover", ServerHarness.position(uri, 0, 17))
        guard case .string(let markdown)? = result["result"]?["contents"]?["value"] else { return XCTFail("\(result)") }
        XCTAssertTrue(markdown.contains("Frame on iPad (10th generation) landscape: `("), markdown)
    }

    func testAnAttributeShowsItsTypeAndDocumentation() async {
        let result = await hover(2, 28)
        XCTAssertEqual(ServerHarness.range(result["range"]), "2:27-2:31")
        XCTAssertEqual(
            result["contents"]?["value"],
            .string(
                "**text**: text.\n\nmarkupc reads it for the layout or the drawing.\n\n"
                    + "Values starting with `$` bind, `@` localise and `^` escape (§1.2)."))
    }

    func testATemplateNameShowsItsProperties() async {
        let result = await hover(2, 21)
        XCTAssertEqual(result["contents"]?["value"], .string("Template `title`:\n\n- `font` = `System-Bold 28`"))
    }

    func testTextHasNoHover() async {
        let result = await hover(1, 14)
        XCTAssertEqual(result, .null)
    }
}
