/// Writes the records of a `MarkupStore` as libxml2's events arrive: an element's row when its
/// start tag is read, its content range when its end tag is. The content of the open elements
/// waits on one stack (innermost last) and is copied out whole at each end tag, so each element's
/// content is one contiguous range and nesting never turns into Swift recursion.
struct MarkupStoreBuilder {
    var names = NameTable()
    private var text: [UInt8] = []
    private var elements = MarkupStore.ElementRecords()
    private var attributes = MarkupStore.NamedTextRecords()
    private var instructions = MarkupStore.NamedTextRecords()
    private var content: [Int32] = []
    private var prolog: [Int32] = []
    /// Open elements, outermost first, and where each one's content starts in `pending`.
    private var open: [Int32] = []
    private var pendingStarts: [Int32] = []
    private var pending: [Int32] = []
    /// Set when the first element (the root) has been closed.
    private(set) var hasRoot = false

    /// Records are indexed by `Int32`; a document that would need more is refused (`isFull`).
    private static let capacity = Int(Int32.max) - 1

    /// Number of open elements.
    var depth: Int { open.count }

    /// Whether another element (with up to `AttributeCountLimit.maximum` attributes) still fits.
    var isFull: Bool {
        elements.name.count >= Self.capacity || attributes.count >= Self.capacity - AttributeCountLimit.maximum
            || instructions.count >= Self.capacity || content.count + pending.count >= Self.capacity
    }

    /// Where the next attribute and the next decoded text go: what `rollBack(to:)` returns to.
    struct Mark {
        fileprivate var attributes: Int
        fileprivate var text: Int
    }

    var mark: Mark { Mark(attributes: attributes.count, text: text.count) }

    /// Forgets the attributes and text written since `mark` (a start tag located in vain).
    mutating func rollBack(to mark: Mark) {
        attributes.removeSubrange(mark.attributes...)
        text.removeSubrange(mark.text...)
    }

    /// Stores decoded text once; nil when the store's text would outgrow its `Int32` offsets.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int32>? {
        guard bytes.count <= Self.capacity - text.count else { return nil }
        let start = Int32(text.count)
        text.append(contentsOf: bytes)
        return start..<Int32(text.count)
    }

    /// An attribute of the element whose start tag is being read (written before `startElement`).
    mutating func addAttribute(name: Int32, value: Range<Int32>, at position: TextPosition, valueAt valuePosition: TextPosition) {
        attributes.append(name: name, text: value, at: position, textAt: valuePosition)
    }

    /// Opens an element whose attributes are those added since `attributesFrom`.
    mutating func startElement(name: Int32, at position: TextPosition, attributesFrom mark: Mark) {
        let index = Int32(elements.name.count)
        elements.name.append(name)
        elements.parent.append(open.last ?? -1)
        elements.line.append(position.line)
        elements.column.append(position.column)
        elements.attributeStart.append(Int32(mark.attributes))
        elements.attributeEnd.append(Int32(attributes.count))
        elements.contentStart.append(0)
        elements.contentCount.append(0)
        if !open.isEmpty { pending.append(MarkupNodeReference.element(index)) }
        open.append(index)
        pendingStarts.append(Int32(pending.count))
    }

    mutating func endElement() {
        guard let index = open.popLast(), let start = pendingStarts.popLast() else { return }
        elements.contentStart[Int(index)] = Int32(content.count)
        elements.contentCount[Int(index)] = Int32(pending.count) - start
        content.append(contentsOf: pending[Int(start)...])
        pending.removeSubrange(Int(start)...)
        if open.isEmpty { hasRoot = true }
    }

    /// An instruction inside an element is part of its content. Outside the root element it goes
    /// to the prolog — including those *after* the root element, in document order (their
    /// locations show where they were written).
    mutating func processingInstruction(target: Int32, data: Range<Int32>, at position: TextPosition, dataAt dataPosition: TextPosition) {
        let index = Int32(instructions.count)
        instructions.append(name: target, text: data, at: position, textAt: dataPosition)
        if open.isEmpty {
            prolog.append(index)
        } else {
            pending.append(MarkupNodeReference.instruction(index))
        }
    }

    /// The finished store; call once, after the root element has closed (`hasRoot`).
    /// The arrays are copied to their own sizes first where they grew past them: grown by
    /// doubling, a quarter to a half of their room was unused for as long as the document was
    /// (issue #16: memory per view).
    consuming func finish(file: String) -> MarkupStore {
        MarkupStore(
            file: file, names: names.names, nameIDs: names.ids, text: text.trimmed(), elements: elements.trimmed(),
            attributes: attributes.trimmed(), instructions: instructions.trimmed(), content: content.trimmed(), prolog: prolog.trimmed())
    }
}

extension Array {
    /// The array in one of its own size where more than a quarter of its room is unused.
    fileprivate func trimmed() -> [Element] {
        capacity > count + count / 4 ? withUnsafeBufferPointer { Array($0) } : self
    }
}

extension MarkupStore.ElementRecords {
    fileprivate func trimmed() -> Self {
        Self(
            name: name.trimmed(), parent: parent.trimmed(), line: line.trimmed(), column: column.trimmed(),
            attributeStart: attributeStart.trimmed(), attributeEnd: attributeEnd.trimmed(), contentStart: contentStart.trimmed(),
            contentCount: contentCount.trimmed())
    }
}

extension MarkupStore.NamedTextRecords {
    fileprivate func trimmed() -> Self {
        Self(
            name: name.trimmed(), textStart: textStart.trimmed(), textEnd: textEnd.trimmed(), line: line.trimmed(),
            column: column.trimmed(), textLine: textLine.trimmed(), textColumn: textColumn.trimmed())
    }
}

/// A 1-based line and column (columns count Unicode scalars), as the store keeps them.
struct TextPosition {
    var line: Int32
    var column: Int32
}
