import Diagnostics

/// GitHub Actions workflow commands, one per diagnostic, which the runner turns into annotations on the
/// pull request: `::error file=…,line=…,col=…,title=MK003 unknown-attribute::message`.
public struct GitHubActionsReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun) -> String {
        var text = ""
        for file in run.reports {
            for diagnostic in file.diagnostics {
                let command: String
                switch diagnostic.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .note: command = "notice"
                }
                var properties = ["file=\(Self.property(diagnostic.location?.file ?? file.path))"]
                if let location = diagnostic.location {
                    properties += ["line=\(location.line)", "col=\(location.column)"]
                }
                if let rule = diagnostic.ruleID {
                    let name = run.registry.descriptor(for: rule).map { " \($0.name)" } ?? ""
                    properties.append("title=\(Self.property(rule + name))")
                }
                text += "::\(command) \(properties.joined(separator: ","))::\(Self.data(diagnostic.messageWithFixIt))\n"
            }
        }
        return text
    }

    /// Escaping of a command's message.
    static func data(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escaping of a command's property values, which also end at `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
