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

    func reportLimit(_ message: String, context: xmlParserCtxtPtr) {
        if !limitReported {
            limitReported = true
            diagnostics.append(Diagnostic(.error, message, at: location(mainOffset)))
        }
        xmlStopParser(mainContext)
        if context != mainContext { xmlStopParser(context) }
    }

    /// Whether parsing was stopped by one of our own limits.
    var stoppedByLimit: Bool { limitReported }
}
