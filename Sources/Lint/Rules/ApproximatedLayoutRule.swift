import Diagnostics
import LayoutTree

/// MK038: the document's aspect ratios, with their containers, make one constraint system too costly
/// for the tree solve (`LayoutEngine.approximatesLargeRegions`: past 1,650 views, a system whose
/// simplex reads more than 250 entries per row, `ExactLayoutSolver.Limits`; the benchmark's mixed
/// screens past some 22,000 views), and the frames around them are approximated (SEMANTICS.md §2.0
/// asks for the whole system's answer): each ratio held by solving widths and heights in turn, the
/// rules that meet them by the nearest stated ones. Said once per layout, at the root, by every
/// command that lays out, so that no picture or check passes an approximation off as exact.
public struct ApproximatedLayoutRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .approximatedLayout, name: "approximated-layout", category: .layout, defaultSeverity: .warning,
        summary: "Views joined by aspect ratios that make one system too costly to solve exactly: the frames around "
            + "them are approximated (`markupc layout --exact` solves them, however long it takes).")

    static let summary = "the views that aspect ratios join (widths to heights) make one system too costly to solve exactly; each "
        + "ratio was held by solving widths and heights in turn, and the rules around them were approximated by the "
        + "nearest ones (baselines ignored, grids not aligned, stacks filled)"
    static let fixIt = "markupc layout --exact and render --exact solve them as one system: on 25,000 views of mixed "
        + "rules, about 10 s and 1 GB"

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        guard layout.approximated, let root = layout.views.first else { return }
        findings.append(finding(Self.summary, at: root.node.location, fixIt: Self.fixIt))
    }

    /// The warning for a layout a command prints or draws, nil where it is exact.
    public static func diagnostic(for result: LayoutResult) -> Diagnostic? {
        guard result.approximated, result.views.count > 0 else { return nil }
        return descriptor.diagnostic(summary, at: result.views[0].node.location, fixIt: fixIt)
    }
}
