import Diagnostics

// Handles onto a `MarkupStore`: a store and an index each, so reading a document allocates
// nothing per node; names, values and data become `String`s only when asked for. Two handles are
// equal when they name the same record of equal stores (the same bytes parsed twice).

/// One attribute as written, with the position of its name and of its value's first character.
public struct MarkupAttribute: Hashable, Sendable {
    public let store: MarkupStore
    public let index: Int32

    public var name: String { store.name(nameID) }
    /// The interned name (`MarkupStore.nameID(of:)`): compare these rather than strings on hot paths.
    public var nameID: Int32 { store.attributes.name[Int(index)] }
    /// The value after XML entity and character-reference decoding.
    public var value: String { store.attributes.text(index, in: store.text) }
    public var location: SourceLocation { store.attributes.location(index, in: store.file) }
    public var valueLocation: SourceLocation { store.attributes.textLocation(index, in: store.file) }

}

/// A processing instruction such as `<?properties {…}?>` or `<?case iOS?>`.
public struct MarkupProcessingInstruction: Hashable, Sendable {
    public let store: MarkupStore
    public let index: Int32

    public var target: String { store.name(targetID) }
    public var targetID: Int32 { store.instructions.name[Int(index)] }
    /// Everything between the target and `?>`, leading whitespace removed.
    public var data: String { store.instructions.text(index, in: store.text) }
    public var location: SourceLocation { store.instructions.location(index, in: store.file) }
    /// Position of the first character of `data` (for errors inside JSON data).
    public var dataLocation: SourceLocation { store.instructions.textLocation(index, in: store.file) }

}

/// Element content that matters to MarkupKit: child elements and processing instructions, in order.
/// Comments and whitespace are dropped by the parser; other text is a diagnostic.
public enum MarkupNode: Hashable, Sendable {
    case element(MarkupElement)
    case processingInstruction(MarkupProcessingInstruction)
}

/// An element with its attributes in document order and its content.
public struct MarkupElement: Hashable, Sendable {
    public let store: MarkupStore
    public let index: Int32

    public var name: String { store.name(nameID) }
    public var nameID: Int32 { store.elements.name[Int(index)] }
    /// The enclosing element; nil for the root.
    public var parent: MarkupElement? {
        let parent = store.elements.parent[Int(index)]
        return parent < 0 ? nil : MarkupElement(store: store, index: parent)
    }
    public var attributes: MarkupAttributes {
        MarkupAttributes(store: store, range: store.elements.attributeStart[Int(index)]..<store.elements.attributeEnd[Int(index)])
    }
    public var children: MarkupChildren {
        let start = store.elements.contentStart[Int(index)]
        return MarkupChildren(store: store, range: start..<(start + store.elements.contentCount[Int(index)]))
    }
    /// Position of the `<` that opens the start tag.
    public var location: SourceLocation {
        SourceLocation(file: store.file, line: Int(store.elements.line[Int(index)]), column: Int(store.elements.column[Int(index)]))
    }

    public func attribute(named name: String) -> MarkupAttribute? {
        attributes.first(named: name)
    }

}

/// A parsed markup file. `prolog` holds processing instructions before the root element.
public struct MarkupDocument: Hashable, Sendable {
    public let store: MarkupStore

    public var file: String { store.file }
    public var prolog: [MarkupProcessingInstruction] {
        store.prolog.map { MarkupProcessingInstruction(store: store, index: $0) }
    }
    public var root: MarkupElement { MarkupElement(store: store, index: 0) }
    /// Elements in the whole document (as parsed): how much work it holds.
    public var elementCount: Int { store.elementCount }

}
