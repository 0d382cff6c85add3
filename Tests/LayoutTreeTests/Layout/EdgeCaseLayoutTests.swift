import Foundation
import LayoutTree
import XCTest

/// Awkward cases derived by hand from SEMANTICS.md: equal-priority ties (§2.0), overflow with
/// weighted children, weighted views held by their min/max (§2.2), shortage in a stack down to 0
/// and hidden arranged views at the middle of their gap (§2.8).
final class EdgeCaseLayoutTests: XCTestCase {
    static let edgeCases: [LayoutCase] = [
        // §2.2 "No weighted children, E > 0": nested rows are candidates with their effective hugging
        // (here 750, like the label); ties go to the last child (§2.0), which is the nested row.
        LayoutCase("nested-row-last-grows",
                   "<LMRowView>\(lbl(50, 10))<LMRowView>\(lbl(30, 10) + lbl(40, 10))</LMRowView></LMRowView>",
                   frames: ["0": [0, 0, 50, 100], "1": [58, 0, 242, 100], "1/0": [0, 0, 30, 100], "1/1": [38, 0, 204, 100]],
                   why: "tie at 750 → the last child (the nested row) grows: 300 − 58 = 242; inside it, its last leaf: 242 − 38"),

        // §2.2 "Weighted children present, E < 0": weighted children get 0; unweighted keep their natural
        // sizes from the leading edge and the content runs past the trailing edge.
        LayoutCase("row-overflow-weighted-zero",
                   "<LMRowView>\(lbl(150, 10))<UIView weight='1'/>\(lbl(100, 10))</LMRowView>", width: 200,
                   frames: ["0": [0, 0, 150, 100], "1": [158, 0, 0, 100], "2": [166, 0, 100, 100]],
                   why: "E = 200 − 16 − 250 < 0: weighted 0 wide at 158; last at 166"),

        // The same with an LMSpacer (ics 0, compression 250).
        LayoutCase("row-overflow-spacer-zero",
                   "<LMRowView>\(lbl(150, 10))<LMSpacer/>\(lbl(100, 10))</LMRowView>", width: 200,
                   frames: ["0": [0, 0, 150, 100], "1": [158, 0, 0, 100], "2": [166, 0, 100, 100]],
                   why: "E < 0: the spacer (weighted) gets 0 at 158; the last label runs to 266"),

        // §2.2 "If a weighted child's min or max binds, fix it there and share the rest among the others
        // in proportion to weight (choice)".
        LayoutCase("row-weighted-maximum",
                   "<LMRowView spacing='0'><UIView weight='1' maximumWidth='50'/><UIView weight='1'/><UIView weight='1'/></LMRowView>",
                   frames: ["0": [0, 0, 50, 100], "1": [50, 0, 125, 100], "2": [175, 0, 125, 100]],
                   why: "share 100 > max 50: fix 50, rest 250 shared 1:1"),

        // Same rule with a minimum.
        LayoutCase("row-weighted-minimum",
                   "<LMRowView spacing='0'><UIView weight='1' minimumWidth='150'/><UIView weight='2'/></LMRowView>",
                   frames: ["0": [0, 0, 150, 100], "1": [150, 0, 150, 100]],
                   why: "share 100 < min 150: fix 150, the other gets the remaining 150"),

        // §2.8 fill: "If smaller, the view with the lowest compression shrinks first, down to 0, then the next
        // (choice: last first)".
        LayoutCase("stack-shortage-last-first",
                   "<UIStackView>\(lbl(250, 20) + lbl(200, 20) + lbl(150, 20))</UIStackView>",
                   frames: ["0": [0, 0, 250, 100], "1": [250, 0, 50, 100], "2": [300, 0, 0, 100]],
                   why: "shortage 300: last 150 → 0, then the middle 200 → 50"),

        // §2.8 hidden arranged views: "markupc outputs the hidden view's frame at the midpoint of that gap, with
        // zero along-axis size and the cross-axis frame given by the alignment".
        LayoutCase("stack-hidden-middle-midpoint",
                   "<UIStackView spacing='10'>\(lbl(50, 20) + lbl(70, 20, "hidden='true'") + lbl(60, 20))</UIStackView>",
                   frames: ["0": [0, 0, 50, 100], "1": [55, 0, 0, 100], "2": [60, 0, 240, 100]],
                   why: "one gap 10 from 50 to 60; hidden view 0 wide at its midpoint 55, height 100 from fill"),
    ]

    func testTieBreaksOverflowAndHiddenArrangedViews() throws {
        assertLayout(Self.edgeCases)
    }

    /// A mixed anchor pair (§2.6) pins both edges with the view's natural width: an anchor view that
    /// sizes itself to the view agrees with both, and is as wide as the view, which sits inside it
    /// (it was 0 wide, the view at x = −40, one anchor dropped as the attribute was read); one
    /// wider keeps the natural width at the first-listed edge, `trailing, left` the right one.
    func testAMixedAnchorPairPinsBothEdgesWhereTheSizesAgree() throws {
        let view = #"<UIView intrinsicWidth="40" intrinsicHeight="20" anchor="trailing, left, top"/>"#
        let source = #"<LMColumnView horizontalAlignment="leading" verticalAlignment="top" spacing="0">"#
            + #"<LMAnchorView>\#(view)</LMAnchorView><LMAnchorView width="100" height="20">\#(view)</LMAnchorView></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let column = try BothSolves.root(source, strategy, width: 375, height: 667)
            XCTAssertEqual(column.children.map(\.frame), [Rect(x: 0, y: 0, width: 40, height: 0), Rect(x: 0, y: 0, width: 100, height: 20)], "\(strategy)")
            XCTAssertEqual(
                column.children.map { $0.children[0].frame }, [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 60, y: 0, width: 40, height: 20)],
                "\(strategy)")
        }
    }

    /// A per-edge margin replaces that edge alone (§1.7): a custom button keeps UIView's 8 on its
    /// other edges (§2.0, §5.13), where they were 0 (`layoutMarginLeft="2"` made it 42 × 20, its
    /// child at its top; found by an audit derived by hand from §5).
    func testAPerEdgeMarginKeepsTheOtherEdgesDefault() throws {
        let child = #"<UIView intrinsicWidth="40" intrinsicHeight="20"/>"#
        let source = #"<LMColumnView horizontalAlignment="leading" verticalAlignment="top" spacing="0">"#
            + #"<UIButton layoutMarginLeft="2">\#(child)</UIButton><UIButton layoutMarginTop="2">\#(child)</UIButton>"#
            + #"<UIButton layoutMargins="4" layoutMarginTrailing="0">\#(child)</UIButton></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let column = try BothSolves.root(source, strategy, width: 375, height: 667)
            XCTAssertEqual(
                column.children.map(\.frame),
                [Rect(x: 0, y: 0, width: 50, height: 36), Rect(x: 0, y: 36, width: 56, height: 30), Rect(x: 0, y: 66, width: 44, height: 28)],
                "\(strategy)")
            XCTAssertEqual(
                column.children.map { $0.children[0].frame },
                [Rect(x: 2, y: 8, width: 40, height: 20), Rect(x: 8, y: 2, width: 40, height: 20), Rect(x: 4, y: 4, width: 40, height: 20)],
                "\(strategy)")
        }
    }

    /// A stack whose arranged views are all hidden is as short as nothing sizes it (0, §2.0); its
    /// margins (layoutMarginsRelativeArrangement) then leave a canvas −20 high, and its hidden
    /// view is no size across, not −20 (found by an audit derived by hand from §2.8).
    func testAHiddenArrangedViewIsNeverOfNegativeSize() throws {
        let source = #"<LMColumnView verticalAlignment="top" horizontalAlignment="leading"><UIStackView layoutMarginsRelativeArrangement="true" layoutMargins="10" width="300" distribution="equalCentering" spacing="8"><UIView intrinsicWidth="5" intrinsicHeight="20" hidden="true"/></UIStackView></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let stack = try XCTUnwrap(BothSolves.root(source, strategy, width: 375, height: 667).children.first)
            XCTAssertEqual(stack.frame, Rect(x: 0, y: 0, width: 300, height: 0), "\(strategy)")
            XCTAssertEqual(stack.children.map(\.frame), [Rect(x: 10, y: 10, width: 0, height: 0)], "\(strategy)")
        }
    }

    /// A custom button with a child view is the child and its margins (§2.10, §3 "child natural
    /// size + 2 × 8"), and reports that as its intrinsic size, by both solves. It was 30 × 30
    /// (an empty button's size, held at 1000 by a leading column), its child overflowing it.
    func testACustomButtonIsItsChildAndItsMargins() throws {
        let source = #"<LMColumnView horizontalAlignment="leading" verticalAlignment="top"><UIButton><UIView width="40" height="20"/></UIButton>"#
            + #"<UIButton layoutMargins="0"><UIView intrinsicWidth="30" intrinsicHeight="10"/></UIButton></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let column = try BothSolves.root(source, strategy, width: 200, height: 200)
            XCTAssertEqual(column.children.map(\.frame), [Rect(x: 0, y: 0, width: 56, height: 36), Rect(x: 0, y: 44, width: 30, height: 10)], "\(strategy)")
            XCTAssertEqual(column.children[0].children.map(\.frame), [Rect(x: 8, y: 8, width: 40, height: 20)], "\(strategy)")
            XCTAssertEqual(column.children[0].intrinsicSize, IntrinsicSize(width: 56, height: 36), "\(strategy)")
        }
    }
}
