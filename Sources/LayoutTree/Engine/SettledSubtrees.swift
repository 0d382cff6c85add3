/// Aspect ratios inside subtrees whose widths the required constraints settle (`RequiredSizes`):
/// the cards of a feed filling a column in a scroll view fitted to its width, whatever holds the
/// ratios inside them (an image as wide as its intrinsic width, a square beside a label in a
/// stack; SEMANTICS.md §2.0, §2.1).
///
/// Such a subtree meets the rest of the document only through its top's frame, and the top's
/// width is the same in every layout that breaks no constraint that settles it. Given that
/// width, the subtree's least cost at each height of its top is again convex and piecewise
/// linear, found by solving its own system over both axes at enough heights (`ComponentCost`,
/// across). So the widths are solved first, each top standing for its own constraints alone (its
/// width is its fixed one or its container's canvas); then the heights, each top standing in with
/// that cost; the subtree's views are placed on both axes by its system. Each system holds one
/// subtree's ratios and their ancestors up to its top (a few dozen views), where one region
/// holds every ratio of the document and all their ancestors, and is approximated past 1,200
/// views: a feed of 1,000 cards (4,775 views) takes 0.14 s, every frame the whole system's.
///
/// Content overflowing a card across widens it: where the card's container is held firmer than
/// the card's pins (a scroll view's content fitted to it), the card's system decides its width,
/// the pins standing in on it; where not, the system is raised to the nearest ancestor whose
/// container is (`Overflowing`). The layout found is checked (`Checked`): where it breaks a
/// constraint that settles a top's width, or a required one outside the subtrees on the other
/// axis (a card too tall for a column of fixed height), the whole system might have moved a
/// width. Each such constraint's subtree is then raised to where its system decides it (the top
/// whose pin broke, else the constraint's container, `Checked.viewToRaise`) and the layout solved
/// again, until the check holds; where raising reaches no new view, the region is solved
/// instead, or approximated past its limit. The benchmark's mixed screens need two raisings at
/// 40,000 views (1,586 constraints broken at first, then 8); a component outside the subtrees
/// whose samples do not settle joins its axis's region, as in the region's solve.
struct SettledSubtrees {
    /// The axis the tops' sizes are settled on, solved first.
    static let settledAxis = Axis.horizontal
    /// The axis each top's cost is found on, with its width across held.
    static let freeAxis = Axis.vertical

    /// The firmest level of a constraint inside a subtree that may break without moving its top's
    /// width: no firmer than any pin that settles a top (`Checked`).
    static let firmestUnsettling = Priority.contentReachingEdge(depth: 0)

    /// Below every pin that settles a top (`RequiredSizes` counts those at `required` and above),
    /// above every priority short of required (999 and below). A constraint outside the subtrees
    /// that breaks above it may tie with a top's pin: content that does not reach a layer's edge
    /// (a row of `maximumHeight`) breaks its pin at the very level of a square's pin in that
    /// layer, which the whole system breaks instead, the square narrower than the layer (`Checked`).
    static let belowEverySettlingPin = Priority.required.lowered(by: 0.5)

    /// Per view, the top of the subtree whose system holds it (−1: none).
    private var topOf: [Int]
    /// Per top, the views its system holds, parents first (the top first).
    private(set) var members: [Int: [Int]] = [:]
    /// The tops content overflowing them widens (`Overflowing`): each system decides its top's
    /// width, its container's link standing in on it (`ComponentCost.Across.linked`).
    private(set) var widening: Set<Int> = []

    /// Whether a subtree's system holds `view`.
    func isMember(_ view: Int) -> Bool { topOf[view] >= 0 }

    /// The top of the subtree whose system holds `view` (nil: none).
    func top(of view: Int) -> Int? { topOf[view] >= 0 ? topOf[view] : nil }

    /// Every view a system holds.
    var allMembers: [Int] { members.values.flatMap { $0 } }

    /// The subtrees of `rules`' aspect ratios: each ratio's view under the lowest view at or above
    /// it whose width is settled and whose container's rules do not read inside it (its cells'
    /// widths, a baseline through it), nested subtrees joined into the outermost; their systems
    /// hold the ratios' views, their ancestors up to the top, and the views whose rules those read
    /// (rows of an alignToGrid column, views a baseline is read through). Nil where a ratio
    /// has no such view above it but the root, or a system would hold more than `largest` views
    /// (its cost is found from a score of solves or more). `raised`: views that top a subtree
    /// whatever lies below them (content that overflows a lower top widens them, `Overflowing`).
    static func find(
        _ rules: UnstatedRules, in tree: FlatTree, sizes: inout RequiredSizes, largest: Int, raised: Set<Int> = []
    ) -> SettledSubtrees? {
        guard !rules.joiningAxes.isEmpty else { return nil }
        // The views whose vertical rules are unstated (`UnstatedRules.local`): a container that
        // reads baselines, and the views it reads them through.
        let vertical = rules.verticalMarks(count: tree.count)
        func joined(_ view: Int, _ child: Int, rows: [Int]? = nil) -> Bool {
            UnstatedRules.readsInside(view, child, in: tree, vertical: vertical, rows: rows)
        }
        // The lowest view at or above `view` whose width is settled, and that no rule of its
        // container's own joins to it (else the container's, and so on up); nil: only the root.
        func top(above view: Int) -> Int? {
            var current = view
            while true {
                while current > 0 && !sizes.settles(current, on: settledAxis) { current = tree.parent[current] }
                guard current > 0 else { return nil }
                guard joined(tree.parent[current], current) else { return current }
                current = tree.parent[current]
            }
        }
        var isTop = Array(repeating: false, count: tree.count)
        for view in rules.joiningAxes {
            guard let top = top(above: view) else { return nil }
            isTop[top] = true
        }
        // Raised views top subtrees whose systems decide their widths (or the lowest such view
        // above them); one with none but the root above it tops none.
        var widening = Set<Int>()
        for view in raised {
            guard let top = top(above: view) else { continue }
            isTop[top] = true
            widening.insert(top)
        }
        // The outermost tops only; each view's top, parents first (pre-order).
        var subtrees = SettledSubtrees(topOf: Array(repeating: -1, count: tree.count))
        subtrees.widening = widening
        var below = Array(repeating: -1, count: tree.count)
        for view in 0..<tree.count {
            let parent = tree.parent[view]
            let above = parent >= 0 ? below[parent] : -1
            below[view] = above >= 0 ? above : isTop[view] ? view : -1
        }
        // Each ratio's view and each raised top, with the views up to its outermost top: a
        // raised top holds a system even with no ratio inside it (the constraints it broke).
        for view in rules.joiningAxes + widening.sorted() {
            let top = below[view]
            var current = view
            while current != top && subtrees.topOf[current] < 0 {
                subtrees.topOf[current] = top
                current = tree.parent[current]
            }
            subtrees.topOf[top] = top
        }
        // The views whose rules a member's read (down the tree: a member's children come after it).
        for view in 0..<tree.count where subtrees.topOf[view] >= 0 {
            let rows = AxisArrangement.gridRows(of: view, in: tree)
            for child in tree.visibleChildren(of: view) where subtrees.topOf[child] < 0 && joined(view, child, rows: rows) {
                subtrees.topOf[child] = subtrees.topOf[view]
            }
        }
        for view in 0..<tree.count where subtrees.topOf[view] >= 0 { subtrees.members[subtrees.topOf[view], default: []].append(view) }
        guard subtrees.members.values.allSatisfy({ $0.count <= largest }) else { return nil }
        return subtrees
    }

    /// Content overflowing tops across: each widens, with its ancestors up to the nearest one
    /// whose container is held firmer than its pins (§2.2 "runs past the outermost one"); those
    /// (`tops`) top subtrees of their own whose systems decide their widths (`find`, `raised`).
    struct Overflowing: Error {
        var tops: Set<Int>
    }

    /// Which required constraints must hold for the tops' widths to be the whole system's: on the
    /// settled axis those between a view that settles by its container's pins (a top, or above one
    /// up to a fixed width or the root, `RequiredSizes`) and that container; on the other axis
    /// every required one (`belowEverySettlingPin`) outside a single subtree. Inside a
    /// subtree, its system breaks no more than it must with its top free (the solve compares,
    /// `ComponentCost.breaksMoreThanItMust`). Where all that holds, moving a top's width would
    /// break a firmer constraint than any it could mend: breaking one on the other axis (content
    /// overflowing a column of fixed height) could be mended through the tops' heights, which
    /// their ratios tie to their widths; one on the settled axis between other views (a section
    /// overflowing a column beside the tops, a fixed width narrower than its column) is the
    /// passes' exact answer, which no top's width changes. Each subtree's system is exact given
    /// its top's width.
    struct Checked {
        /// Per view, the top of the subtree holding it (−1: none).
        fileprivate var subtree: [Int]
        /// Per view, whether it settles by its container's pins.
        fileprivate var pinned: [Bool]
        fileprivate let parent: ViewIndices

        /// Whether a required constraint between `views` (each once) at `level` is one of them;
        /// `settledAxisOnly`: whether its terms are all on the settled axis. One below every pin
        /// that settles a top may break: mending it cannot be worth moving a top's width, which
        /// would break such a pin or the top's fixed width.
        func contains(_ views: [Int], settledAxisOnly: Bool, level: Priority) -> Bool {
            guard let first = views.first else { return false }
            if views.count == 2 {
                let (a, b) = (views[0], views[1])
                if settledAxisOnly && ((pinned[a] && parent[a] == b) || (pinned[b] && parent[b] == a)) { return true }
            }
            guard level > SettledSubtrees.belowEverySettlingPin, !settledAxisOnly else { return false }
            // Inside one subtree its system compares what it breaks with the least it must.
            return subtree[first] < 0 || !views.allSatisfy { subtree[$0] == subtree[first] }
        }

        /// The view whose subtree's system, raised to it, would decide what `broken` decides
        /// (`find`, `raised`): a pinned view whose pin to its container broke, so that its system
        /// decides its width with that pin standing in (content wider than a column, a row whose
        /// own ratio and height set its width); else the nearest view above every view of the
        /// constraint (their container), whose system then holds it whole (content taller than a
        /// column of fixed height beside a ratio, which a narrower ratio mends). Nil: only the root.
        func viewToRaise(for broken: BrokenConstraint) -> Int? {
            let views = broken.views
            guard let first = views.first else { return nil }
            if broken.settledAxisOnly && views.count == 2 {
                let (a, b) = (views[0], views[1])
                if pinned[a] && parent[a] == b { return a }
                if pinned[b] && parent[b] == a { return b }
            }
            var ancestors = Set<Int>()
            var current = first
            while current >= 0 {
                ancestors.insert(current)
                current = parent[current]
            }
            var common = first
            for view in views.dropFirst() {
                current = view
                while current >= 0 && !ancestors.contains(current) { current = parent[current] }
                guard current >= 0 else { return nil }
                // Both lie on `first`'s ancestors: the higher of the two.
                var walk = common
                while walk >= 0 && walk != current { walk = parent[walk] }
                if walk == current { common = current }
            }
            return common > 0 ? common : nil
        }
    }

    /// A required constraint a layout broke: the views its terms read (each once), and whether
    /// they are all on the settled axis.
    struct BrokenConstraint {
        var views: [Int]
        var settledAxisOnly: Bool
    }

    /// `widened`: the tops whose systems decided their widths, their containers' links standing
    /// in (content overflowing them, `ComponentCost.Across.linked`): their own pins are their
    /// systems', their containers' are checked.
    func checked(in tree: FlatTree, widened: Set<Int> = []) -> Checked {
        var checked = Checked(
            subtree: Array(repeating: -1, count: tree.count), pinned: Array(repeating: false, count: tree.count), parent: tree.parent)
        // Pre-order: a view is in its parent's subtree, or tops one.
        for view in 0..<tree.count {
            let parent = tree.parent[view]
            checked.subtree[view] = topOf[view] == view ? view : parent >= 0 && tree.participates[view] ? checked.subtree[parent] : -1
        }
        for top in members.keys {
            var current = widened.contains(top) ? tree.parent[top] : top
            while current > 0 && !checked.pinned[current] && tree.attributes[current].size.fixed(Self.settledAxis) == nil {
                checked.pinned[current] = true
                current = tree.parent[current]
            }
        }
        return checked
    }

    /// `rules` without what the subtrees' systems hold: the rules the passes solve.
    func outside(_ rules: UnstatedRules) -> UnstatedRules {
        var outside = UnstatedRules()
        for axis in Axis.allCases { outside.add(rules.local(on: axis).filter { !isMember($0) }, on: axis) }
        return outside
    }
}
