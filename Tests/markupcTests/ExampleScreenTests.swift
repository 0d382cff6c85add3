import Foundation
import XCTest

/// The screens in `Examples/` laid out at 375×667 as a view controller's root view (16 pt
/// side margins, no safe area), text measured with DejaVu Sans (the machine image's font):
/// "Label 1" at System 17 is 63 pt wide, 17 pt text is ceil(19.789) = 20 pt tall.
final class ExampleScreenTests: MarkupcProcessTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    private func layout(_ name: String) throws -> String {
        let result = try markupc(
            "layout", Self.examples.appendingPathComponent(name).path, "--width", "375", "--height", "667",
            "--system-font", "DejaVu Sans")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        return result.stdout
    }

    /// Centred labels 8 apart; the empty view (no intrinsic size) takes the rest and, centred
    /// with no width of its own, collapses to 0 at x = 187.5 → 188.
    func testStackViewLabels() throws {
        XCTAssertEqual(
            try layout("StackViewLabels.xml"),
            """
            screen 375x667 @1x portrait
            UIStackView (0, 0, 375, 667)
              UILabel (170, 0, 35, 20)
              UILabel (172, 28, 32, 20)
              UILabel (163, 56, 49, 20)
              UIView (188, 84, 0, 583)

            """)
    }

    /// Outer margins 12 become 16 at the sides (root view minimum); inner rows are 20 + 2·12 tall;
    /// the last arranged view of each row takes the excess (ties go to the last view).
    func testStackViewRows() throws {
        XCTAssertEqual(
            try layout("StackViewRows.xml"),
            """
            screen 375x667 @1x portrait
            UIStackView (0, 0, 375, 667)
              UIStackView (16, 12, 343, 44)
                UILabel (12, 12, 63, 20)
                UILabel (83, 12, 63, 20)
                UILabel (154, 12, 177, 20)
              UIStackView (16, 64, 343, 88)
                UIImageView (12, 12, 64, 64)
                UIImageView (84, 12, 64, 64)
                UIImageView (156, 12, 175, 64)
              UIView (16, 160, 343, 495)

            """)
    }

    /// A grouped table (SEMANTICS §2.11): titled header 55.5 (56 at 1x) with its 13 pt title 6 above its
    /// bottom; system rows 44 with the 1 pt separator inside; a switch accessory narrowing the content view to
    /// 375 − 16 − 51 − 10 = 298; value1 labels as wide as their text; a footer of text + 25.5; the second
    /// section's header 38; an empty grouped header and footer (17.5 each, written as views with
    /// nothing in them, on the 1x grid 18 and 17) before the third section, and the last empty footer; a
    /// subtitle cell 11 + 20 + 14 + 11 + 1 high; a custom cell 11 + 20 + 11 + 1.
    func testSettingsTable() throws {
        XCTAssertEqual(
            try layout("SettingsTable.xml"),
            """
            screen 375x667 @1x portrait
            LMTableView (0, 0, 375, 667)
              UITableViewHeaderFooterView [sectionHeader] (0, 0, 375, 56)
                UILabel [titleLabel] (16, 34, 343, 16)
              UITableViewCell (0, 56, 375, 44)
                UITableViewCellContentView [contentView] (0, 0, 298, 43)
                  UILabel [textLabel] (16, 0, 266, 43)
                UISwitch [accessoryView] (308, 6, 51, 31)
              UITableViewCell (0, 100, 375, 44)
                UITableViewCellContentView [contentView] (0, 0, 341, 43)
                  UILabel [textLabel] (16, 11, 41, 20)
                  UILabel [detailTextLabel] (274, 11, 51, 20)
              UITableViewCell (0, 144, 375, 44)
                UITableViewCellContentView [contentView] (0, 0, 341, 43)
                  UILabel [textLabel] (16, 11, 83, 20)
                  UILabel [detailTextLabel] (300, 11, 25, 20)
              UITableViewHeaderFooterView [sectionFooter] (0, 188, 375, 41)
                UILabel [titleLabel] (16, 8, 343, 16)
              UITableViewHeaderFooterView [sectionHeader] (0, 229, 375, 38)
                UILabel [titleLabel] (16, 16, 343, 16)
              UITableViewCell (0, 267, 375, 44)
                UITableViewCellContentView [contentView] (0, 0, 375, 43)
                  UILabel [textLabel] (16, 0, 343, 43)
              UITableViewCell (0, 311, 375, 44)
                UITableViewCellContentView [contentView] (0, 0, 335, 43)
                  UILabel [textLabel] (16, 0, 303, 43)
              UITableViewHeaderFooterView [sectionFooter] (0, 355, 375, 18)
              UITableViewHeaderFooterView [sectionHeader] (0, 373, 375, 17)
              UITableViewCell (0, 390, 375, 57)
                UITableViewCellContentView [contentView] (0, 0, 375, 56)
                  UILabel [textLabel] (16, 11, 343, 20)
                  UILabel [detailTextLabel] (16, 31, 343, 14)
              LMTableViewCell (0, 447, 375, 43)
                UITableViewCellContentView [contentView] (0, 0, 375, 42)
                  LMRowView (16, 11, 343, 20)
                    UILabel (0, 0, 283, 20)
                    UILabel (291, 0, 52, 20)
              UITableViewHeaderFooterView [sectionFooter] (0, 490, 375, 18)

            """)
    }

    /// The same screen with MarkupKit's views: spacers, not the last label, take the excess.
    func testBoxViewRows() throws {
        XCTAssertEqual(
            try layout("BoxViewRows.xml"),
            """
            screen 375x667 @1x portrait
            LMColumnView (0, 0, 375, 667)
              LMRowView (16, 12, 343, 44)
                UILabel (12, 12, 63, 20)
                UILabel (83, 12, 63, 20)
                UILabel (154, 12, 63, 20)
                LMSpacer (225, 12, 106, 20)
              LMRowView (16, 64, 343, 88)
                UIImageView (12, 12, 64, 64)
                UIImageView (84, 12, 64, 64)
                UIImageView (156, 12, 64, 64)
                LMSpacer (228, 12, 103, 64)
              LMSpacer (16, 160, 343, 495)

            """)
    }

    /// 667 − 8 = 659 shared 1:2: 219.667 and 439.333, rounded edge by edge.
    func testWeightedRows() throws {
        XCTAssertEqual(
            try layout("WeightedRows.xml"),
            """
            screen 375x667 @1x portrait
            LMColumnView (0, 0, 375, 667)
              LMRowView (16, 0, 343, 220)
                UILabel (0, 0, 343, 220)
              LMRowView (16, 228, 343, 439)
                UILabel (0, 0, 343, 439)

            """)
    }

    /// Templates give captions a width of 90; baseline-aligned rows put the caption's
    /// baseline on the field's (caption 9 pt lower); the spacer takes the rest.
    func testLoginForm() throws {
        XCTAssertEqual(
            try layout("LoginForm.xml"),
            """
            screen 375x667 @1x portrait
            LMColumnView (0, 0, 375, 667)
              UILabel (20, 20, 335, 33)
              LMRowView (20, 65, 335, 34)
                UILabel (0, 9, 90, 18)
                UITextField #email (98, 0, 237, 34)
              LMRowView (20, 111, 335, 34)
                UILabel (0, 9, 90, 18)
                UITextField #password (98, 0, 237, 34)
              LMRowView (20, 157, 335, 31)
                UILabel (0, 0, 276, 31)
                UISwitch #remember (284, 0, 51, 31)
              UIButton (20, 200, 335, 30)
              LMSpacer (20, 242, 335, 405)

            """)
    }
}
