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

/// A width and a height in points (made by the layout: its memberwise initialiser is internal).
public struct Size: Sendable, Equatable {
    public var width: Double
    public var height: Double
}

/// A position in points (made by the layout).
public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double
}

/// Points with at most 4 decimals and no trailing zeros (§4.2: "Report values with 4 decimals").
public func formatPoints(_ value: Double) -> String {
    formatNumber(value, decimals: 4)
}

/// A number with at most `decimals` decimals and no trailing zeros, exponent-free below 9e15.
public func formatNumber(_ value: Double, decimals: Int) -> String {
    var bytes: [UInt8] = []
    appendNumber(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// `formatNumber` written straight into UTF-8 bytes, as the JSON and text output do for every
/// frame. Integer arithmetic: much faster than `String(format:)`.
public func appendNumber(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let units = (value * Double(scale)).rounded()
    guard units.isFinite, abs(units) < 9e15 else {
        bytes.append(contentsOf: "\(value)".utf8)
        return
    }
    var remaining = Int64(units)
    if remaining == 0 {  // no "-0"
        bytes.append(UInt8(ascii: "0"))
        return
    }
    if remaining < 0 {
        bytes.append(UInt8(ascii: "-"))
        remaining = -remaining
    }
    appendInteger(remaining / scale, to: &bytes)
    let fraction = remaining % scale
    guard fraction != 0 else { return }
    // The fraction's digits, leading zeros kept and trailing ones dropped.
    var digits = UInt64(fraction), width = decimals
    while digits % 10 == 0 {
        digits /= 10
        width -= 1
    }
    bytes.append(UInt8(ascii: "."))
    appendDigits(digits, width: width, to: &bytes)
}

/// An integer in decimal, as UTF-8 bytes.
public func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(value.magnitude, width: 1, to: &bytes)
}

/// `value` in decimal with at least `width` digits (zeros in front), appended at once: the
/// digits are made last to first in a small buffer, by constant divisions (multiplications).
private func appendDigits(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
    if value < 10 && width <= 1 {
        bytes.append(UInt8(ascii: "0") + UInt8(value))
        return
    }
    var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for any UInt64
    withUnsafeMutableBytes(of: &buffer) { digits in
        var remaining = value, start = digits.count
        repeat {
            start -= 1
            digits[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        } while remaining > 0 || digits.count - start < width
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: digits[start...]))
    }
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
    /// Outside what its scroll view (table, page or collection view) shows (§2.11.2).
    public var isOffscreen: Bool
    public var children: [LaidOutView]

    public init(
        node: ViewNode, frame: Rect, absolute: Rect, intrinsicSize: IntrinsicSize, isHidden: Bool,
        lines: [String]? = nil, truncated: Bool = false, isOffscreen: Bool = false, children: [LaidOutView]
    ) {
        self.isOffscreen = isOffscreen
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
    /// Every view with its frames, in document order.
    public let views: LaidOutViews
    /// The views as a tree (built when first asked for).
    public var root: LaidOutView { views.root }
    /// Views in the layout, hidden ones included: how much work writing it out is.
    public var viewCount: Int { views.count }
    /// The views with an aspect ratio and their containers were too many to solve as one
    /// constraint system, and the rules not stated as costs were approximated
    /// (`ExactLayoutSolver.Limits.region`).
    public var approximated = false

    public init(screen: Screen, views: LaidOutViews, approximated: Bool = false) {
        self.screen = screen
        self.views = views
        self.approximated = approximated
    }
}
