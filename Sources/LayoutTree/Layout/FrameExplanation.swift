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

extension LayoutEngine {
    /// Explains the frame of the first view `matches` picks (nil: no such view takes part).
    public func explain(_ root: ViewNode, on screen: Screen, view matches: (ViewNode) -> Bool) -> FrameExplanation? {
        var earlier: EarlierSolves?
        // The system below keeps the exact tree solve's natural sizes in ties, as the reference does.
        var exact = self
        exact.approximatesLargeRegions = false
        let solved = exact.solveInTwoPasses(root, on: screen, reusing: &earlier)
        let tree = solved.tree
        guard let index = (0..<tree.count).first(where: { tree.participates[$0] && matches(tree.nodes[$0]) }) else { return nil }
        let system = referenceSystem(
            tree, solved.intrinsic, solved.margins, screen, naturalSizes: solved.naturalSizes, wrapWidths: solved.wrapWidths,
            recordsOrigins: true)
        // The frames are the layout's: where the system has more than one best answer (required
        // constraints that conflict, ties its levels leave open), solving it again could pick
        // another, and the explanation would not be of the frame `layout` prints. Only the
        // system's own variables (a weight group's unit, a gap equal spacing shares) are solved,
        // with every frame held.
        var held: [Int: Double] = [:]
        for view in 0..<tree.count where tree.participates[view] {
            for axis in Axis.allCases {
                let span = solved.values[view, axis]
                held[system.variables.startVariable(view, axis).index] = span.start
                held[system.variables.sizeVariable(view, axis).index] = span.size
            }
        }
        let values = LexicographicSolver().solve(variableCount: system.variableCount, constraints: system.constraints, fixed: held)
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

    /// A solver level in UIKit's numbering: the required sub-levels are "required", the levels
    /// below every priority UIKit uses are markupc's tie-break (§2.0).
    private static func describe(priority: Priority) -> String {
        if priority >= Priority.requiredWeightRatio { return "required" }
        if priority < 1 { return "tie-break" }
        return format(priority.level)
    }
}
