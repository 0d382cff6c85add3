@testable import LayoutTree
import XCTest

/// Hand-derived cases for SEMANTICS.md §2.2 (alignToBaseline on rows and columns), §2.6 (LMAnchorView),
/// §2.7 (LMScrollView) and §2.8 (UIStackView baselines and edge cases). Each expectation was worked out
/// from the text before comparing with the engine. Default screen 300×100 @1x, plain root.
///
/// Placeholders: `<UIView intrinsicWidth intrinsicHeight>` has no text, so its baseline is its bottom edge.
/// `lbl(w, h)` is a UILabel of the default font (17 pt): line height 2444/2048·17 = 20.287, ascender
/// 1950/2048·17 = 16.187; its one line is centred in the frame, so its baseline lies h/2 + 6.0435 below its
/// top (30 → 21.0435, 20 → 16.0435, 40 → 26.0435). `twoLines` is a 40-wide label of two forced lines:
/// ceil(40.574) = 41 tall @1x, first baseline 0.213 + 16.187 = 16.400, last 16.400 + 20.287 = 36.687.
final class BaselineScrollAnchorSemanticsTests: XCTestCase {
    static func view(_ width: Double, _ height: Double, _ extra: String = "") -> String {
        leaf("UIView", width, height, extra)
    }
    static let twoLines = "<UILabel intrinsicWidth='40' numberOfLines='0' text='a&#10;b'/>"

    // §2.2 alignToBaseline (row), every verticalAlignment; baselines of views without text are their bottom edges.
    func testRowBaselinesUnderEveryAlignment() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        let three = v(20, 10, "") + v(20, 30, "") + v(20, 20, "")
        let mixed = lbl(20, 40) + v(20, 30)
        func row(_ alignment: String, _ content: String, _ extra: String = "") -> String {
            "<LMRowView alignToBaseline='true' verticalAlignment='\(alignment)'\(extra)>\(content)</LMRowView>"
        }
        assertLayout([
            LayoutCase("bsa-row-fill-bottoms", row("fill", three),
                       frames: ["0": [0, 20, 20, 10], "1": [28, 0, 20, 30], "2": [56, 10, 244, 20]],
                       why: "§2.2 fill: baseline = M.top + max a = 30; natural heights; the last leaf takes the excess"),
            LayoutCase("bsa-row-bottom-bottoms", row("bottom", three),
                       frames: ["0": [0, 90, 20, 10], "1": [28, 70, 20, 30], "2": [56, 80, 244, 20]],
                       why: "§2.2 bottom: baseline = M.bottom − max d = 100 − 0"),
            LayoutCase("bsa-row-fill-label", row("fill", mixed),
                       frames: ["0": [0, 4, 20, 40], "1": [28, 0, 272, 30]],
                       why: "§2.2: baseline = max(26.0435, 30) = 30; label top 3.9565 → 4"),
            LayoutCase("bsa-row-top-label", row("top", mixed),
                       frames: ["0": [0, 4, 20, 40], "1": [28, 0, 272, 30]],
                       why: "§2.2 top: as fill"),
            LayoutCase("bsa-row-bottom-label", row("bottom", mixed),
                       frames: ["0": [0, 60, 20, 40], "1": [28, 56, 272, 30]],
                       why: "§2.2 bottom: baseline = 100 − max(13.9565, 0) = 86.0435; view top 56.0435 → 56"),
            LayoutCase("bsa-row-center-label", row("center", mixed),
                       frames: ["0": [0, 32, 20, 40], "1": [28, 28, 272, 30]],
                       why: "§2.2 center choice: union box 30 + 13.9565 = 43.9565 centred on 50: top 28.022, label 31.978"),
            LayoutCase("bsa-row-text-field-button-fill",
                       row("fill", v(20, 40) + "<UITextField borderStyle='roundedRect' width='100' placeholder='x'/><UIButton title='Go' width='60'/>"),
                       frames: ["0": [0, 0, 124, 40], "1": [132, 17, 100, 34], "2": [240, 20, 60, 30]],
                       why: "§2.2 text field/button: their text's baseline; field 34 − 20.287 centred: 23.0435; button (15 pt) 15 − 8.950 + 14.282 = 20.332; baseline 40"),
            LayoutCase("bsa-row-text-field-button-bottom-3x",
                       row("bottom", v(20, 40) + "<UITextField borderStyle='roundedRect' width='100' placeholder='x'/><UIButton title='Go' width='60'/>"),
                       scale: 3,
                       frames: ["0": [0, 49, 124, 40], "1": [132, 66, 100, 34], "2": [240, 68.6667, 60, 30]],
                       why: "§2.2 bottom: baseline 100 − max(0, 10.9565, 9.668) = 89.0435; button 68.7115 → 68.6667"),
        ])
    }

    // §2.2 baseline first/last with a label of several lines (§3.1 baselines), margins, each alignment.
    func testRowFirstAndLastBaselinesOfATwoLineLabel() {
        func row(_ baseline: String, _ alignment: String) -> String {
            "<LMRowView alignToBaseline='true' baseline='\(baseline)' verticalAlignment='\(alignment)' layoutMarginTop='6' layoutMarginBottom='10'>"
                + Self.view(20, 20) + Self.twoLines + "</LMRowView>"
        }
        assertLayout([
            LayoutCase("bsa-first-fill", row("first", "fill"),
                       frames: ["0": [0, 6, 20, 20], "1": [28, 10, 272, 41]],
                       why: "baseline 6 + max(20, 16.4) = 26; label top 9.6 → 10"),
            LayoutCase("bsa-first-bottom", row("first", "bottom"),
                       frames: ["0": [0, 45, 20, 20], "1": [28, 49, 272, 41]],
                       why: "baseline 90 − max(0, 41 − 16.4) = 65.4"),
            LayoutCase("bsa-first-center", row("first", "center"),
                       frames: ["0": [0, 28, 20, 20], "1": [28, 31, 272, 41]],
                       why: "union B−20 … B+24.6 (44.6) centred on the bounds' 50: B = 47.7"),
            LayoutCase("bsa-last-fill", row("last", "fill"),
                       frames: ["0": [0, 23, 20, 20], "1": [28, 6, 272, 41]],
                       why: "last baselines: 6 + max(20, 36.687) = 42.687; view top 22.687 → 23"),
            LayoutCase("bsa-last-bottom", row("last", "bottom"),
                       frames: ["0": [0, 66, 20, 20], "1": [28, 49, 272, 41]],
                       why: "baseline 90 − max(0, 4.313) = 85.687"),
            LayoutCase("bsa-last-center", row("last", "center"),
                       frames: ["0": [0, 46, 20, 20], "1": [28, 30, 272, 41]],
                       why: "union = the label's 41 centred: top 29.5 → 30; B = 66.187, view 46.187 → 46"),
        ])
    }

    // §2.2 "LM layout views: the first baseline of their first subview and the last baseline of their last subview";
    // §2.8 "A vertical stack's baseline views are its first and last arranged views".
    func testBaselinesOfNestedContainers() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        let column = "<LMColumnView>\(v(20, 10) + v(20, 30))</LMColumnView>"
        let stack = "<UIStackView axis='vertical' spacing='4'>\(v(20, 10) + v(20, 30))</UIStackView>"
        func row(_ baseline: String, _ alignment: String, _ inner: String) -> String {
            "<LMRowView alignToBaseline='true' baseline='\(baseline)' verticalAlignment='\(alignment)'>\(v(20, 20))\(inner)</LMRowView>"
        }
        assertLayout([
            LayoutCase("bsa-nested-column-first", row("first", "fill", column),
                       frames: ["0": [0, 0, 20, 20], "1": [28, 10, 272, 48], "1/0": [0, 0, 272, 10], "1/1": [0, 18, 272, 30]],
                       why: "column 10 + 8 + 30 = 48, first baseline 10: B = max(20, 10) = 20"),
            LayoutCase("bsa-nested-column-last", row("last", "fill", column),
                       frames: ["0": [0, 28, 20, 20], "1": [28, 0, 272, 48]],
                       why: "column's last baseline = its bottom (48): B = 48"),
            LayoutCase("bsa-nested-column-first-bottom", row("first", "bottom", column),
                       frames: ["0": [0, 42, 20, 20], "1": [28, 52, 272, 48]],
                       why: "column's descent below its first baseline 38: B = 100 − 38 = 62"),
            LayoutCase("bsa-nested-column-last-bottom", row("last", "bottom", column),
                       frames: ["0": [0, 80, 20, 20], "1": [28, 52, 272, 48]],
                       why: "descents 0: B = 100"),
            LayoutCase("bsa-nested-vstack-first", row("first", "fill", stack),
                       frames: ["0": [0, 0, 20, 20], "1": [28, 10, 272, 44], "1/1": [0, 14, 272, 30]],
                       why: "stack 10 + 4 + 30, first baseline 10: B = 20"),
            LayoutCase("bsa-nested-vstack-last", row("last", "fill", stack),
                       frames: ["0": [0, 24, 20, 20], "1": [28, 0, 272, 44]],
                       why: "stack's last baseline 44: B = 44"),
        ])
    }

    // §2.2 alignToBaseline (column): cᵢ.firstBaseline = cᵢ₋₁.lastBaseline + spacing; topSpacing ignored; hidden skipped.
    func testColumnBaselineToBaseline() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        func column(_ content: String, _ extra: String = "verticalAlignment='top'") -> String {
            "<LMColumnView alignToBaseline='true' \(extra) horizontalAlignment='leading'>\(content)</LMColumnView>"
        }
        assertLayout([
            LayoutCase("bsa-col-top-spacing-ignored",
                       column(lbl(40, 30) + lbl(50, 20, "topSpacing='20'") + v(30, 10, "topSpacing='5'")), height: 200,
                       frames: ["0": [0, 0, 40, 30], "1": [0, 13, 50, 20], "2": [0, 27, 30, 10]],
                       why: "21.0435 + 8 = 29.0435 − 16.0435 = 13; the view's bottom 29.0435 + 8: top 27.04 → 27"),
            LayoutCase("bsa-col-hidden-middle",
                       column(lbl(40, 30) + v(30, 50, "hidden='true'") + lbl(50, 20), "spacing='12' verticalAlignment='top'"), height: 200,
                       frames: ["0": [0, 0, 40, 30], "2": [0, 17, 50, 20]],
                       why: "hidden skipped: 21.0435 + 12 − 16.0435 = 17"),
            LayoutCase("bsa-col-bottom-margin",
                       column(lbl(40, 30) + lbl(50, 20), "verticalAlignment='bottom' layoutMarginBottom='10'"), height: 200,
                       frames: ["0": [0, 157, 40, 30], "1": [0, 170, 50, 20]],
                       why: "last bottom 190; its baseline 186.0435 − 8 = 178.0435 − 21.0435 = 157"),
            LayoutCase("bsa-col-nested-row",
                       column(lbl(50, 20) + "<LMRowView verticalAlignment='top'>\(v(20, 10) + v(20, 30))</LMRowView>" + lbl(50, 20)),
                       height: 200,
                       frames: ["0": [0, 0, 50, 20], "1": [0, 14, 48, 30], "1/0": [0, 0, 20, 10], "1/1": [28, 0, 20, 30], "2": [0, 36, 50, 20]],
                       why: "row's first baseline = its first subview's bottom: 16.0435 + 8 − 10 = 14.04; last = its last subview's (44.04) + 8 − 16.04 = 36"),
            LayoutCase("bsa-col-nested-column",
                       column(lbl(50, 20) + "<LMColumnView>\(lbl(30, 30) + v(20, 10))</LMColumnView>" + lbl(50, 20), "spacing='4' verticalAlignment='top'"),
                       height: 200,
                       frames: ["1": [0, -1, 30, 48], "1/0": [0, 0, 30, 30], "1/1": [0, 38, 30, 10], "2": [0, 35, 50, 20]],
                       why: "inner first baseline 21.0435 = 16.0435 + 4 → top −1; inner 48 tall, last baseline 47; 47 + 4 − 16.0435 = 34.96"),
        ])
    }

    // §2.8 firstBaseline / lastBaseline (horizontal stacks), fitting height max a + max d, nested stacks' baseline views.
    func testStackBaselineAlignments() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        let three = v(20, 20) + Self.twoLines + lbl(30, 40)
        assertLayout([
            LayoutCase("bsa-stack-first-baseline", "<UIStackView alignment='firstBaseline' spacing='5'>\(three)</UIStackView>",
                       frames: ["0": [0, 6, 20, 20], "1": [25, 10, 100, 41], "2": [130, 0, 170, 40]],
                       why: "B = max(20, 16.4, 26.0435); the two-line label is 300/3 wide (759), the last 250-hugger takes the rest"),
            LayoutCase("bsa-stack-last-baseline", "<UIStackView alignment='lastBaseline' spacing='5'>\(three)</UIStackView>",
                       frames: ["0": [0, 17, 20, 20], "1": [25, 0, 100, 41], "2": [130, 11, 170, 40]],
                       why: "B = max(20, 36.687, 26.0435) = 36.687"),
            LayoutCase("bsa-stack-first-baseline-fitting",
                       "<LMColumnView verticalAlignment='top' horizontalAlignment='leading'><UIStackView alignment='firstBaseline' spacing='5'>\(three)</UIStackView>\(v(10, 10))</LMColumnView>",
                       frames: ["0": [0, 0, 120, 51], "0/1": [25, 10, 40, 41], "0/2": [70, 0, 50, 40], "1": [0, 59, 10, 10]],
                       why: "H = 26.0435 + 24.6; width: 759 (w = W/3) beats 750, so W = 3·40 and the last 250-hugger grows 20"),
            LayoutCase("bsa-stack-last-baseline-fitting",
                       "<LMColumnView verticalAlignment='top' horizontalAlignment='leading'><UIStackView alignment='lastBaseline' spacing='5'>\(three)</UIStackView>\(v(10, 10))</LMColumnView>",
                       frames: ["0": [0, 0, 120, 51], "0/0": [0, 17, 20, 20], "0/2": [70, 11, 50, 40]],
                       why: "H = 36.687 + max(0, 4.313, 13.9565)"),
            LayoutCase("bsa-stack-nested-horizontal-tallest",
                       "<UIStackView alignment='firstBaseline' spacing='10'><UIStackView alignment='top' spacing='5'>\(v(40, 30) + v(30, 50))</UIStackView>\(v(50, 20))</UIStackView>",
                       height: 200,
                       frames: ["0": [0, 0, 240, 50], "1": [250, 30, 50, 20]],
                       why: "the inner stack's baseline view is its tallest (50); the excess 165 goes to the inner stack, which has no "
                           + "intrinsic width (§2.8: it grows before any view with one; either breaks one hugging of 250)"),
            LayoutCase("bsa-stack-nested-vertical-first",
                       "<UIStackView alignment='firstBaseline' spacing='10'><UIStackView axis='vertical' spacing='5'>\(v(40, 30) + v(30, 50))</UIStackView>\(v(50, 20))</UIStackView>",
                       height: 200,
                       frames: ["0": [0, 0, 40, 85], "0/1": [0, 35, 40, 50], "1": [50, 10, 250, 20]],
                       why: "vertical stack's first baseline = its first view's (30)"),
            LayoutCase("bsa-stack-nested-vertical-last",
                       "<UIStackView alignment='lastBaseline' spacing='10'><UIStackView axis='vertical' spacing='5'>\(v(40, 30) + v(30, 50))</UIStackView>\(lbl(50, 20))</UIStackView>",
                       height: 200,
                       frames: ["0": [0, 0, 40, 85], "1": [50, 69, 250, 20]],
                       why: "last baseline = its last view's bottom 85; label 85 − 16.0435"),
            LayoutCase("bsa-stack-vertical-baseline-is-leading",
                       "<UIStackView axis='vertical' alignment='lastBaseline' spacing='4'>\(lbl(40, 20) + v(30, 20))</UIStackView>",
                       height: 200,
                       frames: ["0": [0, 0, 40, 20], "1": [0, 24, 30, 176]],
                       why: "invalid in a vertical stack: leading (choice); the last 250-hugger fills"),
        ])
    }

    // §2.8 baselineRelativeArrangement: gaps from last baseline to next first baseline.
    func testBaselineRelativeArrangement() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        let views = lbl(40, 30) + Self.twoLines + v(30, 10)
        assertLayout([
            LayoutCase("bsa-bra-fitting",
                       "<LMColumnView verticalAlignment='top' horizontalAlignment='leading'><UIStackView axis='vertical' spacing='10' baselineRelativeArrangement='true' alignment='leading'>\(views)</UIStackView>\(v(10, 10))</LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 40, 61], "0/1": [0, 15, 40, 41], "0/2": [0, 51, 30, 10], "1": [0, 69, 10, 10]],
                       why: "21.0435 + 10 − 16.4 = 14.64; its last 51.33 + 10 = the view's bottom 61.33"),
            LayoutCase("bsa-bra-equal-spacing",
                       "<UIStackView axis='vertical' distribution='equalSpacing' spacing='10' baselineRelativeArrangement='true' alignment='leading'>\(views)</UIStackView>",
                       height: 200,
                       frames: ["0": [0, 0, 40, 30], "1": [0, 84, 40, 41], "2": [0, 190, 30, 10]],
                       why: "equal baseline gaps: f − 21.0435 = 200 − (f + 20.287) → f = 100.378, top 83.98"),
            LayoutCase("bsa-bra-custom-spacing-over-hidden",
                       "<LMColumnView verticalAlignment='top' horizontalAlignment='leading'><UIStackView axis='vertical' spacing='10' baselineRelativeArrangement='true' alignment='leading'>\(lbl(40, 30, "customSpacing='20'") + v(30, 10, "hidden='true'") + Self.twoLines)</UIStackView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 40, 66], "0/0": [0, 0, 40, 30], "0/2": [0, 25, 40, 41]],
                       why: "custom 20 to the next visible: 21.0435 + 20 − 16.4 = 24.64"),
        ])
    }

    // §2.7 LMScrollView: fit flags, content smaller and larger than the frame, nesting. Screen 300×200.
    func testScrollViewContent() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        let small = "<LMColumnView>\(v(120, 50) + v(80, 60))</LMColumnView>"
        let big = "<LMColumnView>\(v(500, 150) + v(80, 160))</LMColumnView>"
        assertLayout([
            LayoutCase("bsa-scroll-small-natural", "<LMScrollView>\(small)</LMScrollView>", height: 200,
                       frames: ["0": [0, 0, 120, 118], "0/1": [0, 58, 120, 60]],
                       why: "no fit flag: natural size on both axes"),
            LayoutCase("bsa-scroll-small-fit-width", "<LMScrollView fitToWidth='true'>\(small)</LMScrollView>", height: 200,
                       frames: ["0": [0, 0, 300, 118], "0/0": [0, 0, 300, 50]],
                       why: "width = the frame's; height natural"),
            LayoutCase("bsa-scroll-small-fit-height", "<LMScrollView fitToHeight='true'>\(small)</LMScrollView>", height: 200,
                       frames: ["0": [0, 0, 120, 200], "0/1": [0, 58, 120, 142]],
                       why: "height = 200: the column's last child grows"),
            LayoutCase("bsa-scroll-big-natural", "<LMScrollView>\(big)</LMScrollView>", height: 200,
                       frames: ["0": [0, 0, 500, 318], "0/1": [0, 158, 500, 160]],
                       why: "content larger than the frame on both axes, written in full"),
            LayoutCase("bsa-scroll-big-fit-width", "<LMScrollView fitToWidth='true'>\(big)</LMScrollView>", height: 200,
                       frames: ["0": [0, 0, 300, 318], "0/0": [0, 0, 300, 150]],
                       why: "width 300 (children compress at 750); height natural 318"),
            LayoutCase("bsa-scroll-big-fit-height", "<LMScrollView fitToHeight='true'>\(big)</LMScrollView>", height: 200,
                       frames: ["0": [0, 0, 500, 200], "0/1": [0, 158, 500, 160]],
                       why: "height 200; the column's children cannot shrink (1000): they overflow it"),
            LayoutCase("bsa-scroll-nested-horizontal",
                       "<LMScrollView fitToWidth='true'><LMColumnView><LMScrollView height='60' fitToHeight='true'><LMRowView>\(v(200, 20) + v(250, 20))</LMRowView></LMScrollView>\(v(50, 300))</LMColumnView></LMScrollView>",
                       height: 200,
                       frames: ["0": [0, 0, 300, 368], "0/0": [0, 0, 300, 60], "0/0/0": [0, 0, 458, 60], "0/0/0/1": [208, 0, 250, 60], "0/1": [0, 68, 300, 300]],
                       why: "inner: row 200 + 8 + 250 wide, 60 tall; outer content 60 + 8 + 300"),
            LayoutCase("bsa-scroll-in-column-absorbs",
                       "<LMColumnView>\(v(50, 20))<LMScrollView><LMColumnView>\(v(100, 500))</LMColumnView></LMScrollView>\(v(50, 20))</LMColumnView>",
                       height: 200,
                       frames: ["1": [0, 28, 300, 144], "1/0": [0, 0, 100, 500], "2": [0, 180, 300, 20]],
                       why: "the scroll view has no ics: it takes the excess before the last leaf"),
            LayoutCase("bsa-scroll-in-top-column-zero",
                       "<LMColumnView verticalAlignment='top'>\(v(50, 20))<LMScrollView fitToWidth='true'><LMColumnView>\(v(100, 50))</LMColumnView></LMScrollView>\(v(50, 20))</LMColumnView>",
                       height: 200,
                       frames: ["1": [0, 28, 300, 0], "1/0": [0, 0, 300, 50], "2": [0, 36, 300, 20]],
                       why: "no ics and nothing sizes it: 0 tall (§2.0); its content still 300 × 50"),
            LayoutCase("bsa-scroll-fit-width-wraps",
                       "<LMScrollView fitToWidth='true'><LMColumnView><UILabel numberOfLines='0' font='System 10' text='aaaa bbbb cccc dddd'/></LMColumnView></LMScrollView>",
                       width: 60, height: 200,
                       frames: ["0": [0, 0, 60, 24], "0/0": [0, 0, 60, 24]],
                       why: "estimate 5 pt a character: wraps at 60 into 'aaaa bbbb' / 'cccc dddd': ceil(2 × 11.934)"),
            LayoutCase("bsa-scroll-natural-unwrapped",
                       "<LMScrollView><LMColumnView><UILabel numberOfLines='0' font='System 10' text='aaaa bbbb cccc dddd'/></LMColumnView></LMScrollView>",
                       width: 60, height: 200,
                       frames: ["0": [0, 0, 95, 12]],
                       why: "no fit flag: measured unwrapped, 19 × 5 = 95 wide, one line"),
        ])
    }

    // §2.7 output: contentSize, adjustedContentInset (scrollable axes), contentOffset = (−left, −top).
    func testScrollViewPositions() throws {
        let portrait = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        func position(_ markup: String, _ screen: Screen, mode: RootMode = .viewController) throws -> ScrollPosition? {
            let root = try XCTUnwrap(DocumentCompiler().compile(source: markup, file: "scroll.xml").root)
            let views = LayoutEngine(rootMode: mode).layout(root, on: screen).views
            return (0..<views.count).compactMap { views[$0].scrollPosition }.first
        }
        let phone = Screen(width: 393, height: 852, scale: 3, safeArea: portrait)
        let tall = "<LMColumnView>\(Self.view(100, 1000))</LMColumnView>"
        // Taller than the frame: vertical is scrollable, so top and bottom bands inset it.
        let a = try position("<LMScrollView>\(tall)</LMScrollView>", phone)
        XCTAssertEqual(a?.contentSize, Size(width: 100, height: 1000))
        XCTAssertEqual(a?.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(a?.contentOffset, Point(x: 0, y: -59))
        // fitToWidth makes it vertically scrollable even when short.
        let b = try position("<LMScrollView fitToWidth='true'><LMColumnView>\(Self.view(100, 300))</LMColumnView></LMScrollView>", phone)
        XCTAssertEqual(b?.contentSize, Size(width: 393, height: 300))
        XCTAssertEqual(b?.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // contentInset adds to the adjustment; fitToWidth still uses the frame's width.
        let c = try position("<LMScrollView fitToWidth='true' contentInset='10'>\(tall)</LMScrollView>", phone)
        XCTAssertEqual(c?.contentSize, Size(width: 393, height: 1000))
        XCTAssertEqual(c?.adjustedContentInset, EdgeInsets(top: 69, left: 10, bottom: 44, right: 10))
        XCTAssertEqual(c?.contentOffset, Point(x: -10, y: -69))
        // `always` applies every inset (landscape: sides and bottom).
        let landscape = Screen(width: 852, height: 393, scale: 3, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let d = try position("<LMScrollView fitToWidth='true' contentInsetAdjustmentBehavior='always'><LMColumnView>\(Self.view(100, 100))</LMColumnView></LMScrollView>", landscape)
        XCTAssertEqual(d?.contentSize, Size(width: 852, height: 100))
        XCTAssertEqual(d?.adjustedContentInset, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(d?.contentOffset, Point(x: -59, y: 0))
        // A plain root has no safe area: only contentInset.
        let e = try position("<LMScrollView fitToWidth='true' contentInset='10'>\(tall)</LMScrollView>", Screen(width: 300, height: 200, scale: 1), mode: .plain)
        XCTAssertEqual(e?.adjustedContentInset, EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        // A UIScrollView's contentSize is its attribute's ("{width, height}", §2.7), 0 without one; taller than
        // the frame, it scrolls vertically and takes the safe area's top and bottom. Before, it was always 0.
        let sized = "<UIView width='100' height='50'/>"
        let f = try position("<UIScrollView contentSize='{393, 2000}'>\(sized)</UIScrollView>", phone)
        XCTAssertEqual(f?.contentSize, Size(width: 393, height: 2000))
        XCTAssertEqual(f?.adjustedContentInset, portrait)
        XCTAssertEqual(f?.contentOffset, Point(x: 0, y: -59))
        let g = try position("<UIScrollView contentSize='100,20'>\(sized)</UIScrollView>", phone)
        XCTAssertEqual(g?.contentSize, Size(width: 100, height: 20))
        XCTAssertEqual(g?.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(try position("<UIScrollView>\(sized)</UIScrollView>", phone)?.contentSize, Size(width: 0, height: 0))
        let (_, diagnostics) = ProcessingFixture.compile("<UIScrollView contentSize='{100, x}'>\n    \(sized)\n</UIScrollView>")
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:1:28: warning: invalid value '{100, x}' for attribute 'contentSize': expected a size '{width, height}' of numbers "
                    + "not below 0 [MK004]",
                "doc.xml:2:5: warning: a UIScrollView does not size its content: its contentSize stays 0 and it does not scroll; "
                    + "give it a contentSize (\"{width, height}\") or use LMScrollView [MK021]",
            ])
    }

    // §2.6 LMAnchorView: unknown names, overflow when centred, hidden children, natural size in rows.
    func testAnchorEdgeCases() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        assertLayout([
            LayoutCase("bsa-anchor-unknown-and-overflow",
                       "<LMAnchorView>\(v(400, 20, "anchor='top, foo'") + v(400, 20, "anchor='left, right'") + v(40, 20, "anchor='all' hidden='true'") + v(40, 300, "anchor='left'"))</LMAnchorView>",
                       height: 200,
                       frames: ["0": [-50, 0, 400, 20], "1": [0, 90, 300, 20], "3": [0, -50, 40, 300]],
                       why: "unknown names add nothing: top, centred at 150 − 200; left+right compresses (750) to 300; 300 tall centred at 100 − 150"),
            LayoutCase("bsa-anchor-in-row-takes-excess",
                       "<LMRowView>\(v(50, 20))<LMAnchorView layoutMargins='4'>\(v(40, 20, "anchor='all'"))</LMAnchorView>\(v(30, 20))</LMRowView>",
                       height: 200,
                       frames: ["0": [0, 0, 50, 200], "1": [58, 0, 204, 200], "1/0": [4, 4, 196, 192], "2": [270, 0, 30, 200]],
                       why: "the anchor view has no ics and its child hugs 250: it takes 300 − 16 − 80"),
            LayoutCase("bsa-anchor-natural-size-per-axis",
                       "<LMRowView horizontalAlignment='leading' verticalAlignment='top'>\(v(50, 20))<LMAnchorView layoutMarginLeft='4' layoutMarginTop='6'>\(v(40, 20, "anchor='left,right'") + v(30, 25, "anchor='top, bottom'"))</LMAnchorView>\(v(30, 20))</LMRowView>",
                       height: 200,
                       frames: ["1": [58, 0, 44, 31], "1/0": [4, 6, 40, 20], "1/1": [7, 6, 30, 25], "2": [110, 0, 30, 20]],
                       why: "width 40 + 4 from the left+right child, height 25 + 6 from the top+bottom one; others centred on the bounds (5.5 → 6, 7)"),
        ])
    }

    // §2.8 hidden arranged views with custom spacing; equalSpacing / equalCentering shortages; fillProportionally; 759 rule.
    func testStackEdgeCases() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        assertLayout([
            LayoutCase("bsa-stack-hidden-middle-custom-before",
                       "<UIStackView spacing='10' alignment='top'>\(lbl(50, 20, "customSpacing='30'") + lbl(40, 10, "hidden='true'") + lbl(60, 20))</UIStackView>",
                       frames: ["0": [0, 0, 50, 20], "1": [65, 0, 0, 10], "2": [80, 0, 220, 20]],
                       why: "custom 30 applies to the next visible view; the hidden one at the gap's midpoint, natural height"),
            LayoutCase("bsa-stack-hidden-first-custom",
                       "<UIStackView spacing='10'>\(lbl(40, 10, "hidden='true' customSpacing='30'") + lbl(50, 20) + lbl(60, 20))</UIStackView>",
                       frames: ["0": [0, 0, 0, 100], "1": [0, 0, 50, 100], "2": [60, 0, 240, 100]],
                       why: "hidden at the start: no gap, its custom spacing ignored"),
            LayoutCase("bsa-stack-hidden-last-custom-on-previous",
                       "<UIStackView spacing='10'>\(lbl(50, 20) + lbl(60, 20, "customSpacing='30'") + lbl(40, 10, "hidden='true'"))</UIStackView>",
                       frames: ["0": [0, 0, 50, 100], "1": [60, 0, 240, 100], "2": [300, 0, 0, 100]],
                       why: "custom spacing on the last visible view is ignored; no gap at the end"),
            LayoutCase("bsa-stack-two-hidden-middle",
                       "<UIStackView spacing='10' alignment='center'>\(lbl(50, 20, "customSpacing='20'") + lbl(40, 10, "hidden='true'") + lbl(40, 30, "hidden='true'") + lbl(60, 20))</UIStackView>",
                       frames: ["0": [0, 40, 50, 20], "1": [60, 45, 0, 10], "2": [60, 35, 0, 30], "3": [70, 40, 230, 20]],
                       why: "one gap of 20; both hidden views at its midpoint, centred at natural height"),
            LayoutCase("bsa-stack-fill-proportionally-no-ics",
                       "<UIStackView distribution='fillProportionally' spacing='10'><UIView/><UIView/><UIView/></UIStackView>",
                       frames: ["0": [0, 0, 0, 100], "1": [10, 0, 0, 100], "2": [20, 0, 280, 100]],
                       why: "n = 0: T = 20, L·0/T = 0; the last takes 300 − 20"),
            LayoutCase("bsa-stack-fill-proportionally-hidden",
                       "<UIStackView distribution='fillProportionally' spacing='10'>\(lbl(50, 20) + lbl(100, 20, "hidden='true'") + lbl(100, 20))</UIStackView>",
                       frames: ["0": [0, 0, 94, 100], "1": [99, 0, 0, 100], "2": [104, 0, 196, 100]],
                       why: "T = 160: 300·50/160 = 93.75; last 196.25; rounding"),
            LayoutCase("bsa-stack-equal-centering-forced-shrink",
                       "<UIStackView distribution='equalCentering' spacing='10'>\(lbl(100, 20) + lbl(100, 20, "horizontalContentCompressionResistancePriority='1000'") + v(100, 20, "horizontalContentCompressionResistancePriority='1000'"))</UIStackView>",
                       frames: ["0": [0, 0, 80, 100], "1": [90, 0, 100, 100], "2": [200, 0, 100, 100]],
                       why: "gaps 10, only the first (750) can shrink: 80"),
            LayoutCase("bsa-stack-equal-spacing-short-switch",
                       "<UIStackView distribution='equalSpacing' spacing='10'>\(lbl(150, 20))<UISwitch/>\(lbl(100, 20))</UIStackView>",
                       frames: ["0": [0, 0, 150, 100], "1": [160, 0, 51, 100], "2": [221, 0, 79, 100]],
                       why: "301 + 20 > 300: gaps 10, shortage 21 from the last of the 750s"),
            LayoutCase("bsa-stack-equal-spacing-hidden-middle",
                       "<UIStackView distribution='equalSpacing' spacing='10'>\(lbl(50, 20) + lbl(40, 20, "hidden='true'") + lbl(60, 20) + lbl(70, 20))</UIStackView>",
                       frames: ["0": [0, 0, 50, 100], "1": [80, 0, 0, 100], "2": [110, 0, 60, 100], "3": [230, 0, 70, 100]],
                       why: "gap (300 − 180)/2 = 60; hidden at its midpoint"),
            LayoutCase("bsa-stack-equal-spacing-custom-minimum",
                       "<UIStackView distribution='equalSpacing' spacing='5'>\(lbl(50, 20, "customSpacing='100'") + lbl(50, 20) + lbl(50, 20))</UIStackView>",
                       frames: ["0": [0, 0, 50, 100], "1": [150, 0, 50, 100], "2": [300, 0, 0, 100]],
                       why: "equal gaps ≥ 100: 350 > 300, the last shrinks 50"),
            LayoutCase("bsa-stack-759-two-labels",
                       "<UIStackView spacing='10'>\(lbl(200, 20, "numberOfLines='0'") + lbl(200, 20, "numberOfLines='0'") + lbl(30, 20))</UIStackView>",
                       frames: ["0": [0, 0, 100, 100], "1": [110, 0, 100, 100], "2": [220, 0, 80, 100]],
                       why: "each multi-line label 300/3 at 759; the single-line one takes the rest"),
            LayoutCase("bsa-stack-759-beats-switch-hugging",
                       "<UIStackView spacing='10'>\(lbl(250, 20, "numberOfLines='0'"))<UISwitch/></UIStackView>",
                       frames: ["0": [0, 0, 150, 100], "1": [160, 0, 140, 100]],
                       why: "759 > the switch's hugging 750 and the label's compression 750"),
            LayoutCase("bsa-stack-759-numberOfLines-2",
                       "<UIStackView>\(lbl(40, 20, "numberOfLines='2'") + lbl(30, 20) + v(30, 20))</UIStackView>",
                       frames: ["0": [0, 0, 100, 100], "1": [100, 0, 30, 100], "2": [130, 0, 170, 100]],
                       why: "numberOfLines 2 is multi-line: 100; the last 250-hugger grows"),
            LayoutCase("bsa-stack-759-uses-stack-width",
                       "<UIStackView layoutMargins='20' layoutMarginsRelativeArrangement='true'>\(lbl(250, 20, "numberOfLines='0'") + lbl(40, 20))</UIStackView>",
                       frames: ["0": [20, 20, 150, 60], "1": [170, 20, 110, 60]],
                       why: "stack.width / N = 300 / 2, not the canvas's 260"),
        ])
    }

    // §2.2 a child with no ics in a baseline row under bottom/center: natural height 0, its bottom on the baseline;
    // in a baseline column its bottom is its first and last baseline. §2.8 fitting sizes; §2.6 compression.
    func testNoIntrinsicSizeFittingAndCompression() {
        func v(_ w: Double, _ h: Double, _ e: String = "") -> String { Self.view(w, h, e) }
        let content = lbl(20, 40) + "<UIView width='50'/>" + v(20, 30)
        let leading = "<LMColumnView horizontalAlignment='leading' verticalAlignment='top'>"
        assertLayout([
            LayoutCase("bsa-row-bottom-no-ics", "<LMRowView alignToBaseline='true' verticalAlignment='bottom'>\(content)</LMRowView>",
                       height: 200,
                       frames: ["0": [0, 160, 20, 40], "1": [28, 186, 50, 0], "2": [86, 156, 214, 30]],
                       why: "B = 200 − 13.9565 = 186.04; the view without ics is 0 tall on it"),
            LayoutCase("bsa-row-center-no-ics", "<LMRowView alignToBaseline='true' verticalAlignment='center'>\(content)</LMRowView>",
                       height: 200,
                       frames: ["0": [0, 82, 20, 40], "1": [28, 108, 50, 0], "2": [86, 78, 214, 30]],
                       why: "union B−30 … B+13.96 centred on 100: B = 108.02"),
            LayoutCase("bsa-col-baseline-no-ics",
                       "<LMColumnView alignToBaseline='true' verticalAlignment='top' horizontalAlignment='leading'>\(content)</LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 20, 40], "1": [0, 34, 50, 0], "2": [0, 12, 20, 30]],
                       why: "26.0435 + 8 = the 0-tall view's bottom 34.04; + 8 = the last view's bottom 42.04"),
            LayoutCase("bsa-stack-equal-centering-fitting",
                       leading + "<UIStackView distribution='equalCentering' spacing='10'>\(lbl(40, 20) + lbl(20, 20) + lbl(60, 20))</UIStackView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 150, 20], "0/1": [60, 0, 20, 20], "0/2": [90, 0, 60, 20]],
                       why: "D₁ = g₁ + 30 = D₂ = g₂ + 40 with g₂ ≥ 10: smallest L = 40 + 20 + 20 + 10 + 60"),
            LayoutCase("bsa-stack-equal-spacing-fitting-hidden",
                       leading + "<UIStackView distribution='equalSpacing' spacing='10'>\(lbl(40, 20, "customSpacing='3'") + lbl(20, 20, "hidden='true'") + lbl(60, 20))</UIStackView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 103, 20], "0/1": [42, 0, 0, 20], "0/2": [43, 0, 60, 20]],
                       why: "Σn + Σsᵢ = 100 + 3 (custom spacing to the next visible view); hidden at 41.5 → 42"),
            LayoutCase("bsa-stack-fill-proportionally-fitting",
                       leading + "<UIStackView distribution='fillProportionally' spacing='10'>\(lbl(40, 20))<UIView/>\(lbl(60, 20))</UIStackView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 120, 20], "0/1": [50, 0, 0, 20], "0/2": [60, 0, 60, 20]],
                       why: "fitting Σn + Σgaps = 100 + 20: every view at n (no ics counts 0)"),
            LayoutCase("bsa-anchor-stretched-child-compresses",
                       "<LMColumnView><LMAnchorView height='50'>\(v(40, 80, "anchor='top,bottom'") + v(40, 80, "anchor='all, none'"))</LMAnchorView></LMColumnView>",
                       height: 200,
                       frames: ["0": [0, 0, 300, 50], "0/0": [130, 0, 40, 50], "0/1": [0, 0, 300, 50]],
                       why: "top+bottom: compression 750 < the required height 50; 'none' adds nothing to 'all'"),
        ])
    }

    // §2.2 "aᵢ at its natural height", §2.8 "size → 0 at 25": a view with no height of its own sits on the baseline,
    // 0 high; the group's pull against the top edge moves the group, it does not stretch such a view up to it.
    func testAViewWithNoHeightOfItsOwnSitsOnTheBaseline() {
        assertLayout([
            LayoutCase("row-top-plain-view-on-the-baseline",
                       "<LMRowView alignToBaseline='true' verticalAlignment='top'>\(lbl(20, 40))<UIView width='50'/>\(Self.view(20, 30))</LMRowView>",
                       height: 200,
                       frames: ["0": [0, 4, 20, 40], "1": [28, 30, 50, 0], "2": [86, 0, 214, 30]],
                       why: "baseline = max(26.04, 0, 30) = 30; the plain view's a is 0 at its natural height 0: y 30"),
            LayoutCase("stack-first-baseline-plain-view-on-the-baseline",
                       "<UIStackView alignment='firstBaseline'>\(lbl(20, 40))<UIView/>\(Self.view(20, 30))</UIStackView>",
                       height: 200,
                       frames: ["0": [0, 4, 20, 40], "1": [20, 30, 260, 0], "2": [280, 0, 20, 30]],
                       why: "the group as high as it goes: baseline 30; the UIView collapses to 0 (25) on the baseline"),
        ])
    }
}
