import Diagnostics
import Foundation
import Lint
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Each format parses as what it claims to be and carries the right locations.
final class ReporterTests: XCTestCase {
    static let base = "/work/project"

    /// Two files with problems, one clean, one unreadable.
    static let run: LintRun = {
        func at(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: column)
        }
        let a = "\(base)/a.xml", b = "\(base)/dir/b c.xml"
        return LintRun(reports: [
            FileReport(path: a, diagnostics: [
                Diagnostic(.error, "invalid value 'middle' for attribute 'textAlignment'", at: at(a, 3, 5), rule: "MK004",
                           fixIt: "did you mean 'center'?"),
                Diagnostic(.warning, "unknown attribute 'txet', 50% sure\nsecond line", at: at(a, 4, 2), rule: "MK003"),
            ]),
            FileReport(path: b, diagnostics: [
                Diagnostic(.note, "<UIButton> is shorter than the 44×44 pt touch target by 14 pt", at: at(b, 2, 1), rule: "MK037")
            ]),
            FileReport(path: "\(base)/clean.xml", diagnostics: []),
            FileReport(path: "/elsewhere/gone.xml", diagnostics: [
                Diagnostic(.error, "cannot read file '/elsewhere/gone.xml'", at: nil, rule: "MK000")
            ], isUnreadable: true),
        ], elapsed: 0.25)
    }()

    private func report(_ format: ReportFormat, strict: Bool = false) -> String {
        format.reporter(ReportOptions(strict: strict, baseDirectory: Self.base)).report(Self.run)
    }

    func testText() {
        XCTAssertEqual(report(.text).split(separator: "\n").map(String.init), [
            "/work/project/a.xml:3:5: error: invalid value 'middle' for attribute 'textAlignment' (did you mean 'center'?) [MK004]",
            "/work/project/a.xml:4:2: warning: unknown attribute 'txet', 50% sure\\nsecond line [MK003]",
            "/work/project/dir/b c.xml:2:1: note: <UIButton> is shorter than the 44×44 pt touch target by 14 pt [MK037]",
            "/elsewhere/gone.xml: error: cannot read file '/elsewhere/gone.xml' [MK000]",
            "4 files: 2 errors, 1 warning, 1 note",
        ])
    }

    func testJSON() throws {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report(.json).utf8)) as? [String: Any])
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 4, "errors": 2, "warnings": 1, "notes": 1])
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        XCTAssertEqual(files.map { $0["path"] as? String }, [
            "/work/project/a.xml", "/work/project/dir/b c.xml", "/work/project/clean.xml", "/elsewhere/gone.xml",
        ])
        let first = try XCTUnwrap((files[0]["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["rule"] as? String, "MK004")
        XCTAssertEqual(first["severity"] as? String, "error")
        XCTAssertEqual(first["line"] as? Int, 3)
        XCTAssertEqual(first["column"] as? Int, 5)
        XCTAssertEqual(first["fixIt"] as? String, "did you mean 'center'?")
        let unreadable = try XCTUnwrap((files[3]["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertNil(unreadable["line"])
    }

    func testGitHubActionsAnnotations() {
        XCTAssertEqual(report(.github).split(separator: "\n").map(String.init), [
            "::error file=/work/project/a.xml,line=3,col=5,title=MK004 invalid-value::invalid value 'middle' for attribute "
                + "'textAlignment' (did you mean 'center'?)",
            "::warning file=/work/project/a.xml,line=4,col=2,title=MK003 unknown-attribute::unknown attribute 'txet', 50%25 sure%0Asecond line",
            "::notice file=/work/project/dir/b c.xml,line=2,col=1,title=MK037 small-touch-target::<UIButton> is shorter than "
                + "the 44×44 pt touch target by 14 pt",
            "::error file=/elsewhere/gone.xml,title=MK000 unreadable-markup::cannot read file '/elsewhere/gone.xml'",
        ])
    }

    func testJUnitHasOneTestCasePerFileAndFailuresWithLocations() throws {
        let xml = try XMLTree.parse(report(.junit))
        let suites = try XCTUnwrap(xml.first { $0.name == "testsuites" })
        XCTAssertEqual(suites.attributes["tests"], "4")
        XCTAssertEqual(suites.attributes["failures"], "2")
        let cases = xml.filter { $0.name == "testcase" }
        XCTAssertEqual(cases.map { $0.attributes["name"] }, [
            "/work/project/a.xml", "/work/project/dir/b c.xml", "/work/project/clean.xml", "/elsewhere/gone.xml",
        ])
        let failures = xml.filter { $0.name == "failure" }
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.first?.attributes["type"], "MK004")
        XCTAssertTrue(failures.first?.text.hasPrefix("/work/project/a.xml:3:5: error: invalid value") == true)
        XCTAssertTrue(failures.first?.text.contains("/work/project/a.xml:4:2: warning: unknown attribute") == true)
        // The note of b is not a failure; it is in the test case's output.
        XCTAssertEqual(xml.filter { $0.name == "system-out" }.first?.text.hasPrefix("/work/project/dir/b c.xml:2:1: note:"), true)
        // With --strict, warnings fail too (a has errors already; nothing else has warnings).
        XCTAssertEqual(try XMLTree.parse(report(.junit, strict: true)).filter { $0.name == "failure" }.count, 2)
    }

    func testSARIF() throws {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report(.sarif).utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? String, "2.1.0")
        XCTAssertEqual(object["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "markupc")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleRegistry.standard.ids)
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String)
        }
        let base = try XCTUnwrap((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        XCTAssertEqual(base["uri"] as? String, "file:///work/project/")

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["MK004", "MK003", "MK037", "MK000"])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "note", "error"])
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        func physical(_ result: [String: Any]) -> [String: Any] {
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
        }
        let first = physical(results[0])
        XCTAssertEqual((first["artifactLocation"] as? [String: Any])?["uri"] as? String, "a.xml")
        XCTAssertEqual((first["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertEqual((first["region"] as? [String: Any])?["startLine"] as? Int, 3)
        XCTAssertEqual((first["region"] as? [String: Any])?["startColumn"] as? Int, 5)
        XCTAssertEqual(((results[0]["message"] as? [String: Any])?["text"] as? String),
                       "invalid value 'middle' for attribute 'textAlignment' (did you mean 'center'?)")
        XCTAssertEqual((physical(results[2])["artifactLocation"] as? [String: Any])?["uri"] as? String, "dir/b%20c.xml")
        let outside = physical(results[3])
        XCTAssertEqual((outside["artifactLocation"] as? [String: Any])?["uri"] as? String, "file:///elsewhere/gone.xml")
        XCTAssertNil(outside["region"])
    }

    func testCheckstyle() throws {
        let xml = try XMLTree.parse(report(.checkstyle))
        XCTAssertEqual(xml.filter { $0.name == "file" }.map { $0.attributes["name"] }, [
            "/work/project/a.xml", "/work/project/dir/b c.xml", "/work/project/clean.xml", "/elsewhere/gone.xml",
        ])
        let errors = xml.filter { $0.name == "error" }
        XCTAssertEqual(errors.map { $0.attributes["line"] }, ["3", "4", "2", nil])
        XCTAssertEqual(errors.map { $0.attributes["column"] }, ["5", "2", "1", nil])
        XCTAssertEqual(errors.map { $0.attributes["severity"] }, ["error", "warning", "info", "error"])
        XCTAssertEqual(errors.map { $0.attributes["source"] }, ["markupc.MK004", "markupc.MK003", "markupc.MK037", "markupc.MK000"])
        XCTAssertEqual(errors[1].attributes["message"], "unknown attribute 'txet', 50% sure\nsecond line")
    }

    func testExitStatus() {
        XCTAssertEqual(Self.run.exitStatus(strict: false), 2, "an unreadable file is an I/O error")
        let errors = LintRun(reports: Array(Self.run.reports.prefix(3)))
        XCTAssertEqual(errors.exitStatus(strict: false), 1)
        let warnings = LintRun(reports: [FileReport(path: "w.xml", diagnostics: [
            Diagnostic(.warning, "w", at: nil, rule: "MK003"), Diagnostic(.note, "n", at: nil, rule: "MK037"),
        ])])
        XCTAssertEqual(warnings.exitStatus(strict: false), 0)
        XCTAssertEqual(warnings.exitStatus(strict: true), 1)
        let notes = LintRun(reports: [FileReport(path: "n.xml", diagnostics: [Diagnostic(.note, "n", at: nil, rule: "MK037")])])
        XCTAssertEqual(notes.exitStatus(strict: true), 0)
        XCTAssertEqual(LintRun(reports: []).exitStatus(strict: true), 0)
    }
}

/// Elements of an XML document in document order, with attributes and text: enough to check reports.
struct XMLTree {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    static func parse(_ xml: String) throws -> [Element] {
        let collector = Collector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw NSError(domain: "XMLTree", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)"])
        }
        return collector.elements
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }
    }
}
