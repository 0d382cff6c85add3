import LayoutTree

/// MK037: a button smaller than the 44×44 pt touch target Apple's Human Interface Guidelines ask for.
/// Only buttons are checked: their size is the author's (a system button's text is about 30 pt tall,
/// SEMANTICS.md §3), while switches, steppers and segmented controls have fixed system sizes with hit areas
/// of their own. A note by default: it does not fail a build, even with `--strict`.
public struct TouchTargetRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .smallTouchTarget, name: "small-touch-target", category: .layout, defaultSeverity: .note,
        summary: "A button smaller than the 44×44 pt minimum touch target.")

    static let minimum = 44.0

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for index in layout.placedIndices {
            let view = layout.views[index]
            guard view.node.viewClass == .button else { continue }
            let size = view.absolute
            guard size.width > layout.tolerance, size.height > layout.tolerance else { continue }
            let narrow = Self.minimum - size.width > layout.tolerance
            let short = Self.minimum - size.height > layout.tolerance
            guard narrow || short else { continue }
            let what = narrow && short ? "narrower and shorter" : narrow ? "narrower" : "shorter"
            findings.append(finding(
                "\(describe(view.node)) is \(what) than the 44×44 pt touch target",
                at: view.node.location, amount: max(Self.minimum - size.width, Self.minimum - size.height),
                fixIt: "give it a minimumWidth and minimumHeight of 44, or contentEdgeInsets"))
        }
    }
}
