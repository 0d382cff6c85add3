import Diagnostics
import LayoutTree

/// MK042: weighted children inside a container that is itself weighted. Each weighted level turns the free
/// space of the level above into ratios (SEMANTICS.md §2.2 rule 4), so nested weights multiply: the inner
/// sizes depend on every outer share, and a change anywhere moves everything. One flat row or column of
/// weights usually says the same. LMSpacer's built-in weight does not count (centring with spacers is the
/// usual idiom); a weight written on a spacer does.
public struct NestedWeightsRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .nestedWeights, name: "nested-weights", category: .structure, defaultSeverity: .warning,
        summary: "Weighted views inside a weighted row or column: nested weights multiply.")

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        for (node, parent, _) in preorder(document.root) {
            guard isWeighted(node), let parent, case .box(let outer) = parent.layout, node.size.fixed(outer.axis) == nil,
                case .box(let inner) = node.layout
            else { continue }
            let weighted = node.children.filter { child in
                isWeighted(child) && !child.isHidden && child.size.fixed(inner.axis) == nil
            }
            guard let first = weighted.first else { continue }
            diagnostics.append(Self.descriptor.diagnostic(
                "\(describe(node)) has a weight in \(describe(parent)) and \(weighted.count) weighted "
                    + "\(weighted.count == 1 ? "child" : "children") (first at \(first.location.line):\(first.location.column))",
                at: node.attributeLocations[.weight] ?? node.location,
                fixIt: "flatten the weights into one row or column"))
        }
    }

    private func isWeighted(_ node: ViewNode) -> Bool {
        guard node.weight != nil else { return false }
        return node.viewClass != .spacer || node.attributeLocations[.weight] != nil
    }
}
