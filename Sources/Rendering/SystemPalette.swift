import LayoutTree

/// The light-mode colours UIKit draws its controls with when the markup sets none (iOS 13+,
/// SEMANTICS.md §1.3: approximate). One table, so a changed value changes every painter.
enum SystemPalette {
    static let tint = Color.defaultTint
    static let screen = Color.white
    static let label = Color.black
    /// `UIColor.placeholderText`: #3C3C43 at 30 %.
    static let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// `tertiarySystemFill`-like grey of segment, stepper and search-field backgrounds.
    static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// Slider and progress tracks.
    static let track = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    static let switchTrack = Color(red: 233 / 255, green: 233 / 255, blue: 234 / 255)
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    static let textFieldBorder = Color(white: 0, alpha: 0.2)
    static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    static let bar = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
    static let shadow = Color(white: 0, alpha: 0.12)
    /// `--debug` outlines, one colour per depth.
    static let debugPalette: [Color] = [
        Color(red: 1, green: 0, blue: 0.6), Color(red: 0, green: 0.55, blue: 1), Color(red: 0.1, green: 0.7, blue: 0.2),
        Color(red: 1, green: 0.5, blue: 0), Color(red: 0.55, green: 0.2, blue: 0.9),
    ]
}

extension Color {
    /// `#rrggbb`: SVG 1.1 has no alpha in colour values; opacity goes in a separate attribute.
    var svgRGB: String {
        let bytes = [red, green, blue].map { min(max(Int(($0 * 255).rounded()), 0), 255) }
        return "#" + bytes.map { byte in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    /// `fill="#rrggbb"` plus `fill-opacity` when not opaque (and `stroke`, `stroke-opacity` alike).
    func paint(_ property: String = "fill", opacity: Double = 1) -> SVGWriter.Attributes {
        var attributes: SVGWriter.Attributes = [(property, svgRGB)]
        let effective = min(max(alpha * opacity, 0), 1)
        if effective < 1 { attributes.append(("\(property)-opacity", svgNumber(effective))) }
        return attributes
    }

    var isVisible: Bool { alpha > 0.001 }
}
