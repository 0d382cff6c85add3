import Diagnostics
import Foundation

@testable import LayoutTree

/// Shared fixtures for the value-parser tests.
enum ValuesFixture {
    /// Where the attribute value under test starts.
    static let location = SourceLocation(file: "view.xml", line: 3, column: 14)

    /// Runs a validating parser with a fresh bag; returns its result and the diagnostics as printed.
    static func run<T>(_ body: (inout DiagnosticBag) -> T) -> (T, [String]) {
        var bag = DiagnosticBag()
        let result = body(&bag)
        return (result, bag.diagnostics.map(\.description))
    }

    /// A file in a fresh temporary directory, removed by the caller with `removeTemporary`.
    static func temporaryFile(named name: String, contents: Data) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("markupc-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    static func removeTemporary(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}
