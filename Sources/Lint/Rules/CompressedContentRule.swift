import LayoutTree

/// MK030: a view compressed below its intrinsic content size: its content does not fit the space its
/// container gives it (SEMANTICS.md §2.0: compression resistance lost to a required or stronger
/// constraint, e.g. a fill-aligned row shorter than a child, §2.2 "Cross axis").
///
/// When three or more views are squeezed (compressed, or to nothing) on the axis of the row, column or stack
/// nearest above them, that container is reported once: "<LMColumnView> is too short for its content".
///
/// Not reported: a single-line label's width (MK031 says "truncated"), a multi-line label's width (it
/// wraps), a text field's or picker's width (its text scrolls, its wheels shrink), a size a weight or a fillEqually/fillProportionally
/// stack decides (the intrinsic size is ignored there by design), a size the author fixed or capped, and a
/// single view squeezed to nothing (MK035). See `SqueezedView`.
public struct CompressedContentRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .contentDoesNotFit, name: "content-does-not-fit", category: .layout, defaultSeverity: .warning,
        summary: "A view compressed below its intrinsic content size, or a container too small for its content.")

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for group in SqueezedView.groups(in: layout) {
            if let container = group.container {
                let node = layout.views[container].node
                findings.append(finding(
                    "\(describe(node)) is too \(group.axis == .vertical ? "short" : "narrow") for its content: "
                        + "views in it lose up to {largest} of their \(group.axis.sizeName)",
                    at: node.location, amount: group.largest,
                    fixIt: "put the content in an LMScrollView, or let it take less room"))
            } else if let member = group.members.first, !member.isZero {
                let node = layout.views[member.index].node
                findings.append(finding(
                    "\(describe(node)) is compressed below its content \(member.axis.sizeName)",
                    at: node.location, amount: member.shortfall))
            }
        }
    }
}
