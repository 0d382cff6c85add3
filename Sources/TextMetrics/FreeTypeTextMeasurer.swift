import CFreeType
import Foundation
import LayoutTree

/// Text measured with real fonts (SEMANTICS.md §1.4): fontconfig chooses the file, HarfBuzz shapes
/// the text in it, FreeType reads its vertical metrics.
///
/// - width: the sum of the advances HarfBuzz gives the shaped text — kerning (GPOS, else `kern`),
///   ligatures, contextual forms of Arabic and Devanagari, emoji sequences, `trak` tracking at the
///   size — in font units scaled by size / unitsPerEm: exact, not snapped to hinted pixels.
///   Characters the font lacks are shaped in the font fontconfig falls back to, as CoreText would.
/// - lineHeight: (hhea ascender − hhea descender + hhea lineGap) × size / unitsPerEm, as UIFont's `lineHeight`.
///
/// Thread-safe: one FreeType library and one HarfBuzz buffer per measurer, its faces and caches behind one lock.
public final class FreeTypeTextMeasurer: TextMeasuring, GlyphShaping, @unchecked Sendable {
    public let resolver: FontResolver
    private let lock = NSLock()
    private var library: FT_Library?
    private let buffer = ShapingBuffer()
    // The caches below are only touched with `lock` held: the runtime exclusivity check, paid
    // on every measurement, is left out.
    @exclusivity(unchecked) private var faces: [FaceKey: OpenedFont?] = [:]
    /// The face and file of each font measured so far (nil: no readable font).
    @exclusivity(unchecked) private var faceForFont: [FontDescriptor: OpenedFont?] = [:]
    /// The last font asked for: labels mostly share one, and comparing is cheaper than hashing.
    @exclusivity(unchecked) private var lastOpened: (font: FontDescriptor, opened: OpenedFont?)?
    /// Widths shaped so far (see `TextWidthCache`).
    @exclusivity(unchecked) private var widths = TextWidthCache()
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
        return widths.width(of: text, font: font) { shapedWidth(of: text, font: font) }
    }

    /// The sum of the advances of `text` shaped in `font` (call with the lock held).
    private func shapedWidth(of text: String, font: FontDescriptor) -> Double {
        guard let opened = opened(font), let buffer else { return Self.estimate.width(of: text, font: font) }
        var width = 0.0
        shape(text, size: font.size, in: opened, buffer: buffer) { _, face, run in
            width += Double(run.advance) * font.size / face.unitsPerEm
        }
        return width
    }

    public func shapedLine(_ text: String, font: FontDescriptor) -> ShapedLine? {
        lock.lock()
        defer { lock.unlock() }
        guard let opened = opened(font), let buffer else { return nil }
        var line = ShapedLine(fonts: [], glyphs: [], width: 0)
        let fonts = shape(text, size: font.size, in: opened, buffer: buffer) { index, face, run in
            let scale = font.size / face.unitsPerEm
            run.forEach { glyph, advance, xOffset, yOffset in
                line.glyphs.append(
                    ShapedGlyph(font: index, glyph: glyph, x: line.width + Double(xOffset) * scale, y: Double(yOffset) * scale, scale: scale))
                line.width += Double(advance) * scale
            }
        }
        line.fonts = fonts.map(\.file)
        return line
    }

    public func lineHeight(of font: FontDescriptor) -> Double {
        if usesSFProLineMetrics(font) { return Self.estimate.lineHeight(of: font) }
        lock.lock()
        defer { lock.unlock() }
        guard let face = opened(font)?.face else { return Self.estimate.lineHeight(of: font) }
        return (face.ascender - face.descender + face.lineGap) * font.size / face.unitsPerEm
    }

    public func ascender(of font: FontDescriptor) -> Double {
        if usesSFProLineMetrics(font) { return Self.estimate.ascender(of: font) }
        lock.lock()
        defer { lock.unlock() }
        guard let face = opened(font)?.face else { return Self.estimate.ascender(of: font) }
        return face.ascender * font.size / face.unitsPerEm
    }

    /// The distance from the baseline down to the bottom of a line (positive).
    public func descender(of font: FontDescriptor) -> Double {
        if usesSFProLineMetrics(font) { return Self.estimate.descender(of: font) }
        lock.lock()
        defer { lock.unlock() }
        guard let face = opened(font)?.face else { return Self.estimate.descender(of: font) }
        return -face.descender * font.size / face.unitsPerEm
    }

    /// A `System` font or text style drawn with the machine's stand-in for SF Pro: its lines are as
    /// high as SF Pro's (§1.4 gives the figures, 1.19336 × size), so that every label, button and
    /// baseline is where iOS puts it; only the advances are the stand-in's. `--system-font` names
    /// the family whose own metrics are used instead (SF Pro itself, or another on purpose).
    private func usesSFProLineMetrics(_ font: FontDescriptor) -> Bool {
        font.isSystem && resolver.systemFamilyStandsInForSFPro
    }

    /// A warning when `font` is not measured with the font it names: `font 'Helvetica' not found; using
    /// 'DejaVu Sans'`. System fonts are reported once, through `FontResolver.systemFamilyNote`.
    public func knows(_ font: FontDescriptor) -> Bool {
        if font.isSystem || font.textStyle != nil || IOSFontNames.contains(font.name) { return true }
        // A name fontconfig matches exactly is on this machine; with no fonts at all, nothing can be told.
        guard let resolved = resolver.resolve(font) else { return true }
        return !resolved.isSubstitute
    }

    public func resolutionNote(for font: FontDescriptor) -> String? {
        if !knows(font) {
            return "font '\(font.name)' is neither one of iOS's nor on this machine: iOS shows the view's default font "
                + "(if the app bundles the font, give its file with --font-dir)"
        }
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

    /// Shapes `text` run by run (`TextRuns`), the runs in logical order (markupc has no bidi
    /// algorithm) and each run's glyphs in visual order, and hands each run to `body` with the number
    /// of its font in the list returned: `primary` first, then the fallback fonts used.
    @discardableResult
    private func shape(
        _ text: String, size: Double, in primary: OpenedFont, buffer: ShapingBuffer,
        _ body: (Int, FontFace, HarfBuzzFont.ShapedRun) -> Void
    ) -> [OpenedFont] {
        var fonts = [primary]
        let runs = TextRuns(text, ownFontShowsASCII: primary.face.coversPrintableASCII) { cluster in
            // The font's own unless it lacks a visible character; invisible ones (joiners,
            // variation selectors) go with the characters they join.
            guard let missing = cluster.lazy.compactMap(Unicode.Scalar.init).first(where: {
                primary.face.glyph(for: $0) == 0 && !$0.properties.isDefaultIgnorableCodePoint
            }), let substitute = fallback(for: missing, near: primary)
            else { return 0 }
            if let known = fonts.firstIndex(where: { $0 === substitute }) { return known }
            fonts.append(substitute)
            return fonts.count - 1
        }
        for run in runs.runs {
            let face = fonts[run.font].face
            body(run.font, face, face.shaper.shape(runs.scalars, range: run.range, script: run.script, size: size, buffer: buffer))
        }
        return fonts
    }

    private func opened(_ font: FontDescriptor) -> OpenedFont? {
        if let last = lastOpened, last.font == font { return last.opened }
        let result: OpenedFont?
        if let cached = faceForFont[font] {
            result = cached
        } else {
            // The file as resolved for this font (a substitute or not), its face shared with every font of the file.
            result = resolver.resolve(font).flatMap { file in opened(file: file).map { OpenedFont(face: $0.face, file: file) } }
            faceForFont[font] = result
        }
        lastOpened = (font, result)
        return result
    }

    private func opened(file: ResolvedFont) -> OpenedFont? {
        let key = FaceKey(path: file.path, index: file.faceIndex)
        if let cached = faces[key] { return cached }
        let face = library.flatMap { FontFace(library: $0, path: file.path, faceIndex: file.faceIndex) }
        let opened = face.map { OpenedFont(face: $0, file: file) }
        faces[key] = opened
        return opened
    }

    /// The font fontconfig falls back to for a character `primary` lacks, when it has the character.
    private func fallback(for scalar: Unicode.Scalar, near primary: OpenedFont) -> OpenedFont? {
        guard let substitute = resolver.fallback(for: scalar, near: primary.file),
            substitute.path != primary.file.path || substitute.faceIndex != primary.file.faceIndex,
            let opened = opened(file: substitute), opened.face.glyph(for: scalar) != 0
        else { return nil }
        return opened
    }
}
