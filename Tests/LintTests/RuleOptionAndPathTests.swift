import Diagnostics
import Foundation
import LayoutTree
import Lint
import XCTest

/// `.markupc.yml`: rule options (the limits of MK040 and MK041) and `included`/`excluded` path globs.
final class RuleOptionAndPathTests: TemporaryDirectoryTestCase {
    /// Four views; containers nested two deep (the column, the row).
    private let source = """
        <LMColumnView>
            <LMRowView>
                <UIView width="10" height="10"/>
                <UIView width="10" height="10"/>
            </LMRowView>
        </LMColumnView>
        """

    func testLimitsAreRead() throws {
        let configuration = try LintConfiguration.parse(
            "rules:\n  MK041: { severity: error, limit: 3 }\n  deep-nesting: { limit: 1 }\n", source: "c.yml")
        XCTAssertEqual(configuration.rules, ["MK041": .severity(.error)])
        XCTAssertEqual(configuration.ruleOptions, ["MK041": ["limit": 3], "MK040": ["limit": 1]])
    }

    func testConfiguredLimitsAreTheRulesLimits() throws {
        let strict = try LintConfiguration.parse("rules:\n  MK041: { severity: error, limit: 3 }\n  MK040: { limit: 1 }\n", source: "c.yml")
        let diagnostics = LintFixture.lint(source, configuration: strict).filter { ["MK040", "MK041"].contains($0.ruleID) }
        XCTAssertEqual(diagnostics.map(\.description), [
            "doc.xml:1:1: error: the document has 4 views (more than 3) (split it into several documents, or use a table view for repeated rows) [MK041]",
            "doc.xml:2:5: warning: <LMRowView> is nested 2 containers deep (more than 1); flatten the layout (an LMAnchorView or one row with weights often replaces several levels) [MK040]",
        ])
        let standard = LintFixture.lint(source).filter { ["MK040", "MK041"].contains($0.ruleID) }
        XCTAssertEqual(standard, [], "the defaults are 80 views and 10 levels")
    }

    func testOptionMistakesAreErrors() {
        XCTAssertThrowsError(try LintConfiguration.parse("rules:\n  MK041: { limt: 3 }\n", source: "c.yml")) { error in
            XCTAssertEqual("\(error)", "c.yml: rule 'MK041' has no option 'limt' (did you mean 'limit'?): it takes 'severity', 'limit'")
        }
        XCTAssertThrowsError(try LintConfiguration.parse("rules:\n  MK041: { limit: many }\n", source: "c.yml")) { error in
            XCTAssertEqual("\(error)", "c.yml: rule 'MK041': limit must be a whole number ≥ 0, not 'many'")
        }
        XCTAssertThrowsError(try LintConfiguration.parse("rules:\n  MK041: { limit: -1 }\n", source: "c.yml"))
        XCTAssertThrowsError(try LintConfiguration.parse("rules:\n  MK003: { limit: 3 }\n", source: "c.yml")) { error in
            XCTAssertEqual("\(error)", "c.yml: rule 'MK003' has no option 'limit': it takes 'severity'")
        }
        XCTAssertThrowsError(try LintConfiguration.parse("excluded: { a: b }\n", source: "c.yml")) { error in
            XCTAssertEqual("\(error)", "c.yml: 'excluded' must be a list of paths or globs")
        }
    }

    func testGlobs() {
        let cases: [(pattern: String, path: String, matches: Bool)] = [
            ("Legacy", "Legacy/Old.xml", true),
            ("Legacy", "Legacy/Deep/Old.xml", true),
            ("Legacy", "LegacyScreens/Old.xml", false),
            ("Legacy", "Screens/Legacy/Old.xml", false),
            ("*.xml", "Main.xml", true),
            ("*.xml", "Screens/Main.xml", false),
            ("**/*Generated.xml", "Generated/Main.xml", false),
            ("**/*Generated.xml", "MainGenerated.xml", true),
            ("**/*Generated.xml", "a/b/c/ListGenerated.xml", true),
            ("Screens/**/Cell?.xml", "Screens/Cell1.xml", true),
            ("Screens/**/Cell?.xml", "Screens/x/y/CellA.xml", true),
            ("Screens/**/Cell?.xml", "Screens/x/Cell10.xml", false),
            ("./Screens/*", "Screens/A.xml", true),
            ("S*s/*View*.xml", "Screens/MainViewCell.xml", true),
        ]
        for (pattern, path, expected) in cases {
            XCTAssertEqual(PathGlob(pattern).matches(path), expected, "\(pattern) ~ \(path)")
        }
    }

    func testIncludedAndExcludedAreRelativeToTheFile() throws {
        let config = try write("app/.markupc.yml", "included: [Screens, Shared]\nexcluded: [\"Screens/Legacy\", \"**/*Generated.xml\"]\n")
        let configuration = try LintConfiguration.load(path: config)
        let app = directory.appendingPathComponent("app").path
        XCTAssertTrue(configuration.includes(app + "/Screens/Main.xml"))
        XCTAssertTrue(configuration.includes(app + "/Shared/Deep/Cell.xml"))
        XCTAssertFalse(configuration.includes(app + "/Screens/Legacy/Old.xml"))
        XCTAssertFalse(configuration.includes(app + "/Screens/ListGenerated.xml"))
        XCTAssertFalse(configuration.includes(app + "/Other/Main.xml"), "not included")
        XCTAssertFalse(configuration.includes(directory.path + "/Elsewhere.xml"), "outside the file's directory, not included")
        XCTAssertTrue(LintConfiguration.standard.includes("/anything.xml"))
    }
}
