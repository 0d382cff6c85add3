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
        let descriptors = run.registry.descriptors
        var ruleIndex: [String: Int] = [:]
        for (index, descriptor) in descriptors.enumerated() { ruleIndex[descriptor.id] = index }
        let rules: [[String: Any]] = descriptors.map { descriptor in
            [
                "id": descriptor.id,
                "name": descriptor.name,
                "shortDescription": ["text": descriptor.summary],
                "defaultConfiguration": ["level": Self.level(descriptor.defaultSeverity)],
                "properties": ["category": descriptor.category.rawValue],
            ]
        }
        var results: [[String: Any]] = []
        for file in run.reports {
            for diagnostic in file.diagnostics {
                var physical: [String: Any] = ["artifactLocation": artifactLocation(diagnostic.location?.file ?? file.path)]
                if let location = diagnostic.location {
                    physical["region"] = ["startLine": location.line, "startColumn": location.column]
                }
                var result: [String: Any] = [
                    "level": Self.level(diagnostic.severity),
                    "message": ["text": diagnostic.messageWithFixIt],
                    "locations": [["physicalLocation": physical]],
                ]
                if let rule = diagnostic.ruleID {
                    result["ruleId"] = rule
                    if let index = ruleIndex[rule] { result["ruleIndex"] = index }
                }
                results.append(result)
            }
        }
        let base = URL(fileURLWithPath: options.baseDirectory, isDirectory: true).absoluteString
        let sarifRun: [String: Any] = [
            "tool": ["driver": ["name": "markupc", "rules": rules]],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": base]],
            "columnKind": "unicodeCodePoints",
            "results": results,
        ]
        return jsonText(["$schema": Self.schema, "version": "2.1.0", "runs": [sarifRun]])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative URI under `%SRCROOT%` for files inside the base directory, an absolute `file:` URI otherwise.
    func artifactLocation(_ path: String) -> [String: Any] {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var base = URL(fileURLWithPath: options.baseDirectory).standardizedFileURL.path
        if !base.hasSuffix("/") { base += "/" }
        if absolute.hasPrefix(base) {
            let relative = String(absolute.dropFirst(base.count))
            let encoded = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
            return ["uri": encoded, "uriBaseId": "%SRCROOT%"]
        }
        return ["uri": URL(fileURLWithPath: absolute).absoluteString]
    }
}
