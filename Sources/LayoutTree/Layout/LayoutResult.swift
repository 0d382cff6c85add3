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
    appendWritten(to: &bytes) { writeNumber(value, decimals: decimals, to: $0) }
}

/// An integer in decimal, as UTF-8 bytes.
public func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
    appendWritten(to: &bytes) { writeInteger(value, to: $0) }
}

/// Appends what `write` writes into room for `numberCapacity` bytes on the stack (it returns how many).
private func appendWritten(to bytes: inout [UInt8], _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: numberCapacity) { buffer in
        guard let start = buffer.baseAddress else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: write(start)))
    }
}

/// The most bytes `writeNumber` or `writeInteger` writes (a `Double`'s description takes at most 24).
public let numberCapacity = 40

/// `formatNumber`'s bytes written at `start`, which has room for `numberCapacity`; returns how
/// many. The one place numbers are formatted: the writers above and the JSON emitter's frames
/// (several numbers gathered before they are appended) call it.
public func writeNumber(_ value: Double, decimals: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
    // Points have 4 decimals: with the scale a constant there, its divisions are multiplications.
    if decimals == 4 { return writeNumber(value, scale: 10_000, decimals: 4, to: start) }
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    return writeNumber(value, scale: scale, decimals: decimals, to: start)
}

/// `writeNumber` with `scale` = 10 to the power `decimals`.
@inline(__always)
private func writeNumber(_ value: Double, scale: Int64, decimals: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
    let units = (value * Double(scale)).rounded()
    guard units.isFinite, abs(units) < 9e15 else {
        var count = 0
        for byte in "\(value)".utf8.prefix(numberCapacity) {
            start[count] = byte
            count += 1
        }
        return count
    }
    var remaining = Int64(units)
    if remaining == 0 {  // no "-0"
        start[0] = UInt8(ascii: "0")
        return 1
    }
    var count = 0
    if remaining < 0 {
        start[0] = UInt8(ascii: "-")
        count = 1
        remaining = -remaining
    }
    count += writeDigits(UInt64(remaining / scale), width: 1, to: start + count)
    let fraction = remaining % scale
    guard fraction != 0 else { return count }
    // The fraction's digits, leading zeros kept and trailing ones dropped.
    var digits = UInt64(fraction), width = decimals
    while digits % 10 == 0 {
        digits /= 10
        width -= 1
    }
    start[count] = UInt8(ascii: ".")
    count += 1
    return count + writeDigits(digits, width: width, to: start + count)
}

/// An integer in decimal written at `start` (room for `numberCapacity`); returns how many bytes.
public func writeInteger(_ value: Int64, to start: UnsafeMutablePointer<UInt8>) -> Int {
    guard value < 0 else { return writeDigits(value.magnitude, width: 1, to: start) }
    start[0] = UInt8(ascii: "-")
    return 1 + writeDigits(value.magnitude, width: 1, to: start + 1)
}

/// `value` in decimal with at least `width` digits (zeros in front), written at `start`, last
/// digit first, by constant divisions (multiplications); returns how many.
private func writeDigits(_ value: UInt64, width: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 1, rest = value / 10
    while rest > 0 {
        count += 1
        rest /= 10
    }
    count = max(count, width)
    var remaining = value
    for index in stride(from: count - 1, through: 0, by: -1) {
        start[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
    }
    return count
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
    /// The table rows whose content fits in 0 pt, which UIKit makes the standard 44 pt high
    /// with a console warning (SEMANTICS.md §2.11.2), in document order.
    public var rowsAtStandardHeight: [ViewNode] = []

    public init(screen: Screen, views: LaidOutViews, approximated: Bool = false) {
        self.screen = screen
        self.views = views
        self.approximated = approximated
    }
}
