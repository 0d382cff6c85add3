/// Checks JSON text against RFC 8259 before Foundation parses it: Foundation on Linux
/// accepts some invalid JSON (trailing commas), and its error positions are vague.
/// Returns the offset (in Unicode scalars) and a description of the first error.
struct JSONSyntaxChecker {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    struct SyntaxError: Error {
        var offset: Int
        var message: String
    }

    static func firstError(in text: String) -> SyntaxError? {
        var checker = JSONSyntaxChecker(scalars: Array(text.unicodeScalars))
        do {
            checker.skipWhitespace()
            try checker.value(depth: 0)
            checker.skipWhitespace()
            if checker.position < checker.scalars.count { throw checker.error("unexpected text after the JSON value") }
            return nil
        } catch let error as SyntaxError {
            return error
        } catch {
            return SyntaxError(offset: checker.position, message: "\(error)")
        }
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func error(_ message: String) -> SyntaxError { SyntaxError(offset: position, message: message) }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipWhitespace() {
        while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) { position += 1 }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws {
        guard current == scalar else { throw error("expected '\(scalar)'") }
        position += 1
    }

    private mutating func value(depth: Int) throws {
        guard depth < 512 else { throw error("JSON nested too deeply") }
        switch current {
        case "{": try object(depth: depth)
        case "[": try array(depth: depth)
        case "\"": try string()
        case "t": try literal("true")
        case "f": try literal("false")
        case "n": try literal("null")
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar): try number()
        case nil: throw error("unexpected end of JSON")
        default: throw error("unexpected character '\(current.map(String.init) ?? "")'")
        }
    }

    private mutating func object(depth: Int) throws {
        position += 1
        skipWhitespace()
        if current == "}" {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a quoted property name") }
            try string()
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            try value(depth: depth + 1)
            skipWhitespace()
            if current == "," {
                position += 1
                continue
            }
            try expect("}")
            return
        }
    }

    private mutating func array(depth: Int) throws {
        position += 1
        skipWhitespace()
        if current == "]" {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            try value(depth: depth + 1)
            skipWhitespace()
            if current == "," {
                position += 1
                continue
            }
            try expect("]")
            return
        }
    }

    private mutating func string() throws {
        position += 1
        while let scalar = current {
            position += 1
            switch scalar {
            case "\"": return
            case "\\":
                guard let escaped = current else { throw error("unterminated string") }
                position += 1
                if escaped == "u" {
                    for _ in 0..<4 {
                        guard let digit = current, digit.properties.isASCIIHexDigit else { throw error("bad \\u escape") }
                        position += 1
                    }
                } else if !["\"", "\\", "/", "b", "f", "n", "r", "t"].contains(escaped) {
                    throw error("bad escape '\\\(escaped)'")
                }
            default:
                if scalar.value < 0x20 { throw error("control character in string") }
            }
        }
        throw error("unterminated string")
    }

    private mutating func literal(_ word: String) throws {
        for scalar in word.unicodeScalars {
            guard current == scalar else { throw error("expected '\(word)'") }
            position += 1
        }
    }

    private mutating func number() throws {
        if current == "-" { position += 1 }
        guard let first = current, ("0"..."9").contains(first) else { throw error("expected a digit") }
        position += 1
        if first != "0" { digits() }
        if current == "." {
            position += 1
            guard let digit = current, ("0"..."9").contains(digit) else { throw error("expected a digit after '.'") }
            digits()
        }
        if current == "e" || current == "E" {
            position += 1
            if current == "+" || current == "-" { position += 1 }
            guard let digit = current, ("0"..."9").contains(digit) else { throw error("expected an exponent") }
            digits()
        }
    }

    private mutating func digits() {
        while let scalar = current, ("0"..."9").contains(scalar) { position += 1 }
    }
}
