import LayoutTree

/// MK034: two consecutive views of a row, column or stack that overlap along its axis. The containers
/// chain their children edge to edge with a gap (SEMANTICS.md §2.2 rule 2, §2.8 "fill"), so an overlap means
/// a child was pushed past its neighbour (a fixed size that does not fit, a negative weight share, a
/// conflict the solver broke). Negative spacing asks for an overlap and is not reported.
public struct OverlappingSiblingsRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .overlappingSiblings, name: "overlapping-siblings", category: .layout, defaultSeverity: .warning,
        summary: "Two neighbouring views of a row, column or stack that overlap.")

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for index in layout.placedIndices {
            let container = layout.views[index]
            let axis: Axis
            let spacing: Double
            switch container.node.layout {
            case .box(let box): (axis, spacing) = (box.axis, box.spacing)
            case .stack(let stack): (axis, spacing) = (stack.axis, stack.spacing)
            default: continue
            }
            guard spacing >= 0 else { continue }
            let children = container.children.filter {
                layout.views[$0].isPlaced && layout.views[$0].absolute.size(axis) > layout.tolerance
            }
            for (previous, next) in zip(children, children.dropFirst()) {
                let before = layout.views[previous], after = layout.views[next]
                guard !asksForOverlap(before.node, after.node, axis) else { continue }
                let overlap = before.absolute.end(axis) - after.absolute.start(axis)
                guard overlap > layout.tolerance else { continue }
                findings.append(finding(
                    "\(describe(after.node)) overlaps \(describe(before.node)) before it in \(describe(container.node))",
                    at: after.node.location, amount: overlap))
            }
        }
    }

    private func asksForOverlap(_ before: ViewNode, _ after: ViewNode, _ axis: Axis) -> Bool {
        before.spacing.after(axis) < 0 || after.spacing.before(axis) < 0 || (before.customSpacing ?? 0) < 0
    }
}
