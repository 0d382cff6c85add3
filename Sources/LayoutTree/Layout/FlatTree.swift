/// The view tree flattened in pre-order: the form the layout engine works on, so that
/// views are addressed by index and the engine never recurses (no stack overflow on deep trees).
struct FlatTree: Sendable {
    /// Nodes in pre-order; layout reads the structure from `parent`/`children`, never from a node's own `children`.
    private(set) var nodes: [ViewNode] = []
    /// What the solver reads of each node, kept beside it (see `LayoutAttributes`).
    private(set) var attributes: [LayoutAttributes] = []
    /// Each view's parent; −1 for the root.
    private(set) var parent = ViewIndices()
    /// Each view's children in document order, hidden ones too.
    private(set) var children = ChildLists()
    /// A view takes part in layout: it is not hidden and no ancestor excludes it.
    private(set) var participates: [Bool] = []
    /// Per view, its position among its parent's visible children (for tie-breaking, §2.0); −1
    /// for the root and for views that do not take part (`childIndex(of:)`).
    private var positions: [Int32] = []
    /// Children that take part in layout, in document order (kept by `indexChildren`).
    private var visible = ChildLists()

    init(root: ViewNode) {
        // Sized once: growing arrays of 100k entries would copy them again and again.
        let capacity = Self.count(root)
        nodes.reserveCapacity(capacity)
        attributes.reserveCapacity(capacity)
        parent.reserveCapacity(capacity)
        participates.reserveCapacity(capacity)
        // Each view gets its parent's index and whether its ancestors take part in layout.
        root.walkInPreOrder(from: (parent: -1, ancestorsParticipate: true, hiddenTakePart: false)) { node, context in
            let index = nodes.count
            nodes.append(node)
            attributes.append(LayoutAttributes(node))
            parent.append(context.parent)
            participates.append(context.ancestorsParticipate && (!node.isHidden || context.hiddenTakePart))
            // Children of views that do not lay out children (plain UIView, leaves) are not arranged.
            // LMPageView constrains every page, hidden or not (§2.11.7, MK LMPageView.m:152-198).
            return (index, participates[index] && node.layout.arrangesChildren, node.layout == .pages)
        }
        children = ChildLists(parent: parent)
        indexChildren()
    }

    /// The number of views in the tree under `root`, itself included.
    private static func count(_ root: ViewNode) -> Int {
        var total = 1
        // Sibling arrays, not views: one retain per container instead of one per view.
        var pending = [root.children]
        while let siblings = pending.popLast() {
            total += siblings.count
            for node in siblings where !node.children.isEmpty { pending.append(node.children) }
        }
        return total
    }

    var count: Int { nodes.count }

    /// Whether `other` is this very tree: its nodes and what the solver reads of them are the
    /// same arrays, not equal ones (a tree set up again, or changed, has arrays of its own).
    /// What is made from a tree can then be taken as made (`ClosedFormStacks`).
    func isSameTree(as other: FlatTree) -> Bool {
        func sameArray<Element>(_ a: [Element], _ b: [Element]) -> Bool {
            a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        }
        return sameArray(nodes, other.nodes) && sameArray(attributes, other.attributes) && sameArray(participates, other.participates)
    }

    mutating func setLayout(_ layout: ContainerLayout, of index: Int) {
        nodes[index].layout = layout
        attributes[index].layout = layout
    }

    mutating func setHeight(_ height: Double, of index: Int) {
        nodes[index].size.height = height
        attributes[index].size.height = height
    }

    mutating func setSize(_ size: SizeConstraints, of index: Int) {
        nodes[index].size = size
        attributes[index].size = size
    }

    mutating func setAnchor(_ anchor: AnchorSet, of index: Int) {
        nodes[index].anchor = anchor
        attributes[index].anchor = anchor
    }

    /// Position among the parent's visible children (for tie-breaking, §2.0); nil for the root
    /// and for views that do not take part.
    func childIndex(of view: Int) -> Int? {
        positions[view] < 0 ? nil : Int(positions[view])
    }

    /// Takes every view inside `containers` out of the layout, as if hidden (a table laid out
    /// before its content, `TableFraming`). A subtree is a run of the pre-order: it ends at the
    /// first view whose parent comes before its top.
    mutating func leaveOutContent(of containers: [Int]) {
        for container in containers {
            var view = container + 1
            while view < count, parent[view] >= container {
                participates[view] = false
                view += 1
            }
        }
        indexChildren()
    }

    /// Fills `positions` and the visible children from the structure.
    private mutating func indexChildren() {
        visible = ChildLists(parent: parent, keeping: { participates[$0] })
        positions = Array(repeating: -1, count: nodes.count)
        for index in 0..<nodes.count {
            for (position, child) in visible[index].enumerated() { positions[child] = Int32(position) }
        }
    }

    /// Whether a table or a page view lies above `index`: the table sets the frames of its rows,
    /// headers and footers by hand, the page view holds its pages to its size, and the frame of
    /// either "comes from its parent" (§2.11.2, §2.11.7), so nothing in them sizes it
    /// (`Priority.contentWithinListedEdge`).
    func isInsideList(_ index: Int) -> Bool {
        var ancestor = index >= 0 && index < parent.count ? parent[index] : -1
        while ancestor >= 0 {
            switch attributes[ancestor].layout {
            case .table, .pages: return true
            default: ancestor = parent[ancestor]
            }
        }
        return false
    }

    /// The end of `top`'s subtree, a run of the pre-order: the first view after it whose parent
    /// comes before it.
    func subtreeEnd(of top: Int) -> Int {
        var end = top + 1
        while end < count && parent[end] >= top { end += 1 }
        return end
    }

    /// Children that take part in layout, in document order.
    func visibleChildren(of index: Int) -> ViewIndices {
        visible[index]
    }
}

/// The fields of a `ViewNode` that the tree solve reads in its inner loops, as plain
/// values: reading them costs no reference counting, unlike reading through a node. What
/// most views never set (sibling spacing, custom spacing, priority overrides) is boxed
/// together, nil while all of it is the default: 88 bytes a view fewer (issue #16).
struct LayoutAttributes: Sendable, Equatable {
    // The one-byte fields after the layout, in the room its 17 bytes leave of 24: 40 bytes in all.
    var layout: ContainerLayout
    var viewClass: ViewClass
    var anchor: AnchorSet
    var size: SizeConstraints
    private var rarelySet: RarelySet?

    var weight: Double? { size.weight }

    var spacing: SiblingSpacing { rarelySet?.fields.spacing ?? SiblingSpacing() }
    var customSpacing: Double? { rarelySet?.fields.customSpacing }
    var priorities: PriorityOverrides { rarelySet?.fields.priorities ?? PriorityOverrides() }

    init(_ node: ViewNode) {
        viewClass = node.viewClass
        layout = node.layout
        size = node.size
        anchor = node.anchor
        let fields = RarelySet.Fields(spacing: node.spacing, customSpacing: node.customSpacing, priorities: node.priorities)
        rarelySet = fields == RarelySet.Fields() ? nil : RarelySet(fields)
    }

    /// Never changed once made; equal when the fields are.
    private final class RarelySet: Sendable, Equatable {
        struct Fields: Equatable {
            var spacing = SiblingSpacing()
            var customSpacing: Double? = nil
            var priorities = PriorityOverrides()
        }

        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }

        static func == (lhs: RarelySet, rhs: RarelySet) -> Bool { lhs === rhs || lhs.fields == rhs.fields }
    }
}
