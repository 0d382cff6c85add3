/// Collects the diagnostics of one document as it flows through the pipeline.
/// Every stage appends here; printers read from here.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation?, rule: String? = nil, fixIt: String? = nil) {
        append(Diagnostic(.error, message, at: location, rule: rule, fixIt: fixIt))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?, rule: String? = nil, fixIt: String? = nil) {
        append(Diagnostic(.warning, message, at: location, rule: rule, fixIt: fixIt))
    }

    public mutating func append(contentsOf other: DiagnosticBag) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    /// Gives the diagnostics that name no rule to `rule` (a stage whose every problem belongs to
    /// one rule, such as the parser's to MK000).
    public mutating func assignUnassigned(to rule: RuleID) {
        for index in diagnostics.indices where diagnostics[index].ruleID == nil { diagnostics[index].ruleID = rule.rawValue }
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
