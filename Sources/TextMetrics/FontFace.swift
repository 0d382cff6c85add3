import CFreeType

/// One opened face and what measuring needs from it (SEMANTICS.md §1.4): vertical metrics from
/// `hhea` in font units, which characters it has, and the HarfBuzz font that shapes text in it
/// (advances, kerning, ligatures, tracking). Not thread-safe; the measurer that owns it serialises access.
final class FontFace {
    let face: FT_Face
    let unitsPerEm: Double
    /// hhea ascender (positive, above the baseline), descender (negative) and line gap.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let shaper: HarfBuzzFont
    // Only used by one thread at a time (the measurer's lock), so the runtime exclusivity
    // check, paid on every character looked up, is left out.
    @exclusivity(unchecked) private var glyphs: [UInt32: UInt32] = [:]
    // A flat cache for the common case, Latin text: array lookups cost far less than hashing.
    // `unknown` marks what is not looked up yet.
    private static let unknown = Int32.min
    @exclusivity(unchecked) private var asciiGlyphs = [Int32](repeating: unknown, count: 128)

    /// Opens `path`; nil when FreeType or HarfBuzz cannot read it.
    init?(library: FT_Library, path: String, faceIndex: Int) {
        guard let shaper = HarfBuzzFont(path: path, faceIndex: faceIndex) else { return nil }
        var opened: FT_Face?
        guard FT_New_Face(library, path, faceIndex, &opened) == 0, let face = opened else { return nil }
        self.face = face
        self.shaper = shaper
        let record = face.pointee
        // From the `head` table as HarfBuzz reads it: FreeType reports 0 for bitmap-only fonts (colour emoji).
        unitsPerEm = shaper.unitsPerEm
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
    }

    deinit {
        FT_Done_Face(face)
    }

    /// Whether the face has a glyph for every printable ASCII character (space to tilde): text of
    /// those characters alone is then shown in this face throughout (`TextRuns`). Found once.
    private(set) lazy var coversPrintableASCII: Bool = (UInt8(0x20)...UInt8(0x7E)).allSatisfy { glyph(for: Unicode.Scalar($0)) != 0 }

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
}
