import Diagnostics

/// markupc's diagnostics as the editor shows them. markupc gives where a problem starts (line and column,
/// in Unicode scalars); the range covers what starts there: an element's `<Name`, an instruction's
/// `<?target`, an attribute's name, or a whole value.
struct DiagnosticRanges {
    let document: TextDocument
    let outline: MarkupOutline

    func lspDiagnostic(_ diagnostic: Diagnostic) -> LSPDiagnostic {
        var message = diagnostic.message
        if let fixIt = diagnostic.fixIt { message += " (\(fixIt))" }
        let severity: Int
        switch diagnostic.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        return LSPDiagnostic(range: range(of: diagnostic), severity: severity, code: diagnostic.ruleID, message: message)
    }

    private func range(of diagnostic: Diagnostic) -> LSPRange {
        // A problem in another file (a template file) or with no position is shown at the document's start.
        guard let location = diagnostic.location, isThisDocument(location.file)
        else { return document.range(0..<0) }
        let start = document.offset(line: location.line, column: location.column)
        return document.range(start..<end(from: start))
    }

    private func isThisDocument(_ file: String) -> Bool {
        file == DocumentURI.path(of: document.uri) || file == document.uri
    }

    private func end(from start: Int) -> Int {
        for element in outline.elements {
            let tag = element.tag
            if tag.range.lowerBound == start { return tag.nameRange.upperBound }
            guard tag.range.contains(start) else { continue }
            for attribute in tag.attributes {
                if attribute.nameRange.lowerBound == start { return attribute.nameRange.upperBound }
                if let value = attribute.valueRange, value.contains(start) || value.lowerBound == start {
                    return max(value.upperBound, start + 1)
                }
            }
        }
        if let instruction = outline.instructions.first(where: { $0.range.lowerBound == start }) {
            return instruction.targetRange.upperBound
        }
        // Inside an instruction's data (JSON) or anywhere else: the word there, at least one character.
        var end = start
        while end < document.scalars.count, MarkupScanner.isNameScalar(document.scalars[end]) { end += 1 }
        return min(document.scalars.count, max(end, start + 1))
    }
}
