import LayoutTree
import XCTest

/// LMSpacer, plain UIView spacers, LMAnchorView, LMRootView and LMLayerView (SEMANTICS.md §2.3–§2.6).
/// Default screen 300×100 @1x, plain root.
final class SpacerAnchorRootLayerTests: XCTestCase {
    // §2.3 LMSpacer: weight 1, ics (0, 0); §2.4 plain UIView: no ics, absorbs excess first unless weighted.
    func testSpacers() {
        assertLayout([
            LayoutCase("row-spacer-between", "<LMRowView>\(lbl(100, 20))<LMSpacer/>\(lbl(60, 20))</LMRowView>",
                       frames: ["0": [0, 0, 100, 100], "1": [108, 0, 124, 100], "2": [240, 0, 60, 100]],
                       why: "spacer weighted: E = 300 − 16 − 160 = 124"),
            LayoutCase("row-spacer-weight-2",
                       "<LMRowView spacing='0'><LMSpacer/>\(lbl(60, 20))<LMSpacer weight='2'/></LMRowView>",
                       frames: ["0": [0, 0, 80, 100], "1": [80, 0, 60, 100], "2": [140, 0, 160, 100]],
                       why: "E = 240 shared 1:2 → 80, 160"),
            LayoutCase("row-top-spacer-zero-height",
                       "<LMRowView verticalAlignment='top'>\(lbl(50, 20))<LMSpacer/></LMRowView>",
                       frames: ["1": [58, 0, 242, 0]],
                       why: "ics height 0 under top alignment; width 300 − 58"),
            LayoutCase("col-leading-spacer-zero-width",
                       "<LMColumnView horizontalAlignment='leading'>\(lbl(50, 20))<LMSpacer/>\(lbl(40, 10))</LMColumnView>",
                       width: 200, height: 300,
                       frames: ["1": [0, 28, 0, 254], "2": [0, 290, 40, 10]],
                       why: "spacer height 300 − 16 − 30 = 254, width ics 0"),
            LayoutCase("row-uiview-weight-like-spacer",
                       "<LMRowView spacing='0'><UIView weight='1'/>\(lbl(100, 20))<UIView weight='1'/></LMRowView>",
                       frames: ["0": [0, 0, 100, 100], "1": [100, 0, 100, 100], "2": [200, 0, 100, 100]],
                       why: "UIView weight 1 = LMSpacer: (300 − 100)/2 each"),
            LayoutCase("row-uiview-absorbs-excess",
                       "<LMRowView>\(lbl(50, 20))<UIView/>\(lbl(60, 20))</LMRowView>",
                       frames: ["0": [0, 0, 50, 100], "1": [58, 0, 174, 100], "2": [240, 0, 60, 100]],
                       why: "no ics, no hugging: the UIView takes 300 − 16 − 110"),
            LayoutCase("col-uiview-absorbs-before-last",
                       "<LMColumnView><UIView/>\(lbl(50, 20))</LMColumnView>", width: 200, height: 300,
                       frames: ["0": [0, 0, 200, 272], "1": [0, 280, 200, 20]],
                       why: "the UIView, not the last label, grows: 300 − 8 − 20"),
        ])
    }

    // §2.6 LMAnchorView: pinned edges; unpinned axes centred on the bounds; both edges → stretched. Screen 300×200.
    func testAnchorCombinations() {
        func anchor(_ anchors: [String?], margins: String = "") -> String {
            "<LMAnchorView\(margins.isEmpty ? "" : " " + margins)>"
                + anchors.map { lbl(40, 20, $0.map { "anchor='\($0)'" } ?? "") }.joined() + "</LMAnchorView>"
        }
        assertLayout([
            LayoutCase("anchor-unset-and-none", anchor([nil, "none"]), height: 200,
                       frames: ["0": [130, 90, 40, 20], "1": [130, 90, 40, 20]],
                       why: "centred on both axes: 150 − 20, 100 − 10"),
            LayoutCase("anchor-top-bottom-single", anchor(["top", "bottom"]), height: 200,
                       frames: ["0": [130, 0, 40, 20], "1": [130, 180, 40, 20]],
                       why: "top y 0; bottom y 200 − 20; x centred"),
            LayoutCase("anchor-left-right-single", anchor(["left", "right"]), height: 200,
                       frames: ["0": [0, 90, 40, 20], "1": [260, 90, 40, 20]],
                       why: "left x 0; right x 300 − 40; y centred"),
            LayoutCase("anchor-leading-trailing-single", anchor(["leading", "trailing"]), height: 200,
                       frames: ["0": [0, 90, 40, 20], "1": [260, 90, 40, 20]],
                       why: "left-to-right: leading = left, trailing = right"),
            LayoutCase("anchor-corners", anchor(["top, left", "bottom, right", "top, trailing", "bottom, leading"]),
                       height: 200,
                       frames: ["0": [0, 0, 40, 20], "1": [260, 180, 40, 20], "2": [260, 0, 40, 20], "3": [0, 180, 40, 20]],
                       why: "one edge per axis: natural size in the corners"),
            LayoutCase("anchor-mixed-first-listed", anchor(["trailing, left", "left, trailing", "right, leading", "leading, right"]),
                       height: 200,
                       frames: ["0": [260, 90, 40, 20], "1": [0, 90, 40, 20], "2": [260, 90, 40, 20], "3": [0, 90, 40, 20]],
                       why: "a mixed pair keeps the natural width at the first-listed edge (§2.6 choice), whatever the order"),
            LayoutCase("anchor-top-and-bottom-stretch", anchor(["top, bottom"]), height: 200,
                       frames: ["0": [130, 0, 40, 200]],
                       why: "both vertical edges: hugging 250 → height 200; x centred"),
            LayoutCase("anchor-left-and-right-stretch", anchor(["left, right", "leading, trailing"]), height: 200,
                       frames: ["0": [0, 90, 300, 20], "1": [0, 90, 300, 20]],
                       why: "both horizontal edges: width 300; y centred"),
            LayoutCase("anchor-all", anchor(["all"]), height: 200,
                       frames: ["0": [0, 0, 300, 200]],
                       why: "all = top + bottom + leading + trailing"),
            LayoutCase("anchor-margins", anchor(["all", "top, left", "bottom, right"], margins: "layoutMargins='10'"),
                       height: 200,
                       frames: ["0": [10, 10, 280, 180], "1": [10, 10, 40, 20], "2": [250, 170, 40, 20]],
                       why: "pins go to the margin edges (10)"),
            LayoutCase("anchor-centre-ignores-margins",
                       anchor([nil, "left", "top"], margins: "layoutMarginLeft='60' layoutMarginTop='40'"), height: 200,
                       frames: ["0": [130, 90, 40, 20], "1": [60, 90, 40, 20], "2": [130, 40, 40, 20]],
                       why: "centring uses the bounds (§5.4); pins use the margins"),
            LayoutCase("anchor-natural-size",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'>"
                           + anchor(["all"], margins: "layoutMargins='5'") + "</LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 50, 30], "0/0": [5, 5, 40, 20]],
                       why: "pinned on both sides: child 40×20 + margins 5"),
            LayoutCase("anchor-natural-size-max",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><LMAnchorView>"
                           + lbl(40, 20, "anchor='all'") + lbl(60, 10, "anchor='left, right'") + "</LMAnchorView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 60, 20], "0/0": [0, 0, 60, 20], "0/1": [0, 5, 60, 10]],
                       why: "width max(40, 60) over both-side children; height 20 from the only top+bottom child; second centred"),
            LayoutCase("anchor-unsized-axis-zero",
                       "<LMColumnView verticalAlignment='top'>" + anchor(["top"]) + lbl(50, 10) + "</LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 300, 0], "0/0": [130, 0, 40, 20], "1": [0, 8, 300, 10]],
                       why: "no child pinned top and bottom: height 0; width 300 from the column"),
        ])
    }

    // §2.5 LMRootView: children pinned to the edges (not margins), inset by topPadding/bottomPadding. Screen 300×200.
    func testRootView() {
        assertLayout([
            LayoutCase("rootview-paddings",
                       "<LMRootView topPadding='20' bottomPadding='10'>\(lbl(40, 20))<UIView/></LMRootView>", height: 200,
                       frames: ["0": [0, 20, 300, 170], "1": [0, 20, 300, 170]],
                       why: "every child fills 300 × (200 − 30) at y 20"),
            LayoutCase("rootview-ignores-margins",
                       "<LMRootView layoutMargins='15'>\(lbl(40, 20))</LMRootView>", height: 200,
                       frames: ["0": [0, 0, 300, 200]],
                       why: "pinned to the edges, not the margins"),
            LayoutCase("rootview-child-column",
                       "<LMRootView topPadding='20'><LMColumnView verticalAlignment='top'>\(lbl(100, 20))</LMColumnView></LMRootView>",
                       height: 200,
                       frames: ["0": [0, 20, 300, 180], "0/0": [0, 0, 300, 20]],
                       why: "column fills 200 − 20 below the padding"),
        ])
    }

    // §2.5a "accept it everywhere": MarkupKit 2015–2017's LMLayoutView arranged its children against its bounds when
    // `layoutMarginsRelativeArrangement` was false, its margins ignored altogether (rows, columns, anchor views; 33 corpus
    // documents, most on a view controller's root view, whose system margins and safe area they meant to ignore).
    func testLegacyArrangementAgainstBounds() {
        let label = lbl(40, 20)
        assertLayout([
            LayoutCase("row-margins-not-relative",
                       "<LMRowView layoutMargins='10' layoutMarginsRelativeArrangement='false'>\(label)<LMSpacer/></LMRowView>",
                       frames: ["0": [0, 0, 40, 100], "1": [48, 0, 252, 100]],
                       why: "pinned to the bounds: x 0, height 100; the spacer 300 − 48"),
            LayoutCase("row-margins-relative-true",
                       "<LMRowView layoutMargins='10' layoutMarginsRelativeArrangement='true'>\(label)<LMSpacer/></LMRowView>",
                       frames: ["0": [10, 10, 40, 80], "1": [58, 10, 232, 80]],
                       why: "true is the default: the margin rectangle 280 × 80"),
            LayoutCase("column-natural-size-without-margins",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'>"
                           + "<LMColumnView layoutMargins='10' isLayoutMarginsRelativeArrangement='false'>\(label)</LMColumnView></LMColumnView>",
                       frames: ["0": [0, 0, 40, 20], "0/0": [0, 0, 40, 20]],
                       why: "natural size 40 × 20: the margins count for nothing"),
            LayoutCase("anchor-margins-not-relative",
                       "<LMAnchorView layoutMargins='10' layoutMarginsRelativeArrangement='false'>"
                           + lbl(40, 20, "anchor='top, right'") + "</LMAnchorView>",
                       frames: ["0": [260, 0, 40, 20]],
                       why: "top right of the bounds: 300 − 40, 0"),
            LayoutCase("controller-root-column-not-relative",
                       "<LMColumnView layoutMarginsRelativeArrangement='false'><LMColumnView layoutMargins='16'>\(label)</LMColumnView></LMColumnView>",
                       width: 390, height: 844, mode: .viewController, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                       frames: ["0": [0, 0, 390, 844], "0/0": [16, 47, 358, 763]],
                       why: "the root's safe area and system margins ignored: its column fills the screen, inside whose own margins "
                           + "(16; the safe area's 47 and 34, §1.7) the label fills: 844 − 81"),
        ])
    }

    // §2.5a LMLayerView: every child fills the (margin) rectangle; natural size = largest child + margins. Screen 300×200.
    func testLayerView() {
        let column = "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'>"
        assertLayout([
            LayoutCase("layer-fill", "<LMLayerView>\(lbl(40, 20))<UIView/></LMLayerView>", height: 200,
                       frames: ["0": [0, 0, 300, 200], "1": [0, 0, 300, 200]],
                       why: "both children fill the bounds (margins 0)"),
            LayoutCase("layer-margins-relative-default",
                       "<LMLayerView layoutMargins='10'>\(lbl(40, 20))</LMLayerView>", height: 200,
                       frames: ["0": [10, 10, 280, 180]],
                       why: "layoutMarginsRelativeArrangement defaults to true: margin rectangle"),
            LayoutCase("layer-margins-not-relative",
                       "<LMLayerView layoutMargins='10' layoutMarginsRelativeArrangement='false'>\(lbl(40, 20))</LMLayerView>",
                       height: 200,
                       frames: ["0": [0, 0, 300, 200]],
                       why: "pinned to the bounds"),
            LayoutCase("layer-natural-size",
                       column + "<LMLayerView>\(lbl(40, 20) + lbl(60, 10))</LMLayerView></LMColumnView>", height: 200,
                       frames: ["0": [0, 0, 60, 20], "0/0": [0, 0, 60, 20], "0/1": [0, 0, 60, 20]],
                       why: "max(40, 60) × max(20, 10); children fill it"),
            LayoutCase("layer-natural-size-margins",
                       column + "<LMLayerView layoutMargins='5'>\(lbl(40, 20) + lbl(60, 10))</LMLayerView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 70, 30], "0/0": [5, 5, 60, 20], "0/1": [5, 5, 60, 20]],
                       why: "60 + 10 by 20 + 10"),
            // MarkupKit 2017 (LMLayerView.m): the edges, margins or bounds, inset by the layer view's own spacing.
            LayoutCase("layer-own-spacing-bounds",
                       "<LMLayerView layoutMargins='10' layoutMarginsRelativeArrangement='false' topSpacing='4' bottomSpacing='6' "
                           + "leadingSpacing='3' trailingSpacing='7'>\(lbl(40, 20))</LMLayerView>", height: 200,
                       frames: ["0": [3, 4, 290, 190]],
                       why: "bounds inset by 3 and 7 across (300 − 10), 4 and 6 down (200 − 10)"),
            LayoutCase("layer-own-spacing-margins",
                       "<LMLayerView layoutMargins='10' topSpacing='4' leadingSpacing='3'>\(lbl(40, 20))</LMLayerView>", height: 200,
                       frames: ["0": [13, 14, 277, 176]],
                       why: "margins 10, then 3 and 4 more: 300 − 13 − 10, 200 − 14 − 10"),
            LayoutCase("layer-own-spacing-natural-size",
                       column + "<LMLayerView topSpacing='4' bottomSpacing='6' leadingSpacing='3' trailingSpacing='7'>"
                           + "\(lbl(40, 20))</LMLayerView></LMColumnView>", height: 200,
                       frames: ["0": [0, 0, 50, 30], "0/0": [3, 4, 40, 20]],
                       why: "40 + 3 + 7 by 20 + 4 + 6"),
        ])
    }
}
