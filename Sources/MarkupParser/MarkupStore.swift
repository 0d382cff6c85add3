import Diagnostics

/// One parsed document as compact records (issue #16): every element, attribute and processing
/// instruction is a row in arrays of `Int32`, names are interned once per document, and attribute
/// values and instruction data are byte ranges of one shared buffer of decoded text, turned into a
/// `String` only when a consumer asks. Consumers read it through the handles in
/// `MarkupDocument.swift` (`MarkupElement`, `MarkupAttribute`, `MarkupProcessingInstruction`).
///
/// Immutable once `MarkupStoreBuilder` has made it, so it is shared between threads as it is.
public final class MarkupStore: Hashable, Sendable {
    public let file: String
    /// Element names, attribute names and instruction targets; a name's id is its index.
    public let names: [String]
    let nameIDs: [String: Int32]
    /// Decoded attribute values and instruction data, one after another.
    let text: [UInt8]

    /// Elements in the order their start tags were read: index 0 is the root.
    let elements: ElementRecords
    let attributes: NamedTextRecords
    let instructions: NamedTextRecords
    /// Each element's content (child elements and instructions, in document order) as node
    /// references (`MarkupNodeReference`), one element's after another.
    let content: [Int32]
    /// Instructions outside the root element, in document order (before and after it).
    let prolog: [Int32]
    /// The attributes' names and positions, shared with the store (no copy), for what outlives it.
    public let attributePositions: AttributePositions

    struct ElementRecords: Equatable {
        var name: [Int32] = []
        /// -1 for the root.
        var parent: [Int32] = []
        var line: [Int32] = []
        var column: [Int32] = []
        /// The element's attributes are `attributeStart[i] ..< attributeEnd[i]` of `attributes`.
        var attributeStart: [Int32] = []
        var attributeEnd: [Int32] = []
        /// The element's content is `contentStart[i] ..< contentStart[i] + contentCount[i]` of `content`.
        var contentStart: [Int32] = []
        var contentCount: [Int32] = []
    }

    /// Attributes (name, value) and processing instructions (target, data) alike: a name, a range
    /// of decoded text, and the line:column of each.
    struct NamedTextRecords: Equatable {
        var name: [Int32] = []
        /// The decoded text is `textStart[i] ..< textEnd[i]` of the store's `text`.
        var textStart: [Int32] = []
        var textEnd: [Int32] = []
        var line: [Int32] = []
        var column: [Int32] = []
        var textLine: [Int32] = []
        var textColumn: [Int32] = []

        var count: Int { name.count }

        mutating func append(name id: Int32, text: Range<Int32>, at position: TextPosition, textAt textPosition: TextPosition) {
            name.append(id)
            textStart.append(text.lowerBound)
            textEnd.append(text.upperBound)
            line.append(position.line)
            column.append(position.column)
            textLine.append(textPosition.line)
            textColumn.append(textPosition.column)
        }

        /// Record `index`'s decoded text, read from the store's `text`.
        func text(_ index: Int32, in buffer: [UInt8]) -> String {
            let start = Int(textStart[Int(index)]), end = Int(textEnd[Int(index)])
            return buffer.withUnsafeBufferPointer { bytes in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
        }

        func location(_ index: Int32, in file: String) -> SourceLocation {
            SourceLocation(file: file, line: Int(line[Int(index)]), column: Int(column[Int(index)]))
        }

        func textLocation(_ index: Int32, in file: String) -> SourceLocation {
            SourceLocation(file: file, line: Int(textLine[Int(index)]), column: Int(textColumn[Int(index)]))
        }

        mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
            name.removeSubrange(range)
            textStart.removeSubrange(range)
            textEnd.removeSubrange(range)
            line.removeSubrange(range)
            column.removeSubrange(range)
            textLine.removeSubrange(range)
            textColumn.removeSubrange(range)
        }
    }

    init(file: String, names: [String], nameIDs: [String: Int32], text: [UInt8], elements: ElementRecords,
         attributes: NamedTextRecords, instructions: NamedTextRecords, content: [Int32], prolog: [Int32]) {
        self.file = file
        self.names = names
        self.nameIDs = nameIDs
        self.text = text
        self.elements = elements
        self.attributes = attributes
        self.instructions = instructions
        self.content = content
        self.prolog = prolog
        attributePositions = AttributePositions(
            file: file, names: names, nameIDs: nameIDs, name: attributes.name, line: attributes.line, column: attributes.column)
    }

    /// Equal when they hold the same records: two parses of the same bytes are equal.
    public static func == (lhs: MarkupStore, rhs: MarkupStore) -> Bool {
        lhs === rhs
            || (lhs.file == rhs.file && lhs.names == rhs.names && lhs.text == rhs.text && lhs.elements == rhs.elements
                && lhs.attributes == rhs.attributes && lhs.instructions == rhs.instructions && lhs.content == rhs.content
                && lhs.prolog == rhs.prolog)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(elements.name)
    }

    /// The id of `name` in this document, nil when no element, attribute or instruction uses it.
    public func nameID(of name: String) -> Int32? { nameIDs[name] }

    public var elementCount: Int { elements.name.count }

    func name(_ id: Int32) -> String { names[Int(id)] }


}

/// An entry of an element's content: an element index (≥ 0), or an instruction index `i`
/// stored as `~i` (< 0).
enum MarkupNodeReference {
    static func element(_ index: Int32) -> Int32 { index }
    static func instruction(_ index: Int32) -> Int32 { ~index }
}

/// Where each attribute of a document starts, by name: what the typed tree keeps of the store
/// for diagnostics about attributes after typing (`AttributeLocations`). Its arrays are the
/// store's own, so the rest of the store (elements, values, text; three quarters of it) is
/// freed once the tree is typed (issue #16: memory per view).
public final class AttributePositions: Sendable {
    let file: String
    let names: [String]
    let nameIDs: [String: Int32]
    let name: [Int32]
    let line: [Int32]
    let column: [Int32]

    init(file: String, names: [String], nameIDs: [String: Int32], name: [Int32], line: [Int32], column: [Int32]) {
        self.file = file
        self.names = names
        self.nameIDs = nameIDs
        self.name = name
        self.line = line
        self.column = column
    }
}
