/// Pseudo-localisation (`--pseudo-locale`): fake translations of the text a user sees, to find
/// truncation, clipping and mirroring problems before translators do.
///
/// - `accented`: letters become accented look-alikes and every string is bracketed, as Android's
///   en-XA pseudo-locale does: `Hello` → `[Ĥéļļö]`. Hard-coded (untransformed) text stands out, and a
///   clipped bracket shows clipping.
/// - `long`: every string grows as translations from English do, by IBM's expansion table (see
///   `expansion(ofLength:)`): `Email` → `Email one·`.
/// - `rtl`: a right-to-left pseudo-text — each line's characters in reverse order (how a right-to-left
///   script's run is laid out on screen) between two RIGHT-TO-LEFT MARKs (U+200F, no width) — and the
///   layout mirrored, as `--rtl` mirrors it: `Hello` → `\u{200F}olleH\u{200F}`.
public enum PseudoLocale: String, CaseIterable, Sendable {
    case accented, long, rtl

    /// The layout runs right-to-left (leading and trailing swap).
    public var mirrorsLayout: Bool { self == .rtl }

    /// `text` as this pseudo-locale shows it.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .accented:
            return "[" + String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 })) + "]"
        case .long:
            return text + Self.padding(count: Self.expansion(ofLength: text.count))
        case .rtl:
            // Each paragraph reversed in place, cut where a label breaks its lines (§3.1) and its
            // separators kept as they were.
            var reversed = ""
            var end = text.startIndex
            for range in text.paragraphRanges {
                reversed.append(contentsOf: text[end..<range.lowerBound])
                reversed.append(contentsOf: text[range].reversed())
                end = range.upperBound
            }
            return "\u{200F}" + reversed + "\u{200F}"
        }
    }

    /// Characters a translation adds to a string of `length` characters: the lower bound of IBM's
    /// expansion table for English source text, as W3C's "Text size in translation" (Richard Ishida,
    /// 2007, https://www.w3.org/International/articles/article-text-size) reproduces it — up to 10
    /// characters +100 %, 11–20 +80 %, 21–30 +60 %, 31–50 +40 %, 51–70 +31 %, over 70 +30 % — rounded up.
    public static func expansion(ofLength length: Int) -> Int {
        let percent: Int
        switch length {
        case ...10: percent = 100
        case 11...20: percent = 80
        case 21...30: percent = 60
        case 31...50: percent = 40
        case 51...70: percent = 31
        default: percent = 30
        }
        return (length * percent + 99) / 100
    }

    /// Words appended after a space, so that the longer text still wraps between words; cut to
    /// `count` characters, a cut that would end in a space ends in `·` instead (trailing spaces
    /// take no room on a device).
    static func padding(count: Int) -> String {
        guard count > 0 else { return "" }
        guard count > 1 else { return "·" }
        var words = ""
        while words.count < count - 1 { words += Self.padWords }
        var cut = String(words.prefix(count - 1))
        if cut.hasSuffix(" ") { cut = String(cut.dropLast()) + "·" }
        return " " + cut
    }

    private static let padWords = "one two three four five six seven eight nine ten "

    /// Android's pseudo-localiser's look-alikes (aapt2 Pseudolocalizer), one precomposed scalar each.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(Character, Character)] = [
            ("a", "å"), ("b", "ƀ"), ("c", "ç"), ("d", "ð"), ("e", "é"), ("f", "ƒ"), ("g", "ĝ"), ("h", "ĥ"),
            ("i", "î"), ("j", "ĵ"), ("k", "ķ"), ("l", "ļ"), ("m", "ɱ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"),
            ("q", "ǫ"), ("r", "ŕ"), ("s", "š"), ("t", "ţ"), ("u", "û"), ("v", "ṽ"), ("w", "ŵ"), ("x", "ẋ"),
            ("y", "ý"), ("z", "ž"),
            ("A", "Å"), ("B", "Ɓ"), ("C", "Ç"), ("D", "Ð"), ("E", "É"), ("F", "Ƒ"), ("G", "Ĝ"), ("H", "Ĥ"),
            ("I", "Î"), ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ļ"), ("M", "Ṁ"), ("N", "Ñ"), ("O", "Ö"), ("P", "Þ"),
            ("Q", "Ǫ"), ("R", "Ŕ"), ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("V", "Ṽ"), ("W", "Ŵ"), ("X", "Ẋ"),
            ("Y", "Ý"), ("Z", "Ž"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (plain, accented) in pairs {
            if let from = plain.unicodeScalars.first, let to = accented.unicodeScalars.first { table[from] = to }
        }
        return table
    }()
}
