import Diagnostics
import Foundation
import LayoutTree
import Yams

/// What a `.markupc.yml` file says: which rules run, at what severity, and on which devices.
///
/// ```yaml
/// rules:
///   MK037: off            # off/false: disabled; on/true: default severity
///   truncated-label: error  # a rule's id or name
///   MK003: note
///   MK041: { severity: error, limit: 120 }   # a rule's options (see a rule's `options`)
/// devices:                # the layout matrix (default: iphone-se-1, iphone-15-pro-max, ipad; both orientations)
///   - iphone-se-1
///   - ipad:landscape
/// included: [Screens]     # path globs relative to this file: only files below directories matched
/// excluded: [Screens/Legacy, "**/*Generated.xml"]
/// ```
public struct LintConfiguration: Sendable, Equatable {
    /// What the file says about one rule.
    public enum RuleSetting: Sendable, Equatable {
        case off
        /// On, at the rule's default severity.
        case on
        case severity(Severity)
    }

    public var rules: [String: RuleSetting] = [:]
    /// Rule options by rule id and option name (`MK041: { limit: 120 }`).
    public var ruleOptions: [String: [String: Int]] = [:]
    /// nil: the standard matrix (or `--devices`).
    public var devices: DeviceMatrix?
    /// Files found in directories are checked only when one of these matches (when there are any)…
    public var included: [PathGlob] = []
    /// …and none of these does. Relative to the file's directory.
    public var excluded: [PathGlob] = []
    /// The file this came from; nil for the built-in defaults.
    public var source: String?

    public init(rules: [String: RuleSetting] = [:], devices: DeviceMatrix? = nil, source: String? = nil) {
        self.rules = rules
        self.devices = devices
        self.source = source
    }

    /// Whether `included`/`excluded` let `file` be checked (paths relative to this file's directory).
    public func includes(_ file: String) -> Bool {
        guard !included.isEmpty || !excluded.isEmpty, let source else { return true }
        var base = URL(fileURLWithPath: source).standardizedFileURL.deletingLastPathComponent().path
        if !base.hasSuffix("/") { base += "/" }
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        guard absolute.hasPrefix(base) else { return included.isEmpty }
        let relative = String(absolute.dropFirst(base.count))
        if !included.isEmpty && !included.contains(where: { $0.matches(relative) }) { return false }
        return !excluded.contains { $0.matches(relative) }
    }

    /// Every rule on at its default severity, the standard devices.
    public static let standard = LintConfiguration()

    public func isEnabled(_ ruleID: String) -> Bool { rules[ruleID] != .off }

    /// The severity a diagnostic of `ruleID` is reported at, or nil when the rule is off.
    public func severity(of ruleID: String, reported: Severity, registry: RuleRegistry) -> Severity? {
        switch rules[ruleID] {
        case .off?: nil
        case .severity(let severity)?: severity
        case .on?: registry.descriptor(for: ruleID)?.defaultSeverity ?? reported
        case nil: reported
        }
    }

    public static let fileNames = [".markupc.yml", ".markupc.yaml"]

    public static func load(path: String, registry: RuleRegistry = .standard) throws -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, reason: "cannot read the file")
        }
        return try parse(String(decoding: data, as: UTF8.self), source: path, registry: registry)
    }

    public static func parse(_ yaml: String, source: String, registry: RuleRegistry = .standard) throws -> LintConfiguration {
        let object: Any?
        do {
            object = try Yams.load(yaml: yaml)
        } catch {
            throw ConfigurationError(path: source, reason: "not valid YAML: \(error)")
        }
        var configuration = LintConfiguration(source: source)
        guard let object else { return configuration }  // an empty file
        guard let top = object as? [String: Any] else {
            throw ConfigurationError(path: source, reason: "expected a mapping with 'rules' and 'devices'")
        }
        for key in top.keys.sorted() {
            switch key {
            case "rules":
                guard let rules = top[key] as? [String: Any] else {
                    throw ConfigurationError(path: source, reason: "'rules' must map rule ids to off, on, note, warning or error")
                }
                for (name, value) in rules {
                    let id = try ruleID(name, source: source, registry: registry)
                    if let settings = value as? [String: Any] {
                        try read(settings, rule: name, id: id, into: &configuration, registry: registry)
                    } else {
                        configuration.rules[id] = try setting(value, rule: name, source: source)
                    }
                }
            case "included", "excluded":
                guard let patterns = strings(top[key]) else {
                    throw ConfigurationError(path: source, reason: "'\(key)' must be a list of paths or globs")
                }
                if key == "included" { configuration.included = patterns.map(PathGlob.init) } else { configuration.excluded = patterns.map(PathGlob.init) }
            case "devices":
                guard let entries = strings(top[key]) else {
                    throw ConfigurationError(path: source, reason: "'devices' must be a list of device names")
                }
                do {
                    configuration.devices = try DeviceMatrix.parse(entries)
                } catch {
                    throw ConfigurationError(path: source, reason: "\(error)")
                }
            default:
                let keys = ["rules", "devices", "included", "excluded"]
                let suggestion = closestMatch(to: key, among: keys).map { " (did you mean '\($0)'?)" } ?? ""
                throw ConfigurationError(
                    path: source, reason: "unknown key '\(key)'\(suggestion): expected 'rules', 'devices', 'included' or 'excluded'")
            }
        }
        return configuration
    }

    private static func ruleID(_ name: String, source: String, registry: RuleRegistry) throws -> String {
        if let descriptor = registry.descriptors.first(where: { $0.id == name.uppercased() || $0.name == name }) {
            return descriptor.id
        }
        let known = registry.ids + registry.descriptors.map(\.name)
        let suggestion = closestMatch(to: name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
        throw ConfigurationError(path: source, reason: "unknown rule '\(name)'\(suggestion)")
    }

    /// A list, or one string for a list of one.
    private static func strings(_ value: Any?) -> [String]? {
        if let list = value as? [Any] { return list.map { "\($0)" } }
        if let single = value as? String { return [single] }
        return nil
    }

    /// `MK041: { severity: error, limit: 120 }`: a severity and the rule's options.
    private static func read(
        _ settings: [String: Any], rule name: String, id: String, into configuration: inout LintConfiguration,
        registry: RuleRegistry
    ) throws {
        let source = configuration.source ?? ""
        let options = registry.descriptor(for: id)?.options ?? []
        for key in settings.keys.sorted() {
            let value = settings[key] ?? ""
            if key == "severity" {
                configuration.rules[id] = try setting(value, rule: name, source: source)
                continue
            }
            guard let option = options.first(where: { $0.name == key }) else {
                let known = ["severity"] + options.map(\.name)
                let suggestion = closestMatch(to: key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                throw ConfigurationError(
                    path: source,
                    reason: "rule '\(name)' has no option '\(key)'\(suggestion): it takes \(known.map { "'\($0)'" }.joined(separator: ", "))")
            }
            guard let number = value as? Int, number >= 0 else {
                throw ConfigurationError(path: source, reason: "rule '\(name)': \(key) must be a whole number ≥ 0, not '\(value)'")
            }
            configuration.ruleOptions[id, default: [:]][option.name] = number
        }
    }

    private static func setting(_ value: Any, rule: String, source: String) throws -> RuleSetting {
        if let flag = value as? Bool { return flag ? .on : .off }
        switch "\(value)".lowercased() {
        case "off", "false", "no", "disabled", "disable": return .off
        case "on", "true", "yes", "enabled", "enable", "default": return .on
        case "note", "info": return .severity(.note)
        case "warning": return .severity(.warning)
        case "error": return .severity(.error)
        default:
            throw ConfigurationError(path: source, reason: "rule '\(rule)': '\(value)' is not off, on, note, warning or error")
        }
    }
}

public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
