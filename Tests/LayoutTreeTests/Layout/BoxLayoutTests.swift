import LayoutTree
import XCTest

/// LMRowView and LMColumnView (SEMANTICS.md §2.1, §2.2, §5.4, §5.6). Default screen 300×100 @1x, plain root.
final class BoxLayoutTests: XCTestCase {
    // §2.2 "Cross-axis constraints" and "Resulting main-axis layout" (no weights, E > 0: the last leaf grows).
    func testRowAlignments() {
        let kids = lbl(50, 20) + lbl(60, 30)
        assertLayout([
            LayoutCase("row-fill-default", "<LMRowView>\(kids)</LMRowView>",
                       frames: ["": [0, 0, 300, 100], "0": [0, 0, 50, 100], "1": [58, 0, 242, 100]],
                       why: "fill: heights = 100; E = 300−8−110 = 182 goes to the last child (both hug 750)"),
            LayoutCase("row-v-top", "<LMRowView verticalAlignment='top'>\(kids)</LMRowView>",
                       frames: ["0": [0, 0, 50, 20], "1": [58, 0, 242, 30]],
                       why: "top: natural heights at y 0; widths as fill"),
            LayoutCase("row-v-bottom", "<LMRowView verticalAlignment='bottom'>\(kids)</LMRowView>",
                       frames: ["0": [0, 80, 50, 20], "1": [58, 70, 242, 30]],
                       why: "bottom: y = 100 − h"),
            LayoutCase("row-v-center", "<LMRowView verticalAlignment='center'>\(kids)</LMRowView>",
                       frames: ["0": [0, 40, 50, 20], "1": [58, 35, 242, 30]],
                       why: "center: y = 50 − h/2"),
            LayoutCase("row-h-leading", "<LMRowView horizontalAlignment='leading'>\(kids)</LMRowView>",
                       frames: ["0": [0, 0, 50, 100], "1": [58, 0, 60, 100]],
                       why: "leading: natural widths packed from x 0, gap 8"),
            LayoutCase("row-h-trailing", "<LMRowView horizontalAlignment='trailing'>\(kids)</LMRowView>",
                       frames: ["0": [182, 0, 50, 100], "1": [240, 0, 60, 100]],
                       why: "trailing: content 50+8+60 = 118 ends at 300, starts at 182"),
            LayoutCase("row-h-leading-v-center",
                       "<LMRowView horizontalAlignment='leading' verticalAlignment='center'>\(kids)</LMRowView>",
                       frames: ["0": [0, 40, 50, 20], "1": [58, 35, 60, 30]],
                       why: "natural sizes; y = 50 − h/2"),
            LayoutCase("row-v-top-taller-child",
                       "<LMRowView verticalAlignment='top' horizontalAlignment='leading'>\(lbl(40, 80))</LMRowView>",
                       height: 50, frames: ["0": [0, 0, 40, 80]],
                       why: "top: natural height 80 (compression 1000) extends past the 50-high row"),
            LayoutCase("row-fill-shorter-row",
                       "<LMRowView horizontalAlignment='leading'>\(lbl(40, 80))</LMRowView>",
                       height: 50, frames: ["0": [0, 0, 40, 50]],
                       why: "fill: cross compression 750 loses to the required edges: height 50"),
        ])
    }

    // §2.2 column: the same rules with the axes swapped. Screen 200×300.
    func testColumnAlignments() {
        let kids = lbl(50, 20) + lbl(80, 30)
        assertLayout([
            LayoutCase("col-fill-default", "<LMColumnView>\(kids)</LMColumnView>", width: 200, height: 300,
                       frames: ["": [0, 0, 200, 300], "0": [0, 0, 200, 20], "1": [0, 28, 200, 272]],
                       why: "fill: widths 200; E = 300−8−50 = 242 to the last child: 30+242"),
            LayoutCase("col-h-leading", "<LMColumnView horizontalAlignment='leading'>\(kids)</LMColumnView>",
                       width: 200, height: 300, frames: ["0": [0, 0, 50, 20], "1": [0, 28, 80, 272]],
                       why: "leading: natural widths at x 0"),
            LayoutCase("col-h-trailing", "<LMColumnView horizontalAlignment='trailing'>\(kids)</LMColumnView>",
                       width: 200, height: 300, frames: ["0": [150, 0, 50, 20], "1": [120, 28, 80, 272]],
                       why: "trailing: x = 200 − w"),
            LayoutCase("col-h-center", "<LMColumnView horizontalAlignment='center'>\(kids)</LMColumnView>",
                       width: 200, height: 300, frames: ["0": [75, 0, 50, 20], "1": [60, 28, 80, 272]],
                       why: "center: x = 100 − w/2"),
            LayoutCase("col-v-top", "<LMColumnView verticalAlignment='top'>\(kids)</LMColumnView>",
                       width: 200, height: 300, frames: ["0": [0, 0, 200, 20], "1": [0, 28, 200, 30]],
                       why: "top: natural heights from y 0, gap 8"),
            LayoutCase("col-v-bottom", "<LMColumnView verticalAlignment='bottom'>\(kids)</LMColumnView>",
                       width: 200, height: 300, frames: ["0": [0, 242, 200, 20], "1": [0, 270, 200, 30]],
                       why: "bottom: content 20+8+30 = 58 ends at 300, starts at 242"),
            LayoutCase("col-v-top-h-center",
                       "<LMColumnView verticalAlignment='top' horizontalAlignment='center'>\(kids)</LMColumnView>",
                       width: 200, height: 300, frames: ["0": [75, 0, 50, 20], "1": [60, 28, 80, 30]],
                       why: "natural sizes; x = 100 − w/2"),
        ])
    }

    // §2.2 main-axis constraint 2: gᵢ = spacing + cᵢ₋₁.trailingSpacing + cᵢ.leadingSpacing; constraints 1 and 3 pin the ends.
    func testSpacing() {
        assertLayout([
            LayoutCase("row-spacing-20",
                       "<LMRowView spacing='20' horizontalAlignment='leading'>\(lbl(30, 10) + lbl(40, 10) + lbl(50, 10))</LMRowView>",
                       frames: ["0": [0, 0, 30, 100], "1": [50, 0, 40, 100], "2": [110, 0, 50, 100]],
                       why: "x = 0, 30+20, 50+40+20"),
            LayoutCase("row-spacing-0-fill", "<LMRowView spacing='0'>\(lbl(50, 20) + lbl(60, 30))</LMRowView>",
                       frames: ["0": [0, 0, 50, 100], "1": [50, 0, 250, 100]],
                       why: "no gap; last grows to 300−50"),
            LayoutCase("row-per-view-spacing",
                       "<LMRowView horizontalAlignment='leading'>"
                           + lbl(30, 10, "trailingSpacing='5'") + lbl(40, 10, "leadingSpacing='7'") + lbl(50, 10)
                           + "</LMRowView>",
                       frames: ["0": [0, 0, 30, 100], "1": [50, 0, 40, 100], "2": [98, 0, 50, 100]],
                       why: "g₂ = 8+5+7 = 20 → x 50; g₃ = 8 → x 98"),
            LayoutCase("row-first-leadingSpacing-not-an-inset",
                       "<LMRowView horizontalAlignment='leading'>" + lbl(30, 10, "leadingSpacing='10'") + lbl(40, 10)
                           + "</LMRowView>",
                       frames: ["0": [0, 0, 30, 100], "1": [38, 0, 40, 100]],
                       why: "rule 1: c₁.leading = M.leading (leadingSpacing only widens gaps between siblings)"),
            LayoutCase("row-last-trailingSpacing-not-an-inset",
                       "<LMRowView horizontalAlignment='trailing'>" + lbl(30, 10) + lbl(40, 10, "trailingSpacing='12'")
                           + "</LMRowView>",
                       frames: ["0": [222, 0, 30, 100], "1": [260, 0, 40, 100]],
                       why: "rule 3: cₙ.trailing = M.trailing = 300; 260 − 8 − 30 = 222"),
            LayoutCase("col-top-bottom-spacing",
                       "<LMColumnView verticalAlignment='top' spacing='4'>"
                           + lbl(50, 10, "bottomSpacing='6'") + lbl(50, 20, "topSpacing='10'") + lbl(50, 10)
                           + "</LMColumnView>",
                       width: 200, height: 300,
                       frames: ["0": [0, 0, 200, 10], "1": [0, 30, 200, 20], "2": [0, 54, 200, 10]],
                       why: "g₂ = 4+6+10 = 20 → y 30; g₃ = 4 → y 54"),
            LayoutCase("row-spacing-around-hidden",
                       "<LMRowView horizontalAlignment='leading'>" + lbl(30, 10, "trailingSpacing='5'")
                           + lbl(40, 10, "hidden='true' leadingSpacing='100'") + lbl(50, 10, "leadingSpacing='3'")
                           + "</LMRowView>",
                       frames: ["0": [0, 0, 30, 100], "2": [46, 0, 50, 100]],
                       why: "hidden view ignored: gap = 8 + 5 + 3 = 16 → x 46"),
        ])
    }

    // §2.1 weight / explicit size; §2.2 rule 4 and "Weighted children present".
    func testWeights() {
        assertLayout([
            LayoutCase("row-weights-1-2-3",
                       "<LMRowView><UIView weight='1'/><UIView weight='2'/><UIView weight='3'/></LMRowView>",
                       width: 316,
                       frames: ["0": [0, 0, 50, 100], "1": [58, 0, 100, 100], "2": [166, 0, 150, 100]],
                       why: "E = 316 − 16 = 300 → 50, 100, 150"),
            LayoutCase("col-weights-1-2-3-ignore-ics",
                       "<LMColumnView>" + lbl(10, 99, "weight='1'") + lbl(10, 5, "weight='2'") + lbl(10, 1, "weight='3'")
                           + "</LMColumnView>",
                       width: 100, height: 316,
                       frames: ["0": [0, 0, 100, 50], "1": [0, 58, 100, 100], "2": [0, 166, 100, 150]],
                       why: "weighted ics ignored: E = 316 − 16 = 300 → 50, 100, 150"),
            LayoutCase("row-fixed-width-disables-weight",
                       "<LMRowView spacing='0'><UIView weight='1'/><UIView weight='2' width='40'/><UIView weight='1'/></LMRowView>",
                       frames: ["0": [0, 0, 130, 100], "1": [130, 0, 40, 100], "2": [170, 0, 130, 100]],
                       why: "width 40 leaves the ratio; E = 260 shared 1:1"),
            LayoutCase("col-fixed-height-disables-weight",
                       "<LMColumnView spacing='0'><UIView weight='1'/><UIView weight='1' height='60'/></LMColumnView>",
                       width: 100, height: 300,
                       frames: ["0": [0, 0, 100, 240], "1": [0, 240, 100, 60]],
                       why: "only the first is weighted: 300 − 60"),
            LayoutCase("row-label-and-weights-1-3",
                       "<LMRowView spacing='10'>\(lbl(60, 20))<UIView weight='1'/><UIView weight='3'/></LMRowView>",
                       frames: ["0": [0, 0, 60, 100], "1": [70, 0, 55, 100], "2": [135, 0, 165, 100]],
                       why: "E = 300 − 20 − 60 = 220 → 55, 165"),
            LayoutCase("row-weighted-bounds-not-binding",
                       "<LMRowView spacing='0'><UIView weight='1' maximumWidth='200'/><UIView weight='1' minimumWidth='100'/></LMRowView>",
                       frames: ["0": [0, 0, 150, 100], "1": [150, 0, 150, 100]],
                       why: "shares 150 lie inside [0, 200] and [100, ∞): 1:1"),
            LayoutCase("row-weighted-bound-in-the-middle",
                       "<LMRowView spacing='0'><UIView weight='1'/><UIView weight='2' maximumWidth='60'/><UIView weight='1'/></LMRowView>",
                       frames: ["0": [0, 0, 120, 100], "1": [120, 0, 60, 100], "2": [180, 0, 120, 100]],
                       why: "shares 75, 150, 75; the middle one's maximum binds: fixed at 60, 240 shared 1:1 by the others (§2.2 choice)"),
            LayoutCase("row-weighted-bound-then-1-2",
                       "<LMRowView spacing='0'><UIView weight='1'/><UIView weight='1' maximumWidth='30'/><UIView weight='2'/></LMRowView>",
                       frames: ["0": [0, 0, 90, 100], "1": [90, 0, 30, 100], "2": [120, 0, 180, 100]],
                       why: "shares 75, 75, 150; the second is held at 30, 270 shared 1:2 by the others (§2.2 choice)"),
            LayoutCase("row-hidden-weighted",
                       "<LMRowView spacing='0'><UIView weight='1'/><UIView weight='2' hidden='true'/><UIView weight='1'/></LMRowView>",
                       frames: ["0": [0, 0, 150, 100], "2": [150, 0, 150, 100]],
                       why: "hidden child takes no share: 300 split 1:1"),
        ])
    }

    // §2.2 "horizontalAlignment leading or trailing": unweighted keep nᵢ; weighted widths = weightᵢ·t, t = weighted median of icsᵢ/weightᵢ.
    func testMainAxisPacking() {
        assertLayout([
            LayoutCase("row-leading-single-weighted-keeps-ics",
                       "<LMRowView horizontalAlignment='leading'>" + lbl(40, 10, "weight='1'") + lbl(50, 10) + "</LMRowView>",
                       frames: ["0": [0, 0, 40, 100], "1": [48, 0, 50, 100]],
                       why: "one weighted child keeps its ics 40; x 48"),
            LayoutCase("row-leading-median-1-2",
                       "<LMRowView horizontalAlignment='leading' spacing='0'>" + lbl(60, 10, "weight='1'")
                           + lbl(60, 10, "weight='2'") + "</LMRowView>",
                       frames: ["0": [0, 0, 30, 100], "1": [30, 0, 60, 100]],
                       why: "ratios 60 (w1), 30 (w2): min 1|t−60| + 2|t−30| at t = 30 → 30, 60"),
            LayoutCase("row-leading-median-three",
                       "<LMRowView horizontalAlignment='leading' spacing='0'>" + lbl(10, 10, "weight='1'")
                           + lbl(40, 10, "weight='1'") + lbl(100, 10, "weight='1'") + "</LMRowView>",
                       frames: ["0": [0, 0, 40, 100], "1": [40, 0, 40, 100], "2": [80, 0, 40, 100]],
                       why: "median of 10, 40, 100 is 40 → all 40"),
            LayoutCase("row-leading-median-range-smallest",
                       "<LMRowView horizontalAlignment='leading' spacing='0'>" + lbl(20, 10, "weight='1'")
                           + lbl(60, 10, "weight='1'") + "</LMRowView>",
                       frames: ["0": [0, 0, 20, 100], "1": [20, 0, 20, 100]],
                       why: "median range [20, 60]: choice smallest t = 20"),
            LayoutCase("row-trailing-median-1-2",
                       "<LMRowView horizontalAlignment='trailing' spacing='0'>" + lbl(60, 10, "weight='1'")
                           + lbl(60, 10, "weight='2'") + "</LMRowView>",
                       frames: ["0": [210, 0, 30, 100], "1": [240, 0, 60, 100]],
                       why: "t = 30 → 30, 60 packed against 300"),
            LayoutCase("row-leading-mixed-weighted-unweighted",
                       "<LMRowView horizontalAlignment='leading'>" + lbl(50, 10) + lbl(70, 10, "weight='2'")
                           + lbl(30, 10, "weight='1'") + "</LMRowView>",
                       frames: ["0": [0, 0, 50, 100], "1": [58, 0, 70, 100], "2": [136, 0, 35, 100]],
                       why: "ratios 35 (w2), 30 (w1) → t = 35: widths 70, 35; x 0, 58, 136"),
            LayoutCase("col-top-median",
                       "<LMColumnView verticalAlignment='top' spacing='0'>" + lbl(10, 30, "weight='1'")
                           + lbl(10, 30, "weight='3'") + lbl(10, 120, "weight='1'") + "</LMColumnView>",
                       width: 100, height: 300,
                       frames: ["0": [0, 0, 100, 10], "1": [0, 10, 100, 30], "2": [0, 40, 100, 10]],
                       why: "ratios 30 (w1), 10 (w3), 120 (w1): weighted median t = 10 → 10, 30, 10"),
        ])
    }

    // §2.2 E < 0: unweighted children keep natural sizes, weighted get 0, content runs past the trailing edge.
    func testOverflow() {
        assertLayout([
            LayoutCase("row-overflow-unweighted", "<LMRowView>\(lbl(100, 10) + lbl(120, 10))</LMRowView>", width: 200,
                       frames: ["0": [0, 0, 100, 100], "1": [108, 0, 120, 100]],
                       why: "100+8+120 = 228 > 200: natural sizes from x 0, ends at 228"),
            LayoutCase("col-overflow",
                       "<LMColumnView spacing='10'>\(lbl(10, 60) + lbl(10, 70))</LMColumnView>", width: 100, height: 100,
                       frames: ["0": [0, 0, 100, 60], "1": [0, 70, 100, 70]],
                       why: "60+10+70 = 140 > 100: natural heights from y 0"),
        ])
    }

    // §2.0 hidden views are ignored by LM containers and output as (0, 0, 0, 0).
    func testHiddenChildren() {
        assertLayout([
            LayoutCase("row-hidden-middle",
                       "<LMRowView>\(lbl(50, 20))\(lbl(70, 20, "hidden='true'"))\(lbl(60, 20))</LMRowView>",
                       frames: ["0": [0, 0, 50, 100], "1": [0, 0, 0, 0], "2": [58, 0, 242, 100]],
                       why: "hidden child gets no constraint and no gap; frame (0,0,0,0)"),
            LayoutCase("col-hidden-first",
                       "<LMColumnView verticalAlignment='top'>\(lbl(50, 40, "hidden='true'"))\(lbl(50, 20))\(lbl(50, 30))</LMColumnView>",
                       width: 200, height: 300,
                       frames: ["1": [0, 0, 200, 20], "2": [0, 28, 200, 30]],
                       why: "the first visible child is pinned to the top"),
            LayoutCase("row-hidden-last-trailing",
                       "<LMRowView horizontalAlignment='trailing'>\(lbl(50, 20))\(lbl(60, 20, "hidden='true'"))</LMRowView>",
                       frames: ["0": [250, 0, 50, 100]],
                       why: "the last visible child is pinned to the trailing edge"),
        ])
    }

    // §2.0 margin edges, §1.7 uniform then per-edge, leading/trailing = left/right.
    func testLayoutMargins() {
        assertLayout([
            LayoutCase("row-margins-uniform", "<LMRowView layoutMargins='10'>\(lbl(50, 20) + lbl(60, 30))</LMRowView>",
                       frames: ["0": [10, 10, 50, 80], "1": [68, 10, 222, 80]],
                       why: "M = (10, 10, 280, 80); last grows to 290 − 68"),
            LayoutCase("col-margins-per-edge",
                       "<LMColumnView layoutMarginTop='5' layoutMarginLeft='10' layoutMarginBottom='15' layoutMarginRight='20'>"
                           + lbl(50, 20) + lbl(80, 30) + "</LMColumnView>",
                       width: 200, height: 300,
                       frames: ["0": [10, 5, 170, 20], "1": [10, 33, 170, 252]],
                       why: "M x 10…180, y 5…285: second 285 − 33 = 252"),
            LayoutCase("row-margins-leading-trailing",
                       "<LMRowView horizontalAlignment='trailing' layoutMarginLeading='12' layoutMarginTrailing='30'>"
                           + lbl(50, 20) + lbl(60, 30) + "</LMRowView>",
                       frames: ["0": [152, 0, 50, 100], "1": [210, 0, 60, 100]],
                       why: "trailing margin = right 30: last ends at 270"),
            LayoutCase("row-margins-uniform-then-edge",
                       "<LMRowView horizontalAlignment='leading' layoutMarginLeft='30' layoutMargins='10'>"
                           + lbl(50, 20) + "</LMRowView>",
                       frames: ["0": [30, 10, 50, 80]],
                       why: "uniform 10 applied first, then left 30, whatever the order"),
            LayoutCase("row-margins-bottom-aligned",
                       "<LMRowView verticalAlignment='bottom' layoutMarginBottom='20'>\(lbl(50, 20) + lbl(60, 30))</LMRowView>",
                       frames: ["0": [0, 60, 50, 20], "1": [58, 50, 242, 30]],
                       why: "M.bottom = 80: y = 80 − h"),
        ])
    }

    // §2.1 width, height, minimum/maximum, aspectRatio: required constraints on any view.
    func testSizingProperties() {
        assertLayout([
            LayoutCase("col-width-height",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><UIView width='50' height='40'/>\(lbl(30, 10))</LMColumnView>",
                       width: 200, height: 300,
                       frames: ["0": [0, 0, 50, 40], "1": [0, 48, 30, 10]],
                       why: "fixed 50×40; next at 40 + 8"),
            LayoutCase("col-min-max-width",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'>"
                           + lbl(30, 10, "minimumWidth='60'") + lbl(100, 10, "maximumWidth='20'") + "</LMColumnView>",
                       width: 200, height: 300,
                       frames: ["0": [0, 0, 60, 10], "1": [0, 18, 20, 10]],
                       why: "ics 30 clamped up to 60; ics 100 clamped down to 20"),
            LayoutCase("row-min-max-height",
                       "<LMRowView horizontalAlignment='leading' verticalAlignment='top'>"
                           + lbl(30, 20, "minimumHeight='40'") + lbl(40, 50, "maximumHeight='10'") + "</LMRowView>",
                       frames: ["0": [0, 0, 30, 40], "1": [38, 0, 40, 10]],
                       why: "heights clamped: 20 → 40, 50 → 10"),
            LayoutCase("col-aspect-ratio",
                       "<LMColumnView verticalAlignment='top'><UIView aspectRatio='2'/>\(lbl(10, 10))</LMColumnView>",
                       width: 200, height: 300,
                       frames: ["0": [0, 0, 200, 100], "1": [0, 108, 200, 10]],
                       why: "width 200 (fill) = 2 × height → 100"),
            LayoutCase("row-aspect-ratio",
                       "<LMRowView horizontalAlignment='leading'><UIView aspectRatio='0.5'/>\(lbl(40, 10))</LMRowView>",
                       frames: ["0": [0, 0, 50, 100], "1": [58, 0, 40, 100]],
                       why: "height 100 (fill) → width 0.5 × 100 = 50"),
            LayoutCase("row-fixed-view-then-label",
                       "<LMRowView spacing='0'><UIView width='70'/>\(lbl(40, 10))</LMRowView>",
                       frames: ["0": [0, 0, 70, 100], "1": [70, 0, 230, 100]],
                       why: "the fixed view cannot grow; the label takes 300 − 70"),
            LayoutCase("row-width-on-container",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><LMRowView width='150'>"
                           + lbl(30, 10) + lbl(40, 20) + "</LMRowView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 150, 20], "0/0": [0, 0, 30, 20], "0/1": [38, 0, 112, 20]],
                       why: "row 150 wide, natural height 20; last cell 150 − 38"),
            LayoutCase("row-minimumWidth-on-container",
                       "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'><LMRowView minimumWidth='200'>"
                           + lbl(30, 10) + lbl(40, 20) + "</LMRowView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 200, 20], "0/0": [0, 0, 30, 20], "0/1": [38, 0, 162, 20]],
                       why: "natural 78 raised to 200; last cell 200 − 38"),
            LayoutCase("row-aspect-on-container",
                       "<LMColumnView verticalAlignment='top'><LMRowView aspectRatio='3'>"
                           + lbl(30, 10) + lbl(40, 10) + "</LMRowView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 300, 100], "0/0": [0, 0, 30, 100], "0/1": [38, 0, 262, 100]],
                       why: "row width 300 (fill) = 3 × height → 100"),
            LayoutCase("col-height-on-container",
                       "<LMRowView horizontalAlignment='leading' verticalAlignment='top'><LMColumnView height='100'>"
                           + lbl(30, 10) + lbl(40, 20) + "</LMColumnView></LMRowView>",
                       height: 200,
                       frames: ["0": [0, 0, 40, 100], "0/0": [0, 0, 40, 10], "0/1": [0, 18, 40, 82]],
                       why: "column natural width 40; height 100: last 100 − 18"),
        ])
    }

    // §2.2 "Natural (fitting) size of a row or column" and effective hugging of nested containers.
    /// A row or column that its alignment does not stretch on an axis (leading, trailing, top,
    /// bottom or centre) keeps its natural size there where its parent does not size it: §2.2's
    /// "Natural (fitting) size" makes no exception for alignment. It was 0, its children
    /// overflowed it and the next sibling overlapped them (in the corpus, MarkupKitTest's rows
    /// of a switch, and the detail text of MarkupKit's AnimationViewController), by both solves.
    func testUnstretchedRowsAndColumnsKeepTheirNaturalSize() throws {
        let pair = #"<UIView intrinsicWidth="40" intrinsicHeight="50"/><UIView intrinsicWidth="60" intrinsicHeight="10"/>"#
        let packed = #"<LMColumnView horizontalAlignment="leading" verticalAlignment="top">"#
            + #"<LMRowView horizontalAlignment="leading" spacing="5">\#(pair)</LMRowView>"#
            + #"<LMColumnView verticalAlignment="top" spacing="5">\#(pair)</LMColumnView>"#
            + #"<UIView intrinsicWidth="10" intrinsicHeight="10"/></LMColumnView>"#
        let centred = #"<LMScrollView><LMColumnView horizontalAlignment="center">\#(pair)</LMColumnView></LMScrollView>"#
        for strategy in BothSolves.strategies {
            let column = try BothSolves.root(packed, strategy, width: 200, height: 300)
            XCTAssertEqual(
                column.children.map(\.frame),
                [Rect(x: 0, y: 0, width: 105, height: 50), Rect(x: 0, y: 58, width: 60, height: 65), Rect(x: 0, y: 131, width: 10, height: 10)],
                "\(strategy)")
            XCTAssertEqual(column.children[0].children.map(\.frame), [Rect(x: 0, y: 0, width: 40, height: 50), Rect(x: 45, y: 0, width: 60, height: 50)])
            let scroll = try BothSolves.root(centred, strategy, width: 200, height: 300)
            XCTAssertEqual(scroll.children[0].frame, Rect(x: 0, y: 0, width: 60, height: 68), "\(strategy)")
            XCTAssertEqual(scroll.children[0].children.map(\.frame), [Rect(x: 10, y: 0, width: 40, height: 50), Rect(x: 0, y: 58, width: 60, height: 10)])
        }
    }

    func testNestedContainers() {
        let column = "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'>"
        assertLayout([
            LayoutCase("row-natural-in-column", column + "<LMRowView>\(lbl(50, 20) + lbl(60, 30))</LMRowView></LMColumnView>",
                       height: 400,
                       frames: ["0": [0, 0, 118, 30], "0/0": [0, 0, 50, 30], "0/1": [58, 0, 60, 30]],
                       why: "row 50+8+60 = 118 × max(20, 30)"),
            LayoutCase("row-natural-with-margins",
                       column + "<LMRowView layoutMargins='5'>\(lbl(50, 20) + lbl(60, 30))</LMRowView></LMColumnView>",
                       height: 400,
                       frames: ["0": [0, 0, 128, 40], "0/0": [5, 5, 50, 30], "0/1": [63, 5, 60, 30]],
                       why: "118 + 10 by 30 + 10"),
            LayoutCase("row-natural-weighted-ics",
                       column + "<LMRowView>\(lbl(50, 20) + lbl(30, 20, "weight='1'"))</LMRowView></LMColumnView>",
                       height: 400,
                       frames: ["0": [0, 0, 88, 20], "0/0": [0, 0, 50, 20], "0/1": [58, 0, 30, 20]],
                       why: "weighted child contributes its ics: 50+8+30"),
            LayoutCase("column-natural-with-margins",
                       column + "<LMColumnView layoutMargins='10' spacing='4'>\(lbl(40, 10) + lbl(20, 30))</LMColumnView></LMColumnView>",
                       height: 400,
                       frames: ["0": [0, 0, 60, 64], "0/0": [10, 10, 40, 10], "0/1": [10, 24, 40, 30]],
                       why: "width 40 + 20; height 10+4+30 + 20"),
            LayoutCase("column-natural-in-row",
                       "<LMRowView horizontalAlignment='leading' verticalAlignment='top'><LMColumnView>"
                           + lbl(40, 10) + lbl(70, 20) + "</LMColumnView></LMRowView>",
                       height: 200,
                       frames: ["0": [0, 0, 70, 38], "0/0": [0, 0, 70, 10], "0/1": [0, 18, 70, 20]],
                       why: "column max(40, 70) × 10+8+20"),
            LayoutCase("column-first-in-row-takes-excess",
                       "<LMRowView><LMColumnView>\(lbl(80, 20))</LMColumnView>\(lbl(50, 10))</LMRowView>",
                       frames: ["0": [0, 0, 242, 100], "0/0": [0, 0, 242, 100], "1": [250, 0, 50, 100]],
                       why: "fill column's effective hugging 250 < label's 750: column 300 − 8 − 50"),
            LayoutCase("column-and-label-top",
                       "<LMRowView verticalAlignment='top'><LMColumnView>\(lbl(60, 20) + lbl(70, 30))</LMColumnView>\(lbl(50, 40))</LMRowView>",
                       frames: ["0": [0, 0, 242, 58], "0/0": [0, 0, 242, 20], "0/1": [0, 28, 242, 30], "1": [250, 0, 50, 40]],
                       why: "column takes the excess (242) and its natural height 20+8+30"),
            LayoutCase("nested-row-first-label-last-grows",
                       "<LMRowView><LMRowView>\(lbl(30, 10) + lbl(40, 10))</LMRowView>\(lbl(50, 10))</LMRowView>",
                       frames: ["0": [0, 0, 78, 100], "0/0": [0, 0, 30, 100], "0/1": [38, 0, 40, 100], "1": [86, 0, 214, 100]],
                       why: "all hug 750: tie → the last in document order (the outer label) grows; inner row natural 78 (§2.0 ties)"),
            LayoutCase("row-all-hidden-natural-zero",
                       column + "<LMRowView>\(lbl(50, 20, "hidden='true'"))</LMRowView>\(lbl(40, 10))</LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 0, 0], "1": [0, 8, 40, 10]],
                       why: "a row whose children are all hidden is 0 wide and 0 high"),
        ])
    }

    // §2.2 alignToGrid: wᵢ = max over rows of nᵢ; non-row children are skipped without breaking the chain.
    func testAlignToGrid() {
        let row1 = "<LMRowView>\(lbl(40, 20) + lbl(30, 20))</LMRowView>"
        let row2 = "<LMRowView>\(lbl(60, 20) + lbl(50, 20))</LMRowView>"
        assertLayout([
            LayoutCase("grid-two-rows",
                       "<LMColumnView alignToGrid='true' verticalAlignment='top' spacing='0'>\(row1 + row2)</LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 300, 20], "0/0": [0, 0, 60, 20], "0/1": [68, 0, 232, 20],
                                "1": [0, 20, 300, 20], "1/0": [0, 0, 60, 20], "1/1": [68, 0, 232, 20]],
                       why: "cell 0 = max(40, 60); cell 1 is last in both rows: 300 − 68"),
            LayoutCase("grid-skips-non-row",
                       "<LMColumnView alignToGrid='true' verticalAlignment='top' spacing='0'>\(row1 + lbl(100, 10) + row2)</LMColumnView>",
                       height: 200,
                       frames: ["0/0": [0, 0, 60, 20], "1": [0, 20, 300, 10], "2": [0, 30, 300, 20], "2/0": [0, 0, 60, 20]],
                       why: "the label between rows does not break the chain"),
            LayoutCase("grid-three-cells-weighted",
                       "<LMColumnView alignToGrid='true' verticalAlignment='top' spacing='0'>"
                           + "<LMRowView spacing='0'>\(lbl(40, 20) + lbl(70, 20))<UIView weight='1'/></LMRowView>"
                           + "<LMRowView spacing='0'>\(lbl(60, 20) + lbl(20, 20))<UIView weight='1'/></LMRowView></LMColumnView>",
                       height: 200,
                       frames: ["0/0": [0, 0, 60, 20], "0/1": [60, 0, 70, 20], "0/2": [130, 0, 170, 20],
                                "1/0": [0, 0, 60, 20], "1/1": [60, 0, 70, 20], "1/2": [130, 0, 170, 20]],
                       why: "cells max(40,60) = 60, max(70,20) = 70; weighted rest 170"),
        ])
    }

    /// §2.2 alignToGrid counts hidden cells, and their equalities hold (MarkupKit constrains them):
    /// a hidden cell between two rows' cells joins them, by both solves, so a view with no width
    /// of its own below it is as wide as the 50-pt view above (it was 0: the run stopped at the
    /// hidden cell; an independent model of the constraints found it).
    func testAGridsHiddenCellJoinsTheCellsAboveAndBelowIt() throws {
        let source = #"<LMColumnView alignToGrid="true"><LMRowView horizontalAlignment="leading"><UIView width="50"/></LMRowView>"#
            + #"<LMRowView horizontalAlignment="leading"><UIView hidden="true"/></LMRowView>"#
            + #"<LMRowView horizontalAlignment="leading"><UIView/></LMRowView></LMColumnView>"#
        for strategy in BothSolves.strategies {
            let column = try BothSolves.root(source, strategy, width: 300, height: 200, scale: 1)
            XCTAssertEqual(column.children.map { $0.children[0].frame.width }, [50, 0, 50], "\(strategy)")
        }
    }

    // §2.2 center rows/columns and §5.4: centring uses the bounds, not the margins.
    func testCenteringIgnoresMargins() {
        assertLayout([
            LayoutCase("col-center-ignores-left-margin",
                       "<LMColumnView horizontalAlignment='center' verticalAlignment='top' layoutMarginLeft='40'>\(lbl(50, 20))</LMColumnView>",
                       width: 200, height: 300, frames: ["0": [75, 0, 50, 20]],
                       why: "centerX = 100 (bounds), not 120"),
            LayoutCase("row-center-ignores-top-margin",
                       "<LMRowView verticalAlignment='center' horizontalAlignment='leading' layoutMarginTop='30'>\(lbl(50, 20))</LMRowView>",
                       frames: ["0": [0, 40, 50, 20]],
                       why: "centerY = 50 (bounds), not 65"),
            LayoutCase("col-center-overflows-both-sides",
                       "<LMColumnView horizontalAlignment='center' verticalAlignment='top'>\(lbl(160, 20))</LMColumnView>",
                       width: 100, height: 300, frames: ["0": [-30, 0, 160, 20]],
                       why: "no width limit: 50 − 80 = −30"),
        ])
    }
}
