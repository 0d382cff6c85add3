import Foundation

/// A request's id: a number or a string (JSON-RPC 2.0); a response to a message whose id could not be read
/// carries null.
public enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// An error a response carries instead of a result, with the codes JSON-RPC and LSP define.
public struct ResponseError: Error, Codable, Equatable, Sendable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "method not found: \(method)")
    }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    public static func documentNotOpen(_ uri: String) -> ResponseError { invalidParams("document '\(uri)' is not open") }
    public static func serverNotInitialized() -> ResponseError {
        ResponseError(code: -32002, message: "the server has not been initialized")
    }
}

/// A message from the client, read from its JSON: a request (`id` and `method`), a notification
/// (`method` only) or a response to a request of the server's (`id` only: markupc sends none, so these
/// are ignored).
public struct IncomingMessage: Sendable {
    public var id: RequestID?
    public var method: String?
    public var params: JSONValue?

    /// Reads one message body. Invalid JSON is a parse error; JSON that is not a message object is an invalid request.
    public static func read(_ body: [UInt8]) -> Result<IncomingMessage, ReadFailure> {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) else {
            return .failure(ReadFailure(id: nil, error: .parseError("the message is not valid JSON")))
        }
        guard case .object(let object) = value else {
            return .failure(ReadFailure(id: nil, error: .invalidRequest("a message must be a JSON object")))
        }
        var id: RequestID?
        switch object["id"] {
        case nil, .null?: id = nil
        case .integer(let number)?: id = .number(number)
        case .string(let string)?: id = .string(string)
        default: return .failure(ReadFailure(id: nil, error: .invalidRequest("a message id must be a number or a string")))
        }
        var method: String?
        switch object["method"] {
        case nil: method = nil
        case .string(let name)?: method = name
        default: return .failure(ReadFailure(id: id, error: .invalidRequest("a method must be a string")))
        }
        return .success(IncomingMessage(id: id, method: method, params: object["params"]))
    }

    public struct ReadFailure: Error, Sendable {
        public var id: RequestID?
        public var error: ResponseError
    }

    /// The params as `T` (an LSP params structure); a mismatch is an invalid-params error.
    public func decodeParams<T: Decodable>(_ type: T.Type) throws(ResponseError) -> T {
        do {
            let data = try JSONEncoder().encode(params ?? .object([:]))
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw ResponseError.invalidParams("invalid params for \(method ?? "message"): \(Self.describe(error))")
        }
    }

    /// Decoding errors in a line: which key was missing or of the wrong type.
    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(Self.path(context.codingPath + [key]))'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            return "wrong type at '\(Self.path(context.codingPath))'"
        default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

/// A message to the client, encoded as JSON-RPC 2.0.
public enum OutgoingMessage: Sendable {
    /// A result (null when `result` is nil: a response always carries `result` or `error`).
    case response(id: RequestID, result: (any Encodable & Sendable)?)
    /// An error; `id` is nil when the request's id could not be read.
    case error(id: RequestID?, ResponseError)
    case notification(method: String, params: any Encodable & Sendable)

    /// The JSON body.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A result that cannot be encoded is the server's own bug: the client gets an internal error, not silence.
        if let data = try? encoder.encode(Envelope(message: self)) { return Array(data) }
        let fallback = OutgoingMessage.error(id: id, ResponseError(code: -32603, message: "the result could not be encoded"))
        return Array((try? encoder.encode(Envelope(message: fallback))) ?? Data())
    }

    private var id: RequestID? {
        switch self {
        case .response(let id, _): id
        case .error(let id, _): id
        case .notification: nil
        }
    }

    private struct Envelope: Encodable {
        var message: OutgoingMessage

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error, method, params }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            switch message {
            case .response(let id, let result):
                try container.encode(id, forKey: .id)
                if let result { try container.encode(result, forKey: .result) } else { try container.encodeNil(forKey: .result) }
            case .error(let id, let error):
                if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
                try container.encode(error, forKey: .error)
            case .notification(let method, let params):
                try container.encode(method, forKey: .method)
                try container.encode(params, forKey: .params)
            }
        }
    }
}
