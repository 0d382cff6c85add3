import Diagnostics

/// Findings of an earlier version, shown until the next check replaces them (layout findings while the user
/// types, markup findings while the document is malformed): moved by the lines each edit adds or removes
/// above them (an edit that ends at the start of a finding's line is above it), so that they stay beside
/// their element. Columns are left as they were.
enum StaleFindings {
    static func moved(_ diagnostics: [Diagnostic], by changes: [TextDocumentContentChangeEvent]) -> [Diagnostic] {
        changes.reduce(diagnostics) { diagnostics, change in
            guard let range = change.range else { return diagnostics }  // a whole new text: the next check will say
            let added = change.text.unicodeScalars.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            let delta = added - (range.end.line - range.start.line)
            return diagnostics.map { diagnostic in
                guard var location = diagnostic.location else { return diagnostic }
                let line = location.line - 1  // LSP lines count from 0
                if line > range.end.line || (line == range.end.line && range.end.character == 0) {
                    location.line += delta
                } else if line > range.start.line {
                    location.line = range.start.line + 1  // its line was removed: the edit's line
                }
                var moved = diagnostic
                moved.location = location
                return moved
            }
        }
    }
}
