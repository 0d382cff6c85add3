import CFreeType
import Foundation

/// FreeType's own figures for a string, through its scaled API (FT_Set_Char_Size at 72 dpi, so a pixel is
/// a point): linear (unhinted) advances and unfitted kerning. An independent route to the numbers the
/// measurer computes from font units.
enum ReferenceFreeType {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    static func width(of text: String, fontFile: String, size: Double) -> Double? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var opened: FT_Face?
        guard FT_New_Face(library, fontFile, 0, &opened) == 0, let face = opened else { return nil }
        defer { FT_Done_Face(face) }
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size * 64), 72, 72) == 0 else { return nil }
        var total = 0.0
        var previous: FT_UInt = 0
        for scalar in text.unicodeScalars {
            let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            if previous != 0 {
                var kerning = FT_Vector()
                FT_Get_Kerning(face, previous, glyph, FT_UInt(FT_KERNING_UNFITTED.rawValue), &kerning)
                total += Double(kerning.x) / 64
            }
            guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING)) == 0, let slot = face.pointee.glyph else {
                return nil
            }
            total += Double(slot.pointee.linearHoriAdvance) / 65536
            previous = glyph
        }
        return total
    }

    /// The hhea ascender, descender and line gap, and units per em.
    static func verticalMetrics(fontFile: String) -> (ascender: Int, descender: Int, lineGap: Int, unitsPerEm: Int)? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var opened: FT_Face?
        guard FT_New_Face(library, fontFile, 0, &opened) == 0, let face = opened else { return nil }
        defer { FT_Done_Face(face) }
        guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else { return nil }
        let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        return (Int(hhea.Ascender), Int(hhea.Descender), Int(hhea.Line_Gap), Int(face.pointee.units_per_EM))
    }

    static func glyphIndex(_ character: Character, fontFile: String) -> UInt32 {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return 0 }
        defer { FT_Done_FreeType(library) }
        var opened: FT_Face?
        guard FT_New_Face(library, fontFile, 0, &opened) == 0, let face = opened,
            let scalar = character.unicodeScalars.first
        else { return 0 }
        defer { FT_Done_Face(face) }
        return UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }
}

/// Results written from many threads at once (each index by one thread).
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Value] = [:]

    subscript(index: Int) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return values[index]
        }
        set {
            lock.lock()
            values[index] = newValue
            lock.unlock()
        }
    }
}
