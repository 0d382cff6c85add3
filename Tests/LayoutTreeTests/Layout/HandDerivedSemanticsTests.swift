import LayoutTree
import XCTest

/// Hand-derived cases for SEMANTICS.md §2.0–§2.10, §3, §4 and §5: each expected frame was worked out
/// from the text before comparing with the engine. Default screen 300×100 @1x, plain root.
/// Text cases use the engine's default measurer (the §1.4 estimate: advance 0.5·size per character,
/// line height 2444/2048·size, ascender 1950/2048·size): at 10 pt a character is 5 wide, a line 11.934 high.
final class HandDerivedSemanticsTests: XCTestCase {
    // §2.2 main-axis constraints 1–4 and "Weighted children present, E ≥ 0"; §2.1 leading/trailingSpacing; §2.3, §2.4.
    func testRowAndColumnWeights() {
        assertLayout([
            LayoutCase("hd-row-weights-margins-per-child-gaps",
                       "<LMRowView layoutMargins='10' spacing='4'>\(lbl(30, 20, "trailingSpacing='6'"))<LMSpacer leadingSpacing='2'/><UIView weight='3'/></LMRowView>",
                       scale: 2,
                       frames: ["0": [10, 10, 30, 80], "1": [52, 10, 58.5, 80], "2": [114.5, 10, 175.5, 80]],
                       why: "M 280 wide; gaps 4+6+2 = 12 and 4; E = 280 − 16 − 30 = 234 → 58.5 and 175.5 (1:3)"),
            LayoutCase("hd-col-nested-weighted-row",
                       "<LMColumnView>\(lbl(50, 20))<LMRowView weight='2'>\(lbl(40, 10, "weight='1'"))<LMSpacer/></LMRowView><LMSpacer topSpacing='5'/></LMColumnView>",
                       width: 200, height: 400, scale: 3,
                       frames: ["0": [0, 0, 200, 20], "1": [0, 28, 200, 239.3333], "2": [0, 280.3333, 200, 119.6667],
                                "1/0": [0, 0, 96, 239.3333], "1/1": [104, 0, 96, 239.3333]],
                       why: "gaps 8 and 8+5; E = 400 − 21 − 20 = 359 → 2/3 and 1/3; inner row (200 − 8) / 2 = 96"),
            LayoutCase("hd-row-weighted-max-and-min-bind",
                       "<LMRowView>\(lbl(10, 10, "weight='1'"))\(lbl(10, 10, "weight='1' maximumWidth='40'"))\(lbl(10, 10, "weight='2' minimumWidth='200'"))</LMRowView>",
                       frames: ["0": [0, 0, 44, 100], "1": [52, 0, 40, 100], "2": [100, 0, 200, 100]],
                       why: "E = 284 → 71/71/142; max 40 binds → 81.3/162.7; min 200 binds → the first gets 284 − 240 = 44"),
            LayoutCase("hd-col-trailing-weighted-top-spacing",
                       "<LMColumnView horizontalAlignment='trailing' layoutMarginRight='12'>\(lbl(50, 20, "topSpacing='10'"))<LMSpacer topSpacing='4'/>\(lbl(60, 30, "weight='2'"))</LMColumnView>",
                       width: 200, height: 300, scale: 3,
                       frames: ["0": [138, 0, 50, 20], "1": [188, 32, 0, 86.6667], "2": [128, 126.6667, 60, 173.3333]],
                       why: "first topSpacing is no inset; gaps 8+4, 8; E = 300 − 20 − 20 = 260 → 86.67 / 173.33; trailing: x = 188 − w"),
            LayoutCase("hd-col-bottom-weighted-median",
                       "<LMColumnView verticalAlignment='bottom' layoutMarginBottom='10'>\(lbl(50, 20))<LMSpacer topSpacing='6'/>\(lbl(60, 30, "weight='2'"))</LMColumnView>",
                       width: 200, height: 300,
                       frames: ["0": [0, 203, 200, 20], "1": [0, 237, 200, 15], "2": [0, 260, 200, 30]],
                       why: "one end pinned: t = weighted median of 0/1 (w 1) and 30/2 (w 2) = 15; content 20+14+15+8+30 = 87 ends at 290"),
            LayoutCase("hd-row-trailing-weighted-median-margins",
                       "<LMRowView horizontalAlignment='trailing' layoutMargins='10'>\(lbl(40, 20))\(lbl(30, 20, "weight='1'"))\(lbl(50, 20, "weight='3'"))</LMRowView>",
                       scale: 3,
                       frames: ["0": [167.3333, 10, 40, 80], "1": [215.3333, 10, 16.6667, 80], "2": [240, 10, 50, 80]],
                       why: "t = weighted median of 30 (w 1), 16.67 (w 3) = 16.67 → 16.67, 50; 122.67 packed to end at 290"),
            LayoutCase("hd-row-leading-weighted-max-smallest-t",
                       "<LMRowView horizontalAlignment='leading'>\(lbl(30, 10, "weight='1'"))\(lbl(100, 10, "weight='1' maximumWidth='60'"))</LMRowView>",
                       frames: ["0": [0, 0, 30, 100], "1": [38, 0, 30, 100]],
                       why: "cost |t−30| + |t−100| is flat on [30, 60] (max 60): the smallest t, 30"),
        ])
    }

    // §2.2 "No weighted children, E > 0 / E < 0": effective hugging of nested containers; §2.5a in a row.
    func testNestedContainersShareExcess() {
        assertLayout([
            LayoutCase("hd-row-leading-column-has-no-width-preference",
                       "<LMRowView><LMColumnView horizontalAlignment='leading'>\(lbl(50, 20))</LMColumnView>\(lbl(30, 20))</LMRowView>",
                       frames: ["0": [0, 0, 262, 100], "0/0": [0, 0, 50, 100], "1": [270, 0, 30, 100]],
                       why: "a leading column's width is set by no child: it has no ics and takes the excess first"),
            LayoutCase("hd-row-nested-weighted-row-hugs-250",
                       "<LMRowView><LMRowView>\(lbl(50, 20))\(lbl(40, 20, "weight='1'"))</LMRowView>\(lbl(30, 20))</LMRowView>",
                       frames: ["0": [0, 0, 262, 100], "0/0": [0, 0, 50, 100], "0/1": [58, 0, 204, 100], "1": [270, 0, 30, 100]],
                       why: "nested row's effective hugging 250 (weighted child) < 750: it grows; inside, the weighted child takes 262 − 58"),
            LayoutCase("hd-row-stack-effective-hugging-250",
                       "<LMRowView><UIStackView>\(lbl(50, 20))</UIStackView>\(lbl(30, 20))</LMRowView>",
                       frames: ["0": [0, 0, 262, 100], "0/0": [0, 0, 262, 100], "1": [270, 0, 30, 100]],
                       why: "the stack's label hugs 250 (class default): the stack grows before the 750 label"),
            LayoutCase("hd-row-shortage-column-compresses",
                       "<LMRowView>\(lbl(120, 20))<LMColumnView>\(lbl(150, 20))</LMColumnView></LMRowView>", width: 200,
                       frames: ["0": [0, 0, 120, 100], "1": [128, 0, 72, 100], "1/0": [0, 0, 72, 100]],
                       why: "E < 0: the column's fill child resists at 750 < 1000, so the column shrinks to 200 − 128"),
            LayoutCase("hd-row-leading-column-natural-width",
                       "<LMRowView horizontalAlignment='leading'><LMColumnView>\(lbl(50, 20) + lbl(80, 20))</LMColumnView>\(lbl(30, 20))</LMRowView>",
                       frames: ["0": [0, 0, 80, 100], "0/0": [0, 0, 80, 20], "0/1": [0, 28, 80, 72], "1": [88, 0, 30, 100]],
                       why: "column natural width max(50, 80); inside, the last child grows 100 − 28"),
            LayoutCase("hd-row-weighted-layer-view",
                       "<LMRowView><LMLayerView weight='1'>\(lbl(10, 10) + lbl(20, 20))</LMLayerView>\(lbl(50, 20))</LMRowView>",
                       frames: ["0": [0, 0, 242, 100], "0/0": [0, 0, 242, 100], "0/1": [0, 0, 242, 100], "1": [250, 0, 50, 100]],
                       why: "§2.5a: children fill the layer; the weighted layer takes 300 − 8 − 50"),
        ])
    }

    // §2.2 alignToGrid, §5.6 (hidden cells still counted).
    func testGrid() {
        assertLayout([
            LayoutCase("hd-grid-hidden-cell-shifts-columns",
                       "<LMColumnView alignToGrid='true' verticalAlignment='top'><LMRowView horizontalAlignment='leading'>\(lbl(50, 20))\(lbl(30, 20, "hidden='true'"))\(lbl(40, 20))</LMRowView><LMRowView horizontalAlignment='leading'>\(lbl(20, 20) + lbl(60, 20) + lbl(10, 20))</LMRowView></LMColumnView>",
                       frames: ["0/0": [0, 0, 50, 20], "0/2": [58, 0, 40, 20], "1": [0, 28, 300, 20],
                                "1/0": [0, 0, 50, 20], "1/1": [58, 0, 60, 20], "1/2": [126, 0, 40, 20]],
                       why: "cell 0 = max(50, 20); cell 2 = max(40, 10) by index, although row 1's third cell sits second"),
            LayoutCase("hd-grid-row-margins",
                       "<LMColumnView alignToGrid='true' verticalAlignment='top'><LMRowView layoutMargins='10'>\(lbl(50, 20))\(lbl(30, 20, "weight='1'"))</LMRowView><LMRowView layoutMargins='10'>\(lbl(70, 20))\(lbl(10, 20, "weight='1'"))</LMRowView></LMColumnView>",
                       frames: ["0": [0, 0, 300, 40], "0/0": [10, 10, 70, 20], "0/1": [88, 10, 202, 20],
                                "1": [0, 48, 300, 40], "1/0": [10, 10, 70, 20], "1/1": [88, 10, 202, 20]],
                       why: "cell 0 = max(50, 70) in both rows; the weighted cell takes the rest of the 280-wide margin box"),
        ])
    }

    // §2.2 alignToBaseline (row): "Anything else: its bottom edge"; fill/top: M.top + max a; bottom: M.bottom − max d.
    func testRowBaselinesOfPlainViews() {
        let views = "<UIView width='30' height='20'/><UIView width='30' height='50'/><LMSpacer/>"
        assertLayout([
            LayoutCase("hd-row-baseline-fill-bottom-edges",
                       "<LMRowView alignToBaseline='true' layoutMargins='5'>\(views)</LMRowView>",
                       frames: ["0": [5, 35, 30, 20], "1": [43, 5, 30, 50], "2": [81, 55, 214, 0]],
                       why: "baseline = 5 + max(20, 50, 0) = 55; every bottom on it; the spacer keeps height 0"),
            LayoutCase("hd-row-baseline-bottom-margins",
                       "<LMRowView alignToBaseline='true' verticalAlignment='bottom' layoutMargins='5'>\(views)</LMRowView>",
                       frames: ["0": [5, 75, 30, 20], "1": [43, 45, 30, 50], "2": [81, 95, 214, 0]],
                       why: "baseline = M.bottom − max d = 95 − 0"),
            LayoutCase("hd-stack-first-baseline-bottom-edges",
                       "<UIStackView alignment='firstBaseline'><UIView width='30' height='20'/><UIView height='50'/></UIStackView>",
                       frames: ["0": [0, 30, 30, 20], "1": [30, 0, 270, 50]],
                       why: "§2.8: baseline y = max a = 50; the view without width takes 300 − 30"),
        ])
    }

    // §2.6 LMAnchorView: every edge combination, margins, bounds centring, natural size.
    func testAnchorView() {
        assertLayout([
            LayoutCase("hd-anchor-combinations-margins",
                       "<LMAnchorView layoutMargins='10' layoutMarginTop='30'>\(lbl(40, 20, "anchor='top,bottom,left'"))\(lbl(40, 20, "anchor='right'"))\(lbl(40, 20, "anchor='bottom,leading,trailing'"))\(lbl(40, 20, "anchor='none'"))</LMAnchorView>",
                       height: 200,
                       frames: ["0": [10, 30, 40, 160], "1": [250, 90, 40, 20], "2": [10, 170, 280, 20], "3": [130, 90, 40, 20]],
                       why: "M = (10, 30)–(290, 190); unpinned axes centre on the bounds (150, 100), not on M"),
            LayoutCase("hd-anchor-natural-height-in-column",
                       "<LMColumnView verticalAlignment='top'><LMAnchorView layoutMargins='5'>\(lbl(40, 20, "anchor='top,bottom'"))\(lbl(60, 30, "anchor='left'"))</LMAnchorView></LMColumnView>",
                       height: 300,
                       frames: ["0": [0, 0, 300, 30], "0/0": [130, 5, 40, 20], "0/1": [5, 0, 60, 30]],
                       why: "only child 0 is pinned top and bottom: height 20 + 10; child 1 centred on 15"),
            LayoutCase("hd-anchor-natural-size-in-scroll",
                       "<LMScrollView><LMAnchorView layoutMargins='5'>\(lbl(40, 20, "anchor='all'"))\(lbl(100, 10, "anchor='top'"))</LMAnchorView></LMScrollView>",
                       frames: ["0": [0, 0, 50, 30], "0/0": [5, 5, 40, 20], "0/1": [-25, 5, 100, 10]],
                       why: "pinned all round: 40+10 × 20+10; the top-only child is centred on x 25 and overflows"),
        ])
    }

    // §2.5 LMRootView; §2.7 LMScrollView.
    func testRootViewAndScroll() {
        assertLayout([
            LayoutCase("hd-rootview-paddings-children-overlap",
                       "<LMRootView topPadding='20' bottomPadding='10'><LMColumnView layoutMargins='5'>\(lbl(50, 20))</LMColumnView>\(lbl(30, 30))</LMRootView>",
                       frames: ["0": [0, 20, 300, 70], "0/0": [5, 5, 290, 60], "1": [0, 20, 300, 70]],
                       why: "edges inset by the paddings only; the column's single child grows to 70 − 10"),
            LayoutCase("hd-scroll-fit-both-small-content",
                       "<LMScrollView fitToWidth='true' fitToHeight='true'><LMColumnView>\(lbl(50, 20) + lbl(80, 30))</LMColumnView></LMScrollView>",
                       height: 400,
                       frames: ["0": [0, 0, 300, 400], "0/0": [0, 0, 300, 20], "0/1": [0, 28, 300, 372]],
                       why: "both fit flags: content = frame; the last child grows"),
            LayoutCase("hd-scroll-fitToWidth-overflowing-row",
                       "<LMScrollView fitToWidth='true'><LMRowView>\(lbl(200, 20) + lbl(150, 20))</LMRowView></LMScrollView>",
                       frames: ["0": [0, 0, 300, 20], "0/0": [0, 0, 200, 20], "0/1": [208, 0, 150, 20]],
                       why: "content width = frame 300; E < 0 with leaves at compression 1000: overflow past the trailing edge"),
            LayoutCase("hd-scroll-natural-vertical-stack",
                       "<LMScrollView><UIStackView axis='vertical' spacing='4'>\(lbl(50, 20) + lbl(80, 30))</UIStackView></LMScrollView>",
                       height: 400,
                       frames: ["0": [0, 0, 80, 54], "0/0": [0, 0, 80, 20], "0/1": [0, 24, 80, 30]],
                       why: "§2.8 fitting size: 20+4+30 high, max(50, 80) wide"),
        ])
    }

    // §2.8 distributions × alignments, custom spacing and hidden arranged views.
    func testStackViews() {
        assertLayout([
            LayoutCase("hd-stack-fillProportionally-center",
                       "<UIStackView distribution='fillProportionally' alignment='center' spacing='10'>\(lbl(40, 20) + lbl(80, 40) + lbl(60, 30))</UIStackView>",
                       frames: ["0": [0, 40, 60, 20], "1": [70, 30, 120, 40], "2": [200, 35, 100, 30]],
                       why: "T = 180 + 20 = 200: 300·40/200 = 60, 300·80/200 = 120, rest 100; y = 50 − h/2"),
            LayoutCase("hd-stack-fillProportionally-custom-hidden",
                       "<UIStackView distribution='fillProportionally' spacing='10'>\(lbl(40, 20, "customSpacing='20'"))\(lbl(99, 20, "hidden='true'"))\(lbl(80, 20) + lbl(60, 20))</UIStackView>",
                       frames: ["0": [0, 0, 57, 100], "1": [67, 0, 0, 100], "2": [77, 0, 114, 100], "3": [201, 0, 99, 100]],
                       why: "T = 180 + 30 = 210: 57.14, 114.29, rest 98.57; hidden at 67.14 (mid-gap); edges rounded @1x"),
            LayoutCase("hd-stack-equalSpacing-hidden-middle",
                       "<UIStackView distribution='equalSpacing' spacing='5'>\(lbl(40, 20))\(lbl(30, 20, "hidden='true'"))\(lbl(60, 20) + lbl(50, 20))</UIStackView>",
                       scale: 2,
                       frames: ["0": [0, 0, 40, 100], "1": [77.5, 0, 0, 100], "2": [115, 0, 60, 100], "3": [250, 0, 50, 100]],
                       why: "gap = (300 − 150) / 2 = 75; the hidden view sits at the gap's midpoint 77.5"),
            LayoutCase("hd-stack-equalSpacing-shortage-compression",
                       "<UIStackView distribution='equalSpacing' spacing='10'>\(lbl(100, 20))\(lbl(120, 20, "horizontalContentCompressionResistancePriority='700'"))\(lbl(100, 20))</UIStackView>",
                       frames: ["0": [0, 0, 100, 100], "1": [110, 0, 80, 100], "2": [200, 0, 100, 100]],
                       why: "320 + 20 > 300: gaps 10, the 700 view gives up 40"),
            LayoutCase("hd-stack-equalSpacing-bottom-hidden-last",
                       "<UIStackView distribution='equalSpacing' alignment='bottom'>\(lbl(40, 20) + lbl(60, 30))\(lbl(10, 10, "hidden='true'"))</UIStackView>",
                       frames: ["0": [0, 80, 40, 20], "1": [240, 70, 60, 30], "2": [300, 90, 0, 10]],
                       why: "gap 200; hidden last at the trailing edge, natural height 10 on the bottom"),
            LayoutCase("hd-stack-equalCentering-required-gap",
                       "<UIStackView distribution='equalCentering' spacing='70'>\(lbl(20, 10) + lbl(100, 10) + lbl(40, 10))</UIStackView>",
                       frames: ["0": [0, 0, 20, 100], "1": [90, 0, 100, 100], "2": [260, 0, 40, 100]],
                       why: "even centres would put v2 at 95 (gap 65 < 70): v2 ≥ 90 and ≤ 260 − 70 − 100 = 90"),
            LayoutCase("hd-stack-equalCentering-hidden-middle",
                       "<UIStackView distribution='equalCentering'>\(lbl(20, 10))\(lbl(50, 10, "hidden='true'"))\(lbl(100, 10) + lbl(40, 10))</UIStackView>",
                       scale: 2,
                       frames: ["0": [0, 0, 20, 100], "1": [57.5, 0, 0, 100], "2": [95, 0, 100, 100], "3": [260, 0, 40, 100]],
                       why: "c1 = 10, c3 = 280, c2 = 145 → x 95; hidden at (20 + 95) / 2"),
            LayoutCase("hd-stack-equalSpacing-no-ics-counts-zero",
                       "<UIStackView distribution='equalSpacing'>\(lbl(40, 20))<UIView/>\(lbl(60, 20))</UIStackView>",
                       frames: ["0": [0, 0, 40, 100], "1": [140, 0, 0, 100], "2": [240, 0, 60, 100]],
                       why: "nᵢ = 0 for the UIView: gap (300 − 100) / 2 = 100"),
            LayoutCase("hd-stack-v-equalCentering-spacing-slack",
                       "<UIStackView axis='vertical' distribution='equalCentering' spacing='30'>\(lbl(40, 20) + lbl(40, 100) + lbl(40, 40))</UIStackView>",
                       width: 100, height: 300,
                       frames: ["0": [0, 0, 100, 20], "1": [0, 95, 100, 100], "2": [0, 260, 100, 40]],
                       why: "c1 = 10, c3 = 280, c2 = 145 → y 95; gaps 75 and 65 ≥ 30"),
            LayoutCase("hd-stack-customSpacing-before-hidden",
                       "<UIStackView spacing='4'>\(lbl(30, 20, "customSpacing='12'"))\(lbl(20, 20, "hidden='true'"))\(lbl(40, 20) + lbl(50, 20))</UIStackView>",
                       frames: ["0": [0, 0, 30, 100], "1": [36, 0, 0, 100], "2": [42, 0, 40, 100], "3": [86, 0, 214, 100]],
                       why: "the custom 12 applies to the next visible view; hidden at 30 + 6; last grows 300 − 86"),
            LayoutCase("hd-stack-v-trailing-margins-hidden-first",
                       "<UIStackView axis='vertical' alignment='trailing' layoutMargins='10' layoutMarginsRelativeArrangement='true'>\(lbl(40, 20, "hidden='true'"))\(lbl(50, 20) + lbl(60, 30))</UIStackView>",
                       width: 200, height: 300,
                       frames: ["0": [150, 10, 40, 0], "1": [140, 10, 50, 20], "2": [130, 30, 60, 260]],
                       why: "canvas (10, 10)–(190, 290); the last grows 280 − 20; hidden first at the top, natural width"),
            LayoutCase("hd-stack-fillEqually-margins-hidden",
                       "<UIStackView distribution='fillEqually' spacing='6' layoutMargins='5' layoutMarginsRelativeArrangement='true'>\(lbl(10, 10))\(lbl(10, 10, "hidden='true'"))\(lbl(10, 10) + lbl(10, 10))</UIStackView>",
                       scale: 3,
                       frames: ["0": [5, 5, 92.6667, 90], "1": [100.6667, 5, 0, 90], "2": [103.6667, 5, 92.6667, 90], "3": [202.3333, 5, 92.6667, 90]],
                       why: "(290 − 12) / 3 = 92.67 from x 5; hidden mid-gap at 97.67 + 3"),
            LayoutCase("hd-stack-v-center-canvas-centre",
                       "<UIStackView axis='vertical' alignment='center' layoutMarginsRelativeArrangement='true' layoutMarginLeft='40'>\(lbl(50, 20) + lbl(60, 30))</UIStackView>",
                       width: 200, height: 300,
                       frames: ["0": [95, 0, 50, 20], "1": [90, 20, 60, 280]],
                       why: "stack centres on the canvas centre (40 + 200) / 2 = 120, not the bounds"),
            LayoutCase("hd-stack-v-fillProportionally",
                       "<UIStackView axis='vertical' distribution='fillProportionally' spacing='10'>\(lbl(20, 30) + lbl(20, 60))</UIStackView>",
                       width: 100, height: 200,
                       frames: ["0": [0, 0, 100, 60], "1": [0, 70, 100, 130]],
                       why: "T = 90 + 10: 200·30/100 = 60; the last takes 200 − 10 − 60"),
            LayoutCase("hd-stack-fitting-centred-in-column",
                       "<LMColumnView horizontalAlignment='center' verticalAlignment='top'><UIStackView spacing='5'>\(lbl(40, 20) + lbl(60, 30))</UIStackView></LMColumnView>",
                       scale: 2,
                       frames: ["0": [97.5, 0, 105, 30], "0/0": [0, 0, 40, 30], "0/1": [45, 0, 60, 30]],
                       why: "fitting 40+5+60 × max(20, 30); centred on 150"),
            LayoutCase("hd-stack-equalCentering-fitting",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><UIStackView distribution='equalCentering' spacing='10'>\(lbl(20, 10) + lbl(100, 10) + lbl(40, 10))</UIStackView></LMColumnView>",
                       frames: ["0": [0, 0, 190, 10], "0/0": [0, 0, 20, 10], "0/1": [40, 0, 100, 10], "0/2": [150, 0, 40, 10]],
                       why: "even centres need L/2 − 75 ≥ 10 and L/2 − 85 ≥ 10: smallest L = 190"),
            LayoutCase("hd-stack-fillEqually-fitting-hidden",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><UIStackView distribution='fillEqually' spacing='4'>\(lbl(20, 10))\(lbl(90, 10, "hidden='true'"))\(lbl(50, 15))</UIStackView></LMColumnView>",
                       frames: ["0": [0, 0, 104, 15], "0/0": [0, 0, 50, 15], "0/1": [52, 0, 0, 15], "0/2": [54, 0, 50, 15]],
                       why: "k·max n + gaps over visible views: 2·50 + 4; height max(10, 15)"),
            LayoutCase("hd-stack-in-lm-row-stays-natural",
                       "<UIStackView><LMRowView>\(lbl(50, 20) + lbl(40, 20))</LMRowView>\(lbl(30, 20))</UIStackView>",
                       frames: ["0": [0, 0, 98, 100], "0/1": [58, 0, 40, 100], "1": [98, 0, 202, 100]],
                       why: "the row's width is set by leaves hugging 750 (LM): the stack's label (250) takes the excess"),
        ])
    }

    // §2.10 custom UIButton with a child; §3 intrinsic sizes (iOS 13 tables).
    func testButtonsAndLeafSizes() {
        assertLayout([
            LayoutCase("hd-custom-button-margins",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><UIButton>\(lbl(40, 20))</UIButton><UIButton layoutMargins='0'>\(lbl(40, 20))</UIButton></LMColumnView>",
                       height: 300,
                       frames: ["0": [0, 0, 56, 36], "0/0": [8, 8, 40, 20], "1": [0, 44, 40, 20], "1/0": [0, 0, 40, 20]],
                       why: "child pinned to the margins (8 by default): 40+16 × 20+16; margins 0: the child's size"),
            LayoutCase("hd-custom-button-in-centred-stack",
                       "<UIStackView alignment='center'><UIButton>\(lbl(40, 20))</UIButton>\(lbl(30, 20))</UIStackView>",
                       frames: ["0": [0, 32, 56, 36], "0/0": [8, 8, 40, 20], "1": [56, 40, 244, 20]],
                       why: "button ics 56 × 36; both hug 250, the last grows"),
            LayoutCase("hd-leaf-sizes",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top' spacing='0'><UISwitch/><UIActivityIndicatorView activityIndicatorViewStyle='whiteLarge'/><UIStepper/><UIPageControl numberOfPages='3'/><UIProgressView/><UIDatePicker/><UISlider/><UISearchBar/><UIActivityIndicatorView/><UIImageView/></LMColumnView>",
                       width: 400, height: 900,
                       frames: ["0": [0, 0, 51, 31], "1": [0, 31, 37, 37], "2": [0, 68, 94, 32], "3": [0, 100, 55, 37],
                                "4": [0, 137, 0, 2], "5": [0, 139, 320, 216], "6": [0, 355, 0, 31], "7": [0, 386, 0, 56],
                                "8": [0, 442, 20, 20], "9": [0, 462, 0, 0]],
                       why: "51×31, 37×37, 94×32, 16·3−9+16 × 37, none×2, 320×216, none×31, none×56, 20×20, none×none"),
            LayoutCase("hd-system-button-heights",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top' spacing='0'><UIButton style='systemButton'/><UIButton style='systemButton' title='Go' contentEdgeInsets='5'/></LMColumnView>",
                       height: 300, scale: 3,
                       frames: ["0": [0, 0, 30, 30], "1": [0, 30, 25, 40]],
                       why: "empty title 30×30; 'Go' 15 pt: ceil(17.90) + 12 = 30, + 5 + 5 = 40; width 2·7.5 + 10"),
        ])
    }

    // §4.2 pixel rounding of absolute edges.
    func testRounding() {
        assertLayout([
            LayoutCase("hd-round-nested-quarter-margin-2x",
                       "<LMColumnView layoutMarginLeft='0.25' spacing='0'><LMRowView spacing='0'><LMSpacer/><LMSpacer/></LMRowView></LMColumnView>",
                       width: 100, height: 40, scale: 2,
                       frames: ["0": [0.5, 0, 99.5, 40], "0/0": [0, 0, 49.5, 40], "0/1": [49.5, 0, 50, 40]],
                       absolute: ["0/0": [0.5, 0, 49.5, 40], "0/1": [50, 0, 50, 40]],
                       why: "edges 0.25 → 0.5 (half up), 50.125 → 50, 100; relative frames from the rounded absolutes"),
            LayoutCase("hd-round-relative-from-rounded-parent-2x",
                       "<LMColumnView verticalAlignment='top' spacing='0.25'>\(lbl(40, 10))<LMRowView layoutMarginTop='0.25' verticalAlignment='top'>\(lbl(30, 10))</LMRowView></LMColumnView>",
                       scale: 2,
                       frames: ["0": [0, 0, 300, 10], "1": [0, 10.5, 300, 10], "1/0": [0, 0, 300, 10]],
                       absolute: ["1/0": [0, 10.5, 300, 10]],
                       why: "row 10.25–20.5 → 10.5–20.5; its child 10.5–20.5 exactly: relative y 0, not 0.25"),
            LayoutCase("hd-round-centre-half-up-3x",
                       "<LMRowView verticalAlignment='center'>\(lbl(30, 41))</LMRowView>", scale: 3,
                       frames: ["0": [0, 29.6667, 300, 41]],
                       why: "y 29.5 → 88.5 px → 89; bottom 70.5 → 211.5 → 212: height stays 41"),
        ])
    }

    // §3.1 multi-line labels (two passes, §2.0) and §2.8's width disambiguation at 759; §2.2 baseline='last'.
    func testMultiLineLabels() {
        let three = "text='aaaa bbbb cccc' font='System 10' numberOfLines='0'"
        assertLayout([
            LayoutCase("hd-label-wraps-at-column-width",
                       "<LMColumnView verticalAlignment='top'><UILabel \(three)/></LMColumnView>", width: 60, height: 200,
                       frames: ["0": [0, 0, 60, 24]],
                       why: "'aaaa bbbb' 45 ≤ 60, 'cccc' next: 2 lines, ceil(23.87) = 24"),
            LayoutCase("hd-label-leading-column-unwrapped-and-preferred",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><UILabel \(three)/><UILabel \(three) preferredMaxLayoutWidth='50'/></LMColumnView>",
                       width: 60, height: 200,
                       frames: ["0": [0, 0, 70, 12], "1": [0, 20, 45, 24]],
                       why: "leading: the label keeps its one-line 70 (overflowing); preferred 50: 2 lines, longest 45"),
            LayoutCase("hd-label-number-of-lines-caps",
                       "<LMColumnView verticalAlignment='top'><UILabel text='aaaa bbbb cccc dddd eeee' font='System 10' numberOfLines='2'/></LMColumnView>",
                       width: 30, height: 200,
                       frames: ["0": [0, 0, 30, 24]],
                       why: "one 20-wide word per line = 5 lines, capped at 2"),
            LayoutCase("hd-label-weighted-in-row-wraps",
                       "<LMRowView verticalAlignment='top'>\(lbl(30, 10))<UILabel weight='1' \(three)/></LMRowView>", width: 100,
                       frames: ["1": [38, 0, 62, 24]],
                       why: "weighted width 100 − 38 = 62 < 70: 2 lines"),
            LayoutCase("hd-stack-text-width-wraps",
                       "<UIStackView alignment='top'>\(lbl(40, 20))<UILabel text='aaaa bbbb cccc dddd eeee ffff' font='System 10' numberOfLines='0'/></UIStackView>",
                       width: 120,
                       frames: ["0": [0, 0, 60, 20], "1": [60, 0, 60, 36]],
                       why: "759: 120 / 2 = 60; two 20-wide words a line (45 ≤ 60 < 70): 3 lines, ceil(35.80) = 36"),
            LayoutCase("hd-row-last-baseline-two-lines",
                       "<LMRowView alignToBaseline='true' baseline='last' horizontalAlignment='leading'><UILabel text='Big' font='System 20'/><UILabel text='aaaa bbbb' font='System 10' numberOfLines='0' preferredMaxLayoutWidth='30'/></LMRowView>",
                       frames: ["0": [0, 2, 30, 24], "1": [38, 0, 20, 24]],
                       why: "last baselines: small 0.066 + 9.521 + 11.934 = 21.52 > big 19.11: big y 2.41 → 2"),
            LayoutCase("hd-stack-last-baseline-forced-break",
                       "<UIStackView alignment='lastBaseline'><UILabel text='Big' font='System 20'/><UILabel text='aaaa&#10;bbbb' font='System 10' numberOfLines='0'/></UIStackView>",
                       frames: ["0": [0, 2, 150, 24], "1": [150, 0, 150, 24]],
                       why: "759: the two-line label is 300 / 2; last baselines 21.52 vs 19.11: big at 2.41 → 2"),
        ])
    }

    // §2.2 baselines of other views (centre choice, vertical stacks), §2.2 column baselines ignore topSpacing,
    // §2.8 nested stacks and the 759 rule in a fitting stack, §2.1 aspectRatio, §2.9 controller roots.
    func testMoreCombinations() {
        let iPhone15 = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        assertLayout([
            LayoutCase("hd-row-baseline-centre-union-box",
                       "<LMRowView alignToBaseline='true' verticalAlignment='center'><UIView width='30' height='20'/><UIView width='30' height='50'/></LMRowView>",
                       frames: ["0": [0, 55, 30, 20], "1": [38, 25, 30, 50]],
                       why: "bottoms aligned; the union box (50 high) centred on 50: top 25"),
            LayoutCase("hd-row-baseline-vertical-stack-first-view",
                       "<LMRowView alignToBaseline='true'><UIView width='30' height='30'/><UIStackView axis='vertical'><UIView height='10'/><UIView height='40'/></UIStackView></LMRowView>",
                       frames: ["0": [0, 0, 30, 30], "1": [38, 20, 262, 50], "1/0": [0, 0, 262, 10], "1/1": [0, 10, 262, 40]],
                       why: "the stack's first baseline is its first view's (bottom, 10): baseline 30 → stack at 20, 50 high"),
            LayoutCase("hd-column-baseline-ignores-topSpacing",
                       "<LMColumnView alignToBaseline='true' verticalAlignment='top'><UILabel text='Big' font='System 20'/><UILabel text='Small' font='System 10' topSpacing='20'/></LMColumnView>",
                       frames: ["0": [0, 0, 300, 24], "1": [0, 18, 300, 12]],
                       why: "small's first baseline = 19.109 + 8 (topSpacing ignored) → top 17.55 → 18"),
            LayoutCase("hd-stack-nested-vertical-in-centred",
                       "<UIStackView alignment='center' spacing='10'><UIStackView axis='vertical' spacing='5'>\(lbl(40, 20) + lbl(60, 10))</UIStackView>\(lbl(30, 50))</UIStackView>",
                       scale: 2,
                       frames: ["0": [0, 32.5, 60, 35], "0/0": [0, 0, 60, 20], "0/1": [0, 25, 60, 10], "1": [70, 25, 230, 50]],
                       why: "growing the inner stack breaks two 250 huggings, the label one: the label takes 300 − 70; inner 35 high centred"),
            LayoutCase("hd-stack-text-width-fitting-two",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><UIStackView>\(lbl(40, 20) + lbl(95, 12, "numberOfLines='0'"))</UIStackView></LMColumnView>",
                       frames: ["0": [0, 0, 190, 20], "0/0": [0, 0, 95, 20], "0/1": [95, 0, 95, 20]],
                       why: "759: label = W/2, so the other view equals it; 750 keeps the label ≥ 95: W = 190"),
            LayoutCase("hd-stack-text-width-fitting-three",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><UIStackView spacing='10'>\(lbl(40, 20) + lbl(95, 12, "numberOfLines='0'") + lbl(30, 12))</UIStackView></LMColumnView>",
                       frames: ["0": [0, 0, 285, 20], "0/0": [0, 0, 40, 20], "0/1": [50, 0, 95, 20], "0/2": [155, 0, 130, 20]],
                       why: "label = W/3 = 95 ⇒ the others share 170; the hugging excess 100 goes to the last view"),
            LayoutCase("hd-row-aspect-ratio-from-fill-height",
                       "<LMRowView horizontalAlignment='leading'>\(lbl(50, 20, "aspectRatio='1.5'"))</LMRowView>",
                       frames: ["0": [0, 0, 150, 100]],
                       why: "fill: height 100; width = 1.5 × 100 (required) over the ics 50"),
            LayoutCase("hd-vc-anchor-root-margins",
                       "<LMAnchorView><UIView width='20' height='20' anchor='top,left'/><UIView width='20' height='20' anchor='bottom,right'/><UIView width='20' height='20'/></LMAnchorView>",
                       width: 393, height: 852, scale: 3, mode: .viewController, safeArea: iPhone15,
                       frames: ["0": [16, 59, 20, 20], "1": [357, 798, 20, 20], "2": [186.6667, 416, 20, 20]],
                       why: "margins = safe area + 16 at the sides; centred on the bounds: 186.5 → 559.5 px → 560"),
            LayoutCase("hd-vc-layer-root-margins",
                       "<LMLayerView>\(lbl(10, 10))</LMLayerView>",
                       width: 393, height: 852, scale: 3, mode: .viewController, safeArea: iPhone15,
                       frames: ["0": [16, 59, 361, 759]],
                       why: "§2.5a: layoutMarginsRelativeArrangement defaults to true: the child fills the root's margins"),
        ])
    }

    // §4.1 right-to-left: leading/trailing mirror, left/right do not.
    func testRightToLeft() throws {
        func frames(_ markup: String) throws -> [String: [Double]] {
            var options = DocumentOptions()
            options.rightToLeft = true
            let document = DocumentCompiler(options: options).compile(source: markup, file: "hd-rtl.xml")
            let root = try XCTUnwrap(document.root)
            let result = LayoutEngine(rootMode: .plain, rightToLeft: true).layout(root, on: Screen(width: 300, height: 100))
            return laidOutViewsByPath(result.root).mapValues { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
        }
        // Row: leading margin 10 is on the right; gap 8 + 5; the last child grows leftwards to x 0.
        var got = try frames("<LMRowView layoutMarginLeading='10'>\(lbl(50, 20, "trailingSpacing='5'") + lbl(30, 20))</LMRowView>")
        XCTAssertEqual(got["0"], [240, 0, 50, 100])
        XCTAssertEqual(got["1"], [0, 0, 227, 100])
        // Stack: first arranged view on the right; it hugs 250 < 251 and grows.
        got = try frames("<UIStackView spacing='10'>\(lbl(50, 20) + lbl(60, 20, "horizontalContentHuggingPriority='251'"))</UIStackView>")
        XCTAssertEqual(got["0"], [70, 0, 230, 100])
        XCTAssertEqual(got["1"], [0, 0, 60, 100])
        // Anchor: the leading margin maps to the right edge; 'right' uses the same margin; 'left' has 0.
        got = try frames("<LMAnchorView layoutMarginLeading='20'>\(lbl(40, 20, "anchor='leading,top'") + lbl(30, 20, "anchor='right'") + lbl(20, 20, "anchor='left,bottom'"))</LMAnchorView>")
        XCTAssertEqual(got["0"], [240, 0, 40, 20])
        XCTAssertEqual(got["1"], [250, 40, 30, 20])
        XCTAssertEqual(got["2"], [0, 80, 20, 20])
    }

    // §2.2 "Natural (fitting) size" and §2.0 ties: a row or column its parent does not stretch, whose
    // children leave it a range of sizes, keeps its natural size; where they settle one, that size.
    func testAnUnstretchedContainerKeepsItsNaturalSizeInATie() {
        assertLayout([
            LayoutCase("tie-weighted-row-equal-weights",
                       "<LMColumnView horizontalAlignment='leading'><LMRowView>\(lbl(100, 20, "weight='1'"))\(lbl(50, 30, "weight='1'"))</LMRowView></LMColumnView>",
                       frames: ["0": [0, 0, 158, 100], "0/0": [0, 0, 75, 100], "0/1": [83, 0, 75, 100]],
                       why: "any common width in [50, 100] meets every priority; natural = 100 + 8 + 50 = 158, shared 1:1"),
            LayoutCase("tie-weighted-row-unequal-weights",
                       "<LMColumnView horizontalAlignment='leading'><LMRowView>\(lbl(100, 20, "weight='1'"))\(lbl(50, 30, "weight='2'"))</LMRowView></LMColumnView>",
                       frames: ["0": [0, 0, 83, 100], "0/0": [0, 0, 25, 100], "0/1": [33, 0, 50, 100]],
                       why: "no tie: |t − 100| + |2t − 50| at 250 is least at t = 25 alone, so the constraints settle 83"),
            LayoutCase("tie-weighted-row-in-stack-collapses",
                       "<UIStackView axis='vertical' alignment='leading'><LMRowView>\(lbl(100, 20, "weight='1'"))\(lbl(50, 30, "weight='1'"))</LMRowView></UIStackView>",
                       frames: ["0": [0, 0, 108, 100], "0/0": [0, 0, 50, 100], "0/1": [58, 0, 50, 100]],
                       why: "§2.8 leading: the stack pulls a view with no ics to 0 at 25, a real priority: the smallest, 108; "
                           + "fill along its axis: the one view is 100 high"),
            LayoutCase("tie-column-weighted-beside-a-column-of-its-own-length",
                       "<LMColumnView verticalAlignment='top'><LMColumnView><UIView intrinsicHeight='31' weight='1'/>"
                           + "<LMColumnView verticalAlignment='top'><UIView intrinsicWidth='30' intrinsicHeight='700'/></LMColumnView><LMSpacer/>"
                           + "</LMColumnView></LMColumnView>",
                       height: 1000, scale: 2,
                       frames: ["0": [0, 0, 300, 747], "0/0": [0, 0, 300, 15.5], "0/1": [0, 23.5, 300, 700], "0/2": [0, 731.5, 300, 15.5]],
                       why: "natural 31 + 8 + 700 + 8 + 0 (the spacer's ics) = 747; E = 747 − 16 − 700 = 31 → 15.5 each"),
        ])
    }
}
