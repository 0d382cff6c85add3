import LayoutTree

/// Output built as UTF-8 bytes, for the JSON and text emitters: no intermediate strings
/// (numbers are formatted straight into the buffer), written to stdout as they are.
struct UTF8Writer {
    /// The part being written.
    private var bytes: [UInt8] = []
    /// Parts finished before it, in order: parts written elsewhere (in parallel) are added
    /// whole, not copied in.
    private var finished: [[UInt8]] = []

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// Adds a part written by another writer after everything written so far.
    mutating func append(part: [UInt8]) {
        if !bytes.isEmpty {
            finished.append(bytes)
            bytes = []
        }
        finished.append(part)
    }

    /// Everything written, in order, in the parts it was written in: to write out without
    /// joining them first (a large layout's JSON is tens of megabytes).
    consuming func parts() -> [[UInt8]] {
        finished + [bytes]
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
