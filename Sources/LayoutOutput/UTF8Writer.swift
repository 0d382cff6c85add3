import LayoutTree

/// Output built as UTF-8 bytes, for the JSON and text emitters: no intermediate strings
/// (numbers are formatted straight into the buffer).
///
/// With a sink, the buffer is handed to it in chunks of `chunkSize` bytes as views are written
/// (`flushIfFull` once a part of the views is added), so memory holds a chunk and the part being
/// written, not the whole output. Without one, everything written stays in the buffer (`bytes`).
struct UTF8Writer {
    /// Written and not yet handed to the sink.
    private(set) var bytes: [UInt8] = []
    private let sink: LayoutOutputSink?
    private let chunkSize: Int

    /// A writer that keeps everything it is given.
    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
        sink = nil
        chunkSize = .max
    }

    /// A writer that hands `sink` chunks of `chunkSize` bytes.
    init(streamingTo sink: LayoutOutputSink, chunkSize: Int) {
        self.sink = sink
        self.chunkSize = max(chunkSize, 1)
        bytes.reserveCapacity(min(self.chunkSize, 1 << 20) + 4096)
    }

    /// Hands the sink whole chunks once a chunk's worth is written (between views).
    mutating func flushIfFull() {
        guard let sink, bytes.count >= chunkSize else { return }
        var start = 0
        bytes.withUnsafeBytes { all in
            while all.count - start >= chunkSize {
                sink.write(UnsafeRawBufferPointer(rebasing: all[start..<start + chunkSize]))
                start += chunkSize
            }
        }
        bytes.removeSubrange(0..<start)
    }

    /// Hands the sink what is left (the end of the output).
    mutating func flush() {
        flushIfFull()
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { sink.write($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Bytes written by another writer (a part written on another core), after everything written so far.
    mutating func append(part: [UInt8]) {
        bytes.append(contentsOf: part)
        flushIfFull()
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// A point value as `formatPoints` writes it: at most 4 decimals, no trailing zeros. Infinity and NaN
    /// are written as 0, which every parser reads (`NonFiniteFrames` reports them).
    mutating func points(_ value: Double) {
        compose(capacity: numberCapacity) { $0.points(value) }
    }

    /// An integer in decimal.
    mutating func integer(_ value: Int64) {
        compose(capacity: numberCapacity) { $0.integer(value) }
    }

    /// Several pieces written as one: `body` writes them into room for `capacity` bytes on the
    /// stack (`Composer`), appended together, so that a frame's four numbers and their keys
    /// cost one append rather than nine.
    mutating func compose(capacity: Int, _ body: (inout Composer) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            guard let start = buffer.baseAddress else { return }
            var composer = Composer(start: start, capacity: capacity)
            body(&composer)
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: composer.count))
        }
    }

    /// Pieces written into a fixed room (`compose`), as `UTF8Writer` writes them. Its room is
    /// set by the code that composes, never by the input: running out of it is a programming error.
    struct Composer {
        fileprivate let start: UnsafeMutablePointer<UInt8>
        fileprivate let capacity: Int
        fileprivate(set) var count = 0

        fileprivate init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
            self.start = start
            self.capacity = capacity
        }

        mutating func raw(_ text: StaticString) {
            text.withUTF8Buffer { utf8 in
                precondition(count + utf8.count <= capacity, "composed past its room")
                if let base = utf8.baseAddress { (start + count).update(from: base, count: utf8.count) }
                count += utf8.count
            }
        }

        /// As `UTF8Writer.points` says (the one place non-finite values become 0).
        mutating func points(_ value: Double) {
            precondition(count + numberCapacity <= capacity, "composed past its room")
            count += writeNumber(value.isFinite ? value : 0, decimals: 4, to: start + count)
        }

        /// A point value, or `null`.
        mutating func points(_ value: Double?) {
            if let value { points(value) } else { raw("null") }
        }

        /// An integer in decimal.
        mutating func integer(_ value: Int64) {
            precondition(count + numberCapacity <= capacity, "composed past its room")
            count += writeInteger(value, to: start + count)
        }
    }

    /// Text as it is.
    mutating func plain(_ value: String) {
        bytes.append(contentsOf: value.utf8)
    }

    /// A JSON string literal: quoted, with quotes, backslashes and control characters escaped.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (element names, ids) need no escape: appended whole.
        let plain = value.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            default:
                bytes.append(byte)  // UTF-8 passes through unchanged
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
