import Diagnostics
import Foundation
import LayoutTree
import Lint
import XCTest

/// Lints snippets the way `markupc validate` does, with the deterministic text estimate (§1.4: 0.5 × size
/// per character) so positions and sizes in tests do not depend on the fonts of the machine.
enum LintFixture {
    /// One iPhone SE (1st generation), portrait: 320 × 568, safe area 20 at the top, side margins 16.
    static let smallPhone = DeviceMatrix([
        MatrixScreen(device: Device.all.first { $0.identifiers.contains("iphone-se-1") } ?? Device.standard, orientation: .portrait)
    ])

    static func linter(
        matrix: DeviceMatrix = smallPhone, configure: (inout LintOptions) -> Void = { _ in }
    ) -> Linter {
        var options = LintOptions()
        options.matrix = matrix
        options.matrixIsExplicit = true
        configure(&options)
        return Linter(options: options)
    }

    static func lint(
        _ source: String, file: String = "doc.xml", matrix: DeviceMatrix = smallPhone,
        configuration: LintConfiguration = .standard, configure: (inout LintOptions) -> Void = { _ in }
    ) -> [Diagnostic] {
        linter(matrix: matrix, configure: configure).lint(source: source, path: file, configuration: configuration).diagnostics
    }

    /// `line:column` of every diagnostic of `rule`.
    static func positions(of rule: String, in diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.ruleID == rule }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }
}

/// A fresh temporary directory per test.
class TemporaryDirectoryTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
        try super.tearDownWithError()
    }

    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}

/// A PNG of `width` × `height` pixels: the signature and the IHDR chunk are all an image lookup reads.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]  // depth, colour type, compression, filter, interlace, CRC (unchecked)
    return Data(bytes)
}
