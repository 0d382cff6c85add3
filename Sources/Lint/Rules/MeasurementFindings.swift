import Diagnostics
import LayoutTree

/// The measurer's findings on a document's tree (`LeafMeasurer.findings`, what `layout` prints), shared
/// by the rules that report them: MK019 and MK025 (`MissingImageRule`), MK043 (`FontNotFoundRule`).
enum MeasurementFindings {
    static func of(_ document: DocumentFacts) -> [Diagnostic] {
        guard let measurer = document.measurer else { return [] }
        return measurer.findings(for: document.root, imagesAreKnown: document.imagesAreKnown)
    }
}
