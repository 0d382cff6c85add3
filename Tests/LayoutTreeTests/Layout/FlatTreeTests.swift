@testable import LayoutTree
import XCTest

/// The flat tree's links: parents, children and visible children as runs of `Int32` arrays
/// (`ViewIndices`, `ChildLists`), and what a view and its layout keep (issue #16: memory per view).
final class FlatTreeTests: XCTestCase {
    private func tree(_ source: String) throws -> FlatTree {
        FlatTree(root: try XCTUnwrap(DocumentCompiler().compile(source: source, file: "t.xml").root))
    }

    /// Pre-order indices; a hidden child is among its parent's children but not its visible ones,
    /// and has no position; the visible ones are numbered without it.
    func testChildrenVisibleChildrenAndPositionsFollowTheDocument() throws {
        let tree = try tree("""
            <LMColumnView>
                <LMRowView><UILabel text="a"/><UIView isHidden="true"/><UIView/></LMRowView>
                <UIView/>
                <LMRowView isHidden="true"><UIView/></LMRowView>
            </LMColumnView>
            """)
        XCTAssertEqual(tree.count, 8)
        XCTAssertEqual(Array(tree.parent), [-1, 0, 1, 1, 1, 0, 0, 6])
        XCTAssertEqual(Array(tree.children[0]), [1, 5, 6])
        XCTAssertEqual(Array(tree.children[1]), [2, 3, 4])
        XCTAssertEqual(Array(tree.children[6]), [7])
        XCTAssertTrue(tree.children[2].isEmpty)
        XCTAssertEqual(Array(tree.visibleChildren(of: 0)), [1, 5])
        XCTAssertEqual(Array(tree.visibleChildren(of: 1)), [2, 4])
        XCTAssertTrue(tree.visibleChildren(of: 6).isEmpty)
        XCTAssertEqual((0..<tree.count).map { tree.childIndex(of: $0) }, [nil, 0, 0, nil, 1, 1, nil, nil])
        XCTAssertEqual(tree.participates, [true, true, true, false, true, true, false, false])
    }

    func testViewIndicesCompareByTheirViewsWhereverTheyAreKept() throws {
        let tree = try tree("<LMRowView><UIView/><UIView/></LMRowView>")
        XCTAssertEqual(tree.children[0], [1, 2])
        XCTAssertEqual(tree.children[0], ViewIndices([1, 2]))
        XCTAssertNotEqual(tree.children[0], [1])
        var listed: ViewIndices = [4]
        listed.append(9)
        XCTAssertEqual(Array(listed), [4, 9])
        // A run of a shared array is copied out before it grows; the array is not changed.
        var run = tree.children[0]
        run.append(7)
        XCTAssertEqual(Array(run), [1, 2, 7])
        XCTAssertEqual(Array(tree.children[0]), [1, 2])
        XCTAssertEqual(Array(tree.parent), [-1, 0, 0])
    }

    /// What each view keeps, in bytes: a change that makes these larger costs every view of a
    /// 100,000-view screen as much again (issue #16).
    func testWhatAViewKeepsForLayoutStaysSmall() {
        XCTAssertEqual(MemoryLayout<ContainerLayout>.stride, 24)
        XCTAssertEqual(MemoryLayout<LayoutAttributes>.stride, 40)
        XCTAssertEqual(MemoryLayout<ViewContent>.stride, 88)
        XCTAssertEqual(MemoryLayout<ViewIndices>.stride, 16)
        XCTAssertEqual(MemoryLayout<SizeConstraints>.stride, 8)
    }

    /// A view's weight shares its size's numbers but is not one of its constraints.
    func testAWeightDoesNotChangeTheSizeConstraints() throws {
        let tree = try tree("<LMRowView><UIView weight='2' width='30'/><UIView weight='1'/></LMRowView>")
        XCTAssertEqual(tree.attributes[1].weight, 2)
        XCTAssertEqual(tree.nodes[1].weight, 2)
        XCTAssertEqual(tree.attributes[1].size.width, 30)
        XCTAssertNil(tree.attributes[2].size.width)
        XCTAssertEqual(tree.attributes[2].weight, 1)
        XCTAssertNil(tree.attributes[0].weight)
    }
}
