import LayoutTree
import TextMetrics

/// Draws placed lines either as SVG `<text>` (font family, size, weight, style, colour) or as
/// glyph outlines read from the font file with FreeType (`--text-as-paths`).
///
/// Either way a line occupies the width the layout measured: `<text>` carries `textLength`
/// (for viewers that honour it), and outlines are placed at the measured advance of every
/// character, condensed or widened uniformly when the file is a stand-in for a missing font.
/// Each glyph's outline is defined once (in font units) and placed with `<use>`.
struct TextDrawer {
    let measurer: any TextMeasuring
    let fonts: (any FontFileResolving)?
    let outlines: GlyphOutlineFontCache
    let asPaths: Bool

    /// Draws `line`; returns false when outlines were asked for and no font file could be read
    /// (the line is then written as `<text>`).
    @discardableResult
    func draw(_ line: PlacedLine, font: FontDescriptor, color: Color, into writer: inout SVGWriter, glyphs: inout GlyphDefinitions) -> Bool {
        guard !line.text.isEmpty, color.isVisible else { return true }
        let file = fonts?.fontFile(for: font)
        if asPaths, let file, let outlineFont = outlines.font(path: file.path, faceIndex: file.faceIndex) {
            let placements = place(line, font: font, file: file, outlineFont: outlineFont)
            guard !placements.isEmpty else { return true }
            writer.open("g", color.paint())
            for placement in placements {
                let id = glyphs.id(for: placement.glyph, in: placement.font)
                let matrix = [placement.xScale, 0, 0, -placement.yScale].map { svgNumber($0, decimals: 7) }
                    + [svgNumber(placement.x), svgNumber(placement.baseline)]
                writer.empty("use", [("xlink:href", "#" + id), ("transform", "matrix(\(matrix.joined(separator: " ")))")])
            }
            writer.close()
            return true
        }
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
        var xScale: Double
        var yScale: Double
    }

    /// Every drawn glyph of a line. A character is placed where the layout's measurer puts it (the
    /// width of the text before it); characters the font lacks come from the fallback font the
    /// resolver names for them, as the measurer does.
    func place(_ line: PlacedLine, font: FontDescriptor, file: FontFile, outlineFont: GlyphOutlineFont) -> [GlyphPlacement] {
        let characters = Array(line.text)
        var origins: [Double] = []
        origins.reserveCapacity(characters.count)
        var prefix = ""
        for character in characters {
            origins.append(prefix.isEmpty ? 0 : measurer.width(of: prefix, font: font))
            prefix.append(character)
        }
        // Each character's glyphs (one per scalar), with points per font unit of their font.
        var glyphs: [[(GlyphOutline, GlyphOutlineFont, Double)]] = []
        var natural = 0.0
        for character in characters {
            var parts: [(GlyphOutline, GlyphOutlineFont, Double)] = []
            for scalar in character.unicodeScalars {
                // Format and control characters (joiners, direction marks) draw nothing.
                let category = scalar.properties.generalCategory
                if category == .format || category == .control { continue }
                var source = outlineFont
                if !outlineFont.hasGlyph(for: scalar), let fallback = fonts?.fallbackFile(for: scalar, near: file),
                    let fallbackFont = outlines.font(path: fallback.path, faceIndex: fallback.faceIndex)
                {
                    source = fallbackFont
                }
                guard let glyph = source.outline(for: scalar) else { continue }
                let scale = font.size / source.unitsPerEm
                parts.append((glyph, source, scale))
                natural += glyph.advance * scale
            }
            glyphs.append(parts)
        }
        // A stand-in font is condensed or widened to the measured width, so its ink stays where
        // the layout put the text.
        var stretch = natural > 0 && line.width > 0 ? line.width / natural : 1
        if abs(stretch - 1) < 0.01 { stretch = 1 }
        stretch = min(max(stretch, 0.5), 2)

        var placements: [GlyphPlacement] = []
        for (index, parts) in glyphs.enumerated() {
            var pen = line.x + origins[index]
            for (glyph, source, scale) in parts {
                if !glyph.commands.isEmpty {
                    placements.append(
                        GlyphPlacement(
                            glyph: glyph, font: source, x: pen, baseline: line.baseline, xScale: scale * stretch, yScale: scale))
                }
                pen += glyph.advance * scale * stretch
            }
        }
        return placements
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
