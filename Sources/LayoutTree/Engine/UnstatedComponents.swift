/// Unstated rules that stay on one axis, solved apart from their ancestors (SEMANTICS.md §2.0).
///
/// A container whose rules are not stated as costs need not join its ancestors in one
/// constraint system: on one axis its subtree's least cost at each size its parent could give
/// it is again convex and piecewise linear, and solving its own small system at enough sizes
/// finds that function exactly (`ComponentCost`). Its ancestors then read it as they read any
/// child's cost, so the system they would have formed — which grows with the document — is
/// never built. Views joined by their rules (a container and the views it reads baselines or
/// grid cells through) form one component, under its topmost view.
///
/// Aspect ratios join the two axes, which a cost of one size cannot say: those views and their
/// ancestors stay one system (`ConstraintRegion`), and so does any component inside it.
///
/// The views that would be one region with all their ancestors keep their fitting size (§2.2)
/// as their natural size (what they keep in a tie, §2.0) whichever way they are solved, on
/// both axes, so that the frames do not depend on it (`ExactLayoutSolver`'s `fitting`).
struct UnstatedComponents {
    /// Per view, the top of the component it belongs to (−1: none).
    private var top: [Int]
    /// Per component, by its top, its views (parents first).
    private(set) var members: [Int: [Int]] = [:]

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }
    /// Every component's top.
    var tops: Set<Int> { Set(members.keys) }
    /// Every component's views.
    var allMembers: [Int] { members.values.flatMap { $0 } }

    /// No component: every unstated rule is in the region.
    init(count: Int) {
        top = Array(repeating: -1, count: count)
    }

    /// The top of `view`'s component (nil: in none).
    func top(of view: Int) -> Int? {
        guard !members.isEmpty, top[view] >= 0 else { return nil }
        return top[view]
    }

    /// `rules` split: the views that join the axes, with their ancestors and every component
    /// that meets them, as the region; the other rules as components.
    static func split(_ rules: UnstatedRules, in tree: FlatTree) -> (region: ConstraintRegion, components: UnstatedComponents) {
        var region = ConstraintRegion(count: tree.count)
        for view in rules.joiningAxes { region.add(view, in: tree) }
        var components = UnstatedComponents(count: tree.count)
        var marked = Array(repeating: false, count: tree.count)
        for view in rules.local { marked[view] = true }
        // An alignToGrid column holds the cells of different rows equal (§2.2): a system on the
        // horizontal axis states that only with the column and every row in it. A grid row whose
        // own rule is horizontal (ratios that break) brings its column and the other rows: alone,
        // it stood in as one cost whose cells the grid's cost could not reach (a spacer 1,024
        // wide beside its grid's 141).
        for view in rules.local(on: .horizontal) {
            let parent = tree.parent[view]
            let column = parent >= 0 && AxisArrangement.gridRows(of: parent, in: tree).contains(view) ? parent : view
            let rows = AxisArrangement.gridRows(of: column, in: tree)
            guard !rows.isEmpty else { continue }
            marked[column] = true
            for row in rows { marked[row] = true }
        }
        // Parents first (pre-order): a marked view joins its marked parent's component.
        for view in 0..<tree.count where marked[view] {
            let parent = tree.parent[view]
            let top = parent >= 0 && marked[parent] ? components.top[parent] : view
            components.top[view] = top
            components.members[top, default: []].append(view)
        }
        components.joinThoseMeeting(&region, in: tree)
        return (region, components)
    }

    /// The components of `rules`' rules on `axis` alone, but for those in `region`: where one plan
    /// serves both axes (an aspect ratio joins them), a component is a system only on the axes
    /// its rules are on. Each lies inside one component of all the rules (`split`), which joined
    /// the region whole where it met it.
    static func onAxis(_ axis: Axis, of rules: UnstatedRules, outside region: ConstraintRegion, in tree: FlatTree) -> UnstatedComponents {
        var components = split(rules.only(on: axis), in: tree).components
        for (top, members) in components.members where members.contains(where: { region.contains[$0] }) {
            for view in members { components.top[view] = -1 }
            components.members[top] = nil
        }
        return components
    }

    /// `rules` as one region with their ancestors, but for the components `apart` keeps apart
    /// (by top and views) where they do not meet that region.
    static func split(
        _ rules: UnstatedRules, in tree: FlatTree, keepingApart apart: (_ top: Int, _ members: [Int]) -> Bool
    ) -> (region: ConstraintRegion, components: UnstatedComponents) {
        var (region, components) = split(rules, in: tree)
        for (top, members) in components.members where !apart(top, members) { components.join(top, to: &region, in: tree) }
        components.joinThoseMeeting(&region, in: tree)
        return (region, components)
    }

    /// Every component of more than `views` views joins `region` with its ancestors, and so does
    /// every component that then meets it.
    ///
    /// Split by `rules` (a plan on one axis), a component of more than `splitPast` views joins
    /// only with the part its top's rules read into (`UnstatedRules.readsInside`, down from the
    /// top): each other view of it tops a component of its own, standing in with its cost, and is
    /// split the same way where it is still that large. The benchmark's mixed screen of 94,195
    /// views holds a column whose weights break, a rule whose component held every section with
    /// a rule of its own (1,769 views): the region that took them all, 65,000 constraints, had not
    /// finished after minutes; split, its top joins and its sections stand in. Smaller components
    /// join whole: on a screen of 28,109 views a 600-view component split so (1,408 stand-ins)
    /// solved six times slower than with its own constraints. Either way the region is one exact
    /// system.
    mutating func join(
        largerThan views: Int, to region: inout ConstraintRegion, in tree: FlatTree, splittingPast splitPast: Int = .max, by rules: UnstatedRules? = nil
    ) {
        var pending: [Int] = []
        for (top, members) in members where systemSize(of: top, in: tree) > views {
            if rules != nil, members.count > splitPast {
                pending.append(top)
            } else {
                join(top, to: &region, in: tree)
            }
        }
        if let rules, !pending.isEmpty {
            let vertical = rules.verticalMarks(count: tree.count)
            while let top = pending.popLast() {
                guard let all = members[top] else { continue }
                members[top] = nil
                // Parents first: a view stays in its parent's part where the parent's rules read inside it.
                var parts: [Int: [Int]] = [:]
                for view in all {
                    let parent = tree.parent[view]
                    let owner =
                        view != top && parent >= 0 && self.top[parent] >= 0
                            && UnstatedRules.readsInside(parent, view, in: tree, vertical: vertical)
                        ? self.top[parent] : view
                    self.top[view] = owner
                    parts[owner, default: []].append(view)
                }
                for (owner, part) in parts {
                    members[owner] = part
                    if owner == top {
                        join(top, to: &region, in: tree)
                    } else if part.count > splitPast {
                        pending.append(owner)
                    } else if part.count > views {
                        join(owner, to: &region, in: tree)
                    }
                }
            }
        }
        joinThoseMeeting(&region, in: tree)
    }

    /// The views a component's system holds: its own, and each child of one of them outside it,
    /// which stands in with its cost (`ComponentCost`). A sample's solve grows with both: a
    /// lastBaseline stack of 237 views, few of them members but every one a stand-in (2,430
    /// constraints), took 4.5 s to sample where the region solves it once.
    func systemSize(of top: Int, in tree: FlatTree) -> Int {
        guard let views = members[top] else { return 0 }
        var size = views.count
        for view in views {
            for child in tree.visibleChildren(of: view) where self.top[child] != top { size += 1 }
        }
        return size
    }

    /// The components topped by `tops` join `region` with their ancestors, and so does every
    /// component that then meets it.
    mutating func join(tops: Set<Int>, to region: inout ConstraintRegion, in tree: FlatTree) {
        guard !tops.isEmpty else { return }
        // A top found on one axis may lie inside a component of both axes' rules (where aspect
        // ratios join them, the axes' components are split apart from these): that one joins.
        // Else it never did, and the solve went round with it again until it gave up and
        // approximated, `--exact` or not (a differential campaign, 1,164 views).
        for top in tops {
            if members[top] != nil {
                join(top, to: &region, in: tree)
            } else if let owner = self.top(of: top) {
                join(owner, to: &region, in: tree)
            }
        }
        joinThoseMeeting(&region, in: tree)
    }

    /// A component that meets the region joins it, with its ancestors; deepest first, so that a
    /// component above meets what a deeper one brought in.
    private mutating func joinThoseMeeting(_ region: inout ConstraintRegion, in tree: FlatTree) {
        for top in members.keys.sorted(by: >) {
            guard let views = members[top], views.contains(where: { region.contains[$0] }) else { continue }
            join(top, to: &region, in: tree)
        }
    }

    private mutating func join(_ top: Int, to region: inout ConstraintRegion, in tree: FlatTree) {
        for view in members[top] ?? [] {
            region.add(view, in: tree)
            self.top[view] = -1
        }
        members[top] = nil
    }
}
