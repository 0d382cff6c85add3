import Foundation
import MarkupcFuzzing
import XCTest

/// Every input in Tests/Regressions (what the fuzzer or issue 15 found) goes through parse → layout → JSON
/// and SVG with every output promise checked, as the fuzz target runs it.
final class RegressionReplayTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Regressions")

    func testEveryRegressionInputKeepsEveryPromise() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "README.md" }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 6, "the issue 15 inputs are there")
        for name in names {
            let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            XCTAssertNil(FuzzedDocument.brokenPromise(in: Array(bytes)), name)
        }
    }

    /// The check itself can fail: output with a non-finite number or a forged line is caught.
    func testBrokenPromisesAreCaught() {
        XCTAssertEqual(SVGNumbers.problem(in: #"<svg><rect x="0" width="-nan"/></svg>"#), #"SVG <rect width="-nan">"#)
        XCTAssertNil(SVGNumbers.problem(in: #"<svg><title>infinite nan</title><rect x="0" width="1"/></svg>"#))
        XCTAssertEqual(SVGNumbers.problem(in: "<svg><rect></svg>")?.hasPrefix("SVG is not well-formed XML"), true)
    }
}
