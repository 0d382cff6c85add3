/// The view tree as an outline: each element with its id or templates, nested as written (from the
/// forgiving scan, so the outline stays while the document is mid-edit).
struct DocumentSymbolProvider {
    func symbols(in document: TextDocument, outline: MarkupOutline) -> [DocumentSymbol] {
        outline.roots.map { symbol($0, document: document, outline: outline) }
    }

    private func symbol(_ index: Int, document: TextDocument, outline: MarkupOutline) -> DocumentSymbol {
        let element = outline.elements[index]
        let tag = element.tag
        var details: [String] = []
        if let id = tag.attributes.first(where: { $0.name == "id" })?.value { details.append("#" + id) }
        if let templates = tag.attributes.first(where: { $0.name == "class" })?.value { details.append("class=\(templates)") }
        let isView = tag.name.first?.isUppercase == true || tag.name == "root" || tag.name.contains(".")
        return DocumentSymbol(
            name: tag.name.isEmpty ? "<>" : tag.name, detail: details.isEmpty ? nil : details.joined(separator: " "),
            kind: isView ? .class : .field, range: document.range(element.range),
            selectionRange: document.range(tag.nameRange),
            children: element.children.map { symbol($0, document: document, outline: outline) })
    }
}
