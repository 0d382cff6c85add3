import Diagnostics
import Foundation
import LayoutTree
import Lint
import XCTest

/// Every rule, as the spec would put it: a document that triggers it at a known line:column, and a
/// close variant that does not. Layout rules run on one iPhone SE (1st generation) in portrait:
/// 320 × 568 pt, safe area 20 pt at the top, a root view controller's side margins 16 pt.
final class RuleCaseTests: XCTestCase {
    struct Case: Sendable {
        var rule: String
        var triggers: String
        /// `line:column` of each diagnostic of `rule` in `triggers`.
        var at: [String]
        var clean: String
        var configure: @Sendable (inout LintOptions) -> Void = { _ in }
        var line: UInt = #line
    }

    static let cases: [Case] = [
        // Reading (parser): text content is an error (§1.1).
        Case(rule: "MK000", triggers: "<LMColumnView>\n  hello\n</LMColumnView>", at: ["2:3"],
             clean: "<LMColumnView>\n  <!-- hello -->\n</LMColumnView>"),
        // Tree builder rules.
        Case(rule: "MK001", triggers: "<LMColumnView>\n  <UILable text=\"a\"/>\n</LMColumnView>", at: ["2:3"],
             clean: "<LMColumnView>\n  <UILabel text=\"a\"/>\n</LMColumnView>"),
        Case(rule: "MK002", triggers: "<LMColumnView>\n  <segment title=\"a\"/>\n</LMColumnView>", at: ["2:3"],
             clean: "<UISegmentedControl>\n  <segment title=\"a\"/>\n</UISegmentedControl>"),
        Case(rule: "MK003", triggers: "<UILabel txet=\"a\"/>", at: ["1:16"], clean: "<UILabel text=\"a\"/>"),
        Case(rule: "MK004", triggers: "<UILabel textAlignment=\"middle\"/>", at: ["1:25"],
             clean: "<UILabel textAlignment=\"center\"/>"),
        Case(rule: "MK005", triggers: "<LMRowView horizontalAlignment=\"center\"/>", at: ["1:33"],
             clean: "<LMColumnView horizontalAlignment=\"center\"/>"),
        Case(rule: "MK006", triggers: "<LMColumnView spacing=\"12px\"/>", at: ["1:24"], clean: "<LMColumnView spacing=\"12\"/>"),
        Case(rule: "MK009", triggers: "<UILabel textColor=\"fireBrick\"/>", at: ["1:21"], clean: "<UILabel textColor=\"red\"/>"),
        Case(rule: "MK010", triggers: "<UILabel class=\"title\"/>", at: ["1:17"],
             clean: "<?properties {\"title\": {\"font\": \"System 20\"}}?>\n<UILabel class=\"title\"/>"),
        // Includes (§1.8); a cycle needs files: IncludeTests.
        Case(rule: RuleID.includeNotFound.rawValue, triggers: "<LMColumnView>\n  <?include Missing?>\n</LMColumnView>", at: ["2:3"],
             clean: "<LMColumnView>\n  <!-- include Missing -->\n</LMColumnView>"),
        Case(rule: RuleID.includeOutsideResources.rawValue, triggers: "<LMColumnView>\n  <?include ../Secret?>\n</LMColumnView>", at: ["2:3"],
             clean: "<LMColumnView>\n  <!-- include ../Secret -->\n</LMColumnView>"),
        Case(rule: RuleID.includeOutsideView.rawValue, triggers: "<?include Row?>\n<LMColumnView/>", at: ["1:1"],
             clean: "<LMColumnView/>"),
        Case(rule: "MK011", triggers: "<?properties {\"a\": {\"font\": }}?>\n<UILabel/>", at: ["1:29"],
             clean: "<?properties {\"a\": {\"font\": \"body\"}}?>\n<UILabel/>"),
        Case(rule: "MK012", triggers: "<?properties Styles?>\n<UILabel/>", at: ["1:14"], clean: "<UILabel/>"),
        Case(rule: "MK013", triggers: "<LMColumnView>\n  <?case orientation=sideways?>\n  <?end?>\n</LMColumnView>", at: ["2:3"],
             clean: "<LMColumnView>\n  <?case orientation=landscape?>\n  <?end?>\n</LMColumnView>"),
        Case(rule: "MK014", triggers: "<LMColumnView>\n  <?sectionBreak?>\n</LMColumnView>", at: ["2:3"],
             clean: "<LMTableView>\n  <?sectionBreak?>\n</LMTableView>"),
        Case(rule: "MK016", triggers: "<UILabel text=\"@missing\"/>", at: ["1:16"], clean: "<UILabel text=\"@greeting\"/>",
             configure: { $0.document.strings = ["greeting": "Hello"] }),
        Case(rule: "MK017", triggers: "<LMColumnView>\n  <UILabel id=\"a\"/>\n  <UILabel id=\"a\"/>\n</LMColumnView>", at: ["3:3"],
             clean: "<LMColumnView>\n  <UILabel id=\"a\"/>\n  <UILabel id=\"b\"/>\n</LMColumnView>"),
        Case(rule: "MK018", triggers: "<UIView width=\"100\" maximumWidth=\"50\"/>", at: ["1:1"],
             clean: "<UIView width=\"100\" maximumWidth=\"150\"/>"),
        Case(rule: "MK020", triggers: "<LMColumnView>\n  <UILabel>\n    <UILabel/>\n  </UILabel>\n</LMColumnView>", at: ["3:5"],
             clean: "<LMColumnView>\n  <UILabel/>\n  <UILabel/>\n</LMColumnView>"),
        Case(rule: "MK021", triggers: "<LMScrollView>\n  <UILabel/>\n  <UILabel/>\n</LMScrollView>", at: ["3:3"],
             clean: "<LMScrollView>\n  <LMColumnView>\n    <UILabel/>\n    <UILabel/>\n  </LMColumnView>\n</LMScrollView>"),
        Case(rule: "MK023", triggers: "<LMRowView>\n  <UIView width=\"1e308\"/>\n</LMRowView>", at: ["2:18"],
             clean: "<LMRowView>\n  <UIView width=\"1e7\"/>\n</LMRowView>"),
        Case(rule: "MK022", triggers: "<LMAnchorView>\n  <UILabel text=\"a\" anchor=\"left, trailing\"/>\n</LMAnchorView>", at: ["2:29"],
             clean: "<LMAnchorView>\n  <UILabel text=\"a\" anchor=\"left, right\"/>\n</LMAnchorView>"),
        Case(rule: "MK044", triggers: "<html>\n  <body/>\n</html>", at: ["1:1"], clean: "<root>\n  <UILabel/>\n</root>"),
        // Tables and collection views (§2.11).
        Case(rule: "MK060", triggers: "<LMTableView>\n  <UILabel text=\"x\"/>\n</LMTableView>", at: ["2:3"],
             clean: "<LMTableView>\n  <UITableViewCell textLabel.text=\"x\"/>\n</LMTableView>"),
        Case(rule: "MK061", triggers: "<LMCollectionView style=\"flowLayoutCollectionView\">\n  <UILabel text=\"x\"/>\n</LMCollectionView>",
             at: ["2:3"], clean: "<LMCollectionView style=\"flowLayoutCollectionView\"/>"),
        // §2.11.2: a row whose content fits in 0 pt is made 44 high; an LMTableViewCell with no content element is MK061's.
        Case(rule: "MK062", triggers: "<LMTableView>\n  <LMTableViewCell/>\n  <LMTableViewCell layoutMargins=\"0\">\n    <UIView/>\n  </LMTableViewCell>\n</LMTableView>",
             at: ["3:3"], clean: "<LMTableView>\n  <LMTableViewCell layoutMargins=\"0\">\n    <UIView height=\"1\"/>\n  </LMTableViewCell>\n</LMTableView>"),
        // Lint rules over the typed tree.
        Case(rule: "MK007", triggers: "<UIStackView>\n  <UILabel text=\"a\" weight=\"1\"/>\n</UIStackView>", at: ["2:21"],
             clean: "<LMRowView>\n  <UILabel text=\"a\" weight=\"1\"/>\n</LMRowView>"),
        // §2.5a: an LMLayerView's own spacing insets its children, wherever the layer view is.
        Case(rule: "MK007", triggers: "<LMAnchorView>\n  <UILabel text=\"a\" topSpacing=\"4\"/>\n</LMAnchorView>", at: ["2:21"],
             clean: "<LMAnchorView>\n  <LMLayerView topSpacing=\"4\"/>\n</LMAnchorView>"),
        // §2.8: baseline alignments mean nothing to a vertical stack, which lays them out as leading.
        Case(rule: "MK007", triggers: "<UIStackView axis=\"vertical\" alignment=\"lastBaseline\">\n  <UILabel text=\"a\"/>\n</UIStackView>", at: ["1:30"],
             clean: "<UIStackView alignment=\"lastBaseline\">\n  <UILabel text=\"a\"/>\n</UIStackView>"),
        // §2.11.2: a table sets its rows', headers' and footers' frames, as wide as itself.
        Case(rule: "MK007", triggers: "<LMTableView>\n  <?sectionHeaderView?>\n  <UIView width=\"100\"/>\n</LMTableView>", at: ["3:11"],
             clean: "<LMTableView>\n  <?sectionHeaderView?>\n  <UIView height=\"100\"/>\n</LMTableView>"),
        Case(rule: "MK008", triggers: "<LMRowView>\n  <UILabel text=\"a\" weight=\"1\" width=\"20\"/>\n</LMRowView>", at: ["2:21"],
             clean: "<LMRowView>\n  <UILabel text=\"a\" weight=\"1\" height=\"20\"/>\n</LMRowView>"),
        Case(rule: "MK015",
             triggers: "<LMColumnView>\n  <LMRowView>\n    <?case tvOS?>\n    <UILabel text=\"tv\"/>\n  </LMRowView>\n  <UILabel text=\"after\"/>\n</LMColumnView>",
             at: ["3:5"],
             clean: "<LMColumnView>\n  <LMRowView>\n    <?case tvOS?>\n    <UILabel text=\"tv\"/>\n    <?end?>\n  </LMRowView>\n  <UILabel text=\"after\"/>\n</LMColumnView>"),
        Case(rule: "MK040", triggers: nested(11), at: ["11:11"], clean: nested(10)),
        Case(rule: "MK041", triggers: manyViews(81), at: ["1:1"], clean: manyViews(80)),
        Case(rule: "MK042",
             triggers: "<LMRowView>\n  <LMColumnView weight=\"1\">\n    <UILabel text=\"a\" weight=\"1\"/>\n  </LMColumnView>\n  <UILabel text=\"b\" weight=\"1\"/>\n</LMRowView>",
             at: ["2:17"],
             clean: "<LMRowView>\n  <LMColumnView weight=\"1\">\n    <UILabel text=\"a\"/>\n  </LMColumnView>\n  <UILabel text=\"b\" weight=\"1\"/>\n</LMRowView>"),
        Case(rule: "MK045",
             triggers: "<LMColumnView alignToGrid=\"true\">\n  <LMRowView><UILabel text=\"a\" hidden=\"true\"/><UILabel text=\"b\"/></LMRowView>\n  <LMRowView><UILabel text=\"c\"/><UILabel text=\"d\"/></LMRowView>\n</LMColumnView>",
             at: ["2:32"],
             clean: "<LMColumnView alignToGrid=\"true\">\n  <LMRowView><UILabel text=\"b\"/><UILabel text=\"a\" hidden=\"true\"/></LMRowView>\n  <LMRowView><UILabel text=\"c\"/><UILabel text=\"d\"/></LMRowView>\n</LMColumnView>"),
        Case(rule: "MK047",
             triggers: "<LMRowView alignToBaseline=\"true\">\n  <LMColumnView>\n    <UILabel text=\"a\" hidden=\"true\"/>\n    <UILabel text=\"b\"/>\n  </LMColumnView>\n  <UILabel text=\"c\"/>\n</LMRowView>",
             at: ["3:23"],
             clean: "<LMRowView alignToBaseline=\"true\">\n  <LMColumnView>\n    <UILabel text=\"b\"/>\n    <UILabel text=\"a\" hidden=\"true\"/>\n  </LMColumnView>\n  <UILabel text=\"c\"/>\n</LMRowView>"),
        Case(rule: "MK046",
             triggers: "<LMRowView>\n  <UIView weight=\"1\"/>\n  <UIView weight=\"0\"/>\n</LMRowView>", at: ["3:11"],
             clean: "<LMRowView>\n  <UIView weight=\"1\"/>\n  <UIView weight=\"0.5\"/>\n</LMRowView>"),
        // Layout rules (one small phone in portrait).
        // A 10 pt row: its fill-aligned button (30 pt tall) is squeezed.
        Case(rule: "MK030",
             triggers: "<LMColumnView>\n  <LMRowView height=\"10\">\n    <UIButton style=\"systemButton\" title=\"Go\"/>\n  </LMRowView>\n</LMColumnView>",
             at: ["3:5"],
             clean: "<LMColumnView>\n  <LMRowView>\n    <UIButton style=\"systemButton\" title=\"Go\"/>\n  </LMRowView>\n</LMColumnView>"),
        // A weighted single-line label gets the row's 288 pt; its 40 characters need 340.
        Case(rule: "MK031",
             triggers: "<LMColumnView>\n  <LMRowView>\n    <UILabel weight=\"1\" text=\"\(String(repeating: "abcd ", count: 8))\"/>\n  </LMRowView>\n</LMColumnView>",
             at: ["3:5"],
             clean: "<LMColumnView>\n  <LMRowView>\n    <UILabel weight=\"1\" numberOfLines=\"0\" text=\"\(String(repeating: "abcd ", count: 8))\"/>\n  </LMRowView>\n</LMColumnView>"),
        // Two unweighted labels of 170 pt: their row keeps 170 + 8 + 170 = 348 (§2.2, the content overflows the
        // outermost container) and from x = 16 runs 44 pt past the 320 pt screen.
        Case(rule: "MK032",
             triggers: "<LMColumnView>\n  <LMRowView>\n    <UILabel text=\"\(String(repeating: "x", count: 20))\"/>\n    <UILabel text=\"\(String(repeating: "y", count: 20))\"/>\n  </LMRowView>\n</LMColumnView>",
             at: ["2:3"],
             clean: "<LMColumnView>\n  <LMRowView>\n    <UILabel text=\"\(String(repeating: "x", count: 10))\"/>\n    <UILabel text=\"\(String(repeating: "y", count: 10))\"/>\n  </LMRowView>\n</LMColumnView>"),
        // LMRootView pins its children to its edges, under the status bar; a column keeps to the safe area.
        Case(rule: "MK033", triggers: "<LMRootView>\n  <UILabel text=\"Top\"/>\n</LMRootView>", at: ["1:1"],
             clean: "<LMColumnView>\n  <UILabel text=\"Top\"/>\n</LMColumnView>"),
        // Baseline to baseline (§2.2): the 40 pt label's top rises 33 pt into the 12 pt label above it.
        Case(rule: "MK034",
             triggers: "<LMColumnView>\n  <LMColumnView alignToBaseline=\"true\">\n    <UILabel text=\"a\" font=\"System 12\"/>\n    <UILabel text=\"b\" font=\"System 40\"/>\n  </LMColumnView>\n</LMColumnView>",
             at: ["4:5"],
             clean: "<LMColumnView>\n  <LMColumnView>\n    <UILabel text=\"a\" font=\"System 12\"/>\n    <UILabel text=\"b\" font=\"System 40\"/>\n  </LMColumnView>\n</LMColumnView>"),
        // A fixed 300 pt view leaves the weighted label no room in a 288 pt row.
        Case(rule: "MK035",
             triggers: "<LMColumnView>\n  <LMRowView>\n    <UIView width=\"300\"/>\n    <UILabel weight=\"1\" text=\"Hi\"/>\n  </LMRowView>\n</LMColumnView>",
             at: ["4:5"],
             clean: "<LMColumnView>\n  <LMRowView>\n    <UIView width=\"200\"/>\n    <UILabel weight=\"1\" text=\"Hi\"/>\n  </LMRowView>\n</LMColumnView>"),
        // A plain view pinned to the top of an anchor view: nothing gives it a width or a height.
        Case(rule: "MK036",
             triggers: "<LMColumnView>\n  <LMAnchorView height=\"100\">\n    <UIView anchor=\"top\" backgroundColor=\"red\"/>\n  </LMAnchorView>\n</LMColumnView>",
             at: ["3:5"],
             clean: "<LMColumnView>\n  <LMAnchorView height=\"100\">\n    <UIView anchor=\"top\" width=\"20\" height=\"20\" backgroundColor=\"red\"/>\n  </LMAnchorView>\n</LMColumnView>"),
        // A property the class does not have: MarkupKit's key-value coding raises an exception.
        Case(rule: "MK048",
             triggers: "<LMColumnView>\n  <UIView text=\"Hello\"/>\n  <UISwitch title=\"On\"/>\n</LMColumnView>",
             at: ["2:11", "3:13"],
             clean: "<LMColumnView>\n  <UILabel text=\"Hello\"/>\n  <UISwitch/>\n</LMColumnView>"),
        Case(rule: "MK037",
             triggers: "<LMColumnView>\n  <LMRowView>\n    <UIButton style=\"systemButton\" title=\"Go\"/>\n    <LMSpacer/>\n  </LMRowView>\n</LMColumnView>",
             at: ["3:5"],
             clean: "<LMColumnView>\n  <LMRowView>\n    <UIButton style=\"systemButton\" title=\"Go\" width=\"60\" height=\"44\"/>\n    <LMSpacer/>\n  </LMRowView>\n</LMColumnView>"),
    ]

    /// `depth` nested columns, one per line, each indented one more level.
    static func nested(_ depth: Int) -> String {
        var lines: [String] = []
        for level in 0..<depth { lines.append(String(repeating: " ", count: level) + "<LMColumnView>") }
        for level in (0..<depth).reversed() { lines.append(String(repeating: " ", count: level) + "</LMColumnView>") }
        return lines.joined(separator: "\n")
    }

    /// A column and `count - 1` labels.
    static func manyViews(_ count: Int) -> String {
        "<LMScrollView fitToWidth=\"true\">\n" + (1..<count).map { "  <UILabel text=\"\($0)\"/>\n" }.joined() + "</LMScrollView>"
    }

    func testEveryRuleTriggersAtItsPositionAndNotOnTheCleanVariant() {
        for test in Self.cases {
            let triggered = LintFixture.lint(test.triggers, configure: test.configure)
            XCTAssertEqual(
                LintFixture.positions(of: test.rule, in: triggered), test.at,
                "\(test.rule) triggers: \(triggered.map(\.description))", line: test.line)
            let clean = LintFixture.lint(test.clean, configure: test.configure)
            XCTAssertEqual(
                LintFixture.positions(of: test.rule, in: clean), [],
                "\(test.rule) clean: \(clean.map(\.description))", line: test.line)
        }
    }

    /// Rules whose cases need files: MK019 (`--resources`) is in `MissingImageRuleTests`.
    /// Five rows of one 30 pt button in a 60 pt column: nested containers give up their height first
    /// (§2.2), so three rows, and their buttons, get nothing. One problem of the column, reported there once
    /// (MK030), not three MK035s.
    func testSqueezedViewsAreReportedAtTheirContainer() {
        let source = "<LMColumnView>\n  <LMColumnView height=\"60\" spacing=\"0\">\n"
            + String(repeating: "    <LMRowView><UIButton style=\"systemButton\" title=\"Go\"/></LMRowView>\n", count: 5)
            + "  </LMColumnView>\n</LMColumnView>"
        let diagnostics = LintFixture.lint(source).filter { ["MK030", "MK035"].contains($0.ruleID) }
        XCTAssertEqual(diagnostics.map(\.description), [
            "doc.xml:2:3: warning: <LMColumnView> is too short for its content: views in it lose up to 30 pt of their height "
                + "on iPhone SE (1st generation) portrait (put the content in an LMScrollView, or let it take less room) [MK030]"
        ])
    }

    /// MK036's advice offers a weight only where a row or column would read it along the missing axis (a new
    /// user's finding: in a stack it suggested a weight, which sizes nothing there, §2.2).
    func testAnUnsizedViewIsOfferedAWeightOnlyInARowOrColumn() {
        let cases: [(source: String, fixIt: String, line: UInt)] = [
            ("<UIStackView alignment=\"leading\">\n  <UIView backgroundColor=\"red\"/>\n</UIStackView>", "give it a height", #line),
            (
                "<LMColumnView>\n  <LMAnchorView height=\"100\">\n    <UIView anchor=\"top\" backgroundColor=\"red\"/>\n  </LMAnchorView>\n</LMColumnView>",
                "give it a width and height", #line
            ),
            // Across a row or a column a weight sizes nothing either; along a column it does.
            ("<LMRowView verticalAlignment=\"top\">\n  <UIView backgroundColor=\"red\"/>\n  <LMSpacer/>\n</LMRowView>", "give it a height", #line),
            (
                "<LMColumnView horizontalAlignment=\"leading\">\n  <UIView backgroundColor=\"red\"/>\n  <UILabel text=\"x\" weight=\"1\"/>\n</LMColumnView>",
                "give it a width", #line
            ),
            ("<LMColumnView verticalAlignment=\"top\">\n  <UIView backgroundColor=\"red\" width=\"20\"/>\n</LMColumnView>", "give it a height, or a weight", #line),
        ]
        for test in cases {
            let findings = LintFixture.lint(test.source).filter { $0.ruleID == "MK036" }
            XCTAssertEqual(findings.map(\.fixIt), [test.fixIt], test.source, line: test.line)
        }
    }

    /// Content below the screen's bottom edge is reported where it is (MK032); content under the bars of a
    /// root that pins to its edges is one problem of the root (MK033).
    func testOffScreenAndUnderTheBars() {
        let tall = "<LMColumnView>\n  <LMRowView height=\"600\"/>\n  <UILabel text=\"Below\"/>\n</LMColumnView>"
        XCTAssertEqual(LintFixture.lint(tall).filter { $0.ruleID == "MK032" || $0.ruleID == "MK033" }.map(\.description), [
            "doc.xml:2:3: warning: <LMRowView> reaches past the bottom edge of the screen by 52 pt "
                + "on iPhone SE (1st generation) portrait [MK032]",
            "doc.xml:3:3: warning: <UILabel> \"Below\" reaches past the bottom edge of the screen by 80.5 pt "
                + "on iPhone SE (1st generation) portrait [MK032]",
        ])
        // The column fills the screen; its margins follow the safe area (docs/SAFE_AREA.md) unless it opts out.
        let layer = "<LMLayerView layoutMarginsRelativeArrangement=\"false\">\n  <LMColumnView>\n    <UILabel text=\"A\"/>\n"
            + "    <UILabel text=\"B\"/>\n  </LMColumnView>\n</LMLayerView>"
        XCTAssertEqual(LintFixture.lint(layer).filter { $0.ruleID == "MK033" }.map(\.description), [])
        let optingOut = layer.replacingOccurrences(of: "<LMColumnView>", with: "<LMColumnView insetsLayoutMarginsFromSafeArea=\"false\">")
        XCTAssertEqual(LintFixture.lint(optingOut).filter { $0.ruleID == "MK033" }.map(\.description), [
            "doc.xml:1:1: warning: <LMLayerView> lays its content out to the screen's edges, under the system bars (outside "
                + "the safe area) by up to 20 pt; set layoutMarginsRelativeArrangement=\"true\" on iPhone SE (1st generation) portrait [MK033]"
        ])
    }

    /// A table's rows below the screen are content it scrolls (§2.11), as an LMScrollView's are (§2.7): no MK032
    /// for them, and no MK041 for the views UIKit makes in its cells (content views, labels), nor the advice to use a
    /// table for a document that is one. Before, every row below the fold was reported, on every screen (1,382 of the
    /// corpus's 2,963 warnings), and 27 static cells passed the 80-view limit.
    func testATablesRowsBelowTheScreenAreNotOutOfPlace() {
        let rows = (1...40).map { "  <UITableViewCell textLabel.text=\"Row \($0)\"/>" }.joined(separator: "\n")
        let table = "<LMTableView>\n\(rows)\n</LMTableView>"
        let diagnostics = LintFixture.lint(table)
        XCTAssertEqual(diagnostics.filter { ["MK032", "MK033"].contains($0.ruleID) }.map(\.description), [])
        XCTAssertEqual(diagnostics.filter { $0.ruleID == "MK041" }.map(\.description), [])
        let long = "<LMTableView>\n" + (1...90).map { "  <UITableViewCell textLabel.text=\"Row \($0)\"/>" }.joined(separator: "\n") + "\n</LMTableView>"
        XCTAssertEqual(LintFixture.lint(long).filter { $0.ruleID == "MK041" }.map(\.description), [
            "doc.xml:1:1: warning: the document has 91 views (more than 80) (split it into several documents) [MK041]"
        ])
    }

    func testEveryRegisteredRuleHasACase() {
        // MK019, MK025, MK026 and MK050 need files beside the document: MissingImageRuleTests, ResourceConfinementTests and
        // ImageConfinementCommandTests, IncludeTests, FrameSnapshotLintTests. MK024 is the output's safety net, which no document
        // reaches once values are clamped (MK023): NumericOverflowTests.testNonFiniteFramesAreWrittenAsZeroAndReported
        // triggers it with a measurer.
        // MK043 needs a text measurer that knows which fonts are installed: MeasurementRuleTests; MK026 (a cycle)
        // needs files on disk: IncludeTests. MK038 needs a document past the region's limit (some 22,000 views):
        // ApproximatedLayoutRuleTests.
        let covered = Set(Self.cases.map(\.rule)).union(["MK019", "MK024", "MK025", "MK026", "MK038", "MK043", "MK050"])
        let missing = RuleRegistry.standard.ids.filter { !covered.contains($0) }
        XCTAssertEqual(missing, [], "rules without a test case")
    }

    func testDiagnosticsCarryTheRuleIDAndTheTextForm() throws {
        let diagnostics = LintFixture.lint("<LMColumnView>\n<UILabel txet=\"a\"/>\n</LMColumnView>")
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic.ruleID, "MK003")
        XCTAssertEqual(diagnostic.severity, .warning)
        XCTAssertEqual(diagnostic.description, "doc.xml:2:16: warning: unknown attribute 'txet' (did you mean 'text'?) [MK003]")
    }
}
