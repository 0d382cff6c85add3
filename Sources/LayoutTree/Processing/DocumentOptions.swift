/// Inputs of document processing that come from outside the document.
public struct DocumentOptions: Sendable {
    /// `Localizable.strings` contents (`--strings`); nil when none was given.
    public var strings: [String: String]?
    /// `--colors` table.
    public var colors = ColorTable()
    /// `--bind key=value` placeholder texts for bindings.
    public var bindings: [String: String] = [:]
    /// The class of a `<root>` element (SEMANTICS.md §1.1).
    public var rootClass = "UIView"
    /// The caller did not name the root class, so `rootClass` is only a guess.
    public var rootClassIsDefault = true
    public var conditions = CaseConditions()
    public var rightToLeft = false

    public init() {}
}
