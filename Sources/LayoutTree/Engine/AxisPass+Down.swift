/// The pass down of the exact solve on one axis (SEMANTICS.md §2.0): from the root's length, each
/// container gives its children the sizes that minimise its cost (`ConvexCost.minimizer`, a chain's
/// members sharing by their slopes) and places them by its description's pins and links.
extension ExactLayoutSolver.AxisPass {
    /// `belowSubtrees`: whether to place the views below the subtrees' systems' stand-ins
    /// (`SettledSubtrees`), which those systems place on both axes: on the settled axis, not
    /// until the other axis has placed them.
    mutating func placeDownward(screenLength: Double, into values: inout SolvedFrames, belowSubtrees: Bool = true) throws {
        if !region.contains[0] {
            // The root fills the screen (its size pinned above every other constraint).
            values[0, axis] = .init(start: 0, size: cost(of: 0).minimizer(with: .equal, screenLength, at: Priority.rootFrame))
        }
        // Containers whose ratios break, and below them what their placing left unset.
        var broken: [(container: Int, axis: Axis)] = []
        // Stacks whose closed form did not lay them out at the length given, all of them at
        // once: one thrown at a time cost the mixed 94k screen a whole attempt for each.
        var unsettledStacks: [Int] = []
        var abandoned = Array(repeating: false, count: tree.count)
        var gridLengths: [Int: [Double]] = [:]
        // Containers, and a view its own system widened (a leaf whose ratio its width follows,
        // `ComponentCost.Across.linked`): its system places it across too.
        for index in 0..<tree.count where isContainer[index] || componentCosts[index]?.decidesWidthAcross == true {
            if index > 0, abandoned[tree.parent[index]] {
                abandoned[index] = true
                continue
            }
            if !belowSubtrees, let settled, index > 0, settled.isMember(tree.parent[index]), !settled.isMember(index) {
                abandoned[index] = true
                continue
            }
            // A stack in closed form (at most one of the two), its views' spans at the length it was given.
            if ownLengthStacks[index] != nil || setLengthStacks[index] != nil {
                let length = values[index, axis]
                guard let spans = ownLengthStacks[index]?.spans(in: length) ?? setLengthStacks[index]?.spans(in: length)
                else {
                    unsettledStacks.append(index)
                    abandoned[index] = true
                    continue
                }
                for (child, span) in zip(tree.visibleChildren(of: index), spans) { values[child, axis] = span }
                continue
            }
            if let component = componentCosts[index] {
                component.place(values[index, axis], into: &values, reusing: &componentSolutions)
                continue
            }
            guard let arrangement = arrangements[index] else { continue }
            let span = values[index, axis]
            do {
                try place(index, arrangement, start: span.start, size: span.size, gridLengths: &gridLengths, into: &values)
            } catch let ratios as ExactLayoutSolver.BrokenRatios {
                broken += ratios.containers
                abandoned[index] = true
            }
        }
        if !unsettledStacks.isEmpty { throw StackAtOwnLength.Unsettled(tops: unsettledStacks) }
        if !broken.isEmpty { throw ExactLayoutSolver.BrokenRatios(containers: broken) }
    }

    /// `gridLengths`: per row of a grid whose rows share one chain, its members' widths, found
    /// where the grid's column is placed (before its rows).
    private func place(
        _ container: Int, _ arrangement: AxisArrangement, start: Double, size: Double, gridLengths: inout [Int: [Double]],
        into values: inout SolvedFrames
    ) throws {
        func set(_ child: Int, start: Double, size: Double) {
            values[child, axis] = .init(start: start, size: size)
        }
        let canvasStart = start + arrangement.canvasStart
        let canvasLength = size - arrangement.canvasStart - arrangement.canvasEnd
        switch arrangement.rule {
        case .independent(let links):
            if let grid = gridCosts[container] {
                // The grid's rows, and their cells, as the grid's cost settles them on the
                // canvas (`GridCost`).
                let lengths = grid.lengths(onCanvas: canvasLength)
                for (row, members) in zip(arrangement.gridRows, lengths.members) { gridLengths[row] = members }
                let settled = Dictionary(uniqueKeysWithValues: zip(arrangement.gridRows, lengths.rows))
                placeLinks(links, arrangement, start: start, size: size, settled: settled, into: &values)
            } else if let row = arrangement.baselineRow {
                // At its children's natural heights on one baseline, where the row holds them
                // (`BaselineRow`); shorter, only its constraints state it.
                let group = baselineGroup(row, links)
                guard let tops = row.tops(of: group, start: start, size: size, canvasStart: arrangement.canvasStart, canvasEnd: arrangement.canvasEnd)
                else { throw ExactLayoutSolver.BrokenRatios(containers: [(container, axis)]) }
                for ((child, _), top) in zip(links, tops) { set(child, start: top, size: cost(of: child).minimizer) }
            } else {
                placeLinks(links, arrangement, start: start, size: size, into: &values)
            }
        case .chain(let chain):
            // A grid's row: its cells as wide as the grid's members (`GridCost`), the same in
            // every row but where a cell is held at its own width, found with the rows' widths.
            // The sizes first, written where the frames go; then each child's start.
            let spacers = try chainSizes(
                chain, of: container, arrangement, available: canvasLength - chain.fixedGapsLength, lengths: gridLengths[container],
                into: &values)
            if chain.pinsStart {
                var position = canvasStart
                for (offset, child) in chain.order.enumerated() {
                    let childSize = values[child, axis].size
                    set(child, start: position, size: childSize)
                    position += childSize + chain.gap(after: offset, spacers: spacers)
                }
            } else {
                var position = canvasStart + canvasLength
                for (offset, child) in chain.order.enumerated().reversed() {
                    let childSize = values[child, axis].size
                    position -= childSize
                    set(child, start: position, size: childSize)
                    if offset > 0 { position -= chain.gap(after: offset - 1, spacers: spacers) }
                }
            }
        }
        placeLinks(arrangement.alongside, arrangement, start: start, size: size, into: &values)
    }

    /// Places children by their own links, on the container's canvas; those in `settled` (a
    /// grid's rows) at the size given there.
    private func placeLinks(
        _ links: [(child: Int, link: AxisArrangement.Link)], _ arrangement: AxisArrangement, start: Double, size: Double,
        settled: [Int: Double] = [:], into values: inout SolvedFrames
    ) {
        func set(_ child: Int, start: Double, size: Double) {
            values[child, axis] = .init(start: start, size: size)
        }
        let canvasStart = start + arrangement.canvasStart
        let canvasLength = size - arrangement.canvasStart - arrangement.canvasEnd
        let term = childTerm(arrangement)
        for (child, link) in links {
            let own = settled[child] == nil ? cost(of: child) + term : .zero
            switch link {
            case .fill(let trailing):
                set(child, start: canvasStart, size: settled[child] ?? own.minimizer(pinnedTo: canvasLength, by: trailing))
            case .fillFromEnd(let leading):
                let childSize = settled[child] ?? own.minimizer(pinnedTo: canvasLength, by: leading)
                set(child, start: canvasStart + canvasLength - childSize, size: childSize)
            case .start:
                set(child, start: canvasStart, size: settled[child] ?? own.minimizer)
            case .end:
                let childSize = settled[child] ?? own.minimizer
                set(child, start: canvasStart + canvasLength - childSize, size: childSize)
            case .centerOnBounds:
                let childSize = settled[child] ?? own.minimizer
                set(child, start: start + (size - childSize) / 2, size: childSize)
            case .withinCanvas(let placement, let level):
                let childSize = settled[child] ?? own.minimizer(with: .lessOrEqual, canvasLength, at: level)
                switch placement {
                case .start: set(child, start: canvasStart, size: childSize)
                case .end: set(child, start: canvasStart + canvasLength - childSize, size: childSize)
                case .center: set(child, start: canvasStart + (canvasLength - childSize) / 2, size: childSize)
                }
            case .sizeOfContainer(let level, let pagesAlong):
                set(child, start: start + Double(pagesAlong) * size, size: settled[child] ?? own.minimizer(with: .equal, size, at: level))
            case .onBaseline:
                // Placed with the row's other children (`place`, `BaselineRow`).
                break
            }
        }
    }

    /// The size of each child of a chain whose children share `available` (after the fixed
    /// gaps), written to `values` (0 for a child no member sizes), and the spacer guides'
    /// total length where the gaps are equal (else 0).
    /// `lengths`: the members' lengths where they are settled already (a grid's row).
    private func chainSizes(
        _ chain: AxisArrangement.Chain, of container: Int, _ arrangement: AxisArrangement, available: Double, lengths shared: [Double]? = nil,
        into values: inout SolvedFrames
    ) throws -> Double {
        let (costs, groups) = memberParts(chain, arrangement)
        var lengths = shared ?? costs.map(\.minimizer)
        if shared == nil, chain.pinsStart && chain.pinsEnd, !costs.isEmpty {
            let combined = chainCosts[container] ?? ConvexCost.convolution(costs)
            let total = combined.minimizer(pinnedTo: available, by: chain.endPin)
            ConvexCost.share(total, among: costs, startingAt: &lengths)
        }
        // Every group's ratios checked before anything is written: a chain that throws leaves
        // its children's frames as they were. The shares a check proved are the ones written.
        var proven: [Int: [Double]] = [:]
        for (index, ((member, proportions), length)) in zip(zip(chain.members, groups), lengths).enumerated() {
            guard case .proportional(let group, let level, _) = member, let proportions, !approximating, !proportions.isSettled else { continue }
            switch proportions.provenShares(at: length) {
            case .proven(let shares): proven[index] = shares
            case .unproven: throw ExactLayoutSolver.BrokenRatios(containers: [(tree.parent[group[0].child], axis)])
            case .stated: try checkProportionsHold(group, level: level, total: length, arrangement)
            }
        }
        for child in chain.order { values[child, axis] = .init(start: 0, size: 0) }
        for (index, ((member, proportions), length)) in zip(zip(chain.members, groups), lengths).enumerated() {
            switch member {
            case .child(let child): values[child, axis] = .init(start: 0, size: length)
            case .proportional(let group, _, _):
                guard let proportions else { continue }
                let shares = proven[index] ?? proportions.lengths(sharing: length)
                for (part, size) in zip(group, shares) { values[part.child, axis] = .init(start: 0, size: size) }
            }
        }
        return chain.hasSpacerGuides ? lengths.last ?? 0 : 0
    }

    /// A group sized as one keeps its ratios only while nothing at or above their level pulls
    /// a member away (a weighted view's minimum, an intrinsic size held at 1000 beside
    /// fillEqually's equal sizes): beyond that the whole-document system breaks the ratios or
    /// ties them with what pulls at their level, which this solver states only where the
    /// ratios' level alone decides (`ProportionalGroup`, fillEqually beside fixed sizes). (A pull at the ratios' own level was once left out: a fillEqually stack whose
    /// views' intrinsic sizes, held at 1000, could not all be equal kept them equal.)
    private func checkProportionsHold(
        _ group: [(child: Int, ratio: Double)], level: Priority, total: Double, _ arrangement: AxisArrangement
    ) throws {
        let broken = ExactLayoutSolver.BrokenRatios(containers: [(tree.parent[group[0].child], axis)])
        let ratios = group.reduce(0) { $0 + $1.ratio }
        // Every level from the ratios' own up (no priority lies within 1e-9 below another).
        let atOrAbove = level.lowered(by: 1e-9)
        // Each member's free interval scaled to the group's length, with the slope beyond each end.
        var lowerEdges: [(position: Double, slopeBeyond: LexCost)] = []
        var upperEdges: [(position: Double, slopeBeyond: LexCost)] = []
        lowerEdges.reserveCapacity(group.count)
        upperEdges.reserveCapacity(group.count)
        let term = childTerm(arrangement)
        for part in group {
            let own = cost(of: part.child) + term
            guard let free = own.freeInterval(above: atOrAbove) else { throw broken }
            let scale = ratios / part.ratio
            lowerEdges.append((free.lowerBound * scale, own.slope(leftOf: free.lowerBound).above(atOrAbove)))
            upperEdges.append((free.upperBound * scale, own.slope(rightOf: free.upperBound).above(atOrAbove)))
        }
        let lower = lowerEdges.map(\.position).max() ?? -.infinity
        let upper = upperEdges.map(\.position).min() ?? .infinity
        let tolerance = 1e-9 * max(1, abs(total))
        if total > lower + tolerance && total < upper - tolerance { return }
        // On an edge that every member reaches at once with the same slope beyond it (a size
        // of 0 for all), breaking the ratios gains nothing. Where the members can move neither
        // way (both edges at once), the upper edge must be such an edge too: else a member free
        // to grow could take what the others cannot (a weighted view beside one whose maximum
        // width is 0 takes the rest of the row, §2.2).
        func reachedAtOnce(_ edges: [(position: Double, slopeBeyond: LexCost)], at position: Double) -> Bool {
            edges.allSatisfy { abs($0.position - position) <= tolerance && $0.slopeBeyond == edges[0].slopeBeyond }
        }
        let lowerHolds = abs(total - lower) <= tolerance && reachedAtOnce(lowerEdges, at: lower)
        let upperHolds = total < upper - tolerance || reachedAtOnce(upperEdges, at: upper)
        if lowerHolds && upperHolds { return }
        throw broken
    }
}
