/// The systems of components and subtrees that one solve built, and the document's required
/// constraints, kept for its later attempts (SEMANTICS.md §2.0).
///
/// A solve by the subtrees' systems goes round until no ratio breaks and no constraint it must
/// hold is broken (`ExactLayoutSolver.solveBySettledSubtrees`), and each attempt built the
/// constraint system of every component and subtree anew, though an attempt changes few of them:
/// on the benchmark's 94,195-view mixed screen, 14 attempts of 4,600 to 6,700 systems each
/// (250,000 to 360,000 constraints an attempt).
///
/// A system is a function of what `AxisPass.systemCost` gives it: its members, the views it
/// places, its stand-ins and their costs, its top's size across, and the natural sizes and
/// baselines of the views in its top's subtree (the system reads a container's baseline by
/// walking down it, `BaselineMetrics.baselineView`). The tree, the intrinsic sizes, margins and
/// wrap widths are the solve's own. Where all it reads is as an earlier attempt's, bit for bit,
/// that attempt's system is taken, with the solves it has prepared.
final class BuiltSystems {
    /// What one system was built from.
    struct Recipe {
        var members: [Int]
        var placed: [Int]
        var standIns: [(child: Int, axis: Axis, cost: ConvexCost)]
        var across: ComponentCost.Across?
        /// The natural sizes of the top's subtree, in order (`AxisPass.systemNaturals`).
        var naturals: [SIMD2<Double>?]
        /// Per view of the top's subtree, whether its baseline metrics are among the inputs.
        var hasMetrics: [Bool]

        func isSame(as other: Recipe) -> Bool {
            members == other.members && placed == other.placed && hasMetrics == other.hasMetrics
                && Self.same(across, other.across)
                && standIns.count == other.standIns.count
                && zip(standIns, other.standIns).allSatisfy { $0.child == $1.child && $0.axis == $1.axis && $0.cost.isIdentical(to: $1.cost) }
                && naturals.count == other.naturals.count
                && zip(naturals, other.naturals).allSatisfy { a, b in
                    switch (a, b) {
                    case (nil, nil): true
                    case (let a?, let b?): a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
                    default: false
                    }
                }
        }

        private static func same(_ a: ComponentCost.Across?, _ b: ComponentCost.Across?) -> Bool {
            switch (a, b) {
            case (nil, nil), (.linked?, .linked?): true
            case (.held(let x)?, .held(let y)?): x.bitPattern == y.bitPattern
            default: false
            }
        }
    }

    private struct Key: Hashable {
        var top: Int
        var axis: Axis
    }
    private var made: [Key: (recipe: Recipe, component: ComponentCost)] = [:]
    /// How many systems were taken since the solve began.
    private(set) var taken = 0

    /// The system of `top` on `axis` that `recipe` describes: the one built before from the same,
    /// else `build()`'s, kept.
    func component(top: Int, axis: Axis, recipe: Recipe, build: () -> ComponentCost) -> ComponentCost {
        let key = Key(top: top, axis: axis)
        if let known = made[key], known.recipe.isSame(as: recipe) {
            taken += 1
            return known.component
        }
        let component = build()
        made[key] = (recipe, component)
        return component
    }

    /// The whole document's required constraints on one screen, which every attempt checks its
    /// layout against (`ExactLayoutSolver.brokenRequiredConstraints`): built once a solve, not
    /// once an attempt (1.5 million constraints on the 94,195-view screen).
    struct RequiredConstraints {
        var screen: Screen
        var constraints: [LinearConstraint]
        var variables: ViewVariables
        var variableCount: Int
    }
    private var required: RequiredConstraints?

    /// The required constraints on `screen`: those built before, else `build()`'s, kept.
    func requiredConstraints(on screen: Screen, build: () -> RequiredConstraints) -> RequiredConstraints {
        if let required, required.screen == screen { return required }
        let built = build()
        required = built
        return built
    }

    /// Forgets every system: a solve's inputs hold only within it.
    func removeAll() {
        made.removeAll()
        required = nil
        taken = 0
    }
}
