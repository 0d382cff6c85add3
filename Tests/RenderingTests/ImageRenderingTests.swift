import LayoutTree
import Rendering
import XCTest

/// Images embedded as data URIs and fitted by `contentMode`; image pixels where the view is.
final class ImageRenderingTests: RenderTestCase {
    private func solid(_ name: String, width: Int, height: Int, _ rgb: (UInt8, UInt8, UInt8)) throws {
        try writePNG(name, width: width, height: height) { _, _ in (rgb.0, rgb.1, rgb.2, 255) }
    }

    func testScaleToFillCoversTheFrame() throws {
        try solid("red.png", width: 4, height: 4, (255, 0, 0))
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10">
                <UIImageView id="image" image="red" height="60"/>
                <LMSpacer/>
            </LMColumnView>
            """, resources: [directory.path])
        XCTAssertEqual(count("xlink:href=\"data:image/png;base64,", in: rendered.svg), 1)
        XCTAssertTrue(rendered.diagnostics.diagnostics.isEmpty, "\(rendered.diagnostics.diagnostics)")
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let image = rect(try rendered.view(id: "image"))
        XCTAssertTrue(bitmap.isFilled(image, with: Bitmap.rgb(0xFF0000), inset: 1))
        XCTAssertTrue(bitmap.inkOutside([image], margin: 0).isEmpty)
    }

    func testContentModesFitTheImage() throws {
        // 20 × 10 points: a 2:1 image in 60 × 60 views.
        try solid("wide.png", width: 20, height: 10, (0, 0, 255))
        let modes = ["scaleAspectFit", "scaleAspectFill", "center", "topLeft", "bottomRight"]
        let views = modes.map { "<UIImageView id=\"\($0)\" image=\"wide.png\" contentMode=\"\($0)\" width=\"60\" height=\"60\" clipsToBounds=\"true\"/>" }
        let rendered = try render(
            "<LMRowView layoutMargins=\"10\" spacing=\"10\" verticalAlignment=\"top\">\(views.joined())<LMSpacer/></LMRowView>",
            width: 400, height: 100, resources: [directory.path])
        // One file, embedded once, drawn five times.
        XCTAssertEqual(count("data:image/png;base64,", in: rendered.svg), 1)
        XCTAssertEqual(count("<use xlink:href=\"#image", in: rendered.svg), 5)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let blue = Bitmap.rgb(0x0000FF)
        func frame(_ id: String) throws -> Rect { try rendered.view(id: id).absolute }

        let fit = try frame("scaleAspectFit")  // 60 × 30, centred vertically
        XCTAssertTrue(bitmap.isFilled((fit.x, fit.y + 15, 60, 30), with: blue))
        XCTAssertEqual(bitmap.inkCount(in: (fit.x, fit.y, 60, 14)), 0)
        XCTAssertEqual(bitmap.inkCount(in: (fit.x, fit.y + 46, 60, 14)), 0)

        let fill = try frame("scaleAspectFill")  // 120 × 60, cut to the frame
        XCTAssertTrue(bitmap.isFilled((fill.x, fill.y, 60, 60), with: blue))

        let center = try frame("center")  // natural 20 × 10 in the middle
        XCTAssertTrue(bitmap.isFilled((center.x + 20, center.y + 25, 20, 10), with: blue))
        XCTAssertEqual(bitmap.inkCount(in: (center.x, center.y, 60, 24)), 0)
        XCTAssertEqual(bitmap.inkCount(in: (center.x, center.y, 19, 60)), 0)

        let topLeft = try frame("topLeft")
        XCTAssertTrue(bitmap.isFilled((topLeft.x, topLeft.y, 20, 10), with: blue))
        XCTAssertEqual(bitmap.inkCount(in: (topLeft.x + 21, topLeft.y, 39, 60)), 0)

        let bottomRight = try frame("bottomRight")
        XCTAssertTrue(bitmap.isFilled((bottomRight.x + 40, bottomRight.y + 50, 20, 10), with: blue))
        XCTAssertEqual(bitmap.inkCount(in: (bottomRight.x, bottomRight.y, 39, 60)), 0)
    }

    func testImagesAreDrawnAtTheSizeOfTheFileForTheScreenScale() throws {
        // dot@2x.png is 8 × 8 pixels: 4 × 4 points on a 2x screen; dot.png would be 8 × 8 points.
        try solid("dot@2x.png", width: 8, height: 8, (0, 255, 0))
        try solid("dot.png", width: 8, height: 8, (255, 0, 0))
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" horizontalAlignment="leading">
                <UIImageView id="dot" image="dot"/>
                <LMSpacer/>
            </LMColumnView>
            """, scale: 2, resources: [directory.path])
        let dot = try rendered.view(id: "dot")
        XCTAssertEqual(dot.absolute, Rect(x: 10, y: 10, width: 4, height: 4))
        let bitmap = try Rasterizer.rasterize(rendered.svg, zoom: 2)
        XCTAssertTrue(bitmap.isFilled(rect(dot), with: Bitmap.rgb(0x00FF00), zoom: 2, inset: 0))
        XCTAssertTrue(bitmap.inkOutside([rect(dot)], zoom: 2, margin: 0).isEmpty)
        XCTAssertFalse(rendered.svg.contains("#ff0000"))
    }

    func testMissingImagesAreNotDrawn() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10">
                <UIImageView image="nowhere" height="40"/>
                <UIImageView image="nowhere" height="40"/>
                <LMSpacer/>
            </LMColumnView>
            """, resources: [directory.path])
        // The layout's measurement reports the missing image; drawing does not repeat it.
        XCTAssertTrue(rendered.diagnostics.diagnostics.isEmpty, "\(rendered.diagnostics.diagnostics)")
        XCTAssertFalse(rendered.svg.contains("<image"))
    }

    func testSystemButtonDrawsItsImageTintedAndItsTitleInTheTintColour() throws {
        try writePNG("star.png", width: 20, height: 20) { x, y in (x + y < 20 ? (0, 0, 0, 255) : (0, 0, 0, 0)) }
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" horizontalAlignment="leading">
                <UIButton id="button" style="systemButton" title="Star" image="star"/>
                <UIButton id="tinted" style="systemButton" title="Red" tintColor="#ff0000"/>
                <LMSpacer/>
            </LMColumnView>
            """, resources: [directory.path])
        XCTAssertTrue(rendered.svg.contains("<filter"))
        XCTAssertTrue(rendered.svg.contains("flood-color=\"#007aff\""))
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let button = rect(try rendered.view(id: "button"))
        var bluish = 0, dark = 0
        for y in Int(button.y)..<Int(button.y + button.height) {
            for x in Int(button.x)..<Int(button.x + button.width) {
                let pixel = bitmap.pixel(x, y)
                if pixel.b > 200 && pixel.r < 100 { bluish += 1 }
                if pixel.r < 60 && pixel.g < 60 && pixel.b < 60 { dark += 1 }
            }
        }
        XCTAssertGreaterThan(bluish, 50, "tinted image and title")
        XCTAssertEqual(dark, 0, "a system button's image is a template: no black left")
        let tinted = rect(try rendered.view(id: "tinted"))
        var reddish = 0
        for y in Int(tinted.y)..<Int(tinted.y + tinted.height) {
            for x in Int(tinted.x)..<Int(tinted.x + tinted.width) where bitmap.pixel(x, y).r > 200 && bitmap.pixel(x, y).b < 120 {
                reddish += 1
            }
        }
        XCTAssertGreaterThan(reddish, 10, "tintColor colours the title")
        XCTAssertTrue(bitmap.inkOutside([button, tinted], margin: 1).isEmpty)
    }
}
