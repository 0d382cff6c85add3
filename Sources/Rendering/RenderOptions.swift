import LayoutTree
import TextMetrics

/// What the renderer is asked to produce.
public struct RenderOptions: Sendable {
    /// Every glyph as an outline path from the font file (no `<text>`): exact without the font.
    public var textAsPaths = false
    /// Overlay every frame's outline with its element name and id.
    public var debug = false
    /// Prefix of every `id` in the document, so several SVGs can share one HTML page.
    public var idPrefix = ""
    /// Painted under the root view: the window. nil leaves the canvas transparent.
    public var screenBackground: Color? = SystemPalette.screen
    /// Right-to-left layout: `natural` text alignment is right.
    public var rightToLeft = false
    /// The `width`/`height` of the picture relative to the screen's size in points (the viewBox
    /// stays the screen): below 1 to show large screens smaller, e.g. on the preview page.
    public var displayScale = 1.0
    /// The document's title (`<title>`), e.g. its file name.
    public var title: String?
    /// `--chrome`: the device's status bar, cutout and home indicator drawn over the screen; nil draws none.
    public var chrome: DeviceChrome?

    public init(textAsPaths: Bool = false, debug: Bool = false) {
        self.textAsPaths = textAsPaths
        self.debug = debug
    }
}

/// A font file chosen for a font: what the renderer names in `font-family` and reads outlines from.
public struct FontFile: Sendable, Equatable {
    public var path: String
    public var faceIndex: Int
    public var familyName: String
    /// The requested font is not installed and this one stands in for it.
    public var isSubstitute: Bool

    public init(path: String, faceIndex: Int, familyName: String, isSubstitute: Bool) {
        self.path = path
        self.faceIndex = faceIndex
        self.familyName = familyName
        self.isSubstitute = isSubstitute
    }
}

/// Finds the font file for a font the way the text measurer does, so that `<text>` names the
/// family that was measured.
public protocol FontFileResolving: Sendable {
    func fontFile(for font: FontDescriptor) -> FontFile?
}

/// The text-metrics resolver (fontconfig) is what the FreeType measurer measures with.
extension FontResolver: FontFileResolving {
    public func fontFile(for font: FontDescriptor) -> FontFile? {
        resolve(font).map(FontFile.init(_:))
    }
}

extension FontFile {
    init(_ resolved: ResolvedFont) {
        self.init(path: resolved.path, faceIndex: resolved.faceIndex, familyName: resolved.familyName, isSubstitute: resolved.isSubstitute)
    }
}
