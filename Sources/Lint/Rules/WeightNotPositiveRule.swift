import Diagnostics
import LayoutTree

/// MK046: a weight of 0 or less. MarkupKit sizes each weighted view as the previous one × its weight ÷
/// the previous weight (SEMANTICS.md §2.2 rule 4): a weight of 0 makes the view 0 wide and the next
/// weighted view's multiplier infinite (UIKit throws), a negative one asks for a negative size.
/// markupc lays the first out as 0 and starts a new group of weights after it.
public struct WeightNotPositiveRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .weightNotPositive, name: "weight-not-positive", category: .markup, defaultSeverity: .warning,
        summary: "A weight of 0 or less: the view gets no share, and MarkupKit divides the next weight by it.")

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        for (node, parent, _) in preorder(document.root) {
            guard let weight = node.weight, weight <= 0, let location = node.attributeLocations[.weight], let parent,
                case .box = parent.layout
            else { continue }
            diagnostics.append(Self.descriptor.diagnostic(
                "weight \(formatPoints(weight)) on \(describe(node)): a weight must be above 0 to take a share of the free space",
                at: location, fixIt: "remove the weight, or give the view a size"))
        }
    }
}
