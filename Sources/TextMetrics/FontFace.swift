import CFreeType

/// One opened face and what measuring needs from it, in font units (SEMANTICS.md §1.4):
/// vertical metrics from `hhea`, advances, kerning and tracking. Not thread-safe; the measurer
/// that owns it serialises access.
final class FontFace {
    let face: FT_Face
    let unitsPerEm: Double
    /// hhea ascender (positive, above the baseline), descender (negative) and line gap.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    private let kerning: Kerning
    private let tracking: TrackingTable?
    // The caches are only used by one thread at a time (the measurer's lock), so the runtime
    // exclusivity check, paid on every character measured, is left out.
    @exclusivity(unchecked) private var glyphs: [UInt32: UInt32] = [:]
    @exclusivity(unchecked) private var advances: [UInt32: Int] = [:]
    @exclusivity(unchecked) private var kerningPairs: [UInt64: Int] = [:]
    // Flat caches for the common case, Latin text: a label measures every character, and
    // array lookups cost far less than hashing. `unknown` marks what is not looked up yet.
    private static let unknown = Int32.min
    private static let flatGlyphs = 256
    @exclusivity(unchecked) private var asciiGlyphs = [Int32](repeating: unknown, count: 128)
    @exclusivity(unchecked) private var flatAdvances = [Int32](repeating: unknown, count: flatGlyphs)
    @exclusivity(unchecked) private var flatKerning = [Int32](repeating: unknown, count: flatGlyphs * flatGlyphs)

    private enum Kerning {
        case none
        /// The legacy `kern` table, through `FT_Get_Kerning`.
        case kernTable
        /// GPOS pair adjustments of the `kern` feature, which CoreText prefers when a font has them.
        case gpos(PairAdjustments)
    }

    /// Opens `path`; nil when FreeType cannot read it.
    init?(library: FT_Library, path: String, faceIndex: Int) {
        var opened: FT_Face?
        guard FT_New_Face(library, path, faceIndex, &opened) == 0, let face = opened else { return nil }
        self.face = face
        let record = face.pointee
        unitsPerEm = Double(record.units_per_EM > 0 ? record.units_per_EM : 1000)
        let isSFNT = record.face_flags & FT_FACE_FLAG_SFNT != 0
        var metrics: (Double, Double, Double)?
        if isSFNT, let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            if hhea.Ascender != 0 || hhea.Descender != 0 {
                metrics = (Double(hhea.Ascender), Double(hhea.Descender), Double(hhea.Line_Gap))
            }
        }
        // Not an sfnt (Type 1, CFF without hhea) or an empty hhea: FreeType's own figures.
        let fallback = (
            Double(record.ascender), Double(record.descender),
            Double(record.height) - Double(record.ascender) + Double(record.descender)
        )
        (ascender, descender, lineGap) = metrics ?? (fallback.0, fallback.1, max(0, fallback.2))

        if isSFNT, let gpos = Self.table(face, tag: "GPOS").flatMap(PairAdjustments.init(gpos:)), !gpos.isEmpty {
            kerning = .gpos(gpos)
        } else if record.face_flags & FT_FACE_FLAG_KERNING != 0 {
            kerning = .kernTable
        } else {
            kerning = .none
        }
        tracking = isSFNT ? Self.table(face, tag: "trak").flatMap(TrackingTable.init) : nil
    }

    deinit {
        FT_Done_Face(face)
    }

    /// The glyph for a character; 0 (.notdef) when the face has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        if scalar.value < 128 {
            let cached = asciiGlyphs[Int(scalar.value)]
            if cached != Self.unknown { return UInt32(cached) }
            let glyph = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
            asciiGlyphs[Int(scalar.value)] = Int32(truncatingIfNeeded: glyph)
            return glyph
        }
        if let cached = glyphs[scalar.value] { return cached }
        let glyph = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphs[scalar.value] = glyph
        return glyph
    }

    /// The advance width in font units, unhinted and unscaled.
    func advance(of glyph: UInt32) -> Int {
        if glyph < Self.flatGlyphs {
            let cached = flatAdvances[Int(glyph)]
            if cached != Self.unknown { return Int(cached) }
            let advance = loadAdvance(of: glyph)
            flatAdvances[Int(glyph)] = Int32(clamping: advance)
            return advance
        }
        if let cached = advances[glyph] { return cached }
        let advance = loadAdvance(of: glyph)
        advances[glyph] = advance
        return advance
    }

    private func loadAdvance(of glyph: UInt32) -> Int {
        var advance = 0
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0, let slot = face.pointee.glyph {
            advance = Int(slot.pointee.metrics.horiAdvance)
        }
        return advance
    }

    /// The kerning between two adjacent glyphs in font units (negative: closer).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard left < Self.flatGlyphs, right < Self.flatGlyphs else { return lookUpKerning(left, right) }
        let slot = Int(left) * Self.flatGlyphs + Int(right)
        let cached = flatKerning[slot]
        if cached != Self.unknown { return Int(cached) }
        let value = lookUpKerning(left, right)
        flatKerning[slot] = Int32(clamping: value)
        return value
    }

    private func lookUpKerning(_ left: UInt32, _ right: UInt32) -> Int {
        switch kerning {
        case .none:
            return 0
        case .gpos(let pairs):
            return pairs.adjustment(left, right)
        case .kernTable:
            let key = UInt64(left) << 32 | UInt64(right)
            if let cached = kerningPairs[key] { return cached }
            var vector = FT_Vector()
            let status = FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
            let value = status == 0 ? Int(vector.x) : 0
            kerningPairs[key] = value
            return value
        }
    }

    /// Extra space per glyph in points at `size`, from the font's `trak` table (0 without one).
    func tracking(atSize size: Double) -> Double {
        guard let tracking else { return 0 }
        return tracking.normalTracking(atSize: size) * size / unitsPerEm
    }

    /// The bytes of an sfnt table, nil when the face has none.
    private static func table(_ face: FT_Face, tag: String) -> [UInt8]? {
        let tagValue = tag.utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tagValue, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tagValue, 0, $0.baseAddress, &length) }
        return status == 0 ? bytes : nil
    }
}
