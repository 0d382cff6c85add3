import Diagnostics
import Foundation
import MarkupParser

/// A document read, processed and typed: the input of layout, rendering and linting.
public struct CompiledDocument: Sendable {
    public var path: String
    /// nil when the file could not be read or is not well-formed XML.
    public var root: ViewNode?
    public var diagnostics: DiagnosticBag
}

/// parse → process → type, in one call for the command line and tests.
public struct DocumentCompiler: Sendable {
    public var options: DocumentOptions

    public init(options: DocumentOptions = DocumentOptions()) {
        self.options = options
    }

    public func compile(fileAtPath path: String) -> CompiledDocument {
        var diagnostics = DiagnosticBag()
        let document = MarkupParser.parse(fileAtPath: path, limit: options.maxInputSize, diagnostics: &diagnostics)
        // The parser's problems (unreadable file, malformed XML, text content) belong to MK000.
        diagnostics.assignUnassigned(to: .unreadableMarkup)
        var beside = self
        beside.options = options.besideDocument(at: path)
        return beside.typed(document, path: path, diagnostics: diagnostics)
    }

    public func compile(source: String, file: String = "<input>") -> CompiledDocument {
        compile(bytes: Array(source.utf8), file: file)
    }

    /// A document's bytes in any encoding it declares (the fuzz target feeds them as they come).
    public func compile(bytes: [UInt8], file: String = "<input>") -> CompiledDocument {
        var diagnostics = DiagnosticBag()
        let document = MarkupParser.parse(bytes: bytes, file: file, diagnostics: &diagnostics)
        diagnostics.assignUnassigned(to: .unreadableMarkup)
        return typed(document, path: file, diagnostics: diagnostics)
    }

    private func typed(_ document: MarkupDocument?, path: String, diagnostics: DiagnosticBag) -> CompiledDocument {
        var diagnostics = diagnostics
        guard let document else { return CompiledDocument(path: path, root: nil, diagnostics: diagnostics) }
        let root = TreeBuilder(options: options).build(document, diagnostics: &diagnostics)
        return CompiledDocument(path: path, root: root, diagnostics: diagnostics)
    }
}
