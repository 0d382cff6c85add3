import Diagnostics
import XCTest
@testable import MarkupParser

final class PerformanceTests: XCTestCase {
    /// A MarkupKit-like document: groups of rows with labels, `elementCount` elements in all.
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

    /// Opt-in timing of a 100,000-element (~9 MB) document:
    /// `MARKUPPARSER_BENCHMARK=1 swift test -c release -Xswiftc -enable-testing --filter PerformanceTests`.
    func testBenchmarkHundredThousandElements() throws {
        guard ProcessInfo.processInfo.environment["MARKUPPARSER_BENCHMARK"] != nil else {
            throw XCTSkip("set MARKUPPARSER_BENCHMARK=1 to run")
        }
        let bytes = Array(Self.generatedDocument(groups: 1_000, labelsPerGroup: 99).utf8)
        var best = Double.infinity
        for _ in 0..<10 {
            var bag = DiagnosticBag()
            let start = DispatchTime.now().uptimeNanoseconds
            let document = MarkupParser.parse(bytes: bytes, file: "big.xml", diagnostics: &bag)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            best = min(best, elapsed)
            XCTAssertEqual(document?.root.elements.count, 1_000)
        }
        print("MarkupParser: 100,001 elements, \(bytes.count) bytes, best of 10: \(Int(best)) ms")
    }
}
