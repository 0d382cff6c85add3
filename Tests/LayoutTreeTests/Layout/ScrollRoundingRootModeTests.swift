import LayoutTree
import XCTest

/// LMScrollView (§2.7), pixel rounding (§4.2) and the root modes (§2.9).
final class ScrollRoundingRootModeTests: XCTestCase {
    // §2.7 LMScrollView: the content view gets its natural size, or the scroll view's width with fitToWidth;
    // frames beyond the visible area are reported as they are (content coordinates).
    func testScrollView() {
        let content = "<LMColumnView>\(lbl(50, 100) + lbl(60, 150))</LMColumnView>"
        assertLayout([
            LayoutCase("scroll-fitToWidth-column", "<LMScrollView fitToWidth='true'>\(content)</LMScrollView>", height: 200,
                       frames: ["": [0, 0, 300, 200], "0": [0, 0, 300, 258], "0/0": [0, 0, 300, 100], "0/1": [0, 108, 300, 150]],
                       why: "content width = 300; height 100 + 8 + 150 = 258 (past the 200 viewport)"),
            LayoutCase("scroll-natural-column", "<LMScrollView>\(content)</LMScrollView>", height: 200,
                       frames: ["0": [0, 0, 60, 258], "0/0": [0, 0, 60, 100], "0/1": [0, 108, 60, 150]],
                       why: "no fit flag: natural width max(50, 60) = 60"),
            LayoutCase("scroll-fitToHeight-row",
                       "<LMScrollView fitToHeight='true'><LMRowView>\(lbl(50, 20) + lbl(60, 30))</LMRowView></LMScrollView>",
                       height: 200,
                       frames: ["0": [0, 0, 118, 200], "0/0": [0, 0, 50, 200], "0/1": [58, 0, 60, 200]],
                       why: "content height = 200; natural width 50 + 8 + 60"),
            LayoutCase("scroll-in-column",
                       "<LMColumnView>\(lbl(100, 50))<LMScrollView weight='1' fitToWidth='true'>"
                           + "<LMColumnView spacing='0'>\(lbl(50, 300) + lbl(50, 300))</LMColumnView></LMScrollView></LMColumnView>",
                       height: 400,
                       frames: ["0": [0, 0, 300, 50], "1": [0, 58, 300, 342], "1/0": [0, 0, 300, 600],
                                "1/0/0": [0, 0, 300, 300], "1/0/1": [0, 300, 300, 300]],
                       absolute: ["1/0/1": [0, 358, 300, 300]],
                       why: "scroll view weighted: 400 − 58; content 300 × 600, not offset"),
            LayoutCase("scroll-stack-fitToWidth",
                       "<LMScrollView fitToWidth='true'><UIStackView axis='vertical' spacing='10'>\(lbl(40, 30) + lbl(50, 40))</UIStackView></LMScrollView>",
                       height: 200,
                       frames: ["0": [0, 0, 300, 80], "0/0": [0, 0, 300, 30], "0/1": [0, 40, 300, 40]],
                       why: "stack width 300, fitting height 30 + 10 + 40"),
        ])
    }

    // §4.2: absolute edges rounded separately to 1/scale, halves up; widths are differences, so neighbours share edges.
    func testPixelRounding() {
        let thirds = "<LMRowView spacing='0'><UIView weight='1'/><UIView weight='1'/><UIView weight='1'/></LMRowView>"
        let halves = "<LMRowView spacing='0'><UIView weight='1'/><UIView weight='1'/></LMRowView>"
        assertLayout([
            LayoutCase("round-thirds-1x", thirds, width: 100, height: 50, scale: 1,
                       frames: ["0": [0, 0, 33, 50], "1": [33, 0, 34, 50], "2": [67, 0, 33, 50]],
                       why: "edges 33.33 → 33, 66.67 → 67"),
            LayoutCase("round-thirds-2x", thirds, width: 100, height: 50, scale: 2,
                       frames: ["0": [0, 0, 33.5, 50], "1": [33.5, 0, 33, 50], "2": [66.5, 0, 33.5, 50]],
                       why: "edges 66.67 px → 67 → 33.5; 133.33 px → 133 → 66.5"),
            LayoutCase("round-thirds-3x", thirds, width: 100, height: 50, scale: 3,
                       frames: ["0": [0, 0, 33.3333, 50], "1": [33.3333, 0, 33.3333, 50], "2": [66.6667, 0, 33.3333, 50]],
                       why: "100/3 is on the 3x grid"),
            LayoutCase("round-sevenths-3x",
                       "<LMRowView spacing='0'>" + String(repeating: "<UIView weight='1'/>", count: 7) + "</LMRowView>",
                       width: 100, height: 50, scale: 3,
                       frames: ["0": [0, 0, 14.3333, 50], "1": [14.3333, 0, 14.3333, 50], "2": [28.6667, 0, 14.3333, 50],
                                "3": [43, 0, 14, 50], "4": [57, 0, 14.3333, 50], "5": [71.3333, 0, 14.3333, 50],
                                "6": [85.6667, 0, 14.3333, 50]],
                       why: "k·300/7 px = 42.86, 85.71, 128.57, 171.43, 214.29, 257.14 → 43, 86, 129, 171, 214, 257 px"),
            LayoutCase("round-stack-fillEqually-2x",
                       "<UIStackView distribution='fillEqually'><UIView/><UIView/><UIView/></UIStackView>",
                       width: 100, height: 50, scale: 2,
                       frames: ["0": [0, 0, 33.5, 50], "1": [33.5, 0, 33, 50], "2": [66.5, 0, 33.5, 50]],
                       why: "stack thirds round like row thirds"),
            LayoutCase("round-half-up-1x", halves, width: 101, height: 50, scale: 1,
                       frames: ["0": [0, 0, 51, 50], "1": [51, 0, 50, 50]],
                       why: "edge 50.5 rounds up to 51"),
            LayoutCase("round-half-exact-2x", halves, width: 101, height: 50, scale: 2,
                       frames: ["0": [0, 0, 50.5, 50], "1": [50.5, 0, 50.5, 50]],
                       why: "50.5 is on the 2x grid"),
            LayoutCase("round-vertical-thirds-2x",
                       "<LMColumnView spacing='0'><UIView weight='1'/><UIView weight='1'/><UIView weight='1'/></LMColumnView>",
                       width: 50, height: 100, scale: 2,
                       frames: ["0": [0, 0, 50, 33.5], "1": [0, 33.5, 50, 33], "2": [0, 66.5, 50, 33.5]],
                       why: "same as the horizontal thirds at 2x"),
            LayoutCase("round-relative-from-absolute-1x",
                       "<LMRowView spacing='0'><LMColumnView weight='1'/><LMColumnView weight='1'><UIView weight='1'/></LMColumnView></LMRowView>",
                       width: 101, height: 50, scale: 1,
                       frames: ["0": [0, 0, 51, 50], "1": [51, 0, 50, 50], "1/0": [0, 0, 50, 50]],
                       absolute: ["1/0": [51, 0, 50, 50]],
                       why: "child's absolute 50.5…101 → 51…101; relative to the rounded parent: x 0"),
            LayoutCase("round-centre-half-up-1x",
                       "<LMAnchorView>\(lbl(40, 20))</LMAnchorView>", width: 301, height: 101, scale: 1,
                       frames: ["0": [131, 41, 40, 20]],
                       why: "x 130.5 → 131, maxX 170.5 → 171; y 40.5 → 41, maxY 60.5 → 61"),
            LayoutCase("round-centre-2x",
                       "<LMAnchorView>\(lbl(40, 20))</LMAnchorView>", width: 301, height: 101, scale: 2,
                       frames: ["0": [130.5, 40.5, 40, 20]],
                       why: "130.5 and 40.5 are on the 2x grid"),
        ])
    }

    // §2.9 view-controller root: margins = safe area + max(declared, 16 compact / 20 regular) at the sides,
    // safe area + declared at top and bottom; .plain uses the declared margins only.
    func testRootModes() {
        let topColumn = "<LMColumnView verticalAlignment='top'>\(lbl(100, 20))</LMColumnView>"
        let notch = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        assertLayout([
            LayoutCase("vc-side-margins", topColumn, width: 375, height: 667, mode: .viewController,
                       frames: ["": [0, 0, 375, 667], "0": [16, 0, 343, 20]],
                       why: "compact: 16 each side: 375 − 32"),
            LayoutCase("plain-no-side-margins", topColumn, width: 375, height: 667, mode: .plain,
                       frames: ["0": [0, 0, 375, 20]],
                       why: "plain: declared margins only (0)"),
            LayoutCase("vc-safe-area-top", topColumn, width: 375, height: 667, mode: .viewController, safeArea: notch,
                       frames: ["0": [16, 44, 343, 20]],
                       why: "top margin = safe 44 + 0"),
            LayoutCase("vc-safe-area-bottom",
                       "<LMColumnView verticalAlignment='bottom'>\(lbl(100, 20))</LMColumnView>",
                       width: 375, height: 667, mode: .viewController, safeArea: notch,
                       frames: ["0": [16, 613, 343, 20]],
                       why: "bottom edge at 667 − 34 = 633"),
            LayoutCase("plain-ignores-safe-area", topColumn, width: 375, height: 667, mode: .plain, safeArea: notch,
                       frames: ["0": [0, 0, 375, 20]],
                       why: "plain: no safe area"),
            LayoutCase("vc-regular-width", topColumn, width: 800, height: 600, mode: .viewController,
                       frames: ["0": [20, 0, 760, 20]],
                       why: "width ≥ 768 is regular: 20 each side"),
            LayoutCase("vc-declared-larger",
                       "<LMColumnView verticalAlignment='top' layoutMargins='24'>\(lbl(100, 20))</LMColumnView>",
                       width: 375, height: 667, mode: .viewController,
                       frames: ["0": [24, 24, 327, 20]],
                       why: "max(24, 16) at the sides; top 0 + 24"),
            LayoutCase("vc-declared-mixed",
                       "<LMColumnView verticalAlignment='top' layoutMarginLeft='8' layoutMarginRight='30'>\(lbl(100, 20))</LMColumnView>",
                       width: 375, height: 667, mode: .viewController,
                       frames: ["0": [16, 0, 329, 20]],
                       why: "left max(8, 16) = 16, right max(30, 16) = 30: 375 − 46"),
            LayoutCase("vc-landscape-safe-sides", topColumn, width: 812, height: 375, mode: .viewController,
                       safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                       frames: ["0": [60, 0, 692, 20]],
                       why: "an iPhone 375 across is compact in landscape (§4.3): 44 + 16 each side: 812 − 120"),
            LayoutCase("vc-row-fill-vertical",
                       "<LMRowView>\(lbl(50, 20))</LMRowView>", width: 375, height: 667, mode: .viewController, safeArea: notch,
                       frames: ["0": [16, 44, 343, 589]],
                       why: "M = (16, 44, 343, 667 − 78)"),
            LayoutCase("vc-only-root-margins",
                       "<LMColumnView verticalAlignment='top'><LMColumnView>\(lbl(100, 20))</LMColumnView></LMColumnView>",
                       width: 375, height: 667, mode: .viewController, safeArea: notch,
                       frames: ["0": [16, 44, 343, 20], "0/0": [0, 0, 343, 20]],
                       why: "the nested column keeps margins 0"),
            LayoutCase("vc-rootview-ignores-margins",
                       "<LMRootView><UIView/></LMRootView>", width: 375, height: 667, mode: .viewController, safeArea: notch,
                       frames: ["0": [0, 0, 375, 667]],
                       why: "LMRootView pins to its edges, not the margins"),
            LayoutCase("vc-stack-bounds",
                       "<UIStackView>\(lbl(50, 20))</UIStackView>", width: 375, height: 667, mode: .viewController, safeArea: notch,
                       frames: ["0": [0, 0, 375, 667]],
                       why: "without layoutMarginsRelativeArrangement the canvas is the bounds"),
            LayoutCase("vc-stack-margins-relative",
                       "<UIStackView layoutMarginsRelativeArrangement='true'>\(lbl(50, 20))</UIStackView>",
                       width: 375, height: 667, mode: .viewController, safeArea: notch,
                       frames: ["0": [16, 44, 343, 589]],
                       why: "canvas = root margins (16, 44, 16, 34)"),
        ])
    }

    // §1.8: the element after <?refreshControl?> is the scroll view's (or table's) refresh control, recorded
    // and hidden, not its content; after <?leftView?>/<?rightView?> it is a text field's side view, sized to
    // fit (§2.10) at that edge and centred.
    func testInstructionsThatTakeTheNextElement() {
        assertLayout([
            LayoutCase("refresh-control-is-not-content",
                       "<LMScrollView fitToWidth='true'><?refreshControl?><UIRefreshControl/>"
                           + "<LMColumnView><UIView height='100'/></LMColumnView></LMScrollView>",
                       width: 375, height: 667,
                       frames: ["0": [0, 0, 0, 0], "1": [0, 0, 375, 100]],
                       why: "the column is the content, 375 wide (fitToWidth); the refresh control is recorded, hidden"),
            LayoutCase("refresh-control-of-a-table",
                       "<LMTableView><?refreshControl?><UIRefreshControl/><UITableViewCell textLabel.text='A'/></LMTableView>",
                       width: 375, height: 667, scale: 2,
                       frames: ["0": [0, 0, 375, 44], "1": [0, 0, 0, 0]],
                       why: "§2.11.1: passed to UIScrollView; not a row, written after the rows"),
            LayoutCase("text-field-side-views",
                       "<LMColumnView verticalAlignment='top'><UITextField borderStyle='roundedRect' placeholder=''>"
                           + "<?leftView?>\(lbl(10.5, 20.5))<?rightView?><UISwitch/></UITextField></LMColumnView>",
                       width: 375, height: 667, scale: 2,
                       frames: ["0": [0, 0, 375, 34], "0/0": [0, 7, 10.5, 20.5], "0/1": [324, 1.5, 51, 31]],
                       why: "a 17 pt roundedRect field is 34 high (§3); left view at x 0, right view at 375 − 51, both centred"),
        ])
    }
}
