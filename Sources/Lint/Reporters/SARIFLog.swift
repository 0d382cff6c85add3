/// The SARIF 2.1.0 objects markupc writes (OASIS, "Static Analysis Results Interchange Format Version
/// 2.1.0", §3), as `Codable` types whose coding keys are the format's property names. Optional
/// properties are left out when nil.
public struct SARIFLog: Codable, Equatable, Sendable {
    public var schema: String
    public var version: String
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    public struct Run: Codable, Equatable, Sendable {
        public var tool: Tool
        public var originalUriBaseIds: [String: ArtifactLocation]
        public var columnKind: String
        public var results: [Result]
    }

    public struct Tool: Codable, Equatable, Sendable {
        public var driver: ToolComponent
    }

    public struct ToolComponent: Codable, Equatable, Sendable {
        public var name: String
        public var rules: [ReportingDescriptor]
    }

    /// A rule (§3.49).
    public struct ReportingDescriptor: Codable, Equatable, Sendable {
        public var id: String
        public var name: String
        public var shortDescription: Message
        public var defaultConfiguration: ReportingConfiguration
        public var properties: [String: String]
    }

    public struct ReportingConfiguration: Codable, Equatable, Sendable {
        public var level: Level
    }

    public enum Level: String, Codable, Equatable, Sendable {
        case none, note, warning, error
    }

    public struct Message: Codable, Equatable, Sendable {
        public var text: String
    }

    public struct Result: Codable, Equatable, Sendable {
        public var ruleId: String?
        public var ruleIndex: Int?
        public var level: Level
        public var message: Message
        public var locations: [Location]
    }

    public struct Location: Codable, Equatable, Sendable {
        public var physicalLocation: PhysicalLocation
    }

    public struct PhysicalLocation: Codable, Equatable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region?
    }

    public struct ArtifactLocation: Codable, Equatable, Sendable {
        public var uri: String
        public var uriBaseId: String? = nil
    }

    public struct Region: Codable, Equatable, Sendable {
        public var startLine: Int
        public var startColumn: Int
    }
}
