import Foundation

/// Notices changes to a set of files by polling their modification times and sizes (no inotify:
/// it works the same on every file system, containers and network mounts included).
public struct FileWatcher: Sendable {
    /// What was seen of each file: nil when it did not exist.
    public struct Snapshot: Sendable, Equatable {
        public var entries: [String: Stamp?]
    }

    public struct Stamp: Sendable, Equatable {
        public var modified: Date
        public var size: Int
    }

    public var paths: [String]

    public init(paths: [String]) {
        var seen: Set<String> = []
        self.paths = paths.filter { seen.insert($0).inserted }
    }

    public func snapshot() -> Snapshot {
        var entries: [String: Stamp?] = [:]
        for path in paths {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
                entries[path] = .some(nil)
                continue
            }
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            entries[path] = Stamp(modified: modified, size: size)
        }
        return Snapshot(entries: entries)
    }

    /// The watched paths whose stamp differs between two snapshots (created, changed or removed), sorted.
    public func changes(from old: Snapshot, to new: Snapshot) -> [String] {
        paths.filter { path in
            let before = old.entries[path] ?? nil
            let after = new.entries[path] ?? nil
            return before != after
        }.sorted()
    }
}
