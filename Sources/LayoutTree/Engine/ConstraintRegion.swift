/// The part of a document whose rules are not yet stated as costs (baselines, grids whose rows
/// differ in shape, aspect ratios, fillProportionally and equal-centring stacks, ratios that a
/// view's own rules break where their level alone does not decide how, `ProportionalGroup`):
/// those containers and their ancestors, solved as one constraint system (SEMANTICS.md §2.0)
/// in which every other child stands in with its exact cost (`ConvexCost`), so the answer is
/// the whole-document system's. Real screens keep such regions to a few containers.
struct ConstraintRegion {
    /// Whether each view is in the region.
    private(set) var contains: [Bool]
    private(set) var isEmpty = true

    /// The region's views, parents first.
    var views: [Int] { contains.indices.filter { contains[$0] } }

    init(count: Int) {
        contains = Array(repeating: false, count: count)
    }

    /// Adds `view` and its ancestors, and with an alignToGrid column its rows: the column's
    /// rule holds the cells of different rows equal (§2.2), which the region states only with
    /// the rows in it (a row outside would stand in as one cost, its cells out of reach). Found
    /// by a column joining the region for an aspect ratio beside its rows.
    mutating func add(_ view: Int, in tree: FlatTree) {
        var current = view
        while current >= 0 && !contains[current] {
            contains[current] = true
            isEmpty = false
            // The rows' ancestors are the column's, already in.
            for row in AxisArrangement.gridRows(of: current, in: tree) { contains[row] = true }
            current = tree.parent[current]
        }
    }

    /// A region of `rules`' views and all their ancestors.
    init(_ rules: UnstatedRules, in tree: FlatTree) {
        self.init(count: tree.count)
        for view in rules.joiningAxes + rules.local { add(view, in: tree) }
    }
}

extension LayoutContext {
    /// A view outside the region as the region sees it: its size on each axis costs what its
    /// subtree's cost says, written as one variable per stretch of that cost, costing the
    /// stretch's slope per point (`VariableCost`) and no longer than the stretch.
    mutating func addCost(_ cost: ConvexCost, ofSize view: Int, on axis: Axis) {
        let segments = cost.segmentsAroundMinimizer()
        // size = minimizer + Σ growth − Σ shrinkage, each stretch within its length; growing
        // costs the slope, shrinking its opposite (a negative amount rewards using the
        // stretch fully).
        var definition = constraints.variables.size(view, axis) - segments.minimizer
        definition.terms.reserveCapacity(1 + segments.right.count + segments.left.count)
        for growing in [true, false] {
            for segment in growing ? segments.right : segments.left {
                let step = constraints.newVariable(costing: growing ? segment.slope : -segment.slope)
                definition.terms.append((step, growing ? -1 : 1))
                constraints.add(LinearExpression(step), .lessOrEqual, min(segment.length, Self.longestStretch), priority: Self.definitionLevel)
            }
        }
        constraints.add(definition, .equal, 0, priority: Self.definitionLevel)
    }

    /// Above every priority: what defines a stand-in's size always holds.
    static let definitionLevel: Priority = 2_000
    /// An infinite stretch, bounded so that every cost stays finite.
    static let longestStretch: Double = LexicographicSolver.unreachableBound
}
