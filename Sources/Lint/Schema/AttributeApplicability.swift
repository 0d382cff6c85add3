import LayoutTree

/// Which attributes have an effect on which element, read from MK007's own tables, so that editor
/// completion offers what `validate` accepts and nothing it would flag as having no effect.
extension MisplacedAttributeRule {
    /// Whether `attribute` does something on an element of `elementClass` inside `parentClass`
    /// (nil: unknown classes, the root, custom classes, all of which may read anything).
    public static func applies(_ attribute: String, on elementClass: ViewClass?, in parentClass: ViewClass?) -> Bool {
        if let reader = parentRead[attribute] {
            guard let parentClass else { return true }
            return readerClasses(reader).contains(parentClass)
        }
        if let own = ownRead[attribute], let elementClass { return own.classes.contains(elementClass) }
        return true
    }

    /// Who reads `attribute`, in words (`LMRowView and LMColumnView`, `an LMAnchorView parent`), when only
    /// some classes do.
    public static func readers(of attribute: String) -> String? {
        if let reader = parentRead[attribute] {
            let names = readerClasses(reader).map(\.rawValue).sorted()
            return "a " + names.joined(separator: " or ") + " parent"
        }
        return ownRead[attribute]?.readers
    }

    private static func readerClasses(_ reader: ParentReader) -> Set<ViewClass> {
        switch reader {
        case .box(nil): [.rowView, .columnView]
        case .box(.horizontal?): [.rowView]
        case .box(.vertical?): [.columnView]
        case .anchorView: [.anchorView]
        case .stack: [.stackView]
        }
    }
}
