import Diagnostics
import Foundation

/// A run over many files, in parallel on all cores, with what the reporters need.
public struct LintRun: Sendable {
    public var reports: [FileReport]
    public var registry: RuleRegistry
    /// Wall-clock seconds the run took.
    public var elapsed: Double

    public init(reports: [FileReport], registry: RuleRegistry = .standard, elapsed: Double = 0) {
        self.reports = reports
        self.registry = registry
        self.elapsed = elapsed
    }

    /// Lints `files`, each with its configuration, in parallel; reports come back in the order of `files`.
    /// `finished` is called with each file's path as it is done (for a progress line).
    public static func lint(
        _ files: [(path: String, configuration: LintConfiguration)], with linter: Linter,
        finished: (@Sendable (String) -> Void)? = nil
    ) -> LintRun {
        let start = Date()
        let slots = ResultSlots<FileReport>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            slots.store(linter.lint(fileAtPath: file.path, configuration: file.configuration), at: index)
            finished?(file.path)
        }
        return LintRun(reports: slots.values, registry: linter.registry, elapsed: Date().timeIntervalSince(start))
    }

    public var diagnostics: [Diagnostic] { reports.flatMap(\.diagnostics) }

    public func count(_ severity: Severity) -> Int { reports.reduce(0) { $0 + $1.count(severity) } }

    /// Diagnostics per rule id, sorted by id.
    public var countsByRule: [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.ruleID ?? "-", default: 0] += 1 }
        return counts.keys.sorted().map { ($0, counts[$0] ?? 0) }
    }

    /// 0 clean (warnings allowed), 1 any error (or any warning with `strict`), 2 a file could not be read.
    public func exitStatus(strict: Bool) -> Int32 {
        if reports.contains(where: \.isUnreadable) { return 2 }
        if count(.error) > 0 || (strict && count(.warning) > 0) { return 1 }
        return 0
    }

    /// `395 files: 2 errors, 14 warnings, 3 notes`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(reports.count, "file")): \(plural(count(.error), "error")), "
            + "\(plural(count(.warning), "warning")), \(plural(count(.note), "note"))"
    }
}

/// Results of parallel work, one slot per input, written under a lock.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// Files named on the command line, and every `*.xml` below directories, in a stable order.
public enum MarkupFileFinder {
    public struct Missing: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var description: String { "cannot read '\(path)': no such file or directory" }
    }

    public static func files(in paths: [String]) throws -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
            guard isDirectory.boolValue else {
                if seen.insert(identity(of: path)).inserted { files.append(path) }
                continue
            }
            var found: [String] = []
            let enumerator = manager.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".xml") { found.append((path as NSString).appendingPathComponent(relative)) }
            }
            for file in found.sorted() where seen.insert(identity(of: file)).inserted { files.append(file) }
        }
        return files
    }

    /// One file however it is named (`a.xml`, `./a.xml`, `dir/../a.xml`, a link to it): checked once,
    /// under the first name given.
    static func identity(of path: String) -> String {
        guard let resolved = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
