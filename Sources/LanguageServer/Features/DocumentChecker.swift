import Diagnostics
import Lint

/// `validate`'s checks on a buffer, in two steps: the markup and structure rules (fast, run on every
/// change) and the whole run with the layout rules on the configured screens (run after a pause).
/// The same `Linter`, configuration and disable comments as `validate`, so the editor shows what CI shows.
struct DocumentChecker: Sendable {
    let linter: Linter
    /// Rules whose findings come only from laying the document out: kept from the last whole run while
    /// the user types, until the next one replaces them.
    let layoutRuleIDs: Set<String>
    /// The rule of the parser's errors (`markupc validate --list-rules`: unreadable-markup).
    private let unreadable = "MK000"

    init(options: LintOptions, registry: RuleRegistry = .standard) {
        linter = Linter(options: options, registry: registry)
        layoutRuleIDs = Set(registry.layoutRules.map(\.descriptor.id) + [FrameSnapshotCheck.descriptor.id])
    }

    /// What `validate --no-layout` reports.
    func markupDiagnostics(of bytes: [UInt8], path: String, configuration: LintConfiguration) -> [Diagnostic] {
        var quick = linter
        quick.options.runsLayout = false
        return quick.lint(bytes: bytes, path: path, configuration: configuration).diagnostics
    }

    /// What `validate` reports.
    func allDiagnostics(of bytes: [UInt8], path: String, configuration: LintConfiguration) -> [Diagnostic] {
        guard linter.options.runsLayout else { return markupDiagnostics(of: bytes, path: path, configuration: configuration) }
        return linter.lint(bytes: bytes, path: path, configuration: configuration).diagnostics
    }

    /// The parser gave up (XML that is not well-formed, as mid-edit): nothing but its MK000 errors came back,
    /// so the other rules said nothing, rather than found nothing.
    func isMalformed(_ diagnostics: [Diagnostic]) -> Bool {
        return diagnostics.contains { $0.ruleID == unreadable && $0.severity == .error } && diagnostics.allSatisfy { $0.ruleID == unreadable }
    }

    /// Findings other than the parser's: kept from the last well-formed version while the document is malformed.
    func ruleDiagnostics(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.ruleID != unreadable && !($0.ruleID.map(layoutRuleIDs.contains) ?? false) }
    }

    func layoutDiagnostics(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.ruleID.map(layoutRuleIDs.contains) ?? false }
    }
}
