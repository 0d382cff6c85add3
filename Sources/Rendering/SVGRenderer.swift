import Diagnostics
import LayoutTree
import TextMetrics

/// An SVG document and what was noticed while drawing it.
public struct RenderedSVG: Sendable {
    public var svg: String
    public var diagnostics: DiagnosticBag
    /// The image files drawn (to watch for changes).
    public var usedFiles: [String]
}

/// Draws a laid-out screen as a standalone SVG 1.1 document, one user unit per point.
///
/// Views are drawn in document (z) order, each the way Core Animation composites a layer:
/// background (rounded by `layer.cornerRadius`), the view's own content (text, image, control),
/// its subviews, then `layer.borderWidth` on top; `clipsToBounds` (and every scroll view) cuts
/// content and subviews to the bounds; `alpha` is group opacity. Hidden views are not drawn.
public struct SVGRenderer: Sendable {
    /// The leaf measurer the layout used (fonts, images, Dynamic Type size): text is placed and
    /// cut with the same widths, images drawn from the same files.
    public var measurer: LeafMeasurer
    /// Font files for `font-family` names and for outlines: the resolver the text measurer uses.
    public var fonts: (any FontFileResolving)?
    /// Image files: the resolver the layout measured images with.
    public var images: ImageResolver?
    public var options: RenderOptions

    public init(
        measurer: LeafMeasurer, fonts: (any FontFileResolving)? = nil, images: ImageResolver? = nil,
        options: RenderOptions = RenderOptions()
    ) {
        self.measurer = measurer
        self.fonts = fonts
        self.images = images ?? measurer.images as? ImageResolver
        self.options = options
    }

    public func render(_ result: LayoutResult) -> RenderedSVG {
        let screen = result.screen
        var leaf = measurer
        leaf.scale = screen.scale
        let drawer = TextDrawer(measurer: leaf.text, fonts: fonts, outlines: GlyphOutlineFontCache(), asPaths: options.textAsPaths)
        var canvas = SVGCanvas(
            text: drawer, layout: TextLayout(leaf: leaf, rightToLeft: options.rightToLeft),
            images: ImageSource(resolver: images, scale: screen.scale), idPrefix: options.idPrefix)

        let displayScale = options.displayScale > 0 && options.displayScale.isFinite ? options.displayScale : 1
        canvas.writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        canvas.writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"), ("version", "1.1"),
                ("width", svgNumber(screen.width * displayScale)), ("height", svgNumber(screen.height * displayScale)),
                ("viewBox", "0 0 \(svgNumber(screen.width)) \(svgNumber(screen.height))"),
            ])
        let size = "\(formatPoints(screen.width))×\(formatPoints(screen.height)) pt @\(formatPoints(screen.scale))x \(screen.orientation.rawValue)"
        canvas.writer.leaf("title", text: (options.title.map { $0 + ", " } ?? "") + size)
        if let background = options.screenBackground {
            canvas.rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height), fill: background)
        }
        drawTree(result.root, on: &canvas)
        if options.debug {
            DebugOverlay.draw(result.root, screenWidth: screen.width, on: &canvas)
        }
        canvas.writeDefinitions()
        canvas.writer.finish()
        return RenderedSVG(svg: canvas.writer.output, diagnostics: canvas.diagnostics, usedFiles: canvas.usedFiles)
    }

    /// Depth-first without recursion, so deeply nested documents cannot exhaust the stack.
    private func drawTree(_ root: LaidOutView, on canvas: inout SVGCanvas) {
        enum Step {
            /// With the parent's origin on the screen: a scrolled parent (a root table) shows its
            /// content away from its frame's origin, so children are placed by their absolute rectangles.
            case enter(LaidOutView, tint: Color, parentOrigin: (x: Double, y: Double))
            case exit(LaidOutView, clipped: Bool)
        }
        var stack: [Step] = [.enter(root, tint: SystemPalette.tint, parentOrigin: (root.absolute.x - root.frame.x, root.absolute.y - root.frame.y))]
        while let step = stack.popLast() {
            switch step {
            case .enter(let view, let inheritedTint, let parentOrigin):
                guard Self.isDrawn(view) else { continue }
                let appearance = view.node.appearance
                let tint = appearance.tintColor ?? inheritedTint
                let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
                var attributes: SVGWriter.Attributes = [("class", view.node.elementName)]
                let offset = (x: view.absolute.x - parentOrigin.x, y: view.absolute.y - parentOrigin.y)
                if offset.x != 0 || offset.y != 0 {
                    attributes.append(("transform", "translate(\(svgNumber(offset.x)) \(svgNumber(offset.y)))"))
                }
                if appearance.alpha < 1 { attributes.append(("opacity", svgNumber(max(appearance.alpha, 0)))) }
                canvas.writer.open("g", attributes)
                if let id = view.node.id {
                    canvas.writer.leaf("title", text: "\(view.node.elementName) id=\(id)")
                }

                let background = appearance.backgroundColor ?? ViewPainters.defaultBackground(view.node)
                if let background, background.isVisible {
                    canvas.rect(bounds, radius: appearance.cornerRadius, fill: background)
                }
                let clipped = appearance.clipsToBounds || ViewPainters.alwaysClips(view.node)
                if clipped { canvas.openClip(bounds, radius: appearance.cornerRadius) }
                ViewPainters.paintContent(view, tint: tint, on: &canvas)
                stack.append(.exit(view, clipped: clipped))
                for child in view.children.reversed() { stack.append(.enter(child, tint: tint, parentOrigin: (view.absolute.x, view.absolute.y))) }
            case .exit(let view, let clipped):
                if clipped { canvas.writer.close() }
                let appearance = view.node.appearance
                if appearance.borderWidth > 0, view.frame.width > 0, view.frame.height > 0 {
                    // Core Animation draws the border inside the bounds, over the sublayers.
                    let width = min(appearance.borderWidth, view.frame.width / 2, view.frame.height / 2)
                    let inset = Rect(
                        x: width / 2, y: width / 2, width: view.frame.width - width, height: view.frame.height - width)
                    canvas.rect(
                        inset, radius: max(appearance.cornerRadius - width / 2, 0),
                        stroke: appearance.borderColor ?? .black, strokeWidth: width)
                }
                canvas.writer.close()
            }
        }
    }

    /// Hidden views, and views UIKit treats as hidden (alpha below 0.01), draw nothing.
    static func isDrawn(_ view: LaidOutView) -> Bool {
        !view.isHidden && !view.node.isHidden && view.node.appearance.alpha >= 0.01
    }
}
