/// An sRGB colour with components in 0…1, as UIKit's `colorWithRed:green:blue:alpha:` takes them (§1.3).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey, like `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#rrggbb` or `#rrggbbaa`, hexadecimal in either case; each channel is divided by 255 (§1.3).
    /// Only the forms MarkupKit accepts: the `#rgb` extension is handled by ``ColorParser``.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var channels: [Double] = []
        for offset in stride(from: 0, to: digits.count, by: 2) {
            guard let high = hexDigitValue(digits[offset]), let low = hexDigitValue(digits[offset + 1]) else {
                return nil
            }
            channels.append(Double(high * 16 + low) / 255)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// `#rrggbb` when opaque, otherwise `#rrggbbaa`; lower-case, each channel rounded to the nearest byte.
    public var hexString: String {
        let bytes = [red, green, blue, alpha].map { min(max(Int(($0 * 255).rounded()), 0), 255) }
        let shown = bytes[3] == 255 ? bytes.prefix(3) : bytes[...]
        return "#"
            + shown.map { byte in
                let text = String(byte, radix: 16)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }

    public var description: String { hexString }

    /// The colour markupc reads for `value`, without diagnostics: hex, then `table`, then the built-in
    /// constants (§1.3). Nil when nothing matches, and for the `#rgb` form MarkupKit refuses.
    public static func parse(_ value: String, table: ColorTable = ColorTable()) -> Color? {
        guard let reading = try? ColorParser(table: table).resolve(value, attribute: "color").get(), reading.source != .shortHex
        else { return nil }
        return reading.color
    }
}

/// The value of one ASCII hexadecimal digit, in either case.
func hexDigitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
}
