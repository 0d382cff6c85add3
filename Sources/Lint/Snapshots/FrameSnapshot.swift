import Diagnostics
import Foundation
import LayoutTree
import MarkupParser

/// A golden frame file (`markupc snapshot`): every view's frame on each screen, as text made to be
/// read in a diff. `Foo.xml` has its file at `__snapshots__/Foo.frames.txt` beside it.
///
///     # markupc frame snapshot of LoginForm.xml (markupc snapshot --update rewrites it)
///     # screens: iphone-se-1:portrait, ipad:portrait
///     # root: controller; content size: large
///     # fonts (text frames depend on these files):
///     #   System 17 = DejaVu Sans, DejaVuSans.ttf
///
///     iPhone SE (1st generation) portrait 320x568 @2x
///     LMColumnView:7 (0, 0, 320, 568)
///       UILabel:8 #title (20, 40, 280, 33)
///
/// One line per view, indented under its parent as `layout` prints it, with the element's line and
/// its frame relative to its parent (a moved container changes its own line, not its children's).
/// Nothing depends on the machine but the font files, which the header names (file names only, so
/// the same fonts elsewhere give the same bytes).
public struct FrameSnapshot: Sendable {
    /// The snapshot text; `nil` when the document has no root view.
    public var text: String?
    /// Typing diagnostics (each once), for the command to print.
    public var diagnostics: [Diagnostic]

    public static let directoryName = "__snapshots__"
    public static let fileSuffix = ".frames.txt"

    /// `dir/Foo.xml` → `dir/__snapshots__/Foo.frames.txt`.
    public static func path(forDocument document: String) -> String {
        // The common shape, `dir/Foo.xml` or `Foo.xml`, split by hand: NSString's path methods
        // cost a hundred thousand instructions a document (a hundredth of `validate`'s run).
        // Anything they would tidy (doubled or trailing slashes, the root, dot names) goes to them.
        let slash = document.lastIndex(of: "/")
        let nameStart = slash.map { document.index(after: $0) } ?? document.startIndex
        let name = document[nameStart...]
        if let first = name.first, first != ".", name.last != ".", slash != document.startIndex, !document.contains("//") {
            let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name
            return document[..<nameStart] + directoryName + "/" + stem + fileSuffix
        }
        let directory = (document as NSString).deletingLastPathComponent
        let file = ((document as NSString).lastPathComponent as NSString).deletingPathExtension + fileSuffix
        return ((directory as NSString).appendingPathComponent(directoryName) as NSString).appendingPathComponent(file)
    }

    /// The snapshot of `markup` (read from `path`) on `screens`, typed and measured as `options` say
    /// (its `document` options, root mode and measurer; `fontDescription` for the header).
    public static func make(_ markup: MarkupDocument, path: String, screens: [MatrixScreen], options: LintOptions) -> FrameSnapshot {
        let documentOptions = options.document.besideDocument(at: path)
        let measurer = options.measurer(path)
        let engine = LayoutEngine(measurer: measurer, rootMode: options.rootMode, rightToLeft: documentOptions.rightToLeft)
        let variants = TreeVariants(markup: markup, matrix: DeviceMatrix(screens), platform: documentOptions.conditions.platform)
        var typing = DiagnosticBag()
        let trees = variants.trees(of: markup, options: documentOptions, diagnostics: &typing)
        var diagnostics = DiagnosticList()
        diagnostics.append(contentsOf: typing.diagnostics)
        guard !trees.isEmpty else { return FrameSnapshot(text: nil, diagnostics: diagnostics.diagnostics) }
        var body = ""
        var fonts = Set<String>()
        // One document on every screen: each layout takes what is the same from the ones before.
        var earlier: EarlierSolves?
        for screen in screens {
            guard let root = trees[variants.key(for: screen)] else { continue }
            let result = engine.layout(root, on: screen.screen(iosVersion: engine.measurer.iosVersion), reusing: &earlier)
            let size = result.screen
            body += "\n\(screen.name) \(formatPoints(size.width))x\(formatPoints(size.height)) @\(formatPoints(size.scale))x\n"
            body += lines(result.views)
            for index in 0..<result.views.count {
                guard let font = measurer.font(of: result.views[index].node) else { continue }
                fonts.insert("\(font) = \(options.fontDescription(font))")
            }
        }
        let name = (path as NSString).lastPathComponent
        var header = "# markupc frame snapshot of \(name) (markupc snapshot --update rewrites it)\n"
        header += "# screens: " + screens.map(\.identifier).joined(separator: ", ") + "\n"
        header += "# root: \(options.rootMode.rawValue); content size: \(measurer.contentSize.rawValue)"
        if let locale = documentOptions.pseudoLocale { header += "; pseudo-locale: \(locale.rawValue)" }
        if documentOptions.rightToLeft { header += "; right-to-left" }
        header += "\n"
        if fonts.isEmpty {
            header += "# fonts: none (no text)\n"
        } else {
            header += "# fonts (text frames depend on these files):\n"
            header += fonts.sorted().map { "#   \($0)\n" }.joined()
        }
        return FrameSnapshot(text: header + body, diagnostics: diagnostics.diagnostics)
    }

    /// `  UILabel:8 #title (20, 40, 280, 33) hidden`, depth first, without recursion.
    private static func lines(_ views: LaidOutViews) -> String {
        guard views.count > 0 else { return "" }
        var text = ""
        var stack: [(index: Int, depth: Int)] = [(0, 0)]
        while let (index, depth) = stack.popLast() {
            let view = views[index]
            text += String(repeating: "  ", count: depth) + "\(view.node.elementName):\(view.node.location.line)"
            if let id = view.node.id { text += " #\(id)" }
            text += " \(view.frame)"
            if view.isHidden { text += " hidden" }
            text += "\n"
            for child in views.children(of: index).reversed() { stack.append((child, depth + 1)) }
        }
        return text
    }

    /// The screens a snapshot file names in its header (`# screens: …`); nil when it names none.
    public static func screens(inSnapshot text: String) -> [MatrixScreen]? {
        let prefix = "# screens: "
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
            let matrix = try? DeviceMatrix.parse([String(line.dropFirst(prefix.count))])
        else { return nil }
        return matrix.screens
    }
}

extension MatrixScreen {
    /// `iphone-se-1:portrait`, which `DeviceMatrix.parse` reads back.
    public var identifier: String { "\(device.identifiers.first ?? device.name):\(orientation.rawValue)" }
}
