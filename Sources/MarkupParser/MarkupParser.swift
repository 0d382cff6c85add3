import CLibXML2
import Diagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses MarkupKit-style XML markup with libxml2 into a `MarkupDocument` (records in a
/// `MarkupStore`) with exact positions.
///
/// - Elements, attributes (document order, values decoded) and processing instructions, each with
///   1-based line:column (columns count Unicode scalars).
/// - Comments are dropped, whitespace-only text is ignored, other text and CDATA are errors.
/// - PIs before the root element form the prolog; PIs after the root element are appended to the
///   prolog as well, in document order. The XML declaration is not a PI.
/// - Malformed XML: libxml2's messages at libxml2's line:column, and no document.
/// - No external entity, DTD or network resource is ever loaded (see `SecureParserOptions`).
/// - Safe to call from several threads at once: every parse has its own libxml2 context and state.
public enum MarkupParser {
    /// Parses bytes of a markup file. Returns nil when the document is not usable (malformed XML);
    /// all problems are appended to `diagnostics` as `file:line:column` diagnostics.
    public static func parse(bytes: [UInt8], file: String, diagnostics: inout DiagnosticBag) -> MarkupDocument? {
        SecureParserOptions.prepareProcess()
        SecureParserOptions.silenceThreadErrors()

        let text: [UInt8]
        switch EncodingNormalizer.normalize(bytes) {
        case .success(let utf8):
            text = utf8
        case .failure(let failure):
            let location = failure.line.map { SourceLocation(file: file, line: $0, column: failure.column ?? 1) }
            diagnostics.error(failure.message, at: location)
            return nil
        }
        guard text.count < Int(Int32.max) else {
            diagnostics.error("file is too large to parse (\(text.count) bytes)", at: nil)
            return nil
        }
        var lines = LineTable(file: file, bytes: text)
        if let excess = AttributeCountLimit.firstExcess(in: text) {
            let limit = AttributeCountLimit.maximum
            let message = excess.elementName.isEmpty
                ? "the document type declaration assigns more than \(limit) values; markupc reads at most \(limit) attributes per element"
                : "<\(excess.elementName)> has more than \(limit) attributes; markupc reads at most \(limit) per element"
            diagnostics.error(message, at: lines.location(at: excess.offset))
            return nil
        }
        return text.withUnsafeBufferPointer { buffer in
            parseUTF8(buffer, lines: lines, file: file, diagnostics: &diagnostics)
        }
    }

    /// Reads and parses a file; a missing/unreadable file is an error diagnostic with location nil
    /// ("cannot read file 'x': No such file or directory").
    public static func parse(
        fileAtPath path: String, limit: Int = FileReader.defaultLimit, diagnostics: inout DiagnosticBag
    ) -> MarkupDocument? {
        switch FileReader.contents(ofFile: path, limit: limit) {
        case .success(let bytes):
            return parse(bytes: bytes, file: path, diagnostics: &diagnostics)
        case .failure(let failure):
            diagnostics.error("cannot read file '\(path)': \(failure.reason)", at: nil)
            return nil
        }
    }

    private static func parseUTF8(
        _ buffer: UnsafeBufferPointer<UInt8>, lines: LineTable, file: String,
        diagnostics: inout DiagnosticBag
    ) -> MarkupDocument? {
        guard let context = xmlNewParserCtxt() else {
            diagnostics.error("cannot create an XML parser", at: nil)
            return nil
        }
        defer { xmlFreeParserCtxt(context) }
        guard let handler = context.pointee.sax else {
            diagnostics.error("cannot create an XML parser", at: nil)
            return nil
        }
        SAXCallbacks.install(on: handler)

        let session = ParseSession(file: file, text: buffer, lines: lines, context: context)
        let unmanaged = Unmanaged.passRetained(session)
        context.pointee._private = unmanaged.toOpaque()
        // Errors raised on this thread without the context's handler also reach the session.
        xmlSetStructuredErrorFunc(UnsafeMutableRawPointer(context)) { data, error in
            SAXCallbacks.structuredError(data, error)
        }
        defer {
            SecureParserOptions.silenceThreadErrors()
            context.pointee._private = nil
            unmanaged.release()
        }

        // libxml2 needs a non-null pointer even for an empty document.
        var empty: CChar = 0
        let document: xmlDocPtr? = buffer.withMemoryRebound(to: CChar.self) { chars in
            if let base = chars.baseAddress, chars.count > 0 {
                return xmlCtxtReadMemory(context, base, Int32(chars.count), nil, nil, SecureParserOptions.options)
            }
            return xmlCtxtReadMemory(context, &empty, 0, nil, nil, SecureParserOptions.options)
        }
        if let document { xmlFreeDoc(document) }
        if let leftover = context.pointee.myDoc {
            context.pointee.myDoc = nil
            xmlFreeDoc(leftover)
        }

        for diagnostic in session.diagnostics { diagnostics.append(diagnostic) }
        let wellFormed = context.pointee.wellFormed != 0 && !session.stoppedByLimit
        guard wellFormed else {
            if !session.diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.error("document is not well-formed XML", at: nil)
            }
            return nil
        }
        guard session.records.hasRoot else {
            if !session.diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.error("document has no root element", at: nil)
            }
            return nil
        }
        return MarkupDocument(store: session.records.finish(file: file))
    }
}
