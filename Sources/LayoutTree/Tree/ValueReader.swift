import Diagnostics

/// Reads one attribute's value as the type its name calls for, collecting diagnostics
/// at the value's own position (so a bad value never stops the document).
struct ValueReader {
    let name: String
    let value: String
    let location: SourceLocation
    let colors: ColorParser
    var diagnostics = DiagnosticBag()

    init(name: String, value: String, location: SourceLocation, colors: ColorParser) {
        self.name = name
        self.value = value
        self.location = location
        self.colors = colors
    }

    mutating func number() -> Double {
        ScalarParser.number(value, attribute: name, at: location, diagnostics: &diagnostics)
    }

    mutating func integer() -> Int {
        ScalarParser.integer(value, attribute: name, at: location, diagnostics: &diagnostics)
    }

    mutating func bool() -> Bool? {
        ScalarParser.bool(value, attribute: name, at: location, diagnostics: &diagnostics)
    }

    mutating func color() -> Color? {
        colors.parse(value, attribute: name, at: location, diagnostics: &diagnostics)
    }

    mutating func font() -> FontDescriptor? {
        FontParser().parse(value, attribute: name, at: location, diagnostics: &diagnostics)
    }

    mutating func enumeration() -> String? {
        EnumerationTable.standard.parse(value, attribute: name, at: location, diagnostics: &diagnostics)
    }

    /// §1.6's value as its typed case (`ContentEnumerations`); nil, with an error, for another.
    mutating func enumeration<Value: RawRepresentable>(as type: Value.Type) -> Value? where Value.RawValue == String {
        enumeration().flatMap(Value.init(rawValue:))
    }

    /// One of `allowed`, else an error with a suggestion.
    mutating func choice(_ allowed: [String]) -> String? {
        if allowed.contains(value) { return value }
        diagnostics.append(
            AttributeValueError(value: value, attribute: name, expected: .oneOf(allowed), suggestion: closestMatch(to: value, among: allowed))
                .diagnostic(.error, at: location))
        return nil
    }

    /// `anchor="top, left, right"` (§2.6). Unknown names add nothing (MarkupKit), with a warning.
    mutating func anchorSet() -> AnchorSet {
        let names: [String: AnchorSet] = [
            "none": [], "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "leading": .leading, "trailing": .trailing, "all": .all,
        ]
        // The edges each horizontal anchor conflicts with: the other side's, in the other words.
        let opposite: [(AnchorSet, AnchorSet)] = [(.left, .trailing), (.trailing, .left), (.leading, .right), (.right, .leading)]
        var set: AnchorSet = []
        var mixed = false
        for part in value.split(separator: ",") {
            let word = part.trimmingCharacters(in: [" ", "\t", "\n"])
            if var anchor = names[word] {
                // A mixed pair keeps the natural width and honours the first-listed anchor (§2.6 choice).
                for (edge, other) in opposite where anchor.contains(edge) && set.contains(other) {
                    anchor.remove(edge)
                    mixed = true
                }
                set.formUnion(anchor)
            } else {
                let known = ["none", "top", "bottom", "left", "right", "leading", "trailing", "all"]
                diagnostics.append(
                    AttributeValueError(value: word, attribute: name, expected: .oneOf(known), suggestion: closestMatch(to: word, among: known))
                        .diagnostic(.warning, at: location))
            }
        }
        if mixed {
            // Both edges would be pinned, which conflicts unless the sizes agree (§2.6 choice).
            diagnostics.append(Diagnostic(
                .warning, "anchor '\(value)' mixes left/right with leading/trailing; write 'left, right' or 'leading, trailing'",
                at: location, rule: .mixedAnchors))
        }
        return set
    }

    /// Attributes with no layout meaning: converted by the last key-path component's name
    /// (§1.2) to check the value, or reported as unknown.
    mutating func validateByKeyName(knownNames: Set<String> = AttributeCatalog.all, suggestions: SuggestionCandidates = AttributeCatalog.suggestions) {
        let key = name.split(separator: ".").last.map(String.init) ?? name
        if key.hasSuffix("Color") || key.hasSuffix("color") {
            _ = color()
        } else if key.hasSuffix("Font") || key.hasSuffix("font") {
            _ = font()
        } else if EnumerationTable.standard.isEnumeration(key) {
            _ = EnumerationTable.standard.parse(value, attribute: name, at: location, diagnostics: &diagnostics)
        } else if key.hasSuffix("Inset") || key.hasSuffix("Insets") {
            _ = number()
        } else if !knownNames.contains(name) && !AttributeCatalog.isKnownKeyPath(name) {
            diagnostics.append(Diagnostic(
                .warning, "unknown attribute '\(name)'", at: location, rule: .unknownAttribute,
                fixIt: suggestions.closestMatch(to: name).map { "did you mean '\($0)'?" }))
        }
    }
}

extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

/// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` and `(in: .whitespaces)`, on
/// Unicode scalars as Foundation trims, without bridging to `NSString` (a sixth of reading the
/// periodic table's templates went there). `.whitespacesAndNewlines` is the Unicode White_Space
/// property and `.whitespaces` the space separators (Zs) and the tab, each with the zero-width
/// space (U+200B), which Foundation still counts as a space (its tests compare every scalar).
extension StringProtocol {
    func trimmingWhitespace() -> String {
        trimmingScalars { $0.properties.isWhitespace || $0 == "\u{200B}" }
    }

    func trimmingSpacesAndTabs() -> String {
        trimmingScalars { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
