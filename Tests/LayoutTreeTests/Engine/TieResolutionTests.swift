import XCTest

@testable import LayoutTree

/// Ties the priorities leave open (§2.0): every child keeps its natural size as far as it can,
/// the last one gives way first, containers decide from the outside in — in both solves.
final class TieResolutionTests: XCTestCase {
    /// Three views without an intrinsic size in a row: 375 − 2 × 8 of excess, all to the last.
    /// Squeezed below their fixed minimums, the last gives way first.
    func testExcessGoesToTheLastAndShortageIsTakenFromTheLastFirst() throws {
        for strategy in BothSolves.strategies {
            let row = try BothSolves.root("<LMRowView><UIView/><UIView/><UIView/></LMRowView>", strategy)
            XCTAssertEqual(row.children.map(\.frame.width), [0, 0, 359], "\(strategy)")
            let squeezed = try BothSolves.root(
                #"<LMRowView spacing="0"><UIView intrinsicWidth="200"/><UIView intrinsicWidth="150"/><UIView intrinsicWidth="100"/></LMRowView>"#
                    .replacingOccurrences(of: "LMRowView", with: "UIStackView"), strategy)
            // 450 wanted in 375: the last (compression 750, like the others) gives up 75.
            XCTAssertEqual(squeezed.children.map(\.frame.width), [200, 150, 25], "\(strategy)")
        }
    }

    /// Weighted children take a row's or column's excess before unweighted ones without an
    /// intrinsic size, wherever they stand (§2.2: "each weighted child gets E × wᵢ / Σw;
    /// unweighted children keep nᵢ", nᵢ being 0 for a plain UIView and the fitting size for a
    /// nested column). A weight group's tie-break slope is the average of its members', which
    /// fell 10⁻⁶ to either side of a plain sibling's: the order of the children decided, so a
    /// plain view took the excess beside one weighted view but not between two, and a nested
    /// column took a weighted spacer's (a corpus document, MarkupKitLint's Sample2.xml).
    func testWeightedChildrenTakeTheExcessBeforeUnweightedOnes() throws {
        for strategy in BothSolves.strategies {
            let pair = try BothSolves.root(#"<LMColumnView><UIView weight="1"/><UIView/></LMColumnView>"#, strategy, width: 300, height: 600)
            XCTAssertEqual(pair.children.map(\.frame.height), [592, 0], "\(strategy)")
            let around = try BothSolves.root(
                #"<LMColumnView><UIView weight="2"/><UIView/><UIView weight="1"/></LMColumnView>"#, strategy, width: 300, height: 616)
            XCTAssertEqual(around.children.map(\.frame.height), [400, 0, 200], "\(strategy)")
            let nested = try BothSolves.root(
                #"<LMColumnView spacing="64"><LMSpacer/><LMColumnView><LMSpacer/><UIView height="30"/></LMColumnView></LMColumnView>"#,
                strategy, width: 300, height: 600)
            XCTAssertEqual(
                nested.children.map(\.frame), [Rect(x: 0, y: 0, width: 300, height: 498), Rect(x: 0, y: 562, width: 300, height: 38)],
                "\(strategy)")
            XCTAssertEqual(nested.children[1].children.map(\.frame.height), [0, 30], "\(strategy)")
        }
    }

    /// In a fill stack, a view with no intrinsic size along the axis (a nested stack) "grows or
    /// shrinks before any view with one" (§2.8), wherever it stands: a tie at 250 (the nested
    /// stack's label against the other label) or at 750 (their compression resistance) goes to
    /// the nested stack, not to the last view. Before, the last view took both.
    func testAFillStackGivesATieToItsViewWithoutIntrinsicSize() throws {
        let label = { (width: Int) in #"<UILabel intrinsicWidth="\#(width)" intrinsicHeight="20"/>"# }
        for strategy in BothSolves.strategies {
            let stretched = try BothSolves.root(
                "<UIStackView><UIStackView>\(label(50))</UIStackView>\(label(60))</UIStackView>", strategy, width: 300, height: 100)
            XCTAssertEqual(stretched.children.map(\.frame.width), [240, 60], "\(strategy)")
            XCTAssertEqual(stretched.children[0].children.map(\.frame.width), [240], "\(strategy)")
            let squeezed = try BothSolves.root(
                "<UIStackView><UIStackView>\(label(200))</UIStackView>\(label(200))</UIStackView>", strategy, width: 300, height: 100)
            XCTAssertEqual(squeezed.children.map(\.frame.width), [100, 200], "\(strategy)")
            // Not a tie: growing a row breaks its label's hugging at 750 (§2.2), the label's at 250.
            let row = try BothSolves.root(
                "<UIStackView><LMRowView>\(label(50))</LMRowView>\(label(60))</UIStackView>", strategy, width: 300, height: 100)
            XCTAssertEqual(row.children.map(\.frame.width), [50, 250], "\(strategy)")
        }
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

    /// Content that cannot fit (fixed widths, required) overflows the outermost container (§2.2
    /// "lay out from the leading edge at natural sizes, let the trailing edge run past"): the
    /// row keeps its views' natural width, 300 + 8 + 200 = 508, and runs past its 375-pt column.
    /// Both trailing edges are required; the outer one's "within" gives way first (`TrailingPin`).
    func testOverflowingContentRunsPastTheOutermostContainer() throws {
        let source = #"<LMColumnView><LMRowView><UIView width="300" height="10"/><UIView width="200" height="10"/></LMRowView><LMSpacer/></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let row = try BothSolves.root(source, strategy).children[0]
            XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 508, height: 10), "\(strategy)")
            XCTAssertEqual(row.children.map(\.frame), [Rect(x: 0, y: 0, width: 300, height: 10), Rect(x: 308, y: 0, width: 200, height: 10)], "\(strategy)")
        }
    }

    /// Nested rows whose content cannot fit (documents derived by hand from §2.2): the inner row
    /// keeps its view's 300 and the outer row's last view starts at 308 and runs past the screen,
    /// where the inner row once gave way (267, its view running 33 pt past it). A nested column
    /// too long for its column likewise keeps its 600 pt. And where content is too small, each
    /// container still keeps the size its parent gives it: a fixed 120 × 98 view leaves its
    /// room inside its fill-aligned column, which fills the screen (§2.2 fill). A UIStackView's
    /// views across its axis give way instead (§2.8 "views never exceed C only when C is
    /// fitting"): a leading-aligned stack keeps its column's 375 and its 500-pt view runs past it,
    /// where a row beside it keeps its 500-pt view's width.
    func testNestedContainersKeepTheirContentAndTheOutermostOverflows() throws {
        let cases: [(source: String, frames: [Rect])] = [
            (#"<LMRowView><LMRowView><UIView width="300"/></LMRowView><UIView width="100"/></LMRowView>"#,
             [Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 0, y: 0, width: 300, height: 667),
              Rect(x: 0, y: 0, width: 300, height: 667), Rect(x: 308, y: 0, width: 100, height: 667)]),
            (#"<LMColumnView><LMColumnView><UIView height="600"/></LMColumnView><UIView height="100"/></LMColumnView>"#,
             [Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 0, y: 0, width: 375, height: 600),
              Rect(x: 0, y: 0, width: 375, height: 600), Rect(x: 0, y: 608, width: 375, height: 100)]),
            (#"<LMRootView><LMColumnView><UIView width="120" height="98"/></LMColumnView></LMRootView>"#,
             [Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 0, y: 0, width: 375, height: 667),
              Rect(x: 0, y: 0, width: 120, height: 98)]),
            (#"<LMColumnView><UIStackView alignment="leading" axis="vertical"><UIView width="500" height="20"/></UIStackView>"#
                + #"<LMRowView><UIView width="500" height="20"/></LMRowView></LMColumnView>"#,
             [Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 0, y: 0, width: 375, height: 20), Rect(x: 0, y: 0, width: 500, height: 20),
              Rect(x: 0, y: 28, width: 500, height: 639), Rect(x: 0, y: 0, width: 500, height: 20)]),
        ]
        for (source, expected) in cases {
            for strategy in BothSolves.strategies {
                XCTAssertEqual(try BothSolves.frames(source, strategy), expected, "\(source) \(strategy)")
            }
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
