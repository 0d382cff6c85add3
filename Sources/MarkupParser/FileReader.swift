#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with POSIX calls, so a failure carries the system's reason
/// ("No such file or directory", "Permission denied", "Is a directory").
enum FileReader {
    struct Failure: Error {
        var reason: String
    }

    static func contents(ofFile path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(currentFailure()) }
        defer { close(descriptor) }

        var bytes: [UInt8] = []
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_size > 0 {
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
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    private static func currentFailure() -> Failure {
        let code = errno
        guard let message = strerror(code) else { return Failure(reason: "error \(code)") }
        return Failure(reason: String(cString: message))
    }
}
