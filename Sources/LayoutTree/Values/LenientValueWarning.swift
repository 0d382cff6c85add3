import Diagnostics

/// Warnings for values that are *used*, but not the way the author probably meant: either MarkupKit reads
/// only part of them (§1.2 KVC conversion), or markupc accepts an extension that MarkupKit itself rejects
/// (`largeTitle`), so the device would show something else, or that both refuse (`#rgb`).
public enum LenientValueWarning {
    /// Lint rule of values MarkupKit reads only in part (`12px`, `2.5` for an integer, `on` for a BOOL).
    static let partialValueRule = RuleID.valueReadInPart
    /// Lint rule of values MarkupKit rejects although markupc reads them (`#rgb`, `largeTitle`, …); shared
    /// with `center` on a box view's main axis (see `AttributeValueError.ruleID`).
    static let rejectedValueRule = RuleID.valueMarkupKitRejects

    /// `'12px' is not a number; MarkupKit reads it as 12` (§1.2: numbers take the leading numeric prefix).
    public static func partialNumber(_ value: String, readAs number: Double, at location: SourceLocation?) -> Diagnostic
    {
        Diagnostic(.warning, "'\(value)' is not a number; MarkupKit reads it as \(formatNumber(number))", at: location, rule: partialValueRule)
    }

    /// `'12.5' is not a whole number; MarkupKit reads it as 12` (KVC integers read the leading digits only).
    public static func partialWholeNumber(_ value: String, readAs number: Int, at location: SourceLocation?)
        -> Diagnostic
    {
        Diagnostic(.warning, "'\(value)' is not a whole number; MarkupKit reads it as \(number)", at: location, rule: partialValueRule)
    }

    /// `'maybe' is not a boolean (true, false, yes, no, 1 or 0); MarkupKit reads it as false` (§1.2 BOOL rule).
    public static func nonstandardBoolean(_ value: String, readAs flag: Bool, at location: SourceLocation?)
        -> Diagnostic
    {
        Diagnostic(
            .warning, "'\(value)' is not a boolean (true, false, yes, no, 1 or 0); MarkupKit reads it as \(flag)",
            at: location, rule: partialValueRule)
    }

    /// What markupc makes of a value MarkupKit rejects: its own reading (an extension), or, like
    /// the device, the default (`fallback`: "the default colour").
    public enum Outcome {
        case readAs(String)
        case refused(showing: String)
    }

    /// `MarkupKit does not accept 'largeTitle' for attribute 'font' (iOS would show the default font); markupc reads it
    /// as …`, or `… (the short #rgb form is not a colour); iOS and markupc show the default colour`. `onDevice` says
    /// why, or what a real device does instead.
    public static func markupKitRejects(
        _ value: String, attribute: String, onDevice reason: String, _ outcome: Outcome,
        at location: SourceLocation?, fixIt: String? = nil
    ) -> Diagnostic {
        let result: String
        switch outcome {
        case .readAs(let reading): result = "markupc reads it as \(reading)"
        case .refused(let fallback): result = "iOS and markupc show \(fallback)"
        }
        return Diagnostic(
            .warning, "MarkupKit does not accept '\(value)' for attribute '\(attribute)' (\(reason)); \(result)",
            at: location, rule: rejectedValueRule, fixIt: fixIt)
    }
}
