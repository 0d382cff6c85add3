/// An intrinsic content size; nil on an axis means "no intrinsic metric" (UIViewNoIntrinsicMetric).
///
/// Each axis is stored as a number, "no metric" as a NaN of its own that no computation makes
/// (a NaN keeps the payload of the NaN it came from, and this one is never handed out): 16 bytes
/// where two `Double?` took 32, for every view, held through the whole layout (issue #16).
public struct IntrinsicSize: Sendable, Equatable {
    private var storedWidth: Double
    private var storedHeight: Double

    private static let noMetricBits: UInt64 = 0x7FF8_0000_4E4F_4E45
    private static var noMetric: Double { Double(bitPattern: noMetricBits) }

    public var width: Double? {
        get { Self.metric(storedWidth) }
        set { storedWidth = newValue ?? Self.noMetric }
    }
    public var height: Double? {
        get { Self.metric(storedHeight) }
        set { storedHeight = newValue ?? Self.noMetric }
    }

    public init(width: Double?, height: Double?) {
        storedWidth = width ?? Self.noMetric
        storedHeight = height ?? Self.noMetric
    }

    private static func metric(_ stored: Double) -> Double? {
        stored.bitPattern == noMetricBits ? nil : stored
    }

    /// Equal as the optional numbers are (a NaN metric equals nothing, as before).
    public static func == (lhs: IntrinsicSize, rhs: IntrinsicSize) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    public static let none = IntrinsicSize(width: nil, height: nil)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// Measures text. The layout engine asks through this interface so that real font metrics
/// (FreeType) and the deterministic estimate can be swapped without touching layout.
public protocol TextMeasuring: Sendable {
    /// Width of one line of `text` (advance widths) in `font`, unrounded.
    func width(of text: String, font: FontDescriptor) -> Double
    /// UIFont.lineHeight for `font`.
    func lineHeight(of font: FontDescriptor) -> Double
    /// Distance from the top of a line to its baseline (the ascender).
    func ascender(of font: FontDescriptor) -> Double
    /// A warning when `font` is not measured with the font it names (a substitute, an estimate); nil when it is.
    func resolutionNote(for font: FontDescriptor) -> String?
    /// Whether iOS would find `font` (§1.4): the system font, a text style, one of iOS's own fonts
    /// (`IOSFontNames`) or one this machine has (the app's, given with `--font-dir`). One it would not
    /// find leaves the view its default font (`LeafMeasurer.droppingUnknownFonts`).
    func knows(_ font: FontDescriptor) -> Bool
}

extension TextMeasuring {
    public func resolutionNote(for font: FontDescriptor) -> String? { nil }
    /// Without font files, every name is taken as written.
    public func knows(_ font: FontDescriptor) -> Bool { true }
}

/// SEMANTICS.md §1.4's fallback when no font file is available: 0.5 × size per character,
/// SF Pro Text's line height ratio (1.19336) and ascender (1950/2048).
public struct EstimatedTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, font: FontDescriptor) -> Double {
        Double(text.count) * 0.5 * font.size
    }

    public func lineHeight(of font: FontDescriptor) -> Double { font.size * (1950.0 + 494.0) / 2048.0 }

    public func ascender(of font: FontDescriptor) -> Double { font.size * 1950.0 / 2048.0 }

    /// The distance from the baseline down to the bottom of a line: SF Pro Text's 494/2048.
    public func descender(of font: FontDescriptor) -> Double { font.size * 494.0 / 2048.0 }
}
