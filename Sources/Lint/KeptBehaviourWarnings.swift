import Diagnostics
import LayoutTree

/// The warnings SEMANTICS.md asks for wherever a document is laid out, not only in `validate`:
/// where markupc keeps what MarkupKit or UIKit does although the markup meant something else —
/// a hidden cell in an alignToGrid row (§5.6, MK045), a baseline read through a hidden subview
/// (§5.7, MK047), a baseline alignment on a vertical stack, laid out as leading (§2.8, MK007), a
/// width on a table's row, which the table sets (§2.11.2, MK007).
/// `layout`, `explain`, `render` and `preview` give them with the document's own diagnostics.
/// One walk of the views with children, in document order, no list of every view: every command
/// pays it, so it costs what those views do (the generic walk across modules, unspecialised, took 5 %
/// of laying out a 100,000-view screen).
public enum KeptBehaviourWarnings {
    public static func findings(in root: ViewNode) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var pending = [root]
        while let node = pending.popLast() {
            if node.layout != .none {
                findings += HiddenGridCellRule.findings(at: node)
                findings += HiddenBaselineViewRule.findings(at: node)
                if let alignment = MisplacedAttributeRule.baselineAlignmentOfAVerticalStack(at: node) { findings.append(alignment) }
                findings += MisplacedAttributeRule.sizesSetByTable(node)
            }
            // Every rule reads a view's children: a view with none has nothing to say.
            for child in node.children.reversed() where !child.children.isEmpty { pending.append(child) }
        }
        return findings
    }
}
