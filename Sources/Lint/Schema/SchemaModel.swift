import LayoutTree

/// Every element and attribute markupc knows, with the values each attribute takes: the input of the
/// RELAX NG and XSD writers (`markupc schema`). Built from the tree builder's own tables (view classes,
/// the attribute catalog, §1.6's enumerations), so the schema says what `validate` checks.
///
/// Open where MarkupKit is open: any other attribute is allowed (a key path such as `layer.shadowColor`
/// is a property of the view), and values starting with `$` (binding), `@` (localised string) or `^`
/// (escape) are allowed everywhere (§1.2). Module-qualified custom classes (`MyApp.MyView`) cannot be
/// named in a schema and do not validate.
public struct SchemaModel: Sendable {
    public enum ValueType: Sendable, Equatable {
        case text
        case number
        case boolean
        case choice([String])
        /// `anchor`: a comma-separated list of these words.
        case list([String])
        /// A gradient's `locations`: a comma-separated list of numbers.
        case numberList
    }

    public struct Attribute: Sendable {
        public var name: String
        public var type: ValueType
    }

    public struct Element: Sendable {
        public var name: String
        /// Takes view elements as children.
        public var takesChildViews: Bool
        /// Lower-case elements it accepts (`segment`, `row`, …).
        public var untypedChildren: [String]
        /// `style` values; nil when any style is passed through.
        public var styles: [String]?
    }

    /// View elements, `root` last.
    public var elements: [Element]
    /// Attributes every view element takes, sorted by name; `style` is per element.
    public var attributes: [Attribute]
    /// Lower-case elements some class accepts, sorted.
    public var untypedElements: [String]

    public static let standard = SchemaModel()

    init() {
        var elements = ViewClass.allCases.map { viewClass in
            Element(
                name: viewClass.rawValue, takesChildViews: viewClass.takesChildViews,
                untypedChildren: viewClass.untypedChildTags, styles: viewClass.factoryStyles)
        }
        untypedElements = Array(Set(ViewClass.allCases.flatMap(\.untypedChildTags))).sorted()
        // `<root>` is the caller's view, of a class only the caller knows: it takes anything.
        elements.append(Element(name: "root", takesChildViews: true, untypedChildren: untypedElements, styles: nil))
        self.elements = elements
        attributes = AttributeCatalog.all.subtracting(["style"]).sorted().map { Attribute(name: $0, type: Self.type(of: $0)) }
    }

    static let booleanValues = ["true", "false", "yes", "no", "YES", "NO", "1", "0"]
    static let anchorValues = ["none", "top", "bottom", "left", "right", "leading", "trailing", "all"]

    /// The values an attribute takes: the catalogue's kind of value (`AttributeCatalog.valueKind`), with the
    /// words of an enumeration from §1.6's table (by the last key-path component, as §1.2 converts).
    public static func type(of name: String) -> ValueType {
        let key = name.split(separator: ".").last.map(String.init) ?? name
        switch AttributeCatalog.valueKind(of: name) {
        case .anchorList: return .list(anchorValues)
        case .boolean: return .boolean
        case .number, .insets: return .number
        case .numberOrSystem, .colorList: return .text
        case .numberList: return .numberList
        default:
            guard var values = EnumerationTable.standard.values(forKey: key) else { return .text }
            // `alignment` is also the first LMBoxView's, with words of its own (`baseline`, `left`).
            if key == "alignment" {
                for word in BoxLayout.legacyRowAlignments + BoxLayout.legacyColumnAlignments where !values.contains(word) { values.append(word) }
            }
            return .choice(values)
        }
    }
}
