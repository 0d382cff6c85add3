import Diagnostics

public struct Rect: Sendable, Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// Points with at most 4 decimals and no trailing zeros (§4.2: "Report values with 4 decimals").
public func formatPoints(_ value: Double) -> String {
    var rounded = (value * 10_000).rounded() / 10_000
    if rounded == 0 { rounded = 0 }  // no "-0"
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.4f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// One view after layout.
public struct LaidOutView: Sendable {
    /// The typed node (its `children` are in `children` below, laid out).
    public var node: ViewNode
    /// Relative to the parent's bounds, rounded to the pixel grid.
    public var frame: Rect
    /// Relative to the screen.
    public var absolute: Rect
    public var intrinsicSize: IntrinsicSize
    /// The view is hidden itself (its descendants are not laid out either).
    public var isHidden: Bool
    /// For labels with text: the lines shown in the final frame (§3.1), truncated text ending in "…".
    public var lines: [String]?
    /// A label's text did not fit its frame: it was truncated or clipped.
    public var truncated: Bool
    public var children: [LaidOutView]

    public init(
        node: ViewNode, frame: Rect, absolute: Rect, intrinsicSize: IntrinsicSize, isHidden: Bool,
        lines: [String]? = nil, truncated: Bool = false, children: [LaidOutView]
    ) {
        self.node = node
        self.frame = frame
        self.absolute = absolute
        self.intrinsicSize = intrinsicSize
        self.isHidden = isHidden
        self.lines = lines
        self.truncated = truncated
        self.children = children
    }
}

public struct LayoutResult: Sendable {
    public var screen: Screen
    public var root: LaidOutView
}
