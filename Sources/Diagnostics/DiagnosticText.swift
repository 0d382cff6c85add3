/// Text from a document (values, template names, encodings) and from the command line (file names) inside a
/// one-line diagnostic. A newline or carriage return in it would start a line of its own, which editors, CI log
/// scanners and GitHub Actions (`::error …`) read as a diagnostic or command of its own; terminal escapes could
/// hide or rewrite what is shown. Such characters are written as Swift-style escapes (`\n`, `\u{1B}`).
public enum DiagnosticText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A whole diagnostic line: escaped, and never starting with `::`, which GitHub Actions reads as a workflow
    /// command (a file named `::error::x.xml` is written `./::error::x.xml`, the same file).
    public static func line(_ text: String) -> String {
        let escaped = escaped(text)
        return escaped.hasPrefix("::") ? "./" + escaped : escaped
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
