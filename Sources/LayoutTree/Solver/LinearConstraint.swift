/// Linear expressions and prioritised constraints, the language every container
/// speaks to the solver (SEMANTICS.md §2.0: "Every MarkupKit container is defined by the
/// Auto Layout constraints it creates").

/// Index of a solver variable (an edge or a size of one view on one axis).
public struct Variable: Hashable, Sendable {
    public let index: Int
}

/// Σ coefficient·variable + constant.
public struct LinearExpression: Sendable {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    init(terms: [(variable: Variable, coefficient: Double)], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        terms = [(variable: variable, coefficient: 1)]
        constant = 0
    }

    public static func constant(_ value: Double) -> LinearExpression {
        LinearExpression(constant: value)
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.terms += rhs.terms
        sum.constant += rhs.constant
        return sum
    }

    /// `lhs + rhs × −1`, value for value, in one array rather than two (systems are built on
    /// every layout that has a constraint region).
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = LinearExpression(constant: lhs.constant - rhs.constant)
        difference.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        difference.terms += lhs.terms
        for term in rhs.terms { difference.terms.append((term.variable, -term.coefficient)) }
        return difference
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
}

public enum Relation: Sendable {
    case equal, lessOrEqual, greaterOrEqual
}

/// Auto Layout priorities (UIKit numbering). Required constraints are split into
/// sub-levels above 1000 so that, when required constraints conflict, the solver
/// breaks the least important first (a deterministic stand-in for UIKit's
/// "will attempt to recover by breaking constraint").
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The level in UIKit's numbering (required = 1000), with markupc's sub-levels between.
    public let level: Double

    public init(_ level: Double) { self.level = level }
    public init(floatLiteral value: Double) { level = value }
    public init(integerLiteral value: Int) { level = Double(value) }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.level < rhs.level }

    /// A level just above this one (UIKit writes `defaultLow + 1`).
    public func raised(by amount: Double) -> Priority { Priority(level + amount) }
    /// A level just below this one.
    public func lowered(by amount: Double) -> Priority { Priority(level - amount) }

    public var description: String { level.description }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    /// The root view's frame is the screen (§2.9), whatever its own `width`/`height` say (the
    /// window sets it, as it sets a view controller's view).
    public static let rootFrame: Priority = 1000.7
    /// Explicit `width`/`height` (SEMANTICS §2.1 choice: width, then min, then max).
    public static let requiredFixedSize: Priority = 1000.6
    public static let requiredMinimum: Priority = 1000.5
    public static let requiredMaximum: Priority = 1000.4
    /// Aspect ratios, weight ratios, intrinsic sizes held at 1000, equal sizes.
    public static let requiredShape: Priority = 1000.3
    /// Edges pinned on the leading/top side and chains between siblings.
    public static let requiredLeadingEdge: Priority = 1000.2
    /// Edges pinned on the trailing/bottom side: the first to give way when content overflows
    /// or cannot fill (§2.2), each half at its own sub-level (`contentWithinEdge(depth:)`,
    /// `contentReachingEdge(depth:)`).
    public static let requiredTrailingEdge: Priority = 1000.1
    /// A frame UIKit sets by hand rather than by constraints: a table's rows across the table, a
    /// cell's content view in the cell (§2.11). Firmer than every trailing edge, so content that
    /// cannot fit overflows inside them, never widening a row past its table.
    public static let framedByList: Priority = 1000.15
    /// Weight ratios give way before edges: a weighted view held by its minimum or maximum
    /// keeps it and the others share the rest (§2.2 choice).
    public static let requiredWeightRatio: Priority = 1000.05

    /// Below every priority UIKit uses: equal-priority ties resolved the way SEMANTICS.md §2.0
    /// chooses — earlier children keep their natural size, so excess goes to the last one and
    /// a shortage is taken from the last one first. One level; the order comes from weights.
    public static let tieBreak: Priority = 0.002

    /// Where a view sits that a baseline on a hidden view leaves unplaced (§5.7): below every
    /// other rule, tie-breaks and the collapse of sizes nothing determines included (choice:
    /// UIKit leaves it ambiguous). In a baseline row, at the row's top, and in a baseline stack at
    /// its canvas's top; in a chain measured between baselines, the gap between the views' edges.
    public static let unplacedByBaseline: Priority = 0.0005

    /// `unplacedByBaseline` for the view at pre-order index `view`: a step lower for each view
    /// later in the document, so that where such rules of several views give way at once, the
    /// last view's gives way first (§2.0's order, a choice: UIKit leaves them ambiguous). Steps of
    /// 10⁻¹⁰: the rules of different containers had one level per position in their container,
    /// so the first gap of a column and the first of a column inside it tied, and two solves of one
    /// document broke different ones (found by a differential campaign: a 1,422-view screen, 16
    /// frames 783 pt apart). Distinct for the first 4,000,000 views, and above 0.0004.
    public static func unplacedByBaseline(view: Int) -> Priority {
        unplacedByBaseline.lowered(by: Double(min(max(view, 0), 4_000_000)) * 1e-10)
    }

    /// "Content within the edge" (content.trailing ≤ edge) of the trailing pins a container
    /// `depth` levels below the root puts on its children: deeper containers' firmer, so that
    /// content that cannot fit keeps its natural size in every nested container and runs past
    /// the outermost one (§2.2 "lay out from the leading edge at natural sizes, let the trailing
    /// edge run past M.trailing"; nested containers compress only where their own content's
    /// compression is below 1000). From `requiredTrailingEdge` up, below `framedByList`.
    public static func contentWithinEdge(depth: Int) -> Priority {
        requiredTrailingEdge.raised(by: Double(min(max(depth, 0), 900)) * 1e-5)
    }

    /// The same pins inside a table's rows, headers and footers, whose frames the table sets by
    /// hand, and inside a page view's pages (§2.11.2, §2.11.7: the frame of either "comes from its
    /// parent"): below every container's pins outside them and below `pageOfPageView`, so content
    /// too wide for a row runs past it and never widens the table, and content smaller than a
    /// page does not shrink it; deeper firmer ("within") and weaker ("reaching") among themselves,
    /// as outside. Above `requiredWeightRatio`.
    public static func contentWithinListedEdge(depth: Int) -> Priority {
        Priority(1000.06).raised(by: Double(min(max(depth, 0), 900)) * 1e-6)
    }

    /// "Reaching" inside tables and page views: below every `contentWithinListedEdge`.
    public static func contentReachingListedEdge(depth: Int) -> Priority {
        Priority(1000.055).lowered(by: Double(min(max(depth, 0), 900)) * 1e-6)
    }

    /// A page as large as its page view (§2.11.7, required in MarkupKit): below every container's
    /// pins outside the page view, whose size "comes from its parent", so that a page's own
    /// size (a fixed width) does not resize the page view; above the pins inside the pages
    /// (`contentWithinListedEdge`), whose content is laid out inside the page's frame.
    public static let pageOfPageView: Priority = 1000.07

    /// "Content reaching the edge" (content.trailing ≥ edge) of the same pins: deeper
    /// containers' weaker, so that content too small to fill leaves its room inside the
    /// innermost container, and every container keeps the size its parent gives it (§2.2 fill).
    /// Below every `contentWithinEdge`, above `requiredWeightRatio`.
    public static func contentReachingEdge(depth: Int) -> Priority {
        requiredTrailingEdge.lowered(by: 0.01 + Double(min(max(depth, 0), 900)) * 1e-5)
    }

    /// fillProportionally's share of the `position`-th view (§2.8): 999, 998, … in order, and 1
    /// from the 999th on.
    public static func proportionalShare(position: Int) -> Priority {
        Priority(max(999 - Double(position), 1))
    }

    /// Where a baseline-aligned group sits when its container leaves room (a row's
    /// alignToBaseline, §2.2; a stack's firstBaseline/lastBaseline, §2.8): pulled against its
    /// edge at 48, below every priority UIKit uses there, and a container `depth` levels below
    /// the root below shallower ones'. So when nested groups could each take the same slack
    /// (a baseline row inside a baseline stack, either free to move its views), the outer
    /// one's pull is met first (choice: §2.0 leaves this tie open, and without an order the
    /// answer was whichever corner the solver reached).
    public static func baselineGroupPull(depth: Int) -> Priority {
        Priority(48).lowered(by: Double(min(max(depth, 0), 900)) * 1e-5)
    }

    /// A row aligning baselines hugs its group just above default-low (251): a spacer beside
    /// the row, not the row, takes a column's excess (§2.2 alignToBaseline).
    public static let baselineRowHug = Priority.defaultLow.raised(by: 1)

    /// A child of a baseline row that lays out subviews keeps its natural height just above the
    /// row's hug (§2.2: "children keep their natural heights"), which would otherwise shrink it:
    /// such a child has no intrinsic height, and its tie-break is below every real priority.
    /// Below the group's containment (`baselineGroupContainment`).
    public static let baselineRowChildHeight = Priority.defaultLow.raised(by: 1.25)

    /// A top-, bottom- or centre-aligned baseline row holds its children on the edges its
    /// alignment leaves free just above its own hug: so it is as tall as its group (§2.2
    /// natural size: the largest natural height), as a filled one is, rather than 0 with the
    /// group hanging out of it; a parent that makes it shorter still wins ("the child may
    /// extend past the row"). Found by documents derived by hand.
    public static let baselineGroupContainment = Priority.defaultLow.raised(by: 1.5)

    /// The pull of a weight group toward its smallest size (`Chain.weightGroupPull`), in a
    /// container `depth` levels below the root: above its children's tie-breaks, so that the
    /// group takes the smallest size of the range left at 250 however their weights by index
    /// fall (2 × 10⁴ against 3 × 9,999 − 9,997 nearly cancel), and below the container's own.
    public static func smallestWeightGroup(depth: Int) -> Priority {
        tieBreak(depth: depth + 1).raised(by: 5e-7)
    }

    /// The tie-break level of a view `depth` levels below the root (its children: 1, the
    /// level `tieBreak`): deeper views below shallower ones, so that ties are resolved
    /// container by container from the outside in, as §2.0 decides them among each
    /// container's children. Always above `LayoutEngine.collapsePriority`.
    public static func tieBreak(depth: Int) -> Priority {
        tieBreak.lowered(by: Double(min(max(depth, 1), 900) - 1) * 1e-6)
    }

    /// The tie-break level of a member of a weight group (§2.2 rule 4), `depth` levels below the
    /// root: a quarter of a depth step below its unweighted siblings'. So a row's or column's
    /// excess or shortage goes to its weighted children before any unweighted one, as §2.2's
    /// closed form has it ("each weighted child gets E × wᵢ / Σw; unweighted children keep
    /// nᵢ"), however their weights by index fall: a group's slope is the average of its
    /// members' weights, which came within 10⁻⁵ of a plain sibling's, and which of them took
    /// the excess depended on the order of the children. Above its own children's level, and
    /// apart from the pull of a weight group one level down (`smallestWeightGroup`).
    public static func tieBreak(depth: Int, inWeightGroup: Bool) -> Priority {
        inWeightGroup ? tieBreak(depth: depth).lowered(by: 2.5e-7) : tieBreak(depth: depth)
    }

    /// Weight of a child's tie-break: larger for earlier children, and by less from one child
    /// to the next the later they come (convex in the index, as earlier children's precedence
    /// asks): with weights falling by exactly 1 per child, moving a shortage from a middle
    /// child to its two neighbours cost nothing, and such a tie (an equal-centring stack
    /// shrinking) had more than one answer. The curvature, 2 × 10⁻⁵, sets the two answers
    /// 4 × 10⁻⁵ apart per point: at 10⁻⁶ the whole-document system lost the difference in larger
    /// systems and took the other answer (three documents of a differential campaign, an
    /// equal-centring stack with a container in the middle). The weights still fall with the
    /// index up to 9,999 (by at least 0.6 per child, so a grid row's factor below 1 + 1e-5
    /// never reorders them).
    public static func tieBreakWeight(childIndex: Int) -> Double {
        let index = Double(min(max(childIndex, 0), 9_999))
        return 10_000 - index + 2e-5 * index * index
    }

    /// Maps a user-facing priority (hugging or compression resistance in UIKit's numbers; ≥ 1000
    /// means required) to the solver level.
    public static func level(_ priority: Priority, requiredAs requiredLevel: Priority = requiredShape) -> Priority {
        priority >= required ? requiredLevel : priority
    }
}

/// A variable that is never negative and costs `weight` per unit at `priority` (a negative
/// weight: a reward; 0: only never negative), as a constraint `weight · variable = 0` would
/// but without one: how a stand-in's piecewise-linear cost is written without a row per
/// stretch and level.
public struct VariableCost: Hashable, Sendable {
    public var variable: Variable
    public var priority: Priority
    public var weight: Double

    public init(_ variable: Variable, _ weight: Double, at priority: Priority) {
        self.variable = variable
        self.priority = priority
        self.weight = weight
    }
}

/// `expression relation 0`, satisfied as well as possible at `priority`.
public struct LinearConstraint: Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority
    /// The rule that installed it, in the user's words with its SEMANTICS.md section (for
    /// `markupc explain`); nil where nobody asked.
    public var origin: String?

    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority) {
        // Against a constant (most constraints), `lhs` keeps its terms array: no copy of it.
        self.expression = rhs.terms.isEmpty ? LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs.constant) : lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    /// The expression's value where the variables take `values`.
    func residual(_ values: [Double]) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * values[$1.variable.index] }
    }

    /// The size of the numbers `residual` adds up, which its rounding is relative to.
    func magnitude(_ values: [Double]) -> Double {
        expression.terms.reduce(abs(expression.constant)) { $0 + abs($1.coefficient * values[$1.variable.index]) }
    }

    /// The largest of its coefficients, by size (0 for a constraint of no terms).
    var largestCoefficient: Double {
        expression.terms.reduce(0) { max($0, abs($1.coefficient)) }
    }

    /// How far `values` break the constraint: what the solver's error variables would hold.
    func error(_ values: [Double]) -> Double {
        let residual = residual(values)
        switch relation {
        case .equal: return abs(residual)
        case .greaterOrEqual: return max(0, -residual)
        case .lessOrEqual: return max(0, residual)
        }
    }
}
