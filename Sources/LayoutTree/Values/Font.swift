/// Font weights in UIKit's vocabulary (`UIFont.Weight`), lightest first.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// `UIFont.Weight.rawValue` on iOS, for measurers that interpolate between font instances.
    public var uiFontWeight: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }

    /// The spelling used in font names: `Semibold`, `UltraLight`.
    public var nameSuffix: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Dynamic Type text styles at the default content size (Large), iOS 11+ values (§1.4).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    /// A markupc extension: MarkupKit's `fontValue:` does not know it (§5 item 10).
    case largeTitle

    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// Whether MarkupKit itself accepts the name (all but `largeTitle`).
    public var isAcceptedByMarkupKit: Bool { self != .largeTitle }

    /// The ten names MarkupKit accepts, in its order.
    public static let markupKitStyles: [TextStyle] = allCases.filter(\.isAcceptedByMarkupKit)

    public var font: FontDescriptor {
        FontDescriptor(name: "System", size: size, weight: weight, isSystem: true, textStyle: self)
    }
}

/// A font as markupc understands it before measurement: enough to pick metrics (§1.4).
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// `System`, `System-Bold`, … for the system font (text styles use `System`); otherwise the PostScript
    /// or full name exactly as written (`Helvetica-Bold`, `HelveticaNeue`).
    public var name: String
    /// Point size.
    public var size: Double
    /// For named fonts this is inferred from the name (`-Bold`, `-Light`, …), a hint for the measurer.
    public var weight: FontWeight
    public var italic: Bool
    /// The system font (SF Pro on iOS 9+), whose metrics markupc bundles.
    public var isSystem: Bool
    public var textStyle: TextStyle?

    public init(
        name: String, size: Double, weight: FontWeight = .regular, italic: Bool = false, isSystem: Bool = false,
        textStyle: TextStyle? = nil
    ) {
        self.name = name
        self.size = size
        self.weight = weight
        self.italic = italic
        self.isSystem = isSystem
        self.textStyle = textStyle
    }

    /// The system font; `name` is MarkupKit's spelling where one exists (`System`, `System-Bold`, `System-Italic`).
    public static func system(size: Double, weight: FontWeight = .regular, italic: Bool = false) -> FontDescriptor {
        var name = "System"
        if weight != .regular { name += "-" + weight.nameSuffix }
        if italic { name += weight == .regular ? "-Italic" : "Italic" }
        return FontDescriptor(name: name, size: size, weight: weight, italic: italic, isSystem: true)
    }

    // Default fonts of views that have no `font` attribute (§1.4).
    public static let labelDefault = system(size: 17)
    public static let systemButtonDefault = system(size: 15)
    /// Approximate (§1.4).
    public static let textFieldDefault = system(size: 17)
    public static let segmentedControlDefault = system(size: 13)

    /// `System-Bold 17`, or `headline (17 pt semibold)` for a text style.
    public var description: String {
        guard let textStyle else { return "\(name) \(formatNumber(size))" }
        let weightText = weight == .regular ? "" : " \(weight.rawValue)"
        return "\(textStyle.rawValue) (\(formatNumber(size)) pt\(weightText))"
    }
}
