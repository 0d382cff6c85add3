import CFreeType
import Foundation
import LayoutTree

/// Text measured with real fonts (SEMANTICS.md §1.4): fontconfig chooses the file, FreeType reads it.
///
/// - width: the sum of unhinted advances in font units, plus kerning (GPOS pair adjustments, else the
///   `kern` table) and `trak` tracking, scaled by size / unitsPerEm: exact, not snapped to hinted pixels.
///   Characters the font lacks are measured in the font fontconfig falls back to, as CoreText would.
/// - lineHeight: (hhea ascender − hhea descender + hhea lineGap) × size / unitsPerEm, as UIFont's `lineHeight`.
///
/// Thread-safe: one FreeType library per measurer, its faces and caches behind one lock.
public final class FreeTypeTextMeasurer: TextMeasuring, @unchecked Sendable {
    public let resolver: FontResolver
    private let lock = NSLock()
    private var library: FT_Library?
    // The caches below are only touched with `lock` held: the runtime exclusivity check, paid
    // on every measurement, is left out.
    @exclusivity(unchecked) private var faces: [FaceKey: FontFace?] = [:]
    /// The face and file of each font measured so far (nil: no readable font).
    @exclusivity(unchecked) private var faceForFont: [FontDescriptor: OpenedFont?] = [:]
    /// The last font asked for: labels mostly share one, and comparing is cheaper than hashing.
    @exclusivity(unchecked) private var lastOpened: (font: FontDescriptor, opened: OpenedFont?)?
    private static let estimate = EstimatedTextMeasurer()

    public init(resolver: FontResolver) {
        self.resolver = resolver
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0 { self.library = library }
    }

    deinit {
        faces.removeAll()
        faceForFont.removeAll()
        lastOpened = nil
        if let library { FT_Done_FreeType(library) }
    }

    public func width(of text: String, font: FontDescriptor) -> Double {
        lock.lock()
        defer { lock.unlock() }
        guard let opened = opened(font) else { return Self.estimate.width(of: text, font: font) }
        let face = opened.face
        let scale = font.size / face.unitsPerEm
        var units = 0
        var fallbackWidth = 0.0
        var glyphCount = 0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            if Self.isInvisible(scalar) {
                continue
            }
            let glyph = face.glyph(for: scalar)
            if glyph == 0, let substitute = fallbackFace(for: scalar, near: opened.file) {
                fallbackWidth += Double(substitute.face.advance(of: substitute.glyph)) * font.size / substitute.face.unitsPerEm
                glyphCount += 1
                previous = nil
                continue
            }
            if let previous { units += face.kerning(previous, glyph) }
            units += face.advance(of: glyph)
            glyphCount += 1
            previous = glyph
        }
        return Double(units) * scale + fallbackWidth + Double(glyphCount) * face.tracking(atSize: font.size)
    }

    public func lineHeight(of font: FontDescriptor) -> Double {
        lock.lock()
        defer { lock.unlock() }
        guard let face = opened(font)?.face else { return Self.estimate.lineHeight(of: font) }
        return (face.ascender - face.descender + face.lineGap) * font.size / face.unitsPerEm
    }

    public func ascender(of font: FontDescriptor) -> Double {
        lock.lock()
        defer { lock.unlock() }
        guard let face = opened(font)?.face else { return Self.estimate.ascender(of: font) }
        return face.ascender * font.size / face.unitsPerEm
    }

    /// The distance from the baseline down to the bottom of a line (positive).
    public func descender(of font: FontDescriptor) -> Double {
        lock.lock()
        defer { lock.unlock() }
        guard let face = opened(font)?.face else { return font.size * 494 / 2048 }
        return -face.descender * font.size / face.unitsPerEm
    }

    /// A warning when `font` is not measured with the font it names: `font 'Helvetica' not found; using
    /// 'DejaVu Sans'`. System fonts are reported once, through `FontResolver.systemFamilyNote`.
    public func resolutionNote(for font: FontDescriptor) -> String? {
        guard let resolved = resolver.resolve(font) else {
            return "no font file for '\(font.name)' (fontconfig lists no fonts); its text is estimated"
        }
        lock.lock()
        let isOpen = opened(font) != nil
        lock.unlock()
        guard isOpen else {
            return "cannot read font file '\(resolved.path)' for '\(font.name)'; its text is estimated"
        }
        guard resolved.isSubstitute, !font.isSystem else { return nil }
        return "font '\(font.name)' not found; using '\(Self.displayName(resolved))'"
    }

    /// `DejaVu Sans`, or `DejaVu Sans (DejaVuSans-Bold)` when the face is not the family's plain one.
    static func displayName(_ font: ResolvedFont) -> String {
        let plain = FontEntry.normalized(font.familyName)
        let postScript = FontEntry.normalized(font.postScriptName)
        if postScript.isEmpty || postScript == plain { return font.familyName }
        return "\(font.familyName) (\(font.postScriptName))"
    }

    // MARK: Faces (call with the lock held)

    private struct FaceKey: Hashable {
        var path: String
        var index: Int
    }

    /// A face and the file it was read from; a class, so that fetching it for every measurement
    /// costs one retain, not one per string of the file's description.
    private final class OpenedFont {
        let face: FontFace
        let file: ResolvedFont

        init(face: FontFace, file: ResolvedFont) {
            self.face = face
            self.file = file
        }
    }

    private func opened(_ font: FontDescriptor) -> OpenedFont? {
        if let last = lastOpened, last.font == font { return last.opened }
        let result: OpenedFont?
        if let cached = faceForFont[font] {
            result = cached
        } else {
            var opened: OpenedFont?
            if let file = resolver.resolve(font), let face = face(for: file) { opened = OpenedFont(face: face, file: file) }
            faceForFont[font] = opened
            result = opened
        }
        lastOpened = (font, result)
        return result
    }

    private func face(for resolved: ResolvedFont) -> FontFace? {
        let key = FaceKey(path: resolved.path, index: resolved.faceIndex)
        if let cached = faces[key] { return cached }
        let face = library.flatMap { FontFace(library: $0, path: resolved.path, faceIndex: resolved.faceIndex) }
        faces[key] = face
        return face
    }

    private func fallbackFace(for scalar: Unicode.Scalar, near primary: ResolvedFont) -> (face: FontFace, glyph: UInt32)? {
        guard let substitute = resolver.fallback(for: scalar, near: primary), substitute.path != primary.path
            || substitute.faceIndex != primary.faceIndex, let face = face(for: substitute)
        else { return nil }
        let glyph = face.glyph(for: scalar)
        return glyph == 0 ? nil : (face, glyph)
    }

    /// Characters with no advance and no glyph of their own: controls, joiners, variation selectors.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0xAD, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0xFE00...0xFE0F,
            0xFEFF, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}
