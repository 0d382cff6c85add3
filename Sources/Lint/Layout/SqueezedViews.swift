import LayoutTree

/// Views that got less than their content on one axis: compressed below their intrinsic size (MK030) or
/// squeezed to nothing (MK035). Space on an axis runs out in the nearest row, column or stack along that
/// axis (a column's rows give up their height first, and their children with it, §2.2); when three or more
/// views squeezed on that axis share that container, it is one problem of the container, usually a page
/// taller than a phone in landscape, and the rules report the container ("too short for its content",
/// MK030) instead of each view.
struct SqueezedView {
    var index: Int
    var axis: Axis
    /// How much more the view needs, in points.
    var shortfall: Double
    /// Squeezed to 0 (MK035) rather than compressed (MK030).
    var isZero: Bool

    struct Group {
        /// The row, column or stack reported for all members; nil: a single view, reported itself.
        var container: Int?
        var axis: Axis
        var members: [SqueezedView]
        /// The most any member lacks.
        var largest: Double { members.map(\.shortfall).max() ?? 0 }
    }

    static let groupThreshold = 3

    /// The squeezed views of one laid-out document, grouped.
    static func groups(in layout: LaidOutDocument) -> [Group] {
        var views: [SqueezedView] = []
        for index in layout.placedIndices where index != 0 {
            let view = layout.views[index]
            for axis in Axis.allCases {
                if let squeezed = compressed(index, view, axis, layout) ?? zeroed(index, view, axis, layout) {
                    views.append(squeezed)
                }
            }
        }
        return grouped(views, in: layout)
    }

    /// MK030's test: less than the intrinsic size, but not nothing.
    private static func compressed(_ index: Int, _ view: LaidOutDocument.View, _ axis: Axis, _ layout: LaidOutDocument)
        -> SqueezedView?
    {
        guard let intrinsic = view.intrinsicSize[axis], intrinsic > 0 else { return nil }
        let size = view.absolute.size(axis)
        let shortfall = intrinsic - size
        guard shortfall > layout.tolerance, size > layout.tolerance else { return nil }
        let node = view.node
        // A single-line label is truncated (MK031), a multi-line one wraps, a text field scrolls; pickers
        // shrink their wheels.
        if axis == .horizontal && [.label, .textField, .searchBar, .pickerView, .markupPickerView, .datePicker].contains(node.viewClass) {
            return nil
        }
        // The author fixed or capped the size; a weight or the stack's distribution ignores intrinsic sizes.
        if node.size.fixed(axis) != nil || node.size.maximum(axis) != nil { return nil }
        if layout.isSizedByWeight(index, on: axis) || layout.isSizedByStackDistribution(index, on: axis) { return nil }
        return SqueezedView(index: index, axis: axis, shortfall: shortfall, isZero: false)
    }

    /// MK035's test: nothing left of a size the view has content for.
    private static func zeroed(_ index: Int, _ view: LaidOutDocument.View, _ axis: Axis, _ layout: LaidOutDocument)
        -> SqueezedView?
    {
        guard view.node.viewClass != .spacer, view.absolute.size(axis) <= layout.tolerance,
            !(axis == .horizontal && view.node.showsBoundText)
        else { return nil }
        let wanted: Double?
        if let fixed = view.node.size.fixed(axis) {
            wanted = fixed
        } else if let minimum = view.node.size.minimum(axis) {
            wanted = minimum
        } else if view.node.viewClass.showsContent || view.node.appearance.backgroundColor != nil {
            wanted = view.intrinsicSize[axis]
        } else {
            wanted = nil
        }
        guard let wanted, wanted > layout.tolerance else { return nil }
        return SqueezedView(index: index, axis: axis, shortfall: wanted, isZero: true)
    }

    private static func grouped(_ views: [SqueezedView], in layout: LaidOutDocument) -> [Group] {
        var byParent: [Int: [SqueezedView]] = [:]
        var order: [Int] = []
        var groups: [Group] = []
        for view in views {
            guard let container = layout.nearestContainer(of: view.index, along: view.axis) else {
                groups.append(Group(container: nil, axis: view.axis, members: [view]))
                continue
            }
            if byParent[container] == nil { order.append(container) }
            byParent[container, default: []].append(view)
        }
        for parent in order {
            let members = byParent[parent] ?? []
            if members.count >= groupThreshold {
                groups.append(Group(container: parent, axis: members[0].axis, members: members))
            } else {
                groups += members.map { Group(container: nil, axis: $0.axis, members: [$0]) }
            }
        }
        return groups
    }
}

extension LaidOutDocument {
    /// Where space on `axis` ran out above `index`: the nearest ancestor with a fixed or capped size on
    /// that axis, or else the nearest row, column or stack chaining its children along it.
    func nearestContainer(of index: Int, along axis: Axis) -> Int? {
        var current = views[index].parent
        while let ancestor = current {
            let size = views[ancestor].node.size
            if mainAxis(of: ancestor) == axis || size.fixed(axis) != nil || size.maximum(axis) != nil { return ancestor }
            current = views[ancestor].parent
        }
        return nil
    }

    /// The axis a row, column or stack chains its children along.
    func mainAxis(of index: Int) -> Axis? {
        switch views[index].node.layout {
        case .box(let box): box.axis
        case .stack(let stack): stack.axis
        default: nil
        }
    }
}
