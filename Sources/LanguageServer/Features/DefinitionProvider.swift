import Foundation

/// Go to definition: from a template name in `class="…"` to its key in `<?properties?>` (or in its
/// template file), from `<?properties Name?>` to `Name.json` and from `<?include name?>` to `name.xml`
/// beside the document.
struct DefinitionProvider {
    func definition(at offset: Int, in document: TextDocument, outline: MarkupOutline) -> Location? {
        if let instruction = outline.instruction(at: offset) {
            switch instruction.target {
            case "include": return file(named: instruction, withExtension: "xml", in: document)
            case "properties": return file(named: instruction, withExtension: "json", in: document)
            default: return nil
            }
        }
        guard case .attributeValue(_, "class", let value, let range) = CursorContext(at: offset, in: outline) else { return nil }
        guard let name = Self.item(of: value, at: offset - range.lowerBound) else { return nil }
        return DocumentTemplates(document: document, outline: outline).template(named: name)?.location
    }

    /// `<?include name?>` → `name.xml`, `<?properties Name?>` → `Name.json`, in the directory of the document the
    /// editor has open (a path: nothing is read). Inline JSON names no file.
    private func file(named instruction: MarkupScanner.Instruction, withExtension fileExtension: String, in document: TextDocument) -> Location? {
        let name = String(scalars: document.scalars[instruction.dataRange]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, !name.hasPrefix("{"),
            let file = DocumentURI.path(of: name, withExtension: fileExtension, besideDocument: document.uri)
        else { return nil }
        let start = Position(line: 0, character: 0)
        return Location(uri: DocumentURI.uri(ofPath: file), range: LSPRange(start: start, end: start))
    }

    /// The comma-separated item of `value` at `offset` (`class="a, b"`), trimmed.
    static func item(of value: String, at offset: Int) -> String? {
        var start = 0
        for part in value.unicodeScalars.split(separator: ",", omittingEmptySubsequences: false) {
            let end = start + part.count
            if offset >= start, offset <= end {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: part)
                let name = String(view).trimmingCharacters(in: .whitespaces)
                return name.isEmpty ? nil : name
            }
            start = end + 1
        }
        return nil
    }
}
