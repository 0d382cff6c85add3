import MarkupParser

/// What each name of one document means to the builder, worked out once per name instead of once
/// per element or attribute (issue #16): the builder's loops compare interned ids, and the string
/// switches behind `ViewClass(rawValue:)` and `AttributeName(rawValue:)` run once per distinct name.
struct InternedNameMeanings: Sendable {
    let store: MarkupStore
    /// By name id: the element kind a start tag of that name makes (SEMANTICS.md §1.1).
    private let elementKinds: [ElementKind]
    /// By name id: whether the name is that of a view class markupc knows (`ViewNode` then keeps no name).
    private let classNames: [Bool]
    /// By name id: the typed attribute of that name, nil for key paths markupc does not type (§1.2).
    private let attributeNames: [AttributeName?]
    /// The id of `class` (templates, §1.9), nil when the document never writes it.
    let classID: Int32?

    init(store: MarkupStore, rootClass: String) {
        self.store = store
        elementKinds = store.names.map { ElementKind(elementName: $0, rootClass: rootClass) }
        // Read from the kinds, so that what names a class is decided in one place (`ElementKind`).
        classNames = zip(store.names, elementKinds).map { name, kind in
            if case .known(let viewClass) = kind { viewClass.rawValue == name } else { false }
        }
        attributeNames = store.names.map { AttributeName(rawValue: $0) }
        classID = store.nameID(of: AttributeName.class.rawValue)
    }

    func kind(of element: MarkupElement) -> ElementKind { elementKinds[Int(element.nameID)] }

    /// Whether `element` is named as the class it makes (`kind(of:)` is then `.known` of that class).
    func namesItsClass(_ element: MarkupElement) -> Bool { classNames[Int(element.nameID)] }

    func attributeName(of attribute: MarkupAttribute) -> AttributeName? { attributeNames[Int(attribute.nameID)] }
}
