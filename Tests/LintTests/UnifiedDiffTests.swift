import Lint
import XCTest

/// The unified diffs `markupc snapshot` prints: exact hunks, as `diff -u` writes them.
final class UnifiedDiffTests: XCTestCase {
    private func numbered(_ range: ClosedRange<Int>, replacing changes: [Int: String] = [:]) -> String {
        range.map { changes[$0] ?? "line \($0)" }.joined(separator: "\n") + "\n"
    }

    func testEqualTextsHaveNoDiff() {
        XCTAssertNil(UnifiedDiff.text(from: "a\nb\n", to: "a\nb\n", oldName: "old", newName: "new"))
    }

    func testOneChangedLineWithThreeLinesOfContext() {
        let diff = UnifiedDiff.text(from: numbered(1...10), to: numbered(1...10, replacing: [5: "line five"]), oldName: "a", newName: "b")
        XCTAssertEqual(diff, """
            --- a
            +++ b
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testDistantChangesAreSeparateHunksAndCloseOnesShareOne() {
        let diff = UnifiedDiff.text(
            from: numbered(1...20), to: numbered(1...20, replacing: [2: "two", 17: "seventeen", 19: "nineteen"]),
            oldName: "a", newName: "b")
        XCTAssertEqual(diff, """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +two
             line 3
             line 4
             line 5
            @@ -14,7 +14,7 @@
             line 14
             line 15
             line 16
            -line 17
            +seventeen
             line 18
            -line 19
            +nineteen
             line 20

            """)
    }

    func testInsertionsAndDeletionsAtTheEnds() {
        XCTAssertEqual(UnifiedDiff.text(from: "b\nc\n", to: "a\nb\nc\n", oldName: "a", newName: "b"), """
            --- a
            +++ b
            @@ -1,2 +1,3 @@
            +a
             b
             c

            """)
        XCTAssertEqual(UnifiedDiff.text(from: "a\nb\n", to: "", oldName: "a", newName: "b"), """
            --- a
            +++ b
            @@ -1,2 +0,0 @@
            -a
            -b

            """)
    }

    func testTheEditScriptIsShortest() {
        let a: [Substring] = ["a", "b", "c", "a", "b", "b", "a"]
        let b: [Substring] = ["c", "b", "a", "b", "a", "c"]
        let operations = UnifiedDiff.operations(a, b)
        let edits = operations.filter { if case .same = $0 { false } else { true } }
        XCTAssertEqual(edits.count, 5, "Myers' example: 5 edits")
        // Applying the script gives the new lines.
        var rebuilt: [Substring] = []
        for operation in operations {
            switch operation {
            case .same(let x, _): rebuilt.append(a[x])
            case .inserted(let y): rebuilt.append(b[y])
            case .removed: break
            }
        }
        XCTAssertEqual(rebuilt, b)
    }
}
