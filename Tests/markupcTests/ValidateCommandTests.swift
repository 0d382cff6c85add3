import Foundation
import XCTest

/// `markupc validate` as CI runs it: exit status, the text form on standard output, reports written to
/// files, configuration, and `markupc schema`.
final class ValidateCommandTests: MarkupcProcessTestCase {
    private let clean = "<LMColumnView>\n    <UILabel text=\"Hello\"/>\n</LMColumnView>\n"
    private let warning = "<LMColumnView>\n    <UILabel txet=\"Hello\"/>\n</LMColumnView>\n"
    private let error = "<LMColumnView>\n    <UILabel textAlignment=\"middle\"/>\n</LMColumnView>\n"

    func testExitStatus() throws {
        let cleanPath = try write("Clean.xml", clean)
        let warningPath = try write("Warning.xml", warning)
        let errorPath = try write("Error.xml", error)
        XCTAssertEqual(try markupc("validate", "--no-layout", cleanPath).status, 0)
        XCTAssertEqual(try markupc("validate", "--no-layout", warningPath).status, 0, "warnings are allowed")
        XCTAssertEqual(try markupc("validate", "--no-layout", "--strict", warningPath).status, 1)
        XCTAssertEqual(try markupc("validate", "--no-layout", errorPath).status, 1)
        XCTAssertEqual(try markupc("validate", "--no-layout", directory.appendingPathComponent("Missing.xml").path).status, 2)
        XCTAssertEqual(try markupc("validate", "--no-layout", "--format", "yaml", cleanPath).status, 2)
        XCTAssertEqual(try markupc("validate", "--no-layout", "--reporter", "sarif", cleanPath).status, 2)
        XCTAssertEqual(try markupc("validate", "--devices", "iphone-99", cleanPath).status, 2)
        XCTAssertEqual(try markupc("validate").status, 2)
    }

    func testTextOnStandardOutputForEditors() throws {
        let path = try write("Warning.xml", warning)
        let result = try markupc("validate", "--no-layout", path)
        XCTAssertEqual(result.stdout.split(separator: "\n").map(String.init), [
            "\(path):2:20: warning: unknown attribute 'txet' (did you mean 'text'?) [MK003]",
            "1 file: 0 errors, 1 warning, 0 notes",
        ])
    }

    /// A template file named by `<?properties Name?>` is read beside the document, as `layout` reads it (§1.8;
    /// MarkupKit loads `Name.json` from the bundle): `validate` said it was not found, and warned of the width
    /// the template gives.
    func testATemplateFileBesideTheDocumentIsRead() throws {
        _ = try write("Styles.json", "{\"narrow\": {\"width\": 3}}")
        let path = try write(
            "Templated.xml",
            "<LMColumnView horizontalAlignment=\"leading\" verticalAlignment=\"top\">\n  <?properties Styles?>\n"
                + "  <UIView class=\"narrow\" height=\"5\"/>\n</LMColumnView>\n")
        let validated = try markupc("validate", path)
        XCTAssertEqual(validated.stdout.split(separator: "\n").map(String.init), ["1 file: 0 errors, 0 warnings, 0 notes"])
        let laidOut = try markupc("layout", path, "--root", "plain", "--width", "375", "--height", "667", "--format", "text")
        XCTAssertTrue(laidOut.stdout.contains("  UIView (0, 0, 3, 5)"), laidOut.stdout)
        // Without the file, both say so.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("alone"), withIntermediateDirectories: true)
        let alone = try write("alone/Templated.xml", "<LMColumnView>\n  <?properties Styles?>\n  <UIView class=\"narrow\" height=\"5\"/>\n</LMColumnView>\n")
        XCTAssertTrue(
            try markupc("validate", "--no-layout", alone).stdout.contains(
                "\(alone):2:16: warning: template file 'Styles.json' not found beside the document; its templates are unknown [MK012]"))
    }

    private func makeDirectory(_ name: String) throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
    }

    func testDirectoriesAreSearchedForXMLFiles() throws {
        try makeDirectory("screens/nested")
        try write("screens/A.xml", clean)
        try write("screens/nested/B.xml", warning)
        try write("screens/notes.txt", "not markup")
        let result = try markupc("validate", "--no-layout", directory.appendingPathComponent("screens").path)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasSuffix("2 files: 0 errors, 1 warning, 0 notes\n"), result.stdout)
    }

    func testSeveralReportersInOneRun() throws {
        let path = try write("Error.xml", error)
        let result = try markupc(
            "validate", "--no-layout", path, "--format", "json",
            "--reporter", "sarif:out.sarif", "--reporter", "junit:out.xml", "--reporter", "checkstyle:checkstyle.xml")
        XCTAssertEqual(result.status, 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((json?["summary"] as? [String: Int])?["errors"], 1)
        XCTAssertTrue(result.stderr.contains("1 file: 1 error, 0 warnings, 0 notes"))
        let sarifData = try Data(contentsOf: directory.appendingPathComponent("out.sarif"))
        let sarif = try JSONSerialization.jsonObject(with: sarifData) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
        let junit = try String(contentsOf: directory.appendingPathComponent("out.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("<failure message=\"1 errors, 0 warnings\" type=\"MK004\">\(path):2:29: error:"), junit)
        let checkstyle = try String(contentsOf: directory.appendingPathComponent("checkstyle.xml"), encoding: .utf8)
        XCTAssertTrue(checkstyle.contains("line=\"2\" column=\"29\" severity=\"error\""), checkstyle)
    }

    func testGitHubAnnotations() throws {
        let path = try write("Warning.xml", warning)
        let result = try markupc("validate", "--no-layout", "--format", "github", path)
        XCTAssertEqual(result.stdout, "::warning file=\(path),line=2,col=20,title=MK003 unknown-attribute::unknown attribute 'txet' (did you mean 'text'?)\n")
    }

    func testTheConfigurationFileIsFoundAboveTheDocument() throws {
        try write(".markupc.yml", "rules:\n  MK003: error\n")
        try makeDirectory("screens")
        let path = try write("screens/Warning.xml", warning)
        XCTAssertEqual(try markupc("validate", "--no-layout", path).status, 1)
        let other = try write("other.yml", "rules:\n  MK003: off\n")
        let result = try markupc("validate", "--no-layout", "--config", other, path)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "1 file: 0 errors, 0 warnings, 0 notes\n")
        try write("bad.yml", "rules:\n  MK003: loud\n")
        XCTAssertEqual(try markupc("validate", "--config", directory.appendingPathComponent("bad.yml").path, path).status, 2)
    }

    func testLayoutFindingsNameTheDevices() throws {
        // The row keeps its view's 310 (§2.2) and from x = 16 passes the 320 pt screen by 6 pt.
        let path = try write("Wide.xml", "<LMColumnView>\n    <LMRowView>\n        <UIView width=\"310\" height=\"10\"/>\n    </LMRowView>\n</LMColumnView>\n")
        let result = try markupc("validate", path, "--devices", "iphone-se-1,ipad:portrait")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains(
            "\(path):2:5: warning: <LMRowView> reaches past the right edge of the screen by 6 pt on iPhone SE (1st generation) portrait [MK032]"),
            result.stdout)
    }

    func testListRulesAndSchema() throws {
        let rules = try markupc("validate", "--list-rules")
        XCTAssertEqual(rules.status, 0)
        XCTAssertTrue(rules.stdout.contains("MK031  warning layout    truncated-label"), rules.stdout)
        let rng = try markupc("schema", "--format", "rng")
        XCTAssertEqual(rng.status, 0)
        XCTAssertTrue(rng.stdout.contains("<grammar xmlns=\"http://relaxng.org/ns/structure/1.0\""))
        XCTAssertEqual(try markupc("schema", "--format", "xsd", "-o", "markupc.xsd").status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("markupc.xsd").path))
        XCTAssertEqual(try markupc("schema", "--format", "dtd").status, 2)
    }
}
