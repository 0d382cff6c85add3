import LayoutTree

/// MK031: a single-line label narrower than its text. The frame does not grow; UIKit truncates the text
/// (byTruncatingTail by default, SEMANTICS.md §3.1). Labels showing a binding's placeholder and labels
/// that shrink their font (`adjustsFontSizeToFitWidth` true, written on the element or in a template)
/// are not reported.
public struct TruncatedLabelRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .truncatedLabel, name: "truncated-label", category: .layout, defaultSeverity: .warning,
        summary: "A single-line label narrower than its text, which iOS truncates.")

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for index in layout.placedIndices {
            let view = layout.views[index]
            guard view.node.viewClass == .label && view.node.content.numberOfLines == 1 else { continue }
            let node = view.node
            guard let needed = view.intrinsicSize.width else { continue }
            let shortfall = needed - view.absolute.width
            // Most labels fit: that is asked before the bindings and the font's shrinking.
            guard shortfall > layout.tolerance, view.absolute.width > layout.tolerance, !node.showsBoundText,
                !node.content.adjustsFontSizeToFitWidth
            else { continue }
            findings.append(finding(
                "single-line \(describe(node)) is {amount} too narrow for its text: iOS truncates it",
                at: node.location, amount: shortfall,
                fixIt: "give it more room, or let it wrap with numberOfLines=\"0\""))
        }
    }
}
