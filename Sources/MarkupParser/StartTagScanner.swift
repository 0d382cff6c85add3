/// A tiny forward tokenizer for the text of one start tag, `<Name a="1" b = '2' …>`, used to find
/// the byte offsets of the element name, of each attribute name and of each value's first character.
///
/// libxml2 has already checked that the tag is well formed when we scan it; the scanner still
/// never reads outside the buffer and reports `nil` on anything unexpected, so the caller can
/// fall back to coarser positions instead of trusting a wrong one.
struct StartTagScanner {
    struct Attribute {
        /// Byte range of the attribute name.
        var name: Range<Int>
        /// Byte range of the value between the quotes (raw, not decoded).
        var value: Range<Int>
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Current byte offset.
    private(set) var position: Int
    /// Set when the text is not a start tag as expected; `atTagEnd` is then false.
    private(set) var isMalformed = false

    /// - Parameter start: the offset of the `<` that opens the tag.
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.position = start
    }

    /// Reads `<` and the element name; returns the name's byte range.
    mutating func scanElementName() -> Range<Int>? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
            isMalformed = true
            return nil
        }
        position += 1
        let start = position
        while position < bytes.count, !Self.endsName(bytes[position]) {
            position += 1
        }
        guard start < position else {
            isMalformed = true
            return nil
        }
        return start..<position
    }

    /// Reads the next attribute, or returns nil at the end of the attribute list (the scanner then
    /// stands on the `>` or `/` that closes the tag; check `atTagEnd`) or on malformed text.
    mutating func nextAttribute() -> Attribute? {
        guard !isMalformed else { return nil }
        return scanAttribute()
    }

    /// Returns nil at the end of the attribute list; marks the scanner malformed on bad text.
    private mutating func scanAttribute() -> Attribute? {
        skipWhitespace()
        guard position < bytes.count else { return malformed() }
        let first = bytes[position]
        if first == UInt8(ascii: ">") || first == UInt8(ascii: "/") { return nil }
        let nameStart = position
        while position < bytes.count, !Self.endsName(bytes[position]), bytes[position] != UInt8(ascii: "=") {
            position += 1
        }
        let nameEnd = position
        guard nameStart < nameEnd else { return malformed() }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return malformed() }
        position += 1
        skipWhitespace()
        guard position < bytes.count else { return malformed() }
        let quote = bytes[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return malformed() }
        position += 1
        let valueStart = position
        while position < bytes.count, bytes[position] != quote {
            position += 1
        }
        guard position < bytes.count else { return malformed() }
        let valueEnd = position
        position += 1
        return Attribute(name: nameStart..<nameEnd, value: valueStart..<valueEnd)
    }

    private mutating func malformed() -> Attribute? {
        isMalformed = true
        return nil
    }

    /// True when the scanner stands on the `>` or `/>` that ends the tag.
    var atTagEnd: Bool {
        guard !isMalformed, position < bytes.count else { return false }
        let byte = bytes[position]
        return byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) {
            position += 1
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }
}
