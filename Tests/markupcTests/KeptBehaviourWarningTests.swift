import Foundation
import XCTest

/// `layout` (and `render`) warns where SEMANTICS.md keeps MarkupKit's or UIKit's behaviour and asks for a warning
/// (§5.6, §5.7, §2.8), as `validate` does: the frames are laid out and the exit status stays 0.
final class KeptBehaviourWarningTests: MarkupcProcessTestCase {
    private func layoutWarnings(_ document: String) throws -> [String] {
        let path = try write("view.xml", document)
        let result = try markupc("layout", path, "--root", "plain", "--width", "300", "--height", "200")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.isEmpty)
        return result.stderrLines.map { $0.replacingOccurrences(of: path, with: "view.xml") }
    }

    func testAHiddenBaselineSubviewIsWarnedOf() throws {
        let warnings = try layoutWarnings(
            "<LMRowView alignToBaseline=\"true\">\n  <LMColumnView>\n    <UILabel text=\"a\" hidden=\"true\"/>\n    <UILabel text=\"b\"/>\n"
                + "  </LMColumnView>\n  <UILabel text=\"c\"/>\n</LMRowView>\n")
        XCTAssertEqual(warnings, [
            "view.xml:3:23: warning: <LMColumnView>'s first baseline is that of <UILabel> \"a\", which is hidden: MarkupKit aligns the hidden "
                + "view, so <LMColumnView> is not aligned to its siblings (remove the subview instead of hiding it, or move it after the views "
                + "that show) [MK047]",
        ])
    }

    func testRenderWarnsToo() throws {
        let path = try write(
            "view.xml", "<LMRowView alignToBaseline=\"true\">\n  <LMColumnView>\n    <UILabel text=\"a\" hidden=\"true\"/>\n  </LMColumnView>\n</LMRowView>\n")
        let result = try markupc("render", path, "--root", "plain", "--width", "300", "--height", "200")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<?xml"), String(result.stdout.prefix(80)))
        XCTAssertEqual(result.stderrLines.filter { $0.hasSuffix("[MK047]") }.count, 1, result.stderr)
    }

    func testAHiddenGridCellIsWarnedOf() throws {
        let warnings = try layoutWarnings(
            "<LMColumnView alignToGrid=\"true\">\n  <LMRowView><UILabel text=\"a\" hidden=\"true\"/><UILabel text=\"b\"/></LMRowView>\n"
                + "  <LMRowView><UILabel text=\"c\"/><UILabel text=\"d\"/></LMRowView>\n</LMColumnView>\n")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.hasPrefix("view.xml:2:32: warning: <UILabel> \"a\" is hidden in a row of an alignToGrid column") ?? false, "\(warnings)")
        XCTAssertTrue(warnings.first?.hasSuffix("[MK045]") ?? false)
    }

    func testABaselineAlignmentOnAVerticalStackIsWarnedOf() throws {
        let warnings = try layoutWarnings("<UIStackView axis=\"vertical\" alignment=\"lastBaseline\">\n  <UILabel text=\"a\"/>\n</UIStackView>\n")
        XCTAssertEqual(warnings, [
            "view.xml:1:30: warning: alignment 'lastBaseline' has no effect on a vertical <UIStackView>: it is laid out as 'leading' (§2.8) "
                + "(baselines align the views of a horizontal stack; use 'leading' here) [MK007]",
        ])
    }

    /// A width on a table's row is dropped, as UIKit breaks it (§2.11.2); `layout` says so, as `validate` does
    /// (a helper's hand derivations found only `validate` warning).
    func testAWidthOnATableRowIsWarnedOf() throws {
        let warnings = try layoutWarnings("<LMTableView>\n  <UITableViewCell width=\"100\" textLabel.text=\"a\"/>\n</LMTableView>\n")
        XCTAssertEqual(warnings, [
            "view.xml:2:20: warning: 'width' has no effect on a table's row, header or footer: <LMTableView> sets its width to its own (§2.11.2) "
                + "(size the table, or the views inside the row) [MK007]",
        ])
    }

    /// A row whose content fits in 0 pt is made the standard 44 pt high (§2.11.2); `layout` says why the row is
    /// not as tall as its content (MK062), and leaves an LMTableViewCell with no content element to MK061.
    func testARowWhoseContentFitsInZeroIsWarnedOf() throws {
        let path = try write(
            "view.xml",
            "<LMTableView>\n  <LMTableViewCell/>\n  <LMTableViewCell layoutMargins=\"0\">\n    <UIView/>\n  </LMTableViewCell>\n"
                + "  <LMTableViewCell><UILabel text=\"a\"/></LMTableViewCell>\n</LMTableView>\n")
        let result = try markupc("layout", path, "--width", "320", "--height", "568", "--format", "text")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderrLines.map { $0.replacingOccurrences(of: path, with: "view.xml") }, [
            "view.xml:2:3: warning: <LMTableViewCell> has no content element: its content view fits in 0 pt, so UIKit makes the row the "
                + "standard 44 pt high and logs a warning [MK061]",
            "view.xml:3:3: warning: <LMTableViewCell>'s content fits in 0 pt, so UIKit makes the row the standard 44 pt high and logs a "
                + "warning (give the content a height, pin it to the cell's top and bottom margins, or set the table's rowHeight) [MK062]",
        ])
        // Both rows 44 high, the separator included; the label's row as tall as its label and margins.
        XCTAssertTrue(result.stdout.contains("  LMTableViewCell (0, 0, 320, 44)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  LMTableViewCell (0, 44, 320, 44)\n"), result.stdout)
    }
}
