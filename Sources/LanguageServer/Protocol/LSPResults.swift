/// What markupc answers: capabilities, diagnostics, completion items, hovers and symbols (LSP 3.17).

public struct ServerCapabilities: Encodable, Sendable {
    public struct TextDocumentSync: Encodable, Sendable {
        public var openClose = true
        /// 2: incremental changes.
        public var change = 2
        public var save = SaveOptions()
    }

    public struct SaveOptions: Encodable, Sendable {
        public var includeText = false
    }

    public struct CompletionOptions: Encodable, Sendable {
        public var triggerCharacters = ["<", " ", "\"", "?", ","]
    }

    public var positionEncoding = "utf-16"
    public var textDocumentSync = TextDocumentSync()
    public var completionProvider = CompletionOptions()
    public var hoverProvider = true
    public var definitionProvider = true
    public var documentSymbolProvider = true
}

public struct InitializeResult: Encodable, Sendable {
    public struct ServerInfo: Encodable, Sendable {
        public var name: String
        public var version: String
    }

    public var capabilities = ServerCapabilities()
    public var serverInfo: ServerInfo
}

public struct MarkupContent: Codable, Hashable, Sendable {
    public var kind = "markdown"
    public var value: String

    public init(markdown: String) {
        value = markdown
    }
}

/// A diagnostic as the editor shows it: severity 1 error, 2 warning, 3 information.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var severity: Int
    public var code: String?
    public var source = "markupc"
    public var message: String

    public init(range: LSPRange, severity: Int, code: String?, message: String) {
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
    }
}

public struct PublishDiagnosticsParams: Codable, Sendable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

public struct TextEdit: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var newText: String
}

/// The LSP's `CompletionItemKind` values markupc uses.
public enum CompletionItemKind: Int, Codable, Sendable {
    case property = 10
    case value = 12
    case keyword = 14
    case color = 16
    case `class` = 7
}

public struct CompletionItem: Codable, Hashable, Sendable {
    public var label: String
    public var kind: CompletionItemKind
    public var detail: String?
    public var documentation: MarkupContent?
    /// Orders the list: the likeliest entries (a table's cells, a picker's rows) first.
    public var sortText: String?
    /// Replaces the word being typed (which may hold `.`, `-` or spaces the editor would not count as one word).
    public var textEdit: TextEdit?
}

public struct CompletionList: Codable, Sendable {
    public var isIncomplete = false
    public var items: [CompletionItem]
}

public struct Hover: Codable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

/// The LSP's `SymbolKind` values markupc uses.
public enum SymbolKind: Int, Codable, Sendable {
    case `class` = 5
    case field = 8
}

public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]
}
