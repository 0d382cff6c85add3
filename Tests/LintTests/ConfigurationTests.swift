import Diagnostics
import Foundation
import LayoutTree
import Lint
import XCTest

/// `.markupc.yml`: rules on and off, severities, the device matrix; found upwards from each file.
final class ConfigurationTests: TemporaryDirectoryTestCase {
    func testRulesAndDevicesAreRead() throws {
        let configuration = try LintConfiguration.parse(
            """
            rules:
              MK037: off
              truncated-label: error
              MK003: note
              MK041: on
            devices:
              - iphone-se-1
              - "ipad:landscape"
            """, source: ".markupc.yml")
        XCTAssertEqual(configuration.rules["MK037"], .off)
        XCTAssertEqual(configuration.rules["MK031"], .severity(.error))
        XCTAssertEqual(configuration.rules["MK003"], .severity(.note))
        XCTAssertEqual(configuration.rules["MK041"], .on)
        XCTAssertEqual(
            configuration.devices?.screens.map(\.name),
            ["iPhone SE (1st generation) portrait", "iPhone SE (1st generation) landscape", "iPad (10th generation) landscape"])
    }

    func testMistakesAreErrorsWithSuggestions() {
        XCTAssertThrowsError(try LintConfiguration.parse("rulez:\n  MK003: off\n", source: "c.yml")) { error in
            XCTAssertEqual("\(error)", "c.yml: unknown key 'rulez' (did you mean 'rules'?): expected 'rules', 'devices', 'included' or 'excluded'")
        }
        XCTAssertThrowsError(try LintConfiguration.parse("rules:\n  truncated-labels: off\n", source: "c.yml")) { error in
            XCTAssertEqual("\(error)", "c.yml: unknown rule 'truncated-labels' (did you mean 'truncated-label'?)")
        }
        XCTAssertThrowsError(try LintConfiguration.parse("rules:\n  MK003: loud\n", source: "c.yml")) { error in
            XCTAssertEqual("\(error)", "c.yml: rule 'MK003': 'loud' is not off, on, note, warning or error")
        }
        XCTAssertThrowsError(try LintConfiguration.parse("devices: [iphone-51]\n", source: "c.yml"))
        XCTAssertThrowsError(try LintConfiguration.parse("rules: [\n", source: "c.yml"))
    }

    func testAnEmptyFileIsTheStandardConfiguration() throws {
        XCTAssertEqual(try LintConfiguration.parse("", source: "c.yml").rules, [:])
    }

    func testSeveritiesAreOverriddenAndRulesTurnedOff() throws {
        let source = "<LMColumnView>\n  <UILabel txet=\"a\" textAlignment=\"middle\"/>\n</LMColumnView>"
        let configuration = try LintConfiguration.parse("rules:\n  MK003: error\n  MK004: off\n", source: "c.yml")
        let diagnostics = LintFixture.lint(source, configuration: configuration)
        XCTAssertEqual(diagnostics.map { "\($0.ruleID ?? "") \($0.severity)" }, ["MK003 error"])
    }

    func testConfiguredDevicesAreTheMatrix() throws {
        let source = "<LMColumnView>\n  <LMRowView>\n    <UILabel weight=\"1\" text=\"\(String(repeating: "abcd ", count: 8))\"/>\n  </LMRowView>\n</LMColumnView>"
        let configuration = try LintConfiguration.parse("devices: [iphone-se-1, ipad]\n", source: "c.yml")
        var options = LintOptions()
        options.matrix = LintFixture.smallPhone
        let diagnostics = Linter(options: options).lint(source: source, path: "doc.xml", configuration: configuration).diagnostics
        // 288 pt for 340 pt of text on the small phone in portrait; landscape and the iPad are wide enough.
        XCTAssertEqual(
            diagnostics.filter { $0.ruleID == "MK031" }.map(\.message),
            ["single-line <UILabel> \"abcd abcd abcd abcd abc…\" is 52 pt too narrow for its text: iOS truncates it "
                + "on iPhone SE (1st generation) portrait"])
    }

    func testTheNearestFileAboveEachDocumentApplies() throws {
        try write(".markupc.yml", "rules:\n  MK003: off\n")
        try write("app/feature/.markupc.yml", "rules:\n  MK003: error\n")
        let top = try write("app/View.xml", "<UILabel/>")
        let deep = try write("app/feature/screens/View.xml", "<UILabel/>")
        var finder = ConfigurationFinder()
        XCTAssertEqual(try finder.configuration(for: top).rules["MK003"], .off)
        XCTAssertEqual(try finder.configuration(for: deep).rules["MK003"], .severity(.error))
        XCTAssertEqual(try finder.configuration(for: deep).source, directory.appendingPathComponent("app/feature/.markupc.yml").path)
    }

    func testAMalformedFileIsAnError() throws {
        try write(".markupc.yml", "rules: {MK003: [}\n")
        let file = try write("View.xml", "<UILabel/>")
        var finder = ConfigurationFinder()
        XCTAssertThrowsError(try finder.configuration(for: file))
    }
}
