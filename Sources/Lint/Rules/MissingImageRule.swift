import Diagnostics
import LayoutTree

/// MK019: an image the resources do not have (MK025 when its name leads out of them). MarkupKit then sets
/// nil and the view behaves as if no image were set (SEMANTICS.md §1.5): an image view with no size of its
/// own collapses, and `render` draws a placeholder with the name. Images are looked up as
/// `UIImage(named:)` does (asset catalogs, then `name@Nx.png` files) in `--resources` and the document's
/// directory. The finding is the measurer's (`LeafMeasurer.findings`), which `layout` prints too: a warning
/// with `--resources`, a note without (the app's asset catalog may hold the image).
public struct MissingImageRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .missingImage, name: "missing-image", category: .markup, defaultSeverity: .warning,
        summary: "An image name that is not among the resources given with --resources (a note without --resources).")

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        diagnostics += MeasurementFindings.of(document).filter { $0.belongs(to: .missingImage) || $0.belongs(to: .imageOutsideResources) }
    }
}
