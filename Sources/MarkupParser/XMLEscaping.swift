/// Writing XML: text made safe for character data or a double-quoted attribute value.
public enum XMLEscaping {
    /// XML 1.0 escaping. Characters XML 1.0 cannot carry at all (C0 controls other than tab,
    /// newline and carriage return; U+FFFE, U+FFFF) are replaced by U+FFFD. In attributes,
    /// quotes, newlines and tabs become references so that they survive normalisation.
    public static func escaped(_ text: String, inAttribute: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            case "\r": result += "&#13;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
