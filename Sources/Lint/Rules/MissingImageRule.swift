import Diagnostics
import LayoutTree

/// MK019: an image the resources (`--resources DIR`) do not have. MarkupKit then sets nil and the view
/// behaves as if no image were set (SEMANTICS.md §1.5): an image view with no size of its own collapses.
/// Images are looked up as `UIImage(named:)` does (asset catalogs, then `name@Nx.png` files). Bindings
/// (`$…`) are not checked, and nothing is reported without `--resources`.
public struct MissingImageRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: "MK019", name: "missing-image", category: .markup, defaultSeverity: .warning,
        summary: "An image name that is not among the resources given with --resources.")

    private static let imageAttributes = ["image", "normalImage", "imageView.image"]

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        guard let images = document.images else { return }
        var reported = Set<String>()
        for (node, _, _) in preorder(document.root) {
            guard let name = node.content.imageName, !name.isEmpty, !name.hasPrefix("$"),
                images.pointSize(ofImageNamed: name, scale: 2) == nil
            else { continue }
            let location = Self.imageAttributes.lazy.compactMap { node.attributeLocations[$0] }.first ?? node.location
            guard reported.insert("\(location)").inserted else { continue }
            let problem = images.problem(withImageNamed: name, scale: 2) ?? "image '\(name)' not found"
            if let rule = images.problemRule(withImageNamed: name, scale: 2) {
                diagnostics.append(Diagnostic(.warning, problem, at: location, rule: rule))
            } else {
                diagnostics.append(Self.descriptor.diagnostic(problem, at: location))
            }
        }
    }
}
