import Foundation
import XCTest

@testable import LanguageServer

/// `validate`'s findings in the editor: markup rules at once, layout rules after the pause, with ranges,
/// configuration files and disable comments.
final class DiagnosticsTests: DirectoryTestCase {
    static let layoutDocument = """
        <LMColumnView>
            <LMRowView>
                <UILabel text="A label whose text is far too long to fit in one line of a small phone" numberOfLines="1"/>
                <UISwitch/>
            </LMRowView>
            <UILabel text="x" textAlignment="centre"/>
        </LMColumnView>
        """

    private let invalidValue =
        "5:37-5:43 1 MK004 invalid value 'centre' for attribute 'textAlignment': expected one of left, center, right, justified, natural (did you mean 'center'?)"

    /// Every `publishDiagnostics` for `uri`, in order.
    private func publications(_ harness: ServerHarness, _ uri: String) -> [JSONValue] {
        harness.messages.filter { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri) }
    }

    func testMarkupRulesAtOnceAndLayoutRulesAfterThePause() async {
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Layout.xml"), Self.layoutDocument)
        let first = publications(harness, uri("Layout.xml")).first
        XCTAssertEqual(first?["params"]?["version"], .integer(1))
        guard case .array(let quick)? = first?["params"]?["diagnostics"] else { return XCTFail("no diagnostics published") }
        XCTAssertEqual(quick.map { $0["code"] }, [.string("MK004")])
        await harness.server.settle()
        XCTAssertEqual(
            harness.publishedDiagnostics(uri("Layout.xml")),
            [
                // The row keeps its label's and switch's natural widths (§2.2: the content overflows the
                // outermost container), 16 + 595 + 8 + 51 = 670 against screens 320 to 568 wide.
                "1:4-1:14 2 MK032 <LMRowView> reaches past the right edge of the screen by 102–350 pt on iPhone SE (1st generation) portrait and landscape, iPhone 15 Pro Max portrait",
                invalidValue,
            ])
    }

    func testLayoutFindingsStayWhileTypingUntilTheNextCheck() async {
        let harness = ServerHarness { $0.layoutDelay = .seconds(60) }
        await harness.initialize()
        await harness.open(uri("Layout.xml"), Self.layoutDocument)
        XCTAssertEqual(harness.publishedDiagnostics(uri("Layout.xml")), [invalidValue])
    }

    func testLayoutFindingsShownWhileTypingMoveWithTheLinesAboveThem() async {
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Layout.xml"), Self.layoutDocument)
        await harness.server.settle()
        // Two lines added above the row (at the start of its line); then the line of the invalid value removed.
        await harness.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri("Layout.xml"), "version": 2],
                "contentChanges": [
                    ["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]], "text": "<!-- a -->\n<!-- b -->\n"],
                    ["range": ["start": ["line": 7, "character": 0], "end": ["line": 8, "character": 0]], "text": ""],
                ],
            ])
        let quick = publications(harness, uri("Layout.xml")).first { $0["params"]?["version"] == .integer(2) }
        guard case .array(let shown)? = quick?["params"]?["diagnostics"] else { return XCTFail("nothing published for version 2") }
        XCTAssertEqual(
            shown.map { "\($0["code"].map(ServerHarness.text) ?? "") \(ServerHarness.range($0["range"]))" },
            ["MK032 3:4-3:14"])
    }

    func testEditsMoveTheRangesInUTF16() async {
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Edit.xml"), "<LMColumnView>\n<UILabel text=\"x\" textAlignment=\"centre\"/>\n</LMColumnView>")
        await harness.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri("Edit.xml"), "version": 2],
                "contentChanges": [["range": ["start": ["line": 1, "character": 15], "end": ["line": 1, "character": 16]], "text": "😀é"]],
            ])
        await harness.server.settle()
        let published = harness.publishedDiagnostics(uri("Edit.xml"))
        XCTAssertEqual(published?.count, 1)
        XCTAssertEqual(published?.first?.prefix(14), "1:35-1:41 1 MK")
        XCTAssertEqual(publications(harness, uri("Edit.xml")).last?["params"]?["version"], .integer(2))
    }

    func testAMalformedDocumentKeepsItsOtherFindings() async {
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Broken.xml"), "<LMColumnView>\n<UILabel text=\"x\" textAlignment=\"centre\"/>\n</LMColumnView>")
        await harness.server.settle()
        await harness.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri("Broken.xml"), "version": 2],
                "contentChanges": [["range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]], "text": "<UIBu"]],
            ])
        await harness.server.settle()
        let published = harness.publishedDiagnostics(uri("Broken.xml")) ?? []
        XCTAssertEqual(published.filter { $0.contains(" MK000 ") }.isEmpty, false)
        XCTAssertEqual(published.last, "1:33-1:39 1 MK004 invalid value 'centre' for attribute 'textAlignment': expected one of left, center, right, justified, natural (did you mean 'center'?)")
    }

    func testConfigurationFilesAndDisableCommentsApply() async throws {
        try "rules: { MK004: warning }\n".write(toFile: directory + "/.markupc.yml", atomically: true, encoding: .utf8)
        let harness = ServerHarness()
        await harness.initialize()
        let text = """
            <LMColumnView>
            <UILabel textAlignment="centre"/>
            <!-- markupc:disable MK004 -->
            <UILabel textAlignment="centre"/>
            </LMColumnView>
            """
        await harness.open(uri("Configured.xml"), text)
        await harness.server.settle()
        XCTAssertEqual(
            harness.publishedDiagnostics(uri("Configured.xml")),
            ["1:24-1:30 2 MK004 invalid value 'centre' for attribute 'textAlignment': expected one of left, center, right, justified, natural (did you mean 'center'?)"])
    }

    func testSavingRereadsTheConfigurationAndAFullChangeReplacesTheText() async throws {
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Saved.xml"), "<UILabel textAlignment=\"centre\"/>")
        XCTAssertEqual(harness.publishedDiagnostics(uri("Saved.xml"))?.count, 1)
        try "rules: { MK004: off }\n".write(toFile: directory + "/.markupc.yml", atomically: true, encoding: .utf8)
        await harness.notify("textDocument/didSave", ["textDocument": ["uri": uri("Saved.xml")]])
        await harness.server.settle()
        XCTAssertEqual(harness.publishedDiagnostics(uri("Saved.xml")), [])
        await harness.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri("Saved.xml"), "version": 3], "contentChanges": [["text": "<UILabel text=\"a\" wieght=\"1\"/>"]]])
        await harness.server.settle()
        XCTAssertEqual(
            harness.publishedDiagnostics(uri("Saved.xml")),
            ["0:26-0:27 2 MK003 unknown attribute 'wieght' (did you mean 'weight'?)"])
    }

    func testClosingClearsTheDocumentsDiagnostics() async {
        let harness = ServerHarness()
        await harness.initialize()
        await harness.open(uri("Closed.xml"), "<UILabel textAlignment=\"centre\"/>")
        await harness.notify("textDocument/didClose", ["textDocument": ["uri": uri("Closed.xml")]])
        await harness.server.settle()
        XCTAssertEqual(harness.publishedDiagnostics(uri("Closed.xml")), [])
    }
}
