import Foundation
import XCTest

@testable import LayoutTree

/// Dynamic Type content sizes, and the warnings measurement gives (fonts substituted, images missing).
final class ContentSizeAndWarningTests: XCTestCase {
    func testBodyAndLargeColumns() {
        XCTAssertEqual(
            ContentSizeCategory.allCases.map { $0.size(of: .body) }, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        // The Large column is §1.4's default sizes.
        for style in TextStyle.allCases {
            XCTAssertEqual(ContentSizeCategory.large.size(of: style), style.size, style.rawValue)
            let sizes = ContentSizeCategory.allCases.map { $0.size(of: style) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style.rawValue) grows with the category")
        }
        XCTAssertEqual(ContentSizeCategory.xxxLarge.size(of: .headline), 23)
        XCTAssertEqual(ContentSizeCategory.xSmall.size(of: .caption2), 11)
        XCTAssertEqual(ContentSizeCategory.accessibilityXXXLarge.size(of: .largeTitle), 60)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.xxxLarge.isAccessibilityCategory)
    }

    func testOnlyTextStylesScale() {
        let category = ContentSizeCategory.accessibilityLarge
        XCTAssertEqual(category.scaled(TextStyle.body.font).size, 33)
        XCTAssertEqual(category.scaled(TextStyle.headline.font).weight, .semibold)
        XCTAssertEqual(category.scaled(.system(size: 17)), .system(size: 17))
        XCTAssertEqual(category.scaled(FontDescriptor(name: "Helvetica", size: 12)).size, 12)
    }

    /// A label's size follows the category (monospaced text: 10 pt per character and 20 pt per line at 17 pt).
    func testMeasurerAppliesTheCategory() throws {
        let body = try MeasureFixtures.node("<UILabel text='Hello' font='body'/>")
        let fixed = try MeasureFixtures.node("<UILabel text='Hello' font='System 17'/>")
        let button = try MeasureFixtures.node("<UIButton title='Go' font='title3'/>")
        let large = LeafMeasurer(text: MonospaceMeasurer())
        let huge = LeafMeasurer(text: MonospaceMeasurer(), contentSize: .xxxLarge)
        XCTAssertEqual(large.intrinsicSize(of: body), IntrinsicSize(width: 50, height: 20))
        XCTAssertEqual(huge.intrinsicSize(of: body), IntrinsicSize(width: 68, height: 28), "23 pt: 67.65 → 68; 27.06 → 28")
        XCTAssertEqual(huge.intrinsicSize(of: fixed), IntrinsicSize(width: 50, height: 20))
        XCTAssertEqual(huge.intrinsicSize(of: button), IntrinsicSize(width: 31, height: 43), "title3 is 26 pt: 30.59 → 31; 30.59 → 31 + 12")
        XCTAssertEqual(huge.font(of: body)?.size, 23)
        XCTAssertEqual(huge.font(of: fixed)?.size, 17)
        XCTAssertEqual(huge.text.lineHeight(of: TextStyle.body.font), 23 * 20 / 17.0, accuracy: 1e-12)
    }

    func testFontWarningsOncePerName() throws {
        let root = try MeasureFixtures.node(
            """
            <LMColumnView>
                <UILabel text="a" font="Helvetica 12"/>
                <UILabel text="b" font="Helvetica 14"/>
                <UILabel text="c" font="System-Bold 17"/>
                <UILabel text="d" font="body"/>
                <UIButton title="e" font="Courier 10"/>
            </LMColumnView>
            """)
        let measurer = LeafMeasurer(text: MonospaceMeasurer(note: "font '{name}' not found; using 'Mono'"))
        let warnings = measurer.findings(for: root, imagesAreKnown: false)
        XCTAssertEqual(warnings.map(\.message), ["font 'Helvetica' not found; using 'Mono'", "font 'Courier' not found; using 'Mono'"])
        XCTAssertEqual(warnings.map { $0.location?.line }, [2, 6])
        XCTAssertEqual(warnings.map(\.severity), [.warning, .warning])
        XCTAssertEqual(warnings.map(\.ruleID), ["MK043", "MK043"])
        XCTAssertEqual(LeafMeasurer(text: MonospaceMeasurer()).findings(for: root, imagesAreKnown: false), [])
    }

    func testImageWarnings() throws {
        let directory = try MeasureFixtures.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try MeasureFixtures.write(MeasureFixtures.png(width: 4, height: 4), to: directory.appendingPathComponent("here.png"))
        let root = try MeasureFixtures.node(
            """
            <LMColumnView>
                <UIImageView image="here"/>
                <UIImageView image="gone"/>
                <UIButton image="gone" title="x"/>
                <UIButton image="also-gone"/>
            </LMColumnView>
            """)
        let measurer = LeafMeasurer(text: MonospaceMeasurer(), images: ImageResolver(directories: [directory.path]))
        // With the app's images (`--resources`) a missing one is a warning, at the attribute that names it.
        XCTAssertEqual(
            measurer.findings(for: root, imagesAreKnown: true).map(\.description),
            [
                "<input>:3:18: warning: image 'gone' not found in '\(directory.path)'; the view has no image [MK019]",
                "<input>:5:15: warning: image 'also-gone' not found in '\(directory.path)'; the view has no image [MK019]",
            ])
        // Without them, a note: the app's asset catalog may hold the image.
        XCTAssertEqual(
            measurer.findings(for: root, imagesAreKnown: false).map(\.description),
            [
                "<input>:3:18: note: image 'gone' not found in '\(directory.path)'; the view has no image [MK019]",
                "<input>:5:15: note: image 'also-gone' not found in '\(directory.path)'; the view has no image [MK019]",
            ])
        // Without an image resolver nothing is looked up, so nothing is reported.
        XCTAssertEqual(LeafMeasurer(text: MonospaceMeasurer()).findings(for: root, imagesAreKnown: true), [])
    }
}
