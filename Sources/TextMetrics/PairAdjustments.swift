/// Kerning from the OpenType GPOS table: the pair-adjustment lookups (type 2, also inside
/// extension lookups, type 9) of the `kern` feature, for Latin or the default script.
/// Fonts such as SF Pro kern only here; FreeType's `FT_Get_Kerning` reads the older `kern` table.
///
/// Each lookup is applied on its own and the adjustments add up; within a lookup the first
/// subtable that covers the pair applies (OpenType's rules). Not thread-safe (it caches).
final class PairAdjustments {
    private let table: FontTableBytes
    /// Offsets of the pair-adjustment subtables, grouped by lookup.
    private let lookups: [[Int]]
    private var cache: [UInt64: Int] = [:]

    var isEmpty: Bool { lookups.isEmpty }

    init?(gpos raw: [UInt8]) {
        let table = FontTableBytes(bytes: raw)
        guard table.count >= 10, table.uint16(0) == 1 else { return nil }
        self.table = table
        let scriptList = table.uint16(4)
        let featureList = table.uint16(6)
        let lookupList = table.uint16(8)
        let featureIndices = Self.kernFeatures(table, scriptList: scriptList, featureList: featureList)
        var lookupIndices: [Int] = []
        for feature in featureIndices {
            let record = featureList + 2 + feature * 6
            let offset = featureList + table.uint16(record + 4)
            let count = table.uint16(offset + 2)
            for position in 0..<count {
                let index = table.uint16(offset + 4 + position * 2)
                if !lookupIndices.contains(index) { lookupIndices.append(index) }
            }
        }
        lookups = lookupIndices.sorted().compactMap { Self.pairSubtables(table, lookupList: lookupList, index: $0) }
    }

    /// The change of advance between `left` and `right` in font units.
    func adjustment(_ left: UInt32, _ right: UInt32) -> Int {
        let key = UInt64(left) << 32 | UInt64(right)
        if let cached = cache[key] { return cached }
        var total = 0
        for subtables in lookups {
            for subtable in subtables {
                if let value = apply(subtable, Int(left), Int(right)) {
                    total += value
                    break
                }
            }
        }
        cache[key] = total
        return total
    }

    // MARK: Reading the lookups

    /// The `kern` features of the Latin script's default language system, else of the default script,
    /// else every `kern` feature.
    private static func kernFeatures(_ table: FontTableBytes, scriptList: Int, featureList: Int) -> [Int] {
        let featureCount = table.uint16(featureList)
        let kern = Set((0..<featureCount).filter { table.tag(featureList + 2 + $0 * 6) == "kern" })
        let scriptCount = table.uint16(scriptList)
        var scripts: [String: Int] = [:]
        for index in 0..<scriptCount {
            let record = scriptList + 2 + index * 6
            scripts[table.tag(record)] = scriptList + table.uint16(record + 4)
        }
        for tag in ["latn", "DFLT"] {
            guard let script = scripts[tag], table.uint16(script) != 0 else { continue }
            let langSys = script + table.uint16(script)
            let count = table.uint16(langSys + 4)
            var features: [Int] = []
            let required = table.uint16(langSys + 2)
            if required != 0xFFFF && kern.contains(required) { features.append(required) }
            for position in 0..<count {
                let index = table.uint16(langSys + 6 + position * 2)
                if kern.contains(index) { features.append(index) }
            }
            return features
        }
        return kern.sorted()
    }

    /// The absolute offsets of a lookup's pair-adjustment subtables; nil for other lookup types.
    private static func pairSubtables(_ table: FontTableBytes, lookupList: Int, index: Int) -> [Int]? {
        guard index < table.uint16(lookupList) else { return nil }
        let lookup = lookupList + table.uint16(lookupList + 2 + index * 2)
        let type = table.uint16(lookup)
        let count = table.uint16(lookup + 4)
        var subtables: [Int] = []
        for position in 0..<count {
            var subtable = lookup + table.uint16(lookup + 6 + position * 2)
            if type == 9 {
                guard table.uint16(subtable + 2) == 2 else { continue }
                subtable += table.uint32(subtable + 4)
            } else if type != 2 {
                return nil
            }
            subtables.append(subtable)
        }
        return subtables.isEmpty ? nil : subtables
    }

    // MARK: Applying a subtable

    /// The advance change if the subtable applies to the pair, nil if it does not.
    private func apply(_ subtable: Int, _ left: Int, _ right: Int) -> Int? {
        let format = table.uint16(subtable)
        guard let coverageIndex = coverage(subtable + table.uint16(subtable + 2), left) else { return nil }
        let format1 = table.uint16(subtable + 4)
        let format2 = table.uint16(subtable + 6)
        let recordSize = Self.valueRecordSize(format1) + Self.valueRecordSize(format2)
        switch format {
        case 1:
            guard coverageIndex < table.uint16(subtable + 8) else { return nil }
            let pairSet = subtable + table.uint16(subtable + 10 + coverageIndex * 2)
            let count = table.uint16(pairSet)
            let stride = 2 + recordSize
            var low = 0, high = count - 1
            while low <= high {
                let middle = (low + high) / 2
                let record = pairSet + 2 + middle * stride
                let second = table.uint16(record)
                if second == right {
                    return advance(record + 2, format1) + advance(record + 2 + Self.valueRecordSize(format1), format2)
                }
                if second < right { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        case 2:
            let class1 = classOf(subtable + table.uint16(subtable + 8), left)
            let class2 = classOf(subtable + table.uint16(subtable + 10), right)
            let class1Count = table.uint16(subtable + 12)
            let class2Count = table.uint16(subtable + 14)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            let record = subtable + 16 + (class1 * class2Count + class2) * recordSize
            return advance(record, format1) + advance(record + Self.valueRecordSize(format1), format2)
        default:
            return nil
        }
    }

    /// The XAdvance of a value record (0 when the format has none).
    private func advance(_ record: Int, _ format: Int) -> Int {
        guard format & 0x4 != 0 else { return 0 }
        return table.int16(record + (format & 0x3).nonzeroBitCount * 2)
    }

    private static func valueRecordSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// The glyph's coverage index, nil when not covered.
    private func coverage(_ offset: Int, _ glyph: Int) -> Int? {
        let count = table.uint16(offset + 2)
        switch table.uint16(offset) {
        case 1:
            var low = 0, high = count - 1
            while low <= high {
                let middle = (low + high) / 2
                let value = table.uint16(offset + 4 + middle * 2)
                if value == glyph { return middle }
                if value < glyph { low = middle + 1 } else { high = middle - 1 }
            }
        case 2:
            if let record = range(offset + 4, count: count, stride: 6, glyph) {
                return table.uint16(record + 4) + glyph - table.uint16(record)
            }
        default:
            break
        }
        return nil
    }

    /// The glyph's class; 0 when the class definition does not list it.
    private func classOf(_ offset: Int, _ glyph: Int) -> Int {
        switch table.uint16(offset) {
        case 1:
            let start = table.uint16(offset + 2)
            let count = table.uint16(offset + 4)
            guard glyph >= start, glyph < start + count else { return 0 }
            return table.uint16(offset + 6 + (glyph - start) * 2)
        case 2:
            let count = table.uint16(offset + 2)
            return range(offset + 4, count: count, stride: 6, glyph).map { table.uint16($0 + 4) } ?? 0
        default:
            return 0
        }
    }

    /// Binary search of sorted (start, end, …) glyph range records.
    private func range(_ first: Int, count: Int, stride: Int, _ glyph: Int) -> Int? {
        var low = 0, high = count - 1
        while low <= high {
            let middle = (low + high) / 2
            let record = first + middle * stride
            if glyph < table.uint16(record) {
                high = middle - 1
            } else if glyph > table.uint16(record + 2) {
                low = middle + 1
            } else {
                return record
            }
        }
        return nil
    }
}
