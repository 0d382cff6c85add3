import Diagnostics
import XCTest

@testable import LanguageServer

/// Findings of an earlier check move with the lines that edits add or remove above them.
final class StaleFindingsTests: XCTestCase {
    private func finding(onLine line: Int) -> Diagnostic {
        Diagnostic(.warning, "runs past the screen", at: SourceLocation(file: "a.xml", line: line, column: 4), rule: "MK032")
    }

    private func edit(from start: (Int, Int), to end: (Int, Int), inserting text: String) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent(
            range: LSPRange(start: Position(line: start.0, character: start.1), end: Position(line: end.0, character: end.1)), text: text)
    }

    /// Two lines inserted at the very start of a finding's line (LSP line 1, its line 2) are above it:
    /// it moves down to line 4 (it stayed on line 2, beside the inserted comment).
    func testLinesInsertedAtTheStartOfAFindingsLineMoveIt() {
        let moved = StaleFindings.moved([finding(onLine: 2)], by: [edit(from: (1, 0), to: (1, 0), inserting: "<!-- a -->\n<!-- b -->\n")])
        XCTAssertEqual(moved.map { $0.location?.line }, [4])
    }

    /// Lines inserted inside a finding's line, after its start, leave it where it is; lines removed
    /// above it move it up; a finding on a removed line goes to the edit's line.
    func testOtherEditsMoveFindingsAsBefore() {
        XCTAssertEqual(StaleFindings.moved([finding(onLine: 2)], by: [edit(from: (1, 3), to: (1, 3), inserting: "\n")]).map { $0.location?.line }, [2])
        XCTAssertEqual(StaleFindings.moved([finding(onLine: 6)], by: [edit(from: (1, 0), to: (3, 0), inserting: "")]).map { $0.location?.line }, [4])
        XCTAssertEqual(StaleFindings.moved([finding(onLine: 3)], by: [edit(from: (1, 0), to: (3, 0), inserting: "")]).map { $0.location?.line }, [2])
    }
}
