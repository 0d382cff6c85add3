import Diagnostics
import LayoutTree
import Lint
import XCTest

/// Text measured with the estimate, on a machine that has only the fonts named here.
private struct InstalledFonts: TextMeasuring {
    var installed: Set<String> = ["Helvetica-Bold"]
    let estimate = EstimatedTextMeasurer()

    func width(of text: String, font: FontDescriptor) -> Double { estimate.width(of: text, font: font) }
    func lineHeight(of font: FontDescriptor) -> Double { estimate.lineHeight(of: font) }
    func ascender(of font: FontDescriptor) -> Double { estimate.ascender(of: font) }
    func resolutionNote(for font: FontDescriptor) -> String? {
        font.isSystem || installed.contains(font.name) ? nil : "font '\(font.name)' not found; using 'DejaVu Sans'"
    }
}

/// MK043 (a font no installed file has) and MK031's reading of the typed tree.
final class MeasurementRuleTests: XCTestCase {
    private func lint(_ source: String) -> [Diagnostic] {
        LintFixture.lint(source) { options in
            options.measurer = { _ in LeafMeasurer(text: InstalledFonts()) }
        }
    }

    func testAMisspeltFontIsAFinding() {
        let source = "<LMColumnView>\n  <UILabel text=\"a\" font=\"Helvetica-Bld 17\"/>\n  <UILabel text=\"b\" font=\"Helvetica-Bold 17\"/>\n</LMColumnView>"
        XCTAssertEqual(lint(source).filter { $0.ruleID == "MK043" }.map(\.description), [
            "doc.xml:2:3: warning: font 'Helvetica-Bld' not found; using 'DejaVu Sans' [MK043]"
        ])
    }

    func testTheRuleHasTheSeverityTheMeasurerGivesIt() throws {
        let rule = try XCTUnwrap(RuleRegistry.standard.descriptor(for: "MK043"))
        XCTAssertEqual(rule.defaultSeverity, .warning)
        XCTAssertEqual(rule.name, "font-not-found")
        XCTAssertEqual(try XCTUnwrap(RuleRegistry.standard.descriptor(for: "MK019")).defaultSeverity, .warning)
    }

    /// A weighted single-line label in a 288 pt row with text 340 pt wide.
    private func truncating(_ attributes: String, templates: String = "") -> String {
        templates + "<LMColumnView>\n  <LMRowView>\n    <UILabel weight=\"1\" \(attributes) text=\"\(String(repeating: "abcd ", count: 8))\"/>\n"
            + "  </LMRowView>\n</LMColumnView>"
    }

    func testShrinkingLabelsAreNotTruncatedWhereverTheValueIsSet() {
        let template = "<?properties {\"shrinks\": {\"adjustsFontSizeToFitWidth\": true}}?>\n"
        XCTAssertEqual(LintFixture.positions(of: "MK031", in: lint(truncating("class=\"shrinks\"", templates: template))), [])
        XCTAssertEqual(LintFixture.positions(of: "MK031", in: lint(truncating("adjustsFontSizeToFitWidth=\"true\""))), [])
    }

    func testALabelThatDoesNotShrinkIsTruncated() {
        XCTAssertEqual(LintFixture.positions(of: "MK031", in: lint(truncating("adjustsFontSizeToFitWidth=\"false\""))), ["3:5"])
        let template = "<?properties {\"plain\": {\"adjustsFontSizeToFitWidth\": false}}?>\n"
        XCTAssertEqual(LintFixture.positions(of: "MK031", in: lint(truncating("class=\"plain\"", templates: template))), ["4:5"])
    }

    /// A single-line label is measured, and named in the message, by its first paragraph, cut at any
    /// line break a label honours (SEMANTICS.md §3.1): "Email" (42.5 pt) fits 60 pt; "Much too long!" is 119 pt.
    func testASingleLineLabelIsMeasuredAndNamedByItsFirstParagraph() {
        let source = "<LMColumnView>\n  <UILabel text=\"Email&#13;&#10;Password\" width=\"60\"/>\n"
            + "  <UILabel text=\"Much too long!&#x2028;Second line\" width=\"60\"/>\n</LMColumnView>"
        XCTAssertEqual(lint(source).filter { $0.ruleID == "MK031" }.map(\.description), [
            "doc.xml:3:3: warning: single-line <UILabel> \"Much too long!\" is 59 pt too narrow for its text: iOS truncates it "
                + "on iPhone SE (1st generation) portrait (give it more room, or let it wrap with numberOfLines=\"0\") [MK031]"
        ])
    }

    /// Every rule id is declared once, in `RuleID`, and the registry describes each.
    func testTheRegistryDescribesEveryRuleID() {
        XCTAssertEqual(RuleRegistry.standard.ids, RuleID.allCases.sorted().map(\.rawValue))
    }
}
