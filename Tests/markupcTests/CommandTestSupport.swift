import Foundation
import XCTest

/// Runs the built `markupc` binary as a subprocess, the way a user or CI runs it.
enum MarkupcBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// The `markupc` executable next to the test bundle: on Linux the products directory is
    /// `Bundle.main.bundleURL` (the xctest runner's directory) or its parent.
    static func executable() throws -> URL {
        var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories += [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()]
        }
        let manager = FileManager.default
        for directory in directories {
            let candidate = directory.appendingPathComponent("markupc")
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                manager.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw MissingBinary(searched: directories.map(\.path))
    }

    /// Runs `markupc arguments…` and waits; output goes through temporary files so large outputs cannot block.
    /// `standardOutput`: a path to send standard output to instead (e.g. /dev/full); `stdout` is then empty.
    /// `standardInput`: a file to read standard input from (default: nothing).
    static func run(_ arguments: [String], in directory: URL, standardOutput: String? = nil, standardInput: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let stdoutURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let stderrURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        let redirected = try standardOutput.map { path in
            try XCTUnwrap(FileHandle(forWritingAtPath: path), "cannot open \(path) for writing")
        }
        process.standardOutput = redirected ?? stdoutHandle
        process.standardError = stderrHandle
        process.standardInput = try standardInput.map { try XCTUnwrap(FileHandle(forReadingAtPath: $0), "cannot read \($0)") }
            ?? FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try stdoutHandle.close()
        try stderrHandle.close()
        try redirected?.close()
        defer {
            try? FileManager.default.removeItem(at: stdoutURL)
            try? FileManager.default.removeItem(at: stderrURL)
        }
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }
}

struct MissingBinary: Error, CustomStringConvertible {
    var searched: [String]
    var description: String { "no executable named 'markupc' in \(searched); build the package first" }
}

/// A fresh temporary directory per test, for documents and tables.
class MarkupcProcessTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
        try super.tearDownWithError()
    }

    /// Writes `contents` to `name` in the test directory and returns its absolute path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    func markupc(_ arguments: String...) throws -> MarkupcBinary.Result {
        try MarkupcBinary.run(arguments, in: directory)
    }

    func markupc(arguments: [String]) throws -> MarkupcBinary.Result {
        try MarkupcBinary.run(arguments, in: directory)
    }

    /// stdout parsed as the JSON object `markupc layout --format json` prints.
    func json(_ result: MarkupcBinary.Result, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try XCTUnwrap(object as? [String: Any], "stdout is not a JSON object: \(result.stdout)", file: file, line: line)
    }
}

/// Reading the JSON layout contract.
enum LayoutJSON {
    static func number(_ value: Any?) -> Double? {
        guard let value, !(value is NSNull) else { return nil }
        return (value as? NSNumber)?.doubleValue
    }

    static func rect(_ value: Any?) -> [Double]? {
        guard let object = value as? [String: Any], Set(object.keys) == ["x", "y", "width", "height"] else { return nil }
        let values = ["x", "y", "width", "height"].compactMap { number(object[$0]) }
        return values.count == 4 ? values : nil
    }

    static func children(_ node: [String: Any]) -> [[String: Any]] {
        (node["children"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
    }

    /// Every node of the tree, depth first.
    static func allNodes(_ root: [String: Any]) -> [[String: Any]] {
        var result: [[String: Any]] = []
        var stack = [root]
        while let node = stack.popLast() {
            result.append(node)
            stack += children(node).reversed()
        }
        return result
    }
}
