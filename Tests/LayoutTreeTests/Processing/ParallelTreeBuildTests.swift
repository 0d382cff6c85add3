import Diagnostics
import MarkupParser
import XCTest

@testable import LayoutTree

/// Large documents build their wide list on all cores (`TreeBuilder.parallel`): the views and
/// the diagnostics must be those of one pass, in the same order.
final class ParallelTreeBuildTests: XCTestCase {
    /// Wide lists the builds below shared between cores.
    private let counter = TreeBuilder.SharedListCounter()

    private func build(_ text: String, parallel: Bool) throws -> (root: ViewNode, diagnostics: [String]) {
        var diagnostics = DiagnosticBag()
        let document = try XCTUnwrap(MarkupParser.parse(bytes: Array(text.utf8), file: "list.xml", diagnostics: &diagnostics))
        var builder = TreeBuilder()
        builder.parallel = parallel
        builder.sharedListCounter = counter
        let root = builder.build(document, diagnostics: &diagnostics)
        return (root, diagnostics.diagnostics.map(\.description))
    }

    /// Every view's class, position in the file and typed attributes, depth first.
    private func outline(_ root: ViewNode) -> [String] {
        var lines: [String] = []
        var stack = [root]
        while let node = stack.popLast() {
            lines.append(
                "\(node.elementName) \(node.location.line):\(node.location.column) \(node.id ?? "-") \(node.size) "
                    + "\(node.content.text ?? "-") \(node.content.font.map { "\($0)" } ?? "-") \(node.layout) \(node.weight ?? 0) "
                    + "\(node.children.count)")
            stack += node.children.reversed()
        }
        return lines
    }

    /// A column of `rows` rows of five views, with ids, a bad value every seventh row, an
    /// unknown attribute every fiftieth and a template (defined before the root) every third;
    /// `extra(row)` is added inside the row.
    private func list(rows: Int, extra: (Int) -> String = { _ in "" }) -> String {
        var text = #"<?properties {"title": {"font": "System-Bold 24", "textColor": "red"}}?>"# + "\n"
        text += "<LMScrollView fitToWidth=\"true\"><LMColumnView>\n"
        for row in 0..<rows {
            text += "<LMRowView id=\"row\(row)\">"
            text += "<UILabel \(row % 3 == 0 ? "class=\"title\" " : "")text=\"Row \(row)\" width=\"\(row % 7 == 0 ? "wide" : "80")\"/>"
            text += "<UILabel text=\"x\" \(row % 50 == 0 ? "colour" : "textColor")=\"red\"/>"
            text += #"<LMSpacer/><UIImageView intrinsicWidth="24" intrinsicHeight="24"/>"#
            text += extra(row) + "</LMRowView>\n"
        }
        return text + "</LMColumnView></LMScrollView>\n"
    }

    func testWideListBuildsAlikeOnAllCores() throws {
        let text = list(rows: 1_000)
        let serial = try build(text, parallel: false)
        let sharedBefore = counter.count
        let parallel = try build(text, parallel: true)
        XCTAssertEqual(counter.count, sharedBefore + 1, "the list was built on all cores")
        XCTAssertEqual(parallel.diagnostics, serial.diagnostics)
        XCTAssertEqual(outline(parallel.root), outline(serial.root))
        XCTAssertEqual(serial.diagnostics.count, 20 + 143, "a warning every fiftieth row, an error every seventh")
    }

    /// An id used in two chunks, or a `<?case?>` inside the list: the list is built in one pass
    /// instead, with the same views and diagnostics (the duplicate id's warning included).
    func testDependentChunksAreBuiltInOnePass() throws {
        let duplicateID = list(rows: 1_000) { $0 == 900 ? #"<UILabel id="row3" text="again"/>"# : "" }
        let caseInside = list(rows: 1_000) { $0 == 500 ? #"<?case iOS?><UILabel text="iOS only"/><?end?>"# : "" }
        for text in [duplicateID, caseInside] {
            let serial = try build(text, parallel: false)
            let sharedBefore = counter.count
            let parallel = try build(text, parallel: true)
            XCTAssertEqual(counter.count, sharedBefore, "built in one pass")
            XCTAssertEqual(parallel.diagnostics, serial.diagnostics)
            XCTAssertEqual(outline(parallel.root), outline(serial.root))
        }
        XCTAssertTrue(try build(duplicateID, parallel: true).diagnostics.contains { $0.contains("duplicate id 'row3'") })
    }
}
