/// Frames of hidden arranged subviews of stack views (SEMANTICS.md §2.8): zero along the
/// axis at the middle of the gap they sit in (iOS 9 splits the spacing around them), and
/// the cross-axis frame their alignment gives them.
enum HiddenArrangedViews {
    /// Absolute rectangles by view index, for hidden children of participating stacks. A hidden
    /// view takes no part in the solve and was never measured: `measurer` measures it here, for
    /// its natural cross size (its intrinsic size within its own sizes, §2.8 "each view keeps
    /// its natural cross size").
    /// `rightToLeft`: `values` are mirrored (§4.1), so along a horizontal stack the arranged
    /// views run from right to left: a view's trailing edge is its left one.
    static func frames(
        _ tree: FlatTree, values: SolvedFrames, measurer: LeafMeasurer, margins: ViewMargins, rightToLeft: Bool = false
    ) -> [Int: Rect] {
        var result: [Int: Rect] = [:]
        for stack in 0..<tree.count where tree.participates[stack] {
            guard case .stack(let layout) = tree.nodes[stack].layout else { continue }
            let arranged = tree.children[stack]
            guard arranged.contains(where: { tree.nodes[$0].isHidden }) else { continue }
            let axis = layout.axis
            // `margins` are those of the mirrored problem (left and right swapped, `RightToLeftMirroring`).
            let margin = margins[stack]
            let onScreen = rightToLeft ? margin.mirrored : margin
            let canvas = values.rect(stack).inset(by: layout.layoutMarginsRelativeArrangement ? onScreen : .zero)
            for (position, view) in arranged.enumerated() where tree.nodes[view].isHidden {
                let previous = arranged[..<position].last { tree.participates[$0] }
                let next = arranged[(position + 1)...].first { tree.participates[$0] }
                // The gap runs from the previous view's trailing edge to the next one's leading edge.
                let reversed = rightToLeft && axis == .horizontal
                let previousEnd = previous.map { reversed ? values[$0, axis].start : values[$0, axis].end }
                let nextStart = next.map { reversed ? values[$0, axis].end : values[$0, axis].start }
                let along: Double
                switch (previousEnd, nextStart) {
                case let (end?, start?): along = (end + start) / 2
                case let (end?, nil): along = end
                case let (nil, start?): along = start
                case (nil, nil): along = reversed ? canvas.end(axis) : canvas.start(axis)
                }
                let cross = axis.cross
                // A canvas its margins make negative across (a stack as short as nothing visible in
                // it makes it, 0, inside margins) holds its hidden views at no size, not a negative one.
                let across = max(0, canvas.length(cross))
                let own = tree.attributes[view].size.clamp(measurer.intrinsicSize(of: tree.nodes[view])[cross] ?? 0, on: cross)
                let natural = min(own, across)
                // Across a vertical stack right to left, leading is the right edge.
                let crossReversed = rightToLeft && cross == .horizontal
                let atStart = (canvas.start(cross), natural), atEnd = (canvas.end(cross) - natural, natural)
                let crossStart: Double, crossLength: Double
                switch layout.alignment {
                case .fill: (crossStart, crossLength) = (canvas.start(cross), across)
                case .center: (crossStart, crossLength) = (canvas.start(cross) + (canvas.length(cross) - natural) / 2, natural)
                case .trailing: (crossStart, crossLength) = crossReversed ? atStart : atEnd
                case .leading, .firstBaseline, .lastBaseline: (crossStart, crossLength) = crossReversed ? atEnd : atStart
                }
                result[view] = axis == .horizontal
                    ? Rect(x: along, y: crossStart, width: 0, height: crossLength)
                    : Rect(x: crossStart, y: along, width: crossLength, height: 0)
            }
        }
        return result
    }

}

extension Rect {
    func start(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func end(_ axis: Axis) -> Double { start(axis) + length(axis) }

    func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
