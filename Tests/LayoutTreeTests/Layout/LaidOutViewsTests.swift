import LayoutTree
import XCTest

/// A layout's views are kept flat, in document order; the tree is built from them on demand.
/// Both must describe the same views, and the flat form must say which are each view's children.
final class LaidOutViewsTests: XCTestCase {
    private let source = #"""
        <LMScrollView fitToWidth="true"><LMColumnView spacing="4">
          <UIView height="10"/>
          <LMRowView horizontalAlignment="leading"><UIView width="20" height="5"/><UIView width="30" height="6" hidden="true"/></LMRowView>
          <UIView height="12"/>
        </LMColumnView></LMScrollView>
        """#

    private func layout() throws -> LayoutResult {
        let root = try XCTUnwrap(DocumentCompiler().compile(source: source).root)
        return LayoutEngine(rootMode: .plain).layout(root, on: Screen(width: 100, height: 200, scale: 2))
    }

    func testTheFlatViewsAreTheTreeInDocumentOrder() throws {
        let result = try layout()
        let views = result.views
        XCTAssertEqual(views.count, 7)
        XCTAssertEqual((0..<views.count).map { views[$0].node.elementName },
                       ["LMScrollView", "LMColumnView", "UIView", "LMRowView", "UIView", "UIView", "UIView"])
        XCTAssertEqual(views.children(of: 1), [2, 3, 6])
        XCTAssertEqual(views.children(of: 3), [4, 5])
        XCTAssertEqual(views.children(of: 6), [])
        // Column: 10 + 4 + 5 (the row: its one visible view) + 4 + 12; the row fills its width.
        XCTAssertEqual(views[3].frame, Rect(x: 0, y: 14, width: 100, height: 5))
        XCTAssertEqual(views[4].frame, Rect(x: 0, y: 0, width: 20, height: 5))
        XCTAssertTrue(views[5].isHidden)
        XCTAssertEqual(views[6].absolute, Rect(x: 0, y: 23, width: 100, height: 12))

        // The tree, walked in pre-order, gives the same views with the same frames.
        var walked: [LaidOutView] = []
        var stack = [result.root]
        while let view = stack.popLast() {
            walked.append(view)
            stack.append(contentsOf: view.children.reversed())
        }
        XCTAssertEqual(walked.count, views.count)
        for (index, view) in walked.enumerated() {
            XCTAssertEqual(view.node.elementName, views[index].node.elementName)
            XCTAssertEqual(view.frame, views[index].frame, "view \(index)")
            XCTAssertEqual(view.absolute, views[index].absolute, "view \(index)")
            XCTAssertEqual(view.isHidden, views[index].isHidden, "view \(index)")
        }
    }

    func testTheWideViewIsTheFirstWithSeveralChildren() throws {
        let wide = try layout().views.wideView()
        XCTAssertEqual(wide.chain, [0, 1])
        XCTAssertEqual(wide.wide, 1)
    }

    /// A label's lines are found unless the engine is told they are not read (lint); frames are the same.
    func testShownTextIsFoundOnlyWhenAsked() throws {
        let root = try XCTUnwrap(DocumentCompiler().compile(source: #"<LMColumnView><UILabel text="aaaa bbbb cccc" numberOfLines="0"/></LMColumnView>"#).root)
        var engine = LayoutEngine(measurer: LeafMeasurer(text: MonospaceMeasurer()), rootMode: .plain)
        let screen = Screen(width: 100, height: 200, scale: 2)
        let shown = engine.layout(root, on: screen).views
        XCTAssertEqual(shown[1].lines, ["aaaa bbbb", "cccc"])
        engine.findsShownText = false
        let unshown = engine.layout(root, on: screen).views
        XCTAssertNil(unshown[1].lines)
        XCTAssertFalse(unshown[1].truncated)
        XCTAssertEqual(unshown[1].frame, shown[1].frame)
        XCTAssertEqual(unshown[1].frame.width, 100)
    }
}
