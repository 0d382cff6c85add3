import Diagnostics
import LayoutTree

/// MK047: a baseline read through a hidden subview. An LM layout view's first (last) baseline is
/// its first (last) subview's, hidden or not; a hidden subview is held by no constraint, so it
/// moves to any baseline and the view around it is not aligned at all (SEMANTICS.md §2.2 "The
/// baseline of a view", §5.7 "keep this, and warn"). markupc keeps MarkupKit's reading.
public struct HiddenBaselineViewRule: ViewByViewRule {
    public static let descriptor = RuleDescriptor(
        id: .hiddenBaselineView, name: "hidden-baseline-view", category: .structure, defaultSeverity: .warning,
        summary: "A baseline read through a hidden subview: the view holding it is not aligned to its siblings.")

    public init() {}

    /// The baselines `node` aligns its children by that are read through a hidden subview
    /// (`layout` warns of them too, as §5.7 asks: `KeptBehaviourWarnings`).
    public static func findings(at node: ViewNode) -> [Diagnostic] {
        guard !node.isHidden else { return [] }
        var diagnostics: [Diagnostic] = []
        for last in baselinesRead(by: node.layout) {
            for child in node.children where !child.isHidden { find(from: child, last: last, into: &diagnostics) }
        }
        return diagnostics
    }

    /// Which baselines a container aligns its children by (§2.2, §2.8): first (false), last (true).
    private static func baselinesRead(by layout: ContainerLayout) -> [Bool] {
        switch layout {
        case .box(let box) where box.alignToBaseline: return [box.baseline == .last]
        case .stack(let stack) where stack.baselineRelativeArrangement: return [false, true]
        case .stack(let stack) where stack.alignment == .firstBaseline: return [false]
        case .stack(let stack) where stack.alignment == .lastBaseline: return [true]
        default: return []
        }
    }

    /// Follows `view`'s baseline down to a hidden subview, if it meets one.
    private static func find(from view: ViewNode, last: Bool, into diagnostics: inout [Diagnostic]) {
        var pending = [view]
        while let current = pending.popLast() {
            for subview in current.layout.baselineCandidates(among: current.children, last: last, isHidden: \.isHidden) {
                guard subview.isHidden else {
                    pending.append(subview)
                    continue
                }
                diagnostics.append(descriptor.diagnostic(
                    "\(describe(current))'s \(last ? "last" : "first") baseline is that of \(describe(subview)), which is hidden: "
                        + "MarkupKit aligns the hidden view, so \(describe(current)) is not aligned to its siblings",
                    at: subview.attributeLocations[.hidden] ?? subview.attributeLocations[.isHidden] ?? subview.location,
                    fixIt: "remove the subview instead of hiding it, or move it \(last ? "before" : "after") the views that show"))
            }
        }
    }
}
