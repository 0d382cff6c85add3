import LayoutTree
import XCTest

/// Large documents and wide containers: frames relative to the real parent, children in
/// document order, hidden arranged views in their gaps, whatever the document's size.
final class LargeDocumentLayoutTests: XCTestCase {
    /// A vertical stack of 300 views 2 pt tall, 4 pt apart, view 100 hidden.
    /// Views 0…99 start at 6·i; the hidden view's gap is removed, so view 101 starts at
    /// 99·6 + 2 + 4 = 600; the hidden view sits, 0 tall, at the middle of that gap: (596 + 600) / 2.
    func testHiddenViewInASplitStack() throws {
        let views = (0..<300).map { index in
            #"<UIView id="v\#(index)" height="2""# + (index == 100 ? #" hidden="true""# : "") + "/>"
        }
        let source = #"<UIStackView axis="vertical" spacing="4">"# + views.joined() + "</UIStackView>"
        let root = try XCTUnwrap(DocumentCompiler().compile(source: source).root)
        let result = LayoutEngine(rootMode: .plain).layout(root, on: Screen(width: 100, height: 2000))
        let children = result.root.children
        XCTAssertEqual(children.map(\.node.id), (0..<300).map { "v\($0)" }, "children in document order, no blocks")
        XCTAssertEqual(children[99].frame, Rect(x: 0, y: 594, width: 100, height: 2))
        XCTAssertEqual(children[100].frame, Rect(x: 0, y: 598, width: 100, height: 0))
        XCTAssertTrue(children[100].isHidden)
        XCTAssertEqual(children[101].frame, Rect(x: 0, y: 600, width: 100, height: 2))
        // 100 views before the gap, 198 after view 101: 600 + 198 · 6.
        XCTAssertEqual(children[299].frame, Rect(x: 0, y: 1788, width: 100, height: 2))
    }

    /// In a column inside a row, frames stay relative to the real parent: a row of 40 labels
    /// (split into blocks of 32) 10 pt from the column's top, each child at the row's top.
    func testFramesAreRelativeToTheRealParent() throws {
        let labels = String(repeating: #"<UIView width="5" height="7"/>"#, count: 40)
        let filler = String(repeating: #"<UIView height="1"/>"#, count: 250)
        let source = #"<LMColumnView spacing="0"><UIView height="10"/><LMRowView spacing="1" verticalAlignment="top">"# + labels
            + "</LMRowView>" + filler + "</LMColumnView>"
        let root = try XCTUnwrap(DocumentCompiler().compile(source: source).root)
        let result = LayoutEngine(rootMode: .plain).layout(root, on: Screen(width: 400, height: 800))
        let row = result.root.children[1]
        XCTAssertEqual(row.frame.y, 10)
        XCTAssertEqual(row.children.count, 40)
        XCTAssertEqual(row.children[0].frame, Rect(x: 0, y: 0, width: 5, height: 7))
        XCTAssertEqual(row.children[33].frame, Rect(x: 33 * 6, y: 0, width: 5, height: 7))
        XCTAssertEqual(row.children[33].absolute, Rect(x: 33 * 6, y: 10, width: 5, height: 7))
    }

    /// A stack aligned to one side holds its views without stretching them; when its container
    /// is narrower than they want, they are narrowed against their compression resistance (750),
    /// which a fixed width (required) beats (conformance fixtures gen-case-0017 and gen-case-0087).
    func testASideAlignedStackIsNarrowedByARequiredWidthInBothSolves() throws {
        let source = #"<LMColumnView verticalAlignment="top"><LMColumnView width="160.5"><UIStackView axis="vertical" alignment="trailing">"#
            + #"<UIView intrinsicWidth="174.5" intrinsicHeight="10"/></UIStackView></LMColumnView></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let column = try BothSolves.root(source, strategy).children[0]
            XCTAssertEqual(column.frame, Rect(x: 0, y: 0, width: 160.5, height: 10), "\(strategy)")
            XCTAssertEqual(column.children[0].frame, Rect(x: 0, y: 0, width: 160.5, height: 10), "\(strategy)")
            XCTAssertEqual(column.children[0].children[0].frame, Rect(x: 0, y: 0, width: 160.5, height: 10), "\(strategy)")
        }
    }

    /// alignToGrid couples the cells of successive rows (cell k as wide as cell k of the row
    /// before), so the per-container solve takes a grid column and its rows as one group.
    /// Rows of [view 50–110 wide, weighted view]: every first cell is as wide as the widest,
    /// 110 (required, above the hugging that would keep each at its own width); the weighted
    /// cells take the remaining 375 − 110 = 265. Solved per row, the first cells kept 50…110.
    func testAGridColumnAlignsItsCellsInBothSolves() throws {
        let rows = (0..<20).map { index in
            #"<LMRowView spacing="0"><UIView intrinsicWidth="\#(50 + index % 7 * 10)" intrinsicHeight="20"/><UIView weight="1"/></LMRowView>"#
        }
        let source = #"<LMColumnView alignToGrid="true" verticalAlignment="top" spacing="0">"# + rows.joined() + "</LMColumnView>"
        for strategy in BothSolves.strategies {
            let grid = try BothSolves.root(source, strategy)
            XCTAssertEqual(grid.children.count, 20)
            for (index, row) in grid.children.enumerated() {
                XCTAssertEqual(row.frame, Rect(x: 0, y: Double(20 * index), width: 375, height: 20), "\(strategy) row \(index)")
                XCTAssertEqual(row.children.map(\.frame), [Rect(x: 0, y: 0, width: 110, height: 20), Rect(x: 110, y: 0, width: 265, height: 20)],
                    "\(strategy) row \(index)")
            }
        }
    }

    /// Baseline alignment in the per-container solve: a row's children and a stack's views sit
    /// on one baseline, a nested container's baseline being its first (last) text's, as in the
    /// exact solve. (Before, a large document with such a row crashed, and its rows collapsed
    /// to 0 pt once it did not: their summaries held nothing on the vertical axis.)
    func testBaselineAlignmentMatchesTheExactSolve() throws {
        let source = #"<LMColumnView verticalAlignment="top"><LMRowView alignToBaseline="true"><UILabel text="A"/><UILabel text="B" font="System 24"/>"#
            + #"<LMColumnView><UILabel text="C" font="System 30"/><UILabel text="D"/></LMColumnView></LMRowView>"#
            + #"<LMRowView alignToBaseline="true" baseline="last"><UILabel text="E"/><LMColumnView><UILabel text="F" font="System 30"/><UILabel text="G"/></LMColumnView></LMRowView>"#
            + #"<UIStackView axis="horizontal" alignment="firstBaseline" spacing="4"><UILabel text="H"/><UIStackView axis="vertical"><UILabel text="I" font="System 28"/><UILabel text="J"/></UIStackView></UIStackView>"#
            + #"<UIStackView axis="horizontal" alignment="lastBaseline"><UILabel text="K" font="System 28"/><UIStackView axis="vertical"><UILabel text="L"/><UILabel text="M" font="System 9"/></UIStackView></UIStackView>"#
            + "</LMColumnView>"
        let frames = try BothSolves.strategies.map { try BothSolves.frames(source, $0) }
        XCTAssertEqual(frames[0].count, 22)
        XCTAssertEqual(frames[1], frames[0])
        XCTAssertGreaterThan(frames[1][1].height, 30, "the first row holds its 30-point text")
    }
}
