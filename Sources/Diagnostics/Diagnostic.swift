/// How serious a diagnostic is. Errors make `markupc` exit with status 1.
public enum Severity: String, Sendable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found in a document: created where it is found, printed by one reporter layer.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    /// Where the problem is; nil for problems with no position (e.g. an unreadable file).
    public var location: SourceLocation?
    public var message: String
    /// Stable rule identifier (`MK0xx`), when the problem belongs to a rule.
    public var ruleID: String?
    /// A suggested fix in words ("did you mean 'vertical'?"), when one is known.
    public var fixIt: String?

    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation?,
        rule ruleID: String? = nil, fixIt: String? = nil
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.ruleID = ruleID
        self.fixIt = fixIt
    }

    /// `file:line:column: error: message` — the form Xcode, editors and CI annotators parse: always one
    /// line, whatever the document or the file name holds (see `DiagnosticText`).
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): \(message)"
        if let fixIt { text += " (\(fixIt))" }
        if let ruleID { text += " [\(ruleID)]" }
        return DiagnosticText.line(text)
    }
}
