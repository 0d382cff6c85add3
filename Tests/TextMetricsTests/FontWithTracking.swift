import Foundation

/// A copy of a TrueType font with a `trak` table of one (normal) track added, written to a temporary file.
enum FontWithTracking {
    static func write(from source: String, sizes: [Int], values: [Int]) throws -> String {
        let font = try [UInt8](Data(contentsOf: URL(fileURLWithPath: source)))
        func u16(_ offset: Int) -> Int { Int(font[offset]) << 8 | Int(font[offset + 1]) }
        func be(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        // trak: header, track data (1 track, n sizes), the track's entry, the sizes (16.16), its values.
        let count = sizes.count
        let sizeTable = 12 + 8 + 8, valueTable = sizeTable + 4 * count
        var trak = be(0x0001_0000, 4) + be(0, 2) + be(12, 2) + be(0, 2) + be(0, 2)
        trak += be(1, 2) + be(count, 2) + be(sizeTable, 4)
        trak += be(0, 4) + be(256, 2) + be(valueTable, 2)
        trak += sizes.flatMap { be($0 << 16, 4) } + values.flatMap { be($0, 2) }
        // The table directory grows by one 16-byte record: every table moves 16 bytes on; trak goes last.
        let tableCount = u16(4)
        var records: [(tag: [UInt8], rest: [UInt8])] = (0..<tableCount).map { index in
            let record = 12 + index * 16
            return (Array(font[record..<record + 4]), Array(font[record + 4..<record + 8]) + be(((u16(record + 8) << 16) | u16(record + 10)) + 16, 4) + Array(font[record + 12..<record + 16]))
        }
        let padded = font + [UInt8](repeating: 0, count: (4 - font.count % 4) % 4)
        records.append((Array("trak".utf8), be(0, 4) + be(padded.count + 16, 4) + be(trak.count, 4)))
        records.sort { $0.tag.lexicographicallyPrecedes($1.tag) }
        var output = Array(font[0..<4]) + be(tableCount + 1, 2) + Array(font[6..<12])
        output += records.flatMap { $0.tag + $0.rest }
        output += padded[(12 + tableCount * 16)...] + trak
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-trak-\(UUID().uuidString).ttf").path
        try Data(output).write(to: URL(fileURLWithPath: path))
        return path
    }
}
