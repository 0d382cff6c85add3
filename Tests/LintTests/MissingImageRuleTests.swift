import Diagnostics
import Foundation
import LayoutTree
import Lint
import XCTest

/// MK019 needs resource files: images are looked up as `UIImage(named:)` does; a warning with `--resources`,
/// a note without (the app's asset catalog may hold the image).
final class MissingImageRuleTests: TemporaryDirectoryTestCase {
    private func lint(_ source: String, imagesAreKnown: Bool) throws -> [Diagnostic] {
        let resources = directory.appendingPathComponent("Resources").path
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        try pngHeader(width: 80, height: 40).write(to: URL(fileURLWithPath: resources).appendingPathComponent("logo@2x.png"))
        return LintFixture.lint(source) { options in
            options.imagesAreKnown = imagesAreKnown
            options.measurer = { _ in LeafMeasurer(images: ImageResolver(directories: [resources])) }
        }
    }

    func testAMissingImageIsReportedAtItsAttribute() throws {
        let source = "<LMColumnView>\n  <UIImageView image=\"logo\"/>\n  <UIImageView id=\"x\" image=\"missing\"/>\n</LMColumnView>"
        let diagnostics = try lint(source, imagesAreKnown: true).filter { $0.ruleID == "MK019" }
        let resources = directory.appendingPathComponent("Resources").path
        XCTAssertEqual(diagnostics.map(\.description), [
            "doc.xml:3:23: warning: image 'missing' not found in '\(resources)'; the view has no image [MK019]"
        ])
    }

    func testWithoutResourcesAMissingImageIsANote() throws {
        let source = "<LMColumnView>\n  <UIImageView image=\"missing\"/>\n</LMColumnView>"
        let diagnostics = try lint(source, imagesAreKnown: false).filter { $0.ruleID == "MK019" }
        XCTAssertEqual(diagnostics.map(\.severity), [.note])
        XCTAssertEqual(LintFixture.positions(of: "MK019", in: diagnostics), ["2:16"])
    }

    func testBindingsAreNotChecked() throws {
        let source = "<LMColumnView>\n  <UIImageView image=\"$icon\"/>\n</LMColumnView>"
        XCTAssertEqual(LintFixture.positions(of: "MK019", in: try lint(source, imagesAreKnown: true)), [])
    }

    /// An image found in the resources gives the view its size, so the layout rules see it (§1.5).
    func testAFoundImageSizesItsView() throws {
        let source = "<LMColumnView>\n  <LMRowView>\n    <UIImageView image=\"logo\"/>\n    <LMSpacer/>\n  </LMRowView>\n</LMColumnView>"
        let diagnostics = try lint(source, imagesAreKnown: true)
        XCTAssertEqual(diagnostics.map(\.description), [])
    }
}
