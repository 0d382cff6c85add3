import Lint

/// How `markupc lsp` checks documents: `validate`'s options (document, measurement, screens), the
/// configuration file if one is forced, and how long the layout rules wait after the last change.
public struct ServerOptions: Sendable {
    public var lint: LintOptions
    public var registry: RuleRegistry = .standard
    /// `--config`: this file for every document instead of the nearest `.markupc.yml`.
    public var configurationPath: String?
    /// The pause after the last change before the layout rules run (they lay the document out on every screen).
    public var layoutDelay: Duration = .milliseconds(300)
    public var serverVersion: String

    public init(lint: LintOptions, serverVersion: String) {
        self.lint = lint
        self.serverVersion = serverVersion
    }
}
