import Diagnostics
import Foundation
import LayoutTree
import MarkupParser
import Rendering
import TextMetrics
import XCTest

/// Documents compiled, laid out and drawn the way `markupc render` does it, on a screen of an
/// explicit size, with real fonts (fontconfig + FreeType) for both measuring and drawing.
class RenderTestCase: XCTestCase {
    static let fonts = FontResolver()
    static let measurer = FreeTypeTextMeasurer(resolver: fonts)

    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
        try super.tearDownWithError()
    }

    struct Rendered {
        var layout: LayoutResult
        var svg: String
        var diagnostics: DiagnosticBag

        /// Every drawn view, depth first.
        var views: [LaidOutView] {
            var result: [LaidOutView] = []
            var stack = [layout.root]
            while let view = stack.popLast() {
                result.append(view)
                stack += view.children.reversed()
            }
            return result
        }

        func view(id: String, file: StaticString = #filePath, line: UInt = #line) throws -> LaidOutView {
            try XCTUnwrap(views.first { $0.node.id == id }, "no view with id \(id)", file: file, line: line)
        }
    }

    /// `xml` laid out on a `width` × `height` screen as a plain root (no safe area or system margins),
    /// with images from `resources`.
    func render(
        _ xml: String, width: Double = 200, height: Double = 200, scale: Double = 1, options: RenderOptions = RenderOptions(),
        resources: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws -> Rendered {
        let document = DocumentCompiler().compile(source: xml, file: "test.xml")
        XCTAssertFalse(document.diagnostics.hasErrors, "\(document.diagnostics.diagnostics)", file: file, line: line)
        let root = try XCTUnwrap(document.root, file: file, line: line)
        let images = ImageResolver(directories: resources)
        let leaf = LeafMeasurer(text: Self.measurer, scale: scale, images: images)
        let layout = LayoutEngine(measurer: leaf, rootMode: .plain).layout(root, on: Screen(width: width, height: height, scale: scale))
        let renderer = SVGRenderer(measurer: leaf, fonts: Self.fonts, images: images, options: options)
        let rendered = renderer.render(layout)
        assertWellFormed(rendered.svg, file: file, line: line)
        return Rendered(layout: layout, svg: rendered.svg, diagnostics: rendered.diagnostics)
    }

    /// libxml2 (through MarkupParser) reads the SVG as well-formed XML. MarkupParser reports text
    /// content, which markup may not have but SVG `<text>` and `<title>` do: that one note is expected.
    @discardableResult
    func assertWellFormed(_ svg: String, file: StaticString = #filePath, line: UInt = #line) -> MarkupElement? {
        var diagnostics = DiagnosticBag()
        let document = MarkupParser.parse(bytes: Array(svg.utf8), file: "out.svg", diagnostics: &diagnostics)
        XCTAssertNotNil(document, "libxml2 could not parse the SVG: \(diagnostics.diagnostics.map(\.description))", file: file, line: line)
        let problems = diagnostics.diagnostics.filter { $0.message != "unexpected character content" }
        XCTAssertTrue(problems.isEmpty, "libxml2: \(problems.map(\.description))", file: file, line: line)
        XCTAssertEqual(document?.root.name, "svg", file: file, line: line)
        return document?.root
    }

    /// Every element of a parsed tree named `name`, in document order.
    func elements(_ name: String, in root: MarkupElement?) -> [MarkupElement] {
        guard let root else { return [] }
        var found: [MarkupElement] = []
        var stack = [root]
        while let element = stack.popLast() {
            if element.name == name { found.append(element) }
            for child in element.children.reversed() {
                if case .element(let inner) = child { stack.append(inner) }
            }
        }
        return found
    }

    func rect(_ view: LaidOutView) -> (x: Double, y: Double, width: Double, height: Double) {
        (view.absolute.x, view.absolute.y, view.absolute.width, view.absolute.height)
    }

    /// Writes a PNG file into the test directory.
    @discardableResult
    func writePNG(_ name: String, width: Int, height: Int, color: @escaping (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(PNGWriter.png(width: width, height: height, color: color)).write(to: url)
        return url.path
    }

    func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }
}
