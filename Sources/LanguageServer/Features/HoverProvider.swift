import Foundation
import LayoutOutput
import LayoutTree
import Lint

/// Hover: on an element, what it is, its frame on the hover screen and what `markupc explain` says about
/// it; on an attribute, its type and documentation; on a template name, the template's properties.
struct HoverProvider {
    let vocabulary: MarkupVocabulary
    let options: LintOptions

    func hover(
        at offset: Int, in document: TextDocument, outline: MarkupOutline, configuration: LintConfiguration
    ) -> Hover? {
        guard let index = outline.element(withTagAt: offset) else { return nil }
        let element = outline.elements[index]
        let tag = element.tag
        if tag.range.lowerBound < offset, offset <= tag.nameRange.upperBound {
            let screen = hoverScreen(configuration)
            var text = vocabulary.elementDocumentation(tag.name) ?? "**\(tag.name)**"
            if let frame = frame(of: tag, in: document, on: screen) { text += "\n\n" + frame }
            return Hover(contents: MarkupContent(markdown: text), range: document.range(tag.range.lowerBound..<tag.nameRange.upperBound))
        }
        for attribute in tag.attributes {
            if attribute.nameRange.lowerBound <= offset, offset <= attribute.nameRange.upperBound {
                let entry = vocabulary.attributeEntry(attribute.name, element: tag.name)
                return Hover(contents: MarkupContent(markdown: entry.documentation), range: document.range(attribute.nameRange))
            }
            if attribute.name == "class", let range = attribute.valueRange, range.lowerBound <= offset, offset <= range.upperBound,
                let name = DefinitionProvider.item(of: attribute.value ?? "", at: offset - range.lowerBound),
                let template = DocumentTemplates(document: document, outline: outline).template(named: name)
            {
                return Hover(contents: MarkupContent(markdown: DocumentTemplates.documentation(of: template)), range: document.range(range))
            }
        }
        return nil
    }

    /// `--devices`, else the configuration's first screen, else `markupc layout`'s default device, portrait.
    func hoverScreen(_ configuration: LintConfiguration) -> MatrixScreen {
        let matrix = options.matrixIsExplicit ? options.matrix : configuration.devices
        return matrix?.screens.first ?? MatrixScreen(device: Device.standard, orientation: .portrait)
    }

    /// The element's frame and `explain`'s account of it, when the document lays out.
    private func frame(of tag: MarkupScanner.StartTag, in document: TextDocument, on screen: MatrixScreen) -> String? {
        let path = DocumentURI.path(of: document.uri)
        var documentOptions = options.document
        documentOptions.conditions = screen.conditions(platform: options.document.conditions.platform)
        if let directory = DocumentURI.directory(of: document.uri) { documentOptions.templateDirectories.append(directory) }
        guard let root = DocumentCompiler(options: documentOptions).compile(bytes: document.bytes, file: path).root else { return nil }
        let (line, column) = document.lineAndColumn(of: tag.range.lowerBound)
        let isElement: (ViewNode) -> Bool = { $0.location.line == line && $0.location.column == column }
        var engine = LayoutEngine(measurer: options.measurer(path), rootMode: options.rootMode, rightToLeft: documentOptions.rightToLeft)
        engine.appliesContentOffset = true  // "on the screen": where it is drawn
        let onScreen = screen.screen(iosVersion: engine.measurer.iosVersion)
        let views = engine.layout(root, on: onScreen).views
        guard let view = (0..<views.count).lazy.map({ views[$0] }).first(where: { isElement($0.node) }) else {
            return "Not laid out on \(screen.name) (hidden, or content its parent does not lay out)."
        }
        var text = "Frame on \(screen.name): `\(Self.describe(view.frame))` in its parent, `\(Self.describe(view.absolute))` on the screen."
        if let explanation = engine.explain(root, on: onScreen, view: isElement) {
            text += "\n\n```text\n" + FrameExplanationWriter.text(explanation, rightToLeft: documentOptions.rightToLeft) + "```"
        }
        return text
    }

    private static func describe(_ rect: Rect) -> String {
        let p = FrameExplanationWriter.points
        return "(\(p(rect.x)), \(p(rect.y)), \(p(rect.width)), \(p(rect.height)))"
    }
}
