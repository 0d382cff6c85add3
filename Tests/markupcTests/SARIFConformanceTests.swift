import Foundation
import XCTest

/// `validate --format sarif` read by an independent SARIF 2.1.0 object model (sarif-pydantic, strict:
/// no object or field it does not know, and the log reads back to the same JSON). `scripts/test`
/// installs the model when it is missing.
final class SARIFConformanceTests: MarkupcProcessTestCase {
    private static let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/check_sarif.py").path

    /// Runs the checker on `sarif`: its output ("ok", or the problem).
    private func check(_ sarif: String) throws -> (status: Int32, output: String) {
        let path = try write("report-\(UUID().uuidString).sarif", sarif)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.checker, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if output.contains("No module named 'sarif_pydantic'") {
            XCTFail("sarif-pydantic is not installed: run scripts/test, which installs it")
        }
        return (process.terminationStatus, output)
    }

    /// Errors, warnings and notes; a diagnostic without a position (a file that cannot be read); a file
    /// outside the base directory (an absolute URI); a path that needs percent-encoding.
    func testEveryKindOfResultConforms() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("odd name"), withIntermediateDirectories: true)
        let error = try write("odd name/Error.xml", "<LMColumnView>\n    <UILabel textAlignment=\"middle\"/>\n</LMColumnView>\n")
        let warning = try write("Warning.xml", "<LMColumnView>\n    <UILabel txet=\"Hello\"/>\n    <UIView backgroundColor=\"brandBlue\"/>\n</LMColumnView>\n")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-outside-\(UUID().uuidString).xml").path
        try Data("<LMColumnView><UIView/>".utf8).write(to: URL(fileURLWithPath: outside))
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let unreadable = try write("Unreadable.xml", "")
        chmod(unreadable, 0)

        let result = try markupc("validate", error, warning, outside, unreadable, "--format", "sarif")
        XCTAssertEqual(result.status, getuid() == 0 ? 1 : 2, result.stderr)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let levels = Set((run["results"] as? [[String: Any]] ?? []).compactMap { $0["level"] as? String })
        XCTAssertEqual(levels, ["error", "warning", "note"])
        let uris = (run["results"] as? [[String: Any]] ?? []).compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String
        }
        XCTAssertTrue(uris.contains("odd%20name/Error.xml"), "\(uris)")
        XCTAssertTrue(uris.contains("file://" + outside), "\(uris)")

        let checked = try check(result.stdout)
        XCTAssertEqual(checked.output, "ok\n")
        XCTAssertEqual(checked.status, 0)
    }

    /// The check can fail: a level SARIF does not have, and a field its region does not have.
    func testTheModelRejectsWhatSARIFDoesNotAllow() throws {
        let path = try write("Warning.xml", "<LMColumnView>\n    <UILabel txet=\"Hello\"/>\n</LMColumnView>\n")
        let sarif = try markupc("validate", path, "--no-layout", "--format", "sarif").stdout
        XCTAssertEqual(try check(sarif).output, "ok\n")
        let badLevel = sarif.replacingOccurrences(of: "\"level\" : \"warning\"", with: "\"level\" : \"severe\"")
        XCTAssertNotEqual(badLevel, sarif)
        XCTAssertEqual(try check(badLevel).status, 1)
        let badRegion = sarif.replacingOccurrences(of: "\"startLine\" :", with: "\"line\" :")
        XCTAssertNotEqual(badRegion, sarif)
        let rejected = try check(badRegion)
        XCTAssertEqual(rejected.status, 1)
        XCTAssertTrue(rejected.output.contains("region.line"), rejected.output)
    }
}
