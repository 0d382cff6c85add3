import LayoutTree
import Rendering
import XCTest

/// Controls drawn as recognisable shapes, each inside its own frame.
final class ControlRenderingTests: RenderTestCase {
    func testEveryControlDrawsInsideItsFrame() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" spacing="8" horizontalAlignment="leading">
                <UISwitch id="switch"/>
                <UISlider id="slider" width="150"/>
                <UIProgressView id="progress" width="150"/>
                <UIStepper id="stepper"/>
                <UIActivityIndicatorView id="spinner" activityIndicatorViewStyle="gray"/>
                <UISegmentedControl id="segments">
                    <segment title="One"/>
                    <segment title="Two"/>
                    <segment title="Three"/>
                </UISegmentedControl>
                <UITextField id="field" borderStyle="roundedRect" placeholder="Placeholder" width="150"/>
                <UITextField id="filled" borderStyle="line" text="Typed text" width="150"/>
                <UIPageControl id="pages" numberOfPages="3"/>
                <UIButton id="info" style="infoLightButton"/>
                <LMSpacer/>
            </LMColumnView>
            """, width: 240, height: 520)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let controls = rendered.views.filter { $0.node.id != nil }
        XCTAssertEqual(controls.count, 10)
        for control in controls {
            XCTAssertGreaterThan(control.absolute.width * control.absolute.height, 0, "\(control.node.id ?? "")")
            XCTAssertGreaterThan(bitmap.inkCount(in: rect(control)), 10, "nothing drawn for \(control.node.id ?? "")")
        }
        let stray = bitmap.inkOutside(controls.map(rect), margin: 1)
        XCTAssertTrue(stray.isEmpty, "ink outside the controls at \(stray.prefix(5))")
    }

    func testPlaceholderIsGreyAndTextIsBlack() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" spacing="8">
                <UITextField id="empty" placeholder="Placeholder"/>
                <UITextField id="typed" text="Typed"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        func darkest(_ id: String) throws -> Int {
            let area = rect(try rendered.view(id: id))
            var minimum = 255
            for y in Int(area.y)..<Int(area.y + area.height) {
                for x in Int(area.x)..<Int(area.x + area.width) { minimum = min(minimum, bitmap.pixel(x, y).g) }
            }
            return minimum
        }
        let placeholder = try darkest("empty"), text = try darkest("typed")
        XCTAssertGreaterThan(placeholder, 150, "the placeholder is light grey")
        XCTAssertLessThan(placeholder, 230)
        XCTAssertLessThan(text, 60, "text is black")
    }

    func testSegmentTitlesAreCentredInEqualSegments() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" horizontalAlignment="leading">
                <UISegmentedControl id="segments"><segment title="A"/><segment title="B"/></UISegmentedControl>
                <LMSpacer/>
            </LMColumnView>
            """)
        let texts = elements("text", in: assertWellFormed(rendered.svg))
        XCTAssertEqual(texts.map { $0.attribute(named: "font-size")?.value }, ["13", "13"])
        let frame = try rendered.view(id: "segments").frame
        let segment = (frame.width - 1) / 2
        let width = Self.measurer.width(of: "A", font: .segmentedControlDefault)
        XCTAssertEqual(Double(texts[0].attribute(named: "x")?.value ?? "") ?? -1, (segment - width) / 2, accuracy: 0.01)
    }
}
