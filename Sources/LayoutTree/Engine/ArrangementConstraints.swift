/// A container's description (`AxisArrangement`) written as the Auto Layout constraints it
/// stands for (SEMANTICS.md §2.0), for the whole-document reference solve and the constraint
/// region: the same rules the tree solve reads, not a second statement of them.
extension LayoutContext {
    mutating func addConstraints(_ arrangement: AxisArrangement, of container: Int, on axis: Axis) {
        let c = constraints.variables
        let canvasStart = c.start(container, axis) + arrangement.canvasStart
        let canvasEnd = c.end(container, axis) - arrangement.canvasEnd
        let section = Self.section(of: tree.attributes[container].layout)
        constraints.from("\(name(container)) hugs its views (UIStackView canvas fit, §2.8)")
        if let term = arrangement.containerTerm {
            add(term, on: c.size(container, axis))
        }
        switch arrangement.rule {
        case .independent(let links):
            addLinks(links, arrangement, of: container, on: axis)
        case .chain(let chain):
            if let term = arrangement.childTerm {
                for child in chain.order { add(term, on: c.size(child, axis)) }
            }
            constraints.from("first view pinned to the leading edge, \(canvasInsets(arrangement, of: container)) (\(section))")
            if chain.pinsStart, let first = chain.order.first {
                pin(c.start(first, axis), to: canvasStart, priority: Priority.requiredLeadingEdge)
            }
            // equalSpacing's spacer guides (§2.8): one length for every gap.
            let guide = chain.gapRule == .equalGuides && chain.gaps.count > 1 ? LinearExpression(constraints.newVariable()) : nil
            for (index, (previous, next)) in zip(chain.order, chain.order.dropFirst()).enumerated() {
                if chain.gapsBetweenBaselines && (baselineIsHidden(previous, last: true) || baselineIsHidden(next, last: false)) {
                    // The gap binds nothing (§5.7), and is left out: it would only hold the hidden
                    // view. Below every other rule, the views keep their order with the gap between
                    // their edges instead (a choice; UIKit leaves them ambiguous), each such gap
                    // firmer than every later one in the document, so that where the chain's ends
                    // are held, the first gives way last.
                    constraints.from("a baseline on a hidden view binds nothing: \(format(chain.gaps[index])) pt between the edges (§5.7 choice)")
                    pin(c.start(next, axis) - c.end(previous, axis), to: .constant(chain.gaps[index]),
                        priority: Priority.unplacedByBaseline(view: next))
                    continue
                }
                let baselines = chain.gapsBetweenBaselines ? ", baseline to baseline" : ""
                let gap = chain.gapsBetweenBaselines
                    ? baseline(next, last: false) - baseline(previous, last: true) : c.start(next, axis) - c.end(previous, axis)
                switch chain.gapRule {
                case .exact:
                    constraints.from("\(format(chain.gaps[index])) pt spacing after \(name(previous))\(baselines) (\(section))")
                    pin(gap, to: .constant(chain.gaps[index]), priority: Priority.requiredLeadingEdge)
                case .atLeast, .equalGuides:
                    constraints.from("at least \(format(chain.gaps[index])) pt spacing after \(name(previous))\(baselines) (\(section))")
                    constraints.add(gap, .greaterOrEqual, .constant(chain.gaps[index]), priority: Priority.requiredLeadingEdge)
                }
                if let guide {
                    constraints.from("equalSpacing: every gap as long as the others (\(section))")
                    pin(gap, to: guide, priority: Priority.requiredShape)
                }
            }
            constraints.from("last view pinned to the trailing edge, \(canvasInsets(arrangement, of: container)) (\(section))")
            if chain.pinsEnd, let last = chain.order.last {
                pin(c.end(last, axis), to: canvasEnd, by: chain.endPin)
            }
            for member in chain.members {
                guard case .proportional(let group, let level, let chained) = member, let first = group.first else { continue }
                if chained && group.count > 1 {
                    // Weights (§2.2 rule 4): each size its ratio × one unit, each departure counted
                    // per unit of ratio. Where a minimum or maximum holds one child away, that
                    // child alone departs and the others share the rest in proportion (§2.2
                    // choice); a chain of ratios, each to the child before, broke the link after
                    // the bound child instead, and the children after it took everything.
                    // Never negative (as the sizes): a column of the simplex rather than a free
                    // variable, whose elimination would put every member's error terms in one row.
                    // Read by every member through copies at any size (`nextReading`): in small
                    // groups too they cost nothing measured, and the reuse of earlier solves
                    // gives a fresh solve's values to the bit with them (a weight group of 2
                    // read directly came out 10⁻¹⁴ apart, `testRatiosThatBrokeInOneSolveAreRulesOfTheNext`).
                    // A ratio ≤ 0 (a weight ≤ 0 after a weighted child) asks for sizes of both
                    // signs, which no size meets: there the unit, and every reading of it, is free,
                    // as in the whole-document system. Held never negative, it tied every split of
                    // the broken ratio, and the views' own pulls chose one the system does not (a
                    // differential campaign: a column of `weight="1"` and `weight="-2"` views gave
                    // the first its intrinsic height, the system 0).
                    let signed = group.contains { $0.ratio <= 0 }
                    var unit = LinearExpression(signed ? constraints.newVariable() : constraints.newVariable(costing: .zero))
                    let total = group.reduce(0) { $0 + $1.ratio }
                    for (position, part) in group.enumerated() {
                        if position > 0 { unit = nextReading(of: unit, copying: !signed) }
                        constraints.from("weights: its share of the weighted views, \(format(part.ratio)) of \(format(total)) (§2.2 weights)")
                        if part.ratio > 0 {
                            pin(c.size(part.child, axis) * (1 / part.ratio), to: unit, priority: level)
                        } else {
                            pin(c.size(part.child, axis), to: unit * part.ratio, priority: level)
                        }
                    }
                }
                if !chained {
                    // fillEqually (§2.8): each view as large as the first, whose size every member
                    // reads through copies in a stack of more than `copiedStack` views (`nextReading`).
                    var firstSize = c.size(first.child, axis)
                    for next in group.dropFirst() {
                        firstSize = nextReading(of: firstSize, copying: group.count > Self.copiedStack)
                        constraints.from("fillEqually: as large as \(name(first.child)) (§2.8)")
                        pin(c.size(next.child, axis), to: firstSize * (next.ratio / first.ratio), priority: level)
                    }
                }
                if let pull = chain.weightGroupPull {
                    constraints.from("weights: pinned at one end, as small as the weights' pulls allow (§2.2 choice)")
                    let length = group.reduce(LinearExpression.constant(0)) { $0 + c.size($1.child, axis) }
                    pin(length, to: .constant(0), priority: pull)
                }
            }
        }
        if case .chain(let chain) = arrangement.rule, let rule = chain.sizeRule {
            addSizeRule(rule, of: chain, canvasLength: canvasEnd - canvasStart, on: axis)
        }
        addLinks(arrangement.alongside, arrangement, of: container, on: axis)
        if let shares = arrangement.textWidthShares {
            constraints.from(
                "a multi-line label \(format(shares.fraction)) of \(name(container))'s width (UISV-text-width-disambiguation, §2.8)")
            for label in shares.labels {
                pin(c.size(label, axis), to: c.size(container, axis) * shares.fraction, priority: AxisArrangement.textWidthLevel)
            }
        }
        constraints.from("alignToGrid: as wide as the cell above (§2.2)")
        // Each cell as wide as the one above it, written as: as wide as the first of the run of
        // cells above it (the same widths; a chain of equal widths made the simplex's rows as long
        // as the chain). A hidden cell is counted (§2.2, "including hidden ones") and holds its
        // equalities (MarkupKit constrains it; Auto Layout keeps a hidden view's constraints):
        // the run goes through it, so the cells above and below it are as wide as each other.
        // Position in the row → the first visible cell of the run that reaches the row above.
        var runStart: [Int: Int] = [:]
        for (previous, next) in zip(arrangement.gridRows, arrangement.gridRows.dropFirst()) {
            var starts: [Int: Int] = [:]
            for (position, (a, b)) in zip(tree.children[previous], tree.children[next]).enumerated() {
                guard let first = runStart[position] ?? (tree.participates[a] ? a : nil) else {
                    if tree.participates[b] { starts[position] = b }
                    continue
                }
                if tree.participates[b] { pin(c.size(b, axis), to: c.size(first, axis), priority: Priority.requiredShape) }
                starts[position] = first
            }
            runStart = starts
        }
    }

    /// A value every member of a group reads (a weight group's unit, a fillEqually stack's first
    /// size), as the next member reads it: `copying`, a new copy, equal to `value` above every
    /// other rule (`Priority.rootFrame`, a level nothing else breaks); else `value` itself. The
    /// same system either way, but with copies each member's row meets its own copy, not one
    /// column every row shares, from which the simplex filled in: a row of 1,000 weighted views
    /// held by their minimums, solved as a region, 5.6 → 1.8 s; a vertical fillEqually stack of
    /// 1,200 items, 5 % with aspect ratios, in a scroll view, 140 → 22 s (a row whose views have
    /// ratios and share the screen's width gains nothing: its own position, read by every view's
    /// pins across it, fills the simplex in as much).
    private mutating func nextReading(of value: LinearExpression, copying: Bool) -> LinearExpression {
        guard copying else { return value }
        let copy = LinearExpression(constraints.newVariable(costing: .zero))
        pin(copy, to: value, priority: Priority.rootFrame)
        return copy
    }

    /// fillEqually stacks of more views than this read the first's size through copies
    /// (`nextReading`). In small stacks the shared column costs less than the copies' rows:
    /// copied there too, the benchmark's 10,000-view mixed screen took 19 MB more (100 → 120 MB),
    /// its region's tableau filling in further, and no less time.
    private static let copiedStack = 8

    /// Where a container's canvas sits inside it, as constraint origins name it; built only where
    /// origins are recorded (`ConstraintSet.from`).
    private func canvasInsets(_ arrangement: AxisArrangement, of container: Int) -> String {
        "\(format(arrangement.canvasStart)) / \(format(arrangement.canvasEnd)) pt inside \(name(container))"
    }

    /// fillProportionally's and equalCentering's rules on a stack's views (§2.8).
    private mutating func addSizeRule(_ rule: AxisArrangement.Chain.SizeRule, of chain: AxisArrangement.Chain, canvasLength: LinearExpression, on axis: Axis) {
        let c = constraints.variables
        switch rule {
        case .proportionalToIntrinsic:
            // size(vᵢ) = L·nᵢ / (Σn + Σgaps) at 999, 998, …; nᵢ as UIKit reads it for proportions,
            // not clamped by the view's own sizes (conformance fixture gen-case-0077).
            let natural = chain.order.map { intrinsic[$0][axis] ?? 0 }
            let total = natural.reduce(0, +) + chain.gaps.reduce(0, +)
            guard total > 0 else { return }
            for (index, view) in chain.order.enumerated() {
                constraints.from("fillProportionally: \(format(natural[index])) / \(format(total)) of the stack (§2.8)")
                pin(c.size(view, axis), to: canvasLength * (natural[index] / total), priority: Priority.proportionalShare(position: index))
            }
        case .equalCentres:
            // Every centre-to-centre distance equals the first. When they cannot all hold, the
            // earlier ones win: each gets its own sub-level, in order (this is what the
            // conformance fixtures' constraint model does).
            let distances = zip(chain.order, chain.order.dropFirst()).map { c.center($0.1, axis) - c.center($0.0, axis) }
            for (index, distance) in distances.enumerated().dropFirst() {
                constraints.from("equalCentering: centres as far apart as the first two (§2.8)")
                pin(distance, to: distances[0], priority: AxisArrangement.equalCenteringPriority.lowered(by: Double(index) * 1e-4))
            }
        }
    }

    /// Children placed by their own links: each link as the constraints it stands for.
    private mutating func addLinks(
        _ links: [(child: Int, link: AxisArrangement.Link)], _ arrangement: AxisArrangement, of container: Int, on axis: Axis
    ) {
        let c = constraints.variables
        let canvasStart = c.start(container, axis) + arrangement.canvasStart
        let canvasEnd = c.end(container, axis) - arrangement.canvasEnd
        let section = Self.section(of: tree.attributes[container].layout)
        for (child, link) in links {
            constraints.from("a view with no intrinsic size collapses across \(name(container)) (§2.8)")
            if let term = arrangement.childTerm { add(term, on: c.size(child, axis)) }
            constraints.from("\(Self.describe(link, in: tree.attributes[container].layout)), \(canvasInsets(arrangement, of: container)) (\(section))")
            switch link {
            case .fill(let trailing):
                pin(c.start(child, axis), to: canvasStart, priority: Priority.requiredLeadingEdge)
                pin(c.end(child, axis), to: canvasEnd, by: trailing)
            case .fillFromEnd(let leading):
                pin(c.end(child, axis), to: canvasEnd, priority: Priority.requiredLeadingEdge)
                // The leading edge held as a trailing one is, mirrored: within the canvas at
                // `within`, reaching its start at `reaching`.
                constraints.add(c.start(child, axis), .greaterOrEqual, canvasStart, priority: leading.within)
                constraints.add(c.start(child, axis), .lessOrEqual, canvasStart, priority: leading.reaching)
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
                    // Both edges held inside, so that a centred view wider than the canvas
                    // costs its whole excess at `level`, as a start- or end-placed one does
                    // (its edges overflow by half each), not half of it.
                    pin(c.center(child, axis), to: (canvasStart + canvasEnd) * 0.5, priority: Priority.requiredLeadingEdge)
                    constraints.add(c.start(child, axis), .greaterOrEqual, canvasStart, priority: level)
                    constraints.add(c.end(child, axis), .lessOrEqual, canvasEnd, priority: level)
                }
            case .sizeOfContainer(let level, let pagesAlong):
                pin(c.start(child, axis), to: c.start(container, axis) + c.size(container, axis) * Double(pagesAlong),
                    priority: Priority.requiredLeadingEdge)
                pin(c.size(child, axis), to: c.size(container, axis), priority: level)
            case .onBaseline:
                // Stated with the row's other children (`BoxLayoutAlgorithm`, `LayoutContext.arrangeChildren`).
                break
            }
        }
    }

    private static func describe(_ link: AxisArrangement.Link, in layout: ContainerLayout) -> String {
        switch link {
        case .fill: return "both edges pinned (fill)"
        case .fillFromEnd: return "both edges pinned, the trailing one first (a left, right pair right to left)"
        case .start: return "leading edge pinned"
        case .end: return "trailing edge pinned"
        case .centerOnBounds: return "centred on the bounds (§5.4)"
        case .onBaseline: return "on the row's baseline (§2.2 alignToBaseline)"
        case .withinCanvas(.start, _): return "leading edge pinned, held inside the canvas"
        case .withinCanvas(.end, _): return "trailing edge pinned, held inside the canvas"
        case .withinCanvas(.center, _): return "centred, held inside the canvas"
        case .sizeOfContainer(_, 0):
            if case .scroll = layout { return "as large as the scroll view (fitToWidth/fitToHeight)" }
            return "as large as \(layout == .pages ? "the page view" : "its container (a background view)")"
        case .sizeOfContainer(_, let pages): return "page \(pages + 1): as large as the page view, \(pages) widths from its start"
        }
    }

    private static func section(of layout: ContainerLayout) -> String {
        switch layout {
        case .box: return "§2.2"
        case .stack: return "§2.8"
        case .anchor: return "§2.6"
        case .rootView: return "§2.5"
        case .layer: return "§2.5a"
        case .scroll: return "§2.7"
        case .buttonContent: return "§2.10"
        case .table: return "§2.11.2"
        case .tableCell: return "§2.11.3"
        case .cellContent: return "§2.11.4"
        case .pages: return "§2.11.7"
        case .none: return "§2.0"
        }
    }

    /// A trailing edge pinned as its two halves (`TrailingPin`).
    private mutating func pin(_ end: LinearExpression, to edge: LinearExpression, by trailing: TrailingPin) {
        constraints.add(end, .lessOrEqual, edge, priority: trailing.within)
        constraints.add(end, .greaterOrEqual, edge, priority: trailing.reaching)
    }

    private mutating func add(_ term: AxisArrangement.SizeTerm, on size: LinearExpression) {
        constraints.add(size * term.weight, term.relation, .constant(term.target * term.weight), priority: term.level)
    }
}

/// A number as the user would write it: no trailing zeros.
func format(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
