import LayoutTree
import XCTest

@testable import LanguageServer

final class CompletionTests: XCTestCase {
    private let uri = "file:///tmp/markupc-lsp-tests/Completion.xml"

    /// Completion at the `|` of `text` (the bar removed).
    private func complete(_ text: String) async -> JSONValue {
        let harness = ServerHarness()
        await harness.initialize()
        let scalars = Array(text.unicodeScalars)
        let bar = scalars.firstIndex(of: "|") ?? 0
        let document = TextDocument(uri: uri, version: 1, text: text.replacingOccurrences(of: "|", with: ""))
        await harness.open(uri, document.text)
        let position = document.position(of: bar)
        return await harness.request("textDocument/completion", ServerHarness.position(uri, position.line, position.character))
    }

    func testAPickerTakesRowsOnly() async {
        let response = await complete("<LMColumnView>\n<LMPickerView>\n<|\n</LMPickerView>\n</LMColumnView>")
        XCTAssertEqual(ServerHarness.labels(response), ["row"])
    }

    func testATableOffersItsContentElementsThenItsCells() async {
        let labels = ServerHarness.labels(await complete("<UITableView><|</UITableView>"))
        XCTAssertEqual(
            Array(labels.prefix(7)),
            ["row", "sectionFooter", "sectionHeader", "LMTableViewCell", "LMTableViewHeaderFooterView", "UITableViewCell",
             "UITableViewHeaderFooterView"])
        XCTAssertTrue(labels.contains("UILabel"))
    }

    func testALabelTakesNoChildren() async {
        let response = await complete("<LMColumnView><UILabel><|</UILabel></LMColumnView>")
        XCTAssertEqual(ServerHarness.labels(response), [])
    }

    func testTheRootElementMayBeAnyViewOrRoot() async {
        let labels = ServerHarness.labels(await complete("<|"))
        XCTAssertEqual(labels.count, ViewClass.allCases.count + 1)
        XCTAssertTrue(labels.contains("root"))
    }

    func testAttributesAreThoseTheParentAndTheClassRead() async {
        let inRow = ServerHarness.labels(await complete("<LMRowView><UILabel text=\"a\" |/></LMRowView>"))
        XCTAssertTrue(inRow.contains("weight"))
        XCTAssertTrue(inRow.contains("leadingSpacing"))
        XCTAssertTrue(inRow.contains("textAlignment"))
        XCTAssertTrue(inRow.contains("layoutMargins"))
        for absent in ["topSpacing", "spacing", "axis", "anchor", "customSpacing", "text"] {
            XCTAssertFalse(inRow.contains(absent), absent)
        }
        let inStack = ServerHarness.labels(await complete("<UIStackView><UILabel |/></UIStackView>"))
        XCTAssertTrue(inStack.contains("customSpacing"))
        XCTAssertFalse(inStack.contains("weight"))
        let stack = ServerHarness.labels(await complete("<UIStackView |/>"))
        XCTAssertTrue(stack.contains("axis") && stack.contains("distribution") && stack.contains("spacing"))
        XCTAssertFalse(stack.contains("baseline"))
    }

    func testAnAttributeItemCarriesItsTypeAndDocumentation() async {
        let response = await complete("<LMRowView><UILabel wei|/></LMRowView>")
        guard case .array(let items)? = response["result"]?["items"],
            let weight = items.first(where: { $0["label"] == .string("weight") })
        else { return XCTFail("no weight item in \(response)") }
        XCTAssertEqual(weight["detail"], .string("a number"))
        XCTAssertEqual(
            weight["documentation"]?["value"],
            .string(
                "**weight**: a number.\n\nmarkupc reads it for the layout or the drawing.\n\nOnly a LMColumnView or LMRowView parent reads it."
                    + "\n\nValues starting with `$` bind, `@` localise and `^` escape (§1.2)."))
        // The typed prefix `wei` is what the item replaces.
        XCTAssertEqual(ServerHarness.range(weight["textEdit"]?["range"]), "0:20-0:23")
    }

    func testEnumerationValues() async {
        let labels = ServerHarness.labels(await complete("<UILabel textAlignment=\"ce|\"/>"))
        XCTAssertEqual(labels, ["left", "center", "right", "justified", "natural"])
    }

    func testAListValueCompletesTheItemAfterTheLastComma() async {
        let response = await complete("<LMAnchorView><UILabel anchor=\"top, le|\"/></LMAnchorView>")
        guard case .array(let items)? = response["result"]?["items"], let first = items.first else { return XCTFail("\(response)") }
        XCTAssertEqual(ServerHarness.range(first["textEdit"]?["range"]), "0:36-0:38")
    }

    func testClassOffersTheDocumentsTemplates() async {
        let response = await complete(
            "<?properties {\"title\": {\"font\": \"System-Bold 28\"}, \"body\": {}}?>\n<UILabel class=\"title, |\"/>")
        XCTAssertEqual(ServerHarness.labels(response), ["title", "body"])
        guard case .array(let items)? = response["result"]?["items"] else { return XCTFail("\(response)") }
        XCTAssertEqual(items.first?["documentation"]?["value"], .string("Template `title`:\n\n- `font` = `System-Bold 28`"))
    }

    func testColourAndFontNames() async {
        let colours = ServerHarness.labels(await complete("<UILabel textColor=\"|\"/>"))
        XCTAssertEqual(colours, Color.builtInNameList)
        let fonts = ServerHarness.labels(await complete("<UILabel font=\"|\"/>"))
        XCTAssertEqual(Array(fonts.prefix(3)), ["title1", "title2", "title3"])
        XCTAssertEqual(fonts.count, TextStyle.allCases.count + FontParser.systemFontNames.count)
        XCTAssertTrue(fonts.contains("System-Bold 17"))
    }

    func testInstructionsOfTheEnclosingClassComeFirst() async {
        let labels = ServerHarness.labels(await complete("<UITextField><?|"))
        XCTAssertEqual(
            labels, ["inputAccessoryView", "inputView", "leftView", "rightView", "properties", "case", "end", "include"])
    }

    func testAnEndTagClosesTheInnermostOpenElement() async {
        let response = await complete("<LMColumnView>\n  <LMRowView><UILabel/>\n  </LMR|\n</LMColumnView>")
        XCTAssertEqual(ServerHarness.labels(response), ["LMRowView"])
        guard case .array(let items)? = response["result"]?["items"] else { return XCTFail("\(response)") }
        XCTAssertEqual(items.first?["detail"], .string("closes <LMRowView> of line 2"))
        XCTAssertEqual(ServerHarness.range(items.first?["textEdit"]?["range"]), "2:4-2:7")
    }

    func testNothingIsOfferedInText() async {
        let response = await complete("<LMColumnView> | </LMColumnView>")
        XCTAssertEqual(ServerHarness.labels(response), [])
    }
}
