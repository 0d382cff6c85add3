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
    formatNumber(value, decimals: 4)
}

/// A number with at most `decimals` decimals and no trailing zeros, exponent-free below 9e15.
public func formatNumber(_ value: Double, decimals: Int) -> String {
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let units = (value * factor).rounded()
    guard units.isFinite, abs(units) < 9e15 else { return "\(value)" }
    // Integer arithmetic: much faster than String(format:), which JSON output calls per number.
    var remaining = Int64(units)
    if remaining == 0 { return "0" }  // no "-0"
    let negative = remaining < 0
    if negative { remaining = -remaining }
    let scale = Int64(factor)
    var text = negative ? "-" : ""
    text += String(remaining / scale)
    var fraction = remaining % scale
    guard fraction != 0 else { return text }
    var digits = decimals
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let fractionText = String(fraction)
    return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
}

/// One view after layout.
public struct LaidOutView: Sendable {
    /// The typed node as built (its own `children` are the typed ones; the laid-out ones are `children` below).
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
