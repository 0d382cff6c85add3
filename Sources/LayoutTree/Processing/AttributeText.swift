import Diagnostics

/// Resolves the value prefixes MarkupKit checks before conversion (SEMANTICS.md §1.2):
/// `$expr` bindings, `@key` localised strings and the `^` escape.
struct AttributeText {
    var strings: [String: String]?
    /// `--bind key=value`: text shown for a binding instead of the literal `$expr`.
    var bindings: [String: String]

    enum Resolved {
        case text(String)
        /// A binding: placeholder text for text properties; no effect on layout otherwise.
        case binding(expression: String, placeholder: String)
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
                .warning, "localized string '\(key)' not found; showing '\(value)'", at: location, rule: "MK016"))
            return .text(value)
        }
        if value.hasPrefix("^") {
            return .text(String(value.dropFirst()))
        }
        return .text(value)
    }
}

