import Diagnostics
import XCTest
@testable import MarkupParser

/// A document of about 5,000 elements keeps every element's and attribute's exact position. (Parsing's
/// speed is measured by `markupc-bench`, beside libxml2's own parse: tests never time.)
final class LargeDocumentTests: XCTestCase {
    /// A MarkupKit-like document: `groups` rows of `labelsPerGroup` labels each, in a column.
    static func generatedDocument(groups: Int, labelsPerGroup: Int) -> String {
        var parts = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<LMColumnView spacing=\"8\" alignment=\"fill\">\n"]
        parts.reserveCapacity(groups * (labelsPerGroup + 2) + 2)
        for group in 0..<groups {
            parts.append("\t<LMRowView spacing=\"4\" horizontalAlignment=\"leading\">\n")
            for label in 0..<labelsPerGroup {
                parts.append("\t\t<UILabel text=\"Item \(group).\(label) héllo\" textColor=\"#336699\" font=\"System 17\" numberOfLines=\"0\"/>\n")
            }
            parts.append("\t</LMRowView>\n")
        }
        parts.append("</LMColumnView>\n")
        return parts.joined()
    }

    func testLargeDocumentKeepsExactPositions() throws {
        let groups = 50, labels = 99
        let source = Self.generatedDocument(groups: groups, labelsPerGroup: labels)
        let (document, diagnostics) = parseMarkup(source)
        XCTAssertEqual(diagnostics, [])
        let rows = try XCTUnwrap(document?.root.elements)
        XCTAssertEqual(rows.count, groups)
        for (group, row) in rows.enumerated() {
            let rowLine = 3 + group * (labels + 2)
            XCTAssertEqual(row.location, SourceLocation(file: "t.xml", line: rowLine, column: 2))
            for (index, label) in row.elements.enumerated() {
                let line = rowLine + 1 + index
                XCTAssertEqual(position(label.location), "\(line):3")
                XCTAssertEqual(position(label.attributes[0].valueLocation), "\(line):18")
                let valueLength = label.attributes[0].value.unicodeScalars.count
                XCTAssertEqual(position(label.attributes[1].location), "\(line):\(18 + valueLength + 2)")
            }
        }
    }
}
