import Diagnostics
import Foundation

/// What `<?case …?>` compares with (SEMANTICS.md §1.8, §4.3). MarkupKit compares only the
/// platform name; markupc adds size classes, orientation and device, written `key=value`
/// and combined with commas (all must hold).
public struct CaseConditions: Sendable {
    public var platform = "iOS"
    public var horizontalSizeClass = "compact"
    public var verticalSizeClass = "regular"
    public var orientation = "portrait"
    /// `iphone` or `ipad`.
    public var device = "iphone"

    public init() {}

    static let platforms = ["iOS", "tvOS", "macOS"]
    static let keys = ["horizontalSizeClass", "verticalSizeClass", "orientation", "device", "platform"]

    /// Whether the content after `<?case data?>` is kept; unknown conditions are diagnosed
    /// and count as not matching.
    func matches(_ data: String, at location: SourceLocation, diagnostics: inout DiagnosticBag) -> Bool {
        let conditions = data.split(separator: ",").map { $0.trimmingSpacesAndTabs() }
        guard !conditions.isEmpty else {
            diagnostics.error("<?case?> needs a condition such as 'iOS' or 'orientation=landscape'", at: location, rule: .caseCondition)
            return false
        }
        var result = true
        for condition in conditions {
            let parts = condition.split(separator: "=", maxSplits: 1).map { $0.trimmingSpacesAndTabs() }
            if parts.count == 1 {
                if !Self.platforms.contains(parts[0]) {
                    diagnostics.append(Diagnostic(
                        .warning, "unknown <?case?> platform '\(parts[0])': expected iOS or tvOS", at: location, rule: .caseCondition,
                        fixIt: closestMatch(to: parts[0], among: Self.platforms).map { "did you mean '\($0)'?" }))
                }
                result = result && parts[0] == platform
                continue
            }
            let key = parts[0], value = parts[1]
            let allowed: [String]
            let actual: String
            switch key {
            case "horizontalSizeClass": (allowed, actual) = (["compact", "regular"], horizontalSizeClass)
            case "verticalSizeClass": (allowed, actual) = (["compact", "regular"], verticalSizeClass)
            case "orientation": (allowed, actual) = (["portrait", "landscape"], orientation)
            case "device": (allowed, actual) = (["iphone", "ipad"], device)
            case "platform": (allowed, actual) = (Self.platforms, platform)
            default:
                diagnostics.append(Diagnostic(
                    .error, "unknown <?case?> condition '\(key)': expected one of \(Self.keys.joined(separator: ", "))",
                    at: location, rule: .caseCondition, fixIt: closestMatch(to: key, among: Self.keys).map { "did you mean '\($0)'?" }))
                result = false
                continue
            }
            let normalized = key == "device" ? value.lowercased() : value
            if !allowed.contains(normalized) {
                diagnostics.append(Diagnostic(
                    .error, "invalid value '\(value)' for <?case?> condition '\(key)': expected one of \(allowed.joined(separator: ", "))",
                    at: location, rule: .caseCondition, fixIt: closestMatch(to: value, among: allowed).map { "did you mean '\($0)'?" }))
                result = false
                continue
            }
            result = result && normalized == actual
        }
        return result
    }
}
