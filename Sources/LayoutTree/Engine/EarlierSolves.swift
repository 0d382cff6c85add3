/// What the earlier solves of one layout found, for the later ones to take as it is.
///
/// A layout solves its document more than once: again once wrapped labels know their heights
/// (§2.0, second pass), again when the safe area moves a margin (`SafeAreaMargins`). Between
/// those solves most inputs stay the same — the second pass changes only heights — so:
/// - with no constraint region, an axis whose inputs are all the same as in the latest solve
///   (every view's intrinsic size and margins on that axis, the screen's length, whether rules
///   are approximated) has the same frames, natural sizes and containers: the axes are
///   separate problems that read nothing else (`ExactLayoutSolver`);
/// - in a constraint region, a group of constraints solved before is not solved again
///   (`SolvedGroups`).
/// Kept per layout by `LayoutEngine` and passed in; never shared between layouts.
struct EarlierSolves: Sendable {
    var groups = SolvedGroups()
    private var horizontal: (inputs: AxisInputs, solution: AxisSolution)?
    private var vertical: (inputs: AxisInputs, solution: AxisSolution)?

    /// Everything one axis of the tree solve reads that can change between the solves of one layout.
    struct AxisInputs: Equatable, Sendable {
        var length: Double
        var approximating: Bool
        var intrinsic: [Double?]
        /// Per view its margins before and after on the axis.
        var margins: [Double]

        init(_ axis: Axis, length: Double, approximating: Bool, intrinsic: [IntrinsicSize], margins: [EdgeInsets]) {
            self.length = length
            self.approximating = approximating
            self.intrinsic = intrinsic.map { $0[axis] }
            self.margins = []
            self.margins.reserveCapacity(2 * margins.count)
            for inset in margins {
                if axis == .horizontal {
                    self.margins += [inset.left, inset.right]
                } else {
                    self.margins += [inset.top, inset.bottom]
                }
            }
        }
    }

    /// One axis solved: every view's span, each container's natural size, which views are containers.
    struct AxisSolution: Sendable {
        var spans: [SolvedFrames.Span]
        var natural: [Double]
        var isContainer: [Bool]
    }

    init() {}

    func solution(on axis: Axis, for inputs: AxisInputs) -> AxisSolution? {
        guard let latest = axis == .horizontal ? horizontal : vertical, latest.inputs == inputs else { return nil }
        return latest.solution
    }

    mutating func record(_ solution: AxisSolution, on axis: Axis, for inputs: AxisInputs) {
        if axis == .horizontal { horizontal = (inputs, solution) } else { vertical = (inputs, solution) }
    }
}
