/// The `.strings` text grammar (old-style property list, restricted to string entries):
///
///     file  := (entry)*            with whitespace, /* block */ and // line comments anywhere between tokens
///     entry := string ('=' string)? ';'      (a key alone means the value is the key itself)
///     string := "quoted, with \ escapes" | unquoted [A-Za-z0-9_$+/:.-]+
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let source: String
    private var index = 0
    private var line = 1
    private var column = 1

    init(text: String, source: String) {
        scalars = Array(text.unicodeScalars)
        self.source = source
    }

    mutating func parseEntries() throws -> [String: String] {
        var entries: [String: String] = [:]
        try skipTrivia()
        if peek == "\u{FEFF}" {  // a BOM left in decoded text
            advance()
            try skipTrivia()
        }
        while let next = peek {
            guard next == "\"" || Self.isUnquoted(next) else {
                throw error("expected a quoted key, found '\(next)'")
            }
            let key = try parseString()
            try skipTrivia()
            var value = key
            if peek == "=" {
                advance()
                try skipTrivia()
                guard let start = peek, start == "\"" || Self.isUnquoted(start) else {
                    throw error("expected a quoted value after '=' for key \"\(key)\"")
                }
                value = try parseString()
                try skipTrivia()
                guard peek == ";" else { throw error("expected ';' after the value of \"\(key)\"") }
            } else if peek != ";" {
                throw error("expected '=' after key \"\(key)\"")
            }
            advance()  // the ';'
            entries[key] = value  // a repeated key: the later entry wins
            try skipTrivia()
        }
        return entries
    }

    // MARK: Tokens

    private mutating func parseString() throws -> String {
        if peek != "\"" {
            var text = String.UnicodeScalarView()
            while let scalar = peek, Self.isUnquoted(scalar) {
                text.append(scalar)
                advance()
            }
            return String(text)
        }
        let (startLine, startColumn) = (line, column)
        advance()  // the opening quote
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else {
                throw StringsTableError(
                    source: source, line: startLine, column: startColumn, message: "unterminated string")
            }
            advance()
            switch scalar {
            case "\"":
                return String(text)
            case "\\":
                text.append(try parseEscape())
            default:
                text.append(scalar)
            }
        }
    }

    /// After a backslash: C escapes, `\U` / `\u` with one to four hex digits (a surrogate pair is two such
    /// escapes), and up to three octal digits. Any other character stands for itself.
    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard let scalar = peek else { throw error("unterminated string") }
        advance()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "U", "u":
            let unit = try hexUnit()
            if (0xD800...0xDBFF).contains(unit) {
                guard peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" || scalars[index + 1] == "u"
                else { throw error("unpaired surrogate \\U\(String(unit, radix: 16, uppercase: true))") }
                advance()
                advance()
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired surrogate \\U\(String(unit, radix: 16, uppercase: true))")
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            guard let result = Unicode.Scalar(unit) else {
                throw error("unpaired surrogate \\U\(String(unit, radix: 16, uppercase: true))")
            }
            return result
        case "0"..."7":
            var value = scalar.value - 48
            var count = 1
            while count < 3, let digit = peek, ("0"..."7").contains(digit) {
                value = value * 8 + digit.value - 48
                advance()
                count += 1
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"  // at most 0o777: always a scalar
        default:
            return scalar  // \" \' \\ and unknown escapes
        }
    }

    private mutating func hexUnit() throws -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < 4, let digit = peek, let digitValue = Int(String(digit), radix: 16) {
            value = value * 16 + UInt32(digitValue)
            advance()
            count += 1
        }
        guard count > 0 else { throw error("\\U must be followed by hexadecimal digits") }
        return value
    }

    // MARK: Trivia and position

    private mutating func skipTrivia() throws {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", next == "/" {
                while let inComment = peek, inComment != "\n", inComment != "\r" { advance() }
            } else if scalar == "/", next == "*" {
                let (startLine, startColumn) = (line, column)
                advance()
                advance()
                while !(peek == "*" && next == "/") {
                    guard peek != nil else {
                        throw StringsTableError(
                            source: source, line: startLine, column: startColumn, message: "unterminated comment")
                    }
                    advance()
                }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    /// Moves past one scalar, counting CR, LF and CRLF as one line break each.
    private mutating func advance() {
        guard let scalar = peek else { return }
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek != "\n") {
            line += 1
            column = 1
        } else if scalar != "\r" {
            column += 1
        }
    }

    private func error(_ message: String) -> StringsTableError {
        StringsTableError(source: source, line: line, column: column, message: message)
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_$+/:.-".unicodeScalars.contains(scalar))
    }
}
