import Foundation

/// The templates a document can name in `class="…"`: those of its `<?properties {…}?>` instructions and of
/// the template files `<?properties Name?>` names (`Name.json` beside the document, as markupc reads them).
struct DocumentTemplates {
    struct Template: Equatable {
        var name: String
        /// Where its key is written: this document, or the template file.
        var location: Location
        var properties: [(name: String, value: String)]

        static func == (a: Template, b: Template) -> Bool {
            a.name == b.name && a.location == b.location && a.properties.elementsEqual(b.properties) { $0 == $1 }
        }
    }

    private(set) var templates: [Template] = []

    init(document: TextDocument, outline: MarkupOutline) {
        for instruction in outline.instructions where instruction.target == "properties" {
            let data = String(scalars: document.scalars[instruction.dataRange]).trimmingCharacters(in: .whitespacesAndNewlines)
            if data.hasPrefix("{") {
                let keys = JSONKeyScanner.topLevelKeys(
                    in: document.scalars, from: instruction.dataRange.lowerBound, to: instruction.dataRange.upperBound)
                add(keys, json: data, uri: document.uri) { document.range($0) }
            } else if !data.isEmpty, let file = DocumentURI.path(of: data, withExtension: "json", besideDocument: document.uri) {
                // A template file is read, never written; one the editor has open unsaved is read as saved.
                guard let contents = FileManager.default.contents(atPath: file) else { continue }
                let text = String(decoding: contents, as: UTF8.self)
                let fileDocument = TextDocument(uri: DocumentURI.uri(ofPath: file), version: 0, text: text)
                add(JSONKeyScanner.topLevelKeys(in: fileDocument.scalars), json: text, uri: fileDocument.uri) { fileDocument.range($0) }
            }
        }
    }

    func template(named name: String) -> Template? {
        templates.last { $0.name == name }
    }

    private mutating func add(_ keys: [JSONKeyScanner.Key], json: String, uri: String, range: (Swift.Range<Int>) -> LSPRange) {
        let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
        for key in keys {
            let values = object?[key.name] as? [String: Any] ?? [:]
            let properties = values.keys.sorted().map { ($0, values[$0].map { "\($0)" } ?? "") }
            templates.append(Template(name: key.name, location: Location(uri: uri, range: range(key.range)), properties: properties))
        }
    }

    static func documentation(of template: Template) -> String {
        guard !template.properties.isEmpty else { return "Template `\(template.name)`." }
        return "Template `\(template.name)`:\n\n" + template.properties.map { "- `\($0.name)` = `\($0.value)`" }.joined(separator: "\n")
    }
}
