import Foundation
import XCTest

@testable import LayoutTree

/// Table, collection, picker and page views (SEMANTICS.md §2.11, with §3 for intrinsic sizes and §4.1–4.2 for
/// frames and pixel rounding), derived by hand from the text: the cases TableLayoutTests does not cover
/// (several sections, header and footer views, detail styles with accessories, images, scales, regular width,
/// right-to-left, the iOS 15 padding, flow layouts that wrap, pickers and pages inside containers).
/// Unless a case says otherwise: 375 × 667 at 2x, `--root plain`, iOS 13.
final class ListSemanticsTests: XCTestCase {
    /// One hand-derived case with the options `LayoutCase` lacks (right-to-left, iOS version, collection items, images).
    private struct ListCase {
        var name: String
        var markup: String
        var width: Double = 375
        var height: Double = 667
        var scale: Double = 2
        var mode: RootMode = .plain
        var safeArea: EdgeInsets = .zero
        var sizeClass: Screen.SizeClass?
        var rightToLeft = false
        var ios = 13
        var items = 0
        var images: String?
        var frames: [String: [Double]]
        var why: String

        func result() -> LayoutResult? {
            var options = DocumentOptions()
            options.collectionItems = items
            options.rightToLeft = rightToLeft
            let document = DocumentCompiler(options: options).compile(source: markup, file: "\(name).xml")
            guard !document.diagnostics.hasErrors, let root = document.root else { return nil }
            var measurer = LeafMeasurer(scale: scale, images: images.map { ImageResolver(directories: [$0]) })
            measurer.iosVersion = ios
            let engine = LayoutEngine(measurer: measurer, rootMode: mode, rightToLeft: rightToLeft)
            let screen = Screen(
                width: width, height: height, scale: scale, safeArea: safeArea, horizontalSizeClass: sizeClass)
            return engine.layout(root, on: screen)
        }

        func mismatches() -> [String] {
            guard let result = result() else { return ["\(name): markup has errors or no root\n    markup: \(markup)"] }
            let problems = rectMismatches(frames, "frame", in: laidOutViewsByPath(result.root), \.frame)
            guard !problems.isEmpty else { return [] }
            return ["\(name): \(why)\n    markup: \(markup)\n    " + problems.joined(separator: "\n    ")]
        }
    }

    private func assertCases(_ cases: [ListCase], file: StaticString = #filePath, line: UInt = #line) {
        var names = Set<String>()
        var failures: [String] = []
        for listCase in cases {
            if !names.insert(listCase.name).inserted { failures.append("\(listCase.name): duplicate case name") }
            failures += listCase.mismatches()
        }
        guard !failures.isEmpty else { return }
        XCTFail("\(failures.count) of \(cases.count) list cases failed:\n" + failures.joined(separator: "\n"), file: file, line: line)
    }

    private func layout(_ markup: String, items: Int = 0, width: Double = 375, height: Double = 667, scale: Double = 2) throws -> LayoutResult {
        let listCase = ListCase(name: "layout", markup: markup, width: width, height: height, scale: scale, items: items, frames: [:], why: "")
        return try XCTUnwrap(listCase.result())
    }

    // MARK: §2.11.1–2.11.2 sections, headers and footers

    // §2.11.2 table "Section headers and footers": grouped title header 55.5 (section 0) / 38 (otherwise), title bottom 6 above
    // the header's bottom; grouped footer title = text height + 25.5; an untitled grouped footer 17.5.
    func testGroupedSectionsWithTitles() {
        assertCases([
            ListCase(
                name: "grouped-two-titled-sections",
                markup: "<LMTableView style='groupedTableView'><sectionHeader title='One'/><UITableViewCell textLabel.text='A'/>"
                    + "<sectionFooter title='Foot'/><?sectionBreak?><sectionHeader title='Two'/><UITableViewCell textLabel.text='B'/></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 55.5], "0/0": [16, 33.5, 343, 16], "1": [0, 55.5, 375, 44], "2": [0, 99.5, 375, 41.5],
                    "3": [0, 141, 375, 38], "3/0": [16, 16, 343, 16], "4": [0, 179, 375, 44], "5": [0, 223, 375, 17.5],
                ],
                why: "13 pt title 15.51 → 16; footer 16 + 25.5 = 41.5 at 99.5; header 1 at 141, 38 high, title at 38 − 6 − 16 = 16"),
            ListCase(
                name: "grouped-two-line-footer",
                markup: "<LMTableView style='groupedTableView'><UITableViewCell textLabel.text='A'/>"
                    + "<sectionFooter title='Line one&#10;Line two'/></LMTableView>",
                frames: ["0": [0, 0, 375, 35], "1": [0, 35, 375, 44], "2": [0, 79, 375, 57]],
                why: "2 × 15.514 = 31.03 → 31.5, + 25.5 = 57"),
        ])
    }

    // §2.11.1: the table starts with section 0, `<?sectionBreak?>` appends one; §2.11.2: plain untitled headers and footers are 0,
    // a plain title 28; an empty grouped table still has section 0's header (35) and footer (17.5); an empty plain table nothing.
    func testSectionsWithoutTitlesAndEmptyTables() throws {
        assertCases([
            ListCase(
                name: "plain-three-sections",
                markup: "<LMTableView><UITableViewCell textLabel.text='A'/><?sectionBreak?><UITableViewCell textLabel.text='B'/>"
                    + "<?sectionBreak?><sectionFooter title='F'/></LMTableView>",
                frames: ["0": [0, 0, 375, 44], "1": [0, 44, 375, 44], "2": [0, 88, 375, 28], "2/0": [16, 4, 343, 20.5]],
                why: "no gaps between plain sections; the third section's footer title 28, its 20.5 title centred at 3.75 → 4"),
            ListCase(
                name: "empty-grouped",
                markup: "<LMTableView style='groupedTableView'/>",
                frames: ["": [0, 0, 375, 667], "0": [0, 0, 375, 35], "1": [0, 35, 375, 17.5]],
                why: "section 0 exists with no rows: header 35, footer 17.5"),
        ])
        let empty = try layout("<LMTableView/>")
        XCTAssertTrue(empty.root.children.isEmpty, "a plain table without rows: Hh = Hf = 0")
        XCTAssertEqual(empty.views[0].scrollPosition?.contentSize, Size(width: 375, height: 0))
        let grouped = try layout("<LMTableView style='groupedTableView'/>")
        XCTAssertEqual(grouped.views[0].scrollPosition?.contentSize, Size(width: 375, height: 52.5), "35 + 17.5")
    }

    // §2.11.2 "A view's fitting height": LMTableViewHeaderFooterView 8 + n + 8 (§2.11.4), UITableViewHeaderFooterView textLabel.text
    // as a title of the same style, a UITableViewCell 44, an LM container its natural height; views the same in both styles.
    func testSectionHeaderAndFooterViews() {
        let markup = "<LMTableView><?sectionHeaderView?><LMTableViewHeaderFooterView><UILabel intrinsicWidth='50' intrinsicHeight='30'/>"
            + "</LMTableViewHeaderFooterView><UITableViewCell textLabel.text='A'/><?sectionFooterView?>"
            + "<UITableViewHeaderFooterView textLabel.text='Foot'/><?sectionBreak?><?sectionHeaderView?><UITableViewCell textLabel.text='H'/>"
            + "<LMTableViewCell><LMColumnView><UILabel intrinsicWidth='50' intrinsicHeight='20'/><UILabel intrinsicWidth='50' intrinsicHeight='30'/>"
            + "</LMColumnView></LMTableViewCell><?sectionFooterView?><LMColumnView><UIView height='30'/></LMColumnView></LMTableView>"
        assertCases([
            ListCase(
                name: "plain-views",
                markup: markup,
                frames: [
                    "0": [0, 0, 375, 46], "0/0": [0, 0, 375, 46], "0/0/0": [16, 8, 343, 30], "1": [0, 46, 375, 44],
                    "2": [0, 90, 375, 28], "2/0": [16, 4, 343, 20.5], "3": [0, 118, 375, 44], "4": [0, 162, 375, 80.5],
                    "4/0": [0, 0, 375, 80], "4/0/0": [16, 11, 343, 58], "4/0/0/0": [0, 0, 343, 20], "4/0/0/1": [0, 28, 343, 30],
                    "5": [0, 242.5, 375, 30], "5/0": [0, 0, 375, 30],
                ],
                why: "8 + 30 + 8; plain footer title 28; a cell as header 44; column 20 + 8 + 30 = 58 in 11 + 58 + 11 + 0.5; column 30"),
            ListCase(
                name: "grouped-views",
                markup: markup.replacingOccurrences(of: "<LMTableView>", with: "<LMTableView style='groupedTableView'>"),
                frames: [
                    "0": [0, 0, 375, 46], "1": [0, 46, 375, 44], "2": [0, 90, 375, 41.5], "3": [0, 131.5, 375, 44],
                    "4": [0, 175.5, 375, 80.5], "5": [0, 256, 375, 30],
                ],
                why: "a view replaces the grouped 35; the footer view's text is a grouped footer title: 16 + 25.5"),
        ])
    }

    // §2.11.1: `<sectionHeader/>` without title does nothing; a view wins over a title; a disposition PI followed by another PI is
    // dropped (the next element is a row again).
    func testSectionBuildingRules() {
        assertCases([
            ListCase(
                name: "view-wins-and-dropped-disposition",
                markup: "<LMTableView style='groupedTableView'><sectionHeader/><UITableViewCell textLabel.text='A'/><?sectionBreak?>"
                    + "<?sectionHeaderView?><UITableViewHeaderFooterView textLabel.text='Second'/><sectionHeader title='ignored'/>"
                    + "<UITableViewCell textLabel.text='B'/><?sectionFooterView?><?sectionBreak?><UITableViewCell textLabel.text='C'/></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 35], "1": [0, 35, 375, 44], "2": [0, 79, 375, 17.5], "3": [0, 96.5, 375, 38], "3/0": [16, 16, 343, 16],
                    "4": [0, 134.5, 375, 44], "5": [0, 178.5, 375, 17.5], "6": [0, 196, 375, 17.5], "7": [0, 213.5, 375, 44],
                    "8": [0, 257.5, 375, 17.5],
                ],
                why: "untitled 35; section 1's header view shows 'Second' as a section-1 title (38); C is a row of section 2"),
            ListCase(
                name: "legacy-title-instructions",
                markup: "<LMTableView><UITableViewCell textLabel.text='A'/><?header First?><UITableViewCell textLabel.text='B'/>"
                    + "<?footer Foot?><?sectionHeaderTitle Third?><UITableViewCell textLabel.text='C'/><?sectionFooterTitle F3?></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 44], "1": [0, 44, 375, 28], "2": [0, 72, 375, 44], "3": [0, 116, 375, 28], "4": [0, 144, 375, 28],
                    "5": [0, 172, 375, 44], "6": [0, 216, 375, 28],
                ],
                why: "a row before any header makes section 0; header and sectionHeaderTitle open sections; footers name the last"),
        ])
    }

    // §2.11.1 `<?tableHeaderView?>` (sizeToFit: a label its text height), `<?backgroundView?>` (the table's bounds, not scrolled);
    // §2.11.2: y starts at the table header's height and contentSize adds the table footer.
    func testTableHeaderFooterAndBackgroundViews() throws {
        let markup = "<LMColumnView><LMTableView height='300'><?tableHeaderView?><UILabel text='Header'/><?backgroundView?>"
            + "<UIActivityIndicatorView/><UITableViewCell textLabel.text='A'/><UITableViewCell textLabel.text='C'/>"
            + "<?tableFooterView?><UILabel text='Footer'/></LMTableView><LMSpacer/></LMColumnView>"
        assertCases([
            ListCase(
                name: "table-header-footer-background",
                markup: markup,
                frames: [
                    "0": [0, 0, 375, 300], "0/0": [0, 0, 375, 300], "0/1": [0, 0, 375, 20.5], "0/2": [0, 20.5, 375, 44],
                    "0/3": [0, 64.5, 375, 44], "0/4": [0, 108.5, 375, 20.5],
                ],
                why: "background (0, 0, W, table height); header label 20.5; rows from 20.5; footer after the last section"),
        ])
        let result = try layout(markup)
        XCTAssertEqual(result.views[1].scrollPosition?.contentSize, Size(width: 375, height: 129), "20.5 + 88 + 20.5")
    }

    // §2.11.2 iOS 15+: 22 above every plain header that exists, a header view included; none above a section without a header.
    func testIOS15PaddingAboveHeaderViews() {
        assertCases([
            ListCase(
                name: "ios15-header-view-padding",
                markup: "<LMTableView><?sectionHeaderView?><LMTableViewHeaderFooterView><UIView height='10'/></LMTableViewHeaderFooterView>"
                    + "<UITableViewCell textLabel.text='A'/><?sectionBreak?><UITableViewCell textLabel.text='B'/><?sectionBreak?>"
                    + "<sectionFooter title='only footer'/><UITableViewCell textLabel.text='C'/></LMTableView>",
                ios: 15,
                frames: [
                    "0": [0, 22, 375, 26], "0/0/0": [16, 8, 343, 10], "1": [0, 48, 375, 44], "2": [0, 92, 375, 44], "3": [0, 136, 375, 44],
                    "4": [0, 180, 375, 28],
                ],
                why: "22 + (8 + 10 + 8); sections 1 and 2 have no header: no padding; the footer gets none either"),
        ])
    }

    // MARK: §2.11.3 system cells

    // §2.11.3 accessory table: R = m + a + 10 (disclosure 34, checkmark 40, detail button 48, detail disclosure 68); value2 column
    // 67 + 6; subtitle block centred, max(44, 11 + t + d + 11 + S).
    func testDetailStylesWithAccessories() throws {
        assertCases([
            ListCase(
                name: "styles-and-accessories",
                markup: "<LMTableView><UITableViewCell style='value1TableViewCell' textLabel.text='Name' detailTextLabel.text='Value' "
                    + "accessoryType='disclosureIndicator'/><UITableViewCell style='value2TableViewCell' textLabel.text='Name' "
                    + "detailTextLabel.text='Value' checked='true'/><UITableViewCell style='subtitleTableViewCell' textLabel.text='Name' "
                    + "detailTextLabel.text='Value' accessoryType='detailButton'/><UITableViewCell textLabel.text='X' "
                    + "accessoryType='detailDisclosureButton'/></LMTableView>",
                frames: [
                    "0/0": [0, 0, 341, 43.5], "1/0": [0, 0, 335, 43.5], "1/0/0": [16, 13, 67, 18], "1/0/1": [89, 13, 230, 18],
                    "2": [0, 88, 375, 57.5], "2/0": [0, 0, 327, 57], "2/0/0": [16, 11, 295, 20.5], "2/0/1": [16, 31.5, 295, 14.5],
                    "3": [0, 145.5, 375, 44], "3/0": [0, 0, 307, 43.5], "3/0/0": [16, 0, 275, 43.5],
                ],
                why: "341; 335 with the value2 detail 89…319; 327 − 32 = 295; 375 − 68 = 307"),
        ])
        // value1 with a disclosure indicator: the detail label ends 16 before the narrowed content view (341 − 16 = 325).
        let result = try layout(
            "<LMTableView><UITableViewCell style='value1TableViewCell' textLabel.text='Name' detailTextLabel.text='Value' "
                + "accessoryType='disclosureIndicator'/></LMTableView>")
        let labels = result.root.children[0].children[0].children
        XCTAssertEqual(labels[0].frame.x, 16)
        XCTAssertEqual(labels[1].frame.x + labels[1].frame.width, 325, accuracy: 0.01)
        XCTAssertEqual([labels[0].frame.y, labels[1].frame.y, labels[1].frame.height], [11.5, 11.5, 20.5])
    }

    // §2.11.3: subtitle with one label only centres that label; rowHeight fixes h, and the block is centred even when it overflows
    // (§4.2 rounding of −2.75 → −2.5); separatorStyle none drops S (§2.11.2); bigger fonts make taller rows; value1 labels are
    // each centred on their own height.
    func testSubtitleBlocksFontsAndFixedRowHeight() {
        assertCases([
            ListCase(
                name: "subtitle-single-labels",
                markup: "<LMTableView><UITableViewCell style='subtitleTableViewCell' textLabel.text='T'/>"
                    + "<UITableViewCell style='subtitleTableViewCell' detailTextLabel.text='D'/><UITableViewCell/></LMTableView>",
                frames: ["0": [0, 0, 375, 44], "0/0/0": [16, 11.5, 343, 20.5], "1": [0, 44, 375, 44], "1/0/0": [16, 14.5, 343, 14.5],
                         "2": [0, 88, 375, 44], "2/0": [0, 0, 375, 43.5]],
                why: "(43.5 − 20.5) / 2; (43.5 − 14.5) / 2; an empty default cell 44"),
            ListCase(
                name: "fixed-row-height-subtitle",
                markup: "<LMTableView rowHeight='30'><UITableViewCell textLabel.text='A'/><UITableViewCell style='subtitleTableViewCell' "
                    + "textLabel.text='A' detailTextLabel.text='B'/></LMTableView>",
                frames: ["0": [0, 0, 375, 30], "0/0/0": [16, 0, 343, 29.5], "1": [0, 30, 375, 30], "1/0/0": [16, -2.5, 343, 20.5],
                         "1/0/1": [16, 18, 343, 14.5]],
                why: "block 35 centred in 29.5: −2.75 → −2.5 (halves up), 17.75 → 18"),
            ListCase(
                name: "no-separator-and-fonts",
                markup: "<LMTableView separatorStyle='none' estimatedSectionHeaderHeight='0' sectionHeaderHeight='50'><?sectionHeaderView?>"
                    + "<LMTableViewHeaderFooterView><UIView height='10'/></LMTableViewHeaderFooterView><LMTableViewCell><UIView height='10'/>"
                    + "</LMTableViewCell><UITableViewCell textLabel.text='A' textLabel.font='System 30'/>"
                    + "<UITableViewCell style='subtitleTableViewCell' textLabel.text='A' detailTextLabel.text='B' detailTextLabel.font='System 17'/>"
                    + "</LMTableView>",
                frames: [
                    "0": [0, 0, 375, 26], "1": [0, 26, 375, 32], "1/0": [0, 0, 375, 32], "2": [0, 58, 375, 58], "2/0/0": [16, 0, 343, 58],
                    "3": [0, 116, 375, 63], "3/0/1": [16, 31.5, 343, 20.5],
                ],
                why: "fitting header height whatever the estimate (choice); 11 + 10 + 11; 30 pt 35.8 → 36 + 22; 11 + 20.5 + 20.5 + 11"),
        ])
    }

    // §2.11.3 (imageView x = L, centred, image size; textLabel at imageView.maxX + 16) and §1.5 (58 px @2x = 29 pt); rows stay
    // 44 whatever the image; value2 has no image view; at regular width L = 20.
    func testImagesInCells() throws {
        let directory = try MeasureFixtures.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try MeasureFixtures.write(MeasureFixtures.png(width: 58, height: 58), to: directory.appendingPathComponent("icon@2x.png"))
        try MeasureFixtures.write(MeasureFixtures.png(width: 120, height: 120), to: directory.appendingPathComponent("big@2x.png"))
        let markup = "<LMTableView><UITableViewCell textLabel.text='A' imageView.image='icon'/>"
            + "<UITableViewCell textLabel.text='B' imageView.image='big'/>"
            + "<UITableViewCell style='subtitleTableViewCell' textLabel.text='C' detailTextLabel.text='d' imageView.image='icon' accessoryType='checkmark'/>"
            + "<UITableViewCell style='value2TableViewCell' textLabel.text='N' detailTextLabel.text='V' imageView.image='icon'/>"
            + "<UITableViewCell textLabel.text='E' imageView.image='icon' accessoryType='disclosureIndicator'/></LMTableView>"
        assertCases([
            ListCase(
                name: "images-compact", markup: markup, images: directory.path,
                frames: [
                    "0": [0, 0, 375, 44], "0/0/0": [16, 7.5, 29, 29], "0/0/1": [61, 0, 298, 43.5],
                    "1": [0, 44, 375, 44], "1/0/0": [16, -8, 60, 60], "1/0/1": [92, 0, 267, 43.5],
                    "2": [0, 88, 375, 57.5], "2/0": [0, 0, 335, 57], "2/0/0": [16, 14, 29, 29], "2/0/1": [61, 11, 258, 20.5],
                    "2/0/2": [61, 31.5, 258, 14.5],
                    "3/0/0": [16, 13, 67, 18], "3/0/1": [89, 13, 270, 18],
                    "4/0": [0, 0, 341, 43.5], "4/0/1": [61, 0, 264, 43.5],
                ],
                why: "(43.5 − 29) / 2 = 7.25 → 7.5; text 16 + 29 + 16 = 61 to cv − 16; (43.5 − 60) / 2 = −8.25 → −8; subtitle (57 − 29) / 2"),
            ListCase(
                name: "images-regular", markup: markup, width: 810, height: 1080, images: directory.path,
                frames: ["0/0/0": [20, 7.5, 29, 29], "0/0/1": [65, 0, 725, 43.5], "4/0": [0, 0, 772, 43.5], "4/0/1": [65, 0, 687, 43.5]],
                why: "regular: L = 20, text at 20 + 29 + 16, right margin 20; disclosure R = 20 + 8 + 10"),
        ])
    }

    // §2.11.3 accessory views: natural size (UIButton with no title 30 × 30 + insets, §3), x = W − m − a, centred; R = m + w + 10.
    func testAccessoryViewsAtRegularWidth() {
        assertCases([
            ListCase(
                name: "accessory-view-regular",
                markup: "<LMTableView><UITableViewCell textLabel.text='A'><UIButton contentEdgeInsets='7'/></UITableViewCell>"
                    + "<UITableViewCell textLabel.text='S' accessoryType='checkmark'><UISwitch/></UITableViewCell></LMTableView>",
                width: 810, height: 1080,
                frames: [
                    "0/0": [0, 0, 736, 43.5], "0/0/0": [20, 0, 696, 43.5], "0/1": [746, 0, 44, 44],
                    "1/0": [0, 0, 729, 43.5], "1/1": [739, 6.5, 51, 31],
                ],
                why: "button 44 × 44 at 810 − 20 − 44, R = 74; the switch (an accessory view over the checkmark) R = 20 + 51 + 10"),
        ])
    }

    // §2.11.2 system cells: h = max(44, fitting height of the labels + 22 + S); value1/value2 take the taller label, each label
    // centred on its own height (§2.11.3); 3x: two 17 pt lines 40.574 → 40.667, + 22 + 1/3 = 63.
    func testMultiLineDetailLabels() {
        assertCases([
            ListCase(
                name: "multi-line-details",
                markup: "<LMTableView><UITableViewCell style='value1TableViewCell' textLabel.text='T' detailTextLabel.numberOfLines='0' "
                    + "detailTextLabel.text='A&#10;B'/><UITableViewCell style='value2TableViewCell' textLabel.text='T' "
                    + "detailTextLabel.numberOfLines='0' detailTextLabel.text='A&#10;B&#10;C'/><UITableViewCell style='value2TableViewCell' "
                    + "textLabel.numberOfLines='0' textLabel.text='A&#10;B' detailTextLabel.text='x'/></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 63.5], "1": [0, 63.5, 375, 76.5], "1/0/0": [16, 29, 67, 18], "1/0/1": [89, 11, 270, 54],
                    "2": [0, 140, 375, 58.5], "2/0/0": [16, 11, 67, 36], "2/0/1": [89, 20, 270, 18],
                ],
                why: "41 + 22 + 0.5; 15 pt: 3 × 17.9 = 53.7 → 54, cv 76, title (76 − 18) / 2; 2 × 17.9 → 36, cv 58, detail (58 − 18) / 2"),
            ListCase(
                name: "two-lines-at-3x",
                markup: "<LMTableView><UITableViewCell textLabel.text='A&#10;B' textLabel.numberOfLines='0'/>"
                    + "<LMTableViewCell><UIDatePicker/></LMTableViewCell></LMTableView>",
                scale: 3,
                frames: ["0": [0, 0, 375, 63], "0/0/0": [16, 0, 343, 62.6667], "1": [0, 63, 375, 238.3333], "1/0/0": [16, 11, 343, 216]],
                why: "40.667 + 22 + 1/3 = 63; picker 11 + 216 + 11 + 1/3"),
        ])
    }

    // MARK: §2.11.4 custom cells

    // §2.11.4: content pinned to the margins, natural height; the accessory narrows the content view; header/footer margins 8;
    // a `backgroundView` fills the cell's bounds.
    func testCustomCellsWithAccessoriesAndBackgrounds() {
        assertCases([
            ListCase(
                name: "custom-accessory-background",
                markup: "<LMTableView><LMTableViewCell accessoryType='disclosureIndicator'><?backgroundView?><UIView/>"
                    + "<UILabel intrinsicWidth='10' intrinsicHeight='30'/></LMTableViewCell><?sectionFooterView?><LMTableViewHeaderFooterView>"
                    + "<?backgroundView?><UIView/><UILabel intrinsicWidth='10' intrinsicHeight='30'/></LMTableViewHeaderFooterView>"
                    + "<LMTableViewCell><?ignoreLayoutMargins?><LMPickerView/></LMTableViewCell></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 52.5], "0/0": [0, 0, 341, 52], "0/0/0": [16, 11, 309, 30], "0/1": [0, 0, 375, 52.5],
                    "1": [0, 52.5, 375, 216.5], "1/0/0": [0, 0, 375, 216],
                    "2": [0, 269, 375, 46], "2/0": [0, 0, 375, 46], "2/0/0": [16, 8, 343, 30], "2/1": [0, 0, 375, 46],
                ],
                why: "11 + 30 + 11 + 0.5 in 341; picker 216 at the edges + 0.5; footer 8 + 30 + 8 after the section's rows"),
            ListCase(
                name: "custom-header-margins",
                markup: "<LMTableView><?sectionHeaderView?><LMTableViewHeaderFooterView layoutMargins='0'><UIView height='12'/>"
                    + "</LMTableViewHeaderFooterView><LMTableViewCell layoutMarginBottom='0' layoutMarginRight='30'>"
                    + "<LMColumnView horizontalAlignment='center'><UIView width='40' height='40'/></LMColumnView></LMTableViewCell></LMTableView>",
                frames: ["0": [0, 0, 375, 12], "0/0/0": [0, 0, 375, 12], "1": [0, 12, 375, 51.5], "1/0/0": [16, 11, 329, 40],
                         "1/0/0/0": [144.5, 0, 40, 40]],
                why: "declared margins replace the defaults edge by edge: 0 + 12 + 0; 11 + 40 + 0 + 0.5, width 375 − 16 − 30; "
                    + "the view centred on the column's bounds (329 − 40) / 2"),
        ])
    }

    // §2.11.2 and §4.2: h(r) is rounded like any edge, so rows of 32.75 alternate 33 and 32.5 on the 2x grid.
    func testRowHeightsAreRoundedOnTheGrid() {
        assertCases([
            ListCase(
                name: "fractional-rows",
                markup: "<LMTableView><LMTableViewCell><UIView height='10.25'/></LMTableViewCell><LMTableViewCell><UIView height='10.25'/>"
                    + "</LMTableViewCell><LMTableViewCell><UIView height='10.25'/></LMTableViewCell></LMTableView>",
                frames: [
                    "0": [0, 0, 375, 33], "0/0": [0, 0, 375, 32.5], "0/0/0": [16, 11, 343, 10.5],
                    "1": [0, 33, 375, 32.5], "1/0": [0, 0, 375, 32], "1/0/0": [16, 11, 343, 10],
                    "2": [0, 65.5, 375, 33],
                ],
                why: "exact rows 0, 32.75, 65.5, 98.25: edges 0, 33, 65.5, 98.5; contents 32.25 high: 32.5 and 32 after rounding"),
        ])
    }

    // §2.11.2 with S = 1/3 (3x) and 1 (1x); §3 ceilPx of 17 pt (20.287 → 20.333 / 21) and 12 pt text.
    func testOtherScales() {
        let markup = "<LMTableView><UITableViewCell textLabel.text='A'/><LMTableViewCell><UILabel text='Hello'/></LMTableViewCell>"
            + "<UITableViewCell style='subtitleTableViewCell' textLabel.text='T' detailTextLabel.text='d'/><sectionFooter title='F'/></LMTableView>"
        assertCases([
            ListCase(
                name: "scale-3", markup: markup, scale: 3,
                frames: [
                    "0/0": [0, 0, 375, 43.6667], "1": [0, 44, 375, 42.6667], "1/0/0": [16, 11, 343, 20.3333], "2": [0, 86.6667, 375, 57],
                    "2/0": [0, 0, 375, 56.6667], "2/0/1": [16, 31.3333, 343, 14.3333], "3": [0, 143.6667, 375, 28], "3/0": [16, 4, 343, 20.3333],
                ],
                why: "11 + 20.333 + 11 + 1/3; subtitle 11 + 20.333 + 14.333 + 11 = 56.667 + 1/3; title (28 − 20.333)/2 = 3.83 → 4"),
            ListCase(
                name: "scale-1", markup: markup, scale: 1,
                frames: [
                    "0/0": [0, 0, 375, 43], "1": [0, 44, 375, 44], "1/0/0": [16, 11, 343, 21], "2": [0, 88, 375, 59], "2/0/1": [16, 32, 343, 15],
                    "3": [0, 147, 375, 28], "3/0": [16, 4, 343, 21],
                ],
                why: "S = 1: 44 − 1; 11 + 21 + 11 + 1 = 44; 11 + 21 + 15 + 11 + 1 = 59; title 3.5 → 4"),
        ])
    }

    // §2.11.3–2.11.4 at regular width (m = L = 20, iPad) and in landscape on a compact phone (667 wide, m = 16).
    func testRegularWidthAndLandscape() {
        let markup = "<LMTableView><sectionHeader title='A'/><UITableViewCell textLabel.text='A' accessoryType='disclosureIndicator'/>"
            + "<UITableViewCell style='value2TableViewCell' textLabel.text='A' detailTextLabel.text='B'/>"
            + "<LMTableViewCell><UILabel intrinsicWidth='10' intrinsicHeight='20'/></LMTableViewCell><?sectionFooterView?>"
            + "<LMTableViewHeaderFooterView><UILabel intrinsicWidth='10' intrinsicHeight='20'/></LMTableViewHeaderFooterView></LMTableView>"
        assertCases([
            ListCase(
                name: "ipad-regular", markup: markup, width: 810, height: 1080,
                frames: [
                    "1": [0, 28, 810, 44], "1/0": [0, 0, 772, 43.5], "1/0/0": [20, 0, 732, 43.5], "2/0/0": [20, 13, 67, 18],
                    "2/0/1": [93, 13, 697, 18], "3": [0, 116, 810, 42.5], "3/0/0": [20, 11, 770, 20], "4": [0, 158.5, 810, 36],
                    "4/0/0": [20, 8, 770, 20],
                ],
                why: "R = 20 + 8 + 10; value2 detail from 20 + 67 + 6 to 810 − 20; margins 20 a side"),
            ListCase(
                name: "phone-landscape", markup: markup, width: 667, height: 375,
                frames: [
                    "1/0": [0, 0, 633, 43.5], "1/0/0": [16, 0, 601, 43.5], "2/0/1": [89, 13, 562, 18], "3/0/0": [16, 11, 635, 20],
                ],
                why: "667 is compact: R = 34; value2 detail 89 … 651"),
        ])
    }

    // §2.11.4 (left/right pins, not leading/trailing) and §4.1 (--rtl mirrors leading and trailing): layoutMarginLeading becomes the
    // right margin; the accessory area is on the leading (left) side.
    func testRightToLeft() {
        assertCases([
            ListCase(
                name: "rtl-cells",
                markup: "<LMTableView><LMTableViewCell layoutMarginLeft='40'><UIView height='10'/></LMTableViewCell>"
                    + "<LMTableViewCell layoutMarginLeading='40'><UIView height='10'/></LMTableViewCell>"
                    + "<LMTableViewCell accessoryType='checkmark'><UIView height='10'/></LMTableViewCell>"
                    + "<UITableViewCell textLabel.text='x'><UISwitch/></UITableViewCell></LMTableView>",
                rightToLeft: true,
                frames: [
                    "0/0/0": [40, 11, 319, 10], "1/0/0": [16, 11, 319, 10], "2/0": [40, 0, 335, 32], "2/0/0": [16, 11, 303, 10],
                    "3/0": [77, 0, 298, 43.5], "3/0/0": [16, 0, 266, 43.5], "3/1": [16, 6.5, 51, 31],
                ],
                why: "left stays left; leading is the right edge in RTL; content views after the leading accessory area"),
        ])
    }

    // §2.11.2: a table's cells add the safe area's sides to their margins only where the table reaches the unsafe area
    // (LMRootView pins to the screen edges, a root column keeps the table inside safe area + 16). iPhone X landscape, compact.
    func testSafeAreaMarginsFollowTheTablesPlace() {
        let rows = "<UITableViewCell textLabel.text='A' accessoryType='checkmark'/><LMTableViewCell><UIView height='20'/></LMTableViewCell>"
        assertCases([
            ListCase(
                name: "root-view-edges", markup: "<LMRootView><LMTableView>" + rows + "</LMTableView></LMRootView>",
                width: 812, height: 375, scale: 3, mode: .viewController, safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                sizeClass: .compact,
                frames: ["0": [0, 0, 812, 375], "0/0/0": [0, 0, 728, 43.6667], "0/0/0/0": [60, 0, 652, 43.6667], "0/1/0/0": [60, 11, 692, 20]],
                why: "m = 16 + 44: checkmark R = 60 + 14 + 10; content 60 … 812 − 60"),
            ListCase(
                name: "column-margins", markup: "<LMColumnView><LMTableView weight='1'>" + rows + "</LMTableView></LMColumnView>",
                width: 812, height: 375, scale: 3, mode: .viewController, safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                sizeClass: .compact,
                frames: ["0": [60, 0, 692, 354], "0/0/0": [0, 0, 652, 43.6667], "0/0/0/0": [16, 0, 620, 43.6667], "0/1/0/0": [16, 11, 660, 20]],
                why: "the table inside 44 + 16 margins is clear of the safe area: m = 16"),
        ])
    }

    // MARK: §2.11.5 collection views

    // §2.11.5 flow algorithm: n = max(1, ⌊(A + s_i)/(w + s_i)⌋), lines justified, a one-item line centred, default 50 × 50, spacing 10.
    func testFlowLayoutWrapping() throws {
        XCTAssertEqual(
            try frames("<LMCollectionView style='flowLayoutCollectionView'/>", items: 8),
            [[0, 0, 50, 50], [65, 0, 50, 50], [130, 0, 50, 50], [195, 0, 50, 50], [260, 0, 50, 50], [325, 0, 50, 50],
             [0, 60, 50, 50], [325, 60, 50, 50]],
            "n = ⌊385 / 60⌋ = 6, gap (375 − 300) / 5 = 15; last line of 2 justified: 0 and 325")
        XCTAssertEqual(
            try frames("<LMCollectionView style='flowLayoutCollectionView'/>", items: 1), [[162.5, 0, 50, 50]],
            "a line of one item is centred: (375 − 50) / 2")
        XCTAssertEqual(
            try frames(
                "<LMCollectionView style='flowLayoutCollectionView' collectionViewLayout.itemWidth='100' collectionViewLayout.itemHeight='40' "
                    + "collectionViewLayout.minimumInteritemSpacing='20' collectionViewLayout.minimumLineSpacing='5' "
                    + "collectionViewLayout.sectionInsetLeft='20' collectionViewLayout.sectionInsetRight='10' collectionViewLayout.sectionInsetTop='3'/>",
                items: 4),
            [[20, 3, 100, 40], [142.5, 3, 100, 40], [265, 3, 100, 40], [142.5, 48, 100, 40]],
            "A = 345, n = ⌊365 / 120⌋ = 3, gap 22.5; the 4th alone, centred in A: 20 + 122.5; line 1 at 3 + 40 + 5")
        XCTAssertEqual(
            try frames(
                "<LMCollectionView style='flowLayoutCollectionView' collectionViewLayout.itemWidth='200' collectionViewLayout.sectionInset='10'/>",
                items: 2),
            [[87.5, 10, 200, 50], [87.5, 70, 200, 50]],
            "A = 355, n = ⌊365 / 210⌋ = 1: each centred, 10 + (355 − 200) / 2")
        XCTAssertEqual(
            try frames(
                "<LMCollectionView style='flowLayoutCollectionView' collectionViewLayout.itemWidth='80' collectionViewLayout.itemHeight='120' "
                    + "collectionViewLayout.sectionInset='12'/>",
                items: 7, scale: 3),
            [[12, 12, 80, 120], [102.3333, 12, 80, 120], [192.6667, 12, 80, 120], [283, 12, 80, 120],
             [12, 142, 80, 120], [147.6667, 142, 80, 120], [283, 142, 80, 120]],
            "worked example 5 at 3x: 147.5 → 442.5 px → 443 (halves up) → 147.667")
    }

    private func frames(_ markup: String, items: Int, scale: Double = 2) throws -> [[Double]] {
        try layout(markup, items: items, scale: scale).root.children.map {
            [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].map { ($0 * 10000).rounded() / 10000 }
        }
    }

    // §2.11.5 horizontal flow: swap the axes; columns of n items justified vertically, columns at inset.left + j·(w + lineSpacing);
    // contentSize.width = insets + columns; collection views inside columns and cells get their frames from there.
    func testHorizontalFlowAndNestedCollections() throws {
        assertCases([
            ListCase(
                name: "horizontal-columns",
                markup: "<LMColumnView><LMCollectionView style='flowLayoutCollectionView' height='250' collectionViewLayout.scrollDirection='horizontal'/>"
                    + "</LMColumnView>",
                items: 6,
                frames: [
                    "0": [0, 0, 375, 250], "0/0": [0, 0, 50, 50], "0/1": [0, 66.5, 50, 50], "0/2": [0, 133.5, 50, 50], "0/3": [0, 200, 50, 50],
                    "0/4": [60, 0, 50, 50], "0/5": [60, 200, 50, 50],
                ],
                why: "n = ⌊260 / 60⌋ = 4, gap 50 / 3: 66.667 → 66.5, 133.333 → 133.5; column 1 at 60, its 2 items justified"),
            ListCase(
                name: "horizontal-single-centred",
                markup: "<LMColumnView><LMCollectionView style='flowLayoutCollectionView' height='100' collectionViewLayout.scrollDirection='horizontal' "
                    + "collectionViewLayout.sectionInsetTop='10' collectionViewLayout.sectionInsetLeft='8' collectionViewLayout.sectionInsetRight='4' "
                    + "collectionViewLayout.minimumLineSpacing='6'/></LMColumnView>",
                items: 3,
                frames: ["0/0": [8, 30, 50, 50], "0/1": [64, 30, 50, 50], "0/2": [120, 30, 50, 50]],
                why: "A = 90, n = 1: centred at 10 + (90 − 50) / 2 = 30; x = 8 + j × 56"),
            ListCase(
                name: "collection-in-cell-and-column",
                markup: "<LMColumnView><LMTableView height='200'><LMTableViewCell><LMCollectionView style='flowLayoutCollectionView' height='130' "
                    + "collectionViewLayout.itemWidth='100' collectionViewLayout.itemHeight='60'/></LMTableViewCell></LMTableView>"
                    + "<LMCollectionView style='flowLayoutCollectionView' height='120' collectionViewLayout.sectionInset='10'/><LMSpacer/></LMColumnView>",
                items: 5,
                frames: [
                    "0/0": [0, 0, 375, 152.5], "0/0/0/0": [16, 11, 343, 130], "0/0/0/0/0": [0, 0, 100, 60], "0/0/0/0/1": [121.5, 0, 100, 60],
                    "0/0/0/0/2": [243, 0, 100, 60], "0/0/0/0/3": [0, 70, 100, 60], "0/0/0/0/4": [243, 70, 100, 60],
                    "1": [0, 208, 375, 120], "1/0": [10, 10, 50, 50], "1/1": [86.5, 10, 50, 50], "1/3": [239, 10, 50, 50], "1/4": [315, 10, 50, 50],
                ],
                why: "in the cell A = 343, n = 3, gap 21.5; below, A = 355, n = 6, a line of 5 justified: gap 26.25, 86.25 → 86.5, 238.75 → 239"),
        ])
        let strip = try layout(
            "<LMColumnView><LMCollectionView style='flowLayoutCollectionView' height='100' collectionViewLayout.scrollDirection='horizontal' "
                + "collectionViewLayout.sectionInsetTop='10' collectionViewLayout.sectionInsetLeft='8' collectionViewLayout.sectionInsetRight='4' "
                + "collectionViewLayout.minimumLineSpacing='6'/></LMColumnView>",
            items: 3)
        XCTAssertEqual(strip.views[1].scrollPosition?.contentSize, Size(width: 174, height: 100), "8 + 3 × 50 + 2 × 6 + 4")
    }

    // §2.11.5 and §4.1: right to left, a horizontal flow layout mirrors its items within its content (610 = 2 × 300 + 10,
    // and 622 with the insets 8 and 4 around it), not within its 375-pt frame: x = 610 − x − 300. The content size is the
    // same both ways. A helper's hand derivations found the items at 75 and −235 and the content 375 wide.
    func testAHorizontalFlowLayoutMirrorsItsItemsWithinItsContent() throws {
        let strip = { (insets: String) in
            "<LMCollectionView style='flowLayoutCollectionView' collectionViewLayout.scrollDirection='horizontal' "
                + "collectionViewLayout.itemWidth='300' collectionViewLayout.itemHeight='600'\(insets)/>"
        }
        assertCases([
            ListCase(
                name: "rtl-horizontal-flow", markup: strip(""), rightToLeft: true, items: 2,
                frames: ["0": [310, 33.5, 300, 600], "1": [0, 33.5, 300, 600]],
                why: "n = ⌊677 / 610⌋ = 1, centred: y = 33.5; left to right x = 0 and 310, mirrored in 610"),
            ListCase(
                name: "rtl-horizontal-flow-insets",
                markup: strip(" collectionViewLayout.sectionInsetLeft='8' collectionViewLayout.sectionInsetRight='4'"), rightToLeft: true, items: 2,
                frames: ["0": [314, 33.5, 300, 600], "1": [4, 33.5, 300, 600]],
                why: "left to right x = 8 and 318 in 8 + 610 + 4 = 622, mirrored: 622 − 8 − 300 and 622 − 318 − 300"),
        ])
        for (rightToLeft, insets, width) in [(false, "", 610.0), (true, "", 610), (true, " collectionViewLayout.sectionInsetLeft='8' collectionViewLayout.sectionInsetRight='4'", 622)] {
            let listCase = ListCase(name: "content", markup: strip(insets), rightToLeft: rightToLeft, items: 2, frames: [:], why: "")
            let result = try XCTUnwrap(listCase.result())
            XCTAssertEqual(result.views[0].scrollPosition?.contentSize, Size(width: width, height: 667))
        }
    }

    // §2.7 for a collection view, a UIScrollView: as a view controller's root on an iPhone 15 (safe area 59 and 34), eight
    // 150 × 300 items in lines of n = ⌊403 / 160⌋ = 2 make 4 lines, 4 × 300 + 3 × 10 = 1,230 tall: taller than its 852 pt,
    // so it scrolls vertically and its content is inset by the bands above and below (`automatic`), and it starts at
    // (0, −59). `never` leaves it 0; `always` adds no side here (the sides have no band). Before, a collection view never
    // had its content inset (a helper's hand derivations).
    func testARootCollectionViewInsetsItsContentByTheSafeArea() throws {
        let phone = Screen(width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        func position(_ adjustment: String, items: Int) throws -> ScrollPosition? {
            var options = DocumentOptions()
            options.collectionItems = items
            let markup = "<LMCollectionView style='flowLayoutCollectionView' collectionViewLayout.itemWidth='150' collectionViewLayout.itemHeight='300'\(adjustment)/>"
            let root = try XCTUnwrap(DocumentCompiler(options: options).compile(source: markup, file: "grid.xml").root)
            return LayoutEngine(rootMode: .viewController).layout(root, on: phone).views[0].scrollPosition
        }
        let scrolling = try position("", items: 8)
        XCTAssertEqual(scrolling?.contentSize, Size(width: 393, height: 1230))
        XCTAssertEqual(scrolling?.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrolling?.contentOffset, Point(x: 0, y: -59))
        // Two items (one line, 300 tall) do not scroll: nothing is adjusted, unless `always` says so.
        XCTAssertEqual(try position("", items: 2)?.adjustedContentInset, .zero)
        XCTAssertEqual(try position(" contentInsetAdjustmentBehavior='always'", items: 2)?.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(try position(" contentInsetAdjustmentBehavior='never'", items: 8)?.adjustedContentInset, .zero)
    }

    // MARK: §2.11.6 pickers, §2.11.7 pages

    // §2.11.6: pickers are 320 × 216 leaves (stretched by fill, centred by a centre-aligned column, any explicit height);
    // §3 UIPageControl 16n − 9 + 16 × 37; §2.11.7 pages (i·W, 0, W, H) whatever the page view's margins.
    func testPickersPageControlsAndPagesInContainers() {
        assertCases([
            ListCase(
                name: "pickers-and-pages",
                markup: "<LMColumnView><LMPickerView><row title='a'/></LMPickerView><LMColumnView horizontalAlignment='center'>"
                    + "<UIDatePicker datePickerMode='time'/><UIPageControl numberOfPages='3'/></LMColumnView>"
                    + "<LMPageView height='100' layoutMargins='20'><LMColumnView layoutMargins='10'><UIView/></LMColumnView><UIView/></LMPageView>"
                    + "<LMPickerView height='120'/><LMSpacer/></LMColumnView>",
                height: 800,
                frames: [
                    "0": [0, 0, 375, 216], "1": [0, 224, 375, 261], "1/0": [27.5, 0, 320, 216], "1/1": [160, 224, 55, 37],
                    "2": [0, 493, 375, 100], "2/0": [0, 0, 375, 100], "2/0/0": [10, 10, 355, 80], "2/1": [375, 0, 375, 100],
                    "3": [0, 601, 375, 120], "4": [0, 729, 375, 71],
                ],
                why: "picker 216 high, 375 wide; date picker (375 − 320) / 2; page control 55 × 37 at 160; pages ignore margins; picker 120"),
            ListCase(
                name: "landscape-pages",
                markup: "<LMPageView><UIView/><LMColumnView><UILabel intrinsicWidth='10' intrinsicHeight='20'/></LMColumnView></LMPageView>",
                width: 667, height: 375,
                frames: ["0": [0, 0, 667, 375], "1": [667, 0, 667, 375], "1/0": [0, 0, 667, 375]],
                why: "pages W × H of the rotated screen; the page's column fills it (the label, its last child, grows)"),
        ])
    }

    // §2.11.7 in a scroll view: a table and a page view with heights inside an LMScrollView's column (§2.7 fitToWidth).
    func testListsInsideScrollViews() {
        assertCases([
            ListCase(
                name: "scroll-column",
                markup: "<LMScrollView fitToWidth='true'><LMColumnView layoutMargins='10'><UILabel intrinsicWidth='50' intrinsicHeight='20'/>"
                    + "<LMTableView height='100' style='groupedTableView'><UITableViewCell textLabel.text='A' accessoryType='checkmark'/>"
                    + "<UITableViewCell textLabel.text='B'/></LMTableView><LMPageView height='50'><UIView/><UIView/></LMPageView>"
                    + "</LMColumnView></LMScrollView>",
                frames: [
                    "0": [0, 0, 375, 206], "0/1": [10, 38, 355, 100], "0/1/0": [0, 0, 355, 35], "0/1/1": [0, 35, 355, 44],
                    "0/1/1/0": [0, 0, 315, 43.5], "0/1/1/0/0": [16, 0, 283, 43.5], "0/1/2": [0, 79, 355, 44], "0/1/3": [0, 123, 355, 17.5],
                    "0/2": [10, 146, 355, 50], "0/2/1": [355, 0, 355, 50],
                ],
                why: "column 10 + 20 + 8 + 100 + 8 + 50 + 10; cells 355 wide, checkmark R = 40; the footer below the table's bottom"),
        ])
    }

    // §1.5 a missing image is nil; §2.11.2 and §3 a UITableViewCell that is not a row is 44 high; §4.3 a screen
    // given by its size: an iPhone 375 across is compact in landscape.
    func testCellsWithoutAnImageOrOutsideARowAndAScreenOfItsSizeAlone() {
        assertCases([
            ListCase(
                name: "missing-image",
                markup: "<LMTableView><UITableViewCell textLabel.text='A' imageView.image='missing'/>"
                    + "<UITableViewCell style='subtitleTableViewCell' textLabel.text='C' detailTextLabel.text='d' imageView.image=''/></LMTableView>",
                frames: ["0/0/1": [16, 0, 343, 43.5], "1": [0, 44, 375, 57.5], "1/0/1": [16, 11, 343, 20.5], "1/0/2": [16, 31.5, 343, 14.5]],
                why: "no image: the labels start at the margin, 16, not 16 after an empty image view"),
            ListCase(
                name: "cell-as-header-view",
                markup: "<LMTableView><?sectionHeaderView?><UITableViewCell textLabel.text='Big' textLabel.font='System 40'/>"
                    + "<UITableViewCell textLabel.text='row'/></LMTableView>",
                frames: ["0": [0, 0, 375, 44], "1": [0, 44, 375, 44]],
                why: "a UITableViewCell used as a header → 44, however large its text"),
            ListCase(
                name: "cell-in-a-column",
                markup: "<LMColumnView><UITableViewCell textLabel.text='y' textLabel.font='System 40'/>"
                    + "<UILabel intrinsicWidth='30' intrinsicHeight='20'/></LMColumnView>",
                scale: 1,
                frames: ["0": [0, 0, 375, 44], "1": [0, 52, 375, 615]],
                why: "ics none × 44 held at 750 like the label's; the excess goes to the last child (§2.0)"),
            ListCase(
                name: "custom-size-landscape",
                markup: "<LMTableView><UITableViewCell textLabel.text='A' accessoryType='disclosureIndicator'/></LMTableView>",
                width: 812, height: 375, scale: 3,
                frames: ["0/0": [0, 0, 778, 43.6667], "0/0/0": [16, 0, 746, 43.6667]],
                why: "375 across in portrait: compact, m = 16; R = 16 + 8 + 10 = 34, the label to 16 before the content view's end"),
        ])
    }
}
