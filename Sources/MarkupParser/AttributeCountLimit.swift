/// A limit on attributes per element, checked by one linear pass over the bytes *before* libxml2 sees
/// them: libxml2 2.9 checks each attribute of a start tag against all the earlier ones, so one element
/// with a million attributes took minutes. No MarkupKit element has more than a few dozen attributes.
///
/// The pass recognises only what can hide a `<` or an `=`: comments, CDATA sections, processing
/// instructions, end tags, quoted values and the document type declaration (whose entity values may
/// themselves hold start tags, so every `=` in it counts). Malformed text is left for libxml2 to report.
enum AttributeCountLimit {
    /// Stated in `markupc --help` (the `--max-input-size` option).
    static let maximum = 256

    /// What exceeds the limit: the byte offset of its `<` and the element's name ("" for a DOCTYPE).
    struct Excess: Equatable {
        var offset: Int
        var elementName: String
    }

    static func firstExcess(in text: [UInt8], maximum: Int = maximum) -> Excess? {
        let count = text.count
        var position = 0
        func byte(_ offset: Int) -> UInt8 { offset < count ? text[offset] : 0 }
        func starts(with literal: StaticString, at offset: Int) -> Bool {
            literal.withUTF8Buffer { bytes in
                offset + bytes.count <= count && bytes.indices.allSatisfy { text[offset + $0] == bytes[$0] }
            }
        }
        /// The offset just after the next `terminator` at or after `offset` (the end of the text if none).
        func skip(past terminator: StaticString, from offset: Int) -> Int {
            var cursor = offset
            while cursor < count {
                if starts(with: terminator, at: cursor) { return cursor + terminator.utf8CodeUnitCount }
                cursor += 1
            }
            return count
        }

        while position < count {
            guard text[position] == UInt8(ascii: "<") else {
                position += 1
                continue
            }
            let start = position
            if starts(with: "<!--", at: start) {
                position = skip(past: "-->", from: start + 4)
            } else if starts(with: "<![CDATA[", at: start) {
                position = skip(past: "]]>", from: start + 9)
            } else if byte(start + 1) == UInt8(ascii: "?") {
                position = skip(past: "?>", from: start + 2)
            } else if byte(start + 1) == UInt8(ascii: "/") {
                position = skip(past: ">", from: start + 2)
            } else if byte(start + 1) == UInt8(ascii: "!") {
                let (end, assignments) = scanDeclaration(text, from: start + 2)
                if assignments > maximum { return Excess(offset: start, elementName: "") }
                position = end
            } else {
                let (end, attributes) = scanStartTag(text, from: start + 1)
                if attributes > maximum { return Excess(offset: start, elementName: name(in: text, from: start + 1)) }
                position = end
            }
        }
        return nil
    }

    /// Counts `=` outside quoted values up to the `>` that ends the tag; returns the offset after it.
    private static func scanStartTag(_ text: [UInt8], from offset: Int) -> (end: Int, attributes: Int) {
        var quotes = QuoteState()
        var attributes = 0
        var cursor = offset
        while cursor < text.count {
            let byte = text[cursor]
            cursor += 1
            guard quotes.isOutside(after: byte) else { continue }
            if byte == UInt8(ascii: "=") {
                attributes += 1
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                // A `<` outside quotes means the tag is malformed: libxml2 reports it; rescan from there.
                return (byte == UInt8(ascii: ">") ? cursor : cursor - 1, attributes)
            }
        }
        return (cursor, attributes)
    }

    /// A `<!DOCTYPE …>` (or other declaration): every `=` counts, inside quotes too; brackets enclose the
    /// internal subset, whose own `>`s do not end it. Returns the offset after its end.
    private static func scanDeclaration(_ text: [UInt8], from offset: Int) -> (end: Int, assignments: Int) {
        var quotes = QuoteState()
        var depth = 0
        var assignments = 0
        var cursor = offset
        while cursor < text.count {
            let byte = text[cursor]
            cursor += 1
            if byte == UInt8(ascii: "=") { assignments += 1 }
            guard quotes.isOutside(after: byte) else { continue }
            if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            } else if byte == UInt8(ascii: ">"), depth == 0 {
                return (cursor, assignments)
            }
        }
        return (cursor, assignments)
    }

    /// Whether the scan is inside a quoted value (`"…"` or `'…'`).
    private struct QuoteState {
        private var open: UInt8?

        /// Takes one byte; true when it is markup outside any quotes (not a quote itself).
        mutating func isOutside(after byte: UInt8) -> Bool {
            if let quote = open {
                if byte == quote { open = nil }
                return false
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                open = byte
                return false
            }
            return true
        }
    }

    private static func name(in text: [UInt8], from offset: Int) -> String {
        var end = offset
        while end < text.count, end - offset < 200, !StartTagScanner.isWhitespace(text[end]),
            text[end] != UInt8(ascii: ">"), text[end] != UInt8(ascii: "/") { end += 1 }
        return String(decoding: text[offset..<end], as: UTF8.self)
    }
}
