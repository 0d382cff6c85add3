import XCTest

@testable import LayoutTree

/// Layouts of one document on several screens (`LayoutEngine.layout(_:on:reusing:)`, as `validate` lays a
/// document out on its matrix) measure each view once per scale (`EarlierSolves.intrinsicSizes`). Proven by
/// counting the characters the text measurer is asked for, and by the frames, which are a fresh layout's.
final class SharedMeasurementTests: XCTestCase {
    private let source = #"<LMColumnView><UILabel text="abc"/><UILabel text="defgh"/><UIView weight="1"/></LMColumnView>"#

    func testScreensOfOneScaleMeasureEachLabelOnce() throws {
        let root = try XCTUnwrap(DocumentCompiler().compile(source: source).root)
        let counter = LongWordWrappingTests.CountingMeasurer()
        let engine = LayoutEngine(measurer: LeafMeasurer(text: counter), rootMode: .plain)
        let screens = [
            Screen(width: 375, height: 667, scale: 2), Screen(width: 667, height: 375, scale: 2), Screen(width: 414, height: 896, scale: 3),
        ]
        var earlier: EarlierSolves?
        var measured: [Int] = []
        for screen in screens {
            let before = counter.measured.load(ordering: .relaxed)
            let shared = engine.layout(root, on: screen, reusing: &earlier)
            measured.append(counter.measured.load(ordering: .relaxed) - before)
            // The frames are those of a layout of its own on that screen.
            let fresh = LayoutEngine(measurer: LeafMeasurer(text: LongWordWrappingTests.CountingMeasurer()), rootMode: .plain)
                .layout(root, on: screen)
            XCTAssertEqual(shared.root.children.map(\.frame), fresh.root.children.map(\.frame))
        }
        // The second screen has the first's scale: its labels' 3 + 5 characters are not measured again. The
        // third has another scale: measured as on the first.
        XCTAssertEqual(measured[0] - measured[1], 8, "\(measured)")
        XCTAssertEqual(measured[2], measured[0], "\(measured)")
    }
}
