import Diagnostics
import Foundation
import Lint
import XCTest

/// Every document of `../shared/corpus/` (beside the checkout, as in CI) through `validate`: nothing
/// crashes, every diagnostic has a rule id and a position inside its file, and the counts per rule are
/// printed (the false positives they showed were fixed in the rules; see the closing note of the lint work).
final class CorpusTests: XCTestCase {
    static var corpusDirectory: URL? {
        if let override = ProcessInfo.processInfo.environment["MARKUPC_CORPUS_DIR"] {
            return URL(fileURLWithPath: override)
        }
        // Tests/LintTests/CorpusTests.swift → repository → ../shared/corpus
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: directory.path) ? directory : nil
    }

    func testEveryCorpusDocumentIsValidated() throws {
        guard let directory = Self.corpusDirectory else { throw XCTSkip("../shared/corpus is not beside this checkout") }
        let files = try MarkupFileFinder.files(in: [directory.path])
        XCTAssertGreaterThan(files.count, 400)
        let run = LintRun.lint(files.map { ($0, LintConfiguration.standard) }, with: Linter())
        XCTAssertEqual(run.reports.count, files.count)
        XCTAssertFalse(run.reports.contains(where: \.isUnreadable))

        var lineCounts: [String: Int] = [:]
        for report in run.reports {
            for diagnostic in report.diagnostics {
                XCTAssertNotNil(diagnostic.ruleID, diagnostic.description)
                if let location = diagnostic.location {
                    // Its own file, or a document it includes from beside it (§1.8).
                    let directory = (report.path as NSString).deletingLastPathComponent
                    XCTAssertEqual((location.file as NSString).deletingLastPathComponent, directory, diagnostic.description)
                    let lines = lineCounts[location.file] ?? (try? String(contentsOfFile: location.file, encoding: .utf8))?.split(
                        separator: "\n", omittingEmptySubsequences: false).count ?? 0
                    lineCounts[location.file] = lines
                    XCTAssertTrue((1...max(lines, 1)).contains(location.line), diagnostic.description)
                    XCTAssertGreaterThanOrEqual(location.column, 1, diagnostic.description)
                }
            }
        }
        // The MarkupKit documents: only the one known not to be well-formed fails to read (INVENTORY.md).
        let markupKit = run.reports.filter { !$0.path.contains("/other/") }
        let unreadable = markupKit.filter { $0.diagnostics.contains { $0.ruleID == "MK000" } }.map(\.path)
        XCTAssertEqual(unreadable.map { ($0 as NSString).lastPathComponent }, ["___FILEBASENAME_____511d878.xml"])

        print("corpus: \(run.summary)")
        for part in [("MarkupKit documents", markupKit), ("other/ (nicklockwood/Layout)", run.reports.filter { $0.path.contains("/other/") })] {
            let counts = LintRun(reports: part.1).countsByRule
            print("corpus \(part.0): " + counts.map { "\($0.rule) \($0.count)" }.joined(separator: ", "))
        }
    }
}
