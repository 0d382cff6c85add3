import Diagnostics
import Foundation
import LayoutOutput
import LayoutTree
import Rendering
import TextMetrics

/// One input through the whole pipeline the way `markupc layout --format json` and `markupc render` take it
/// (parse → type → measure → lay out → JSON and SVG), with the promises every output keeps checked on it.
/// The fuzz target (`markupc-fuzz`) runs it on every input libFuzzer makes; the tests replay
/// `Tests/Regressions` through it, so an input that ever crashed, hung or broke a promise stays fixed.
public enum FuzzedDocument {
    /// Real fonts (fontconfig + FreeType), as the commands measure and draw text.
    static let fonts = FontResolver()
    static let text = FreeTypeTextMeasurer(resolver: fonts)

    /// What the pipeline broke on `bytes`, or nil when every promise holds.
    public static func brokenPromise(in bytes: [UInt8]) -> String? {
        let document = DocumentCompiler().compile(bytes: bytes, file: "fuzz.xml")
        if let problem = multiLineDiagnostic(document.diagnostics.diagnostics) { return problem }
        guard let root = document.root else { return nil }
        let screen = Device.standard.screen(orientation: bytes.count % 2 == 0 ? .portrait : .landscape)
        let measurer = LeafMeasurer(text: text, scale: screen.scale, images: ImageResolver(directories: []))
        let result = LayoutEngine(measurer: measurer, rootMode: .viewController).layout(root, on: screen)
        if let problem = multiLineDiagnostic(measurer.findings(for: root, imagesAreKnown: false)) { return problem }

        let json = LayoutJSONEmitter.emitUTF8(result)
        // Foundation's parser is strict: `inf`, `-inf` and `nan` are no JSON numbers.
        guard (try? JSONSerialization.jsonObject(with: Data(json))) != nil else {
            return "layout JSON does not parse: \(String(decoding: json.prefix(300), as: UTF8.self))"
        }
        let text = String(decoding: LayoutTextEmitter.emitUTF8(result), as: UTF8.self)
        if let line = text.split(separator: "\n").first(where: { !framesAreFinite($0) }) { return "layout text: \(line)" }

        let rendered = SVGRenderer(measurer: measurer, fonts: fonts, options: RenderOptions()).render(result)
        if let problem = SVGNumbers.problem(in: rendered.svg) { return problem }
        return multiLineDiagnostic(rendered.diagnostics.diagnostics)
    }

    /// A diagnostic whose text form spans lines could forge others (issue 15, item 3).
    private static func multiLineDiagnostic(_ diagnostics: [Diagnostic]) -> String? {
        diagnostics.map(\.description).first { $0.contains("\n") || $0.contains("\r") }.map { "diagnostic spans lines: \($0)" }
    }

    /// `UILabel #id (x, y, width, height)`: the four numbers at the end of a line are finite.
    private static func framesAreFinite(_ line: Substring) -> Bool {
        guard line.hasSuffix(")"), let open = line.lastIndex(of: "(") else { return true }
        let numbers = line[line.index(after: open)..<line.index(before: line.endIndex)].split(separator: ",")
        return numbers.allSatisfy { Double($0.trimmingCharacters(in: .whitespaces))?.isFinite ?? false }
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG parses as XML, and its geometry attributes (which hold no text of the document) hold no `inf` or `nan`.
public final class SVGNumbers: NSObject, XMLParserDelegate {
    static let geometry: Set<String> = [
        "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "viewBox", "transform", "d",
        "points", "font-size", "stroke-width",
    ]
    private var found: String?
    private var malformed = false

    public func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { malformed = true }

    public static func problem(in svg: String) -> String? {
        let checker = SVGNumbers()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = checker
        // On Linux `parse()` may return true after an error; the delegate hears of it either way.
        guard parser.parse(), !checker.malformed else { return "SVG is not well-formed XML" }
        return checker.found
    }

    public func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        for (name, value) in attributes where found == nil && Self.geometry.contains(name) {
            let lowered = value.lowercased()
            if lowered.contains("inf") || lowered.contains("nan") { found = "SVG <\(elementName) \(name)=\"\(value)\">" }
        }
    }
}
