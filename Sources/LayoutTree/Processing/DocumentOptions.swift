import Foundation
import MarkupParser

/// Inputs of document processing that come from outside the document.
public struct DocumentOptions: Sendable {
    /// `Localizable.strings` contents (`--strings`); nil when none was given.
    public var strings: [String: String]?
    /// `--colors` table.
    public var colors = ColorTable()
    /// Whether `colors` holds the app's colour names (`--colors` or `--resources` given): a name
    /// missing from it is a warning (MK009); otherwise a note, since the app's Colors.plist or asset
    /// catalog may define it (§1.3). Every command reads it, so each reports MK009 alike.
    public var colourNamesAreKnown = true
    /// `--bind key=value` placeholder texts for bindings.
    public var bindings: [String: String] = [:]
    /// The class of a `<root>` element (SEMANTICS.md §1.1); nil when the caller did not say,
    /// in which case the root is a UIView whose children fill its margins.
    public var rootClass: String?
    public var conditions = CaseConditions()
    /// Where `<?properties Name?>` template files (`Name.json`) are looked for; the compiler
    /// adds the document's own directory.
    public var templateDirectories: [String] = []

    /// The options for the document read from `path`: its template files are looked for beside
    /// it (MarkupKit loads `Name.json` from the bundle, §1.8), in every command that reads it.
    public func besideDocument(at path: String) -> DocumentOptions {
        var options = self
        options.templateDirectories.append((path as NSString).deletingLastPathComponent)
        return options
    }
    /// `--resources`: where `<?include name?>` documents are looked for after the including
    /// document's own directory (§1.8).
    public var resourceDirectories: [String] = []
    /// `<?include?>` inserts the named document (MarkupKit 3's behaviour, §1.8); false leaves
    /// the instruction out, as MarkupKit after November 2017 does.
    public var followsIncludes = true
    public var rightToLeft = false
    /// `--pseudo-locale`: fake translations of the text a user sees; nil for the document's own text.
    public var pseudoLocale: PseudoLocale?

    /// `--collection-items N`: the items each collection view shows, which the markup cannot
    /// say (they come from the app's data source, SEMANTICS.md §2.11.5).
    public var collectionItems = 0

    /// The text resolver of these options.
    var attributeText: AttributeText {
        AttributeText(strings: strings, bindings: bindings, pseudoLocale: pseudoLocale)
    }

    /// `--max-input-size`: larger documents are refused before they are read (`FileReader`).
    public var maxInputSize = FileReader.defaultLimit

    public init() {}
}
