import XCTest
import Diagnostics
@testable import MarkupParser

final class ScratchTests: XCTestCase {
    func testPerf() throws {
        guard let path = ProcessInfo.processInfo.environment["MP_BENCH"] else { return }
        for _ in 0..<5 {
            var bag = DiagnosticBag()
            let t0 = Date()
            let doc = MarkupParser.parse(fileAtPath: path, diagnostics: &bag)
            let t1 = Date()
            print("parse: \(Int(t1.timeIntervalSince(t0) * 1000)) ms, root children \(doc?.root.children.count ?? -1), diags \(bag.diagnostics.count)")
        }
    }
}
