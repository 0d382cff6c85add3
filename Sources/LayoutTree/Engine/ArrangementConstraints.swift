/// A container's description (`AxisArrangement`) written as the Auto Layout constraints it
/// stands for (SEMANTICS.md §2.0), for the whole-document reference solve and the constraint
/// region: the same rules the tree solve reads, not a second statement of them.
extension LayoutContext {
    mutating func addConstraints(_ arrangement: AxisArrangement, of container: Int, on axis: Axis) {
        let c = constraints
        let canvasStart = c.start(container, axis) + arrangement.canvasStart
        let canvasEnd = c.end(container, axis) - arrangement.canvasEnd
        if let term = arrangement.containerTerm {
            add(term, on: c.size(container, axis))
        }
        switch arrangement.rule {
        case .independent(let links):
            for (child, link) in links {
                if let term = arrangement.childTerm { add(term, on: c.size(child, axis)) }
                switch link {
                case .fill(let level):
                    pin(c.start(child, axis), to: canvasStart, priority: Priority.requiredLeadingEdge)
                    pin(c.end(child, axis), to: canvasEnd, priority: level)
                case .start:
                    pin(c.start(child, axis), to: canvasStart, priority: Priority.requiredLeadingEdge)
                case .end:
                    pin(c.end(child, axis), to: canvasEnd, priority: Priority.requiredLeadingEdge)
                case .centerOnBounds:
                    pin(c.center(child, axis), to: c.center(container, axis), priority: Priority.requiredLeadingEdge)
                case .withinCanvas(let placement, let level):
                    switch placement {
                    case .start:
                        pin(c.start(child, axis), to: canvasStart, priority: Priority.requiredLeadingEdge)
                        constraints.add(c.end(child, axis), .lessOrEqual, canvasEnd, priority: level)
                    case .end:
                        pin(c.end(child, axis), to: canvasEnd, priority: Priority.requiredLeadingEdge)
                        constraints.add(c.start(child, axis), .greaterOrEqual, canvasStart, priority: level)
                    case .center:
                        pin(c.center(child, axis), to: (canvasStart + canvasEnd) * 0.5, priority: Priority.requiredLeadingEdge)
                        constraints.add(c.start(child, axis), .greaterOrEqual, canvasStart, priority: level)
                    }
                case .sizeOfContainer(let level):
                    pin(c.start(child, axis), to: c.start(container, axis), priority: Priority.requiredLeadingEdge)
                    pin(c.size(child, axis), to: c.size(container, axis), priority: level)
                }
            }
        case .chain(let chain):
            if let term = arrangement.childTerm {
                for child in chain.order { add(term, on: c.size(child, axis)) }
            }
            if chain.pinsStart, let first = chain.order.first {
                pin(c.start(first, axis), to: canvasStart, priority: Priority.requiredLeadingEdge)
            }
            for (index, (previous, next)) in zip(chain.order, chain.order.dropFirst()).enumerated() {
                if chain.gapsBetweenBaselines {
                    pin(baseline(next, last: false), to: baseline(previous, last: true) + chain.gaps[index], priority: Priority.requiredLeadingEdge)
                } else {
                    pin(c.start(next, axis), to: c.end(previous, axis) + chain.gaps[index], priority: Priority.requiredLeadingEdge)
                }
            }
            if chain.pinsEnd, let last = chain.order.last {
                pin(c.end(last, axis), to: canvasEnd, priority: chain.endLevel)
            }
            for member in chain.members {
                guard case .proportional(let group, let level, let chained) = member, let first = group.first else { continue }
                for (previous, next) in zip(group, group.dropFirst()) {
                    let base = chained ? previous : first
                    pin(c.size(next.child, axis), to: c.size(base.child, axis) * (next.ratio / base.ratio), priority: level)
                }
            }
        }
        for (previous, next) in zip(arrangement.gridRows, arrangement.gridRows.dropFirst()) {
            for (a, b) in zip(tree.children[previous], tree.children[next]) where tree.participates[a] && tree.participates[b] {
                pin(c.size(b, axis), to: c.size(a, axis), priority: Priority.requiredShape)
            }
        }
    }

    private mutating func add(_ term: AxisArrangement.SizeTerm, on size: LinearExpression) {
        constraints.add(size * term.weight, term.relation, .constant(term.target * term.weight), priority: term.level)
    }
}
