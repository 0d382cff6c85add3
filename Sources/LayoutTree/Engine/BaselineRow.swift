/// A row aligning its children's baselines (SEMANTICS.md §2.2 alignToBaseline), on the vertical
/// axis, in closed form where every child is a view of its own (no subviews, no aspect ratio).
///
/// §2.2: each child keeps its natural height, aᵢ above its chosen baseline and dᵢ below; the
/// baseline lies at M.top + max aᵢ (fill, top) or M.bottom − max dᵢ (bottom), and a centred row
/// centres the group's union box on its bounds (markupc's choice), within its margins. The row's
/// constraints (`BoxLayoutAlgorithm`) then cost nothing at any height that holds the group,
/// G = max aᵢ + max dᵢ, but the row's hug (`Priority.baselineRowHug`). Below G they break at
/// least G − H at one level: the children's compression (750) when the row fills, since a child
/// shrunk by δ moves its baseline's ascent and descent by δ in all; the group's containment
/// (`Priority.baselineGroupContainment`) otherwise. So the row's cost states that bound, exact
/// from G up; a parent that gives the row less than G sends it to the constraints
/// (`ExactLayoutSolver.BrokenRatios`), where the bound is not the cost.
///
/// A horizontal UIStackView aligned firstBaseline or lastBaseline (§2.8) is such a row too: its
/// baseline at the canvas's top plus the largest ascent, its views at their natural heights. Its
/// cost is its canvas held as small as it may be (`stackFit`, UIKit's fit) and, below its
/// group, the least its views' compression costs there (`cost(of:insets:shrinking:)`).
struct BaselineRow {
    var alignment: BoxAlignment
    /// Whether the children's last baselines align (`baseline="last"`), else their first.
    var last: Bool
    /// For a stack: the level at which its canvas is held at 0 (`AxisArrangement.crossFitLevel`).
    var stackFit: Priority? = nil

    /// Whether the closed form describes a row of these children: each a view with no subviews
    /// (whose baseline is its own text's or its bottom edge, §2.2) and no aspect ratio.
    static func states(_ children: ViewIndices, in tree: FlatTree) -> Bool {
        children.allSatisfy {
            tree.children[$0].isEmpty && tree.attributes[$0].layout == .none && tree.attributes[$0].size.aspectRatio == nil
        }
    }

    /// Whether `child` keeps its natural height in the row: held by its intrinsic height or a fixed
    /// one, or by nothing (0 high, never pulled). A view held by a minimum alone has no height of
    /// its own to keep: the group's pull against an edge (`Priority.baselineGroupPull`, above the
    /// tie-breaks) stretches it to the baseline, which the closed form does not state.
    static func keepsItsHeight(_ child: Int, in tree: FlatTree, intrinsicHeight: Double?) -> Bool {
        let size = tree.attributes[child].size
        return intrinsicHeight != nil || size.fixed(.vertical) != nil || size.minimum(.vertical) == nil
    }

    /// The children at their natural heights, around their common baseline.
    struct Group {
        /// Per child, in order: from its top to the baseline.
        var ascents: [Double]
        /// The largest ascent and the largest descent.
        var ascent: Double
        var descent: Double

        var height: Double { ascent + descent }
    }

    /// The group of children `heights` high, their text `metrics` (nil: no text, the baseline
    /// is the bottom edge). Text is centred in a frame taller than it (§3.1).
    func group(heights: [Double], metrics: [BaselineMetrics?]) -> Group {
        var ascents: [Double] = []
        ascents.reserveCapacity(heights.count)
        var ascent = -Double.infinity, descent = -Double.infinity
        for (height, metrics) in zip(heights, metrics) {
            let above = metrics.map { height / 2 + (last ? $0.lastAscent : $0.firstAscent) - $0.textHeight / 2 } ?? height
            ascents.append(above)
            ascent = max(ascent, above)
            descent = max(descent, height - above)
        }
        return Group(ascents: ascents, ascent: ascents.isEmpty ? 0 : ascent, descent: ascents.isEmpty ? 0 : descent)
    }

    /// What the row's height costs, `insets` its margins: its hug, and below its group the least
    /// its constraints break there. A stack's: its fit, and below its group at least what
    /// shrinking its views costs, at `shrinking` (the lowest level at which any of them does; a
    /// view's bottom held inside the stack is firmer).
    func cost(of group: Group, insets: Double, shrinking: Priority) -> ConvexCost {
        if let stackFit {
            return .bound(.equal, insets, at: stackFit) + .bound(.greaterOrEqual, group.height + insets, at: shrinking)
        }
        let shortLevel = alignment == .fill ? Priority.defaultHigh : Priority.baselineGroupContainment
        return .bound(.equal, 0, at: Priority.baselineRowHug) + .bound(.greaterOrEqual, group.height + insets, at: shortLevel)
    }

    /// Each child's top when the row spans `start` to `start + size`, its canvas inset by
    /// `canvasStart` and `canvasEnd`; nil where the canvas is shorter than the group.
    func tops(of group: Group, start: Double, size: Double, canvasStart: Double, canvasEnd: Double) -> [Double]? {
        let canvas = size - canvasStart - canvasEnd
        guard canvas >= group.height - 1e-9 * max(1, abs(group.height)) else { return nil }
        let baseline: Double
        switch alignment {
        case .fill, .start: baseline = start + canvasStart + group.ascent
        case .end: baseline = start + size - canvasEnd - group.descent
        case .center:
            // The group's box centred on the bounds (the pull at 48), but held inside the canvas
            // (its containment, 251.5), which asymmetric margins may leave off centre.
            let top = min(max(start + (size - group.height) / 2, start + canvasStart), start + size - canvasEnd - group.height)
            baseline = top + group.ascent
        }
        return group.ascents.map { baseline - $0 }
    }
}
