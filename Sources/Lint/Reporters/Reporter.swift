import Diagnostics
import Foundation
import MarkupParser

/// Turns a run into the text one CI system or editor reads. One file per format.
public protocol Reporter: Sendable {
    func report(_ run: LintRun) -> String
}

/// What reporters may need beyond the diagnostics.
public struct ReportOptions: Sendable {
    /// Warnings fail (`--strict`): decides JUnit failures.
    public var strict = false
    /// Paths under this directory are written relative to it (SARIF URIs); the current directory by default.
    public var baseDirectory = FileManager.default.currentDirectoryPath

    public init(strict: Bool = false, baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.strict = strict
        self.baseDirectory = baseDirectory
    }
}

/// The formats `--format` and `--reporter FORMAT:PATH` accept.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, github, junit, sarif, checkstyle

    public func reporter(_ options: ReportOptions = ReportOptions()) -> any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .github: GitHubActionsReporter()
        case .junit: JUnitReporter(options: options)
        case .sarif: SARIFReporter(options: options)
        case .checkstyle: CheckstyleReporter()
        }
    }
}

extension Diagnostic {
    /// The message with its fix-it, for formats that have no field for the fix-it.
    var messageWithFixIt: String {
        fixIt.map { "\(message) (\($0))" } ?? message
    }

    /// `file:line:column: error: message (fix-it) [MK0xx]`, or `file: error: …` without a position.
    func line(file: String) -> String {
        location == nil ? DiagnosticText.line("\(file): \(description)") : description
    }
}

/// Text safe inside XML character data and attribute values.
func xmlEscaped(_ text: String) -> String {
    XMLEscaping.escaped(text, inAttribute: true)
}
