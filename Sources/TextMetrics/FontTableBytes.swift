/// Big-endian reads from an sfnt table. Reads past the end give 0, so a damaged font degrades
/// to "no kerning" instead of trapping.
struct FontTableBytes {
    let bytes: [UInt8]

    var count: Int { bytes.count }

    func uint16(_ offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func int16(_ offset: Int) -> Int {
        Int(Int16(truncatingIfNeeded: uint16(offset)))
    }

    func uint32(_ offset: Int) -> Int {
        uint16(offset) << 16 | uint16(offset + 2)
    }

    /// A 16.16 fixed-point number.
    func fixed(_ offset: Int) -> Double {
        Double(Int32(truncatingIfNeeded: uint32(offset))) / 65536
    }

    func tag(_ offset: Int) -> String {
        guard offset >= 0, offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
