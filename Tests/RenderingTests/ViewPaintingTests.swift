import LayoutTree
import Rendering
import XCTest

/// Backgrounds, alpha, corner radius, borders, clipping and hidden views, checked on the pixels
/// rsvg-convert draws.
final class ViewPaintingTests: RenderTestCase {
    func testBackgroundColourFillsTheFrameAndNothingElse() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" spacing="10">
                <UIView id="red" height="50" backgroundColor="#ff0000"/>
                <UIView id="green" height="30" backgroundColor="#00ff00"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let red = try rendered.view(id: "red"), green = try rendered.view(id: "green")
        XCTAssertEqual(red.absolute, Rect(x: 10, y: 10, width: 180, height: 50))
        XCTAssertTrue(bitmap.isFilled(rect(red), with: Bitmap.rgb(0xFF0000), inset: 0))
        XCTAssertTrue(bitmap.isFilled(rect(green), with: Bitmap.rgb(0x00FF00), inset: 0))
        XCTAssertTrue(bitmap.inkOutside([rect(red), rect(green)], margin: 0).isEmpty, "paint outside the coloured views")
    }

    /// MarkupKit's gradient views drew nothing (a new user's finding): their colours at their locations,
    /// top to bottom for LMLinearGradientView, from the centre out for LMRadialGradientView.
    func testGradientViewsDrawTheirColours() throws {
        let rendered = try render(
            """
            <LMColumnView spacing="0" layoutMargins="0">
                <LMLinearGradientView id="linear" height="100" colors="#ff0000, #0000ff" locations="0.0, 1.0"/>
                <LMRadialGradientView id="radial" height="100" colors="#00ff00, #000000"/>
            </LMColumnView>
            """)
        XCTAssertTrue(rendered.svg.contains("<linearGradient"), rendered.svg)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let top = bitmap.pixel(100, 1), middle = bitmap.pixel(100, 50), bottom = bitmap.pixel(100, 98)
        XCTAssertGreaterThan(top.r, 240)
        XCTAssertLessThan(top.b, 15)
        XCTAssertEqual(Double(middle.r), 127.5, accuracy: 8)
        XCTAssertEqual(Double(middle.b), 127.5, accuracy: 8)
        XCTAssertGreaterThan(bottom.b, 240)
        XCTAssertLessThan(bottom.r, 15)
        // Radial: green at the centre of its 200 × 100 frame, black from 50 pt out.
        let centre = bitmap.pixel(100, 150), edge = bitmap.pixel(100, 101), corner = bitmap.pixel(2, 198)
        XCTAssertGreaterThan(centre.g, 240)
        XCTAssertLessThan(edge.g, 15)
        XCTAssertLessThan(corner.g, 15)
    }

    func testAlphaAndTranslucentColoursBlendWithWhatIsBelow() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" spacing="10">
                <UIView id="half" height="40" backgroundColor="#0000ff" alpha="0.5"/>
                <UIView id="translucent" height="40" backgroundColor="#ff000080"/>
                <LMRowView id="parent" height="40" alpha="0.5">
                    <UIView id="child" backgroundColor="#000000" width="40" height="40"/>
                    <LMSpacer/>
                </LMRowView>
                <LMSpacer/>
            </LMColumnView>
            """)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        XCTAssertTrue(bitmap.isFilled(rect(try rendered.view(id: "half")), with: Bitmap.rgb(0x7F7FFF), tolerance: 2))
        XCTAssertTrue(bitmap.isFilled(rect(try rendered.view(id: "translucent")), with: Bitmap.rgb(0xFF7F7F), tolerance: 2))
        // alpha applies to the whole subtree (group opacity).
        XCTAssertTrue(bitmap.isFilled(rect(try rendered.view(id: "child")), with: Bitmap.rgb(0x808080), tolerance: 2))
    }

    func testCornerRadiusRoundsTheBackground() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10">
                <UIView id="round" height="60" backgroundColor="#ff0000" layer.cornerRadius="20"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let frame = try rendered.view(id: "round").absolute
        // The corner pixels stay white; the middle of every edge is red.
        XCTAssertEqual(bitmap.pixel(Int(frame.x) + 1, Int(frame.y) + 1), Bitmap.white)
        XCTAssertEqual(bitmap.pixel(Int(frame.maxX) - 2, Int(frame.maxY) - 2), Bitmap.white)
        XCTAssertEqual(bitmap.pixel(Int(frame.x + frame.width / 2), Int(frame.y) + 1), Bitmap.rgb(0xFF0000))
        XCTAssertEqual(bitmap.pixel(Int(frame.x) + 1, Int(frame.y + frame.height / 2)), Bitmap.rgb(0xFF0000))
        XCTAssertTrue(rendered.svg.contains("rx=\"20\""))
    }

    func testBorderIsDrawnInsideTheBoundsOverTheBackground() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10">
                <UIView id="boxed" height="60" backgroundColor="#ff0000" layer.borderWidth="4" layer.borderColor="#0000ff"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let frame = try rendered.view(id: "boxed").absolute
        for offset in 0..<4 {
            XCTAssertEqual(bitmap.pixel(Int(frame.x) + offset, Int(frame.y + 30)), Bitmap.rgb(0x0000FF), "left border column \(offset)")
            XCTAssertEqual(bitmap.pixel(Int(frame.x + 90), Int(frame.maxY) - 1 - offset), Bitmap.rgb(0x0000FF), "bottom border row \(offset)")
        }
        XCTAssertEqual(bitmap.pixel(Int(frame.x) + 4, Int(frame.y + 30)), Bitmap.rgb(0xFF0000))
        XCTAssertEqual(bitmap.pixel(Int(frame.x) - 1, Int(frame.y + 30)), Bitmap.white, "the border stays inside the frame")
    }

    func testClipsToBoundsCutsSubviews() throws {
        let xml = """
            <LMAnchorView layoutMargins="0">
                <LMAnchorView id="parent" anchor="top,left" width="100" height="40" backgroundColor="#ffff00" layoutMargins="0" CLIP>
                    <UIView id="child" anchor="top,left" width="60" height="120" backgroundColor="#0000ff"/>
                </LMAnchorView>
            </LMAnchorView>
            """
        let clipped = try render(xml.replacingOccurrences(of: "CLIP", with: "clipsToBounds=\"true\""))
        let open = try render(xml.replacingOccurrences(of: "CLIP", with: ""))
        let parent = try clipped.view(id: "parent").absolute, child = try clipped.view(id: "child").absolute
        XCTAssertGreaterThan(child.maxY, parent.maxY, "the child must stick out for this test")
        let below = (x: child.x, y: parent.maxY, width: child.width, height: child.maxY - parent.maxY)
        let clippedBitmap = try Rasterizer.rasterize(clipped.svg), openBitmap = try Rasterizer.rasterize(open.svg)
        XCTAssertEqual(clippedBitmap.inkCount(in: below), 0, "clipsToBounds must cut the child")
        XCTAssertTrue(openBitmap.isFilled(below, with: Bitmap.rgb(0x0000FF)), "without clipsToBounds the child shows")
        XCTAssertTrue(clippedBitmap.isFilled((child.x, child.y, child.width, parent.maxY - child.y), with: Bitmap.rgb(0x0000FF)))
    }

    func testHiddenAndTransparentViewsAreNotDrawn() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" spacing="10">
                <UIView id="hidden" height="50" backgroundColor="#ff0000" hidden="true">
                    <UILabel text="Hidden text"/>
                </UIView>
                <UILabel id="hiddenLabel" text="Hidden label" hidden="true"/>
                <UIView id="invisible" height="50" backgroundColor="#ff0000" alpha="0"/>
                <UIView id="shown" height="20" backgroundColor="#00ff00"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let shown = try rendered.view(id: "shown")
        XCTAssertTrue(bitmap.inkOutside([rect(shown)], margin: 0).isEmpty, "only the shown view is painted")
        XCTAssertFalse(rendered.svg.contains("#ff0000"))
        XCTAssertFalse(rendered.svg.contains("Hidden"))
        // The hidden views did take part in layout: the visible view comes after the invisible one.
        XCTAssertEqual(shown.absolute.y, 70)
    }

    func testScrollViewsClipTheirContentToTheViewport() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10">
                <LMScrollView id="scroll" height="60" fitToWidth="true" backgroundColor="#eeeeee">
                    <LMColumnView id="content" backgroundColor="#0000ff">
                        <UIView height="300"/>
                    </LMColumnView>
                </LMScrollView>
                <LMSpacer/>
            </LMColumnView>
            """)
        let scroll = try rendered.view(id: "scroll").absolute, content = try rendered.view(id: "content").absolute
        XCTAssertEqual(content.height, 300)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        XCTAssertTrue(bitmap.isFilled((scroll.x, scroll.y, scroll.width, scroll.height), with: Bitmap.rgb(0x0000FF)))
        XCTAssertTrue(bitmap.inkOutside([(scroll.x, scroll.y, scroll.width, scroll.height)], margin: 0).isEmpty, "content drawn outside the viewport")
    }

    func testViewsAreDrawnInDocumentOrder() throws {
        let rendered = try render(
            """
            <LMAnchorView layoutMargins="0">
                <UIView id="below" anchor="top,left" width="80" height="80" backgroundColor="#ff0000"/>
                <UIView id="above" anchor="top,left" width="40" height="40" backgroundColor="#00ff00"/>
            </LMAnchorView>
            """)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        XCTAssertEqual(bitmap.pixel(20, 20), Bitmap.rgb(0x00FF00), "the later sibling is on top")
        XCTAssertEqual(bitmap.pixel(60, 60), Bitmap.rgb(0xFF0000))
    }
}
