/// Every file with its diagnostics, and the totals, as one JSON object:
/// `{"version": 1, "summary": {"files", "errors", "warnings", "notes"}, "files": [{"path", "diagnostics":
/// [{"rule", "severity", "message", "fixIt"?, "line"?, "column"?}]}]}`. Files without diagnostics are listed too.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun) -> String {
        encodedReport(JSONReport(run))
    }
}

extension JSONReport {
    /// The report of a run.
    init(_ run: LintRun) {
        self.init(
            version: 1,
            summary: Summary(
                files: run.reports.count, errors: run.count(.error), warnings: run.count(.warning), notes: run.count(.note)),
            files: run.reports.map { file in
                File(
                    path: file.path,
                    diagnostics: file.diagnostics.map { diagnostic in
                        Diagnostic(
                            rule: diagnostic.ruleID ?? "", severity: diagnostic.severity.rawValue, message: diagnostic.message,
                            fixIt: diagnostic.fixIt, line: diagnostic.location?.line, column: diagnostic.location?.column)
                    })
            })
    }
}
