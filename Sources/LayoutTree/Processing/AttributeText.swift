import Diagnostics

/// Resolves the value prefixes MarkupKit checks before conversion (SEMANTICS.md §1.2):
/// `$expr` bindings, `@key` localised strings and the `^` escape.
struct AttributeText {
    var strings: [String: String]?
    /// `--bind key=value`: text shown for a binding instead of the literal `$expr`.
    var bindings: [String: String]
    /// `--pseudo-locale`: applied to the text a user sees, after `@key` lookup; nil for none.
    var pseudoLocale: PseudoLocale? = nil

    enum Resolved {
        case text(String)
        /// A binding: placeholder text for text properties; no effect on layout otherwise.
        case binding(expression: String, placeholder: String)
    }

    /// Attributes whose text a user sees: the pseudo-locale changes these and nothing else (never ids,
    /// classes, image, font or colour names, actions). Segment titles are shown text too (`<segment title>`).
    static let shownText: Set<String> = AttributeCatalog.textProperties.union(["prompt"])

    /// `value` of attribute `name` as shown: resolved, then pseudo-localised when `name` is shown text.
    /// Bindings stay as they are: their placeholders stand for data, which is not translated.
    func resolve(
        _ value: String, attribute name: String, at location: SourceLocation, diagnostics: inout DiagnosticBag
    ) -> Resolved {
        switch resolve(value, at: location, diagnostics: &diagnostics) {
        case .text(let text): .text(shown(text, attribute: name))
        case .binding(let expression, let placeholder): .binding(expression: expression, placeholder: placeholder)
        }
    }

    /// A value that is not resolved (a template's) as it is shown.
    func shown(_ text: String, attribute name: String) -> String {
        guard let pseudoLocale, Self.shownText.contains(name) else { return text }
        return pseudoLocale.transform(text)
    }

    func resolve(_ value: String, at location: SourceLocation, diagnostics: inout DiagnosticBag) -> Resolved {
        if value.hasPrefix("$") {
            let expression = String(value.dropFirst())
            let key = expression.components(separatedBy: "::").first ?? expression
            return .binding(expression: expression, placeholder: bindings[key] ?? value)
        }
        if value.hasPrefix("@") {
            let key = String(value.dropFirst())
            guard let strings else { return .text(value) }
            if let localized = strings[key] { return .text(localized) }
            diagnostics.append(Diagnostic(
                .warning, "localized string '\(key)' not found; showing '\(value)'", at: location, rule: .missingLocalizedString))
            return .text(value)
        }
        if value.hasPrefix("^") {
            return .text(String(value.dropFirst()))
        }
        return .text(value)
    }
}

