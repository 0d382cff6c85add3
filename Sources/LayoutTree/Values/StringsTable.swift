import Foundation

/// A localization table: Apple's `.strings` format, read for `@key` attribute values (§1.2).
public struct StringsTable: Hashable, Sendable {
    public private(set) var entries: [String: String]

    public init(_ entries: [String: String] = [:]) {
        self.entries = entries
    }

    public subscript(key: String) -> String? { entries[key] }

    /// Reads a `.strings` file: text in UTF-8, or UTF-16 with a byte-order mark (what Xcode writes), or the
    /// property list Xcode compiles it into (binary or XML). `source` in errors is `path`.
    public static func load(path: String) throws -> StringsTable {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StringsTableError(source: path, message: "cannot read the file")
        }
        return try StringsTable(data: data, source: path)
    }

    public init(data: Data, source: String = "Localizable.strings") throws {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) {
            self = try Self.propertyList(data, source: source)
            return
        }
        let text = try Self.decode(bytes, source: source)
        let start = trimmingWhitespace(String(text.prefix(64)))
        if start.hasPrefix("<?xml") || start.hasPrefix("<plist") || start.hasPrefix("<!DOCTYPE") {
            self = try Self.propertyList(data, source: source)
            return
        }
        try self.init(text: text, source: source)
    }

    /// Parses `.strings` text: `"key" = "value";` entries, `/* */` and `//` comments.
    public init(text: String, source: String = "Localizable.strings") throws {
        var parser = StringsFileParser(text: text, source: source)
        entries = try parser.parseEntries()
    }

    /// UTF-8 (with or without a BOM), or UTF-16 in either byte order: with a BOM, or without one when the first
    /// character is ASCII so that one of its two bytes is zero.
    static func decode(_ bytes: [UInt8], source: String) throws -> String {
        func utf16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws -> String {
            guard body.count % 2 == 0 else {
                throw StringsTableError(source: source, message: "UTF-16 text has an odd number of bytes")
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            guard let text = String(validating: units, as: UTF16.self) else {
                throw StringsTableError(source: source, message: "the file is not valid UTF-16")
            }
            return text
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            guard let text = String(validating: bytes.dropFirst(3), as: UTF8.self) else {
                throw StringsTableError(source: source, message: "the file is not valid UTF-8")
            }
            return text
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] == 0, bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true) }
            if bytes[0] != 0, bytes[1] == 0 { return try utf16(bytes[...], bigEndian: false) }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw StringsTableError(
                source: source, message: "the file is neither UTF-8 nor UTF-16 with a byte-order mark")
        }
        return text
    }

    private static func propertyList(_ data: Data, source: String) throws -> StringsTable {
        let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let dictionary = root as? [String: Any] else {
            throw StringsTableError(source: source, message: "not a valid property list of strings")
        }
        var entries: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else {
                throw StringsTableError(source: source, message: "the value of \"\(key)\" is not a string")
            }
            entries[key] = text
        }
        return StringsTable(entries)
    }
}

/// Why a strings file could not be read; `description` is `file:line:column: message` when the position is known.
public struct StringsTableError: Error, Hashable, Sendable, CustomStringConvertible {
    public var source: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(source: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.source = source
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var position = source
        if let line { position += ":\(line)" }
        if let column { position += ":\(column)" }
        return "\(position): \(message)"
    }
}
