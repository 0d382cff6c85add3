import LayoutTree
import MarkupParser
import Rendering
import XCTest

/// A missing image is drawn as a box crossed corner to corner with the image's name (§1.5: the device shows
/// nothing; the frame stays the layout's).
final class ImagePlaceholderTests: RenderTestCase {
    private func placeholder(in svg: String) throws -> MarkupElement {
        let groups = elements("g", in: assertWellFormed(svg)).filter { $0.attribute(named: "class")?.value == "missing-image" }
        XCTAssertEqual(groups.count, 1)
        return try XCTUnwrap(groups.first)
    }

    private func values(_ element: MarkupElement, _ names: [String]) -> [String] {
        names.map { element.attribute(named: $0)?.value ?? "-" }
    }

    func testAMissingImageIsABoxWithItsName() throws {
        let rendered = try render(
            """
            <LMColumnView>
                <UIImageView id="logo" image="logo-missing" width="120" height="80"/>
                <LMSpacer/>
            </LMColumnView>
            """, resources: [directory.path])
        XCTAssertEqual(rect(try rendered.view(id: "logo")).width, 120)
        let group = try placeholder(in: rendered.svg)
        let box = try XCTUnwrap(elements("rect", in: group).first)
        XCTAssertEqual(values(box, ["x", "y", "width", "height", "fill", "stroke", "stroke-width"]), ["0", "0", "120", "80", "#f2f2f7", "#8e8e93", "0.5"])
        XCTAssertEqual(
            elements("line", in: group).map { values($0, ["x1", "y1", "x2", "y2"]) }, [["0", "0", "120", "80"], ["120", "0", "0", "80"]])
        XCTAssertEqual(elements("text", in: group).count, 1)
        XCTAssertEqual(count(">logo-missing</text>", in: rendered.svg), 1)
    }

    /// A name longer than the box is cut at its tail, as a label's.
    func testALongNameIsTruncated() throws {
        let rendered = try render(
            "<LMColumnView><UIImageView image=\"a-very-long-image-name-for-a-small-box\" width=\"60\" height=\"30\"/><LMSpacer/></LMColumnView>")
        _ = try placeholder(in: rendered.svg)
        XCTAssertFalse(rendered.svg.contains(">a-very-long-image-name-for-a-small-box</text>"))
        XCTAssertEqual(count("\u{2026}</text>", in: rendered.svg), 1)
    }

    /// An image view with no height has no box to draw.
    func testAnEmptyImageViewDrawsNothing() throws {
        let rendered = try render("<LMColumnView><UIImageView image=\"gone\" height=\"0\"/><LMSpacer/></LMColumnView>")
        XCTAssertFalse(rendered.svg.contains("missing-image"))
    }

    func testAFoundImageHasNoPlaceholder() throws {
        try writePNG("here.png", width: 4, height: 4) { _, _ in (0, 0, 255, 255) }
        let rendered = try render("<LMColumnView><UIImageView image=\"here\" height=\"40\"/><LMSpacer/></LMColumnView>", resources: [directory.path])
        XCTAssertFalse(rendered.svg.contains("missing-image"))
        XCTAssertEqual(count("<use xlink:href=\"#image", in: rendered.svg), 1)
    }
}
