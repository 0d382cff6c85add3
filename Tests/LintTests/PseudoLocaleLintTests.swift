import Diagnostics
import LayoutTree
import Lint
import XCTest

/// `validate --pseudo-locale`: the layout rules on the fake translations, reported as the pseudo-locale's.
final class PseudoLocaleLintTests: XCTestCase {
    // With the estimate (0.5 × 17 pt per character), "Email" is 42.5 pt wide and fits 60 pt;
    // "Email one·" (10 characters, 85 pt) does not.
    private let form = """
        <LMColumnView>
            <LMRowView>
                <UILabel text="Email" width="60"/>
                <UILabel text="Much too long for its width" width="60"/>
            </LMRowView>
        </LMColumnView>
        """

    func testFindingsOnlyThePseudoLocaleHasNameIt() {
        let diagnostics = LintFixture.lint(form) { $0.pseudoLocale = .long }
        let truncated = diagnostics.filter { $0.ruleID == "MK031" }.map { "\($0.location?.line ?? 0): \($0.message)" }
        XCTAssertEqual(truncated.count, 2, "\(diagnostics.map(\.description))")
        XCTAssertTrue(
            truncated[0].hasPrefix("3: pseudo-locale long: single-line <UILabel> \"Email one·\" is 25 pt too narrow"),
            truncated[0])
        XCTAssertTrue(truncated[1].hasPrefix("4: single-line <UILabel> \"Much too long for its w…\""), truncated[1])
    }

    func testWithoutThePseudoLocaleOnlyTheDocumentsOwnFindings() {
        let lines = LintFixture.lint(form).filter { $0.ruleID == "MK031" }.compactMap { $0.location?.line }
        XCTAssertEqual(lines, [4])
    }
}
