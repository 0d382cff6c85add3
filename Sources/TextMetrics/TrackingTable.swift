/// The AAT `trak` table: size-dependent tracking that CoreText applies to fonts that carry one
/// (SF Pro does; SEMANTICS.md §1.4's "size-specific tracking"). Only the normal (0) track is read.
struct TrackingTable {
    /// (point size, tracking in font units per glyph), by increasing size.
    let entries: [(size: Double, value: Double)]

    init?(_ raw: [UInt8]) {
        let table = FontTableBytes(bytes: raw)
        guard table.count >= 12, table.uint32(0) == 0x0001_0000, table.uint16(4) == 0 else { return nil }
        let data = table.uint16(6)  // horizontal track data
        guard data > 0 else { return nil }
        let trackCount = table.uint16(data)
        let sizeCount = table.uint16(data + 2)
        let sizeTable = table.uint32(data + 4)
        guard sizeCount > 0 else { return nil }
        var values: Int?
        for track in 0..<trackCount {
            let entry = data + 8 + track * 8
            if table.fixed(entry) == 0 { values = table.uint16(entry + 6) }
        }
        guard let values else { return nil }
        entries = (0..<sizeCount).map { index in
            (table.fixed(sizeTable + index * 4), Double(table.int16(values + index * 2)))
        }
    }

    /// Tracking in font units at `size`: linear between the listed sizes and extrapolated beyond them
    /// (as HarfBuzz reads the table), rounded to whole units.
    func normalTracking(atSize size: Double) -> Double {
        guard entries.count > 1 else { return entries.first?.value ?? 0 }
        var index = 0
        while index < entries.count - 2 && entries[index + 1].size < size { index += 1 }
        let (s0, v0) = entries[index]
        let (s1, v1) = entries[index + 1]
        guard s1 != s0 else { return v0 }
        return (v0 + (size - s0) / (s1 - s0) * (v1 - v0)).rounded()
    }
}
