import LayoutTree
import TextMetrics

/// Draws placed lines either as SVG `<text>` (font family, size, weight, style, colour) or as
/// glyph outlines read from the font file with FreeType (`--text-as-paths`).
///
/// Either way a line occupies the width the layout measured: `<text>` carries `textLength`
/// (for viewers that honour it), and outlines are the glyphs HarfBuzz shaped when the layout
/// measured the line — ligatures, kerning, Arabic joining, Devanagari reordering, emoji sequences,
/// fallback fonts — placed where the shaping put them. Each glyph's outline is defined once (in
/// font units) and placed with `<use>`.
struct TextDrawer {
    /// The layout's text measurer before the content size (the fonts drawn are already scaled);
    /// nil when it does not shape text (no outlines can be placed).
    let shaper: (any GlyphShaping)?
    let fonts: (any FontFileResolving)?
    let outlines: GlyphOutlineFontCache
    let asPaths: Bool

    /// Draws `line`; returns false when outlines were asked for and the text could not be shaped
    /// with a font file (the line is then written as `<text>`).
    @discardableResult
    func draw(_ line: PlacedLine, font: FontDescriptor, color: Color, into writer: inout SVGWriter, glyphs: inout GlyphDefinitions) -> Bool {
        guard !line.text.isEmpty, color.isVisible else { return true }
        if asPaths, let shaped = shaper?.shapedLine(line.text, font: font) {
            let placements = place(shaped, on: line)
            guard !placements.isEmpty else { return true }
            writer.open("g", color.paint())
            for placement in placements {
                let id = glyphs.id(for: placement.glyph, in: placement.font)
                let matrix = [placement.scale, 0, 0, -placement.scale].map { svgNumber($0, decimals: 7) }
                    + [svgNumber(placement.x), svgNumber(placement.baseline)]
                writer.empty("use", [("xlink:href", "#" + id), ("transform", "matrix(\(matrix.joined(separator: " ")))")])
            }
            writer.close()
            return true
        }
        let file = fonts?.fontFile(for: font)
        var attributes: SVGWriter.Attributes = [
            ("x", svgNumber(line.x)), ("y", svgNumber(line.baseline)),
            ("font-family", Self.familyList(font, file: file)), ("font-size", svgNumber(font.size)),
        ]
        if font.weight != .regular { attributes.append(("font-weight", Self.cssWeight(font.weight))) }
        if font.italic { attributes.append(("font-style", "italic")) }
        attributes += color.paint()
        if line.text.count > 1, line.width > 0 {
            attributes += [("textLength", svgNumber(line.width)), ("lengthAdjust", "spacingAndGlyphs")]
        }
        attributes.append(("xml:space", "preserve"))
        writer.leaf("text", attributes, text: line.text)
        return !asPaths
    }

    // MARK: Outlines

    /// One glyph at its place: the origin on the baseline and the scale from font units to points.
    struct GlyphPlacement {
        var glyph: GlyphOutline
        var font: GlyphOutlineFont
        var x: Double
        var baseline: Double
        var scale: Double
    }

    /// Every drawn glyph of a shaped line at the line's place; glyphs with no outline (spaces,
    /// bitmap-only fonts such as colour emoji) draw nothing.
    func place(_ shaped: ShapedLine, on line: PlacedLine) -> [GlyphPlacement] {
        let files = shaped.fonts.map { outlines.font(path: $0.path, faceIndex: $0.faceIndex) }
        return shaped.glyphs.compactMap { glyph in
            guard files.indices.contains(glyph.font), let file = files[glyph.font],
                let outline = file.outline(glyph: glyph.glyph), !outline.commands.isEmpty
            else { return nil }
            return GlyphPlacement(
                glyph: outline, font: file, x: line.x + glyph.x, baseline: line.baseline - glyph.y, scale: glyph.scale)
        }
    }

    // MARK: Font attributes

    /// The families to try, most specific first: the font as named, the file the measurer used,
    /// then the generic family.
    static func familyList(_ font: FontDescriptor, file: FontFile?) -> String {
        var families: [String] = []
        if font.isSystem {
            families += ["-apple-system", "SF Pro Text", "SF Pro"]
        } else {
            families.append(font.name)
        }
        if let file, !families.contains(file.familyName) { families.append(file.familyName) }
        let quoted = families.map { name -> String in
            let plain = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } && !(name.first?.isNumber ?? false)
            return plain ? name : "'" + name.replacingOccurrences(of: "'", with: "") + "'"
        }
        return (quoted + [font.name.lowercased().contains("mono") ? "monospace" : "sans-serif"]).joined(separator: ", ")
    }

    static func cssWeight(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: "100"
        case .thin: "200"
        case .light: "300"
        case .regular: "400"
        case .medium: "500"
        case .semibold: "600"
        case .bold: "700"
        case .heavy: "800"
        case .black: "900"
        }
    }
}

/// The glyph outlines a document uses, each defined once in `<defs>` (font units, y up) and
/// referenced by id from every place it is drawn.
struct GlyphDefinitions {
    let idPrefix: String
    private var ids: [String: String] = [:]
    private var fontNumbers: [String: Int] = [:]
    /// (id, path data) in the order first used.
    private(set) var definitions: [(String, String)] = []

    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    mutating func id(for glyph: GlyphOutline, in font: GlyphOutlineFont) -> String {
        let fontKey = "\(font.faceIndex):\(font.path)"
        let fontNumber = fontNumbers[fontKey] ?? fontNumbers.count
        fontNumbers[fontKey] = fontNumber
        let key = "\(fontNumber)-\(glyph.glyphIndex)"
        if let id = ids[key] { return id }
        let id = "\(idPrefix)glyph\(key)"
        ids[key] = id
        definitions.append((id, Self.pathData(glyph.commands)))
        return id
    }

    /// Writes `<defs>` with every glyph used (nothing when none was).
    func write(into writer: inout SVGWriter) {
        guard !definitions.isEmpty else { return }
        writer.open("defs")
        for (id, data) in definitions { writer.empty("path", [("id", id), ("d", data)]) }
        writer.close()
    }

    static func pathData(_ commands: [OutlineCommand]) -> String {
        func point(_ x: Double, _ y: Double) -> String { svgNumber(x, decimals: 2) + " " + svgNumber(y, decimals: 2) }
        var data = ""
        for command in commands {
            switch command {
            case .move(let x, let y): data += "M" + point(x, y)
            case .line(let x, let y): data += "L" + point(x, y)
            case .quadratic(let cx, let cy, let x, let y): data += "Q" + point(cx, cy) + " " + point(x, y)
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                data += "C" + point(ax, ay) + " " + point(bx, by) + " " + point(x, y)
            case .close: data += "Z"
            }
        }
        return data
    }
}
