/// An aspect ratio (§2.1: width = ratio × height, held at `Priority.requiredShape`) joins a
/// view's width to its height, which a cost of one size cannot say (`UnstatedRules`) — unless
/// one side is fixed: `width`/`height` is held above the ratio (`requiredFixedSize`), so that
/// side is the fixed value in every solution, and the ratio's error |w − ratio × h| becomes
/// a pull on the other side alone. Such a ratio is a rule on one axis, exact, and joins nothing.
/// Not for the root, whose size the screen also fixes at that level.
extension SizeConstraints {
    /// Whether the aspect ratio joins the axes: no side fixed (or a ratio that is not a
    /// positive number, which the whole system solves as it stands).
    var aspectRatioJoinsAxes: Bool {
        guard let ratio = aspectRatio else { return false }
        return !(ratio > 0 && ratio.isFinite && (width != nil || height != nil))
    }

    /// What the aspect ratio asks of the size on `axis` where a side is fixed: the size it
    /// pulls toward and the weight per point (with w fixed, |w − r·h| = r·|h − w/r|); nil on
    /// the fixed side, or where the ratio joins the axes.
    func aspectRatioPull(on axis: Axis) -> (target: Double, weight: Double)? {
        guard let ratio = aspectRatio, !aspectRatioJoinsAxes else { return nil }
        if let width { return axis == .vertical ? Self.pull(ratio: ratio, on: .vertical, crossSize: width) : nil }
        if let height { return axis == .horizontal ? Self.pull(ratio: ratio, on: .horizontal, crossSize: height) : nil }
        return nil
    }

    /// With the other side `crossSize` long, the ratio's error |w − ratio × h| as a pull on
    /// `axis`: ratio × |h − w / ratio| on the height, |w − ratio × h| on the width.
    fileprivate static func pull(ratio: Double, on axis: Axis, crossSize: Double) -> (target: Double, weight: Double) {
        axis == .vertical ? (crossSize / ratio, ratio) : (crossSize * ratio, 1)
    }
}

/// Aspect ratios that join the axes, held by solving the axes one after the other: each ratio
/// pulls its view's size on one axis toward what its size on the other, as last solved, makes it,
/// as a fixed side's does (`aspectRatioPull`). Used two ways (`ExactLayoutSolver`):
/// - where each ratio has a side the required constraints settle (`RequiredSizes`), that side is
///   solved first and the other follows it; checked against every required constraint, such a
///   layout is exact (a feed of images filling a column, at any size);
/// - past the region's limit otherwise, as an approximation: widths first, then heights pulled by
///   them, then widths pulled by those heights, while a width moves. Before, the ratios were left
///   out there: on a 94,000-view screen with 3,018 of them, 28,824 frames differed from the exact
///   solve by more than 0.5 pt (26,295 now), and a feed of 1,500 images came out 0 tall.
struct AspectPulls {
    private var pulls: [Int: (target: Double, weight: Double)] = [:]

    /// The views whose ratios are held so: those whose heights follow their widths, and those
    /// whose widths follow their heights (an approximation's views follow both, in turn).
    struct Views {
        var widths: [Int]
        var heights: [Int]

        /// Views that follow both sides in turn.
        init(following views: [Int]) {
            widths = views
            heights = views
        }

        var all: [Int] { Array(Set(widths + heights)).sorted() }

        /// No ratio held by a pull: each axis solved with the ratios left out, the relaxation of
        /// the whole system. Where its layout holds every ratio (a view that collapses to 0 on
        /// both axes, as an aspect-ratio view in a top-aligned stack does, §2.8), it is the whole
        /// system's answer: every level's cost is the least either axis can have on its own, so no
        /// layout that also holds the ratios costs less at any level (SEMANTICS.md §2.0).
        static let none = Views(following: [])
    }

    init() {}

    /// The pulls on `axis` of `views`, from their sizes across it in `frames`.
    init(on axis: Axis, of views: [Int], in tree: FlatTree, frames: SolvedFrames) {
        for view in views where tree.participates[view] {
            guard let ratio = tree.attributes[view].size.aspectRatio, ratio > 0, ratio.isFinite else { continue }
            let crossSize = frames[view, axis.cross].size
            guard crossSize.isFinite else { continue }
            pulls[view] = SizeConstraints.pull(ratio: ratio, on: axis, crossSize: crossSize)
        }
    }

    var isEmpty: Bool { pulls.isEmpty }

    subscript(view: Int) -> (target: Double, weight: Double)? { pulls[view] }
}
