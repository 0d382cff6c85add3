import LayoutTree

/// One line of text as HarfBuzz shaped it: its glyphs, each from the font file that has it, at the
/// positions the layout measured. The width is what `width(of:font:)` gives the same text.
public struct ShapedLine: Sendable, Equatable {
    /// The font files the glyphs come from: the font's own file first, then any fallback fonts.
    public var fonts: [ResolvedFont]
    /// Glyphs in visual order, left to right.
    public var glyphs: [ShapedGlyph]
    /// The sum of the advances, points.
    public var width: Double
}

/// A glyph at its place on a line.
public struct ShapedGlyph: Sendable, Equatable {
    /// Index into `ShapedLine.fonts`.
    public var font: Int
    /// The glyph's index in its font (what `GlyphOutlineFont.outline(glyph:)` reads).
    public var glyph: UInt32
    /// The glyph's origin from the start of the line, points: the pen position plus HarfBuzz's
    /// offset (marks, cursive attachment); `y` is upwards from the baseline.
    public var x: Double
    public var y: Double
    /// Points per font unit of its font at the line's size.
    public var scale: Double
}

/// A text measurer that can say which glyphs it measured, and where: the renderer draws text as
/// paths with them, so drawn glyphs sit exactly where the layout measured them.
public protocol GlyphShaping: Sendable {
    /// nil when the font has no readable file (the text was estimated, not shaped).
    func shapedLine(_ text: String, font: FontDescriptor) -> ShapedLine?
}
