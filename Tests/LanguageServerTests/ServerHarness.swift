import Foundation
import LanguageServer
import Lint
import Synchronization
import XCTest

/// A server driven in-process, as a client would drive it: messages in as JSON, everything it sends
/// recorded as JSON values.
final class ServerHarness: Sendable {
    let server: LanguageServer
    private let sent = Recorder()
    private let nextID = Mutex(1)

    /// What the server sent, decoded.
    private final class Recorder: Sendable {
        let values = Mutex<[JSONValue]>([])
    }

    init(lint: LintOptions = LintOptions(), configure: (inout ServerOptions) -> Void = { _ in }) {
        var options = ServerOptions(lint: lint, serverVersion: "test")
        options.layoutDelay = .zero
        configure(&options)
        let sent = self.sent
        server = LanguageServer(options: options) { message in
            let value = try? JSONDecoder().decode(JSONValue.self, from: Data(message.encoded()))
            sent.values.withLock { $0.append(value ?? .null) }
        }
    }

    var messages: [JSONValue] { sent.values.withLock { $0 } }

    func clear() { sent.values.withLock { $0.removeAll() } }

    /// Sends raw bytes as one message body.
    @discardableResult
    func send(raw body: String) async -> LanguageServer.Outcome {
        await server.receive(Array(body.utf8))
    }

    /// A request; returns its response (`result` or `error` object as sent).
    func request(_ method: String, _ params: [String: Any] = [:]) async -> JSONValue {
        let id = nextID.withLock { id in
            defer { id += 1 }
            return id
        }
        await send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return messages.last { $0["id"] == .integer(id) } ?? .null
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) async {
        await send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func send(_ object: [String: Any]) async {
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        _ = await server.receive(Array(data))
    }

    func initialize() async {
        _ = await request("initialize", ["capabilities": [String: Any]()])
        await notify("initialized")
    }

    func open(_ uri: String, _ text: String, version: Int = 1) async {
        await notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "xml", "version": version, "text": text]])
    }

    /// The diagnostics of the last `publishDiagnostics` for `uri`, as `line:character-line:character severity code message`.
    func publishedDiagnostics(_ uri: String) -> [String]? {
        guard let params = messages.last(where: { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri) })?["params"],
            case .array(let diagnostics)? = params["diagnostics"]
        else { return nil }
        return diagnostics.map { diagnostic in
            "\(Self.range(diagnostic["range"])) \(diagnostic["severity"].map(Self.text) ?? "") \(diagnostic["code"].map(Self.text) ?? "-") \(diagnostic["message"].map(Self.text) ?? "")"
        }
    }

    static func position(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    static func range(_ value: JSONValue?) -> String {
        func position(_ value: JSONValue?) -> String { "\(value?["line"].map(text) ?? "?"):\(value?["character"].map(text) ?? "?")" }
        return "\(position(value?["start"]))-\(position(value?["end"]))"
    }

    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let string): string
        case .integer(let number): String(number)
        case .number(let number): String(number)
        case .bool(let bool): String(bool)
        case .null: "null"
        default: "\(value)"
        }
    }

    /// Labels of a completion response's items, in the order the editor sorts them (by `sortText`).
    static func labels(_ response: JSONValue) -> [String] {
        guard case .array(let items)? = response["result"]?["items"] else { return [] }
        return items.sorted { (($0["sortText"].map(text)) ?? "") < (($1["sortText"].map(text)) ?? "") }.compactMap { $0["label"].map(text) }
    }
}
