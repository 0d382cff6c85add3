import Diagnostics
import XCTest
@testable import MarkupParser

/// Parses a string as UTF-8 and returns the document and the diagnostics.
func parseMarkup(_ source: String, file: String = "t.xml") -> (document: MarkupDocument?, diagnostics: [Diagnostic]) {
    parseMarkup(bytes: Array(source.utf8), file: file)
}

func parseMarkup(bytes: [UInt8], file: String = "t.xml") -> (document: MarkupDocument?, diagnostics: [Diagnostic]) {
    var bag = DiagnosticBag()
    let document = MarkupParser.parse(bytes: bytes, file: file, diagnostics: &bag)
    return (document, bag.diagnostics)
}

/// `file:line:column` of a location, or "nil".
func position(_ location: SourceLocation?) -> String {
    location.map { "\($0.line):\($0.column)" } ?? "nil"
}

extension MarkupElement {
    /// Child elements only.
    var elements: [MarkupElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Child processing instructions only.
    var instructions: [MarkupProcessingInstruction] {
        children.compactMap { if case .processingInstruction(let pi) = $0 { pi } else { nil } }
    }
}

/// A file in a fresh temporary directory, removed by the returned cleanup closure.
func temporaryFile(named name: String, contents: String) throws -> (path: String, cleanup: () -> Void) {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("markupparser-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return (url.path, { try? FileManager.default.removeItem(at: directory) })
}
