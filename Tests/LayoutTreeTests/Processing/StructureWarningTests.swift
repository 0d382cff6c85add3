import XCTest

@testable import LayoutTree

/// Warnings about structure the layout cannot honour (SEMANTICS.md §2.7, §1.8) and the
/// legacy `<root>` owner rule.
final class StructureWarningTests: XCTestCase {
    func testLMScrollViewHasOneContentView() {
        let (_, diagnostics) = ProcessingFixture.compile(
            """
            <LMScrollView>
                <LMColumnView/>
                <UILabel text="extra"/>
            </LMScrollView>
            """)
        XCTAssertEqual(
            diagnostics,
            ["doc.xml:3:5: warning: <LMScrollView> has one content view; the other child view is laid out over it [MK021]"])
    }

    func testPlainScrollViewDoesNotSizeItsContent() {
        let (_, diagnostics) = ProcessingFixture.compile(
            """
            <UIScrollView>
                <UILabel text="content"/>
            </UIScrollView>
            """)
        XCTAssertEqual(
            diagnostics,
            ["doc.xml:2:5: warning: a UIScrollView does not size its content: give its subviews explicit sizes, or use LMScrollView [MK021]"])
        // Subviews with sizes are placed, but the scroll view's content size stays 0: the advice says so, not "give
        // them sizes" (found by documents derived by hand).
        let (_, sized) = ProcessingFixture.compile("<UIScrollView>\n    <UIView width=\"100\" height=\"50\"/>\n</UIScrollView>")
        XCTAssertEqual(
            sized,
            ["doc.xml:2:5: warning: a UIScrollView does not size its content: its contentSize stays 0 and it does not scroll; give it a contentSize (\"{width, height}\") or use LMScrollView [MK021]"])
    }

    /// MarkupKit's legacy `<?strings Table?>` (41 uses in the corpus) was ignored without a word, its @keys
    /// shown as written: now a warning names the option that localizes them; none once `--strings` is given.
    func testAStringsTableInstructionSaysItIsNotLoaded() {
        let source = "<LMColumnView>\n    <?strings MainView?>\n    <UILabel text=\"@title\"/>\n</LMColumnView>"
        XCTAssertEqual(
            ProcessingFixture.compile(source).diagnostics,
            ["doc.xml:2:5: warning: <?strings MainView?> names a strings table markupc does not load: the @keys after it show as "
                + "written (pass --strings MainView.strings to localize them) [MK016]"])
        let (root, diagnostics) = ProcessingFixture.compile(source) { $0.strings = ["title": "Hello"] }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.first?.content.text, "Hello")
    }

    func testInstructionInRootIsAWarningWithoutRootClass() {
        let source = """
            <root>
                <?selectedBackgroundView?>
                <UIView/>
            </root>
            """
        XCTAssertEqual(
            ProcessingFixture.compile(source).diagnostics,
            ["doc.xml:2:5: warning: unexpected instruction <?selectedBackgroundView?> in <root> (pass --root-class to check it against the owner's class) [MK014]"])
        let named = ProcessingFixture.compile(source) { $0.rootClass = "LMTableViewCell" }
        XCTAssertEqual(named.diagnostics, [])
    }

    func testMixedAnchorPairIsAWarning() {
        let (_, diagnostics) = ProcessingFixture.compile(
            """
            <LMAnchorView>
                <UIView anchor="left, trailing"/>
            </LMAnchorView>
            """)
        XCTAssertEqual(
            diagnostics,
            ["doc.xml:2:21: warning: anchor 'left, trailing' mixes left/right with leading/trailing; write 'left, right' or 'leading, trailing' [MK022]"])
    }
}
