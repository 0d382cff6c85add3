import Foundation

/// Writes a file so that no reader ever sees half of it and nothing the path points to is replaced:
/// a regular file (or a symbolic link to one) is written beside its target and renamed over it, so a
/// symbolic link stays a link; anything else (a device, a pipe) is written through.
enum AtomicFileWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ data: Data, to path: String) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
        if isDirectory.boolValue { throw Failure(description: "it is a directory") }
        if exists, let type = try? FileManager.default.attributesOfItem(atPath: target)[.type] as? FileAttributeType,
            type != .typeRegular
        {
            guard let handle = FileHandle(forWritingAtPath: target) else { throw Failure(description: "cannot open it") }
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            return
        }
        let directory = (target as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((target as NSString).lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            throw Failure(description: error.localizedDescription)
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(description: reason)
        }
    }
}
