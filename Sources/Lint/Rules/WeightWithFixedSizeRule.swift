import Diagnostics
import LayoutTree

/// MK008: `weight` together with a fixed size on the parent's axis. An explicit `width` (in a row) or
/// `height` (in a column) disables the weight: the view does not join the weight ratio (SEMANTICS.md §2.1,
/// §2.2 rule 4), so one of the two attributes is a mistake.
///
/// Only a weight written on the element is reported; LMSpacer's built-in weight with a fixed size is the
/// usual way to write a fixed gap.
public struct WeightWithFixedSizeRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .weightWithFixedSize, name: "weight-with-fixed-size", category: .markup, defaultSeverity: .warning,
        summary: "A weight together with a fixed width (in a row) or height (in a column): the weight is ignored.")

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        for (node, parent, _) in preorder(document.root) {
            guard let weightLocation = node.attributeLocations[.weight], let weight = node.weight,
                let parent, case .box(let box) = parent.layout, let fixed = node.size.fixed(box.axis)
            else { continue }
            let size = box.axis == .horizontal ? "width" : "height"
            diagnostics.append(Self.descriptor.diagnostic(
                "weight \(formatPoints(weight)) is ignored: the view has a fixed \(size) of \(formatPoints(fixed)) in <\(parent.elementName)>",
                at: weightLocation, fixIt: "remove weight, or remove \(size) to share the free space"))
        }
    }
}
