import ArgumentParser
import Lint

/// The files of a `validate` or `snapshot` run, each with the configuration that applies to it
/// (`--config`, or the nearest `.markupc.yml`): every `*.xml` below the directories named, less what
/// the configuration's `included`/`excluded` leave out (files named on the command line are always
/// taken, as SwiftLint takes them), then `--shard`'s part of them.
enum ConfiguredFiles {
    static func select(
        _ paths: [String], config: String?, shard: FileShard?, registry: RuleRegistry
    ) throws -> [(path: String, configuration: LintConfiguration)] {
        let files: [String]
        do {
            files = try MarkupFileFinder.files(in: paths)
        } catch {
            CommandSupport.printError("\(error)")
            throw ExitCode(2)
        }
        var configured: [(path: String, configuration: LintConfiguration)]
        do {
            if let config {
                let configuration = try LintConfiguration.load(path: config, registry: registry)
                configured = files.map { ($0, configuration) }
            } else {
                var finder = ConfigurationFinder(registry: registry)
                configured = try files.map { ($0, try finder.configuration(for: $0)) }
            }
        } catch {
            CommandSupport.printError("configuration: \(error)")
            throw ExitCode(2)
        }
        let named = Set(paths)
        configured = configured.filter { named.contains($0.path) || $0.configuration.includes($0.path) }
        guard let shard else { return configured }
        let part = Set(shard.select(configured.map(\.path)))
        return configured.filter { part.contains($0.path) }.sorted { $0.path < $1.path }
    }
}
