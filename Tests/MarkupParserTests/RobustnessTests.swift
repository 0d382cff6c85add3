import Diagnostics
import Dispatch
import XCTest
@testable import MarkupParser
#if canImport(Glibc)
import Glibc
#endif

final class RobustnessTests: XCTestCase {
    func testConcurrentParsesAreIndependent() throws {
        let sources = (0..<8).map { index in
            "<?p \(index)?>\n<LMColumnView tag=\"\(index)\">\n" +
                (0..<200).map { "\t<UILabel text=\"\(index)-\($0) é\" x=\"\($0)\"/>\n" }.joined() +
                (index % 2 == 0 ? "  oops\n" : "") +
                "</LMColumnView>\n"
        }
        let expected = sources.map { parseMarkup($0, file: "f.xml") }
        let results = ResultBox(count: sources.count * 8)
        DispatchQueue.concurrentPerform(iterations: sources.count * 8) { iteration in
            let source = sources[iteration % sources.count]
            var bag = DiagnosticBag()
            let document = MarkupParser.parse(bytes: Array(source.utf8), file: "f.xml", diagnostics: &bag)
            results.set(iteration, (document, bag.diagnostics))
        }
        for iteration in 0..<(sources.count * 8) {
            let result = try XCTUnwrap(results.get(iteration))
            let reference = expected[iteration % sources.count]
            XCTAssertEqual(result.0, reference.document)
            XCTAssertEqual(result.1, reference.diagnostics)
        }
        XCTAssertEqual(expected[0].diagnostics.map(\.description), ["f.xml:203:3: error: unexpected character content"])
        XCTAssertEqual(expected[1].diagnostics, [])
    }

    func testLibxmlPrintsNothingToStandardError() throws {
        let capture = try temporaryFile(named: "stderr.txt", contents: "")
        defer { capture.cleanup() }
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        let target = open(capture.path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(target, 0)
        dup2(target, STDERR_FILENO)
        close(target)
        let inputs: [[UInt8]] = [
            Array("<a>\n<b></a>".utf8),
            Array("<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a t='&x;'/>".utf8),
            Array("<!DOCTYPE r [<!ENTITY % p SYSTEM \"file:///nonexistent.dtd\"> %p;]><a/>".utf8),
            Array("<!DOCTYPE r SYSTEM \"http://example.com/x.dtd\"><a/>".utf8),
            Array("<?xml version='1.0' encoding='windows-1252'?><a t='".utf8) + [0x81, 0x8D] + Array("'/>".utf8),
            Array("<?xml version='1.0' encoding='EUC-JP'?><a t='".utf8) + [0xFF, 0xFF] + Array("'/>".utf8),
            [0xC3, 0x28, 0x3C],
            Array("<a xmlns:x='urn:x'><y:b/></a>".utf8),
        ]
        var diagnosticCount = 0
        for input in inputs {
            diagnosticCount += parseMarkup(bytes: input).diagnostics.count
        }
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        let printed = try String(contentsOfFile: capture.path, encoding: .utf8)
        XCTAssertEqual(printed, "")
        XCTAssertGreaterThan(diagnosticCount, 0)
    }

    func testRandomTruncationsNeverCrash() {
        let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE r [<!ENTITY e "<b a='&amp;'/>">]>
        <?properties {"x": 1}?>
        <LMColumnView a="1" b='&#10;'>
            <!-- c --><?case iOS?><UILabel text="é&amp;"/>&e;<![CDATA[x]]>
        </LMColumnView>
        """
        let bytes = Array(source.utf8)
        for length in 0...bytes.count {
            let result = parseMarkup(bytes: Array(bytes[0..<length]))
            if result.document == nil {
                XCTAssertTrue(result.diagnostics.contains { $0.severity == .error }, "length \(length)")
            }
        }
    }
}

extension RobustnessTests {
    func testRandomMutationsNeverCrash() {
        let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE r [<!ENTITY e "<b a='&amp;'/>"><!ENTITY t "text">]>
        <?properties {"x": 1}?>
        <LMColumnView a="1" b='&#10;&t;' xmlns:q="urn:q">
            <!-- c --><?case iOS?><UILabel text="é&amp;" q:z="2"/>&e;<![CDATA[x]]>
            <UIButton title="😀"
                style="x"/>
        </LMColumnView>
        <?after?>
        """
        let original = Array(source.utf8)
        let interesting = Array("<>&;\"'/=?![]-#x \n\t".utf8) + [0x00, 0x80, 0xC3, 0xE9, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        // MARKUPPARSER_FUZZ_ITERATIONS=100000 for a longer run.
        let iterations = ProcessInfo.processInfo.environment["MARKUPPARSER_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 400
        for _ in 0..<iterations {
            var bytes = original
            for _ in 0..<(1 + next(4)) where !bytes.isEmpty {
                let index = next(bytes.count)
                switch next(3) {
                case 0: bytes[index] = interesting[next(interesting.count)]
                case 1: bytes.remove(at: index)
                default: bytes.insert(interesting[next(interesting.count)], at: index)
                }
            }
            let result = parseMarkup(bytes: bytes)
            if result.document == nil {
                XCTAssertTrue(result.diagnostics.contains { $0.severity == .error })
            }
            for diagnostic in result.diagnostics {
                if let location = diagnostic.location {
                    XCTAssertGreaterThanOrEqual(location.line, 1)
                    XCTAssertGreaterThanOrEqual(location.column, 1)
                }
            }
        }
    }
}

/// Thread-safe storage for results produced by concurrent iterations.
private final class ResultBox: @unchecked Sendable {
    private var values: [(MarkupDocument?, [Diagnostic])?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: (MarkupDocument?, [Diagnostic])) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func get(_ index: Int) -> (MarkupDocument?, [Diagnostic])? {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
