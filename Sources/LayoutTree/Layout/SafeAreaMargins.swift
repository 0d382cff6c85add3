/// Layout margins kept inside the safe area (docs/SAFE_AREA.md): UIKit moves every view's margins
/// that would reach into the unsafe area inside it (`insetsLayoutMarginsFromSafeArea`, true by
/// default), not only the root's (§2.9). A view's safe-area insets are the parts of it that lie in
/// the screen's unsafe bands (§4.4: the strips under the status bar or Dynamic Island, the home
/// indicator, the sides in landscape) that its ancestors pass down; a scroll view that insets its
/// content on an axis (`contentInsetAdjustmentBehavior`, §2.7) passes no band down on that axis.
///
/// The margins depend on frames, which depend on the margins: `LayoutEngine` solves, asks for the
/// margins the frames call for, and solves again until they no longer change.
struct SafeAreaMargins {
    let tree: FlatTree
    /// Margins before the safe area: declared or class defaults, the root's per §2.9.
    let base: ViewMargins
    /// The screen's safe area in the space of the solve (left and right swapped for right-to-left).
    let safeArea: EdgeInsets
    let width: Double
    let height: Double

    /// Each view's margins for the frames of a solve: on every edge the larger of its own margin
    /// and its safe-area inset, unless it opts out.
    func margins(for values: SolvedFrames) -> ViewMargins {
        var margins = base
        let bands = self.bands(for: values)
        for index in 0..<tree.count where tree.participates[index] {
            // A view no band reaches keeps its own margins where none is negative (each is the
            // larger of its own and 0), found without touching its node: nearly every view of a
            // long screen, whose scroll view passes no band down the axis it scrolls along.
            let received = bands.bands(of: index)
            let own = base[index]
            if received.isEmpty && min(own.top, own.left, own.bottom, own.right) >= 0 { continue }
            guard tree.nodes[index].insetsLayoutMarginsFromSafeArea else { continue }
            let insets = received.insets(of: values.rect(index))
            margins[index] = EdgeInsets(
                top: max(own.top, insets.top), left: max(own.left, insets.left),
                bottom: max(own.bottom, insets.bottom), right: max(own.right, insets.right))
        }
        return margins
    }

    /// Each scroll view's `adjustedContentInset` (§2.7): on the axes it adjusts, the part of it
    /// that lies in the unsafe bands its superview passes down (its safe-area insets); 0 elsewhere.
    func adjustedContentInsets(for values: SolvedFrames) -> [Int: EdgeInsets] {
        let bands = self.bands(for: values)
        var insets: [Int: EdgeInsets] = [:]
        for index in 0..<tree.count where tree.participates[index] {
            let horizontal: Bool, vertical: Bool
            switch tree.attributes[index].layout {
            case .scroll(let scroll): (horizontal, vertical) = adjustedAxes(of: index, scroll, values: values)
            // A table scrolls vertically whatever its rows' height (it always bounces): its
            // overlap with the bands above and below it insets its content (§2.11.2, "as in
            // §2.7"); its sides go into its cells' margins instead (`ListGeometry`), unless
            // `always` asks for every side, and `never` for none.
            case .table(let table):
                switch table.insetAdjustment {
                case .always: (horizontal, vertical) = (true, true)
                case .never: (horizontal, vertical) = (false, false)
                case .automatic, .scrollableAxes: (horizontal, vertical) = (false, true)
                }
            default:
                // A collection view is a scroll view (§2.7) whose content its flow layout sizes.
                guard tree.attributes[index].viewClass.isCollection else { continue }
                let frame = values.rect(index)
                let content = HandLaidOutViews.flowContentSize(of: index, size: Size(width: frame.width, height: frame.height), tree: tree)
                switch tree.nodes[index].listAttributes.collectionInsetAdjustment {
                case .always: (horizontal, vertical) = (true, true)
                case .never: (horizontal, vertical) = (false, false)
                case .automatic, .scrollableAxes:
                    (horizontal, vertical) = (
                        content.width > frame.width + Band.tolerance * max(1, frame.width),
                        content.height > frame.height + Band.tolerance * max(1, frame.height)
                    )
                }
            }
            let own = bands.bands(of: index).insets(of: values.rect(index))
            insets[index] = EdgeInsets(
                top: vertical ? own.top : 0, left: horizontal ? own.left : 0,
                bottom: vertical ? own.bottom : 0, right: horizontal ? own.right : 0)
        }
        return insets
    }

    /// Each table's safe-area insets on its left and right, where it has any: iOS 11+ adds them to
    /// its cells' margins (§2.11.2, `ListGeometry`), as it passes no band to its rows.
    func tableSides(for values: SolvedFrames) -> [Int: EdgeInsets] {
        let bands = self.bands(for: values)
        var sides: [Int: EdgeInsets] = [:]
        for index in 0..<tree.count where tree.participates[index] {
            guard case .table = tree.attributes[index].layout else { continue }
            let own = bands.bands(of: index).insets(of: values.rect(index))
            if own.left != 0 || own.right != 0 { sides[index] = EdgeInsets(top: 0, left: own.left, bottom: 0, right: own.right) }
        }
        return sides
    }

    /// Per view, the unsafe bands its superview passes down (the root: the screen's), read
    /// through `ReceivedBands.bands(of:)`.
    private func bands(for values: SolvedFrames) -> ReceivedBands {
        var received = ReceivedBands(margins: self, values: values)
        for index in 0..<tree.count where tree.participates[index] && !tree.children[index].isEmpty {
            received.keep(index)
        }
        return received
    }

    /// The bands each view receives, kept only for views with children: a leaf's are found from
    /// its parent's when read (about 90 bytes a leaf fewer at the peak of a large layout, issue #16).
    private struct ReceivedBands {
        let margins: SafeAreaMargins
        let values: SolvedFrames
        /// Per view, where its bands are in `kept` (−1: not kept).
        private var slot: [Int32]
        private var kept: [UnsafeBands] = []

        init(margins: SafeAreaMargins, values: SolvedFrames) {
            self.margins = margins
            self.values = values
            slot = Array(repeating: -1, count: margins.tree.count)
        }

        /// Keeps `index`'s bands; its parent's must be kept already (pre-order). Bands lie in
        /// the screen's space, so a view nearly always receives its parent's: it then shares
        /// their slot (5 MB fewer at the peak of the 100k-view sections, issue #16).
        mutating func keep(_ index: Int) {
            let bands = bands(of: index)
            let parent = margins.tree.parent[index]
            if parent >= 0, slot[parent] >= 0, kept[Int(slot[parent])] == bands {
                slot[index] = slot[parent]
                return
            }
            slot[index] = Int32(kept.count)
            kept.append(bands)
        }

        /// The bands `index` receives: the screen's for the root, else what its parent passes
        /// down; none for a view that takes no part in layout.
        func bands(of index: Int) -> UnsafeBands {
            if slot[index] >= 0 { return kept[Int(slot[index])] }
            guard margins.tree.participates[index] else { return UnsafeBands() }
            let parent = margins.tree.parent[index]
            guard parent >= 0 else { return margins.screenBands }
            let inherited = slot[parent] >= 0 ? kept[Int(slot[parent])] : UnsafeBands()
            return margins.passedDown(by: parent, values: values, inherited: inherited)
        }
    }

    /// Re-solves (`solve` with new margins) until the margins the frames call for are the margins
    /// solved with. Margins only grow where a view reaches into an unsafe band, and never past the
    /// band, so nearly every document settles at once and a view that grows with its own margin
    /// settles once it covers the band; a margin that moves by a fixed part of its last move goes
    /// to where that converges (docs/SAFE_AREA.md); `maximumSolves` bounds the rest.
    func settle<Solution>(
        _ margins: inout ViewMargins, _ solution: inout Solution, frames: (Solution) -> SolvedFrames,
        solve: (ViewMargins) -> Solution
    ) {
        var before = margins
        for _ in 0..<Self.maximumSolves {
            var wanted = self.margins(for: frames(solution))
            // Settled to the rounding of the frames they are read from: a margin asked to move
            // 10⁻¹³ pt cost the 18,855-view mixed screen in landscape a solve more (1 s), for the
            // same frames.
            guard zip(wanted, margins).contains(where: { !Self.settled($0, $1) }) else { return }
            waitForAncestors(&wanted, solved: margins)
            // A margin that grew on the last solve and wants to grow again belongs to a view that
            // grows with it, by the same amount each solve (its overlap with the band grows as
            // its frame does), up to the band's width: go there at once, not a step per solve.
            let widest = widestMargins(for: frames(solution))
            for index in wanted.indices where wanted[index] != margins[index] {
                func jump(_ edge: WritableKeyPath<EdgeInsets, Double>) {
                    let grows = wanted[index][keyPath: edge] - margins[index][keyPath: edge]
                    let grew = margins[index][keyPath: edge] - before[index][keyPath: edge]
                    if grows > Band.tolerance, grew > Band.tolerance {
                        wanted[index][keyPath: edge] = widest[index][keyPath: edge]
                    } else if grows < -Band.tolerance, grew < -Band.tolerance, grows <= grew + Band.tolerance {
                        // Shrinking by as much or more each solve (a view its margin moves out of the
                        // band as fast): down to its own margin at once, as growing goes up to the band.
                        wanted[index][keyPath: edge] = base[index][keyPath: edge]
                    } else if grows * grew > 0, abs(grows) < abs(grew) - Band.tolerance {
                        // Moving back by a fixed part of its last move each solve (a view that its own
                        // margin moves part of the way out of the band): where that converges, at once.
                        let converged = margins[index][keyPath: edge] + grows / (1 - grows / grew)
                        wanted[index][keyPath: edge] = min(max(converged, base[index][keyPath: edge]), widest[index][keyPath: edge])
                    }
                }
                jump(\.top)
                jump(\.left)
                jump(\.bottom)
                jump(\.right)
            }
            before = margins
            margins = wanted
            solution = solve(margins)
        }
    }

    /// Keeps, for the next solve, what a view asks of its margins on an axis on which an ancestor's
    /// margins move in this one: that move places the view anew (a root's margin growing into the
    /// band moves its content out of it), so what its frames asked for no longer holds. Moved at
    /// once, a root's views went out to the band with it and came back on the next solve: the
    /// corpus in landscape on two phones re-solved 485 times, now 321, to the same frames. Only
    /// margins that place the children make them wait (`marginsPlaceChildren`).
    private func waitForAncestors(_ wanted: inout ViewMargins, solved: ViewMargins) {
        // Per view, whether its children are placed anew on each axis (its margins or an
        // ancestor's move, and they place them); parents come first.
        var moves = Array(repeating: (horizontal: false, vertical: false), count: tree.count)
        for index in wanted.indices {
            let parent = tree.parent[index]
            let above = parent >= 0 ? moves[parent] : (horizontal: false, vertical: false)
            var asked = wanted[index]
            let had = solved[index]
            if above.horizontal { (asked.left, asked.right) = (had.left, had.right) }
            if above.vertical { (asked.top, asked.bottom) = (had.top, had.bottom) }
            if asked != wanted[index] { wanted[index] = asked }
            func placesAnew(on axis: Axis) -> Bool { !Self.settled(along: axis, asked, had) && marginsPlaceChildren(of: index, on: axis) }
            moves[index] = (above.horizontal || placesAnew(on: .horizontal), above.vertical || placesAnew(on: .vertical))
        }
    }

    /// Whether `container`'s margins place its children on `axis`: whether the canvas its
    /// description arranges them on moves with its margins (not a scroll view's content, pinned to
    /// its edges, §2.7; not a stack's views without layoutMarginsRelativeArrangement, §2.8; not a
    /// view that arranges against its bounds, §2.5a). Asked only of views whose margins change.
    private func marginsPlaceChildren(of container: Int, on axis: Axis) -> Bool {
        guard !tree.visibleChildren(of: container).isEmpty else { return false }
        if tree.nodes[container].arrangesInBounds { return false }
        func canvas(_ margins: EdgeInsets) -> (start: Double, end: Double)? {
            guard let arrangement = try? AxisArrangement.describe(container, on: axis, tree: tree, margins: margins, depth: 0, forConstraints: true)
            else { return nil }
            return (arrangement.canvasStart, arrangement.canvasEnd)
        }
        // Described or not, a container whose canvas cannot be told is taken to be placed by them.
        guard let without = canvas(.zero), let with = canvas(EdgeInsets(uniform: 1)) else { return true }
        return without != with
    }

    /// Whether margins asked for are the margins solved with on one axis, but for rounding (`Band.tolerance`).
    private static func settled(along axis: Axis, _ wanted: EdgeInsets, _ solved: EdgeInsets) -> Bool {
        switch axis {
        case .horizontal: abs(wanted.left - solved.left) <= Band.tolerance && abs(wanted.right - solved.right) <= Band.tolerance
        case .vertical: abs(wanted.top - solved.top) <= Band.tolerance && abs(wanted.bottom - solved.bottom) <= Band.tolerance
        }
    }

    /// Whether margins asked for are the margins solved with, but for rounding (`Band.tolerance`).
    private static func settled(_ wanted: EdgeInsets, _ solved: EdgeInsets) -> Bool {
        Axis.allCases.allSatisfy { settled(along: $0, wanted, solved) }
    }

    /// Each view's margins were it to reach across the whole of every band passed to it: the
    /// most `margins(for:)` can ask for.
    private func widestMargins(for values: SolvedFrames) -> ViewMargins {
        let bands = self.bands(for: values)
        return ViewMargins(base.indices.lazy.map { index in
            func width(_ band: Band?) -> Double { band.map { $0.end - $0.start } ?? 0 }
            let own = base[index], band = bands.bands(of: index)
            return EdgeInsets(
                top: max(own.top, width(band.top)), left: max(own.left, width(band.left)),
                bottom: max(own.bottom, width(band.bottom)), right: max(own.right, width(band.right)))
        })
    }

    static let maximumSolves = 8

    /// The root's bands: the screen's edges to its safe area.
    private var screenBands: UnsafeBands {
        UnsafeBands(
            top: Band(0, safeArea.top), left: Band(0, safeArea.left),
            bottom: Band(height - safeArea.bottom, height), right: Band(width - safeArea.right, width))
    }

    /// What a parent passes to its children: its own bands, except on the axes a scroll view
    /// adjusts its content inset for, where its content starts inside the safe area (§2.7).
    private func passedDown(by parent: Int, values: SolvedFrames, inherited: UnsafeBands) -> UnsafeBands {
        let horizontal: Bool, vertical: Bool
        switch tree.attributes[parent].layout {
        case .scroll(let scroll):
            (horizontal, vertical) = adjustedAxes(of: parent, scroll, values: values)
        case .pages:
            // Pages scroll sideways (§2.11.7): inset on the horizontal axis, as `automatic` does.
            (horizontal, vertical) = (true, false)
        case .table:
            // A table insets its rows by the safe area itself (§2.11.2: adjustedContentInset, and
            // the sides added to the cells' margins), so its content gets no band from here.
            return UnsafeBands()
        default:
            return inherited
        }
        // On the axes it does not adjust, the content is shown at the initial offset, its
        // declared contentInset from the top left (§2.7): the bands in content coordinates lie
        // that much further up and left, and content pushed clear of a band gets none of it.
        let declared = tree.nodes[parent].content.contentInset
        var bands = inherited
        if horizontal {
            bands.left = nil
            bands.right = nil
        } else {
            bands.left = bands.left?.shifted(by: -declared.left)
            bands.right = bands.right?.shifted(by: -declared.left)
        }
        if vertical {
            bands.top = nil
            bands.bottom = nil
        } else {
            bands.top = bands.top?.shifted(by: -declared.top)
            bands.bottom = bands.bottom?.shifted(by: -declared.top)
        }
        return bands
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
        // The content: an LMScrollView's content view, a UIScrollView's contentSize (§2.7).
        let content = scroll.pinsContent
            ? tree.children[scrollView].first { tree.participates[$0] }.map { values.rect($0) }
            : scroll.contentSize.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        // Larger by more than rounding: content fitted to the frame comes out of a long solve a
        // few ulps wider than it, which read as scrolling (and dropped the side bands, found by
        // a differential campaign on a 1,200-view document in landscape).
        let wider = content.map { $0.width > frame.width + Band.tolerance * max(1, frame.width) } ?? false
        let taller = content.map { $0.height > frame.height + Band.tolerance * max(1, frame.height) } ?? false
        return (wider || scroll.fitToHeight, taller || scroll.fitToWidth)
    }

    /// A strip of the screen between two coordinates on one axis.
    struct Band: Equatable {
        var start: Double
        var end: Double
        init(_ start: Double, _ end: Double) {
            self.start = start
            self.end = end
        }

        /// How much of `start..<start + size` lies in the band; none below `tolerance`, which is
        /// rounding, not a view reaching into it (a view ending on the band's edge).
        func overlap(from viewStart: Double, size: Double) -> Double {
            let overlap = min(end, viewStart + size) - max(start, viewStart)
            return overlap > Self.tolerance ? overlap : 0
        }

        /// The band `distance` further along its axis.
        func shifted(by distance: Double) -> Band { Band(start + distance, end + distance) }

        static let tolerance = 1e-6
    }

    /// The unsafe strips a view can lie in, one per edge; nil where there is none.
    struct UnsafeBands: Equatable {
        var top: Band?
        var left: Band?
        var bottom: Band?
        var right: Band?

        var isEmpty: Bool { top == nil && left == nil && bottom == nil && right == nil }

        /// The part of `frame` in each band (`UIView.safeAreaInsets`).
        func insets(of frame: Rect) -> EdgeInsets {
            EdgeInsets(
                top: top?.overlap(from: frame.y, size: frame.height) ?? 0,
                left: left?.overlap(from: frame.x, size: frame.width) ?? 0,
                bottom: bottom?.overlap(from: frame.y, size: frame.height) ?? 0,
                right: right?.overlap(from: frame.x, size: frame.width) ?? 0)
        }
    }
}
