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
    /// The exact solve decides the same: containers hold their natural sizes at the tie-break
    /// level too, and ties are broken from the outermost container in.
    func testTiedColumnsInARowGiveWayFromTheLast() throws {
        func columnFrames(_ first: Int, _ second: Int, _ strategy: LayoutEngine.SolveStrategy) throws -> [Rect] {
            let source = #"<LMRowView><LMColumnView><UILabel intrinsicWidth="\#(first)" intrinsicHeight="10"/></LMColumnView>"#
                + #"<LMColumnView><UILabel intrinsicWidth="\#(second)" intrinsicHeight="10"/></LMColumnView></LMRowView>"#
            return try BothSolves.root(source, strategy).children.map(\.frame)
        }
        for strategy in BothSolves.strategies {
            XCTAssertEqual(
                try columnFrames(500, 600, strategy), [Rect(x: 0, y: 0, width: 367, height: 667), Rect(x: 375, y: 0, width: 0, height: 667)],
                "\(strategy)")
            XCTAssertEqual(
                try columnFrames(50, 60, strategy), [Rect(x: 0, y: 0, width: 50, height: 667), Rect(x: 58, y: 0, width: 317, height: 667)],
                "\(strategy)")
        }
    }

    /// Content that cannot fit (fixed widths, required) overflows the innermost container: the
    /// row keeps the width its column gives it (375) and its second view runs past its end,
    /// 300 + 8 + 200 = 508. Both trailing edges are required; the inner one gives way first.
    func testOverflowingContentLeavesItsContainerItsFrame() throws {
        let source = #"<LMColumnView><LMRowView><UIView width="300" height="10"/><UIView width="200" height="10"/></LMRowView><LMSpacer/></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let row = try BothSolves.root(source, strategy).children[0]
            XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 375, height: 10), "\(strategy)")
            XCTAssertEqual(row.children.map(\.frame), [Rect(x: 0, y: 0, width: 300, height: 10), Rect(x: 308, y: 0, width: 200, height: 10)], "\(strategy)")
        }
    }

    /// Views with no intrinsic size tie too (each only collapses towards 0): in a row 375 wide
    /// (MarkupKit's ComplexWidth example), the first keeps its minimum width, 150, and the last
    /// takes the rest, 375 − 150 − 8 = 217.
    func testViewsWithoutIntrinsicSizeGiveTheExcessToTheLast() throws {
        let source = #"<LMRowView><UIView minimumWidth="150"/><UIView/></LMRowView>"#
        for strategy in BothSolves.strategies {
            let views = try BothSolves.root(source, strategy, height: 100).children
            XCTAssertEqual(views.map(\.frame), [Rect(x: 0, y: 0, width: 150, height: 100), Rect(x: 158, y: 0, width: 217, height: 100)], "\(strategy)")
        }
    }
}
