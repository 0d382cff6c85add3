import Diagnostics
import LayoutTree
import MarkupParser
import XCTest

@testable import Lint

/// MK038: a layout whose aspect ratios were approximated says so once, at the root, in `validate`
/// and in every command that prints or draws it. The region's limit is some 22,000 views of mixed
/// rules, so the layouts here are marked approximated by hand; `ExactLayoutSolverTests` covers the
/// approximation itself and `--exact`.
final class ApproximatedLayoutRuleTests: XCTestCase {
    private let source = """
        <LMColumnView>
            <UIView aspectRatio="2"/>
        </LMColumnView>
        """

    private func result(approximated: Bool) throws -> LayoutResult {
        var diagnostics = DiagnosticBag()
        let markup = try XCTUnwrap(MarkupParser.parse(bytes: Array(source.utf8), file: "doc.xml", diagnostics: &diagnostics))
        let root = TreeBuilder().build(markup, diagnostics: &diagnostics)
        let exact = LayoutEngine().layout(root, on: LintFixture.smallPhone.screens[0].screen)
        return LayoutResult(screen: exact.screen, views: exact.views, approximated: approximated)
    }

    func testAnApproximatedLayoutIsReportedAtTheRoot() throws {
        let expected = "doc.xml:1:1: warning: the views that aspect ratios join (widths to heights) make one system too costly "
            + "to solve exactly; each ratio was held by solving widths and heights in turn, and the rules around them were approximated "
            + "by the nearest ones (baselines ignored, grids not aligned, stacks filled) (markupc layout --exact and render "
            + "--exact solve them as one system: on 25,000 views of mixed rules, about 10 s and 1 GB) [MK038]"
        XCTAssertEqual(ApproximatedLayoutRule.diagnostic(for: try result(approximated: true))?.description, expected)
        var findings: [LayoutFinding] = []
        ApproximatedLayoutRule().check(LaidOutDocument(try result(approximated: true), screenName: "iPhone SE"), into: &findings)
        XCTAssertEqual(findings.map { "\($0.ruleID) \($0.location.line):\($0.location.column)" }, ["MK038 1:1"])
    }

    func testAnExactLayoutSaysNothing() throws {
        XCTAssertNil(ApproximatedLayoutRule.diagnostic(for: try result(approximated: false)))
        var findings: [LayoutFinding] = []
        ApproximatedLayoutRule().check(LaidOutDocument(try result(approximated: false), screenName: "iPhone SE"), into: &findings)
        XCTAssertEqual(findings.count, 0)
        XCTAssertEqual(LintFixture.lint(source).filter { $0.ruleID == "MK038" }.count, 0)
    }
}
