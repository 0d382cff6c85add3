import Foundation
import XCTest

@testable import LayoutTree

/// Intrinsic content sizes of every leaf view class (SEMANTICS.md §3). Text is monospaced (10 pt per
/// character and 20 pt per line at 17 pt, scaled with the size) so that the arithmetic is easy to follow.
final class ControlSizeTests: XCTestCase {
    var directory: URL!
    var measurer: LeafMeasurer!

    override func setUpWithError() throws {
        directory = try MeasureFixtures.directory()
        try MeasureFixtures.write(MeasureFixtures.png(width: 48, height: 48), to: directory.appendingPathComponent("star@2x.png"))
        try MeasureFixtures.write(MeasureFixtures.png(width: 60, height: 40), to: directory.appendingPathComponent("wide.png"))
        measurer = LeafMeasurer(text: MonospaceMeasurer(), images: ImageResolver(directories: [directory.path]))
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func check(_ cases: [(String, [Double?], String)], file: StaticString = #filePath, line: UInt = #line) throws {
        for (markup, expected, why) in cases {
            let size = measurer.intrinsicSize(of: try MeasureFixtures.node(markup, file: file, line: line))
            XCTAssertEqual([size.width, size.height], expected, "\(markup): \(why)", file: file, line: line)
        }
    }

    func testFixedSizeControls() throws {
        try check([
            ("<UISwitch/>", [51, 31], "iOS 7+"),
            ("<UISlider/>", [nil, 31], "the width comes from the container"),
            ("<UIProgressView/>", [nil, 2], "default and bar styles"),
            ("<UIStepper/>", [94, 32], "iOS 13+"),
            ("<UIActivityIndicatorView/>", [20, 20], "white (default)"),
            ("<UIActivityIndicatorView activityIndicatorViewStyle='gray'/>", [20, 20], "gray"),
            ("<UIActivityIndicatorView activityIndicatorViewStyle='medium'/>", [20, 20], "medium"),
            ("<UIActivityIndicatorView activityIndicatorViewStyle='whiteLarge'/>", [37, 37], "whiteLarge"),
            ("<UIActivityIndicatorView activityIndicatorViewStyle='large'/>", [37, 37], "large"),
            ("<UIPageControl numberOfPages='3'/>", [55, 37], "16 × 3 − 9 + 16"),
            ("<UIPageControl numberOfPages='1'/>", [23, 37], "16 − 9 + 16"),
            ("<UIPageControl/>", [0, 37], "no pages"),
            ("<UIDatePicker/>", [320, 216], "wheels"),
            ("<UIPickerView/>", [320, 216], ""),
            ("<UISearchBar/>", [nil, 56], ""),
            ("<UITableViewCell/>", [nil, 44], "§3: none × 44; a table's row is as high as its content view (§2.11.2)"),
            ("<LMSpacer/>", [0, 0], ""),
            ("<UIView/>", [nil, nil], "no intrinsic size"),
            ("<UISwitch intrinsicWidth='70'/>", [70, 31], "a placeholder replaces one axis"),
        ])
    }

    func testSegmentedControl() throws {
        try check([
            (
                "<UISegmentedControl><segment title='One'/><segment title='Three'/></UISegmentedControl>", [111, 32],
                "13 pt: Three is 5 × 7.647 = 38.24 → 39; equal segments (39 + 16) × 2 + a 1 pt divider"
            ),
            ("<UISegmentedControl><segment title='A'/></UISegmentedControl>", [24, 32], "7.65 → 8 + 16"),
            ("<UISegmentedControl/>", [0, 32], "no segments"),
        ])
    }

    func testTextFieldByBorderStyle() throws {
        try check([
            ("<UITextField placeholder='Name' borderStyle='roundedRect'/>", [54, 34], "40 + 14; max(34, 20 + 14)"),
            ("<UITextField placeholder='Name' borderStyle='line'/>", [42, 22], "40 + 2; 20 + 2"),
            ("<UITextField placeholder='Name' borderStyle='bezel'/>", [42, 22], "40 + 2; 20 + 2"),
            ("<UITextField placeholder='Name' borderStyle='none'/>", [40, 20], "the text alone"),
            ("<UITextField text='Ada' placeholder='Name'/>", [30, 20], "the text, not the placeholder"),
            ("<UITextField borderStyle='roundedRect'/>", [14, 34], "empty"),
            ("<UITextField placeholder='Name' font='System 34' borderStyle='roundedRect'/>", [94, 54], "80 + 14; 40 + 14"),
            (
                "<UITextField placeholder='Name' font='System 14' borderStyle='roundedRect'/>", [47, 30],
                "§3's 'IB with 14 pt: 30': 34 less the lines' difference, 34 − (20 − 16.47) = 30.47, down to 30 (31 before: up to the 1x grid)"
            ),
        ])
    }

    /// §3: title + 6 pt above and below (min 30 tall), contentEdgeInsets on both axes, images beside the title.
    func testButtons() throws {
        try check([
            ("<UIButton style='systemButton' title='Button'/>", [53, 30], "15 pt: 6 × 8.82 = 52.94 → 53; 17.65 → 18 + 12"),
            ("<UIButton title='Go'/>", [18, 30], "17.65 → 18"),
            ("<UIButton title='Go' contentEdgeInsets='10'/>", [38, 50], "+ 10 each side"),
            (
                "<UIButton title='Go' contentEdgeInsetLeft='3' contentEdgeInsetRight='4' contentEdgeInsetTop='1' contentEdgeInsetBottom='2'/>",
                [25, 33], "per edge"
            ),
            ("<UIButton title='Go' contentEdgeInsets='10' contentEdgeInsetLeft='0'/>", [28, 50], "uniform first, then per edge"),
            ("<UIButton title='Go' font='System 34'/>", [40, 52], "34 pt: 2 × 20; 40 + 12"),
            ("<UIButton/>", [30, 30], "empty (approximate)"),
            ("<UIButton image='star'/>", [24, 24], "image only: the 48 px @2x file is 24 pt"),
            ("<UIButton image='star' title='Go'/>", [42, 30], "18 + 24; max(30, 24)"),
            ("<UIButton image='wide' title='Go'/>", [78, 40], "18 + 60; max(30, 40)"),
            ("<UIButton image='wide' contentEdgeInsets='5'/>", [70, 50], "60 + 10; 40 + 10"),
            ("<UIButton image='missing' title='Go'/>", [18, 30], "a missing image adds nothing"),
        ])
    }

    func testImageViews() throws {
        try check([
            ("<UIImageView image='star'/>", [24, 24], "48 px @2x = 24 pt"),
            ("<UIImageView image='wide.png'/>", [60, 40], "a 1x file"),
            ("<UIImageView image='missing'/>", [nil, nil], "no image: no intrinsic size"),
            ("<UIImageView/>", [nil, nil], "no image"),
        ])
        // Without an image resolver, image views have no size.
        let plain = LeafMeasurer(text: MonospaceMeasurer())
        XCTAssertEqual(plain.intrinsicSize(of: try MeasureFixtures.node("<UIImageView image='star'/>")), .none)
    }

    /// §3: scale decides both the rounding and which file is used.
    func testImageScales() throws {
        try MeasureFixtures.write(MeasureFixtures.png(width: 90, height: 90), to: directory.appendingPathComponent("star@3x.png"))
        let node = try MeasureFixtures.node("<UIImageView image='star'/>")
        for (scale, expected) in [(1.0, 24.0), (2, 24), (3, 30)] {
            var measurer = self.measurer!
            measurer.scale = scale
            XCTAssertEqual(measurer.intrinsicSize(of: node), IntrinsicSize(width: expected, height: expected), "@\(scale)x")
        }
    }

    func testLabels() throws {
        try check([
            ("<UILabel text='Hello'/>", [50, 20], "5 × 10; 20"),
            ("<UILabel text='Hello' font='System 13'/>", [39, 16], "38.24 → 39; 15.29 → 16"),
            ("<UILabel text=''/>", [0, 0], "empty text: 0 × 0"),
            ("<UILabel/>", [0, 0], "no text"),
        ])
        var twoX = measurer!
        twoX.scale = 2
        let label = try MeasureFixtures.node("<UILabel text='Hello' font='System 13'/>")
        XCTAssertEqual(twoX.intrinsicSize(of: label), IntrinsicSize(width: 38.5, height: 15.5), "76.47 px → 77; 30.59 px → 31")
    }
}
