import XCTest
import Diagnostics
@testable import MarkupParser

final class ScratchTests: XCTestCase {
    func testBigPositions() throws {
        guard let path = ProcessInfo.processInfo.environment["MP_BENCH"] else { return }
        var bag = DiagnosticBag()
        let doc = try XCTUnwrap(MarkupParser.parse(fileAtPath: path, diagnostics: &bag))
        var lines: [String] = []
        var stack: [MarkupElement] = [doc.root]
        // pre-order traversal
        while let e = stack.popLast() {
            lines.append("E \(e.name) \(e.location.line):\(e.location.column)")
            for a in e.attributes {
                lines.append("A \(a.name) \(a.location.line):\(a.location.column) \(a.valueLocation.line):\(a.valueLocation.column)")
            }
            stack.append(contentsOf: e.elements.reversed())
        }
        let expected = try String(contentsOfFile: "/tmp/big.expected", encoding: .utf8)
        XCTAssertEqual(lines.joined(separator: "\n") + "\n", expected)
    }
    func testDump() {
        for bytes in [
            Array("<?xml version='1.0' encoding='windows-1252'?><a t='".utf8) + [0x81, 0x8D] + Array("'/>".utf8),
            Array("<?xml version='1.0' encoding='EUC-JP'?>\n<a t='".utf8) + [0xFF, 0xFF] + Array("'/>".utf8),
            [0xC3, 0x28, 0x3C],
            Array("<a xmlns:x='urn:x'><y:b/></a>".utf8),
        ] {
            var bag = DiagnosticBag()
            let d = MarkupParser.parse(bytes: bytes, file: "t.xml", diagnostics: &bag)
            print("doc nil:", d == nil, bag.diagnostics.map(\.description))
        }
        let big = String(repeating: "x", count: 100_000)
        let attributes = (0..<400).map { "a\($0)=\"&big;\"" }.joined(separator: " ")
        let source = "<!DOCTYPE r [<!ENTITY big \"\(big)\">]><r \(attributes)/>"
        var bag = DiagnosticBag()
        let t0 = Date()
        _ = MarkupParser.parse(bytes: Array(source.utf8), file: "t.xml", diagnostics: &bag)
        print("quadratic:", Date().timeIntervalSince(t0), bag.diagnostics.map(\.description))
    }
}
extension ScratchTests {
    func testPerf() throws {
        guard let path = ProcessInfo.processInfo.environment["MP_BENCH"] else { return }
        var best = Double.infinity
        for _ in 0..<15 {
            var bag = DiagnosticBag()
            let t0 = Date()
            let doc = MarkupParser.parse(fileAtPath: path, diagnostics: &bag)
            let t1 = Date()
            best = min(best, t1.timeIntervalSince(t0))
            XCTAssertNotNil(doc)
        }
        print("PERF best parse(fileAtPath:) \(Int(best * 1000)) ms")
    }
}
