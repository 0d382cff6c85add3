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

    /// A CGSize as `NSStringFromCGSize` writes it, `{width, height}` (the braces may be left out);
    /// nil, with a warning, for anything else (a UIScrollView's `contentSize`, §2.7).
    mutating func size() -> Size? {
        var text = value.trimmingWhitespace()
        if text.hasPrefix("{") && text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width >= 0, height >= 0, GeometryLimit.contains(width), GeometryLimit.contains(height)
        {
            return Size(width: width, height: height)
        }
        diagnostics.append(
            AttributeValueError(value: value, attribute: name, expected: .size).diagnostic(.warning, at: location))
        return nil
    }

    /// A comma-separated list, each item read as `item` reads it (diagnostics at the list's value);
    /// the items that read as nothing are left out (a gradient's `colors`, `locations`).
    mutating func list<Item>(_ item: (inout ValueReader) -> Item?) -> [Item] {
        value.split(separator: ",").compactMap { part in
            var reader = ValueReader(name: name, value: String(part).trimmingWhitespace(), location: location, colors: colors)
            defer { diagnostics.append(contentsOf: reader.diagnostics) }
            return item(&reader)
        }
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
    /// `rightToLeft`: the layout's direction, which decides the edges leading and trailing pin
    /// (§4.1), and so which anchors make a mixed pair.
    mutating func anchorSet(rightToLeft: Bool = false) -> AnchorSet {
        let names: [String: AnchorSet] = [
            "none": [], "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "leading": .leading, "trailing": .trailing, "all": .all,
        ]
        var set: AnchorSet = []
        // The horizontal anchors in the order written.
        var listed: [AnchorSet] = []
        for part in value.split(separator: ",") {
            let word = part.trimmingCharacters(in: [" ", "\t", "\n"])
            if let anchor = names[word] {
                set.formUnion(anchor)
                listed.append(anchor.intersection([.left, .right, .leading, .trailing]))
            } else {
                let known = ["none", "top", "bottom", "left", "right", "leading", "trailing", "all"]
                diagnostics.append(
                    AttributeValueError(value: word, attribute: name, expected: .oneOf(known), suggestion: closestMatch(to: word, among: known))
                        .diagnostic(.warning, at: location))
            }
        }
        // §2.6: `left` and `right`, or `leading` and `trailing`, stretch the view between them (and
        // any other anchor pins one of the same edges). Otherwise anchors on both edges are a mixed
        // pair, both pinned at 1000 with the view's natural width, which conflicts unless the sizes
        // agree (an anchor view that sizes itself to the view); where they do not, the view keeps
        // its natural width and the first-listed anchor's edge (choice): `rightOfPairHolds` where
        // that is the right one. Which edge `leading` and `trailing` pin depends on the direction:
        // `left, leading` is one edge left to right and both right to left.
        if set.isMixedPair(rightToLeft: rightToLeft) {
            let first = listed.first { !$0.isEmpty } ?? []
            if first.isDisjoint(with: AnchorSet.leftEdge(rightToLeft: rightToLeft)) { set.insert(.rightOfPairHolds) }
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
