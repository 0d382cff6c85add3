import Diagnostics

/// What a value should have looked like: the tail of an "invalid value" message.
public enum ExpectedValue: Hashable, Sendable, CustomStringConvertible {
    /// An enumeration (§1.6); the cases are listed in the table's order.
    case oneOf([String])
    /// §1.3.
    case colour
    /// §1.4.
    case font
    /// A KVC number (§1.2) or a uniform inset (§1.7).
    case number
    /// A KVC integer such as `numberOfLines` (§1.2).
    case wholeNumber
    /// A CGSize such as a UIScrollView's `contentSize` (§2.7).
    case size
    /// No `style` at all: the class (named) has no factory method of its own (§1.2).
    case noStyle(String)

    public var description: String {
        switch self {
        case .oneOf(let cases): "one of " + cases.joined(separator: ", ")
        case .colour: "a colour (#rrggbb, #rrggbbaa or a colour name)"
        case .font: "a font ('<Name> <size>', 'System 17', 'System-Bold 17' or a text style such as 'body')"
        case .number: "a number"
        case .wholeNumber: "a whole number"
        case .size: "a size '{width, height}' of numbers not below 0"
        case .noStyle(let viewClass): "no style: \(viewClass) has no factory method, MarkupKit creates it with 'new'"
        }
    }
}

/// A value that could not be converted for its attribute. Every value parser reports through this one
/// type so that all bad-value diagnostics read alike:
/// `invalid value 'verticle' for attribute 'axis': expected one of horizontal, vertical (did you mean 'vertical'?)`.
public struct AttributeValueError: Error, Hashable, Sendable, CustomStringConvertible {
    public var value: String
    /// The attribute as written, key path included (`titleLabel.font`).
    public var attribute: String
    public var expected: ExpectedValue
    /// A corrected value to offer as the fix-it, when one is plausible.
    public var suggestion: String?
    /// What MarkupKit sets all the same, when it sets something (KVC reads a number with no
    /// numeric prefix as 0, §1.2).
    public var readAs: String?

    public init(value: String, attribute: String, expected: ExpectedValue, suggestion: String? = nil, readAs: String? = nil) {
        self.value = value
        self.attribute = attribute
        self.expected = expected
        self.suggestion = suggestion
        self.readAs = readAs
    }

    public var message: String {
        "invalid value '\(value)' for attribute '\(attribute)': expected \(expected)" + (readAs.map { "; MarkupKit reads it as \($0)" } ?? "")
    }

    public var fixIt: String? { suggestion.map { "did you mean '\($0)'?" } }

    public var description: String { message }

    /// The diagnostic at the value's position. Severity is the caller's policy (§1.2: unknown enumerations and
    /// unusable numbers are errors; colours and fonts fall back to the default, so they are warnings).
    public func diagnostic(_ severity: Severity, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity, message, at: location, rule: ruleID, fixIt: fixIt)
    }

    /// The lint rule this value error belongs to (the registry in `Sources/Lint` describes each):
    /// - `MK005`: `center` on a box view's main axis, a value MarkupKit rejects with an exception (§2.2, §5.8);
    /// - `MK009`: a colour *name* that is neither built in nor in the colour table: the app's Colors.plist,
    ///   asset catalog or a pattern image may still define it (§1.3), so it is reported apart from bad values;
    /// - `MK004`: every other invalid value (enumeration, number, colour, font, insets).
    public var ruleID: RuleID {
        switch expected {
        case .oneOf(let cases)
        where value == "center" && !cases.contains(value)
            && (attribute == "horizontalAlignment" || attribute == "verticalAlignment"):
            return .valueMarkupKitRejects
        case .colour where !value.hasPrefix("#") && !value.isEmpty:
            return .unknownColourName
        default:
            return .invalidValue
        }
    }
}
