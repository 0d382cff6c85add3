import Foundation

/// Go to definition: from a template name in `class="…"` to its key in `<?properties?>` (or in its
/// template file), and from `<?include name?>` to `name.xml` beside the document.
struct DefinitionProvider {
    func definition(at offset: Int, in document: TextDocument, outline: MarkupOutline) -> Location? {
        if let instruction = outline.instruction(at: offset), instruction.target == "include" {
            return include(instruction, in: document)
        }
        guard case .attributeValue(_, "class", let value, let range) = CursorContext(at: offset, in: outline) else { return nil }
        guard let name = Self.item(of: value, at: offset - range.lowerBound) else { return nil }
        return DocumentTemplates(document: document, outline: outline).template(named: name)?.location
    }

    /// `name.xml` in the directory of the document the editor has open (a path: nothing is read).
    private func include(_ instruction: MarkupScanner.Instruction, in document: TextDocument) -> Location? {
        let name = String(scalars: document.scalars[instruction.dataRange]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, let directory = DocumentURI.directory(of: document.uri) else { return nil }
        let file = (directory as NSString).appendingPathComponent(name.hasSuffix(".xml") ? name : name + ".xml")
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
