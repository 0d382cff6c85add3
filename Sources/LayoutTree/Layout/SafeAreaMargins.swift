/// Layout margins kept inside the safe area (docs/SAFE_AREA.md): UIKit moves every view's margins
/// that would reach into the unsafe area inside it (`insetsLayoutMarginsFromSafeArea`, true by
/// default), not only the root's (§2.9). A view's safe-area insets are the parts of it that lie
/// under the unsafe area its ancestors pass down; a scroll view that insets its content on an edge
/// (`contentInsetAdjustmentBehavior`, §2.7) passes no unsafe area down on that edge.
///
/// The margins depend on frames, which depend on the margins: `LayoutEngine` solves, asks for the
/// margins the frames call for, and solves again until they no longer change.
struct SafeAreaMargins {
    let tree: FlatTree
    /// Margins before the safe area: declared or class defaults, the root's per §2.9.
    let base: [EdgeInsets]
    /// The screen's safe area in the space of the solve (left and right swapped for right-to-left).
    let safeArea: EdgeInsets
    let width: Double
    let height: Double

    /// Each view's margins for the frames of a solve: on every edge the larger of its own margin
    /// and its safe-area inset, unless it opts out.
    func margins(for values: SolvedFrames) -> [EdgeInsets] {
        var margins = base
        // The safe rectangle each view sees, as edges on the screen; ±infinity where nothing is unsafe.
        var safe = [Bounds](repeating: Bounds.unbounded, count: tree.count)
        for index in 0..<tree.count where tree.participates[index] {
            let parent = tree.parent[index]
            safe[index] = parent < 0 ? screenBounds : passedDown(by: parent, values: values, inherited: safe[parent])
            guard tree.nodes[index].insetsLayoutMarginsFromSafeArea else { continue }
            let insets = safe[index].insets(of: values.rect(index))
            margins[index] = EdgeInsets(
                top: max(base[index].top, insets.top), left: max(base[index].left, insets.left),
                bottom: max(base[index].bottom, insets.bottom), right: max(base[index].right, insets.right))
        }
        return margins
    }

    /// Re-solves (`solve` with new margins) until the margins the frames call for are the margins
    /// solved with. Margins only grow where a view reaches into the unsafe area, so nearly every
    /// document settles at once; the few that would not (a margin moving a view out of the area
    /// that gave it) stop after `maximumSolves`.
    func settle<Solution>(
        _ margins: inout [EdgeInsets], _ solution: inout Solution, frames: (Solution) -> SolvedFrames,
        solve: ([EdgeInsets]) -> Solution
    ) {
        for _ in 0..<Self.maximumSolves {
            let wanted = self.margins(for: frames(solution))
            guard wanted != margins else { return }
            margins = wanted
            solution = solve(margins)
        }
    }

    static let maximumSolves = 8

    private var screenBounds: Bounds {
        Bounds(minX: safeArea.left, minY: safeArea.top, maxX: width - safeArea.right, maxY: height - safeArea.bottom)
    }

    /// What a parent passes to its children: its own safe rectangle, except on the edges a scroll
    /// view adjusts its content inset for, where its content starts inside the safe area (§2.7).
    private func passedDown(by parent: Int, values: SolvedFrames, inherited: Bounds) -> Bounds {
        guard case .scroll(let scroll) = tree.nodes[parent].layout else { return inherited }
        var bounds = inherited
        let (horizontal, vertical) = adjustedAxes(of: parent, scroll, values: values)
        if horizontal {
            bounds.minX = -.infinity
            bounds.maxX = .infinity
        }
        if vertical {
            bounds.minY = -.infinity
            bounds.maxY = .infinity
        }
        return bounds
    }

    /// The axes on which the scroll view insets its content by the safe area: all with `always`,
    /// none with `never`; otherwise the scrollable ones — content larger than the scroll view, or
    /// fitted to the other axis (fitToWidth scrolls vertically) (§2.7).
    private func adjustedAxes(of scrollView: Int, _ scroll: ScrollLayout, values: SolvedFrames) -> (Bool, Bool) {
        switch scroll.insetAdjustment {
        case .always: return (true, true)
        case .never: return (false, false)
        case .automatic, .scrollableAxes: break
        }
        let frame = values.rect(scrollView)
        let content = tree.children[scrollView].first { tree.participates[$0] }.map { values.rect($0) }
        let wider = content.map { $0.width > frame.width } ?? false
        let taller = content.map { $0.height > frame.height } ?? false
        return (wider || scroll.fitToHeight, taller || scroll.fitToWidth)
    }

    /// A safe rectangle on the screen.
    struct Bounds {
        var minX: Double
        var minY: Double
        var maxX: Double
        var maxY: Double

        static let unbounded = Bounds(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

        /// How far `frame` reaches past each edge, at most its own size (`UIView.safeAreaInsets`).
        func insets(of frame: Rect) -> EdgeInsets {
            func clamp(_ value: Double, _ size: Double) -> Double { min(max(value, 0), max(size, 0)) }
            return EdgeInsets(
                top: clamp(minY - frame.y, frame.height), left: clamp(minX - frame.x, frame.width),
                bottom: clamp(frame.maxY - maxY, frame.height), right: clamp(frame.maxX - maxX, frame.width))
        }
    }
}
