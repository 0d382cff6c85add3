import Diagnostics
import LayoutTree

/// The warnings SEMANTICS.md asks for wherever a document is laid out, not only in `validate`:
/// where markupc keeps what MarkupKit or UIKit does although the markup meant something else —
/// a hidden cell in an alignToGrid row (§5.6, MK045), a baseline read through a hidden subview
/// (§5.7, MK047), a baseline alignment on a vertical stack, laid out as leading (§2.8, MK007).
/// `layout`, `explain`, `render` and `preview` give them with the document's own diagnostics.
/// One walk of the tree, no list of its views: a 100,000-view screen pays a few milliseconds.
public enum KeptBehaviourWarnings {
    public static func findings(in root: ViewNode) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        root.walkInPreOrder(from: ()) { node, _ in
            guard node.layout != .none else { return }
            findings += HiddenGridCellRule.findings(at: node)
            findings += HiddenBaselineViewRule.findings(at: node)
            if let alignment = MisplacedAttributeRule.baselineAlignmentOfAVerticalStack(at: node) { findings.append(alignment) }
        }
        return findings
    }
}
