#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole markup file with POSIX calls, so a failure carries the system's reason ("No such file or
/// directory", "Permission denied", "Is a directory"). Every command reads documents through here (layout,
/// render and preview through `MarkupParser`, validate through its linter), so the same limits hold for all:
/// - a regular file larger than `limit` is refused before any byte is read;
/// - anything else (a device such as /dev/zero, a pipe) is read up to `limit` bytes and refused beyond;
/// - a FIFO is opened without waiting for a writer: with none, it is an empty document, not a hang.
public enum FileReader {
    /// The default of `--max-input-size`: 64 MB.
    public static let defaultLimit = 64 << 20

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var reason: String
        public var description: String { reason }
    }

    public static func contents(ofFile path: String, limit: Int = defaultLimit) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(currentFailure()) }
        defer { close(descriptor) }
        // Non-blocking was for `open` only: reads wait for a writer that is there.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }

        var bytes: [UInt8] = []
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            guard Int(info.st_size) <= limit else { return .failure(tooLarge(limit)) }
            bytes.reserveCapacity(Int(info.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress, raw.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(currentFailure())
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else { return .failure(tooLarge(limit)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    private static func tooLarge(_ limit: Int) -> Failure {
        Failure(reason: "it is larger than \(formatSize(limit)) (--max-input-size)")
    }

    /// `64 MB`, `512 kB` or `1000 bytes`: the limit as it was most likely given.
    static func formatSize(_ bytes: Int) -> String {
        for (unit, size) in [("GB", 1 << 30), ("MB", 1 << 20), ("kB", 1 << 10)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return "\(bytes) bytes"
    }

    private static func currentFailure() -> Failure {
        let code = errno
        guard let message = strerror(code) else { return Failure(reason: "error \(code)") }
        return Failure(reason: String(cString: message))
    }
}
