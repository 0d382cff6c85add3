import LayoutTree
import Lint

/// Every name the editor may offer — elements, attributes, their values, instructions — with its
/// documentation, read from the tables `markupc schema` writes its schemas from (`SchemaModel`, the
/// view classes, the attribute catalogue, §1.6's enumerations, the colour and font names) and from MK007's
/// table of who reads what. Nothing here is a second list of names.
struct MarkupVocabulary {
    struct Entry: Equatable {
        var name: String
        var detail: String
        var documentation: String
        /// Lower sorts first: what the parent expects most.
        var rank = 1
    }

    /// The project's colour names (`--colors`, `--resources`), besides the built-in ones.
    var projectColors: [String] = []

    private let schema = SchemaModel.standard

    // MARK: Elements

    /// Elements that can go inside an element named `parent` (nil: the document's root element).
    func elements(inside parent: String?) -> [Entry] {
        let views = schema.elements.filter { $0.name != "root" }
        guard let parent else {
            return schema.elements.map(elementEntry)
        }
        guard let parentClass = ViewClass(rawValue: parent) else {
            // `<root>` and custom classes may hold anything; untyped elements hold nothing.
            return parent == "root" || parent.first?.isUppercase == true || parent.contains(".") ? views.map(elementEntry) : []
        }
        var entries = parentClass.untypedChildTags.map { tag in
            Entry(
                name: tag, detail: "content of \(parent)",
                documentation: "`<\(tag)>` holds attributes for the enclosing \(parent) (§1.1): it is not a view.", rank: 0)
        }
        guard parentClass.takesChildViews else { return entries }
        // Tables and collections hold cells first of all; pickers and segmented controls hold only their rows.
        if !parentClass.arrangesChildViews, !entries.isEmpty, !parent.contains("Table") { return entries }
        // A table's or collection's own cells first.
        let family = ["Table", "Collection"].first { parent.contains($0) }
        for element in views {
            var entry = elementEntry(element)
            if let family, element.name.contains(family + "View"), element.name.hasSuffix("Cell") || element.name.hasSuffix("HeaderFooterView") {
                entry.rank = 0
            }
            entries.append(entry)
        }
        return entries
    }

    func elementDocumentation(_ name: String) -> String? {
        schema.elements.first { $0.name == name }.map(elementEntry)?.documentation
    }

    private func elementEntry(_ element: SchemaModel.Element) -> Entry {
        var lines: [String] = []
        if element.name == "root" {
            lines.append("`<root>`: the view of the code that loads the document (`--root-class` names its class).")
        } else if let viewClass = ViewClass(rawValue: element.name) {
            let origin = element.name.hasPrefix("LM") ? "MarkupKit" : "UIKit"
            lines.append("**\(element.name)**, a \(origin) view.")
            if viewClass.arrangesChildViews {
                lines.append("Lays out its child views.")
            } else if viewClass.takesChildViews {
                lines.append("Holds child views without laying them out (its content).")
            } else {
                lines.append("Takes no child views.")
            }
            if !viewClass.instructionNames.isEmpty {
                lines.append("Instructions: " + viewClass.instructionNames.map { "`<?\($0)?>`" }.joined(separator: ", ") + ".")
            }
        }
        if !element.untypedChildren.isEmpty, element.name != "root" {
            lines.append("Content elements: " + element.untypedChildren.map { "`<\($0)>`" }.joined(separator: ", ") + ".")
        }
        if let styles = element.styles {
            lines.append("Styles: " + styles.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        let detail = element.name.hasPrefix("LM") ? "MarkupKit view" : element.name == "root" ? "the loading code's view" : "UIKit view"
        return Entry(name: element.name, detail: detail, documentation: lines.joined(separator: "\n\n"))
    }

    // MARK: Attributes

    /// Attributes that have an effect on an element named `element` inside `parent`, not yet written.
    func attributes(of element: String, inside parent: String?, excluding written: Set<String>) -> [Entry] {
        let elementClass = ViewClass(rawValue: element)
        let parentClass = parent.flatMap { ViewClass(rawValue: $0) }
        var names = schema.attributes.map(\.name)
        if elementClass?.factoryStyles != nil || elementClass == nil { names.append("style") }
        return names.filter { name in
            !written.contains(name) && MisplacedAttributeRule.applies(name, on: element == "root" ? nil : elementClass, in: parentClass)
        }.sorted().map { attributeEntry($0, element: element) }
    }

    func attributeEntry(_ name: String, element: String?) -> Entry {
        let type = typeDescription(name, element: element)
        var lines = ["**\(name)**: \(type)."]
        if AttributeCatalog.actions.contains(name) {
            lines.append("An action: MarkupKit calls the named method of the document's owner for this control event.")
        } else if AttributeCatalog.typed.contains(name) {
            lines.append("markupc reads it for the layout or the drawing.")
        } else if AttributeCatalog.recorded.contains(name) {
            lines.append("A UIKit property markupc records; it does not change the layout.")
        } else if AttributeCatalog.isKnownKeyPath(name) {
            lines.append("A key path into one of the view's objects, set as written.")
        } else {
            lines.append("Not an attribute markupc knows: MarkupKit sets it as a property by key-value coding.")
        }
        if let readers = MisplacedAttributeRule.readers(of: name) { lines.append("Only \(readers) reads it.") }
        lines.append("Values starting with `$` bind, `@` localise and `^` escape (§1.2).")
        return Entry(name: name, detail: type, documentation: lines.joined(separator: "\n\n"))
    }

    private func typeDescription(_ name: String, element: String?) -> String {
        if name == "style" {
            let styles = element.flatMap { ViewClass(rawValue: $0)?.factoryStyles }
            return styles.map { "one of " + $0.joined(separator: ", ") } ?? "a factory style"
        }
        if name == "class" { return "template names, comma-separated" }
        if isFont(name) { return "a font: a text style or `Name size`" }
        if isColor(name) { return "a colour: a name or `#rrggbb[aa]`" }
        switch SchemaModel.type(of: name) {
        case .text: return "text"
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .choice(let values): return "one of " + values.joined(separator: ", ")
        case .list(let values): return "a comma-separated list of " + values.joined(separator: ", ")
        case .numberList: return "a comma-separated list of numbers"
        }
    }

    // MARK: Values

    /// The values `attribute` takes on `element`; `templates` for `class`.
    func values(of attribute: String, element: String, templates: [DocumentTemplates.Template]) -> [Entry] {
        if attribute == "class" {
            return templates.map { template in
                Entry(name: template.name, detail: "template", documentation: DocumentTemplates.documentation(of: template))
            }
        }
        if attribute == "style" {
            return (ViewClass(rawValue: element)?.factoryStyles ?? []).map { Entry(name: $0, detail: "style of \(element)", documentation: "") }
        }
        if isFont(attribute) {
            let styles = TextStyle.allCases.map { style in
                Entry(
                    name: style.rawValue, detail: "text style, \(Int(style.size)) pt",
                    documentation: style.isAcceptedByMarkupKit ? "A Dynamic Type text style." : "A markupc extension MarkupKit does not know.")
            }
            let system = FontParser.systemFontNames.map { name in
                Entry(name: name + " 17", detail: "system font", documentation: "`\(name)` at 17 pt; change the size as needed.", rank: 2)
            }
            return styles + system
        }
        if isColor(attribute) {
            let project = projectColors.map { Entry(name: $0, detail: "project colour", documentation: "From the colour table.", rank: 0) }
            return project + Color.builtInNameList.map { name in
                Entry(name: name, detail: "UIColor constant", documentation: "`UIColor.\(name)Color` (§1.3).")
            }
        }
        switch SchemaModel.type(of: attribute) {
        case .boolean:
            return ["true", "false"].map { Entry(name: $0, detail: "boolean", documentation: "") }
        case .choice(let values):
            return values.map { Entry(name: $0, detail: attribute, documentation: "A value of `\(attribute)` (§1.6).") }
        case .list(let values):
            return values.map { Entry(name: $0, detail: attribute, documentation: "An item of `\(attribute)`'s comma-separated list.") }
        case .text, .number, .numberList:
            return []
        }
    }

    /// `anchor="top, le|"`: list values complete the item after the last comma.
    func isList(_ attribute: String) -> Bool {
        if case .list = SchemaModel.type(of: attribute) { return true }
        return attribute == "class"
    }

    private func isFont(_ name: String) -> Bool { name == "font" || name.hasSuffix(".font") || name.hasSuffix("Font") }

    func isColor(_ name: String) -> Bool { name.hasSuffix("Color") || name.hasSuffix("color") }

    // MARK: Instructions

    /// Instructions allowed inside an element named `parent` (nil: the document's prolog).
    func instructions(inside parent: String?) -> [Entry] {
        var entries = [
            Entry(name: "properties", detail: "templates", documentation: "`<?properties {\"name\": {\"attribute\": \"value\"}}?>` or `<?properties File?>`: templates for `class=\"name\"` (§1.8)."),
            Entry(name: "case", detail: "conditional content", documentation: "`<?case iOS?>` … `<?end?>`: content for one platform or screen (§4.3)."),
            Entry(name: "end", detail: "ends a case", documentation: "Ends a `<?case?>` block."),
            Entry(name: "include", detail: "another document", documentation: "`<?include name?>`: the views of `name.xml` beside this document."),
        ]
        if let parent, let viewClass = ViewClass(rawValue: parent) {
            entries += viewClass.instructionNames.map { name in
                Entry(name: name, detail: "instruction of \(parent)", documentation: "Handled by \(parent) (§1.8).", rank: 0)
            }
        }
        return entries
    }
}
