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
    let tenThousandths = (value * 10_000).rounded()
    guard tenThousandths.isFinite, abs(tenThousandths) < 9e15 else { return "\(value)" }
    // Integer arithmetic: much faster than String(format:), which JSON output calls per number.
    var units = Int64(tenThousandths)
    if units == 0 { return "0" }  // no "-0"
    let negative = units < 0
    if negative { units = -units }
    var text = negative ? "-" : ""
    text += String(units / 10_000)
    var fraction = units % 10_000
    guard fraction != 0 else { return text }
    var digits = 4
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let fractionText = String(fraction)
    return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
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
