import Diagnostics
import LayoutTree

/// Drawing primitives over an ``SVGWriter`` for the painters: shapes, clips, images and text,
/// with unique ids and the diagnostics found while drawing (missing images, unreadable fonts).
struct SVGCanvas {
    var writer = SVGWriter()
    let text: TextDrawer
    let layout: TextLayout
    var images: ImageSource
    let idPrefix: String
    private(set) var diagnostics = DiagnosticBag()
    /// Glyph outlines used (`--text-as-paths`), written once at the end.
    var glyphs: GlyphDefinitions
    /// Image files drawn, for `preview --watch`.
    private(set) var usedFiles: [String] = []
    private var nextID = 0
    private var reportedFonts: Set<String> = []
    private var reportedImages: Set<String> = []
    private var imageIDs: [String: String] = [:]
    private var imageDefinitions: [(String, EmbeddedImage)] = []

    init(text: TextDrawer, layout: TextLayout, images: ImageSource, idPrefix: String) {
        self.text = text
        self.layout = layout
        self.images = images
        self.idPrefix = idPrefix
        glyphs = GlyphDefinitions(idPrefix: idPrefix)
    }

    mutating func newID(_ kind: String) -> String {
        nextID += 1
        return "\(idPrefix)\(kind)\(nextID)"
    }

    // MARK: Shapes

    /// A rectangle, rounded by `radius` (limited to half the shorter side, as Core Animation does).
    mutating func rect(_ rect: Rect, radius: Double = 0, fill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1) {
        guard rect.width > 0, rect.height > 0 else { return }
        var attributes = Self.rectAttributes(rect, radius: radius)
        if let fill { attributes += fill.paint() } else { attributes.append(("fill", "none")) }
        if let stroke {
            attributes += stroke.paint("stroke") + [("stroke-width", svgNumber(strokeWidth))]
        }
        writer.empty("rect", attributes)
    }

    static func rectAttributes(_ rect: Rect, radius: Double) -> SVGWriter.Attributes {
        var attributes: SVGWriter.Attributes = [
            ("x", svgNumber(rect.x)), ("y", svgNumber(rect.y)), ("width", svgNumber(rect.width)),
            ("height", svgNumber(rect.height)),
        ]
        let rounded = min(radius, rect.width / 2, rect.height / 2)
        if rounded > 0 { attributes += [("rx", svgNumber(rounded)), ("ry", svgNumber(rounded))] }
        return attributes
    }

    mutating func circle(cx: Double, cy: Double, r: Double, fill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1) {
        guard r > 0 else { return }
        var attributes: SVGWriter.Attributes = [("cx", svgNumber(cx)), ("cy", svgNumber(cy)), ("r", svgNumber(r))]
        if let fill { attributes += fill.paint() } else { attributes.append(("fill", "none")) }
        if let stroke { attributes += stroke.paint("stroke") + [("stroke-width", svgNumber(strokeWidth))] }
        writer.empty("circle", attributes)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, color: Color, width: Double, roundCaps: Bool = false) {
        var attributes: SVGWriter.Attributes = [
            ("x1", svgNumber(x1)), ("y1", svgNumber(y1)), ("x2", svgNumber(x2)), ("y2", svgNumber(y2)),
        ]
        attributes += color.paint("stroke") + [("stroke-width", svgNumber(width))]
        if roundCaps { attributes.append(("stroke-linecap", "round")) }
        writer.empty("line", attributes)
    }

    // MARK: Groups and clips

    /// Opens a group clipped to `rect` (rounded by `radius`); close it with `writer.close()`.
    mutating func openClip(_ rect: Rect, radius: Double = 0) {
        let id = newID("clip")
        writer.open("clipPath", [("id", id)])
        writer.empty("rect", Self.rectAttributes(rect, radius: radius))
        writer.close()
        writer.open("g", [("clip-path", "url(#\(id))")])
    }

    // MARK: Text

    /// Draws lines of text; notes once per font when outlines were asked for and none could be read.
    mutating func text(_ lines: [PlacedLine], font declared: FontDescriptor, color: Color, at location: SourceLocation?) {
        // Text-style fonts are drawn at the Dynamic Type size they were measured at.
        let font = layout.leaf.contentSize.scaled(declared)
        for line in lines where !text.draw(line, font: font, color: color, into: &writer, glyphs: &glyphs) {
            let key = font.description
            if !reportedFonts.contains(key) {
                reportedFonts.insert(key)
                diagnostics.warning(
                    "no font file for \(font); text drawn as <text>, not as outlines", at: location, rule: "RENDER001")
            }
        }
    }

    // MARK: Images

    /// The image for a resource name; a problem the layout has not already reported is noted once.
    mutating func image(named name: String, at location: SourceLocation?) -> EmbeddedImage? {
        switch images.image(named: name) {
        case .success(let image):
            if !usedFiles.contains(image.path) { usedFiles.append(image.path) }
            return image
        case .failure(let problem):
            if !problem.reportedByLayout, reportedImages.insert(name).inserted {
                diagnostics.warning(problem.message, at: location, rule: "RENDER002")
            }
            return nil
        }
    }

    /// Draws `file` stretched over `rect`; `tint` recolours its opaque pixels (template images).
    /// Each file is embedded once (in `<defs>`, at its size in points) and placed with `<use>`.
    mutating func drawImage(_ file: EmbeddedImage, in rect: Rect, tint: Color? = nil) {
        guard rect.width > 0, rect.height > 0, file.pointWidth > 0, file.pointHeight > 0 else { return }
        let imageID: String
        if let known = imageIDs[file.path] {
            imageID = known
        } else {
            imageID = newID("image")
            imageIDs[file.path] = imageID
            imageDefinitions.append((imageID, file))
        }
        let matrix = [rect.width / file.pointWidth, 0, 0, rect.height / file.pointHeight].map { svgNumber($0, decimals: 6) }
            + [svgNumber(rect.x), svgNumber(rect.y)]
        var attributes: SVGWriter.Attributes = [("xlink:href", "#" + imageID), ("transform", "matrix(\(matrix.joined(separator: " ")))")]
        if let tint {
            let id = newID("tint")
            writer.open(
                "filter",
                [("id", id), ("x", "0"), ("y", "0"), ("width", "1"), ("height", "1"), ("color-interpolation-filters", "sRGB")])
            writer.empty("feFlood", [("flood-color", tint.svgRGB), ("flood-opacity", svgNumber(tint.alpha))])
            writer.empty("feComposite", [("in2", "SourceGraphic"), ("operator", "in")])
            writer.close()
            attributes.append(("filter", "url(#\(id))"))
        }
        writer.empty("use", attributes)
    }

    /// Writes `<defs>` with the glyph outlines and images used (nothing when none were).
    mutating func writeDefinitions() {
        glyphs.write(into: &writer)
        guard !imageDefinitions.isEmpty else { return }
        writer.open("defs")
        for (id, file) in imageDefinitions {
            writer.empty(
                "image",
                [
                    ("id", id), ("width", svgNumber(file.pointWidth, decimals: 6)), ("height", svgNumber(file.pointHeight, decimals: 6)),
                    ("preserveAspectRatio", "none"), ("xlink:href", file.dataURI),
                ])
        }
        writer.close()
    }
}
