/// The documents the editor has open, by URI: what the server reads instead of the disk.
public struct DocumentStore: Sendable {
    private var documents: [String: TextDocument] = [:]

    public init() {}

    public subscript(uri: String) -> TextDocument? { documents[uri] }

    public mutating func open(_ item: TextDocumentItem) {
        documents[item.uri] = TextDocument(uri: item.uri, version: item.version, text: item.text)
    }

    /// The changed document, or nil when it is not open.
    public mutating func change(_ uri: String, _ changes: [TextDocumentContentChangeEvent], version: Int) -> TextDocument? {
        guard var document = documents[uri] else { return nil }
        document.apply(changes, version: version)
        documents[uri] = document
        return document
    }

    public mutating func close(_ uri: String) {
        documents[uri] = nil
    }
}
