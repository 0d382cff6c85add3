import CLibXML2
import Diagnostics

/// libxml2 errors and our own limits.
extension ParseSession {
    /// A libxml2 error or warning, at libxml2's own line and column.
    func libxmlError(_ error: xmlError, context: xmlParserCtxtPtr?) {
        let severity: Severity
        switch error.level {
        case XML_ERR_WARNING: severity = .warning
        case XML_ERR_NONE: return
        default: severity = .error
        }
        var message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        if let newline = message.firstIndex(where: { $0 == "\n" || $0 == "\r" }) {
            message = String(message[..<newline])
        }
        message = String(message.drop(while: { $0 == " " || $0 == "\t" }))
        while message.last == " " || message.last == "\t" { message.removeLast() }
        if message.isEmpty { message = "XML error \(error.code)" }
        message = Self.withoutParserOptionAdvice(message)

        let at: SourceLocation?
        if let context, context != mainContext, let input = mainContext.pointee.input {
            // Raised while expanding an entity: use the position of the reference.
            at = SourceLocation(file: file, line: max(1, Int(input.pointee.line)), column: max(1, Int(input.pointee.col)))
        } else if error.line > 0 {
            at = SourceLocation(file: file, line: Int(error.line), column: max(1, Int(error.int2)))
        } else if let input = mainContext.pointee.input {
            at = SourceLocation(file: file, line: max(1, Int(input.pointee.line)), column: max(1, Int(input.pointee.col)))
        } else {
            at = nil
        }
        let diagnostic = Diagnostic(severity, message, at: at)
        if diagnostics.last == diagnostic { return }
        libxmlDiagnosticCount += 1
        guard libxmlDiagnosticCount <= Self.maxLibxmlDiagnostics else { return }
        diagnostics.append(diagnostic)
    }

    func reportLimit(_ message: String, at place: SourceLocation? = nil, context: xmlParserCtxtPtr) {
        if !limitReported {
            limitReported = true
            diagnostics.append(Diagnostic(.error, message, at: place ?? location(mainOffset)))
        }
        xmlStopParser(mainContext)
        if context != mainContext { xmlStopParser(context) }
    }

    /// Whether parsing was stopped by one of our own limits.
    var stoppedByLimit: Bool { limitReported }

    /// libxml2's limits tell the reader to set XML_PARSE_HUGE, which markupc's users cannot do: the depth
    /// message becomes markupc's own, the others lose the advice ("Name too long use XML_PARSE_HUGE option").
    static func withoutParserOptionAdvice(_ message: String) -> String {
        guard let advice = message.firstRange(of: "XML_PARSE_HUGE") else { return message }
        if message.hasPrefix("Excessive depth") { return depthMessage }
        var kept = message[..<advice.lowerBound]
        for suffix in ["use ", "try ", ", "] where kept.hasSuffix(suffix) { kept = kept.dropLast(suffix.count) }
        while kept.last == " " || kept.last == ":" || kept.last == "," { kept = kept.dropLast() }
        return kept.isEmpty ? "input exceeds a limit of the XML parser" : String(kept) + " (a limit of the XML parser)"
    }

    /// The `<` of the start tag that ends at or before `offset` (a start tag holds no `<`).
    func tagStart(before offset: Int) -> Int {
        var start = min(offset, text.count - 1)
        while start > 0, text[start] != UInt8(ascii: "<") { start -= 1 }
        return max(start, 0)
    }
}
