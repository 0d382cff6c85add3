import Foundation
import LayoutTree
import XCTest

@testable import TextMetrics

/// Intrinsic sizes and laid-out labels with DejaVu Sans as the system font (SEMANTICS.md §3, §3.1).
/// Expected figures come from DejaVu Sans's advances and kerning (units per em 2048, see
/// `FreeTypeTextMeasurerTests`) and lineHeight = 2384 × size / 2048, rounded up to pixels by hand.
final class RealFontMeasurementTests: XCTestCase {
    static let text = "The quick brown fox jumps over the lazy dog"
    var fonts: FreeTypeTextMeasurer!

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: ReferenceFreeType.dejaVuSans), "DejaVu Sans is not installed")
        fonts = FreeTypeTextMeasurer(resolver: FontResolver(systemFamily: "DejaVu Sans"))
    }

    private func node(_ markup: String, file: StaticString = #filePath, line: UInt = #line) throws -> ViewNode {
        let document = DocumentCompiler().compile(source: markup)
        XCTAssertFalse(document.diagnostics.hasErrors, "\(document.diagnostics.diagnostics)", file: file, line: line)
        return try XCTUnwrap(document.root, file: file, line: line)
    }

    private func size(
        _ markup: String, scale: Double = 1, contentSize: ContentSizeCategory = .large, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [Double?] {
        let measurer = LeafMeasurer(text: fonts, scale: scale, contentSize: contentSize)
        let size = measurer.intrinsicSize(of: try node(markup, file: file, line: line))
        return [size.width, size.height]
    }

    func testLabelSizes() throws {
        let cases: [(String, Double, [Double?], String)] = [
            ("<UILabel text='Hello'/>", 1, [44, 20], "5191 × 17/2048 = 43.089 → 44; 2384 × 17/2048 = 19.789 → 20"),
            ("<UILabel text='Hello'/>", 2, [43.5, 20], "86.18 px → 87 px; 39.58 px → 40 px"),
            ("<UILabel text='Hello'/>", 3, [130.0 / 3, 20], "129.27 px → 130 px; 59.37 px → 60 px"),
            ("<UILabel text='Hello' font='System-Bold 17'/>", 2, [49.5, 20], "bold: 5914 × 17/2048 = 49.091 → 49.5"),
            ("<UILabel text='Hello' font='Helvetica 24'/>", 1, [61, 28], "DejaVu Sans stands in: 60.832 → 61; 27.94 → 28"),
            ("<UILabel text='AVAVAV'/>", 1, [65, 20], "kerned: (8406 − 655) × 17/2048 = 64.34 → 65 (unkerned 69.8)"),
            ("<UILabel text='Hello' font='body'/>", 1, [44, 20], "body is 17 pt at Large"),
            ("<UILabel text='Hello' font='title1'/>", 1, [71, 33], "28 pt: 70.97 → 71; 32.59 → 33"),
            ("<UILabel text=''/>", 1, [0, 0], "empty text is 0 × 0"),
            ("<UILabel/>", 1, [0, 0], "no text is 0 × 0"),
        ]
        for (markup, scale, expected, why) in cases {
            XCTAssertEqual(try size(markup, scale: scale), expected, "\(markup) @\(scale)x: \(why)")
        }
    }

    /// Wrapped at preferredMaxLayoutWidth 100: "The quick" | "brown fox" | "jumps over" (95.019) | "the lazy" | "dog".
    func testWrappedLabelHeights() throws {
        let label = "<UILabel text='\(Self.text)' numberOfLines='%@' preferredMaxLayoutWidth='%@'/>"
        let cases: [(String, String, Double, [Double?], String)] = [
            ("0", "100", 1, [96, 99], "5 lines: 5 × 19.789 = 98.95 → 99; widest 95.02 → 96"),
            ("0", "100", 2, [95.5, 99], "widest 190.04 px → 191 px"),
            ("3", "100", 1, [96, 60], "3 lines: 59.37 → 60"),
            ("0", "150", 1, [141, 60], "The quick brown | fox jumps over | the lazy dog: widest 140.39"),
            ("0", "200", 1, [172, 60], "The quick brown fox | jumps over the lazy | dog: widest 171.72"),
            ("1", "100", 1, [383, 20], "one line ignores the width: 382.36 → 383"),
        ]
        for (lines, width, scale, expected, why) in cases {
            let markup = String(format: label, lines, width)
            XCTAssertEqual(try size(markup, scale: scale), expected, "\(lines) lines at \(width) @\(scale)x: \(why)")
        }
    }

    /// Controls whose size depends on their text (§3), at 1x.
    func testTextControlSizes() throws {
        let cases: [(String, [Double?], String)] = [
            ("<UIButton style='systemButton' title='Button'/>", [51, 30], "15 pt: 50.24 → 51; 17.46 → 18 + 12"),
            ("<UIButton title='Button' contentEdgeInsets='5' contentEdgeInsetLeft='9'/>", [65, 40], "51 + 9 + 5; 30 + 10"),
            ("<UIButton title='Button' font='System 30'/>", [101, 47], "100.49 → 101; 34.92 → 35 + 12"),
            ("<UIButton/>", [30, 30], "empty system button"),
            (
                "<UIButton title='Button' font='System 12' contentEdgeInsets='4'/>", [49, 34],
                "40.19 → 41 + 8; 13.97 → 14 + 12 + 8 = 34: the 30 minimum is on the whole sum (§3), not 30 + 8"
            ),
            ("<UITextField placeholder='Name' borderStyle='roundedRect'/>", [65, 34], "17 pt: 50.15 → 51 + 14; ≥ 34"),
            ("<UITextField text='Name' placeholder='Email address' borderStyle='roundedRect'/>", [65, 34], "the text wins"),
            ("<UITextField placeholder='Name' borderStyle='line'/>", [53, 22], "51 + 2; 20 + 2"),
            ("<UITextField placeholder='Name' borderStyle='bezel'/>", [53, 22], "51 + 2; 20 + 2"),
            ("<UITextField placeholder='Name'/>", [51, 20], "no border"),
            ("<UITextField text='Name' font='System 30' borderStyle='roundedRect'/>", [103, 49], "88.51 → 89 + 14; 34 + the lines' difference, down to 49"),
            ("<UITextField text='Name' font='System 14' borderStyle='roundedRect'/>", [56, 30], "41.3 → 42 + 14; 34 less the lines' difference, down to 30 (§3: 30 with 14 pt)"),
            (
                "<UISegmentedControl><segment title='First'/><segment title='Second'/><segment title='Third'/></UISegmentedControl>",
                [194, 32], "13 pt, widest Second 47.84 → 48 + 16 = 64; 3 × 64 + 2 dividers"
            ),
        ]
        for (markup, expected, why) in cases {
            XCTAssertEqual(try size(markup), expected, "\(markup): \(why)")
        }
    }

    /// Text styles follow the content size; explicitly sized fonts stay as they are (Dynamic Type).
    func testContentSizes() throws {
        let cases: [(String, ContentSizeCategory, Double, [Double?], String)] = [
            ("<UILabel text='Hello' font='body'/>", .xxxLarge, 2, [58.5, 27], "23 pt: 116.6 px → 117; 53.55 px → 54"),
            ("<UILabel text='Hello' font='body'/>", .xSmall, 1, [36, 17], "14 pt: 35.49 → 36; 16.30 → 17"),
            ("<UILabel text='Hello' font='headline'/>", .accessibilityXXXLarge, 1, [154, 62], "53 pt bold: 153.05; 61.7"),
            ("<UILabel text='Hello' font='caption2'/>", .xSmall, 1, [28, 13], "11 pt at every small size: 27.88 → 28; 12.80 → 13"),
            ("<UILabel text='Hello' font='System 17'/>", .accessibilityXXXLarge, 1, [44, 20], "explicit sizes stay fixed"),
            ("<UILabel text='Hello'/>", .xxxLarge, 1, [44, 20], "the default font is System 17, not a text style"),
            ("<UIButton title='Button' font='footnote'/>", .xxLarge, 1, [57, 32], "footnote is 17 pt at xxLarge: 56.94 → 57; 19.79 → 20 + 12"),
        ]
        for (markup, category, scale, expected, why) in cases {
            XCTAssertEqual(
                try size(markup, scale: scale, contentSize: category), expected, "\(markup) at \(category): \(why)")
        }
    }

    // MARK: Laid out

    private func layout(_ markup: String, width: Double = 100, height: Double = 400, scale: Double = 1) throws -> LaidOutView {
        let engine = LayoutEngine(measurer: LeafMeasurer(text: fonts), rootMode: .plain)
        let result = engine.layout(try node(markup), on: Screen(width: width, height: height, scale: scale))
        return try XCTUnwrap(result.root.children.first)
    }

    /// §3.1 truncation at the label's final width, per lineBreakMode.
    func testTruncationAtTheFinalWidth() throws {
        let cases: [(String, [String], Bool)] = [
            ("", ["The quick\u{2026}"], true),
            ("lineBreakMode='byTruncatingTail'", ["The quick\u{2026}"], true),
            ("lineBreakMode='byTruncatingHead'", ["\u{2026}lazy dog"], true),
            ("lineBreakMode='byTruncatingMiddle'", ["The q\u{2026}dog"], true),
            ("lineBreakMode='byClipping'", [Self.text], true),
            ("lineBreakMode='byWordWrapping'", ["The quick"], true),
            ("numberOfLines='2'", ["The quick", "brown fo\u{2026}"], true),
            ("numberOfLines='0'", ["The quick", "brown fox", "jumps over", "the lazy", "dog"], false),
            ("numberOfLines='0' height='50'", ["The quick", "brown fo\u{2026}"], true),
        ]
        for (attributes, lines, truncated) in cases {
            let label = try layout("<LMColumnView><UILabel text='\(Self.text)' \(attributes)/></LMColumnView>")
            XCTAssertEqual(label.lines, lines, attributes)
            XCTAssertEqual(label.truncated, truncated, attributes)
        }
    }

    /// The two-pass rule (§2.0): a wrapped label takes the height of its lines at its final width.
    func testWrappedLabelInAColumn() throws {
        let label = try layout(
            "<LMColumnView verticalAlignment='top'><UILabel text='\(Self.text)' numberOfLines='0'/></LMColumnView>", scale: 2)
        XCTAssertEqual(label.frame, Rect(x: 0, y: 0, width: 100, height: 99))
        XCTAssertEqual(label.lines?.count, 5)
        XCTAssertFalse(label.truncated)

        let fits = try layout("<LMColumnView><UILabel text='Hello'/></LMColumnView>")
        XCTAssertEqual(fits.lines, ["Hello"])
        XCTAssertFalse(fits.truncated)
    }

    /// Issue 14.4 on MarkupKit's GridViewController (corpus, MarkupKit-iOS 3d65b6a ff.): in baseline-aligned
    /// rows beside 5-line labels (239.667 wide: 5 × 19.789 = 98.945 → 99, the lines 0.027 below the
    /// top), "First Baseline" sits on the first line and "Last Baseline" on the last line of the second
    /// label of the nested column: 107 + 0.027 + 4 × 19.789 + 15.780 − (0.105 + 15.780) = 186.078 → 186.
    func testGridViewControllerBaselines() throws {
        let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
        let grid = try layout(
            """
            <LMColumnView verticalAlignment='top'><LMColumnView alignToGrid='true'>
                <LMRowView alignToBaseline='true'>
                    <UILabel textAlignment='right' text='First Baseline'/>
                    <UILabel weight='1' numberOfLines='0' text='\(lorem)'/>
                </LMRowView>
                <LMRowView alignToBaseline='true' baseline='last'>
                    <UILabel textAlignment='right' text='Last Baseline'/>
                    <LMColumnView weight='1'>
                        <UILabel numberOfLines='0' text='\(lorem)'/>
                        <UILabel numberOfLines='0' text='\(lorem)'/>
                    </LMColumnView>
                </LMRowView>
            </LMColumnView></LMColumnView>
            """, width: 361, height: 700, scale: 3)
        func assertFrames(_ views: [LaidOutView], _ expected: [[Double]], line: UInt = #line) {
            XCTAssertEqual(views.count, expected.count, line: line)
            for (view, frame) in zip(views, expected) {
                let actual = [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
                for (value, wanted) in zip(actual, frame) { XCTAssertEqual(value, wanted, accuracy: 1e-9, "\(actual)", line: line) }
            }
        }
        assertFrames(grid.children, [[0, 0, 361, 99], [0, 107, 361, 206]])
        assertFrames(grid.children[0].children, [[0, 0, 340.0 / 3, 20], [364.0 / 3, 0, 719.0 / 3, 99]])
        XCTAssertEqual(grid.children[0].children[1].lines?.count, 5)
        assertFrames(grid.children[1].children, [[0, 186, 340.0 / 3, 20], [364.0 / 3, 0, 719.0 / 3, 206]])
    }
}
