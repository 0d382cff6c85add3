import Diagnostics

/// Converts a font attribute value (§1.4) exactly as MarkupKit's `fontValue:` does, and says where the
/// device would disagree with markupc's reading.
public struct FontParser: Sendable {
    /// Something about an accepted value that deserves a warning.
    public enum Caveat: Hashable, Sendable {
        /// `largeTitle`: the one extension §1.4 allows, which MarkupKit rejects (§5 item 10).
        case notAcceptedByMarkupKit
        /// The size had trailing junk (`17pt`); MarkupKit's `floatValue` reads the leading number.
        case partialSize(text: String, readAs: Double)
    }

    public struct Reading: Hashable, Sendable {
        public var font: FontDescriptor
        public var caveats: [Caveat] = []
    }

    public init() {}

    /// The font for `value`, or nil (after a warning) when it cannot be resolved: §1.2 says the view then keeps its
    /// default font. Extensions MarkupKit rejects are accepted with a warning.
    public func parse(
        _ value: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> FontDescriptor? {
        switch resolve(value, attribute: attribute) {
        case .success(let reading):
            for caveat in reading.caveats {
                switch caveat {
                case .notAcceptedByMarkupKit:
                    diagnostics.append(rejectionWarning(value, attribute: attribute, font: reading.font, at: location))
                case .partialSize(let text, let size):
                    diagnostics.append(LenientValueWarning.partialNumber(text, readAs: size, at: location))
                }
            }
            return reading.font
        case .failure(let error):
            diagnostics.append(error.diagnostic(.warning, at: location))
            return nil
        }
    }

    /// The reading without diagnostics. The value is matched exactly and case-sensitively (§1.4): a text style
    /// name, or `<Name> <size>` split on single spaces into exactly two parts.
    public func resolve(_ value: String, attribute: String) -> Result<Reading, AttributeValueError> {
        if let style = TextStyle(rawValue: value) {
            return .success(
                Reading(font: style.font, caveats: style.isAcceptedByMarkupKit ? [] : [.notAcceptedByMarkupKit]))
        }
        let invalid = AttributeValueError(value: value, attribute: attribute, expected: .font)
        let parts = value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            return .failure(with(invalid, suggestion: suggestion(forMalformed: value, parts: parts)))
        }
        let (name, sizeText) = (parts[0], parts[1])
        var caveats: [Caveat] = []
        let size: Double
        switch ScalarParser.readNumber(sizeText) {
        // Sizes beyond the geometry's limit are not fonts (their glyphs would overflow every frame).
        case .exact(let number) where number > 0 && GeometryLimit.contains(number):
            size = number
        case .prefix(let number) where number > 0 && GeometryLimit.contains(number):
            size = number
            caveats.append(.partialSize(text: sizeText, readAs: number))
        default:
            return .failure(invalid)  // a size that is not a positive number
        }
        guard !name.isEmpty else { return .failure(invalid) }

        if name == "System" || name.hasPrefix("System-") {
            // MarkupKit knows exactly System, System-Bold and System-Italic (§1.4, matched exactly and
            // case-sensitively); any other name (`System-Semibold`, `System-bold`) goes to
            // `fontWithName:`, which finds no such font, so the view keeps its default font.
            guard let (weight, italic) = Self.systemVariant(name) else {
                return .failure(
                    with(invalid, suggestion: closestMatch(to: name, among: Self.systemFontNames).map { "\($0) \(sizeText)" }))
            }
            guard Self.systemFontNames.contains(name) else {
                // The nearest name MarkupKit knows: bold for the heavier weights, else italic or plain.
                let nearest = [.semibold, .bold, .heavy, .black].contains(weight) ? "System-Bold" : italic ? "System-Italic" : "System"
                var refused = with(invalid, suggestion: "\(nearest) \(sizeText)")
                refused.readAs = "the view's default font (no font is named '\(name)')"
                return .failure(refused)
            }
            var font = FontDescriptor.system(size: size, weight: weight, italic: italic)
            font.name = name
            return .success(Reading(font: font, caveats: caveats))
        }
        // Not a font anyone has: a text style given a size, or `system` in the wrong case.
        if TextStyle(rawValue: name) != nil {
            return .failure(with(invalid, suggestion: name))
        }
        if name.lowercased() == "system" || name.lowercased().hasPrefix("system-") {
            let variant = Self.systemVariant("System" + name.dropFirst("System".count))
            let candidate =
                variant.map { FontDescriptor.system(size: size, weight: $0.0, italic: $0.1).name } ?? "System"
            return .failure(with(invalid, suggestion: "\(candidate) \(sizeText)"))
        }
        let (weight, italic) = Self.styleHint(fromPostScriptName: name)
        return .success(
            Reading(font: FontDescriptor(name: name, size: size, weight: weight, italic: italic), caveats: caveats))
    }

    /// The system font's names MarkupKit knows (§1.4).
    public static let systemFontNames = ["System", "System-Bold", "System-Italic"]

    /// The weight and slant a `System-<Weight>`, `System-<Weight>Italic` or `System-Italic` name
    /// asks for, weights as in `UIFont.Weight` (any case): the three of `systemFontNames`, and the
    /// names that only look like them (`System-Semibold`), which no font has.
    static func systemVariant(_ name: String) -> (FontWeight, Bool)? {
        if name == "System" { return (.regular, false) }
        guard name.hasPrefix("System-") else { return nil }
        var suffix = name.dropFirst("System-".count).lowercased()
        var italic = false
        if suffix.hasSuffix("italic") {
            italic = true
            suffix.removeLast("italic".count)
            if suffix.isEmpty { return (.regular, true) }
        }
        guard let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == suffix }) else { return nil }
        return (weight, italic)
    }

    /// Weight and slant guessed from a PostScript name's style part (`HelveticaNeue-MediumItalic`), so that a
    /// measurer without the font file can still estimate. Names without a style part are regular.
    static func styleHint(fromPostScriptName name: String) -> (FontWeight, Bool) {
        guard let dash = name.lastIndex(of: "-") else { return (.regular, false) }
        let style = name[name.index(after: dash)...].lowercased()
        let italic = style.contains("italic") || style.contains("oblique")
        // Longer words first: "semibold" and "extrabold" contain "bold", "ultralight" contains "light".
        let words: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        let weight = words.first { style.contains($0.0) }?.1 ?? .regular
        return (weight, italic)
    }

    /// A corrected value for one that does not split into exactly two parts: `Helvetica Neue 17` →
    /// `HelveticaNeue 17` (the PostScript name has no spaces), `System Bold 17` → `System-Bold 17`,
    /// `System  17` → `System 17`, and a misspelt text style (`Body`, `headine`) → the style.
    private func suggestion(forMalformed value: String, parts: [String]) -> String? {
        let words = parts.filter { !$0.isEmpty }
        if words.count == 1 {
            return closestMatch(to: words[0], among: TextStyle.markupKitStyles.map(\.rawValue))
        }
        guard words.count >= 2, let last = words.last, case .exact(let size) = ScalarParser.readNumber(last), size > 0
        else { return nil }
        let nameWords = words.dropLast()
        if nameWords.count == 1 { return "\(nameWords[0]) \(last)" }
        if nameWords.count == 2, nameWords.first == "System" {
            let variant = "System-" + nameWords[1]
            if Self.systemVariant(variant) != nil { return "\(variant) \(last)" }
        }
        // A trailing style word joins with a dash, as in PostScript names (`HelveticaNeue-Bold`).
        if let style = nameWords.last, Self.styleHint(fromPostScriptName: "-" + style) != (.regular, false) {
            return nameWords.dropLast().joined() + "-" + style + " " + last
        }
        return nameWords.joined() + " " + last
    }

    private func with(_ error: AttributeValueError, suggestion: String?) -> AttributeValueError {
        var error = error
        error.suggestion = suggestion
        return error
    }

    private func rejectionWarning(
        _ value: String, attribute: String, font: FontDescriptor, at location: SourceLocation?
    ) -> Diagnostic {
        let size = formatNumber(font.size)
        return LenientValueWarning.markupKitRejects(
            value, attribute: attribute, onDevice: "iOS would show the default font",
            .readAs("the \(font.textStyle?.rawValue ?? value) text style (\(size) pt)"), at: location,
            fixIt: "write 'System \(size)' for the same size in MarkupKit")
    }
}
