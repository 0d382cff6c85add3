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
        appendNumber(value.isFinite ? value : 0, decimals: 4, to: &bytes)
    }

    /// An integer in decimal.
    mutating func integer(_ value: Int64) {
        appendInteger(value, to: &bytes)
    }

    /// Text as it is.
    mutating func plain(_ value: String) {
        bytes.append(contentsOf: value.utf8)
    }

    /// A JSON string literal: quoted, with quotes, backslashes and control characters escaped.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
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
