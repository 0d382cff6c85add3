import Diagnostics
import LayoutTree

/// MK062: a table row whose content fits in 0 pt — content with no height pinned between the
/// cell's top and bottom margins (a column aligned to the top, views with no height of their own) —
/// which UIKit makes the standard 44 pt high, logging "Detected a case where constraints ambiguously
/// suggest a height of zero for a table view cell's content view" (SEMANTICS.md §2.11.2). The
/// layout holds the row at 44 pt, as UIKit does; the warning says why the row is not as tall as its
/// content. An `LMTableViewCell` with no content element at all is MK061's, found as it is read.
/// Said by every command that lays out (`diagnostics(for:)`), as MK038 is.
public struct RowAtStandardHeightRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .rowAtStandardHeight, name: "row-at-standard-height", category: .layout, defaultSeverity: .warning,
        summary: "A table row whose content fits in 0 pt, which UIKit makes the standard 44 pt high.")

    static let fixIt = "give the content a height, pin it to the cell's top and bottom margins, or set the table's rowHeight"

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for row in Self.warnedRows(layout.rowsAtStandardHeight) {
            findings.append(finding(Self.summary(row), at: row.location, fixIt: Self.fixIt))
        }
    }

    /// The warnings for a layout a command prints or draws.
    public static func diagnostics(for result: LayoutResult) -> [Diagnostic] {
        warnedRows(result.rowsAtStandardHeight).map { descriptor.diagnostic(summary($0), at: $0.location, fixIt: fixIt) }
    }

    private static func summary(_ row: ViewNode) -> String {
        "<\(row.elementName)>'s content fits in 0 pt, so UIKit makes the row the standard 44 pt high and logs a warning"
    }

    /// The rows held at 44 pt but those whose content view has no element (MK061's).
    private static func warnedRows(_ rows: [ViewNode]) -> [ViewNode] {
        rows.filter { row in row.children.contains { $0.listRole == .implicit(.contentView) && !$0.children.isEmpty } }
    }
}
