/// The constraint system of one layout: four solver variables per view — the absolute
/// leading/top edge and the size on each axis — and the constraints containers add.
struct ConstraintSet {
    private(set) var constraints: [LinearConstraint] = []
    /// The costs of the variables that have one (never negative; `VariableCost`).
    private(set) var costs: [VariableCost] = []
    let viewCount: Int
    /// Variables beyond the views' own (the stretches of a stand-in's cost).
    private(set) var extraVariables = 0

    /// `expectedConstraints`: room to reserve (a whole document's system: about eight per view).
    init(viewCount: Int, expectedConstraints: Int? = nil) {
        self.viewCount = viewCount
        constraints.reserveCapacity(expectedConstraints ?? viewCount * 8)
    }

    var variableCount: Int { viewCount * 4 + extraVariables }

    mutating func newVariable() -> Variable {
        extraVariables += 1
        return Variable(index: viewCount * 4 + extraVariables - 1)
    }

    /// A new variable, never negative, that costs `cost` per unit (a free one: a weight of 0).
    mutating func newVariable(costing cost: LexCost) -> Variable {
        let variable = newVariable()
        for index in 0..<cost.termCount {
            let term = cost.term(index)
            costs.append(VariableCost(variable, term.amount, at: Priority(term.level)))
        }
        if cost.isZero { costs.append(VariableCost(variable, 0, at: .required)) }
        return variable
    }

    /// The views' variables, without the constraints (`ViewVariables`).
    var variables: ViewVariables { ViewVariables(viewCount: viewCount) }

    /// The rule the next constraints come from (`LinearConstraint.origin`), kept only while a
    /// frame is explained (`LayoutEngine.explain`); nil otherwise.
    private(set) var origins: OriginRecord?

    /// Where the constraints' origins are kept: a reference, so that setting the next origin is not
    /// a change to the set, and the text, which names views, can be built only when it is kept.
    final class OriginRecord {
        var current: String?
    }

    /// Whether constraints record their origin.
    var recordsOrigins: Bool {
        get { origins != nil }
        set { origins = newValue ? (origins ?? OriginRecord()) : nil }
    }

    /// Where set, constraints below this priority are not kept: a check of the required ones
    /// (`ExactLayoutSolver.brokenRequiredConstraints`) builds the whole document's system, and
    /// two thirds of its constraints would be built only to be dropped.
    var lowestPriorityKept: Priority?

    mutating func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority) {
        if let lowest = lowestPriorityKept, priority < lowest { return }
        var constraint = LinearConstraint(lhs, relation, rhs, priority: priority)
        if let origins { constraint.origin = origins.current }
        constraints.append(constraint)
    }

    /// Sets the origin of the constraints added next, when origins are recorded; the text is built
    /// only then (a constraint region's system is built on every layout, and explained rarely).
    func from(_ origin: @autoclosure () -> String) {
        origins?.current = origin()
    }

    mutating func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, priority: Priority) {
        add(lhs, relation, .constant(rhs), priority: priority)
    }
}

/// The four solver variables of each view — the absolute leading/top edge and the size on each
/// axis — as expressions. What the constraint builders keep at hand while they add constraints
/// (`let c = context.constraints.variables`): a copy of the whole `ConstraintSet` would share its
/// list of constraints, and the next one added would then copy the list whole — once per
/// container, which made building a system quadratic (a quarter of the benchmark's mixed
/// 1,000-view document).
struct ViewVariables {
    let viewCount: Int

    func startVariable(_ view: Int, _ axis: Axis) -> Variable {
        Variable(index: view * 4 + (axis == .horizontal ? 0 : 2))
    }

    func sizeVariable(_ view: Int, _ axis: Axis) -> Variable {
        Variable(index: view * 4 + (axis == .horizontal ? 1 : 3))
    }

    /// The axis a view's variable belongs to (nil for the extra variables).
    func axis(of variable: Variable) -> Axis? {
        guard variable.index < viewCount * 4 else { return nil }
        return variable.index % 4 < 2 ? .horizontal : .vertical
    }

    func start(_ view: Int, _ axis: Axis) -> LinearExpression { LinearExpression(startVariable(view, axis)) }
    func size(_ view: Int, _ axis: Axis) -> LinearExpression { LinearExpression(sizeVariable(view, axis)) }
    func end(_ view: Int, _ axis: Axis) -> LinearExpression { start(view, axis) + size(view, axis) }
    func center(_ view: Int, _ axis: Axis) -> LinearExpression { start(view, axis) + size(view, axis) * 0.5 }
}
