import Foundation

/// Finds the `.markupc.yml` that applies to each file: the nearest one in the file's directory or above.
/// Each directory is looked at once per run.
public struct ConfigurationFinder {
    public let registry: RuleRegistry
    private var byDirectory: [String: LintConfiguration] = [:]

    public init(registry: RuleRegistry = .standard) {
        self.registry = registry
    }

    /// The configuration for `file`, or the standard one when no directory above it has a file.
    public mutating func configuration(for file: String) throws -> LintConfiguration {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL
        return try configuration(inOrAbove: absolute.deletingLastPathComponent().path)
    }

    private mutating func configuration(inOrAbove directory: String) throws -> LintConfiguration {
        if let known = byDirectory[directory] { return known }
        var found: LintConfiguration?
        for name in LintConfiguration.fileNames {
            let candidate = (directory as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate) {
                found = try LintConfiguration.load(path: candidate, registry: registry)
                break
            }
        }
        if found == nil {
            let parent = (directory as NSString).deletingLastPathComponent
            found = parent == directory || parent.isEmpty ? .standard : try configuration(inOrAbove: parent)
        }
        let result = found ?? .standard
        byDirectory[directory] = result
        return result
    }
}
