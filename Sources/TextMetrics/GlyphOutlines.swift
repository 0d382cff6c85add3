import CFreeType
import Foundation

/// One drawing command of a glyph outline, in font units with y pointing up (FreeType's convention).
public enum OutlineCommand: Sendable, Equatable {
    case move(Double, Double)
    case line(Double, Double)
    case quadratic(Double, Double, Double, Double)
    case cubic(Double, Double, Double, Double, Double, Double)
    case close
}

/// The outline of one glyph, unscaled.
public struct GlyphOutline: Sendable {
    public var glyphIndex: UInt32
    /// Horizontal advance in font units.
    public var advance: Double
    public var commands: [OutlineCommand]
}

/// Glyph outlines read with FreeType from one face of a font file, so that text can be drawn
/// as paths that look the same on every machine (`markupc render --text-as-paths`).
///
/// Coordinates are font units; multiply by `size / unitsPerEm` to get points. A face is not
/// thread-safe, so every FreeType call happens under a lock; outlines are cached per glyph.
public final class GlyphOutlineFont: @unchecked Sendable {
    public let path: String
    public let faceIndex: Int
    public let unitsPerEm: Double
    /// hhea ascender and descender (descender negative), font units.
    public let ascender: Double
    public let descender: Double

    private var library: FT_Library?
    private var face: FT_Face?
    private var cache: [UInt32: GlyphOutline] = [:]
    private let lock = NSLock()

    /// Opens `path` (face `faceIndex` of a collection, named instance in the high bits); nil when
    /// FreeType cannot read it or the face has no scalable outlines.
    public init?(path: String, faceIndex: Int = 0) {
        self.path = path
        self.faceIndex = faceIndex
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, faceIndex, &face) == 0, let face else {
            FT_Done_FreeType(library)
            return nil
        }
        let record = face.pointee
        // FT_FACE_FLAG_SCALABLE: bitmap-only faces have no outlines to draw.
        guard record.face_flags & (1 << 0) != 0, record.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            return nil
        }
        self.library = library
        self.face = face
        unitsPerEm = Double(record.units_per_EM)
        ascender = Double(record.ascender)
        descender = Double(record.descender)
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The outline of a glyph by its index in the face (as `ShapedGlyph.glyph` names it); nil when
    /// FreeType cannot load it.
    public func outline(glyph index: UInt32) -> GlyphOutline? {
        lock.lock()
        defer { lock.unlock() }
        guard let face else { return nil }
        return loadOutline(face, glyphIndex: index)
    }

    private func loadOutline(_ face: FT_Face, glyphIndex: UInt32) -> GlyphOutline? {
        if let cached = cache[glyphIndex] { return cached }
        // FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP: design units, untouched.
        let flags: Int32 = (1 << 0) | (1 << 1) | (1 << 3)
        guard FT_Load_Glyph(face, glyphIndex, flags) == 0, let slot = face.pointee.glyph else { return nil }
        let advance = Double(slot.pointee.advance.x)
        var commands: [OutlineCommand] = []
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            commands = Self.decompose(&slot.pointee.outline)
        }
        let outline = GlyphOutline(glyphIndex: glyphIndex, advance: advance, commands: commands)
        cache[glyphIndex] = outline
        return outline
    }

    /// FT_Outline_Decompose into commands; each contour is closed.
    private static func decompose(_ outline: inout FT_Outline) -> [OutlineCommand] {
        let collector = CommandCollector()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let user else { return 1 }
                let collector = Unmanaged<CommandCollector>.fromOpaque(user).takeUnretainedValue()
                if collector.open { collector.commands.append(.close) }
                collector.commands.append(.move(Double(to.pointee.x), Double(to.pointee.y)))
                collector.open = true
                return 0
            },
            line_to: { to, user in
                guard let to, let user else { return 1 }
                let collector = Unmanaged<CommandCollector>.fromOpaque(user).takeUnretainedValue()
                collector.commands.append(.line(Double(to.pointee.x), Double(to.pointee.y)))
                return 0
            },
            conic_to: { control, to, user in
                guard let control, let to, let user else { return 1 }
                let collector = Unmanaged<CommandCollector>.fromOpaque(user).takeUnretainedValue()
                collector.commands.append(
                    .quadratic(Double(control.pointee.x), Double(control.pointee.y), Double(to.pointee.x), Double(to.pointee.y)))
                return 0
            },
            cubic_to: { first, second, to, user in
                guard let first, let second, let to, let user else { return 1 }
                let collector = Unmanaged<CommandCollector>.fromOpaque(user).takeUnretainedValue()
                collector.commands.append(
                    .cubic(
                        Double(first.pointee.x), Double(first.pointee.y), Double(second.pointee.x), Double(second.pointee.y),
                        Double(to.pointee.x), Double(to.pointee.y)))
                return 0
            },
            shift: 0, delta: 0)
        let context = Unmanaged.passUnretained(collector).toOpaque()
        let status = withExtendedLifetime(collector) { FT_Outline_Decompose(&outline, &funcs, context) }
        guard status == 0 else { return [] }
        if collector.open { collector.commands.append(.close) }
        return collector.commands
    }
}

private final class CommandCollector {
    var commands: [OutlineCommand] = []
    var open = false
}

/// Outline fonts opened once per file and face, for one rendering job.
public final class GlyphOutlineFontCache: @unchecked Sendable {
    private var fonts: [String: GlyphOutlineFont?] = [:]
    private let lock = NSLock()

    public init() {}

    public func font(path: String, faceIndex: Int) -> GlyphOutlineFont? {
        let key = "\(faceIndex):\(path)"
        lock.lock()
        defer { lock.unlock() }
        if let known = fonts[key] { return known }
        let opened = GlyphOutlineFont(path: path, faceIndex: faceIndex)
        fonts[key] = opened
        return opened
    }
}
