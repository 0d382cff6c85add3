/// Every file with its diagnostics, and the totals, as one JSON object:
/// `{"version": 1, "summary": {"files", "errors", "warnings", "notes"}, "files": [{"path", "diagnostics":
/// [{"rule", "severity", "message", "fixIt"?, "line"?, "column"?}]}]}`. Files without diagnostics are listed too.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun) -> String {
        let files: [[String: Any]] = run.reports.map { file in
            [
                "path": file.path,
                "diagnostics": file.diagnostics.map { diagnostic -> [String: Any] in
                    var entry: [String: Any] = [
                        "rule": diagnostic.ruleID ?? "", "severity": diagnostic.severity.rawValue,
                        "message": diagnostic.message,
                    ]
                    if let fixIt = diagnostic.fixIt { entry["fixIt"] = fixIt }
                    if let location = diagnostic.location {
                        entry["line"] = location.line
                        entry["column"] = location.column
                    }
                    return entry
                },
            ]
        }
        return jsonText([
            "version": 1,
            "summary": [
                "files": run.reports.count, "errors": run.count(.error), "warnings": run.count(.warning),
                "notes": run.count(.note),
            ],
            "files": files,
        ])
    }
}
