import XCTest

@testable import LayoutTree

/// Table, collection, picker and page views (SEMANTICS.md §2.11): its worked examples, on an
/// iPhone 8 (375 × 667 at 2x, `--root plain`), and the cases around them.
final class TableLayoutTests: XCTestCase {
    private func table(_ name: String, _ markup: String, frames: [String: [Double]], why: String) -> LayoutCase {
        LayoutCase(name, markup, width: 375, height: 667, scale: 2, frames: frames, why: why)
    }

    // §2.11.3 worked example 1: plain table of default cells, one with a disclosure indicator.
    /// A table's frame comes from its parent (§2.11.2), whatever its rows say: a section header
    /// 100 wide, or 100 high with an aspect ratio of 1, is as wide as the table, which keeps the
    /// width its column gives it, by both solves. Each made the table 100 wide, breaking the
    /// column's pins (a differential campaign).
    func testARowsOwnWidthDoesNotSizeItsTable() throws {
        for header in [#"<UIView width="100"/>"#, #"<UIView aspectRatio="1" height="100"/>"#] {
            let source = #"<LMColumnView><LMTableView weight="1"><?sectionHeaderView?>"# + header
                + #"<LMTableViewCell><UILabel text="hello"/></LMTableViewCell></LMTableView></LMColumnView>"#
            for strategy in BothSolves.strategies {
                let table = try BothSolves.root(source, strategy, width: 320, height: 500, scale: 1).children[0]
                XCTAssertEqual(table.frame, Rect(x: 0, y: 0, width: 320, height: 500), "\(header) \(strategy)")
                XCTAssertEqual(table.children.map(\.frame.width), [320, 320], "\(header) \(strategy)")
            }
        }
    }

    /// §2.11.2: a table's frame comes from its parent; where the parent leaves its width free
    /// (a leading column, a row beside a weighted view, a centred column), a custom cell's content
    /// does not size it: it is 0 wide, as a table of system cells is, and the content overflows.
    func testACustomCellsContentDoesNotSizeATableItsParentLeavesFree() throws {
        let cell = #"<LMTableViewCell><UIView width="200" height="10"/></LMTableViewCell>"#
        let sources = [
            #"<LMColumnView alignment="leading"><LMTableView height="100">"# + cell + "</LMTableView></LMColumnView>",
            #"<LMRowView><LMTableView>"# + cell + #"</LMTableView><UIView weight="1"/></LMRowView>"#,
            #"<LMColumnView alignment="center"><LMTableView height="100">"# + cell + "</LMTableView></LMColumnView>",
        ]
        for (position, source) in sources.enumerated() {
            for strategy in BothSolves.strategies {
                let root = try BothSolves.root(source, strategy, width: 320, height: 500, scale: 1)
                let table = root.children[0]
                XCTAssertEqual(table.frame.width, 0, "\(position) \(strategy)")
                XCTAssertEqual(table.frame.x, position == 2 ? 160 : 0, "\(position) \(strategy)")
                // The content laid out inside the 0-wide row, its own width kept.
                XCTAssertEqual(table.children[0].frame.width, 0, "\(position) \(strategy)")
                XCTAssertEqual(table.children[0].children[0].children[0].frame, Rect(x: 16, y: 11, width: 200, height: 10), "\(position) \(strategy)")
                if position == 1 { XCTAssertEqual(root.children[1].frame, Rect(x: 8, y: 0, width: 312, height: 500), "\(strategy)") }
            }
        }
    }

    /// A table in a custom cell of a table: the outer table framed first, then the inner one by
    /// the cell it is in (filled: as wide as the content view's margins), then the inner rows.
    func testATableInACellIsFramedByItsCellThenLaysOutItsRows() throws {
        let inner = #"<LMTableView height="50"><LMTableViewCell><UIView width="400" height="10"/></LMTableViewCell></LMTableView>"#
        let source = #"<LMColumnView alignment="leading"><LMTableView width="300"><LMTableViewCell>"# + inner
            + "</LMTableViewCell></LMTableView></LMColumnView>"
        for strategy in BothSolves.strategies {
            let outer = try BothSolves.root(source, strategy, width: 320, height: 500, scale: 1).children[0]
            XCTAssertEqual(outer.frame.width, 300, "\(strategy)")
            let table = outer.children[0].children[0].children[0]
            XCTAssertEqual(table.frame, Rect(x: 16, y: 11, width: 268, height: 50), "\(strategy)")
            XCTAssertEqual(table.children[0].frame.width, 268, "\(strategy)")
            XCTAssertEqual(table.children[0].children[0].children[0].frame, Rect(x: 16, y: 11, width: 400, height: 10), "\(strategy)")
        }
    }

    func testPlainTableOfDefaultCells() {
        assertLayout([
            table(
                "worked-example-1",
                "<LMTableView style='plainTableView'><UITableViewCell textLabel.text='Row 1'/>"
                    + "<UITableViewCell textLabel.text='Row 2' accessoryType='disclosureIndicator'/>"
                    + "<UITableViewCell textLabel.text='Row 3'/></LMTableView>",
                frames: [
                    "": [0, 0, 375, 667], "0": [0, 0, 375, 44], "1": [0, 44, 375, 44], "2": [0, 88, 375, 44],
                    "0/0": [0, 0, 375, 43.5], "0/0/0": [16, 0, 343, 43.5],
                    "1/0": [0, 0, 341, 43.5], "1/0/0": [16, 0, 309, 43.5],
                ],
                why: "h = max(44, 20.5 + 22 + 0.5); R = 16 + 8 + 10 = 34; label from 16 to the content view's width − 16"),
        ])
    }

    // §2.11.3 worked example 2: grouped table, a titled header, a checkmark and an accessory view.
    func testGroupedTableWithTitleCheckmarkAndAccessoryView() {
        assertLayout([
            table(
                "worked-example-2",
                "<LMTableView style='groupedTableView'><sectionHeader title='Colors'/>"
                    + "<UITableViewCell textLabel.text='Red' checked='true'/><UITableViewCell textLabel.text='Green'/>"
                    + "<?sectionBreak?><UITableViewCell textLabel.text='Wi-Fi'><UISwitch/></UITableViewCell></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 55.5], "0/0": [16, 33.5, 343, 16],
                    "1": [0, 55.5, 375, 44], "2": [0, 99.5, 375, 44], "3": [0, 143.5, 375, 17.5], "4": [0, 161, 375, 17.5],
                    "5": [0, 178.5, 375, 44], "6": [0, 222.5, 375, 17.5],
                    "1/0": [0, 0, 335, 43.5], "1/0/0": [16, 0, 303, 43.5],
                    "5/0": [0, 0, 298, 43.5], "5/0/0": [16, 0, 266, 43.5], "5/1": [308, 6.5, 51, 31],
                ],
                why: "header 55.5, title 55.5 − 6 − 16 (13 pt: 15.51, rounded up to 16 at 2x as §3 rounds text); the empty footer 0, "
                    + "header 1 and footer 1 are views 17.5 high, as the worked example lists them; "
                    + "checkmark R = 40; switch R = 16 + 51 + 10, centred at 6.25 → 6.5 on the 2x grid"),
        ])
    }

    // §2.11.4 worked example 3: LMTableViewCell content pinned to the margins, or the edges.
    func testCustomCells() {
        assertLayout([
            table(
                "worked-example-3",
                "<LMTableView style='plainTableView'><LMTableViewCell><UILabel text='Hello'/></LMTableViewCell>"
                    + "<LMTableViewCell><?ignoreLayoutMargins?><UIView height='100'/></LMTableViewCell>"
                    + "<LMTableViewCell selectionStyle='none'><UIDatePicker datePickerMode='date'/></LMTableViewCell></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 43], "0/0": [0, 0, 375, 42.5], "0/0/0": [16, 11, 343, 20.5],
                    "1": [0, 43, 375, 100.5], "1/0": [0, 0, 375, 100], "1/0/0": [0, 0, 375, 100],
                    "2": [0, 143.5, 375, 238.5], "2/0": [0, 0, 375, 238], "2/0/0": [16, 11, 343, 216],
                ],
                why: "11 + 20.5 + 11 + 0.5; edges: 100 + 0.5; picker stretched to 343, 216 high: 238 + 0.5"),
            table(
                "margins-edge-by-edge",
                "<LMTableView><LMTableViewCell layoutMarginLeft='40'><UIView height='10'/></LMTableViewCell>"
                    + "<LMTableViewCell layoutMarginTop='2'><UIView height='10'/></LMTableViewCell>"
                    + "<LMTableViewCell layoutMargins='12'><UIView height='10'/></LMTableViewCell></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 32.5], "0/0/0": [40, 11, 319, 10], "1": [0, 32.5, 375, 23.5], "1/0/0": [16, 2, 343, 10],
                    "2": [0, 56, 375, 34.5], "2/0/0": [12, 12, 351, 10],
                ],
                why: "§2.11.4: declared margins replace the defaults (11 top and bottom, 16 a side) edge by edge: 11 + 10 + 11 + 0.5; "
                    + "2 + 10 + 11 + 0.5; 12 all round"),
            table(
                "legacy-margins-false",
                "<LMTableView><LMTableViewCell layoutMarginsRelativeArrangement='false'><UIDatePicker/></LMTableViewCell></LMTableView>",
                frames: ["0": [0, 0, 375, 216.5], "0/0/0": [0, 0, 375, 216]],
                why: "§2.11.4: the 2015 form pins to the edges"),
        ])
    }

    // §2.11.4 worked example 4: a footer view holding a row.
    func testFooterView() {
        assertLayout([
            table(
                "worked-example-4",
                "<LMTableView style='groupedTableView'><UITableViewCell textLabel.text='Airplane Mode'/><?sectionFooterView?>"
                    + "<LMTableViewHeaderFooterView><LMRowView><UILabel weight='1' text='Note' font='caption2'/><UISwitch/></LMRowView>"
                    + "</LMTableViewHeaderFooterView></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 35], "1": [0, 35, 375, 44], "2": [0, 79, 375, 47], "2/0": [0, 0, 375, 47], "2/0/0": [16, 8, 343, 31],
                    "2/0/0/0": [0, 0, 284, 31], "2/0/0/1": [292, 0, 51, 31],
                ],
                why: "empty grouped header (0, 0, 375, 35), a view as the worked example lists it; footer 8 + max(13.5, 31) + 8, no separator"),
        ])
    }

    // §2.11.2: plain titles are 28 high; legacy `<?header?>` opens section 0; rowHeight fixes every row.
    func testPlainTitlesLegacyHeadersAndRowHeight() {
        assertLayout([
            table(
                "plain-titles",
                "<LMTableView><sectionHeader title='A'/><UITableViewCell textLabel.text='1'/><sectionFooter title='B'/></LMTableView>",
                frames: ["0": [0, 0, 375, 28], "0/0": [16, 4, 343, 20.5], "1": [0, 28, 375, 44], "2": [0, 72, 375, 28]],
                why: "header 28, its 17 pt semibold title (20.5) centred at 3.75, on the 2x grid 4; row; footer 28"),
            table(
                "legacy-header-instruction",
                "<LMTableView style='groupedTableView'><?header First?><UITableViewCell/><?header Second?><UITableViewCell/></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 55.5], "1": [0, 55.5, 375, 44], "2": [0, 99.5, 375, 17.5], "3": [0, 117, 375, 38], "4": [0, 155, 375, 44],
                    "5": [0, 199, 375, 17.5],
                ],
                why: "the first header names section 0; the second opens section 1 after footer 17.5: 99.5 + 17.5"),
            table(
                "row-height",
                "<LMTableView rowHeight='60'><UITableViewCell textLabel.text='1'/><UITableViewCell textLabel.text='2'/></LMTableView>",
                frames: ["0": [0, 0, 375, 60], "1": [0, 60, 375, 60], "0/0": [0, 0, 375, 59.5]],
                why: "rowHeight disables self-sizing: every row 60, the content view 60 − 0.5"),
            table(
                "row-height-zero",
                "<LMTableView rowHeight='0'><UITableViewCell textLabel.text='1'/><UITableViewCell textLabel.text='2'/></LMTableView>",
                frames: ["0": [0, 0, 375, 0], "1": [0, 0, 375, 0], "0/0": [0, 0, 375, 0]],
                why: "every h(r) = n, 0 too: the rows collapse, the content view no less than 0"),
            table(
                "row-height-automatic",
                "<LMTableView rowHeight='-1'><UITableViewCell textLabel.text='1'/><UITableViewCell textLabel.text='2'/></LMTableView>",
                frames: ["0": [0, 0, 375, 44], "1": [0, 44, 375, 44]],
                why: "−1 is UITableViewAutomaticDimension: the rows size themselves, 44 each"),
            table(
                "no-separators",
                "<LMTableView separatorStyle='none'><UITableViewCell textLabel.text='1'/><UITableViewCell textLabel.text='2'/></LMTableView>",
                frames: ["0": [0, 0, 375, 44], "1": [0, 44, 375, 44], "0/0": [0, 0, 375, 44]],
                why: "no separator pixel: the content view is the cell's height"),
        ])
    }

    // §2.11.2: a root table's content starts below the safe area's top (content offset (0, −59)); its frames do not move.
    func testRootTableIsInsetByTheSafeArea() {
        assertLayout([
            LayoutCase(
                "root-table-content-inset", "<LMTableView><UITableViewCell textLabel.text='1'/><UITableViewCell/></LMTableView>",
                width: 393, height: 852, scale: 3, mode: .viewController, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                frames: ["": [0, 0, 393, 852], "0": [0, 0, 393, 44], "1": [0, 44, 393, 44], "0/0/0": [16, 0, 361, 43.6667]],
                absolute: ["0": [0, 0, 393, 44], "1": [0, 44, 393, 44], "0/0/0": [16, 0, 361, 43.6667]],
                drawn: ["0": [0, 59, 393, 44], "1": [0, 103, 393, 44], "0/0/0": [16, 59, 361, 43.6667]],
                why: "adjustedContentInset.top = 59; rows 44 at 3x (44 − 1/3 content view); absolute not offset (§4.1), drawn 59 down"),
        ])
    }

    // §2.11.2: a table is a scroll view, "as in §2.7": `never` leaves its content where it is,
    // `always` insets it on every side. Before, a table took neither (the attribute was dropped).
    func testATablesContentInsetAdjustmentBehaviorIsHonoured() {
        assertLayout([
            LayoutCase(
                "table-never", "<LMTableView contentInsetAdjustmentBehavior='never'><UITableViewCell textLabel.text='1'/></LMTableView>",
                width: 393, height: 852, scale: 3, mode: .viewController, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                frames: ["0": [0, 0, 393, 44]], drawn: ["0": [0, 0, 393, 44]],
                why: "no adjusted inset: the content offset is 0"),
            LayoutCase(
                "table-always", "<LMTableView contentInsetAdjustmentBehavior='always'><UITableViewCell textLabel.text='1'/></LMTableView>",
                width: 852, height: 393, scale: 3, mode: .viewController, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                frames: ["0": [0, 0, 852, 44]], drawn: ["0": [59, 0, 852, 44]],
                why: "adjustedContentInset left 59: the content offset is (−59, 0)"),
        ])
    }

    // §2.11.2 (approximate): in landscape a root table's cells add the safe area's sides to their margins.
    func testRootTableCellsKeepClearOfTheSafeAreaInLandscape() {
        assertLayout([
            LayoutCase(
                "root-table-landscape",
                "<LMTableView><UITableViewCell textLabel.text='1'/><UITableViewCell textLabel.text='2' accessoryType='checkmark'/>"
                    + "<LMTableViewCell><UIView height='20'/></LMTableViewCell></LMTableView>",
                width: 852, height: 393, scale: 3, mode: .viewController, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                frames: [
                    "0/0/0": [75, 0, 702, 43.6667], "1/0": [0, 0, 753, 43.6667], "1/0/0": [75, 0, 662, 43.6667],
                    "2": [0, 88, 852, 42.3333], "2/0/0": [75, 11, 702, 20],
                ],
                why: "an iPhone 393 across is compact in landscape (§4.3): m = 16, margins 16 + 59 at both sides; the checkmark "
                    + "14 at 852 − 75 − 14, the content view 10 before it: 753, its label's right margin 16; the custom cell "
                    + "11 + 20 + 11 + 1/3"),
        ])
    }

    // §2.11.3 system styles: value2's 67 pt title column, subtitle's block centred.
    func testSystemCellStyles() {
        assertLayout([
            table(
                "value2",
                "<LMTableView><UITableViewCell style='value2TableViewCell' textLabel.text='Name' detailTextLabel.text='Value'/></LMTableView>",
                frames: ["0/0/0": [16, 13, 67, 18], "0/0/1": [89, 13, 270, 18]],
                why: "15 pt labels (17.9 → 18) centred at 12.75 (13 on the 2x grid): title 16…83, detail from 16 + 67 + 6 to 375 − 16"),
            table(
                "subtitle",
                "<LMTableView><UITableViewCell style='subtitleTableViewCell' textLabel.text='Title' detailTextLabel.text='Sub'/></LMTableView>",
                frames: ["0": [0, 0, 375, 57.5], "0/0": [0, 0, 375, 57], "0/0/0": [16, 11, 343, 20.5], "0/0/1": [16, 31.5, 343, 14.5]],
                why: "block 20.5 + 14.5 (12 pt); content view max(43.5, 11 + 35 + 11) = 57, + 0.5; block at (57 − 35) / 2"),
        ])
    }

    // §2.11.2: rows are as high as their labels (+ 22 + S) or their content view, whatever their
    // image or accessory view; a custom row whose content fits in 0 pt gets the standard 44.
    func testRowHeightsComeFromLabelsAndContentOnly() {
        assertLayout([
            table(
                "label-lines",
                "<LMTableView><UITableViewCell textLabel.text='A&#10;B' textLabel.numberOfLines='0'/>"
                    + "<UITableViewCell textLabel.numberOfLines='2' textLabel.text='A&#10;B&#10;C'/>"
                    + "<UITableViewCell textLabel.text='A&#10;B'/>"
                    + "<UITableViewCell style='subtitleTableViewCell' textLabel.text='T' detailTextLabel.numberOfLines='0' "
                    + "detailTextLabel.text='A&#10;B&#10;C'/></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 63.5], "0/0/0": [16, 0, 343, 63], "1": [0, 63.5, 375, 63.5], "2": [0, 127, 375, 44],
                    "3": [0, 171, 375, 86], "3/0/1": [16, 31.5, 343, 43],
                ],
                why: "textLabel.numberOfLines: 2 lines of 20.287 → 41, max(44, 41 + 22 + 0.5) = 63.5; at most 2 of 3 lines; "
                    + "UILabel's 1 line by default; subtitle 11 + 20.5 + 3 × 14.3 → 43 + 11 + 0.5 = 86"),
            table(
                "wrapped-label-lines",
                "<LMTableView><UITableViewCell textLabel.numberOfLines='0' textLabel.text='"
                    + String(repeating: "word ", count: 24) + "'/><UITableViewCell textLabel.text='After'/></LMTableView>",
                frames: ["0": [0, 0, 375, 83.5], "0/0/0": [16, 0, 343, 83], "1": [0, 83.5, 375, 44]],
                why: "24 words wrapped in the 343-pt slot: 3 lines of 20.287 → 61, max(44, 61 + 22 + 0.5) = 83.5 (it was 44, "
                    + "the text cut to 2 lines)"),
            table(
                "accessory-and-image",
                "<LMTableView><UITableViewCell textLabel.text='A'><UIButton contentEdgeInsets='7'/></UITableViewCell>"
                    + "<UITableViewCell textLabel.text='B'><UIView width='20' height='80'/></UITableViewCell></LMTableView>",
                frames: ["0": [0, 0, 375, 44], "0/1": [315, 0, 44, 44], "1": [0, 44, 375, 44], "1/1": [339, -18, 20, 80]],
                why: "the accessory is placed by hand, centred in the 43.5 content view ((43.5 − 44) / 2 = −0.25, on the 2x grid 0; "
                    + "(43.5 − 80) / 2 = −18.25 → −18): it does not make the row taller"),
            table(
                "empty-custom-rows",
                "<LMTableView><LMTableViewCell/><LMTableViewCell><?ignoreLayoutMargins?><UIView/></LMTableViewCell>"
                    + "<LMTableViewCell layoutMargins='0'><UIView/></LMTableViewCell><LMTableViewCell><UIView/></LMTableViewCell></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 44], "0/0": [0, 0, 375, 43.5], "1": [0, 44, 375, 44], "2": [0, 88, 375, 44],
                    "3": [0, 132, 375, 22.5], "3/0/0": [16, 11, 343, 0],
                ],
                why: "a content view that fits in 0 pt gets the standard 44 (with the separator); margins 11 + 11 are not 0: 22 + 0.5"),
        ])
    }

    // §2.11.2: a table's frame "comes from its parent"; it sets its rows' frames by hand, so a
    // cell's content too wide for it runs past the row inside the table, as in a root table.
    // Before, content pins deeper than the column's were firmer, and the table grew to 532.
    func testANestedTableKeepsItsParentsWidthWhateverItsCellsHold() {
        assertLayout([
            table(
                "nested-table-wide-content",
                "<LMColumnView layoutMargins='0'><LMTableView weight='1'><LMTableViewCell><UIView width='500' height='20'/></LMTableViewCell>"
                    + "</LMTableView></LMColumnView>",
                frames: ["0": [0, 0, 375, 667], "0/0": [0, 0, 375, 42.5], "0/0/0": [0, 0, 375, 42], "0/0/0/0": [16, 11, 500, 20]],
                why: "the column's fill holds the table at 375; the 500-pt view's trailing margin gives way inside its row"),
            table(
                "nested-table-root-agrees",
                "<LMTableView><LMTableViewCell><UIView width='500' height='20'/></LMTableViewCell></LMTableView>",
                frames: ["": [0, 0, 375, 667], "0": [0, 0, 375, 42.5], "0/0/0": [16, 11, 500, 20]],
                why: "the same cell in a root table"),
        ])
    }

    // §2.11.7: the page view's size "comes from its parent": a page of its own size keeps it,
    // beside the page view, and does not resize the page view (it was 50 × 50, its page's size).
    func testAPagesOwnSizeDoesNotResizeItsPageView() {
        assertLayout([
            LayoutCase(
                "page-of-its-own-size",
                "<LMColumnView layoutMargins='0'><LMPageView weight='1'><UILabel text='A'/><UIView width='50' height='50'/></LMPageView></LMColumnView>",
                width: 320, height: 480, scale: 2,
                frames: ["0": [0, 0, 320, 480], "0/0": [0, 0, 320, 480], "0/1": [320, 0, 50, 50]],
                why: "the column's fill and weight hold the page view at 320 × 480; the second page's fixed size wins over its page's"),
        ])
    }

    // §2.11.3 value1: the text label as wide as its text from 16, the detail label ending 16 before the content view's end.
    func testValue1LabelsTakeTheirTextWidths() throws {
        let result = try layout(
            "<LMTableView><UITableViewCell style='value1TableViewCell' textLabel.text='Name' detailTextLabel.text='Value'/></LMTableView>")
        let labels = result.root.children[0].children[0].children
        var measurer = LeafMeasurer()
        measurer.scale = 2
        let text = try XCTUnwrap(measurer.intrinsicSize(of: labels[0].node).width)
        let detail = try XCTUnwrap(measurer.intrinsicSize(of: labels[1].node).width)
        XCTAssertEqual(labels[0].frame, Rect(x: 16, y: 11.5, width: text, height: 20.5))
        XCTAssertEqual(labels[1].frame, Rect(x: 359 - detail, y: 11.5, width: detail, height: 20.5))
        XCTAssertEqual(labels.map { $0.node.listRole?.name }, ["textLabel", "detailTextLabel"])
    }

    // §2.11.7 worked examples 7 and 8: pages side by side, each the page view's size.
    func testPageViews() {
        assertLayout([
            table(
                "worked-example-7",
                "<LMPageView><UILabel text='Page 1'/><UILabel text='Page 2'/><UILabel text='Page 3'/></LMPageView>",
                frames: ["0": [0, 0, 375, 667], "1": [375, 0, 375, 667], "2": [750, 0, 375, 667]],
                why: "page i at i × 375, as large as the page view whatever the labels' sizes"),
            table(
                "worked-example-8",
                "<LMAnchorView><LMPageView anchor='all'><UILabel text='A long first page title'/><UIImageView/></LMPageView>"
                    + "<UIPageControl anchor='bottom, left, right' numberOfPages='2'/></LMAnchorView>",
                frames: ["0": [0, 0, 375, 667], "0/0": [0, 0, 375, 667], "0/1": [375, 0, 375, 667], "1": [0, 630, 375, 37]],
                why: "the pages' own sizes (priorities forced to 250) lose to the required width and height; "
                    + "the page control 37 tall (iOS ≤ 13, §3) at the bottom"),
            table(
                "hidden-page",
                "<LMPageView><UIView/><UIView hidden='true'><UIView/></UIView><UIView/></LMPageView>",
                frames: ["0": [0, 0, 375, 667], "1": [375, 0, 375, 667], "2": [750, 0, 375, 667]],
                why: "every child is a page, hidden or not (§2.11.7: LMPageView constrains them all, unlike LM layout views)"),
        ])
    }

    private func layout(_ markup: String, collectionItems: Int = 0) throws -> LayoutResult {
        var options = DocumentOptions()
        options.collectionItems = collectionItems
        let document = DocumentCompiler(options: options).compile(source: markup, file: "list.xml")
        let root = try XCTUnwrap(document.root)
        return LayoutEngine(rootMode: .plain).layout(root, on: Screen(width: 375, height: 667, scale: 2))
    }

    // §2.11.3 worked example 2's content size: every section's footer counts, the last one's
    // empty grouped footer (17.5) too: 222.5 + 17.5 = 240. A grouped table of one row: 35 + 44 + 17.5.
    func testGroupedContentSizeCountsTheLastEmptyFooter() throws {
        let example = try layout(
            "<LMTableView style='groupedTableView'><sectionHeader title='Colors'/>"
                + "<UITableViewCell textLabel.text='Red' checked='true'/><UITableViewCell textLabel.text='Green'/>"
                + "<?sectionBreak?><UITableViewCell textLabel.text='Wi-Fi'><UISwitch/></UITableViewCell></LMTableView>")
        XCTAssertEqual(example.views[0].scrollPosition?.contentSize, Size(width: 375, height: 240))
        let one = try layout("<LMTableView style='groupedTableView'><UITableViewCell textLabel.text='A'/></LMTableView>")
        XCTAssertEqual(one.views[0].scrollPosition?.contentSize, Size(width: 375, height: 96.5))
        let plain = try layout("<LMTableView><UITableViewCell textLabel.text='A'/></LMTableView>")
        XCTAssertEqual(plain.views[0].scrollPosition?.contentSize, Size(width: 375, height: 44))
    }

    // §2.11.5 worked example 5: 7 items of 80 × 120 in lines of 4, justified.
    func testCollectionViewFlowLayout() throws {
        let result = try layout(
            "<LMCollectionView style='flowLayoutCollectionView' collectionViewLayout.itemWidth='80' "
                + "collectionViewLayout.itemHeight='120' collectionViewLayout.sectionInset='12'/>",
            collectionItems: 7)
        let frames = result.root.children.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
        XCTAssertEqual(frames, [
            [12, 12, 80, 120], [102.5, 12, 80, 120], [192.5, 12, 80, 120], [283, 12, 80, 120],
            [12, 142, 80, 120], [147.5, 142, 80, 120], [283, 142, 80, 120],
        ])
        XCTAssertEqual(result.root.children.map { $0.node.listRole?.name }, Array(repeating: "item", count: 7))
        // contentSize (375, 12 + 120 + 10 + 120 + 12 = 274).
        XCTAssertEqual(result.views[0].scrollPosition?.contentSize, Size(width: 375, height: 274))
    }

    /// Each cell's content view carries UIKit's class for it (before, every one was a table cell's).
    func testContentViewsAreNamedByTheirCellsKind() throws {
        let table = try layout(
            "<LMTableView><LMTableViewCell><UIView/></LMTableViewCell><?sectionFooterView?>"
                + "<LMTableViewHeaderFooterView><UIView/></LMTableViewHeaderFooterView></LMTableView>")
        XCTAssertEqual(table.root.children.map { $0.children.first?.node.elementName }, ["UITableViewCellContentView", "_UITableViewHeaderFooterContentView"])
        // A collection view's cells are documents of their own (§2.11.5: its child elements are dropped).
        let cell = try layout("<LMCollectionViewCell><UIView/></LMCollectionViewCell>")
        XCTAssertEqual(cell.root.children.first?.node.elementName, "UIView")
    }

    // §2.11.7 worked example 7's content size: three pages side by side; none: (0, 0).
    func testPageViewContentSize() throws {
        let result = try layout("<LMPageView><UILabel text='Page 1'/><UILabel text='Page 2'/><UILabel text='Page 3'/></LMPageView>")
        XCTAssertEqual(result.views[0].scrollPosition?.contentSize, Size(width: 1125, height: 667))
        let empty = try layout("<LMPageView/>")
        XCTAssertEqual(empty.views[0].scrollPosition?.contentSize, Size(width: 0, height: 0))
    }

    // §1.7: the uniform sectionInset first, then each edge, whatever the attribute order.
    func testSectionInsetEdgesWinOverTheUniformValue() throws {
        let result = try layout(
            "<LMCollectionView style='flowLayoutCollectionView' collectionViewLayout.itemWidth='50' collectionViewLayout.itemHeight='50' "
                + "collectionViewLayout.sectionInsetTop='40' collectionViewLayout.sectionInset='5'/>",
            collectionItems: 1)
        XCTAssertEqual(result.root.children[0].frame.y, 40)
        XCTAssertEqual(result.views[0].scrollPosition?.contentSize, Size(width: 375, height: 95))
    }

    // §2.11.5 worked example 6: a horizontal strip in a cell; items past the cell are offscreen.
    func testHorizontalCollectionInCellMarksOffscreenItems() throws {
        let result = try layout(
            "<LMTableView><LMTableViewCell selectionStyle='none'><LMCollectionView style='flowLayoutCollectionView' height='96' "
                + "collectionViewLayout.scrollDirection='horizontal' collectionViewLayout.itemWidth='112' "
                + "collectionViewLayout.itemHeight='96' collectionViewLayout.minimumLineSpacing='4'/></LMTableViewCell></LMTableView>",
            collectionItems: 5)
        let cell = result.root.children[0]
        XCTAssertEqual(cell.frame, Rect(x: 0, y: 0, width: 375, height: 118.5))
        let collection = cell.children[0].children[0]
        XCTAssertEqual(collection.frame, Rect(x: 16, y: 11, width: 343, height: 96))
        XCTAssertEqual(collection.children.map(\.frame.x), [0, 116, 232, 348, 464])
        XCTAssertEqual(collection.children.map(\.isOffscreen), [false, false, false, true, true])
    }

    // §2.11.1: a row that is not a cell is an error; MarkupKit's child elements of a collection view are dropped with a warning.
    func testDiagnostics() {
        let table = DocumentCompiler().compile(source: "<LMTableView>\n  <UILabel text='x'/>\n</LMTableView>", file: "t.xml")
        XCTAssertEqual(
            table.diagnostics.diagnostics.map(\.description),
            ["t.xml:2:3: error: a table row must be a UITableViewCell or LMTableViewCell, not <UILabel> [MK060]"])
        let collection = DocumentCompiler().compile(
            source: "<LMCollectionView style='flowLayoutCollectionView'>\n  <UILabel text='x'/>\n</LMCollectionView>", file: "c.xml")
        XCTAssertEqual(
            collection.diagnostics.diagnostics.map(\.description),
            ["c.xml:2:3: warning: MarkupKit drops a collection view's child elements; its items come from the data source "
                + "(try --collection-items N) [MK061]"])
        let empty = DocumentCompiler().compile(source: "<LMTableView>\n  <LMTableViewCell/>\n</LMTableView>", file: "e.xml")
        XCTAssertEqual(
            empty.diagnostics.diagnostics.map(\.description),
            ["e.xml:2:3: warning: <LMTableViewCell> has no content element: its content view fits in 0 pt, so UIKit makes the row "
                + "the standard 44 pt high and logs a warning [MK061]"])
    }

    // §2.11.6: a picker is a 320 × 216 leaf; its rows and components are recorded.
    func testPickerRecordsRowsAndComponents() throws {
        let result = try layout(
            "<LMColumnView><LMPickerView><row title='S'/><row title='M'/><row value='no title'/><?componentSeparator?>"
                + "<?componentName units?><row title='cm'/></LMPickerView><LMSpacer/></LMColumnView>")
        let picker = result.root.children[0]
        XCTAssertEqual(picker.frame, Rect(x: 0, y: 0, width: 375, height: 216))
        XCTAssertEqual(picker.node.listAttributes.pickerComponents, [
            PickerComponent(name: nil, rows: ["S", "M"]), PickerComponent(name: "units", rows: ["cm"]),
        ])
        XCTAssertTrue(picker.children.isEmpty)
    }

    // §2.11.6: the older forms are recorded and warned about (they passed silently).
    func testPickersOlderFormsAreRecordedAndWarnedAbout() throws {
        let compiled = DocumentCompiler().compile(source: "<LMPickerView><?rowTitle Small; S?><?rows Sizes?></LMPickerView>", file: "p.xml")
        let picker = try XCTUnwrap(compiled.root)
        XCTAssertEqual(picker.listAttributes.pickerComponents, [PickerComponent(name: nil, rows: ["Small"])])
        XCTAssertEqual(compiled.diagnostics.diagnostics.map(\.description), [
            "p.xml:1:15: warning: <?rowTitle?> is an older form of <row title=\"…\"/>, recorded as a row [MK061]",
            "p.xml:1:36: warning: <?rows?> is an older form LMPickerView no longer reads; its rows are not recorded [MK061]",
        ])
    }

    // The tree solve and the whole-document system agree on tables, cells and pages.
    func testReferenceSolveAgrees() throws {
        let markup = "<LMTableView style='groupedTableView'><sectionHeader title='T'/><UITableViewCell textLabel.text='A'>"
            + "<UISwitch/></UITableViewCell><LMTableViewCell><LMRowView><UILabel text='x' weight='1'/><UIButton title='Go'/>"
            + "</LMRowView></LMTableViewCell><?sectionFooterView?><LMTableViewHeaderFooterView><UILabel text='f'/>"
            + "</LMTableViewHeaderFooterView></LMTableView>"
        let root = try XCTUnwrap(DocumentCompiler().compile(source: markup, file: "r.xml").root)
        let screen = Screen(width: 375, height: 667, scale: 2)
        var reference = LayoutEngine(rootMode: .plain)
        reference.strategy = .wholeDocument
        let exact = LayoutEngine(rootMode: .plain).layout(root, on: screen)
        let checked = reference.layout(root, on: screen)
        XCTAssertEqual(exact.views.count, checked.views.count)
        for index in 0..<exact.views.count {
            XCTAssertEqual(exact.views[index].absolute, checked.views[index].absolute, "view \(index)")
        }
    }

    // §2.11.2 (iOS 15+, `--ios 15`): 22 above every header of a plain table; none on iOS 13 or in a grouped table.
    // §3: control heights by iOS version (stepper and segmented control 29/28 before 13, progress 4 and page
    // control 26 from 14).
    func testIOSVersionDependentSizes() throws {
        func frames(_ markup: String, ios: Int) throws -> [Rect] {
            let root = try XCTUnwrap(DocumentCompiler().compile(source: markup, file: "v.xml").root)
            var measurer = LeafMeasurer(scale: 2)
            measurer.iosVersion = ios
            let views = LayoutEngine(measurer: measurer, rootMode: .plain)
                .layout(root, on: Screen(width: 375, height: 667, scale: 2)).views
            return (0..<views.count).map { views[$0].frame }
        }
        let table = "<LMTableView><sectionHeader title='A'/><UITableViewCell/><?sectionBreak?><sectionHeader title='B'/>"
            + "<UITableViewCell/></LMTableView>"
        // Views in order: table, header A, its title, cell, content view, header B, its title, cell, content view.
        let on15 = try frames(table, ios: 15)
        XCTAssertEqual([on15[1].y, on15[3].y, on15[5].y, on15[7].y], [22, 50, 116, 144], "22 + 28 + 44 + 22 + 28")
        let on13 = try frames(table, ios: 13)
        XCTAssertEqual([on13[1].y, on13[3].y, on13[5].y, on13[7].y], [0, 28, 72, 100])
        let grouped = try frames(table.replacingOccurrences(of: "<LMTableView>", with: "<LMTableView style='groupedTableView'>"), ios: 15)
        XCTAssertEqual(grouped[1].y, 0, "no padding in a grouped table")
        // Only above a header that exists (Hh > 0): an empty header view is 0 high and gets none
        // (the cell was at 22 below it).
        let empty = try frames("<LMTableView><?sectionHeaderView?><LMColumnView/><UITableViewCell/><?sectionBreak?>"
            + "<sectionHeader title='B'/><UITableViewCell/></LMTableView>", ios: 15)
        XCTAssertEqual([empty[1].y, empty[1].height, empty[2].y, empty[4].y], [0, 0, 0, 66], "0 + 44 + 22: B's padding stays")
        // iOS 7–10 (§2.11.2, §2.11.3): a plain title is 22 high and m is 15, so a disclosure cell's content view ends
        // 15 + 8 + 10 before the cell's end. Before, iOS 10 was laid out as 13 (found by documents derived by hand).
        let disclosure = "<LMTableView><sectionHeader title='A'/><UITableViewCell textLabel.text='R' accessoryType='disclosureIndicator'/></LMTableView>"
        let on10 = try frames(disclosure, ios: 10)
        XCTAssertEqual([on10[1].height, on10[2].x, on10[3].y, on10[4].width, on10[5].x], [22, 15, 22, 342, 15])
        let on13Cell = try frames(disclosure, ios: 13)
        XCTAssertEqual([on13Cell[1].height, on13Cell[2].x, on13Cell[3].y, on13Cell[4].width, on13Cell[5].x], [28, 16, 28, 341, 16])

        let controls = "<LMColumnView spacing='0'><UIStepper/><UIProgressView/><UISegmentedControl><segment title='A'/>"
            + "</UISegmentedControl><UIPageControl numberOfPages='3'/><LMSpacer/></LMColumnView>"
        XCTAssertEqual(try frames(controls, ios: 12)[1...4].map(\.height), [29, 2, 28, 37])
        XCTAssertEqual(try frames(controls, ios: 13)[1...4].map(\.height), [32, 2, 32, 37])
        XCTAssertEqual(try frames(controls, ios: 14)[1...4].map(\.height), [32, 4, 32, 26])
    }
}
