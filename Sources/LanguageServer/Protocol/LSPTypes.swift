/// The LSP 3.17 structures markupc reads and writes, as Codable types, named as the specification names them.

/// A position in a document: 0-based line, and the character offset in UTF-16 code units (the encoding
/// markupc announces, and the one every client supports).
public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
}

public struct LSPRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: LSPRange

    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
}

public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public var version: Int
}

public struct TextDocumentItem: Codable, Hashable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

public struct DidOpenTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentItem
}

/// One edit: `range` replaced by `text`, or the whole document when `range` is absent.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    public var range: LSPRange?
    public var text: String

    public init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }
}

public struct DidChangeTextDocumentParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidSaveTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct DidCloseTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

/// Completion, hover and definition ask about one position.
public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct DocumentSymbolParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}
