import Diagnostics

/// An element's attributes in document order: a range of the store's attribute records.
public struct MarkupAttributes: RandomAccessCollection, Hashable, Sendable {
    public let store: MarkupStore
    let range: Range<Int32>

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(position: Int) -> MarkupAttribute {
        MarkupAttribute(store: store, index: range.lowerBound + Int32(position))
    }

    /// The first attribute with this interned name.
    public func first(nameID: Int32) -> MarkupAttribute? {
        let names = store.attributes.name
        for index in range where names[Int(index)] == nameID { return MarkupAttribute(store: store, index: index) }
        return nil
    }

    /// The first attribute called `name`; nil at once when no record of the document has that name.
    public func first(named name: String) -> MarkupAttribute? {
        guard let id = store.nameID(of: name) else { return nil }
        return first(nameID: id)
    }

    /// These attributes' names and positions, which keep only `MarkupStore.attributePositions` alive.
    public var positions: AttributePositionList { AttributePositionList(table: store.attributePositions, range: range) }
}

/// An element's attributes' names and where each starts, in document order, without their
/// values: what stays of them once the store is gone (`AttributePositions`).
public struct AttributePositionList: RandomAccessCollection, Sendable {
    let table: AttributePositions
    let range: Range<Int32>

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(position: Int) -> (name: String, location: SourceLocation) {
        let index = Int(range.lowerBound) + position
        return (table.names[Int(table.name[index])], location(index))
    }

    /// Where the first attribute called `name` starts; nil at once when the document has no such name.
    public func location(ofFirst name: String) -> SourceLocation? {
        guard let id = table.nameIDs[name] else { return nil }
        for index in range where table.name[Int(index)] == id { return location(Int(index)) }
        return nil
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: table.file, line: Int(table.line[index]), column: Int(table.column[index]))
    }
}

/// An element's content, child elements and processing instructions in document order.
public struct MarkupChildren: RandomAccessCollection, Sendable {
    public let store: MarkupStore
    let range: Range<Int32>

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(position: Int) -> MarkupNode {
        let reference = store.content[Int(range.lowerBound) + position]
        return reference >= 0
            ? .element(MarkupElement(store: store, index: reference))
            : .processingInstruction(MarkupProcessingInstruction(store: store, index: ~reference))
    }
}
