import Diagnostics

/// Converts a colour attribute value (§1.3) and reports what MarkupKit would do differently.
public struct ColorParser: Sendable {
    /// Where a colour came from: markupc records this so that output can say why a colour was chosen.
    public enum Source: Hashable, Sendable {
        case hex
        /// `#rgb`: MarkupKit yields nil, so the device shows the default colour; read only to suggest the long form.
        case shortHex
        case table
        case builtIn
    }

    public struct Reading: Hashable, Sendable {
        public var color: Color
        public var source: Source
    }

    public var table: ColorTable
    /// Whether the app's colour names are known (`DocumentOptions.colourNamesAreKnown`): a name
    /// missing from `table` is then a warning (MK009); otherwise a note.
    public var namesAreKnown: Bool

    public init(table: ColorTable = ColorTable(), namesAreKnown: Bool = true) {
        self.table = table
        self.namesAreKnown = namesAreKnown
    }

    /// The colour for `value`, or nil (after a warning) when it cannot be resolved: §1.2 says the view then
    /// keeps its default colour. `#rgb` is one of those (§1.3: MarkupKit makes it `#rgbff`, which has the
    /// wrong length); the warning says which long form was probably meant.
    public func parse(
        _ value: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> Color? {
        switch resolve(value, attribute: attribute) {
        case .success(let reading):
            if reading.source == .shortHex {
                diagnostics.append(
                    LenientValueWarning.markupKitRejects(
                        value, attribute: attribute, onDevice: "the short #rgb form is not a colour",
                        .refused(showing: "the default colour"), at: location, fixIt: "write '\(reading.color.hexString)'"))
                return nil
            }
            return reading.color
        case .failure(let error):
            // A name the app's Colors.plist or asset catalog may define, when markupc was not given them.
            let severity: Severity = error.ruleID == .unknownColourName && !namesAreKnown ? .note : .warning
            diagnostics.append(error.diagnostic(severity, at: location))
            return nil
        }
    }

    /// The reading without diagnostics. Lookup order (§1.3): a value starting with `#` is hexadecimal and
    /// nothing else; otherwise the colour table, then the built-in constants. (Images used as pattern colours
    /// and asset-catalog colour sets, MarkupKit's first two steps, are not known here.)
    public func resolve(_ value: String, attribute: String) -> Result<Reading, AttributeValueError> {
        if value.hasPrefix("#") {
            if let color = Color(hex: value) { return .success(Reading(color: color, source: .hex)) }
            if let color = Self.shortHex(value) { return .success(Reading(color: color, source: .shortHex)) }
            return .failure(AttributeValueError(value: value, attribute: attribute, expected: .colour))
        }
        if let color = table[value] { return .success(Reading(color: color, source: .table)) }
        if let color = Color.builtInNames[value] { return .success(Reading(color: color, source: .builtIn)) }
        return .failure(
            AttributeValueError(
                value: value, attribute: attribute, expected: .colour, suggestion: suggestion(for: value)))
    }

    /// `#rgb` expanded as in CSS: each digit doubled (`#f80` is `#ff8800`).
    static func shortHex(_ value: String) -> Color? {
        let digits = value.utf8.dropFirst()
        guard digits.count == 3, digits.allSatisfy({ hexDigitValue($0) != nil }) else { return nil }
        let doubled = digits.map { byte -> String in
            let character = String(UnicodeScalar(byte))
            return character + character
        }
        return Color(hex: "#" + doubled.joined())
    }

    /// A known name close to `value`: a misspelling (`bleu`), a wrong case (`Red`), a copied selector
    /// name (`redColor`, since MarkupKit appends `Color` itself) or stray whitespace.
    private func suggestion(for value: String) -> String? {
        let trimmed = trimmingWhitespace(value)
        if trimmed != value, (try? resolve(trimmed, attribute: "").get()) != nil { return trimmed }
        let known = table.names + Color.builtInNameList.filter { table[$0] == nil }
        if value.hasSuffix("Color") {
            let stem = String(value.dropLast("Color".count))
            if known.contains(stem) { return stem }
        }
        return closestMatch(to: value, among: known)
    }
}
