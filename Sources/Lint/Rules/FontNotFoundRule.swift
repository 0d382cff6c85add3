import Diagnostics
import LayoutTree

/// MK043: a font name no installed font file (nor `--font-dir`) has, such as a misspelt
/// `font="Helvetica-Bld 17"`. Its text is measured with a substitute, so the frames of its views are
/// not the device's (SEMANTICS.md §1.4). The finding is the measurer's (`LeafMeasurer.findings`), which
/// `layout` and `render` print with the same id and severity.
public struct FontNotFoundRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .fontNotFound, name: "font-not-found", category: .markup, defaultSeverity: .warning,
        summary: "A font name no installed font (nor --font-dir) has, e.g. a misspelling; its text is measured with a substitute.")

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        diagnostics += MeasurementFindings.of(document).filter { $0.belongs(to: .fontNotFound) }
    }
}

