import Foundation

/// A project's own colour names: MarkupKit's `Colors.plist` (§1.3 step 3), given to markupc with `--colors`.
/// It is consulted before the built-in UIColor constants.
public struct ColorTable: Hashable, Sendable {
    public private(set) var colors: [String: Color]

    public init(_ colors: [String: Color] = [:]) {
        self.colors = colors
    }

    public subscript(name: String) -> Color? { colors[name] }

    /// The table's names in a stable order, for suggestions.
    public var names: [String] { colors.keys.sorted() }

    /// Reads a `Colors.plist` (XML or binary property list) or a JSON object of the same shape: name → `"#rrggbb"`.
    /// The format follows the extension (`.json`, `.plist`); any other file is JSON when it starts with `{`.
    public static func load(path: String) throws -> ColorTable {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ColorTableError(path: path, reason: "cannot read the file")
        }
        let isJSON: Bool
        switch (path as NSString).pathExtension.lowercased() {
        case "json": isJSON = true
        case "plist": isJSON = false
        default: isJSON = data.first(where: { !isASCIIWhitespace($0) }) == UInt8(ascii: "{")
        }
        return isJSON ? try ColorTable(json: data, source: path) : try ColorTable(propertyList: data, source: path)
    }

    /// A colour table from property-list data; `source` names it in errors.
    public init(propertyList data: Data, source: String = "Colors.plist") throws {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ColorTableError(path: source, reason: "not a valid property list")
        }
        try self.init(root: root, source: source)
    }

    /// A colour table from JSON data; `source` names it in errors.
    public init(json data: Data, source: String = "colors.json") throws {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw ColorTableError(path: source, reason: "not valid JSON")
        }
        try self.init(root: root, source: source)
    }

    /// MarkupKit converts each entry with its own colour rule, so an entry may be `#rrggbb`, `#rrggbbaa` or the
    /// name of a UIColor constant. `#rgb` is refused here: MarkupKit would fail to start (it stores a nil colour).
    private init(root: Any, source: String) throws {
        guard let entries = root as? [String: Any] else {
            throw ColorTableError(
                path: source, reason: "a colour table must be a dictionary of colour names to '#rrggbb' strings")
        }
        var colors: [String: Color] = [:]
        for name in entries.keys.sorted() {
            guard let text = entries[name] as? String else {
                throw ColorTableError(
                    path: source, reason: "the value of colour '\(name)' must be a string such as '#336699'")
            }
            guard let color = Color(hex: text) ?? Color.builtInNames[text] else {
                let shortForm =
                    text.hasPrefix("#") && text.utf8.count == 4
                    ? " (MarkupKit does not accept the short #rgb form)" : ""
                throw ColorTableError(
                    path: source,
                    reason: "colour '\(name)' has invalid value '\(text)': expected #rrggbb, #rrggbbaa "
                        + "or a built-in colour name\(shortForm)")
            }
            colors[name] = color
        }
        self.colors = colors
    }
}

/// Why a colour table could not be loaded; `description` is the message to print.
public struct ColorTableError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

private func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}
