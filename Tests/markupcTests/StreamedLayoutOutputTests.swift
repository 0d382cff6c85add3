import Foundation
@testable import LayoutOutput
import LayoutTree
import XCTest

/// Issue 16, item 2: `markupc layout` streams its JSON and text in fixed-size chunks as views are
/// written; the bytes are those of the whole output written at once.
final class StreamedLayoutOutputTests: MarkupcProcessTestCase {
    /// A column of `rows` rows of sized and weighted views and a nested row: 6 views a row, no text (whose
    /// measurement would differ between the command's fonts and the tests' estimate).
    static func longDocument(rows: Int) -> String {
        var text = "<LMScrollView><LMColumnView>\n"
        for row in 0..<rows {
            text += #"<LMRowView id="r\#(row)"><UIView width="10.25" height="3"/><UIView weight="1"/>"#
            text += #"<UIView width="40" height="20"/><LMRowView><UIView width="1" height="1"/></LMRowView></LMRowView>"#
            text += "\n"
        }
        return text + "</LMColumnView></LMScrollView>\n"
    }

    private static let screen = Screen(width: 400, height: 800, scale: 1, orientation: .portrait)

    private func layout(rows: Int) throws -> LayoutResult {
        let document = DocumentCompiler().compile(source: Self.longDocument(rows: rows), file: "long.xml")
        let root = try XCTUnwrap(document.root)
        return LayoutEngine(measurer: LeafMeasurer(text: EstimatedTextMeasurer()), rootMode: .plain).layout(root, on: Self.screen)
    }

    /// Keeps every chunk, to check their sizes.
    private final class Chunks: LayoutOutputSink {
        var chunks: [[UInt8]] = []
        func write(_ chunk: UnsafeRawBufferPointer) { chunks.append(Array(chunk)) }
    }

    /// The output as one pass wrote it before streaming: every view into one buffer, nothing handed on.
    private func wholeOutput(_ result: LayoutResult, json: Bool) -> [UInt8] {
        let chunks = Chunks()
        // A chunk larger than any output: the emitter hands everything over once, at the end.
        if json { LayoutJSONEmitter.emit(result, to: chunks, chunkSize: .max) } else { LayoutTextEmitter.emit(result, to: chunks, chunkSize: .max) }
        XCTAssertEqual(chunks.chunks.count, 1)
        return chunks.chunks.first ?? []
    }

    func testChunksHaveTheChunkSizeAndJoinToTheWholeOutput() throws {
        let result = try layout(rows: 1_000)  // 6,002 views: written on every core
        XCTAssertEqual(result.views.count, 6_002)
        for json in [true, false] {
            let whole = wholeOutput(result, json: json)
            for chunkSize in [1, 1_000, 65_536] {
                let chunks = Chunks()
                if json {
                    LayoutJSONEmitter.emit(result, to: chunks, chunkSize: chunkSize)
                } else {
                    LayoutTextEmitter.emit(result, to: chunks, chunkSize: chunkSize)
                }
                XCTAssertEqual(chunks.chunks.dropLast().map(\.count), Array(repeating: chunkSize, count: chunks.chunks.count - 1))
                XCTAssertLessThanOrEqual(chunks.chunks.last?.count ?? 0, chunkSize)
                XCTAssertEqual(chunks.chunks.flatMap { $0 }, whole, "json \(json), chunks of \(chunkSize)")
            }
        }
        // The JSON parses and holds every view.
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(wholeOutput(result, json: true))) as? [String: Any])
        func count(_ node: [String: Any]) -> Int { 1 + LayoutJSON.children(node).map(count).reduce(0, +) }
        XCTAssertEqual(count(try XCTUnwrap(object["root"] as? [String: Any])), 6_002)
        let row = LayoutJSON.children(LayoutJSON.children(try XCTUnwrap(object["root"] as? [String: Any]))[0])[999]
        XCTAssertEqual(row["id"] as? String, "r999")
        XCTAssertEqual(LayoutJSON.children(row).compactMap { LayoutJSON.rect($0["frame"])?[2] }.first, 10)  // 10.25 on the 1x pixel grid
    }

    /// The wide list is written a window of views at a time: any window gives the bytes of one pass.
    func testWindowsOfTheWideListGiveTheBytesOfOnePass() throws {
        let result = try layout(rows: 700)
        func written(window: Int) -> [UInt8] {
            var writer = UTF8Writer(capacity: 1 << 16)
            LaidOutTreeWriter(
                open: { view, depth, writer in
                    writer.integer(Int64(depth))
                    writer.plain(view.node.elementName)
                    writer.points(view.frame.x)
                },
                separator: ",", close: "]", bytesPerView: 16, windowViews: window
            ).write(result.views, into: &writer)
            return writer.bytes
        }
        let onePass = written(window: .max)
        XCTAssertGreaterThan(onePass.count, 4_200 * 8)
        for window in [1, 7, 100, 1_000] {
            XCTAssertEqual(written(window: window), onePass, "window of \(window) views")
        }
    }

    /// What `markupc layout` writes to its standard output (a file here) is the whole output, byte for byte.
    func testTheCommandWritesTheWholeOutput() throws {
        let path = try write("long.xml", Self.longDocument(rows: 3_000))  // 18,002 views: several 64 KiB chunks and windows
        let result = try layout(rows: 3_000)
        for format in ["json", "text"] {
            let output = directory.appendingPathComponent("out.\(format)")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            let run = try MarkupcBinary.run(
                ["layout", path, "--format", format, "--root", "plain", "--width", "400", "--height", "800"], in: directory,
                standardOutput: output.path)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stderr, "")
            let written = try [UInt8](Data(contentsOf: output))
            XCTAssertEqual(written, wholeOutput(result, json: format == "json"), format)
            XCTAssertGreaterThan(written.count, 3 * 65_536)
        }
    }

    /// A write that fails in the middle of a long output stops it: exit status 2 and one message, as before streaming.
    func testAFailedWriteInTheMiddleIsExitTwoWithOneMessage() throws {
        let path = try write("long.xml", Self.longDocument(rows: 3_000))
        for format in ["json", "text"] {
            let run = try MarkupcBinary.run(["layout", path, "--format", format], in: directory, standardOutput: "/dev/full")
            XCTAssertEqual(run.status, 2, format)
            XCTAssertEqual(run.stderrLines, ["markupc: error: cannot write to standard output: No space left on device"], format)
        }
    }
}
