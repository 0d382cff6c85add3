/// The user's preferred text size (Settings › Display › Text Size), `UIContentSizeCategory`.
/// It scales the text-style fonts (`font="body"`); fonts with an explicit size stay fixed.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    case xSmall, small, medium
    /// The default.
    case large
    case xLarge, xxLarge, xxxLarge
    /// AX1 … AX5, the larger accessibility sizes.
    case accessibilityMedium, accessibilityLarge, accessibilityXLarge, accessibilityXXLarge, accessibilityXXXLarge

    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// The point size of `style` at this category: Apple's Human Interface Guidelines table "Dynamic Type
    /// sizes" for iOS. The Large column is §1.4's. The standard sizes are as published; the accessibility
    /// sizes of title1–3 and largeTitle are recalled from the same table (approximate).
    public func size(of style: TextStyle) -> Double {
        let column = Self.allCases.firstIndex(of: self) ?? 3
        return Self.sizes[style]?[column] ?? style.size
    }

    /// `font` as this category shows it: text styles take the category's size, other fonts are unchanged.
    public func scaled(_ font: FontDescriptor) -> FontDescriptor {
        guard let style = font.textStyle, self != .large else { return font }
        var scaled = font
        scaled.size = size(of: style)
        return scaled
    }

    //                      xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
    private static let sizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
