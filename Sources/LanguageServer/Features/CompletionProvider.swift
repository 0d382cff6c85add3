/// Completion by where the cursor is: element names the parent takes, attributes that have an effect on
/// the element (inherited UIView and MarkupKit ones included), the values of the attribute, templates in
/// `class="…"`, colour and font names, and instructions.
struct CompletionProvider {
    let vocabulary: MarkupVocabulary

    func completions(at offset: Int, in document: TextDocument, outline: MarkupOutline) -> [CompletionItem] {
        switch CursorContext(at: offset, in: outline) {
        case .elementName(let replacing, let parent):
            let parentName = parent.map { outline.elements[$0].tag.name }
            return items(vocabulary.elements(inside: parentName), kind: .class, replacing: replacing, in: document)
        case .attributeName(let element, let replacing):
            let tag = outline.elements[element].tag
            let parent = outline.elements[element].parent.map { outline.elements[$0].tag.name }
            let written = Set(tag.attributes.filter { $0.nameRange != replacing }.map(\.name))
            let entries = vocabulary.attributes(of: tag.name, inside: parent, excluding: written)
            return items(entries, kind: .property, replacing: replacing, in: document)
        case .attributeValue(let element, let attribute, _, var replacing):
            let tag = outline.elements[element].tag
            if vocabulary.isList(attribute) { replacing = listItem(in: replacing, at: offset, of: document) }
            let templates = attribute == "class" ? DocumentTemplates(document: document, outline: outline).templates : []
            let entries = vocabulary.values(of: attribute, element: tag.name, templates: templates)
            let kind: CompletionItemKind = vocabulary.isColor(attribute) ? .color : .value
            return items(entries, kind: kind, replacing: replacing, in: document)
        case .instructionTarget(let replacing, let parent):
            let parentName = parent.map { outline.elements[$0].tag.name }
            return items(vocabulary.instructions(inside: parentName), kind: .keyword, replacing: replacing, in: document)
        case .endTagName(let replacing, let element):
            guard let element else { return [] }
            let tag = outline.elements[element].tag
            let line = document.lineAndColumn(of: tag.range.lowerBound).line
            let entry = MarkupVocabulary.Entry(name: tag.name, detail: "closes <\(tag.name)> of line \(line)", documentation: "", rank: 0)
            return items([entry], kind: .class, replacing: replacing, in: document)
        case .none:
            return []
        }
    }

    /// The item of a comma-separated value under the cursor, without the spaces around it.
    private func listItem(in value: Swift.Range<Int>, at offset: Int, of document: TextDocument) -> Swift.Range<Int> {
        var start = offset, end = offset
        while start > value.lowerBound, document.scalars[start - 1] != "," { start -= 1 }
        while end < value.upperBound, document.scalars[end] != "," { end += 1 }
        while start < end, document.scalars[start] == " " { start += 1 }
        while end > start, document.scalars[end - 1] == " " { end -= 1 }
        return start..<max(start, end)
    }

    /// By rank, then in the order of the tables (a picker's rows before its views, `left` before `center`).
    private static func sortText(rank: Int, index: Int) -> String {
        let digits = String(index)
        return "\(rank)-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    private func items(
        _ entries: [MarkupVocabulary.Entry], kind: CompletionItemKind, replacing: Swift.Range<Int>, in document: TextDocument
    ) -> [CompletionItem] {
        let range = document.range(replacing)
        return entries.enumerated().map { index, entry in
            CompletionItem(
                label: entry.name, kind: kind, detail: entry.detail,
                documentation: entry.documentation.isEmpty ? nil : MarkupContent(markdown: entry.documentation),
                sortText: Self.sortText(rank: entry.rank, index: index), textEdit: TextEdit(range: range, newText: entry.name))
        }
    }
}
