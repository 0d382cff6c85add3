import Diagnostics
import Foundation
import LayoutTree
import Lint
import XCTest

/// MK019 needs resource files: images are looked up as `UIImage(named:)` does, only with `--resources`.
final class MissingImageRuleTests: TemporaryDirectoryTestCase {
    private func lint(_ source: String, checksImages: Bool) throws -> [Diagnostic] {
        let resources = directory.appendingPathComponent("Resources").path
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        try pngHeader(width: 80, height: 40).write(to: URL(fileURLWithPath: resources).appendingPathComponent("logo@2x.png"))
        return LintFixture.lint(source) { options in
            options.checksImages = checksImages
            options.measurer = { _ in LeafMeasurer(images: ImageResolver(directories: [resources])) }
        }
    }

    func testAMissingImageIsReportedAtItsAttribute() throws {
        let source = "<LMColumnView>\n  <UIImageView image=\"logo\"/>\n  <UIImageView id=\"x\" image=\"missing\"/>\n</LMColumnView>"
        let diagnostics = try lint(source, checksImages: true)
        XCTAssertEqual(LintFixture.positions(of: "MK019", in: diagnostics), ["3:23"])
        XCTAssertTrue(diagnostics.contains { $0.ruleID == "MK019" && $0.message.contains("'missing'") }, "\(diagnostics)")
    }

    func testImagesAreNotCheckedWithoutResources() throws {
        let source = "<LMColumnView>\n  <UIImageView image=\"missing\"/>\n</LMColumnView>"
        XCTAssertEqual(LintFixture.positions(of: "MK019", in: try lint(source, checksImages: false)), [])
    }

    func testBindingsAreNotChecked() throws {
        let source = "<LMColumnView>\n  <UIImageView image=\"$icon\"/>\n</LMColumnView>"
        XCTAssertEqual(LintFixture.positions(of: "MK019", in: try lint(source, checksImages: true)), [])
    }

    /// An image found in the resources gives the view its size, so the layout rules see it (§1.5).
    func testAFoundImageSizesItsView() throws {
        let source = "<LMColumnView>\n  <LMRowView>\n    <UIImageView image=\"logo\"/>\n    <LMSpacer/>\n  </LMRowView>\n</LMColumnView>"
        let diagnostics = try lint(source, checksImages: true)
        XCTAssertEqual(diagnostics.map(\.description), [])
    }
}
