import Diagnostics
import LayoutTree
import MarkupParser
import XCTest

@testable import Lint

/// The layout rules' view of a layout (`LaidOutDocument`), read from the layout's flat views.
final class LaidOutDocumentTests: XCTestCase {
    private func laidOut(_ source: String) throws -> LaidOutDocument {
        var diagnostics = DiagnosticBag()
        let markup = try XCTUnwrap(MarkupParser.parse(bytes: Array(source.utf8), file: "doc.xml", diagnostics: &diagnostics))
        let root = TreeBuilder().build(markup, diagnostics: &diagnostics)
        let screen = LintFixture.smallPhone.screens[0]
        return LaidOutDocument(LayoutEngine().layout(root, on: screen.screen), screenName: screen.name)
    }

    /// Pre-order indices, parents and children; hidden views and the children of a plain UIView are
    /// not placed; a scroll view's content is scroll content, the scroll view itself is not.
    func testViewsParentsAndPlacement() throws {
        let document = try laidOut("""
            <LMColumnView>
                <UILabel text="A"/>
                <LMColumnView hidden="true"><UILabel text="B"/></LMColumnView>
                <LMScrollView fitToWidth="true"><LMColumnView><UILabel text="C"/></LMColumnView></LMScrollView>
                <UIView><UILabel text="D"/></UIView>
            </LMColumnView>
            """)
        let views = document.views
        XCTAssertEqual(views.map(\.node.elementName), [
            "LMColumnView", "UILabel", "LMColumnView", "UILabel", "LMScrollView", "LMColumnView", "UILabel", "UIView", "UILabel",
        ])
        XCTAssertEqual(views.map(\.node.content.text), [nil, "A", nil, "B", nil, nil, "C", nil, "D"])
        XCTAssertEqual(views.map(\.parent), [nil, 0, 0, 2, 0, 4, 5, 0, 7])
        XCTAssertEqual(views.map(\.children), [[1, 2, 4, 7], [], [3], [], [5], [6], [], [8], []])
        XCTAssertEqual(views.map(\.isPlaced), [true, true, false, false, true, true, true, true, false])
        XCTAssertEqual(views.map(\.isScrollContent), [false, false, false, false, false, true, true, false, false])
        // Each node is the typed node itself (not a copy), its own children those of the markup.
        XCTAssertEqual(views.map(\.node.children.count), [4, 0, 1, 0, 1, 1, 0, 1, 0])
        XCTAssertEqual(document.placedIndices, [0, 1, 4, 5, 6, 7])
        XCTAssertEqual(document.placedIndices.map { views[$0].node.content.text }, [nil, "A", nil, nil, "C", nil])
        // The root fills the screen; the first label starts below the status bar, inside the side margins.
        XCTAssertEqual(views[0].absolute, Rect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(views[1].absolute.x, 16)
        XCTAssertEqual(views[1].absolute.y, 20)
    }
}
