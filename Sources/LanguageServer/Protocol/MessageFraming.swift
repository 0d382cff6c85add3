import Foundation

/// The base protocol's framing (LSP 3.17 "Base Protocol"): each message is a header block of
/// `Name: value` lines ended by an empty line, `Content-Length` giving the size in bytes of the
/// JSON body that follows. Written by hand: none of the Swift packages markupc may use implements LSP.
public enum MessageFraming {
    /// `body` with its header, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// Splits a byte stream into message bodies as the bytes arrive, in whatever pieces the pipe gives.
public struct MessageFrameReader: Sendable {
    /// A header block that names no usable length: it is skipped, and reading goes on after it.
    public struct FramingError: Error, Equatable, Sendable {
        public var reason: String
    }

    public enum Item: Equatable, Sendable {
        case message([UInt8])
        case malformedHeader(FramingError)
    }

    private var buffer: [UInt8] = []
    /// Bodies above this size are refused (a bogus length must not make the server wait for gigabytes).
    private let maximumBodySize: Int

    public init(maximumBodySize: Int = 64 << 20) {
        self.maximumBodySize = maximumBodySize
    }

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete item, or nil until more bytes arrive.
    public mutating func next() -> Item? {
        guard let headerEnd = Self.headerEnd(in: buffer) else { return nil }
        let header = String(decoding: buffer[..<headerEnd.start], as: UTF8.self)
        guard let length = Self.contentLength(in: header) else {
            buffer.removeSubrange(..<headerEnd.end)
            return .malformedHeader(FramingError(reason: "no valid Content-Length in header '\(header)'"))
        }
        guard length <= maximumBodySize else {
            buffer.removeSubrange(..<headerEnd.end)
            return .malformedHeader(FramingError(reason: "Content-Length \(length) is above the limit of \(maximumBodySize) bytes"))
        }
        guard buffer.count - headerEnd.end >= length else { return nil }
        let body = Array(buffer[headerEnd.end..<headerEnd.end + length])
        buffer.removeSubrange(..<(headerEnd.end + length))
        return .message(body)
    }

    /// Where the empty line ending the header block is: `\r\n\r\n` (or a bare `\n\n`, which some clients send).
    private static func headerEnd(in bytes: [UInt8]) -> (start: Int, end: Int)? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return (index, index + 2) }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") {
                    return (index > 0 && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else { return nil }
            return length
        }
        return nil
    }
}
