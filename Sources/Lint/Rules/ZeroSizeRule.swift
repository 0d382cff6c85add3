import LayoutTree

/// MK035: a visible view squeezed to zero width or height although it has content of that size: a label
/// with text, a control, a view with a background colour and an explicit size. Its container had no room
/// left (weighted children get 0 when the others use everything, SEMANTICS.md §2.2 "E < 0"; a shortage is
/// taken from the last child first, §2.0). When three or more views are squeezed in one container, MK030
/// reports the container instead (see `SqueezedView`).
///
/// A view with no intrinsic size that nothing sizes is MK036's (ambiguous) instead; spacers and empty
/// labels are meant to be empty.
public struct ZeroSizeRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .zeroSize, name: "zero-size", category: .layout, defaultSeverity: .warning,
        summary: "A visible view with content that ends up zero wide or zero tall.")

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for group in SqueezedView.groups(in: layout) where group.container == nil {
            guard let member = group.members.first, member.isZero else { continue }
            let node = layout.views[member.index].node
            findings.append(finding(
                "\(describe(node)) is 0 pt \(member.axis.extentName) although its content is {amount} \(member.axis.extentName)",
                at: node.location, amount: member.shortfall))
        }
    }
}
