import Diagnostics
import Foundation
import XCTest

@testable import LayoutTree

/// `<?include name?>` (SEMANTICS.md §1.8): `name.xml` beside the including document or in a
/// `--resources` directory, inserted as MarkupKit 3 did — a container where the instruction stands,
/// the included root pinned to its four edges.
final class IncludeTests: XCTestCase {
    private var directory: URL!
    private var resources: URL!

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-includes-\(UUID().uuidString)")
        directory = base.appendingPathComponent("doc")
        resources = base.appendingPathComponent("resources")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

    private func write(_ markup: String, _ name: String, in folder: URL? = nil) throws {
        try markup.write(to: (folder ?? directory).appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func path(_ name: String, in folder: URL? = nil) -> String { (folder ?? directory).appendingPathComponent(name).path }

    private func compile(_ markup: String, configure: (inout DocumentOptions) -> Void = { _ in }) throws -> CompiledDocument {
        try write(markup, "View.xml")
        var options = DocumentOptions()
        configure(&options)
        return DocumentCompiler(options: options).compile(fileAtPath: path("View.xml"))
    }

    private static let row = "<LMRowView id=\"row\">\n  <UILabel text=\"R\" intrinsicWidth=\"40\" intrinsicHeight=\"20\"/>\n</LMRowView>"

    func testIncludedRootIsPinnedInsideAContainerWhereTheInstructionStands() throws {
        try write(Self.row, "Row.xml")
        let markup = "<LMColumnView>\n  <UILabel text=\"A\" intrinsicWidth=\"30\" intrinsicHeight=\"10\"/>\n  <?include Row?>\n"
            + "  <UILabel text=\"B\" intrinsicWidth=\"30\" intrinsicHeight=\"10\"/>\n</LMColumnView>"
        let document = try compile(markup)
        XCTAssertEqual(document.diagnostics.diagnostics.map(\.description), [])
        let root = try XCTUnwrap(document.root)
        XCTAssertEqual(root.children.map(\.elementName), ["UILabel", "LMIncludeContainer", "UILabel"])
        let container = root.children[1]
        XCTAssertEqual(container.location, SourceLocation(file: path("View.xml"), line: 3, column: 3))
        XCTAssertEqual(container.children.map(\.elementName), ["LMRowView"])
        XCTAssertEqual(container.children[0].location, SourceLocation(file: path("Row.xml"), line: 1, column: 1))
        XCTAssertEqual(container.children[0].id, "row")
        XCTAssertEqual(root.includedDocuments, [path("Row.xml")])

        // Column 200 × 300, spacing 8: A (0, 0, 200, 10), B at the bottom (0, 290, 200, 10); the container
        // between them takes 300 − 10 − 10 − 2 × 8 = 264 at y 18, as the row itself would written inline
        // (its label hugs at 250, below the labels of the column); the row fills the container.
        let result = LayoutEngine(rootMode: .plain).layout(root, on: Screen(width: 200, height: 300))
        let column = result.root
        XCTAssertEqual(column.children.map(\.frame), [
            Rect(x: 0, y: 0, width: 200, height: 10), Rect(x: 0, y: 18, width: 200, height: 264),
            Rect(x: 0, y: 290, width: 200, height: 10),
        ])
        XCTAssertEqual(column.children[1].children.map(\.frame), [Rect(x: 0, y: 0, width: 200, height: 264)])
        XCTAssertEqual(column.children[1].children[0].children.map(\.frame), [Rect(x: 0, y: 0, width: 200, height: 264)])
    }

    func testTheIncludeSeesTheTemplatesSoFarAndKeepsItsOwn() throws {
        try write(
            "<?properties {\"inner\": {\"text\": \"inner\"}}?>\n<UILabel class=\"outer\"/>", "Label.xml")
        let markup = "<?properties {\"outer\": {\"text\": \"outer\"}}?>\n<LMColumnView>\n  <?include Label?>\n"
            + "  <UILabel class=\"inner\"/>\n</LMColumnView>"
        let document = try compile(markup)
        let root = try XCTUnwrap(document.root)
        XCTAssertEqual(root.children[0].children[0].content.text, "outer")
        XCTAssertEqual(root.children[1].content.text, nil)
        XCTAssertEqual(
            document.diagnostics.diagnostics.map(\.description),
            ["\(path("View.xml")):4:19: warning: undefined template 'inner' in class attribute [MK010]"])
    }

    func testACycleIsAnErrorAtTheInstructionThatClosesIt() throws {
        try write("<LMRowView>\n  <?include View?>\n</LMRowView>", "Row.xml")
        let document = try compile("<LMColumnView>\n  <?include Row?>\n</LMColumnView>")
        XCTAssertEqual(
            document.diagnostics.diagnostics.map(\.description),
            ["\(path("Row.xml")):2:3: error: <?include View?> is a cycle: View.xml → Row.xml → View.xml [MK026]"])
        // The document and the first include are built; the include that closes the cycle is left out.
        let row = try XCTUnwrap(document.root?.children.first?.children.first)
        XCTAssertEqual(row.elementName, "LMRowView")
        XCTAssertEqual(row.children.count, 0)
    }

    func testADocumentIncludingItselfIsACycle() throws {
        let document = try compile("<LMColumnView>\n  <?include View.xml?>\n</LMColumnView>")
        XCTAssertEqual(
            document.diagnostics.diagnostics.map(\.description),
            ["\(path("View.xml")):2:3: error: <?include View.xml?> is a cycle: View.xml → View.xml [MK026]"])
    }

    func testSixteenNestedIncludesAreFineASeventeenthIsAnError() throws {
        // View includes D1, D1 includes D2, …: D16 is the sixteenth nested include, D17 the seventeenth.
        for level in 1...17 {
            try write("<LMColumnView>\n    <?include D\(level + 1)?>\n</LMColumnView>", "D\(level).xml")
        }
        try write("<UIView/>", "D18.xml")
        let document = try compile("<LMColumnView>\n  <?include D1?>\n</LMColumnView>")
        XCTAssertEqual(
            document.diagnostics.diagnostics.map(\.description),
            ["\(path("D16.xml")):2:5: error: <?include D17?> nests includes deeper than 16 [MK026]"])
        var view = try XCTUnwrap(document.root)
        var depth = 0
        while let container = view.children.first {
            view = try XCTUnwrap(container.children.first)
            depth += 1
        }
        XCTAssertEqual(depth, 16)
        XCTAssertEqual(document.root?.includedDocuments, (1...16).map { path("D\($0).xml") })
    }

    func testAMissingDocumentNamesThePathsTried() throws {
        let document = try compile("<LMColumnView>\n  <?include Row?>\n</LMColumnView>") {
            $0.resourceDirectories = [self.resources.path]
        }
        XCTAssertEqual(
            document.diagnostics.diagnostics.map(\.description),
            ["\(path("View.xml")):2:3: error: included document 'Row' not found: tried '\(path("Row.xml"))', "
                + "'\(path("Row.xml", in: resources))' [MK027]"])
        XCTAssertEqual(document.root?.children.count, 0)
    }

    func testADocumentInTheResourcesIsFoundAfterTheOneBeside() throws {
        try write("<UILabel text=\"resources\"/>", "Row.xml", in: resources)
        let fromResources = try compile("<LMColumnView>\n  <?include Row?>\n</LMColumnView>") {
            $0.resourceDirectories = [self.resources.path]
        }
        XCTAssertEqual(fromResources.root?.children.first?.children.first?.content.text, "resources")
        try write("<UILabel text=\"beside\"/>", "Row.xml")
        let beside = try compile("<LMColumnView>\n  <?include Row?>\n</LMColumnView>") {
            $0.resourceDirectories = [self.resources.path]
        }
        XCTAssertEqual(beside.root?.children.first?.children.first?.content.text, "beside")
    }

    func testANameLeadingOutOfTheDirectoriesIsNotRead() throws {
        try write("<UILabel text=\"secret\"/>", "Secret.xml", in: directory.deletingLastPathComponent())
        try FileManager.default.createSymbolicLink(
            atPath: path("Link.xml"), withDestinationPath: path("Secret.xml", in: directory.deletingLastPathComponent()))
        let document = try compile("<LMColumnView>\n  <?include ../Secret?>\n  <?include Link?>\n</LMColumnView>")
        XCTAssertEqual(document.diagnostics.diagnostics.map(\.description), [
            "\(path("View.xml")):2:3: error: <?include ../Secret?> must name a document beside this one or in the --resources "
                + "directories; not read [MK028]",
            "\(path("View.xml")):3:3: error: <?include Link?> must name a document beside this one or in the --resources "
                + "directories; not read [MK028]",
        ])
        XCTAssertEqual(document.root?.children.count, 0)
    }

    func testProblemsInsideTheIncludedDocumentNameIt() throws {
        try write("<LMRowView>\n  <UILabel txet=\"a\"/>\n</LMRowView>", "Row.xml")
        try write("<LMRowView>\n  <UILabel>\n</LMRowView>", "Broken.xml")
        let document = try compile("<LMColumnView>\n  <?include Row?>\n  <?include Broken?>\n</LMColumnView>")
        XCTAssertEqual(document.diagnostics.diagnostics.map(\.description), [
            "\(path("Row.xml")):2:18: warning: unknown attribute 'txet' (did you mean 'text'?) [MK003]",
            "\(path("Broken.xml")):3:13: error: Opening and ending tag mismatch: UILabel line 2 and LMRowView",
            "\(path("Broken.xml")):3:13: error: Premature end of data in tag LMRowView line 1",
        ])
        XCTAssertEqual(document.root?.children.count, 1)
    }

    func testAnIncludeInASkippedCaseOrWithIncludesOffIsLeftOut() throws {
        let skipped = try compile("<LMColumnView>\n  <?case tvOS?>\n  <?include Row?>\n  <?end?>\n</LMColumnView>")
        XCTAssertEqual(skipped.diagnostics.diagnostics.map(\.description), [])
        XCTAssertEqual(skipped.root?.children.count, 0)
        let off = try compile("<LMColumnView>\n  <?include Row?>\n</LMColumnView>") { $0.followsIncludes = false }
        XCTAssertEqual(off.diagnostics.diagnostics.map(\.description), [])
        XCTAssertEqual(off.root?.children.count, 0)
    }

    func testTextGivenWithoutAFileLooksOnlyInTheResources() throws {
        try write("<UILabel text=\"R\"/>", "Row.xml", in: resources)
        var options = DocumentOptions()
        options.resourceDirectories = [resources.path]
        let document = DocumentCompiler(options: options).compile(source: "<LMColumnView>\n  <?include Row?>\n</LMColumnView>")
        XCTAssertEqual(document.diagnostics.diagnostics.map(\.description), [])
        XCTAssertEqual(document.root?.children.first?.children.first?.content.text, "R")
    }
}
