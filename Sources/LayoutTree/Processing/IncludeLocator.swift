import Foundation

/// Finds the document an `<?include name?>` names (SEMANTICS.md §1.8): `name.xml` beside the
/// including document, then in each `--resources` directory, as MarkupKit 3 looked it up in the
/// app bundle. Nothing outside those directories is read (`ResourceConfinement`).
public struct IncludeLocator: Sendable {
    /// Nesting deeper than this is an error (§1.8).
    static let maximumDepth = 16

    var resourceDirectories: [String]

    enum Outcome: Equatable {
        case found(path: String)
        /// No such file in any directory; the paths looked at, in order.
        case missing(tried: [String])
        /// The name is empty, or leads out of the directories (`../x`, an absolute path, a link).
        case outside
    }

    /// `name` (with or without `.xml`) as included from the document at `includingFile`.
    func locate(_ name: String, includedFrom includingFile: String) -> Outcome {
        guard !name.isEmpty, ResourceConfinement.nameStaysInside(name) else { return .outside }
        let fileName = name.hasSuffix(".xml") ? name : name + ".xml"
        var tried: [String] = []
        for directory in directories(besides: includingFile) {
            // `Row.xml` beside `View.xml` given as a bare name stays a bare name in diagnostics.
            let path = directory.isEmpty ? fileName : (directory as NSString).appendingPathComponent(fileName)
            tried.append(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            return ResourceConfinement.file(path, isInside: directory.isEmpty ? "." : directory) ? .found(path: path) : .outside
        }
        return .missing(tried: tried)
    }

    /// The including document's own directory when it is a file (not text given as `<input>`),
    /// then the resource directories.
    private func directories(besides includingFile: String) -> [String] {
        var result: [String] = []
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: includingFile, isDirectory: &isDirectory), !isDirectory.boolValue {
            result.append((includingFile as NSString).deletingLastPathComponent)
        }
        for directory in resourceDirectories where !result.contains(directory) { result.append(directory) }
        return result
    }

    /// A path in one spelling, for finding cycles (`./A.xml` and `A.xml` are one document).
    static func identity(of path: String) -> String {
        ResourceConfinement.resolved(path) ?? (path as NSString).standardizingPath
    }
}
