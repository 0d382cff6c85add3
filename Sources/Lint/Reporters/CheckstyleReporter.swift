import Diagnostics

/// Checkstyle XML, which Jenkins' warnings plugin, reviewdog, Danger and others read: one `<file>` per
/// document with an `<error>` per diagnostic; `source` is `markupc.MK0xx`.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in run.reports {
            xml += "  <file name=\"\(xmlEscaped(file.path))\">\n"
            for diagnostic in file.diagnostics {
                var attributes = ""
                if let location = diagnostic.location {
                    attributes += " line=\"\(location.line)\" column=\"\(location.column)\""
                }
                let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
                attributes += " severity=\"\(severity)\" message=\"\(xmlEscaped(diagnostic.messageWithFixIt))\""
                attributes += " source=\"markupc.\(xmlEscaped(diagnostic.ruleID ?? "markupc"))\""
                xml += "    <error\(attributes)/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
