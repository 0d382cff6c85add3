extension Device {
    /// A device `--device`, `--devices` or `devices:` names that markupc does not know, with the closest
    /// identifier (`iphone15` → `iphone-15`).
    public struct UnknownName: Error, CustomStringConvertible, Sendable {
        public var name: String
        public var suggestion: String?

        public var description: String {
            "unknown device '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + "; `markupc devices` lists them"
        }
    }

    /// The device `name` names, or an error that suggests the closest identifier.
    public static func lookUp(_ name: String) throws -> Device {
        if let device = named(name) { return device }
        throw UnknownName(name: name, suggestion: closestMatch(to: name.lowercased(), among: all.flatMap(\.identifiers)))
    }
}
