import CLibXML2

/// Turns the bytes of a markup file into UTF-8 without a byte order mark, before libxml2 sees them.
///
/// Why: positions are computed from the byte buffer that libxml2 parses, so that buffer must be
/// the same UTF-8 text we index. The parser is then told to ignore the encoding declaration
/// (`XML_PARSE_IGNORE_ENC`); the declaration text itself is left untouched, so positions on the
/// first line are unchanged.
///
/// - UTF-8 with or without BOM: used as is (BOM dropped; libxml2 reports invalid UTF-8 itself).
/// - UTF-16 and UTF-32, with a BOM or detected from the `<?` pattern: decoded here.
/// - An ASCII-compatible document whose declaration names another encoding
///   (`<?xml version="1.0" encoding="ISO-8859-1"?>`): ISO-8859-1 is decoded here, any other
///   encoding through libxml2's encoding handlers (iconv). An unknown encoding is an error.
enum EncodingNormalizer {
    struct Failure: Error, Equatable {
        var message: String
        /// Position of the problem in the decoded text, when known.
        var line: Int?
        var column: Int?
    }

    static func normalize(_ bytes: [UInt8]) -> Result<[UInt8], Failure> {
        let b = bytes
        let n = b.count
        // Byte order marks.
        if n >= 4, b[0] == 0x00, b[1] == 0x00, b[2] == 0xFE, b[3] == 0xFF {
            return decodeUTF32(b, from: 4, bigEndian: true)
        }
        if n >= 4, b[0] == 0xFF, b[1] == 0xFE, b[2] == 0x00, b[3] == 0x00 {
            return decodeUTF32(b, from: 4, bigEndian: false)
        }
        if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF {
            return .success(Array(b[3...]))
        }
        if n >= 2, b[0] == 0xFE, b[1] == 0xFF {
            return decodeUTF16(b, from: 2, bigEndian: true)
        }
        if n >= 2, b[0] == 0xFF, b[1] == 0xFE {
            return decodeUTF16(b, from: 2, bigEndian: false)
        }
        // No BOM: recognise `<` encoded in UTF-32 / UTF-16 (XML 1.0 appendix F).
        if n >= 4 {
            if b[0] == 0x00, b[1] == 0x00, b[2] == 0x00, b[3] == 0x3C {
                return decodeUTF32(b, from: 0, bigEndian: true)
            }
            if b[0] == 0x3C, b[1] == 0x00, b[2] == 0x00, b[3] == 0x00 {
                return decodeUTF32(b, from: 0, bigEndian: false)
            }
            if b[0] == 0x00, b[1] == 0x3C, b[2] == 0x00, b[3] == 0x3F {
                return decodeUTF16(b, from: 0, bigEndian: true)
            }
            if b[0] == 0x3C, b[1] == 0x00, b[2] == 0x3F, b[3] == 0x00 {
                return decodeUTF16(b, from: 0, bigEndian: false)
            }
        }
        // ASCII-compatible: honour the encoding declaration.
        guard let declared = declaredEncoding(in: b) else { return .success(b) }
        let name = declared.name.uppercased()
        switch name {
        case "UTF-8", "UTF8", "US-ASCII", "ASCII",
             // A document that declares UTF-16/32 but is ASCII-compatible bytes is read as UTF-8
             // (libxml2 does the same).
             "UTF-16", "UTF-16LE", "UTF-16BE", "UTF16", "UCS-2", "UTF-32", "UCS-4":
            return .success(b)
        case "ISO-8859-1", "ISO_8859-1", "ISO8859-1", "LATIN1", "LATIN-1", "L1", "ISO-LATIN-1",
             "CP819", "IBM819", "ISO-IR-100", "CSISOLATIN1":
            return .success(decodeLatin1(b))
        default:
            return transcode(b, encoding: declared)
        }
    }

    // MARK: - Declaration

    struct Declaration {
        var name: String
        /// Line and column of the encoding name inside the declaration.
        var line: Int
        var column: Int
    }

    /// Reads `encoding="…"` from an XML declaration at the very start of the buffer.
    static func declaredEncoding(in b: [UInt8]) -> Declaration? {
        let prefix: [UInt8] = Array("<?xml".utf8)
        guard b.count > prefix.count, Array(b[0..<prefix.count]) == prefix,
              StartTagScanner.isWhitespace(b[prefix.count]) else { return nil }
        // The declaration ends at the first `?>`; give up after a generous limit.
        let limit = min(b.count, 1024)
        var end = prefix.count
        while end + 1 < limit, !(b[end] == UInt8(ascii: "?") && b[end + 1] == UInt8(ascii: ">")) {
            end += 1
        }
        guard end + 1 < limit else { return nil }
        let keyword = Array("encoding".utf8)
        var i = prefix.count
        while i + keyword.count <= end {
            if Array(b[i..<(i + keyword.count)]) == keyword, StartTagScanner.isWhitespace(b[i - 1]) {
                var j = i + keyword.count
                while j < end, StartTagScanner.isWhitespace(b[j]) { j += 1 }
                guard j < end, b[j] == UInt8(ascii: "=") else { return nil }
                j += 1
                while j < end, StartTagScanner.isWhitespace(b[j]) { j += 1 }
                guard j < end, b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") else { return nil }
                let quote = b[j]
                let valueStart = j + 1
                var k = valueStart
                while k < end, b[k] != quote { k += 1 }
                guard k < end, k > valueStart else { return nil }
                let name = String(decoding: b[valueStart..<k], as: UTF8.self)
                var line = 1
                var column = 1
                for byte in b[0..<valueStart] {
                    if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                }
                return Declaration(name: name, line: line, column: column)
            }
            i += 1
        }
        return nil
    }

    // MARK: - Decoders

    static func decodeLatin1(_ b: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(b.count + b.count / 8)
        for byte in b {
            if byte < 0x80 {
                out.append(byte)
            } else {
                out.append(0xC0 | (byte >> 6))
                out.append(0x80 | (byte & 0x3F))
            }
        }
        return out
    }

    static func decodeUTF16(_ b: [UInt8], from start: Int, bigEndian: Bool) -> Result<[UInt8], Failure> {
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var tracker = PositionTracker()
        var i = start
        func unit(at index: Int) -> UInt32 {
            bigEndian
                ? UInt32(b[index]) << 8 | UInt32(b[index + 1])
                : UInt32(b[index + 1]) << 8 | UInt32(b[index])
        }
        while i < b.count {
            guard i + 1 < b.count else {
                return .failure(tracker.failure("truncated UTF-16 data"))
            }
            let first = unit(at: i)
            i += 2
            var scalar = first
            if first >= 0xD800, first <= 0xDBFF {
                guard i + 1 < b.count else {
                    return .failure(tracker.failure("truncated UTF-16 surrogate pair"))
                }
                let second = unit(at: i)
                guard second >= 0xDC00, second <= 0xDFFF else {
                    return .failure(tracker.failure("invalid UTF-16 surrogate pair"))
                }
                i += 2
                scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            } else if first >= 0xDC00, first <= 0xDFFF {
                return .failure(tracker.failure("invalid UTF-16 surrogate"))
            }
            appendUTF8(scalar, to: &out)
            tracker.advance(scalar)
        }
        return .success(out)
    }

    static func decodeUTF32(_ b: [UInt8], from start: Int, bigEndian: Bool) -> Result<[UInt8], Failure> {
        var out: [UInt8] = []
        out.reserveCapacity(b.count / 2)
        var tracker = PositionTracker()
        var i = start
        while i < b.count {
            guard i + 3 < b.count else {
                return .failure(tracker.failure("truncated UTF-32 data"))
            }
            let scalar: UInt32 = bigEndian
                ? UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
                : UInt32(b[i + 3]) << 24 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 1]) << 8 | UInt32(b[i])
            i += 4
            guard scalar <= 0x10FFFF, !(scalar >= 0xD800 && scalar <= 0xDFFF) else {
                return .failure(tracker.failure("invalid UTF-32 character"))
            }
            appendUTF8(scalar, to: &out)
            tracker.advance(scalar)
        }
        return .success(out)
    }

    static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (scalar >> 6)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (scalar >> 12)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (scalar >> 18)))
            out.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// Tracks line and column of the decoded text, to place a decoding error.
    private struct PositionTracker {
        var line = 1
        var column = 1

        mutating func advance(_ scalar: UInt32) {
            if scalar == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }

        func failure(_ message: String) -> Failure {
            Failure(message: message, line: line, column: column)
        }
    }

    // MARK: - Other encodings through libxml2

    /// Transcodes with libxml2's handler for the declared encoding (built-in tables or iconv).
    static func transcode(_ b: [UInt8], encoding: Declaration) -> Result<[UInt8], Failure> {
        guard let handler = xmlFindCharEncodingHandler(encoding.name) else {
            return .failure(Failure(
                message: "unsupported encoding '\(encoding.name)'",
                line: encoding.line, column: encoding.column))
        }
        defer { xmlCharEncCloseFunc(handler) }
        guard b.count < Int(Int32.max / 4),
              let input = xmlBufferCreateSize(b.count + 1),
              let output = xmlBufferCreateSize(b.count * 2 + 64) else {
            return .failure(Failure(message: "cannot convert document from encoding '\(encoding.name)'",
                                    line: nil, column: nil))
        }
        defer {
            xmlBufferFree(input)
            xmlBufferFree(output)
        }
        let added = b.withUnsafeBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
            return xmlBufferAdd(input, base, Int32(buffer.count))
        }
        guard added == 0 else {
            return .failure(Failure(message: "cannot convert document from encoding '\(encoding.name)'",
                                    line: nil, column: nil))
        }
        while xmlBufferLength(input) > 0 {
            let before = xmlBufferLength(input)
            let result = xmlCharEncInFunc(handler, output, input)
            if result < 0 || xmlBufferLength(input) == before {
                // Place the error after the text converted so far.
                var converted: [UInt8] = []
                if let content = xmlBufferContent(output) {
                    converted = Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(output))))
                }
                var tracker = LineTable(file: "", bytes: converted)
                let (line, column) = tracker.lineAndColumn(at: converted.count)
                return .failure(Failure(
                    message: "invalid byte sequence for encoding '\(encoding.name)'",
                    line: line, column: column))
            }
        }
        guard let content = xmlBufferContent(output) else { return .success([]) }
        return .success(Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(output)))))
    }
}
