import XCTest

@testable import LayoutTree

/// Ties the priorities leave open in a placed chain (members with no tie-break terms: child
/// containers) are resolved the way §2.0 resolves ties between leaves: every member keeps its
/// natural size as far as its range allows, and the last one gives way first.
final class TieResolutionTests: XCTestCase {
    /// Three members that only refuse negative sizes and collapse towards 0 (an L1 cost, so any
    /// split of the target is optimal), natural sizes 10, 20 and 30.
    private func solve(target: Double, preferred: [Double]) -> [Double]? {
        let store = AxisTermStore()
        var members: [AxisMember] = (0..<3).map { _ in
            let start = store.count
            store.append(AxisTerm(relation: .greaterOrEqual, value: 0, priority: Priority.requiredShape))
            store.append(AxisTerm(relation: .equal, value: 0, priority: LayoutEngine.collapsePriority))
            return store.member(from: start)
        }
        var scratch = AxisScratch()
        var values: [Double] = []
        let solved = AxisProblem.solveChain(
            &members, store, couplingLevel: Priority.requiredTrailingEdge, target: target, preferred: preferred,
            scratch: &scratch, into: &values)
        return solved ? values : nil
    }

    func testExcessGoesToTheLastMember() {
        // 10 + 20 + 30 = 60; the 40 left over go to the last.
        XCTAssertEqual(solve(target: 100, preferred: [10, 20, 30]), [10, 20, 70])
    }

    func testShortageIsTakenFromTheLastMemberFirst() {
        // 10 short: the last gives them up.
        XCTAssertEqual(solve(target: 50, preferred: [10, 20, 30]), [10, 20, 20])
        // 55 short: the last gives up 30 (down to 0), the middle 20, the first 5.
        XCTAssertEqual(solve(target: 5, preferred: [10, 20, 30]), [5, 0, 0])
    }

    func testWithoutNaturalSizesTheTieIsLeftToTheLP() {
        XCTAssertNil(solve(target: 100, preferred: []))
    }

    /// A row of two columns, each holding a 500- or 600-wide label, squeezed into 375: the
    /// columns defend their natural widths at the same priority (750, a label's compression
    /// in a filling column), a tie. The shortage, 500 + 600 + 8 − 375 = 733, is taken from the
    /// last column first (600, down to 0), then 133 from the first: 367 and 0. (The LP's own
    /// vertex was the other way round: 0 and 367.) Stretched instead (labels 50 and 60), the
    /// last column takes the excess: 50 and 375 − 50 − 8 = 317 (§2.2 "Ties follow §2.0").
    func testTiedColumnsInARowGiveWayFromTheLast() throws {
        func columnFrames(_ first: Int, _ second: Int) throws -> [Rect] {
            let source = #"<LMRowView><LMColumnView><UILabel intrinsicWidth="\#(first)" intrinsicHeight="10"/></LMColumnView>"#
                + #"<LMColumnView><UILabel intrinsicWidth="\#(second)" intrinsicHeight="10"/></LMColumnView></LMRowView>"#
            let root = try XCTUnwrap(DocumentCompiler().compile(source: source).root)
            var engine = LayoutEngine(rootMode: .plain)
            engine.strategy = .perContainer
            return engine.layout(root, on: Screen(width: 375, height: 667, scale: 2)).root.children.map(\.frame)
        }
        XCTAssertEqual(try columnFrames(500, 600), [Rect(x: 0, y: 0, width: 367, height: 667), Rect(x: 375, y: 0, width: 0, height: 667)])
        XCTAssertEqual(try columnFrames(50, 60), [Rect(x: 0, y: 0, width: 50, height: 667), Rect(x: 58, y: 0, width: 317, height: 667)])
    }
}
