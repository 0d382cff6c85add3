/// `validate --format json`, as `Codable` types:
/// `{"version": 1, "summary": {"files", "errors", "warnings", "notes"}, "files": [{"path", "diagnostics":
/// [{"rule", "severity", "message", "fixIt"?, "line"?, "column"?}]}]}`. Files without diagnostics are listed too.
public struct JSONReport: Codable, Equatable, Sendable {
    public var version: Int
    public var summary: Summary
    public var files: [File]

    public struct Summary: Codable, Equatable, Sendable {
        public var files: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
    }

    public struct File: Codable, Equatable, Sendable {
        public var path: String
        public var diagnostics: [Diagnostic]
    }

    public struct Diagnostic: Codable, Equatable, Sendable {
        public var rule: String
        public var severity: String
        public var message: String
        public var fixIt: String?
        public var line: Int?
        public var column: Int?
    }
}
