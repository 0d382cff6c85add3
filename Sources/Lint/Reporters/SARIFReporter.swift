import Diagnostics
import Foundation

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), what GitHub code scanning uploads:
/// one run whose driver lists every rule (id, name, short description, default level), and a result per
/// diagnostic with its rule, level, message and location (paths relative to `%SRCROOT%`, the base
/// directory, when they are inside it). Columns count Unicode code points, as markupc's do.
public struct SARIFReporter: Reporter {
    public var options: ReportOptions

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public func report(_ run: LintRun) -> String {
        encodedReport(log(run))
    }

    /// The SARIF log of a run.
    func log(_ run: LintRun) -> SARIFLog {
        let descriptors = run.registry.descriptors
        var ruleIndex: [String: Int] = [:]
        for (index, descriptor) in descriptors.enumerated() { ruleIndex[descriptor.id] = index }
        let rules = descriptors.map { descriptor in
            SARIFLog.ReportingDescriptor(
                id: descriptor.id, name: descriptor.name, shortDescription: .init(text: descriptor.summary),
                defaultConfiguration: .init(level: Self.sarifLevel(descriptor.defaultSeverity)),
                properties: ["category": descriptor.category.rawValue])
        }
        let results = run.reports.flatMap { file in
            file.diagnostics.map { diagnostic in
                SARIFLog.Result(
                    ruleId: diagnostic.ruleID, ruleIndex: diagnostic.ruleID.flatMap { ruleIndex[$0] },
                    level: Self.sarifLevel(diagnostic.severity), message: .init(text: diagnostic.messageWithFixIt),
                    locations: [
                        SARIFLog.Location(
                            physicalLocation: .init(
                                artifactLocation: artifactLocation(diagnostic.location?.file ?? file.path),
                                region: diagnostic.location.map { .init(startLine: $0.line, startColumn: $0.column) }))
                    ])
            }
        }
        let base = URL(fileURLWithPath: options.baseDirectory, isDirectory: true).absoluteString
        return SARIFLog(
            schema: Self.schema, version: "2.1.0",
            runs: [
                SARIFLog.Run(
                    tool: .init(driver: .init(name: "markupc", rules: rules)),
                    originalUriBaseIds: ["%SRCROOT%": .init(uri: base, uriBaseId: nil)], columnKind: "unicodeCodePoints",
                    results: results)
            ])
    }

    static func sarifLevel(_ severity: Severity) -> SARIFLog.Level {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }

    /// A relative URI under `%SRCROOT%` for files inside the base directory, an absolute `file:` URI otherwise.
    func artifactLocation(_ path: String) -> SARIFLog.ArtifactLocation {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var base = URL(fileURLWithPath: options.baseDirectory).standardizedFileURL.path
        if !base.hasSuffix("/") { base += "/" }
        if absolute.hasPrefix(base) {
            let relative = String(absolute.dropFirst(base.count))
            let encoded = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
            return SARIFLog.ArtifactLocation(uri: encoded, uriBaseId: "%SRCROOT%")
        }
        return SARIFLog.ArtifactLocation(uri: URL(fileURLWithPath: absolute).absoluteString)
    }
}
