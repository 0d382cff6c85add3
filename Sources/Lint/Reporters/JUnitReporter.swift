import Diagnostics
import Foundation

/// JUnit XML: one test case per file, failed when the file has errors (or warnings, with `--strict`). The
/// failure's text lists the diagnostics as `file:line:column: severity: message [MK0xx]`; the diagnostics
/// of a passing file go to its `system-out`.
public struct JUnitReporter: Reporter {
    public var options: ReportOptions

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    public func report(_ run: LintRun) -> String {
        let failing = run.reports.filter(isFailure)
        let time = String(format: "%.3f", run.elapsed)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"markupc validate\" tests=\"\(run.reports.count)\" failures=\"\(failing.count)\" errors=\"0\" time=\"\(time)\">\n"
        xml += "  <testsuite name=\"markupc validate\" tests=\"\(run.reports.count)\" failures=\"\(failing.count)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
        for file in run.reports {
            let name = xmlEscaped(file.path)
            xml += "    <testcase classname=\"markupc.validate\" name=\"\(name)\" file=\"\(name)\""
            guard !file.diagnostics.isEmpty else {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            let lines = file.diagnostics.map { xmlEscaped($0.line(file: file.path)) }.joined(separator: "\n")
            if isFailure(file) {
                let first = file.diagnostics.first { $0.severity == .error } ?? file.diagnostics[0]
                let summary = "\(file.count(.error)) errors, \(file.count(.warning)) warnings"
                xml += "      <failure message=\"\(xmlEscaped(summary))\" type=\"\(xmlEscaped(first.ruleID ?? "markupc"))\">"
                xml += lines + "</failure>\n"
            } else {
                xml += "      <system-out>\(lines)</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private func isFailure(_ file: FileReport) -> Bool {
        file.count(.error) > 0 || (options.strict && file.count(.warning) > 0)
    }
}
