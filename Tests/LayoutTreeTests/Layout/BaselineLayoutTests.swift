import LayoutTree
import XCTest

/// Baseline alignment (SEMANTICS.md §2.2 alignToBaseline, §2.8 firstBaseline and
/// baselineRelativeArrangement), with the engine's default text measurer (the §1.4 estimate:
/// advance 0.5·size per character, line height 2444/2048·size, ascender 1950/2048·size).
/// "Big" at 20 pt: 30 × ceil(23.867) = 24, first baseline 24/2 − 23.867/2 + 19.043 = 19.109 below its top.
/// "Small" at 10 pt: 25 × ceil(11.934) = 12, baseline 12/2 − 5.967 + 9.521 = 9.555 below its top.
final class BaselineLayoutTests: XCTestCase {
    static let big = "<UILabel text='Big' font='System 20'/>"
    static let small = "<UILabel text='Small' font='System 10'/>"

    static let cases: [LayoutCase] = [
        LayoutCase(
            "row-align-to-baseline",
            "<LMColumnView spacing='0'><LMRowView alignToBaseline='true'>\(big)\(small)</LMRowView><LMSpacer/></LMColumnView>",
            frames: ["0": [0, 0, 300, 24], "0/0": [0, 0, 30, 24], "0/1": [38, 10, 262, 12], "1": [0, 24, 300, 76]],
            why: "baselines equal: small top = 19.109 − 9.555 = 9.555 → 10; row hugs the group (24); spacer takes the rest"),
        LayoutCase(
            "row-legacy-alignment-baseline",
            "<LMColumnView spacing='0'><LMRowView alignment='baseline'>\(big)\(small)</LMRowView><LMSpacer/></LMColumnView>",
            frames: ["0": [0, 0, 300, 24], "0/0": [0, 0, 30, 24], "0/1": [38, 10, 262, 12], "1": [0, 24, 300, 76]],
            why: "MarkupKit 2015's alignment='baseline' on a row is alignToBaseline: as above"),
        LayoutCase(
            "row-align-to-baseline-bottom",
            "<LMColumnView spacing='0'><LMRowView alignToBaseline='true' verticalAlignment='bottom' height='40'>\(big)\(small)</LMRowView><LMSpacer/></LMColumnView>",
            frames: ["0": [0, 0, 300, 40], "0/0": [0, 16, 30, 24], "0/1": [38, 26, 262, 12]],
            why: "bottom: baseline = 40 − big's descent (24 − 19.109) = 35.109; big top 16, small top 25.555 → 26"),
        LayoutCase(
            "stack-first-baseline",
            "<UIStackView alignment='firstBaseline' spacing='8'>\(big)\(small)</UIStackView>",
            frames: ["0": [0, 0, 30, 24], "1": [38, 10, 262, 12]],
            why: "baselines equal, the group as high as the canvas allows: big at 0, small at 9.555 → 10"),
        LayoutCase(
            "column-baseline-spacing",
            "<LMColumnView alignToBaseline='true' spacing='8' verticalAlignment='top' horizontalAlignment='leading'>\(big)\(small)</LMColumnView>",
            frames: ["0": [0, 0, 30, 24], "1": [0, 18, 25, 12]],
            why: "small's first baseline = big's last (19.109) + 8 = 27.109 → top 27.109 − 9.555 = 17.555 → 18"),
        LayoutCase(
            "stack-baseline-relative-arrangement",
            "<LMColumnView verticalAlignment='top' horizontalAlignment='leading'><UIStackView axis='vertical' alignment='leading' spacing='8' baselineRelativeArrangement='true'>\(big)\(small)</UIStackView></LMColumnView>",
            frames: ["0": [0, 0, 30, 30], "0/0": [0, 0, 30, 24], "0/1": [0, 18, 25, 12]],
            why: "as in the column: small's first baseline 8 below big's last; the stack hugs them: 17.555 + 12 → 30"),
    ]

    /// A centred baseline row centres its group's box on its bounds (§2.2 choice), by both
    /// solves: one 10-pt view in a 100-pt row at 45; a 10- and a 30-pt view (bottoms on one
    /// line) from 35, the smaller at 55. It was laid out as a top-aligned one.
    func testACentredBaselineRowCentresItsGroup() throws {
        let row = #"<LMRowView alignToBaseline="true" verticalAlignment="center">"#
        let small = #"<UIView intrinsicWidth="20" intrinsicHeight="10"/>"#, tall = #"<UIView intrinsicWidth="20" intrinsicHeight="30"/>"#
        for strategy in BothSolves.strategies {
            let one = try BothSolves.root(row + small + "</LMRowView>", strategy, width: 200, height: 100)
            XCTAssertEqual(one.children.map(\.frame), [Rect(x: 0, y: 45, width: 200, height: 10)], "\(strategy)")
            let two = try BothSolves.root(row + small + tall + "</LMRowView>", strategy, width: 200, height: 100)
            XCTAssertEqual(two.children.map(\.frame), [Rect(x: 0, y: 55, width: 20, height: 10), Rect(x: 28, y: 35, width: 172, height: 30)], "\(strategy)")
        }
    }

    /// A top-, bottom- or centre-aligned baseline row in a column is as tall as its group (§2.2
    /// natural size: the largest natural height), by both solves, so the next child starts below
    /// it. It was 0 tall, its children hanging out of it over the next one (found by documents
    /// derived by hand).
    func testAnAlignedBaselineRowIsAsTallAsItsGroup() throws {
        let views = #"<UIView intrinsicWidth="20" intrinsicHeight="10"/><UIView intrinsicWidth="20" intrinsicHeight="40"/>"#
        for alignment in ["top", "bottom", "center"] {
            let source = #"<LMColumnView horizontalAlignment="leading" verticalAlignment="top">"#
                + #"<LMRowView alignToBaseline="true" verticalAlignment="\#(alignment)">\#(views)</LMRowView>"#
                + #"<UIView intrinsicWidth="20" intrinsicHeight="5"/></LMColumnView>"#
            for strategy in BothSolves.strategies {
                let column = try BothSolves.root(source, strategy, width: 300, height: 100, scale: 1)
                XCTAssertEqual(column.children.map(\.frame), [Rect(x: 0, y: 0, width: 48, height: 40), Rect(x: 0, y: 48, width: 20, height: 5)], "\(alignment) \(strategy)")
                XCTAssertEqual(column.children[0].children.map(\.frame.y), [30, 0], "\(alignment) \(strategy)")
            }
        }
    }

    /// A child that only its tie-break held at its natural height (a top-aligned column, whose
    /// last child's bottom nothing pins) keeps it in a baseline row, by both solves: the column's
    /// first baseline is its 10-pt view's bottom, 21 below the row's top beside a 31-pt view,
    /// and it is 10 + 8 + 40 = 58 tall (§2.2 natural size), so the row is 79 and the next view
    /// starts at 87. The row's hug (251) made the column 10 and the row 31, the column's last
    /// view hanging over the next one (found by documents derived by hand).
    func testABaselineRowKeepsAChildAtItsNaturalHeight() throws {
        let column = #"<LMColumnView verticalAlignment="top"><UIView intrinsicWidth="20" intrinsicHeight="10"/><UIView intrinsicWidth="20" intrinsicHeight="40"/></LMColumnView>"#
        let source = #"<LMColumnView verticalAlignment="top"><LMRowView alignToBaseline="true"><UIView intrinsicWidth="20" intrinsicHeight="31"/>"#
            + column + #"</LMRowView><UIView height="10"/></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let root = try BothSolves.root(source, strategy, width: 300, height: 200, scale: 1)
            XCTAssertEqual(root.children.map(\.frame), [Rect(x: 0, y: 0, width: 300, height: 79), Rect(x: 0, y: 87, width: 300, height: 10)], "\(strategy)")
            XCTAssertEqual(root.children[0].children[1].frame, Rect(x: 28, y: 21, width: 272, height: 58), "\(strategy)")
            XCTAssertEqual(root.children[0].children[1].children.map(\.frame.y), [0, 18], "\(strategy)")
        }
    }

    /// A label whose height is a placeholder (`intrinsicHeight`) still wraps its text at its
    /// width in the second pass (§2.0), and its baseline is its wrapped text's, centred in its
    /// frame (§2.2, §3.1), by both solves: "ab ab ab" at 40 pt is three lines, 60.861 high, so
    /// its first baseline lies 15 + 16.187 − 30.430 = 0.757 below its top; beside "x" (ascent
    /// 10.5 + 16.187 − 10.143 = 16.543) it sits 15.787 → 16 down. The default kept the first
    /// pass's one line (ascent 21.043: the label at 0, "x" at 4.5), its pass up taken whole since
    /// the label's height had not changed (a differential campaign).
    func testAWrappedLabelWithAPlaceholderHeightAlignsOnItsWrappedBaseline() throws {
        let source = #"<LMRowView alignToBaseline="true"><UILabel text="ab ab ab" numberOfLines="0" intrinsicHeight="30" width="40"/><UILabel text="x"/></LMRowView>"#
        for strategy in BothSolves.strategies {
            let row = try BothSolves.root(source, strategy, width: 300, height: 300, scale: 1)
            XCTAssertEqual(row.children.map(\.frame.y), [16, 0], "\(strategy)")
        }
    }

    /// A baseline row beside a spacer keeps its group's height and the spacer takes a column's
    /// excess, before or after it, by both solves: §2.2's closed form ("each weighted child gets
    /// E × wᵢ / Σw; unweighted children keep nᵢ"), which MarkupKit's constraints alone do not
    /// give (the row's children only bound its height, and the spacer hugs at 250), hence the
    /// row's hug at 251 (`Priority.baselineRowHug`).
    func testABaselineRowKeepsItsGroupsHeightBesideASpacer() throws {
        let row = #"<LMRowView alignToBaseline="true"><UIView intrinsicWidth="20" intrinsicHeight="10"/><UIView intrinsicWidth="20" intrinsicHeight="30"/></LMRowView>"#
        for strategy in BothSolves.strategies {
            let after = try BothSolves.root("<LMColumnView><LMSpacer/>" + row + "</LMColumnView>", strategy, width: 300, height: 200, scale: 1)
            XCTAssertEqual(after.children.map(\.frame), [Rect(x: 0, y: 0, width: 300, height: 162), Rect(x: 0, y: 170, width: 300, height: 30)], "\(strategy)")
            XCTAssertEqual(after.children[1].children.map(\.frame.y), [20, 0], "\(strategy)")
            let before = try BothSolves.root("<LMColumnView>" + row + "<LMSpacer/></LMColumnView>", strategy, width: 300, height: 200, scale: 1)
            XCTAssertEqual(before.children.map(\.frame), [Rect(x: 0, y: 0, width: 300, height: 30), Rect(x: 0, y: 38, width: 300, height: 162)], "\(strategy)")
        }
    }

    /// A horizontal UIStackView's baseline is its tallest arranged view's (§2.8), by every
    /// solve: in a top-aligned baseline row beside a 40-pt view, a top-aligned stack of 10-, 25-
    /// and 5-pt views puts its 25-pt view's bottom on the baseline, 15 down, its views at their
    /// own heights. It was the first view's: the stack sat 30 down, or its first view stretched to 25.
    func testAHorizontalStacksBaselineIsItsTallestView() throws {
        let views = [10, 25, 5].map { #"<UIView intrinsicWidth="20" intrinsicHeight="\#($0)"/>"# }.joined()
        let source = #"<LMColumnView horizontalAlignment="leading" verticalAlignment="top">"#
            + #"<LMRowView alignToBaseline="true" verticalAlignment="top"><UIStackView alignment="top">\#(views)</UIStackView>"#
            + #"<UIView intrinsicWidth="20" intrinsicHeight="40"/></LMRowView></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let row = try BothSolves.root(source, strategy, width: 300, height: 300, scale: 1).children[0]
            XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 88, height: 40), "\(strategy)")
            XCTAssertEqual(row.children.map(\.frame), [Rect(x: 0, y: 15, width: 60, height: 25), Rect(x: 68, y: 0, width: 20, height: 40)], "\(strategy)")
            XCTAssertEqual(row.children[0].children.map(\.frame.height), [10, 25, 5], "\(strategy)")
        }
    }

    /// An LM container's baseline is its first subview's even when that one is hidden (§2.2,
    /// §5.7): no constraint holds the hidden view, so the column holding it is not aligned (it
    /// stays at the row's top), while its siblings are still aligned to each other through it:
    /// the 20-pt view's bottom meets the 40-pt view's, 20 down.
    func testABaselineReadThroughAHiddenSubviewAlignsNothingButItsSiblings() throws {
        let source = #"<LMColumnView horizontalAlignment="leading" verticalAlignment="top">"#
            + #"<LMRowView alignToBaseline="true" verticalAlignment="top"><UIView intrinsicWidth="20" intrinsicHeight="20"/>"#
            + #"<LMColumnView><UIView intrinsicWidth="20" intrinsicHeight="30" hidden="true"/><UIView intrinsicWidth="20" intrinsicHeight="10"/></LMColumnView>"#
            + #"<UIView intrinsicWidth="20" intrinsicHeight="40"/></LMRowView></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let row = try BothSolves.root(source, strategy, width: 300, height: 200, scale: 1).children[0]
            XCTAssertEqual(
                row.children.map(\.frame),
                [Rect(x: 0, y: 20, width: 20, height: 20), Rect(x: 28, y: 0, width: 20, height: 10), Rect(x: 56, y: 0, width: 20, height: 40)],
                "\(strategy)")
        }
        // In a bottom-aligned baseline column, the gap from the first view's last baseline to the
        // hidden one binds nothing: the second view sits on the bottom, the first, unplaced, 8 pt
        // above it, edge to edge (§5.7 choice), in every solve. Before, the baseline was the
        // first visible view's, and the first view sat 176 down.
        let column = #"<LMColumnView alignToBaseline="true" verticalAlignment="bottom" horizontalAlignment="leading" spacing="8">"#
            + #"<UIView intrinsicWidth="20" intrinsicHeight="16"/><LMColumnView><UIView intrinsicWidth="20" intrinsicHeight="30" hidden="true"/>"#
            + #"<UIView intrinsicWidth="20" intrinsicHeight="10"/></LMColumnView></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let root = try BothSolves.root(column, strategy, width: 300, height: 200, scale: 1)
            XCTAssertEqual(root.children.map(\.frame), [Rect(x: 0, y: 166, width: 20, height: 16), Rect(x: 0, y: 190, width: 20, height: 10)], "\(strategy)")
        }
    }

    /// Views a hidden baseline leaves unplaced are placed alike by every solve (§5.7 choice;
    /// found by a differential campaign, where the solves took different corners of the tie).
    /// In a baseline column, a gap from a hidden baseline is the gap between the views' edges
    /// below every other rule: the 10-pt view 8 below the empty layer; the 20-pt view's bottom 8
    /// below the 10-pt view's (26); the last row held on the bottom. In a centred baseline row,
    /// the view aligned only to a hidden baseline sits at the top of the group's box (78), not
    /// anywhere in it.
    func testViewsUnplacedByAHiddenBaselineArePlacedAlikeByEverySolve() throws {
        let column = #"<LMColumnView alignToBaseline="true" spacing="8"><LMLayerView><UIView hidden="true" intrinsicHeight="5"/></LMLayerView>"#
            + #"<UIView intrinsicWidth="20" intrinsicHeight="10"/><UIView intrinsicWidth="20" intrinsicHeight="20"/>"#
            + #"<LMRowView><LMSpacer hidden="true"/></LMRowView></LMColumnView>"#
        let row = #"<LMRowView verticalAlignment="center" alignToBaseline="true" baseline="last">"#
            + #"<LMRowView><UILabel/><UIView intrinsicHeight="44"/><UIView hidden="true"/></LMRowView><UIView/></LMRowView>"#
        for strategy in BothSolves.strategies {
            let inColumn = try BothSolves.root(column, strategy, width: 300, height: 200, scale: 1)
            XCTAssertEqual(inColumn.children.map(\.frame.y), [0, 8, 6, 200], "\(strategy)")
            let inRow = try BothSolves.root(row, strategy, width: 300, height: 200, scale: 1)
            XCTAssertEqual(inRow.children.map(\.frame), [Rect(x: 0, y: 78, width: 8, height: 44), Rect(x: 16, y: 78, width: 284, height: 0)], "\(strategy)")
        }
    }

    /// Two gaps a hidden baseline leaves unbound, in a baseline column and in a bottom-aligned
    /// baseline column inside it, cannot both hold: the column's ends hold the chain. Each gap's rule
    /// is firmer than every later one's in the document (§5.7 choice, `Priority.unplacedByBaseline(view:)`),
    /// so the inner one, later, gives way: the outer chain holds (the second stack 8 below the
    /// row, the inner column's first baseline 8 below the stack's, 24), and the inner column's
    /// first two rows sit above it, its last two on its bottom. Before, both rules had one level
    /// (each the first such gap of its column), and the solves broke different ones (a
    /// differential campaign: 16 frames 783 pt apart on a 1,422-view screen).
    func testGapsLeftUnboundByHiddenBaselinesGiveWayLastFirstAcrossContainers() throws {
        let source = """
            <LMColumnView alignToBaseline="true"><UIStackView/><LMRowView><UILabel hidden="true"/></LMRowView><UIStackView/>
            <LMColumnView verticalAlignment="bottom" alignToBaseline="true"><LMRowView><UIImageView/><UIImageView/></LMRowView>
            <LMRowView verticalAlignment="center" alignToBaseline="true"><UISlider/></LMRowView>
            <LMRowView><UILabel hidden="true"/><LMSpacer/></LMRowView><LMRowView><UIView/></LMRowView></LMColumnView></LMColumnView>
            """
        for strategy in BothSolves.strategies {
            let root = try BothSolves.root(source, strategy, width: 375, height: 667, scale: 3)
            XCTAssertEqual(root.children.map(\.frame.y), [0, 8, 16, 612], "\(strategy)")
            XCTAssertEqual(root.children[3].children.map(\.frame.y), [-588, -611, 47, 55], "\(strategy)")
        }
    }

    func testBaselineAlignment() {
        assertLayout(Self.cases)
    }

    // MARK: Wrapped labels (issue 14.4): baselines of the lines at the label's final width

    /// "First" at 20 pt: 50 × 24, first (= last) baseline 19.109 below its top.
    static let first = "<UILabel text='First' font='System 20'/>"
    /// Four words of 20 characters at 20 pt (200 pt each): one word a line at any width below 410.
    /// Four lines: ceil(4 × 23.867 = 95.469) = 96 tall, the text block 0.266 below the top;
    /// first baseline 0.266 + 19.043 = 19.309, last 19.309 + 3 × 23.867 = 90.910.
    static let wrapped = wrappedLabel(wordLength: 20, extra: "weight='1'")
    /// Words of 10 characters (100 pt) without a weight, for stacks: at the 150 pt a stack of two gives it, four lines.
    static let wrappedInStack = wrappedLabel(wordLength: 10, extra: "")
    /// The same with words of 10 characters (100 pt): four lines at any width below 210.
    static let wrappedShort = wrappedLabel(wordLength: 10, extra: "")

    static func wrappedLabel(wordLength: Int, extra: String) -> String {
        let text = ["a", "b", "c", "d"].map { String(repeating: $0, count: wordLength) }.joined(separator: " ")
        return "<UILabel \(extra) numberOfLines='0' font='System 20' text='\(text)'/>"
    }

    static let wrappedCases: [LayoutCase] = [
        LayoutCase(
            "row-first-baseline-wrapped",
            "<LMColumnView spacing='0'><LMRowView alignToBaseline='true'>\(first)\(wrapped)</LMRowView><LMSpacer/></LMColumnView>",
            height: 200,
            frames: ["0": [0, 0, 300, 96], "0/0": [0, 0, 50, 24], "0/1": [58, 0, 242, 96]],
            why: "the wrapped label (242 wide, 4 lines) has its first baseline 19.309 below its top: 'First' at 0.2 → 0, not centred"),
        LayoutCase(
            "row-last-baseline-wrapped",
            "<LMColumnView spacing='0'><LMRowView alignToBaseline='true' baseline='last'>\(first)\(wrapped)</LMRowView><LMSpacer/></LMColumnView>",
            height: 200,
            frames: ["0": [0, 0, 300, 96], "0/0": [0, 72, 50, 24], "0/1": [58, 0, 242, 96]],
            why: "last baselines equal: 'First' top = 90.910 − 19.109 = 71.801 → 72, beside the fourth line"),
        LayoutCase(
            "stack-first-baseline-wrapped",
            "<UIStackView alignment='firstBaseline' spacing='8'>\(first)\(wrappedInStack)</UIStackView>",
            height: 200,
            frames: ["0": [0, 0, 142, 24], "1": [150, 0, 150, 96]],
            why: "the wrapped label is 300 / 2 = 150 wide at 759 (§2.8 text width), one 100 pt word a line: 4 lines; "
                + "'First' takes the other 300 − 8 − 150; first baselines 19.309: 'First' at 0.2 → 0"),
        LayoutCase(
            "stack-last-baseline-wrapped",
            "<UIStackView alignment='lastBaseline' spacing='8'>\(first)\(wrappedInStack)</UIStackView>",
            height: 200,
            frames: ["0": [0, 72, 142, 24], "1": [150, 0, 150, 96]],
            why: "last baselines: 'First' top = 90.910 − 19.109 = 71.801 → 72"),
        LayoutCase(
            "column-baseline-after-wrapped",
            "<LMColumnView alignToBaseline='true' spacing='8' verticalAlignment='top' horizontalAlignment='leading'>\(wrappedShort.replacingOccurrences(of: "<UILabel ", with: "<UILabel width='150' "))\(small)</LMColumnView>",
            height: 200,
            frames: ["0": [0, 0, 150, 96], "1": [0, 89, 25, 12]],
            why: "small's first baseline = the wrapped label's last (90.910) + 8 = 98.910: top 98.910 − 9.555 = 89.355 → 89"),
    ]

    func testBaselinesOfWrappedLabelsAreThoseOfTheirLines() {
        assertLayout(Self.wrappedCases)
    }

    /// The whole-document reference system places the same baselines (the second pass's wrap
    /// widths reach both solves).
    func testWrappedBaselinesAreTheSameInBothSolves() throws {
        func frames(_ view: LaidOutView) -> [Rect] { [view.frame] + view.children.flatMap(frames) }
        for layoutCase in Self.wrappedCases {
            let roots = try BothSolves.strategies.map { try BothSolves.root(layoutCase.markup, $0, width: 300, height: 200, scale: 1) }
            XCTAssertEqual(frames(roots[0]), frames(roots[1]), layoutCase.name)
        }
    }
}
