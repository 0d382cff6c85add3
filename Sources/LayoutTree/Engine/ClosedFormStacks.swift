/// The stacks a solve laid out in closed form (`StackAtOwnLength`, `StackAtSetLength`), with what
/// each form read, so that a later solve of the same layout takes a stack's form where all of it
/// is the same instead of making it again (`EarlierSolves`).
///
/// A layout solves its document more than once — again when the safe area moves a margin
/// (`SafeAreaMargins`), again where ratios break — and a closed-form stack is a component, whose
/// top a pass up never takes from an earlier one: each solve made every such stack again. A
/// scroll view of 3,000 multi-line labels spent three quarters of its layout in their text widths
/// (`TextWidths`), half of it making the same form a second time. Only such forms are kept (the
/// caller says which): the others are made in time linear in their views, and keeping them cost
/// more memory than making them again costs time.
///
/// A form is a function of its stack's description (`AxisArrangement`), its views' costs and
/// their intrinsic sizes. A stack's description is read from the tree (the stack, its children,
/// their nodes, the stack's depth and where it sits) and from its own margins, which it reads only
/// as the insets of its canvas (§2.8 layoutMarginsRelativeArrangement; the safe area moves a
/// scroll view's content's margins, which a stack not relative to them does not read). So a form
/// is taken only in a solve of the very same tree — the same arrays, not equal ones, which another
/// screen's layout or an edited tree never shares — with the canvas's insets, the views' costs (bit
/// for bit) and their intrinsic sizes the same.
struct ClosedFormStacks: Sendable {
    /// A stack, on one axis, at its own length or at one its ancestors set.
    struct Key: Hashable, Sendable {
        var top: Int
        var axis: Axis
        var ownLength: Bool
    }

    /// What a form read besides the tree.
    struct Inputs: Sendable {
        /// The stack's canvas's insets from its margins (`AxisArrangement.canvasStart`, `canvasEnd`).
        var canvasInsets: SIMD2<Double>
        var intrinsic: [Double]
        var costs: [ConvexCost]

        func isSame(as other: Inputs) -> Bool {
            Self.sameBits(canvasInsets.x, other.canvasInsets.x) && Self.sameBits(canvasInsets.y, other.canvasInsets.y)
                && intrinsic.elementsEqual(other.intrinsic, by: Self.sameBits)
                && costs.count == other.costs.count && zip(costs, other.costs).allSatisfy { $0.isIdentical(to: $1) }
        }

        private static func sameBits(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
    }

    /// A form made, or nil where the form did not apply (the stack is then solved otherwise).
    enum Form: Sendable {
        case ownLength(StackAtOwnLength?)
        case setLength(StackAtSetLength?)
    }

    /// The tree the forms were made in (nil: none yet).
    private var tree: FlatTree?
    private var forms: [Key: (inputs: Inputs, form: Form)] = [:]

    /// The form `key`'s stack had where it read `inputs` in `tree`, if one was made.
    func form(_ key: Key, reading inputs: Inputs, in tree: FlatTree) -> Form? {
        guard let known = forms[key], let kept = self.tree, kept.isSameTree(as: tree), known.inputs.isSame(as: inputs) else { return nil }
        return known.form
    }

    /// Keeps `form` for `key`'s stack: a form made in another tree replaces every one kept.
    mutating func record(_ form: Form, for key: Key, reading inputs: Inputs, in tree: FlatTree) {
        if let kept = self.tree, !kept.isSameTree(as: tree) { forms.removeAll() }
        self.tree = tree
        forms[key] = (inputs, form)
    }

    /// Adds what `other` made that this has not (the latest tree's, where they differ).
    mutating func merge(_ other: ClosedFormStacks) {
        guard let otherTree = other.tree else { return }
        guard let kept = tree, kept.isSameTree(as: otherTree) else {
            self = other
            return
        }
        forms.merge(other.forms) { _, made in made }
    }
}
