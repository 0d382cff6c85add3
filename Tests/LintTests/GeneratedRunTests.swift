import Diagnostics
import Foundation
import Lint
import XCTest

/// The CI budget: 1,000 generated documents through the whole validate machinery (parse, type, markup
/// and structure rules, the layout matrix on six screens, merging), in parallel. The time is printed,
/// not asserted: machines differ.
final class GeneratedRunTests: TemporaryDirectoryTestCase {
    static let count = 1_000

    func testAThousandGeneratedDocuments() throws {
        var paths: [String] = []
        for index in 0..<Self.count {
            paths.append(try write("screens/\(index / 100)/Screen\(index).xml", DocumentGenerator.document(index)))
        }
        let files = try MarkupFileFinder.files(in: [directory.appendingPathComponent("screens").path])
        XCTAssertEqual(files.count, Self.count)
        let run = LintRun.lint(files.map { ($0, LintConfiguration.standard) }, with: Linter())
        XCTAssertEqual(run.reports.count, Self.count)
        // Every tenth document has a misspelt attribute, every seventh a weight with a fixed width.
        XCTAssertEqual(run.diagnostics.filter { $0.ruleID == "MK003" }.count, Self.count / 10)
        XCTAssertEqual(run.diagnostics.filter { $0.ruleID == "MK008" }.count, (Self.count + 6) / 7)
        let perFile = run.elapsed / Double(Self.count) * 1000
        print("generated run: \(run.summary) in \(String(format: "%.2f", run.elapsed)) s "
            + "(\(String(format: "%.1f", perFile)) ms per file, \(DeviceMatrix.standard.screens.count) screens each)")
    }
}

/// Documents like the ones people write: a form in a scroll view, rows of labels and fields, buttons,
/// a stack, an anchor view; 20–30 views each, varied by index.
enum DocumentGenerator {
    static func document(_ index: Int) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<?properties {\"title\": {\"font\": \"System-Bold 20\"}, \"field\": {\"borderStyle\": \"roundedRect\"}}?>",
            "<LMScrollView fitToWidth=\"true\" backgroundColor=\"#ffffff\">",
            "    <LMColumnView layoutMargins=\"16\" spacing=\"12\">",
            "        <UILabel class=\"title\" text=\"Screen \(index)\" numberOfLines=\"0\"/>",
        ]
        let rows = 2 + index % 3
        for row in 0..<rows {
            lines += [
                "        <LMRowView alignToBaseline=\"true\">",
                "            <UILabel text=\"Field \(row)\" width=\"90\"/>",
                "            <UITextField class=\"field\" placeholder=\"Value \(row)\" weight=\"1\"/>",
                "        </LMRowView>",
            ]
        }
        if index % 10 == 0 { lines.append("        <UILabel txet=\"misspelt\"/>") }
        if index % 7 == 0 { lines.append("        <LMRowView><UIView weight=\"1\" width=\"40\" height=\"1\"/></LMRowView>") }
        lines += [
            "        <UIStackView axis=\"horizontal\" distribution=\"fillEqually\" spacing=\"8\">",
            "            <UIButton style=\"systemButton\" title=\"Cancel\"/>",
            "            <UIButton style=\"systemButton\" title=\"Save\"/>",
            "        </UIStackView>",
            "        <LMAnchorView height=\"\(80 + index % 40)\">",
            "            <UIImageView anchor=\"all\" backgroundColor=\"#eeeeee\"/>",
            "            <UILabel text=\"Note \(index)\" anchor=\"top, leading\"/>",
            "            <UISwitch anchor=\"bottom, trailing\"/>",
            "        </LMAnchorView>",
            "        <LMRowView>",
            "            <LMSpacer/>",
            "            <UISegmentedControl><segment title=\"One\"/><segment title=\"Two\"/></UISegmentedControl>",
            "            <LMSpacer/>",
            "        </LMRowView>",
            "    </LMColumnView>",
            "</LMScrollView>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
