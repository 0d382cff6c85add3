import Diagnostics

/// Why a view got its frame (`markupc explain`): for each of x, width, y and height, the
/// constraints binding at the solution and those that gave way, read from the whole-document
/// constraint system (SEMANTICS.md §2.0) at the frames the layout found — never from a second
/// description of the rules. Each constraint names the rule that installed it
/// (`LinearConstraint.origin`).
public struct FrameExplanation: Sendable {
    public struct Rule: Sendable, Equatable {
        /// "required", or the priority (250, 750, …), or "tie-break".
        public var priority: String
        /// The rule in the user's words, with its SEMANTICS.md section.
        public var rule: String
        /// How far the constraint is from holding (0 when it holds).
        public var error: Double
    }

    public struct Value: Sendable {
        public var name: String
        public var value: Double
        /// Constraints holding exactly here, most important first.
        public var decidedBy: [Rule]
        /// Constraints that could not hold, most important first.
        public var gaveWay: [Rule]
    }

    /// The view as the user knows it: element and line.
    public var view: String
    /// Its absolute frame before pixel rounding.
    public var frame: Rect
    public var values: [Value]
}

/// A required constraint the layout breaks (`markupc explain --conflicts`). UIKit, meeting
/// required constraints that cannot all hold, logs "Unable to simultaneously satisfy
/// constraints" and breaks one of them (SEMANTICS.md §2.1 "Conflicting required values");
/// markupc breaks as little as it can at each level (§2.0), and this says which ones gave way.
public struct RequiredConflict: Sendable, Equatable {
    /// The view the constraint sizes or places (of the views it reads, the last in document
    /// order: the child a container pins, the later of two siblings), as the user knows it.
    public var view: String
    public var location: SourceLocation
    /// The rule in the user's words, with its SEMANTICS.md section.
    public var rule: String
    /// How far the constraint is from holding, in points of that view's value.
    public var error: Double
}

extension LayoutEngine {
    /// The layout's frames and the whole-document constraint system read at them.
    private struct HeldSystem {
        var tree: FlatTree
        var system: ConstraintSet
        /// Every variable's value: the frames the layout found, and the system's own variables.
        var values: [Double]
    }

    /// The document laid out, and its whole constraint system with every frame held at the
    /// layout's values. Where the system has more than one best answer (required constraints that
    /// conflict, ties its levels leave open), solving it again could pick another, and what is
    /// read would not be of the frames `layout` prints. Only the system's own variables (a weight
    /// group's unit, a gap equal spacing shares) are solved.
    private func heldSystem(_ root: ViewNode, on screen: Screen) -> HeldSystem {
        var earlier: EarlierSolves?
        // The system below keeps the exact tree solve's natural sizes in ties, as the reference does.
        var exact = self
        exact.approximatesLargeRegions = false
        let solved = exact.solveInTwoPasses(root, on: screen, reusing: &earlier)
        let tree = solved.tree
        let system = referenceSystem(
            tree, solved.intrinsic, solved.margins, screen, naturalSizes: solved.naturalSizes, wrapWidths: solved.wrapWidths,
            recordsOrigins: true)
        var held: [Int: Double] = [:]
        for view in 0..<tree.count where tree.participates[view] {
            for axis in Axis.allCases {
                let span = solved.values[view, axis]
                held[system.variables.startVariable(view, axis).index] = span.start
                held[system.variables.sizeVariable(view, axis).index] = span.size
            }
        }
        let values = LexicographicSolver().solve(variableCount: system.variableCount, constraints: system.constraints, fixed: held)
        return HeldSystem(tree: tree, system: system, values: values)
    }

    /// Explains the frame of the first view `matches` picks (nil: no such view takes part).
    public func explain(_ root: ViewNode, on screen: Screen, view matches: (ViewNode) -> Bool) -> FrameExplanation? {
        let held = heldSystem(root, on: screen)
        let tree = held.tree, system = held.system, values = held.values
        guard let index = (0..<tree.count).first(where: { tree.participates[$0] && matches(tree.nodes[$0]) }) else { return nil }
        let variables = [
            ("x", system.variables.startVariable(index, .horizontal)), ("width", system.variables.sizeVariable(index, .horizontal)),
            ("y", system.variables.startVariable(index, .vertical)), ("height", system.variables.sizeVariable(index, .vertical)),
        ]
        var explained: [FrameExplanation.Value] = []
        for (name, solverVariable) in variables {
            let variable = solverVariable.index
            var decided: [(Priority, FrameExplanation.Rule)] = [], gaveWay: [(Priority, FrameExplanation.Rule)] = []
            for constraint in system.constraints where constraint.expression.terms.contains(where: { $0.variable.index == variable }) {
                let residual = constraint.residual(values), error = constraint.error(values)
                // Errors in points of this value (a tie-break weighs its error).
                let coefficient = constraint.expression.terms.reduce(0) { $0 + ($1.variable.index == variable ? $1.coefficient : 0) }
                let rule = FrameExplanation.Rule(
                    priority: Self.describe(priority: constraint.priority), rule: constraint.origin ?? "a constraint",
                    error: coefficient == 0 ? error : error / abs(coefficient))
                if error > 1e-6 {
                    if !gaveWay.contains(where: { $0.1 == rule }) { gaveWay.append((constraint.priority, rule)) }
                } else if abs(residual) <= 1e-6, !decided.contains(where: { $0.1.rule == rule.rule }) {
                    decided.append((constraint.priority, rule))
                }
            }
            explained.append(FrameExplanation.Value(
                name: name, value: values[variable],
                decidedBy: decided.sorted { $0.0 > $1.0 }.map(\.1), gaveWay: gaveWay.sorted { $0.0 > $1.0 }.map(\.1)))
        }
        let node = tree.nodes[index]
        return FrameExplanation(
            view: "\(node.elementName) (line \(node.location.line))",
            frame: SolvedFrames(solverValues: values, count: tree.count).rect(index),
            values: explained)
    }

    /// Every required constraint the layout breaks, in document order of the views they are
    /// about, each rule once per view (its largest error): empty where they all hold.
    public func requiredConflicts(_ root: ViewNode, on screen: Screen) -> [RequiredConflict] {
        let held = heldSystem(root, on: screen)
        let tree = held.tree, frameCount = tree.count * 4
        var found: [(view: Int, conflict: RequiredConflict)] = []
        var position: [String: Int] = [:]
        for constraint in held.system.constraints where Self.isRequired(constraint.priority) {
            let error = constraint.error(held.values)
            guard error > 1e-6 else { continue }
            let terms = constraint.expression.terms.filter {
                $0.variable.index < frameCount && tree.participates[$0.variable.index / 4] && $0.coefficient != 0
            }
            guard let subject = terms.max(by: { $0.variable.index < $1.variable.index }) else { continue }
            let view = subject.variable.index / 4, node = tree.nodes[view]
            let conflict = RequiredConflict(
                view: "\(node.elementName) (line \(node.location.line))", location: node.location, rule: constraint.origin ?? "a constraint",
                error: error / abs(subject.coefficient))
            let key = "\(view) \(conflict.rule)"
            if let same = position[key] {
                found[same].conflict.error = max(found[same].conflict.error, conflict.error)
            } else {
                position[key] = found.count
                found.append((view, conflict))
            }
        }
        // By view, each view's rules in the order the system states them.
        return found.enumerated().sorted { ($0.element.view, $0.offset) < ($1.element.view, $1.offset) }.map(\.element.conflict)
    }

    /// A solver level in UIKit's numbering: the required sub-levels are "required", the levels
    /// below every priority UIKit uses are markupc's tie-break (§2.0).
    private static func describe(priority: Priority) -> String {
        if isRequired(priority) { return "required" }
        if priority < 1 { return "tie-break" }
        return format(priority.level)
    }

    /// UIKit's required priority, 1000: the solver's sub-levels from `requiredWeightRatio` up.
    private static func isRequired(_ priority: Priority) -> Bool { priority >= Priority.requiredWeightRatio }
}
