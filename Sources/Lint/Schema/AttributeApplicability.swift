import LayoutTree

/// Which attributes have an effect on which element, read from the attribute catalogue that MK007
/// checks against (`AttributeName.reader`), so that editor completion offers what `validate`
/// accepts and nothing it would flag as having no effect.
extension MisplacedAttributeRule {
    /// Whether `attribute` does something on an element of `elementClass` inside `parentClass`
    /// (nil: unknown classes, the root, custom classes, all of which may read anything).
    public static func applies(_ attribute: String, on elementClass: ViewClass?, in parentClass: ViewClass?) -> Bool {
        guard let name = AttributeName(rawValue: attribute) else { return true }
        switch name.reader {
        case .element:
            return true
        case .classes(let classes):
            guard let elementClass else { return true }
            return classes.contains(elementClass)
        case let reader:
            guard let parentClass else { return true }
            return parentClasses(reader).contains(parentClass)
        }
    }

    /// Who reads `attribute`, in words (`LMRowView and LMColumnView`, `an LMAnchorView parent`), when only
    /// some classes do.
    public static func readers(of attribute: String) -> String? {
        guard let name = AttributeName(rawValue: attribute) else { return nil }
        switch name.reader {
        case .element:
            return nil
        case .classes(let classes):
            let names = classes.map(\.rawValue)
            guard let last = names.last, names.count > 1 else { return names.first }
            return names.dropLast().joined(separator: ", ") + " and " + last
        case let reader:
            return "a " + parentClasses(reader).map(\.rawValue).sorted().joined(separator: " or ") + " parent"
        }
    }

    private static func parentClasses(_ reader: AttributeReader) -> Set<ViewClass> {
        switch reader {
        case .element, .classes: []
        case .parentBox(nil): [.rowView, .columnView]
        case .parentBox(.horizontal?): [.rowView]
        case .parentBox(.vertical?): [.columnView]
        case .parentAnchorView: [.anchorView]
        case .parentStack: [.stackView]
        }
    }
}
