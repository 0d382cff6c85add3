/// How a view arranges its children; the configuration of each container algorithm.
///
/// 24 bytes a view (kept twice, in the node and in the flat tree): the layouts of scroll views,
/// tables and cells, larger and rare, are boxed (`indirect`) where inline they took 40 (issue #16).
public enum ContainerLayout: Sendable, Equatable {
    /// A leaf, or a view whose children MarkupKit does not lay out.
    case none
    /// LMRowView / LMColumnView (§2.2).
    case box(BoxLayout)
    /// UIStackView (§2.8).
    case stack(StackLayout)
    /// LMAnchorView (§2.6).
    case anchor
    /// LMRootView (§2.5).
    case rootView(topPadding: Double, bottomPadding: Double)
    /// LMLayerView (§2.5a).
    case layer(marginsRelative: Bool)
    /// LMScrollView / UIScrollView (§2.7).
    indirect case scroll(ScrollLayout)
    /// A custom UIButton with a child view pinned to its margins (§2.10).
    case buttonContent
    /// LMTableView / UITableView: headers, rows and footers one under the other (§2.11.2).
    indirect case table(TableLayout)
    /// A table cell: its content view, and an accessory view beside it (§2.11.3).
    indirect case tableCell(TableCellLayout)
    /// A cell's content view (§2.11.3 system styles, §2.11.4 and §2.11.5 one content element).
    indirect case cellContent(CellContentLayout)
    /// LMPageView: pages side by side, each as large as the page view (§2.11.7).
    case pages

    /// Whether a view with this layout, of `viewClass`, scrolls its children: a scroll, table,
    /// collection or page view (§2.7, §2.11). They are its content, meant to reach past its bounds.
    public func scrollsContent(of viewClass: ViewClass) -> Bool {
        switch self {
        case .table, .pages, .scroll: true
        default: viewClass.isCollection
        }
    }

    /// LMRowView or LMColumnView.
    public var isBox: Bool {
        if case .box = self { return true }
        return false
    }

    /// Whether the layout engine places the children: not for leaves, nor for views UIKit lays
    /// out by hand (a system cell's content view, §2.11.3; a collection view's items, §2.11.5).
    public var arrangesChildren: Bool {
        switch self {
        case .none, .cellContent(.system): false
        default: true
        }
    }
}

/// Alignment of LMBoxView children on one axis. Rows call the start `top`, columns `leading`.
public enum BoxAlignment: String, Sendable {
    case fill, start, end, center
}

public enum BaselineChoice: String, Sendable {
    case first, last
}

public struct BoxLayout: Sendable, Equatable {
    // The number first, the one-byte fields packed after it (14 bytes, not 19).
    /// 8 by default (§2.2; MarkupKit's value on iOS ≤ 10, markupc's choice, §5.3).
    public var spacing: Double = 8
    /// `.horizontal` for LMRowView, `.vertical` for LMColumnView.
    public var axis: Axis
    public var horizontalAlignment: BoxAlignment = .fill
    public var verticalAlignment: BoxAlignment = .fill
    public var alignToBaseline = false
    public var baseline: BaselineChoice = .first
    public var alignToGrid = false

    public init(axis: Axis) { self.axis = axis }

    public func alignment(on axis: Axis) -> BoxAlignment {
        axis == .horizontal ? horizontalAlignment : verticalAlignment
    }
}

public enum StackDistribution: String, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

public enum StackAlignment: String, Sendable {
    case fill, leading, center, trailing, firstBaseline, lastBaseline
}

public struct StackLayout: Sendable, Equatable {
    // The number first, the one-byte fields packed after it (13 bytes, not 18).
    public var spacing: Double = 0
    public var axis: Axis = .horizontal
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    public var baselineRelativeArrangement = false
    public var layoutMarginsRelativeArrangement = false
    public init() {}
}

public struct ScrollLayout: Sendable, Equatable {
    /// LMScrollView pins its one content view to its content edges; UIScrollView does not.
    public var pinsContent: Bool
    public var fitToWidth = false
    public var fitToHeight = false
    /// `contentInsetAdjustmentBehavior` (§2.7, docs/SAFE_AREA.md).
    public var insetAdjustment = ScrollInsetAdjustment.automatic
    /// A UIScrollView's `contentSize` attribute (§2.7: "contentSize comes from the contentSize
    /// attributes or is 0"); an LMScrollView's is its content view's.
    public var contentSize: Size?
    public init(pinsContent: Bool) { self.pinsContent = pinsContent }

    public func fits(_ axis: Axis) -> Bool { axis == .horizontal ? fitToWidth : fitToHeight }
}

/// UIScrollView's `contentInsetAdjustmentBehavior`: on which edges the scroll view insets its
/// content by the safe area (§2.7).
public enum ScrollInsetAdjustment: String, Sendable {
    case automatic, scrollableAxes, never, always
}

/// LMAnchorView's `anchor` attribute on a child (§2.6).
public struct AnchorSet: Sendable, Equatable, OptionSet {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = AnchorSet(rawValue: 1)
    public static let bottom = AnchorSet(rawValue: 2)
    public static let left = AnchorSet(rawValue: 4)
    public static let right = AnchorSet(rawValue: 8)
    public static let leading = AnchorSet(rawValue: 16)
    public static let trailing = AnchorSet(rawValue: 32)
    public static let all: AnchorSet = [.top, .bottom, .leading, .trailing]
    /// Where the anchors pin both edges and conflict with the view's width, its right edge holds
    /// (else its left one). Set when the attribute is read on a mixed pair whose first-listed
    /// anchor is on the right (§2.6 choice); `RightToLeftMirroring`, which solves a mirrored
    /// problem, sets it on a `left, right` pair (its left edge on the screen holds, as left to
    /// right: §4.1, left and right are unaffected) and flips it on a mixed pair.
    public static let rightOfPairHolds = AnchorSet(rawValue: 64)

    /// The anchors that pin the screen's left edge, and its right edge, in a direction: leading
    /// and trailing swap right to left, left and right do not (§4.1).
    static func leftEdge(rightToLeft: Bool) -> AnchorSet { rightToLeft ? [.left, .trailing] : [.left, .leading] }
    static func rightEdge(rightToLeft: Bool) -> AnchorSet { rightToLeft ? [.right, .leading] : [.right, .trailing] }

    /// Whether these anchors are a mixed pair (§2.6): both edges pinned, with neither `left` and
    /// `right` nor `leading` and `trailing` set, which would stretch the view between them.
    func isMixedPair(rightToLeft: Bool) -> Bool {
        let stretches = isSuperset(of: [.left, .right]) || isSuperset(of: [.leading, .trailing])
        return !stretches && !isDisjoint(with: Self.leftEdge(rightToLeft: rightToLeft))
            && !isDisjoint(with: Self.rightEdge(rightToLeft: rightToLeft))
    }
}
