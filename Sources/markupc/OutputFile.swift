import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every command's output (`-o PATH`, `--reporter F:PATH`, standard output) goes through here, so that
/// - a regular file is replaced atomically: written under an unpredictable name beside it, then renamed
///   (a browser or CI step never reads half a file, and no other user can guess the temporary name);
/// - a symbolic link is kept and the file it names is written; a device, FIFO or `/dev/stdout` is written
///   through, never replaced by a regular file;
/// - a failure is reported in plain words ("cannot write to /dev/full: No space left on device") and is
///   exit status 2, never a crash.
enum OutputFile {
    struct Failure: Error, CustomStringConvertible {
        var destination: String
        var reason: String
        var description: String { "cannot write to \(destination): \(reason)" }
    }

    /// Output written as it is made: called once with a function that writes bytes to the destination
    /// (throwing `Failure` when it cannot).
    typealias Producer = (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void

    /// Writes `parts` to `path`, or to standard output when `path` is nil; on failure prints the reason
    /// and throws exit status 2.
    static func write(_ parts: [[UInt8]], to path: String?, what: String? = nil) throws {
        try stream(to: path, what: what) { write in
            for part in parts { try part.withUnsafeBytes { try write($0) } }
        }
    }

    /// Writes what `produce` makes to `path`, or to standard output when `path` is nil, as it is made (a
    /// regular file still appears whole, by rename); on failure prints the reason and throws exit status 2.
    static func stream(to path: String?, what: String? = nil, _ produce: Producer) throws {
        do {
            if let path {
                try write(produce, toPath: path)
            } else {
                try produce { try write($0, to: STDOUT_FILENO, destination: "standard output") }
            }
        } catch let failure as Failure {
            CommandSupport.printError(what.map { "\($0): \(failure)" } ?? failure.description)
            throw ExitCode(2)
        }
    }

    /// Refuses an output file that is one the command reads, under whatever name (another path, a
    /// symbolic link, a hard link): writing it would destroy the input. Exit status 2.
    static func checkDistinct(_ output: String?, from inputs: [String?]) throws {
        guard let output else { return }
        var target = stat()
        guard stat(output, &target) == 0, isType(target.st_mode, S_IFREG) else { return }
        for case let input? in inputs {
            var source = stat()
            guard stat(input, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino else { continue }
            CommandSupport.printError("the output '\(output)' is the input '\(input)'; markupc does not write over a file it reads")
            throw ExitCode(2)
        }
    }

    static func write(_ text: String, to path: String?, what: String? = nil) throws {
        try write([Array(text.utf8)], to: path, what: what)
    }

    /// Diagnostics and notes: a standard error that cannot be written to is no reason to fail (or crash).
    static func writeStandardError(_ text: String) {
        try? write([Array(text.utf8)], to: STDERR_FILENO, destination: "standard error")
    }

    static func write(_ produce: Producer, toPath path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let missing = errno
            guard missing == ENOENT else { throw Failure(destination: path, reason: reason(missing)) }
            // A dangling symbolic link: create the file it names rather than replacing the link.
            var link = stat()
            if lstat(path, &link) == 0, isType(link.st_mode, S_IFLNK) {
                try writeThrough(produce, path: path, flags: O_CREAT)
                return
            }
            try replaceAtomically(path, with: produce, mode: 0o666 & ~currentUmask())
            return
        }
        if isType(info.st_mode, S_IFDIR) { throw Failure(destination: path, reason: reason(EISDIR)) }
        // /dev/stdout and /proc/self/fd/N name a descriptor, even one open on a regular file (`> out.svg`):
        // written through, as the shell's redirection expects.
        let namesDescriptor = path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
        guard isType(info.st_mode, S_IFREG), !namesDescriptor, let target = resolvedPath(path) else {
            // A device, a FIFO, a socket or a descriptor such as /dev/stdout: written through, kept as it is.
            try writeThrough(produce, path: path, flags: 0)
            return
        }
        try replaceAtomically(target, with: produce, mode: mode_t(info.st_mode) & 0o7777)
    }

    /// Opens `path` for writing (following links) and writes what `produce` makes to it.
    private static func writeThrough(_ produce: Producer, path: String, flags: Int32) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC | flags, 0o666)
        guard descriptor >= 0 else { throw Failure(destination: path, reason: reason(errno)) }
        defer { close(descriptor) }
        try produce { try write($0, to: descriptor, destination: path) }
    }

    /// Writes a new file under a `mkstemp` name in the target's directory, then renames it over the target.
    private static func replaceAtomically(_ path: String, with produce: Producer, mode: mode_t) throws {
        let directory = directoryName(path)
        let base = path.split(separator: "/").last.map(String.init) ?? "output"
        var template = Array("\(directory)/.\(base).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(destination: path, reason: reason(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            try produce { try write($0, to: descriptor, destination: path) }
            guard fchmod(descriptor, mode) == 0 else { throw Failure(destination: path, reason: reason(errno)) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let failure = Failure(destination: path, reason: reason(errno))
            unlink(temporary)
            throw failure
        }
    }

    static func write(_ parts: [[UInt8]], to descriptor: Int32, destination: String) throws {
        for part in parts { try part.withUnsafeBytes { try write($0, to: descriptor, destination: destination) } }
    }

    /// Writes every byte, resuming after interruptions and partial writes.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, destination: String) throws {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(destination: destination, reason: reason(errno))
            }
            offset += written
        }
    }

    /// The file a symbolic link names (so the link survives), or nil when it is not a path (a pipe behind /dev/stdout).
    private static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func isType(_ mode: mode_t, _ type: mode_t) -> Bool { mode & S_IFMT == type }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    static func reason(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}
