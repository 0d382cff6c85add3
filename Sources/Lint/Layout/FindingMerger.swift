import Diagnostics
import LayoutTree

/// Turns the findings of every screen of the matrix into diagnostics: one problem found on several screens
/// is reported once, naming them all ("on iPhone SE (1st generation) portrait and landscape, iPad (10th
/// generation) portrait"), with the range of its amounts ("by 4–12 pt").
struct FindingMerger {
    private struct Key: Hashable {
        var ruleID: String
        var line: Int
        var column: Int
        var summary: String
    }

    private struct Entry {
        var finding: LayoutFinding
        var screens: [MatrixScreen] = []
        var amounts: [Double] = []
    }

    private var order: [Key] = []
    private var entries: [Key: Entry] = [:]

    mutating func add(_ findings: [LayoutFinding], on screen: MatrixScreen) {
        for finding in Set(findings).sorted(by: { ($0.location.line, $0.location.column, $0.summary) < ($1.location.line, $1.location.column, $1.summary) }) {
            let key = Key(ruleID: finding.ruleID, line: finding.location.line, column: finding.location.column, summary: finding.summary)
            if entries[key] == nil {
                order.append(key)
                entries[key] = Entry(finding: finding)
            }
            entries[key]?.screens.append(screen)
            if let amount = finding.amount { entries[key]?.amounts.append(amount) }
        }
    }

    func diagnostics(severity: (String) -> Severity) -> [Diagnostic] {
        order.compactMap { key in
            guard let entry = entries[key] else { return nil }
            var message = entry.finding.summary
            if let low = entry.amounts.min(), let high = entry.amounts.max() {
                let (lowText, highText) = (formatPoints(low.rounded(toPlaces: 1)), formatPoints(high.rounded(toPlaces: 1)))
                let range = (lowText == highText ? highText : "\(lowText)–\(highText)") + " pt"
                if message.contains(LayoutFinding.amountPlaceholder) {
                    message = message.replacingAll(LayoutFinding.amountPlaceholder, with: range)
                } else if message.contains(LayoutFinding.largestPlaceholder) {
                    message = message.replacingAll(LayoutFinding.largestPlaceholder, with: highText + " pt")
                } else {
                    message += " by \(range)"
                }
            }
            message += " on " + Self.describe(entry.screens)
            return Diagnostic(
                severity(key.ruleID), message, at: entry.finding.location, rule: key.ruleID, fixIt: entry.finding.fixIt)
        }
    }

    /// "iPhone SE (1st generation) portrait and landscape, iPad (10th generation) landscape".
    static func describe(_ screens: [MatrixScreen]) -> String {
        var devices: [Device] = []
        var orientations: [String: [Screen.Orientation]] = [:]
        for screen in screens {
            if orientations[screen.device.name] == nil { devices.append(screen.device) }
            // Findings merged at one place (views UIKit makes, placed at their container's line) can
            // bring one screen more than once.
            if !(orientations[screen.device.name] ?? []).contains(screen.orientation) {
                orientations[screen.device.name, default: []].append(screen.orientation)
            }
        }
        return devices.map { device in
            let names = (orientations[device.name] ?? []).map(\.rawValue)
            return "\(device.name) \(names.joined(separator: " and "))"
        }.joined(separator: ", ")
    }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}
