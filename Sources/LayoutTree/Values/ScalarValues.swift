import Diagnostics

/// How MarkupKit reads a string given to a scalar property through KVC (§1.2): `NSString.doubleValue`,
/// `longLongValue` and `boolValue` take a leading prefix and ignore the rest.
public enum ScalarReading<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The whole value (surrounding whitespace aside) is the scalar.
    case exact(Value)
    /// Only a leading prefix is the scalar; the rest is silently ignored by MarkupKit.
    case prefix(Value)
    /// Nothing numeric at the start: MarkupKit reads 0, which is almost never what the author meant.
    case none

    public var value: Value? {
        switch self {
        case .exact(let value), .prefix(let value): value
        case .none: nil
        }
    }
}

/// Numbers, integers and booleans with MarkupKit's KVC semantics (§1.2), plus markupc's diagnostics for
/// values MarkupKit would read only in part.
public enum ScalarParser {
    /// The words a boolean attribute is expected to hold; anything else is read by its first character and warned about.
    public static let standardBooleans: Set<String> = ["true", "false", "yes", "no", "YES", "NO", "1", "0"]

    // MARK: Validating parsers (append diagnostics)

    /// A `CGFloat`-like property (`spacing`, `width`, `weight`, …). `"12px"` gives 12 with a warning;
    /// a value with no leading number gives 0, as MarkupKit reads it, and an error.
    public static func number(
        _ value: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> Double {
        switch readNumber(value) {
        case .exact(let number):
            return GeometryLimit.clamped(number, text: value, attribute: attribute, at: location, diagnostics: &diagnostics)
        case .prefix(let number):
            diagnostics.append(LenientValueWarning.partialNumber(value, readAs: number, at: location))
            return GeometryLimit.clamped(number, text: value, attribute: attribute, at: location, diagnostics: &diagnostics)
        case .none:
            // KVC's scalar conversion: no numeric prefix reads as 0 (§1.2), which is what the
            // device lays out; the value is still an error.
            diagnostics.append(
                AttributeValueError(value: value, attribute: attribute, expected: .number, readAs: "0").diagnostic(
                    .error, at: location))
            return 0
        }
    }

    /// An `NSInteger` property (`numberOfLines`, `tag`, …): the leading digits only, so `"2.5"` gives 2 with a warning.
    public static func integer(
        _ value: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> Int {
        switch readInteger(value) {
        case .exact(let number):
            return number
        case .prefix(let number):
            diagnostics.append(LenientValueWarning.partialWholeNumber(value, readAs: number, at: location))
            return number
        case .none:
            diagnostics.append(
                AttributeValueError(value: value, attribute: attribute, expected: .wholeNumber, readAs: "0")
                    .diagnostic(.error, at: location))
            return 0
        }
    }

    /// A `BOOL` property. Every string reads as some boolean, so this never fails; values other than
    /// ``standardBooleans`` get a warning naming what MarkupKit reads (`"on"` is false, `"Tru"` is true).
    /// The `attribute` parameter is unused but kept so that all value parsers share one call shape.
    public static func bool(
        _ value: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> Bool {
        let flag = readBool(value)
        if !standardBooleans.contains(value) {
            diagnostics.append(LenientValueWarning.nonstandardBoolean(value, readAs: flag, at: location))
        }
        return flag
    }

    // MARK: Pure readings (MarkupKit's behaviour, no diagnostics)

    /// `NSString.doubleValue`: skip leading whitespace, then an optional sign, digits with an optional
    /// fraction, and an optional exponent. Hexadecimal, `inf` and `nan` are not numbers here.
    public static func readNumber(_ value: String) -> ScalarReading<Double> {
        // The common case, a plain decimal ("24", "-0.5", "1e3"): the standard parser reads it
        // exactly as the scanner below would, without building a literal.
        if value.utf8.allSatisfy(isPlainNumberByte), let number = Double(value), number.isFinite { return .exact(number) }
        var scanner = PrefixScanner(value)
        scanner.skipWhitespace()
        let sign = scanner.take(where: { $0 == "+" || $0 == "-" }, limit: 1)
        let whole = scanner.take(where: isDigit)
        var fraction = ""
        if scanner.peek == "." {
            scanner.advance()
            fraction = scanner.take(where: isDigit)
            if whole.isEmpty, fraction.isEmpty { return .none }  // a lone "." is not a number
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return .none }
        var exponent = "0"
        if scanner.peek == "e" || scanner.peek == "E" {
            // The exponent counts only when digits follow ("2e" is 2 followed by junk).
            var lookahead = scanner
            lookahead.advance()
            let exponentSign = lookahead.take(where: { $0 == "+" || $0 == "-" }, limit: 1)
            let exponentDigits = lookahead.take(where: isDigit)
            if !exponentDigits.isEmpty {
                exponent = exponentSign + exponentDigits
                scanner = lookahead
            }
        }
        let literal = "\(sign)\(whole.isEmpty ? "0" : whole).\(fraction.isEmpty ? "0" : fraction)e\(exponent)"
        // Too large to hold reads as ±∞, as `doubleValue` gives HUGE_VAL; every reader clamps it to
        // the geometry's limit (`GeometryLimit`) or refuses it.
        guard let number = Double(literal), !number.isNaN else { return .none }
        return scanner.restIsWhitespace ? .exact(number) : .prefix(number)
    }

    private static func isPlainNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    /// `NSString.longLongValue`: skip leading whitespace, an optional sign, then decimal digits.
    /// Out-of-range values clamp, as the Foundation method does.
    public static func readInteger(_ value: String) -> ScalarReading<Int> {
        var scanner = PrefixScanner(value)
        scanner.skipWhitespace()
        let sign = scanner.take(where: { $0 == "+" || $0 == "-" }, limit: 1)
        let digits = scanner.take(where: isDigit)
        guard !digits.isEmpty else { return .none }
        let number = Int(sign + digits) ?? (sign == "-" ? Int.min : Int.max)
        return scanner.restIsWhitespace ? .exact(number) : .prefix(number)
    }

    /// §1.2: true when the first character is Y, y, T, t or a digit 1–9; everything after it is
    /// ignored. (Foundation's `NSString.boolValue` also skips leading spaces, a sign and zeros, so
    /// that " yes", "+1" and "01" are true there: §1.2 reads the first character only, and markupc
    /// follows it, warning of any value other than the standard ones.)
    public static func readBool(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first else { return false }
        return "YyTt123456789".unicodeScalars.contains(first)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}

/// A forward cursor over a string's Unicode scalars, for the prefix readings above.
struct PrefixScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    var restIsWhitespace: Bool { scalars[index...].allSatisfy { $0.properties.isWhitespace } }

    mutating func advance() { index += 1 }

    mutating func skipWhitespace() { _ = take(where: { $0.properties.isWhitespace }) }

    /// Consumes up to `limit` leading scalars that satisfy `predicate` and returns them.
    mutating func take(where predicate: (Unicode.Scalar) -> Bool, limit: Int = .max) -> String {
        var taken = String.UnicodeScalarView()
        var count = 0
        while count < limit, let scalar = peek, predicate(scalar) {
            taken.append(scalar)
            index += 1
            count += 1
        }
        return String(taken)
    }
}
