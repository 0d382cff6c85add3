import LayoutTree
import Rendering
import XCTest

/// The SVG document itself: well-formed, standalone SVG 1.1, deterministic, debug overlay.
final class DocumentTests: RenderTestCase {
    static let sample = """
        <LMColumnView layoutMargins="10" spacing="8" backgroundColor="#f0f0f0">
            <UILabel id="title" text="Title" layer.borderWidth="1" layer.cornerRadius="4" clipsToBounds="true"/>
            <LMRowView id="row" spacing="4">
                <UIView backgroundColor="red" width="20" height="20"/>
                <UISwitch/>
            </LMRowView>
            <LMSpacer/>
        </LMColumnView>
        """

    func testDocumentIsStandaloneSVG11OfTheScreenSize() throws {
        let rendered = try render(Self.sample, width: 320, height: 480)
        let svg = try XCTUnwrap(assertWellFormed(rendered.svg))
        XCTAssertTrue(rendered.svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        XCTAssertEqual(svg.attribute(named: "xmlns")?.value, "http://www.w3.org/2000/svg")
        XCTAssertEqual(svg.attribute(named: "version")?.value, "1.1")
        XCTAssertEqual(svg.attribute(named: "width")?.value, "320")
        XCTAssertEqual(svg.attribute(named: "height")?.value, "480")
        XCTAssertEqual(svg.attribute(named: "viewBox")?.value, "0 0 320 480")
        // No CSS colours SVG 1.1 lacks (rgba(), #rrggbbaa); no external references.
        XCTAssertFalse(rendered.svg.contains("rgba("))
        XCTAssertNil(rendered.svg.range(of: "#[0-9a-f]{8}\"", options: .regularExpression))
        XCTAssertFalse(rendered.svg.contains("http://") && rendered.svg.contains("href=\"http"))
        // ids are unique, and every clip-path reference resolves.
        let ids = rendered.svg.matches(of: /id="([^"]+)"/).map { String($0.1) }
        XCTAssertEqual(Set(ids).count, ids.count)
        for reference in rendered.svg.matches(of: /url\(#([^)]+)\)/) {
            XCTAssertTrue(ids.contains(String(reference.1)), "dangling reference \(reference.1)")
        }
    }

    func testDisplayScaleShrinksThePictureNotItsCoordinates() throws {
        var options = RenderOptions()
        options.displayScale = 0.5
        let svg = try XCTUnwrap(assertWellFormed(try render(Self.sample, width: 320, height: 480, options: options).svg))
        XCTAssertEqual(svg.attribute(named: "width")?.value, "160")
        XCTAssertEqual(svg.attribute(named: "height")?.value, "240")
        XCTAssertEqual(svg.attribute(named: "viewBox")?.value, "0 0 320 480")
    }

    func testRenderingIsDeterministic() throws {
        let first = try render(Self.sample).svg, second = try render(Self.sample).svg
        XCTAssertEqual(first, second)
    }

    func testIDPrefixKeepsSeveralPicturesApart() throws {
        var options = RenderOptions()
        options.idPrefix = "p7-"
        let rendered = try render(Self.sample, options: options)
        let ids = rendered.svg.matches(of: /id="([^"]+)"/).map { String($0.1) }
        XCTAssertFalse(ids.isEmpty)
        XCTAssertTrue(ids.allSatisfy { $0.hasPrefix("p7-") }, "\(ids)")
    }

    func testDebugOverlayOutlinesEveryDrawnViewWithItsName() throws {
        let plain = try render(Self.sample)
        let rendered = try render(Self.sample, options: RenderOptions(debug: true))
        let svg = assertWellFormed(rendered.svg)
        let overlay = try XCTUnwrap(elements("g", in: svg).first { $0.attribute(named: "class")?.value == "debug" })
        let drawn = rendered.views.count
        XCTAssertEqual(elements("rect", in: overlay).count, 2 * drawn, "an outline and a tag background per view")
        let tags = elements("text", in: overlay)
        XCTAssertEqual(tags.count, drawn)
        XCTAssertTrue(rendered.svg.contains(">UILabel#title</text>"))
        XCTAssertTrue(rendered.svg.contains(">LMRowView#row</text>"))
        XCTAssertTrue(rendered.svg.contains(">UISwitch</text>"))
        XCTAssertFalse(plain.svg.contains("class=\"debug\""))
        // Outlines are in screen coordinates.
        let title = try rendered.view(id: "title").absolute
        XCTAssertTrue(rendered.svg.contains("x=\"\(formatPoints(title.x + 0.25))\" y=\"\(formatPoints(title.y + 0.25))\""))
        // With outlines for text the overlay has no <text> either.
        var both = RenderOptions(textAsPaths: true, debug: true)
        both.title = "t"
        let paths = try render(Self.sample, options: both)
        XCTAssertFalse(paths.svg.contains("<text"))
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        XCTAssertGreaterThan(bitmap.inkCount(in: (0, 0, 200, 1)), 100, "the root's outline runs along the top edge")
    }

    func testDeeplyNestedDocumentsRender() throws {
        let depth = 200  // libxml2 refuses more than 256 levels
        let xml = String(repeating: "<LMColumnView layoutMargins=\"0\">", count: depth) + "<UILabel text=\"deep\"/>"
            + String(repeating: "</LMColumnView>", count: depth)
        let rendered = try render(xml)
        XCTAssertEqual(count("<g class=\"LMColumnView\"", in: rendered.svg), depth)
        XCTAssertTrue(rendered.svg.contains(">deep</text>"))
    }
}
