import XCTest

@testable import TextMetrics

/// The GPOS pair-adjustment reader and the `trak` reader, on hand-built tables and on DejaVu Sans.
final class OpenTypeTableTests: XCTestCase {
    /// DejaVu Sans kerns in both GPOS and the old `kern` table: for every pair of printable ASCII characters
    /// the GPOS reader must give what FreeType's FT_Get_Kerning reads from `kern`.
    func testGPOSKerningAgreesWithFreeTypesKernTable() throws {
        let path = ReferenceFreeType.dejaVuSans
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "DejaVu Sans is not installed")
        let gpos = try XCTUnwrap(ReferenceFreeType.tableBytes("GPOS", fontFile: path))
        let pairs = try XCTUnwrap(PairAdjustments(gpos: gpos))
        XCTAssertFalse(pairs.isEmpty)
        let characters = (0x21...0x7E).compactMap { Unicode.Scalar($0).map(Character.init) }
        let glyphs = Dictionary(uniqueKeysWithValues: characters.map { ($0, ReferenceFreeType.glyphIndex($0, fontFile: path)) })
        var kerned = 0
        for left in characters {
            for right in characters {
                let expected = try XCTUnwrap(ReferenceFreeType.kerning(left, right, fontFile: path))
                let actual = pairs.adjustment(glyphs[left] ?? 0, glyphs[right] ?? 0)
                if actual != expected { XCTFail("\(left)\(right): GPOS \(actual), kern \(expected)") }
                if expected != 0 { kerned += 1 }
            }
        }
        XCTAssertGreaterThan(kerned, 200)  // 220 kerned ASCII pairs
    }

    /// A GPOS table with a format-1 pair lookup and a format-2 (class) pair lookup inside an extension lookup.
    func testHandBuiltPairAdjustments() throws {
        var bytes: [UInt8] = []
        bytes += u16(1, 0, 10, 30, 46)  // header: version 1.0, script, feature and lookup lists
        bytes += u16(1) + tag("latn") + u16(8)  // ScriptList @10 → Script @18
        bytes += u16(4, 0)  // Script: default LangSys @22
        bytes += u16(0, 0xFFFF, 1, 0)  // LangSys: feature 0
        bytes += u16(1) + tag("kern") + u16(8)  // FeatureList @30 → Feature @38
        bytes += u16(0, 2, 0, 1)  // Feature: lookups 0 and 1
        bytes += u16(2, 6, 42)  // LookupList @46: lookups @52 and @88
        bytes += u16(2, 0, 1, 8)  // Lookup 0 @52: pair adjustment, subtable @60
        bytes += u16(1, 12, 0x4, 0, 1, 18)  // PairPos format 1 @60: coverage @72, XAdvance only, pair set @78
        bytes += u16(1, 1, 3)  // Coverage: glyph 3
        bytes += u16(2, 5) + s16(-50) + u16(9) + s16(-20)  // PairSet: 3→5 −50, 3→9 −20
        bytes += u16(9, 0, 1, 8)  // Lookup 1 @88: extension, subtable @96
        bytes += u16(1, 2) + u32(8)  // Extension → pair adjustment @104
        bytes += u16(2, 32, 0x5, 0, 42, 54, 2, 2)  // PairPos format 2 @104: XPlacement + XAdvance
        bytes += s16(7) + s16(0) + s16(0) + s16(-10) + s16(0) + s16(3) + s16(99) + s16(-40)  // [class1][class2]
        bytes += u16(2, 1, 10, 12, 0)  // Coverage format 2: glyphs 10–12
        bytes += u16(1, 10, 3, 1, 1, 0)  // ClassDef1 format 1: 10, 11 → 1; 12 → 0
        bytes += u16(2, 1, 20, 22, 1)  // ClassDef2 format 2: 20–22 → 1
        XCTAssertEqual(bytes.count, 168)

        let pairs = try XCTUnwrap(PairAdjustments(gpos: bytes))
        XCTAssertEqual(pairs.adjustment(3, 5), -50)
        XCTAssertEqual(pairs.adjustment(3, 9), -20)
        XCTAssertEqual(pairs.adjustment(3, 4), 0)
        XCTAssertEqual(pairs.adjustment(10, 21), -40)  // XPlacement does not change the advance
        XCTAssertEqual(pairs.adjustment(12, 21), -10)
        XCTAssertEqual(pairs.adjustment(10, 30), 3)
        XCTAssertEqual(pairs.adjustment(13, 21), 0)

        // Truncated or foreign data gives no kerning rather than a crash.
        XCTAssertNil(PairAdjustments(gpos: [0, 2, 0, 0]))
        XCTAssertEqual(PairAdjustments(gpos: Array(bytes.prefix(70)))?.adjustment(3, 5) ?? 0, 0)
    }

    func testTrackingTable() throws {
        var bytes: [UInt8] = u32(0x0001_0000) + u16(0, 12, 0, 0)
        bytes += u16(2, 3) + u32(36)  // two tracks, three sizes, size table @36
        bytes += u32(0xFFFF_0000) + u16(256, 48)  // track −1 (tight), values @48
        bytes += u32(0) + u16(257, 54)  // track 0 (normal), values @54
        bytes += u32(9 << 16) + u32(17 << 16) + u32(28 << 16)
        bytes += s16(-5) + s16(-5) + s16(-5)
        bytes += s16(20) + s16(-10) + s16(-30)
        let table = try XCTUnwrap(TrackingTable(bytes))
        XCTAssertEqual(table.normalTracking(atSize: 9), 20)
        XCTAssertEqual(table.normalTracking(atSize: 17), -10)
        XCTAssertEqual(table.normalTracking(atSize: 13), 5)
        XCTAssertEqual(table.normalTracking(atSize: 28), -30)
        XCTAssertEqual(table.normalTracking(atSize: 39), -50)  // extrapolated, as HarfBuzz does
        XCTAssertEqual(table.normalTracking(atSize: 5), 35)
        XCTAssertNil(TrackingTable([0, 1]))
    }

    private func u16(_ values: Int...) -> [UInt8] { values.flatMap { [UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] } }
    private func s16(_ value: Int) -> [UInt8] { u16(Int(UInt16(bitPattern: Int16(value)))) }
    private func u32(_ value: Int) -> [UInt8] { u16(value >> 16 & 0xFFFF) + u16(value & 0xFFFF) }
    private func tag(_ text: String) -> [UInt8] { Array(text.utf8) }
}
