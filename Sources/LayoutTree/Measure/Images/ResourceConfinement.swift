import Foundation

/// Images are read only from the directories markupc was given (`--resources`) and the document's own
/// directory, and below them: a document from an untrusted repository must not make markupc read, measure
/// or embed `image="../../secret.png"`, `/etc/passwd` or a file a link inside the project points away to.
enum ResourceConfinement {
    /// Whether `name`, written relative to a resource directory, stays inside it by its words alone:
    /// not absolute, and no `..` that climbs above where it starts. Checked before any file is touched.
    static func nameStaysInside(_ name: String) -> Bool {
        guard !name.hasPrefix("/") else { return false }
        var depth = 0
        for component in name.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return false }
        }
        return true
    }

    /// Whether the file at `path` really lies in `directory` or below, links resolved on both sides.
    static func file(_ path: String, isInside directory: String) -> Bool {
        guard let file = resolved(path), let root = resolved(directory) else { return false }
        return file.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `path` with links, `.` and `..` resolved; nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
