/// Every view's frame as a solve leaves it: on each axis its absolute start (left or top edge)
/// and its size, before right-to-left mirroring and pixel rounding. Laid out as the constraint
/// system's variables are (`ConstraintSet`), so a solver's values are read without copying.
struct SolvedFrames: Sendable {
    /// A view's extent on one axis.
    struct Span: Equatable, Sendable {
        var start: Double
        var size: Double
        var end: Double { start + size }
    }

    private(set) var values: [Double]

    init(count: Int) {
        values = Array(repeating: 0, count: count * 4)
    }

    /// The values of a constraint system over `count` views (`ConstraintSet` numbering; extra
    /// variables after the views' are dropped).
    init(solverValues: [Double], count: Int) {
        values = Array(solverValues.prefix(count * 4))
    }

    subscript(view: Int, axis: Axis) -> Span {
        get {
            let base = view * 4 + (axis == .horizontal ? 0 : 2)
            return Span(start: values[base], size: values[base + 1])
        }
        set {
            let base = view * 4 + (axis == .horizontal ? 0 : 2)
            values[base] = newValue.start
            values[base + 1] = newValue.size
        }
    }

    /// The view's absolute rectangle.
    func rect(_ view: Int) -> Rect {
        let horizontal = self[view, .horizontal], vertical = self[view, .vertical]
        return Rect(x: horizontal.start, y: vertical.start, width: horizontal.size, height: vertical.size)
    }
}
