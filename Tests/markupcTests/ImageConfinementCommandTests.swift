import Foundation
import XCTest

/// Issue 15, item 6 on the command line: an image name leaving the document's directory and `--resources`
/// is a warning with its rule (MK025) and is neither measured nor embedded; `validate` checks a file once.
final class ImageConfinementCommandTests: MarkupcProcessTestCase {
    /// A 1×1 PNG (red), written as bytes.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41,
        0x54, 0x08, 0xD7, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xDD, 0x8D, 0xB0, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    func testImageOutsideTheDocumentsDirectoryIsAWarningAndNotEmbedded() throws {
        try Data(Self.png).write(to: directory.appendingPathComponent("secret.png"))
        let project = directory.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.png).write(to: project.appendingPathComponent("ok.png"))
        let path = try write("project/doc.xml", #"<LMColumnView><UIImageView image="../secret.png"/><UIImageView image="ok.png"/></LMColumnView>"#)
        let warning = "warning: image '../secret.png' is outside the document's directory and the --resources directories; not read [MK025]"

        let layout = try markupc("layout", path, "--format", "json")
        XCTAssertEqual(layout.status, 0)
        // At the attribute that names the image, as `validate` reports it.
        XCTAssertEqual(layout.stderrLines, ["\(path):1:28: \(warning)"])
        let render = try markupc("render", path)
        XCTAssertEqual(render.stderrLines, ["\(path):1:28: \(warning)"])
        XCTAssertEqual(render.stdout.components(separatedBy: "data:image/png;base64,").count, 2, "only ok.png is embedded")
        let validate = try markupc("validate", path, "--resources", project.path)
        XCTAssertEqual(validate.stdout, "\(path):1:28: \(warning)\n1 file: 0 errors, 1 warning, 0 notes\n")
    }

    func testTheSameFileNamedTwiceIsCheckedOnce() throws {
        _ = try write("a.xml", #"<LMColumnView spacing="2px"/>"#)
        let result = try markupc("validate", "a.xml", "./a.xml", "../\(directory.lastPathComponent)/a.xml", ".")
        XCTAssertEqual(result.stdout, "a.xml:1:24: warning: '2px' is not a number; MarkupKit reads it as 2 [MK006]\n"
            + "1 file: 0 errors, 1 warning, 0 notes\n")
    }
}
