import Foundation
import LayoutTree
import XCTest

/// Runs every fixture of `../shared/conformance/` (beside the checkout, as in CI): lay the
/// document out as a plain root view at scale 3 and compare every listed frame within 0.5 pt.
final class ConformanceTests: XCTestCase {
    static var fixtureDirectory: URL? {
        if let override = ProcessInfo.processInfo.environment["MARKUPC_CONFORMANCE_DIR"] {
            return URL(fileURLWithPath: override)
        }
        // Tests/LayoutTreeTests/Conformance/ConformanceTests.swift → repository → ../shared/conformance
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let directory = repository.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        return FileManager.default.fileExists(atPath: directory.path) ? directory : nil
    }

    func testEveryFixturePasses() throws {
        guard let directory = Self.fixtureDirectory else {
            throw XCTSkip("../shared/conformance is not beside this checkout")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".xml") }.sorted()
        XCTAssertGreaterThan(names.count, 0)
        var failures: [String] = []
        for name in names {
            let fixture = try ConformanceFixture(xml: directory.appendingPathComponent(name))
            failures += fixture.mismatches()
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) mismatches:\n" + failures.prefix(60).joined(separator: "\n"))
        print("conformance: \(names.count) fixtures, \(failures.count) mismatching frames")
    }

    /// The reference solve (the whole document as one constraint system) passes every fixture
    /// too: the tree solve is checked against it elsewhere, so it must be right itself.
    func testTheReferenceSolvePassesEveryFixture() throws {
        guard let directory = Self.fixtureDirectory else {
            throw XCTSkip("../shared/conformance is not beside this checkout")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".xml") }.sorted()
        var failures: [String] = []
        for name in names {
            let fixture = try ConformanceFixture(xml: directory.appendingPathComponent(name))
            failures += fixture.mismatches(strategy: .wholeDocument)
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) mismatches:\n" + failures.prefix(60).joined(separator: "\n"))
    }
}

/// One fixture: a document, a screen size, and expected frames by child-index path.
struct ConformanceFixture {
    let name: String
    let xmlPath: String
    let width: Double
    let height: Double
    let frames: [String: [Double]]

    init(xml: URL) throws {
        name = xml.deletingPathExtension().lastPathComponent
        xmlPath = xml.path
        let data = try Data(contentsOf: xml.deletingPathExtension().appendingPathExtension("json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        width = (object["width"] as? NSNumber)?.doubleValue ?? 0
        height = (object["height"] as? NSNumber)?.doubleValue ?? 0
        let raw = object["frames"] as? [String: [NSNumber]] ?? [:]
        frames = raw.mapValues { $0.map(\.doubleValue) }
    }

    func mismatches(strategy: LayoutEngine.SolveStrategy = .automatic) -> [String] {
        let document = DocumentCompiler().compile(fileAtPath: xmlPath)
        guard let root = document.root else { return ["\(name): not parsed: \(document.diagnostics.diagnostics)"] }
        var engine = LayoutEngine(rootMode: .plain)
        engine.strategy = strategy
        let result = engine.layout(root, on: Screen(width: width, height: height, scale: 3))
        let byPath = laidOutViewsByPath(result.root).mapValues(\.frame)
        var problems: [String] = []
        for (path, expected) in frames.sorted(by: { $0.key < $1.key }) {
            guard let actual = byPath[path] else {
                problems.append("\(name) [\(path)]: no view")
                continue
            }
            let got = [actual.x, actual.y, actual.width, actual.height]
            if zip(got, expected).contains(where: { abs($0 - $1) > 0.5 }) {
                problems.append("\(name) [\(path)]: expected \(expected.map(formatPoints)) got \(got.map(formatPoints))")
            }
        }
        return problems
    }
}
