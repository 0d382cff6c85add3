import Diagnostics

/// Enumeration attributes, matched by key name only and case-sensitively (§1.6). A key means the same
/// enumeration on every element, which is why `alignment` (UIStackView) and `horizontalAlignment` /
/// `verticalAlignment` (LMBoxView) are distinct keys.
public struct EnumerationTable: Hashable, Sendable {
    /// Key → accepted case names, in UIKit's declaration order (the order used in messages).
    public let valuesByKey: [String: [String]]
    /// Keys that do not affect layout; markupc validates and records them only.
    public let recordOnlyKeys: Set<String>

    public init(valuesByKey: [String: [String]], recordOnlyKeys: Set<String> = []) {
        self.valuesByKey = valuesByKey
        self.recordOnlyKeys = recordOnlyKeys
    }

    /// The accepted values for `key` (the last key-path component), or nil when `key` is not an enumeration.
    public func values(forKey key: String) -> [String]? {
        valuesByKey[Self.lastComponent(of: key)]
    }

    public func isEnumeration(_ key: String) -> Bool { values(forKey: key) != nil }

    /// The value when `attribute`'s key accepts it; otherwise an error naming the cases and, when one is close,
    /// offering it as the fix-it.
    public func validate(_ value: String, attribute: String) -> Result<String, AttributeValueError> {
        guard let cases = values(forKey: attribute), !cases.contains(value) else { return .success(value) }
        return .failure(
            AttributeValueError(
                value: value, attribute: attribute, expected: .oneOf(cases),
                suggestion: closestMatch(to: value, among: cases)))
    }

    /// The value, or nil after an error: MarkupKit passes nil to a scalar property, which raises (§1.2).
    /// A key that is not an enumeration passes its value through unchanged.
    public func parse(
        _ value: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> String? {
        switch validate(value, attribute: attribute) {
        case .success(let value):
            return value
        case .failure(let error):
            diagnostics.append(error.diagnostic(.error, at: location))
            return nil
        }
    }

    /// The text after the last `.` (all of it when there is none), found on the UTF-8 bytes:
    /// splitting at every `.` allocated an array of substrings per attribute read.
    static func lastComponent(of keyPath: String) -> String {
        guard let dot = keyPath.utf8.lastIndex(of: UInt8(ascii: ".")) else { return keyPath }
        return String(keyPath[keyPath.utf8.index(after: dot)...])
    }
}

extension EnumerationTable {
    /// §1.6's table.
    public static let standard: EnumerationTable = {
        let visibility = ["never", "whileEditing", "unlessEditing", "always"]
        let tristate = ["default", "no", "yes"]
        let layout: [String: [String]] = [
            "contentMode": ContentMode.allCases.map(\.rawValue),
            "textAlignment": TextAlignment.allCases.map(\.rawValue),
            "lineBreakMode": LineBreakMode.allCases.map(\.rawValue),
            "contentHorizontalAlignment": ["center", "left", "right", "fill"],
            "contentVerticalAlignment": ["center", "top", "bottom", "fill"],
            "borderStyle": TextBorderStyle.allCases.map(\.rawValue),
            "clearButtonMode": visibility,
            "leftViewMode": visibility,
            "rightViewMode": visibility,
            "activityIndicatorViewStyle": ActivityIndicatorStyle.allCases.map(\.rawValue),
            "contentInsetAdjustmentBehavior": ["automatic", "scrollableAxes", "never", "always"],
            "horizontalAlignment": ["fill", "leading", "trailing", "center"],
            "verticalAlignment": ["fill", "top", "bottom", "center"],
            "baseline": ["first", "last"],
            "axis": ["horizontal", "vertical"],
            "alignment": ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"],
            // equalCentering is its own case in markupc, not MarkupKit's equalSpacing (§5 item 1).
            "distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
        ]
        // Record only: the UIKit case name without its type prefix, first letter lower-case (§1.6).
        let recordOnly: [String: [String]] = [
            "autocapitalizationType": ["none", "words", "sentences", "allCharacters"],
            "autocorrectionType": tristate,
            "spellCheckingType": tristate,
            "smartQuotesType": tristate,
            "smartDashesType": tristate,
            "smartInsertDeleteType": tristate,
            // MarkupKit itself spelt the second case `ASCIICapable`; both spellings are accepted.
            "keyboardType": [
                "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad", "ASCIICapable",
            ],
            "keyboardAppearance": ["default", "dark", "light", "alert"],
            "returnKeyType": [
                "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
                "continue",
            ],
            "barStyle": ["default", "black", "blackOpaque", "blackTranslucent"],
            "searchBarStyle": ["default", "prominent", "minimal"],
            "indicatorStyle": ["default", "black", "white"],
            "keyboardDismissMode": ["none", "onDrag", "interactive"],
            "separatorStyle": ["none", "singleLine", "singleLineEtched"],
            "accessoryType": ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"],
            "selectionStyle": ["none", "blue", "gray", "default"],
            "scrollDirection": ["vertical", "horizontal"],
            "tintAdjustmentMode": ["automatic", "normal", "dimmed"],
            "datePickerMode": ["time", "date", "dateAndTime", "countDownTimer"],
        ]
        return EnumerationTable(
            valuesByKey: layout.merging(recordOnly) { first, _ in first }, recordOnlyKeys: Set(recordOnly.keys))
    }()
}
