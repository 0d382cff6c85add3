import Diagnostics
import LayoutTree

/// A document laid out on one screen, flattened for the layout rules: every view with its parent, its
/// frames and whether a MarkupKit container actually placed it.
public struct LaidOutDocument: Sendable {
    public struct View: Sendable {
        /// The typed node as laid out, sharing its storage with the layout's. Rules read the structure
        /// from `children` (indices into `views`), not from the node's own children.
        public var node: ViewNode
        /// Relative to the parent, rounded to pixels.
        public var frame: Rect
        /// Relative to the screen.
        public var absolute: Rect
        public var intrinsicSize: IntrinsicSize
        public var parent: Int?
        public var children: ViewIndices
        /// Placed by a container markupc lays out: not hidden, no hidden ancestor, and every ancestor
        /// arranges its children. Views inside tables, pickers, cells and plain UIViews are not placed,
        /// and layout rules say nothing about them (their frames are only recorded).
        public var isPlaced: Bool
        /// Inside a scroll view's content (scrolled into view, so the screen edges do not cut it off).
        public var isScrollContent: Bool
    }

    public var screen: Screen
    /// `iPhone SE (1st generation) landscape`: how messages name the screen.
    public var screenName: String
    /// Pre-order: index 0 is the root.
    public private(set) var views: [View]
    /// The views a layout rule should look at: placed by a container, in document order, by index
    /// into `views`. Kept, not filtered again for each rule on each screen; indices, not copies of
    /// the views, which each rule's loop copied again (a node and an array retained per view).
    public private(set) var placedIndices: [Int]
    /// The layout's rules around aspect ratios were approximated (`LayoutResult.approximated`).
    public var approximated: Bool
    /// The table rows UIKit makes 44 pt high, their content fitting in 0 (`LayoutResult.rowsAtStandardHeight`).
    public var rowsAtStandardHeight: [ViewNode]

    /// Read from the layout's flat views, which are in pre-order (a view, then its descendants):
    /// a view's index is the same here, its children are the layout's own list of them, and its
    /// parent and container are met before it.
    public init(_ result: LayoutResult, screenName: String) {
        screen = result.screen
        self.screenName = screenName
        approximated = result.approximated
        rowsAtStandardHeight = result.rowsAtStandardHeight
        let laidOut = result.views
        let count = laidOut.count
        views = []
        views.reserveCapacity(count)
        var parents = [Int?](repeating: nil, count: count)
        // Per view, whether its children are placed (it arranges them) and whether they are scroll content.
        var arranges = [Bool](repeating: false, count: count)
        var scrolls = [Bool](repeating: false, count: count)
        var placed: [Int] = []
        for index in 0..<count {
            let view = laidOut[index]
            let parent = parents[index]
            let isPlaced = (parent.map { arranges[$0] } ?? true) && !view.isHidden
            let isScrollContent = parent.map { scrolls[$0] } ?? false
            let children = laidOut.children(of: index)
            // The node as it is: clearing its children here copied every node's storage on every
            // screen (a fortieth of `validate`'s allocations).
            views.append(View(
                node: view.node, frame: view.frame, absolute: view.absolute, intrinsicSize: view.intrinsicSize,
                parent: parent, children: children, isPlaced: isPlaced, isScrollContent: isScrollContent))
            if isPlaced { placed.append(index) }
            arranges[index] = isPlaced && view.node.layout != .none
            scrolls[index] = isScrollContent || view.node.layout.scrollsContent(of: view.node.viewClass)
            for child in children { parents[child] = index }
        }
        placedIndices = placed
    }

    /// Half a pixel: differences below it are rounding, not problems.
    public var tolerance: Double { 0.5 / max(screen.scale, 1) }
}

extension ViewNode {
    /// The view shows a binding's placeholder (`text="$name"`): its width on a device is unknown, so
    /// findings about its width would be about the placeholder.
    var showsBoundText: Bool {
        !content.bindings.isEmpty && AttributeCatalog.textProperties.contains { content.bindings[$0] != nil }
    }
}

extension ViewClass {
    /// Controls a person taps or drags (for touch targets).
    var isControl: Bool {
        switch self {
        case .button, .switchControl, .slider, .stepper, .segmentedControl, .markupSegmentedControl, .textField,
            .pageControl, .datePicker:
            true
        default: false
        }
    }

    /// Leaves that show content of their own (text, a control, an image): what a person sees.
    var showsContent: Bool {
        switch self {
        case .label, .imageView, .textField, .textView, .button, .switchControl, .slider, .stepper, .segmentedControl,
            .markupSegmentedControl, .pageControl, .activityIndicator, .progressView, .datePicker, .pickerView,
            .markupPickerView, .searchBar:
            true
        default: false
        }
    }
}

/// How far a rectangle reaches past each edge of another (positive: outside).
struct EdgeOverflow {
    var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0

    init(of inner: Rect, outside outer: Rect) {
        left = outer.x - inner.x
        top = outer.y - inner.y
        right = inner.maxX - outer.maxX
        bottom = inner.maxY - outer.maxY
    }

    var largest: Double { max(left, top, right, bottom) }

    /// The edges overflowed by more than `tolerance`, named: "left and bottom".
    func edges(beyond tolerance: Double) -> String {
        let names = [("left", left), ("top", top), ("right", right), ("bottom", bottom)]
            .filter { $0.1 > tolerance }.map(\.0)
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
    }
}

extension LaidOutDocument {
    /// Whether view `index` reaches outside its parent's bounds (not counting scroll content, which is
    /// meant to be larger than the scroll view, or views of no size).
    func isOutsideParent(_ index: Int) -> Bool {
        let view = views[index]
        guard let parent = view.parent, view.isPlaced, views[parent].isPlaced, !isScrollView(parent),
            view.absolute.width > tolerance, view.absolute.height > tolerance
        else { return false }
        return EdgeOverflow(of: view.absolute, outside: views[parent].absolute).largest > tolerance
    }

    /// A scroll, table, collection or page view: its children are content that scrolls (§2.7, §2.11).
    func isScrollView(_ index: Int) -> Bool {
        views[index].node.layout.scrollsContent(of: views[index].node.viewClass)
    }

    /// The box view (row or column) whose main axis `index` lies on, if its parent is one.
    func parentBox(of index: Int) -> BoxLayout? {
        guard let parent = views[index].parent, case .box(let box) = views[parent].node.layout else { return nil }
        return box
    }

    /// The weight decides the view's size on `axis` (a weighted child of a row or column, without a fixed
    /// size on that axis, §2.2), so its intrinsic size there is ignored by design.
    func isSizedByWeight(_ index: Int, on axis: Axis) -> Bool {
        guard let box = parentBox(of: index), box.axis == axis, views[index].node.weight != nil else { return false }
        return views[index].node.size.fixed(axis) == nil
    }

    /// A stack whose distribution ignores intrinsic sizes along its axis (fillEqually, fillProportionally).
    func isSizedByStackDistribution(_ index: Int, on axis: Axis) -> Bool {
        guard let parent = views[index].parent, case .stack(let stack) = views[parent].node.layout,
            stack.axis == axis
        else { return false }
        return stack.distribution == .fillEqually || stack.distribution == .fillProportionally
    }
}

extension Rect {
    func size(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func start(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    func end(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
}

extension Axis {
    /// "width" / "height".
    var sizeName: String { self == .horizontal ? "width" : "height" }
    /// "wide" / "tall".
    var extentName: String { self == .horizontal ? "wide" : "tall" }
}
