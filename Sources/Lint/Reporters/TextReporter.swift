/// `file:line:column: error: message (fix-it) [MK0xx]` per diagnostic, the form Xcode, editors and most
/// CI log scanners parse, then a summary line.
public struct TextReporter: Reporter {
    public var includesSummary: Bool

    public init(includesSummary: Bool = true) {
        self.includesSummary = includesSummary
    }

    public func report(_ run: LintRun) -> String {
        var text = ""
        for file in run.reports {
            for diagnostic in file.diagnostics { text += diagnostic.line(file: file.path) + "\n" }
        }
        if includesSummary { text += run.summary + "\n" }
        return text
    }
}
