import Foundation
import XCTest

@testable import LayoutTree

/// Two MarkupKit example screens of `../shared/corpus/` on an iPhone 15 (393 × 852, safe area 59 top,
/// 34 bottom; 59 a side and 21 bottom in landscape): AnchorViewController, whose anchor view fills the
/// screen and keeps its margins inside the safe area (docs/SAFE_AREA.md), and IncludesController,
/// which includes ColumnView, which includes three rows (§1.8). Text is measured with the estimated
/// metrics of `LeafMeasurer()`, so the frames do not depend on the machine's fonts.
final class CorpusSafeAreaIncludeTests: XCTestCase {
    private func examples() throws -> URL {
        // Tests/LayoutTreeTests/Layout/… → repository → ../shared/corpus
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let directory = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/markupkit/MarkupKitExamples")
        guard FileManager.default.fileExists(atPath: directory.path) else { throw XCTSkip("../shared/corpus is not beside this checkout") }
        return directory
    }

    private func layout(_ name: String, _ orientation: Screen.Orientation) throws -> LaidOutView {
        let document = DocumentCompiler().compile(fileAtPath: try examples().appendingPathComponent(name).path)
        XCTAssertEqual(document.diagnostics.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let root = try XCTUnwrap(document.root)
        return LayoutEngine().layout(root, on: Device.standard.screen(orientation: orientation)).root
    }

    /// Frames as printed (4 decimals, §4.2): thirds of a point at 3x are not exact doubles.
    func testAnchorViewControllerKeepsItsCornersOutOfTheUnsafeArea() throws {
        let anchorView = try XCTUnwrap(try layout("AnchorViewController.xml", .portrait).children.first)
        XCTAssertEqual(anchorView.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        let labels = Dictionary(uniqueKeysWithValues: anchorView.children.map { ($0.node.content.text ?? "", $0.frame) })
        // Margins max(16, 59) on top, max(16, 34) at the bottom, 16 a side: "Top Left" was at y 16, under the
        // island; "Bottom Right" ends 34 above the bottom (852 − 34 − 20.3333) and 16 from the side (393 − 16 − 102).
        XCTAssertEqual(labels["Top Left"]?.description, "(16, 59, 68, 20.3333)")
        XCTAssertEqual(labels["Bottom Right"]?.description, "(275, 797.6667, 102, 20.3333)")

        let landscape = try XCTUnwrap(try layout("AnchorViewController.xml", .landscape).children.first)
        let sides = Dictionary(uniqueKeysWithValues: landscape.children.map { ($0.node.content.text ?? "", $0.frame) })
        // Landscape: 59 a side, the top safe (16), 21 at the bottom: 852 − 59 − 102 = 691, 393 − 21 − 20.3333.
        XCTAssertEqual(sides["Top Left"]?.description, "(59, 16, 68, 20.3333)")
        XCTAssertEqual(sides["Bottom Right"]?.description, "(691, 351.6667, 102, 20.3333)")
    }

    func testIncludesControllerLaysOutItsIncludedColumn() throws {
        let scrollView = try layout("IncludesController.xml", .portrait)
        XCTAssertEqual(scrollView.node.elementName, "LMScrollView")
        let container = try XCTUnwrap(scrollView.children.first)
        XCTAssertEqual(container.node.elementName, "LMIncludeContainer")
        let column = try XCTUnwrap(container.children.first)
        XCTAssertEqual(column.node.elementName, "LMColumnView")
        XCTAssertEqual(column.node.location.file.hasSuffix("MarkupKitExamples/ColumnView.xml"), true)
        // fitToWidth: 393 wide; margins 12; three rows of empty labels (no images without --resources), 8 apart.
        XCTAssertEqual(container.frame, Rect(x: 0, y: 0, width: 393, height: 40))
        XCTAssertEqual(column.frame, Rect(x: 0, y: 0, width: 393, height: 40))
        XCTAssertEqual(column.children.map(\.frame), [
            Rect(x: 12, y: 12, width: 369, height: 0), Rect(x: 12, y: 20, width: 369, height: 0),
            Rect(x: 12, y: 28, width: 369, height: 0),
        ])
        XCTAssertEqual(column.children.map(\.node.elementName), Array(repeating: "LMIncludeContainer", count: 3))
        XCTAssertEqual(column.children.map { $0.children.first?.node.elementName }, Array(repeating: "LMRowView", count: 3))
        XCTAssertEqual(column.children.map { $0.children.first?.children.last?.node.id }, ["firstLabel", "secondLabel", "thirdLabel"])

        // Landscape: the column lies under both sides of the screen; its margins become max(12, 59).
        let landscape = try layout("IncludesController.xml", .landscape)
        let sideways = try XCTUnwrap(landscape.children.first?.children.first)
        XCTAssertEqual(sideways.children.map(\.frame), [
            Rect(x: 59, y: 12, width: 734, height: 0), Rect(x: 59, y: 20, width: 734, height: 0),
            Rect(x: 59, y: 28, width: 734, height: 0),
        ])
    }
}
