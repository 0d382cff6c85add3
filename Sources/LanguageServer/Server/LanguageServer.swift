import Diagnostics
import Foundation
import Lint

/// The language server: reads one JSON-RPC message at a time, in the order the client sent them, and
/// answers through `send`. An actor: documents and their diagnostics are its state, and the layout
/// checks that run after a pause (in tasks of their own, so the editor is answered meanwhile) hand their
/// results back to it. A result for a version the user has since changed is dropped.
public actor LanguageServer {
    public enum Outcome: Equatable, Sendable {
        case proceed
        /// The client sent `exit`: the process ends with this status (0 after `shutdown`, else 1).
        case exit(Int32)
    }

    private enum Phase { case uninitialized, running, shutDown }

    private let options: ServerOptions
    private let send: @Sendable (OutgoingMessage) -> Void
    private let checker: DocumentChecker
    private let vocabulary: MarkupVocabulary
    private var phase = Phase.uninitialized
    private var documents = DocumentStore()
    private var configurations: [String: LintConfiguration] = [:]
    /// Counts each document's checks: a layout check that finishes after a newer one began (a save
    /// that changed the configuration keeps the version) is dropped, even if it could not be cancelled.
    private var checkGenerations: [String: Int] = [:]
    /// Layout findings of each document's last whole check, shown until the next one replaces them.
    private var layoutFindings: [String: [Diagnostic]] = [:]
    /// Markup findings of each document's last well-formed version, shown while it is malformed mid-edit.
    private var markupFindings: [String: [Diagnostic]] = [:]
    private var pendingChecks: [String: Task<Void, Never>] = [:]

    public init(options: ServerOptions, send: @escaping @Sendable (OutgoingMessage) -> Void) {
        self.options = options
        self.send = send
        checker = DocumentChecker(options: options.lint, registry: options.registry)
        var vocabulary = MarkupVocabulary()
        vocabulary.projectColors = options.lint.document.colors.names
        self.vocabulary = vocabulary
    }

    /// The client has asked to shut down (an `exit` now ends with status 0).
    public var hasShutDown: Bool { phase == .shutDown }

    /// Handles one message body.
    public func receive(_ body: [UInt8]) -> Outcome {
        let message: IncomingMessage
        switch IncomingMessage.read(body) {
        case .success(let read): message = read
        case .failure(let failure):
            send(.error(id: failure.id, failure.error))
            return .proceed
        }
        guard let method = message.method else { return .proceed }  // a response to a request of ours: none are sent
        if method == "exit" { return .exit(phase == .shutDown ? 0 : 1) }
        do {
            let result = try handle(method, message)
            if let id = message.id { send(.response(id: id, result: result)) }
        } catch {
            // Notifications get no answer, not even an error (JSON-RPC 2.0).
            if let id = message.id { send(.error(id: id, error)) }
        }
        return .proceed
    }

    /// Waits for the layout checks under way (tests, and a clean exit).
    public func settle() async {
        while let (uri, task) = pendingChecks.first {
            await task.value
            if pendingChecks[uri] == task { pendingChecks[uri] = nil }
        }
    }

    private func handle(_ method: String, _ message: IncomingMessage) throws(ResponseError) -> (any Encodable & Sendable)? {
        switch phase {
        case .uninitialized where method != "initialize":
            throw .serverNotInitialized()
        case .shutDown:
            throw .invalidRequest("the server is shutting down")
        default:
            break
        }
        switch method {
        case "initialize":
            phase = .running
            return InitializeResult(serverInfo: .init(name: "markupc", version: options.serverVersion))
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
            return nil
        case "shutdown":
            phase = .shutDown
            for task in pendingChecks.values { task.cancel() }
            return nil
        case "textDocument/didOpen":
            open(try message.decodeParams(DidOpenTextDocumentParams.self).textDocument)
            return nil
        case "textDocument/didChange":
            let params = try message.decodeParams(DidChangeTextDocumentParams.self)
            let uri = params.textDocument.uri
            guard let document = documents.change(uri, params.contentChanges, version: params.textDocument.version)
            else { throw .documentNotOpen(uri) }
            layoutFindings[uri] = layoutFindings[uri].map { StaleFindings.moved($0, by: params.contentChanges) }
            markupFindings[uri] = markupFindings[uri].map { StaleFindings.moved($0, by: params.contentChanges) }
            check(document)
            return nil
        case "textDocument/didSave":
            let uri = try message.decodeParams(DidSaveTextDocumentParams.self).textDocument.uri
            let document = try openDocument(uri)
            // The configuration may have been the file saved, or changed beside it.
            configurations[uri] = configuration(for: uri)
            check(document)
            return nil
        case "textDocument/didClose":
            close(try message.decodeParams(DidCloseTextDocumentParams.self).textDocument.uri)
            return nil
        case "textDocument/completion":
            let (document, offset) = try located(message)
            let items = CompletionProvider(vocabulary: vocabulary).completions(at: offset, in: document, outline: MarkupOutline(text: document.scalars))
            return CompletionList(items: items)
        case "textDocument/hover":
            let (document, offset) = try located(message)
            let hover = HoverProvider(vocabulary: vocabulary, options: options.lint)
            return hover.hover(
                at: offset, in: document, outline: MarkupOutline(text: document.scalars),
                configuration: configurations[document.uri] ?? .standard)
        case "textDocument/definition":
            let (document, offset) = try located(message)
            return DefinitionProvider().definition(at: offset, in: document, outline: MarkupOutline(text: document.scalars))
        case "textDocument/documentSymbol":
            let document = try openDocument(message.decodeParams(DocumentSymbolParams.self).textDocument.uri)
            return DocumentSymbolProvider().symbols(in: document, outline: MarkupOutline(text: document.scalars))
        default:
            throw .methodNotFound(method)
        }
    }

    /// The open document and the offset of the position a request names.
    private func located(_ message: IncomingMessage) throws(ResponseError) -> (TextDocument, Int) {
        let params = try message.decodeParams(TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        return (document, document.offset(of: params.position))
    }

    /// A request about a document the editor has not opened (or has closed) is an error, not a read from disk.
    private func openDocument(_ uri: String) throws(ResponseError) -> TextDocument {
        guard let document = documents[uri] else { throw .documentNotOpen(uri) }
        return document
    }

    // MARK: Documents and diagnostics

    private func open(_ item: TextDocumentItem) {
        documents.open(item)
        configurations[item.uri] = configuration(for: item.uri)
        layoutFindings[item.uri] = nil
        markupFindings[item.uri] = nil
        if let document = documents[item.uri] { check(document) }
    }

    private func close(_ uri: String) {
        documents.close(uri)
        pendingChecks.removeValue(forKey: uri)?.cancel()
        configurations[uri] = nil
        layoutFindings[uri] = nil
        markupFindings[uri] = nil
        // The editor forgets a closed document's problems only when told.
        send(.notification(method: "textDocument/publishDiagnostics", params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
    }

    /// The markup rules now, with the last layout findings; the whole check after the pause.
    private func check(_ document: TextDocument) {
        let path = DocumentURI.path(of: document.uri)
        let configuration = configurations[document.uri] ?? .standard
        var markup = checker.markupDiagnostics(of: document.bytes, path: path, configuration: configuration)
        if checker.isMalformed(markup) {
            markup += markupFindings[document.uri] ?? []
        } else {
            markupFindings[document.uri] = checker.ruleDiagnostics(in: markup)
        }
        publish(markup + (layoutFindings[document.uri] ?? []), for: document)

        pendingChecks[document.uri]?.cancel()
        let generation = (checkGenerations[document.uri] ?? 0) + 1
        checkGenerations[document.uri] = generation
        guard checker.linter.options.runsLayout else { return }
        let (checker, delay, uri, version, bytes) = (checker, options.layoutDelay, document.uri, document.version, document.bytes)
        pendingChecks[uri] = Task.detached { [weak self] in
            do { try await Task.sleep(for: delay) } catch { return }  // cancelled: a newer change is pending
            // On a Dispatch queue, not the cooperative pool: a long layout must not hold the threads the
            // actor needs to answer the next keystroke.
            let diagnostics = await withCheckedContinuation { continuation in
                DispatchQueue.global(qos: .utility).async {
                    continuation.resume(returning: checker.allDiagnostics(of: bytes, path: path, configuration: configuration))
                }
            }
            await self?.finishCheck(uri: uri, version: version, generation: generation, diagnostics: diagnostics)
        }
    }

    private func finishCheck(uri: String, version: Int, generation: Int, diagnostics: [Diagnostic]) {
        guard let document = documents[uri], document.version == version, checkGenerations[uri] == generation else { return }
        pendingChecks[uri] = nil
        if checker.isMalformed(diagnostics) { return }  // the markup step has shown the parser's errors and what was found before
        layoutFindings[uri] = checker.layoutDiagnostics(in: diagnostics)
        publish(diagnostics, for: document)
    }

    private func publish(_ diagnostics: [Diagnostic], for document: TextDocument) {
        let ranges = DiagnosticRanges(document: document, outline: MarkupOutline(text: document.scalars))
        let params = PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: diagnostics.map(ranges.lspDiagnostic))
        send(.notification(method: "textDocument/publishDiagnostics", params: params))
    }

    /// `--config`, else the nearest `.markupc.yml` above the document (as `validate` finds it). A broken
    /// configuration is shown to the user and the standard one used.
    private func configuration(for uri: String) -> LintConfiguration {
        guard DocumentURI.directory(of: uri) != nil else { return .standard }
        do {
            if let path = options.configurationPath { return try LintConfiguration.load(path: path, registry: options.registry) }
            var finder = ConfigurationFinder(registry: options.registry)
            return try finder.configuration(for: DocumentURI.path(of: uri))
        } catch {
            let message = ShowMessageParams(type: 1, message: "markupc: configuration: \(error)")
            send(.notification(method: "window/showMessage", params: message))
            return .standard
        }
    }
}

/// `window/showMessage`: type 1 is an error.
struct ShowMessageParams: Encodable, Sendable {
    var type: Int
    var message: String
}
