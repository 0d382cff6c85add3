import Diagnostics
import Lint
import XCTest

/// `<!-- markupc:disable MK0xx -->` silences that rule for the element on the next line.
final class DisableCommentTests: XCTestCase {
    private func rules(_ source: String) -> [String] {
        LintFixture.lint(source).map { "\($0.location?.line ?? 0):\($0.ruleID ?? "")" }
    }

    func testTheRuleIsSilencedOnTheNextLineOnly() {
        let source = """
            <LMColumnView>
                <!-- markupc:disable MK003 -->
                <UILabel txet="a" textAlignment="middle"/>
                <UILabel txet="b"/>
            </LMColumnView>
            """
        XCTAssertEqual(rules(source), ["3:MK004", "4:MK003"])
    }

    func testSeveralRulesAndAllRules() {
        let source = """
            <LMColumnView>
                <!-- markupc:disable MK003, MK004 -->
                <UILabel txet="a" textAlignment="middle"/>
                <!-- markupc:disable -->
                <UILabel txet="b" textAlignment="middle"/>
                <UILabel txet="c"/>
            </LMColumnView>
            """
        XCTAssertEqual(rules(source), ["6:MK003"])
    }

    /// A start tag spread over several lines is one element: its attributes are silenced too,
    /// but not its children.
    func testAStartTagOverSeveralLines() {
        let source = """
            <LMColumnView>
                <!-- markupc:disable MK003 -->
                <LMRowView
                    spacng="4"
                    bckgroundColor="red">
                    <UILabel txet="a"/>
                </LMRowView>
            </LMColumnView>
            """
        XCTAssertEqual(rules(source), ["6:MK003"])
    }

    func testLayoutFindingsAreSilencedAtTheirElement() {
        let source = """
            <LMColumnView>
                <LMRowView>
                    <!-- markupc:disable MK031 -->
                    <UILabel weight="1" text="\(String(repeating: "abcd ", count: 8))"/>
                </LMRowView>
            </LMColumnView>
            """
        XCTAssertEqual(rules(source), [])
    }
}
