import Foundation
import Synchronization

/// `markupc lsp`'s process: a thread reads standard input and cuts it into messages, which the server
/// handles one by one, in order; answers go to standard output, framed, and nothing else does (logs go
/// to standard error).
public enum StandardIOServer {
    /// How the server writes, given by the command line (which writes every output of markupc the
    /// same way): all of a framed answer to standard output, throwing when it cannot; a line to
    /// standard error, dropped when even that cannot be written (there is nobody left to tell).
    public struct Streams: Sendable {
        public var writeOutput: @Sendable (UnsafeRawBufferPointer) throws -> Void
        public var log: @Sendable (String) -> Void

        public init(writeOutput: @escaping @Sendable (UnsafeRawBufferPointer) throws -> Void, log: @escaping @Sendable (String) -> Void) {
            self.writeOutput = writeOutput
            self.log = log
        }
    }

    /// Serves until `exit` or the end of standard input; returns the exit status.
    public static func run(options: ServerOptions, streams: Streams) -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a client that has gone away is noticed by a failed write, not a signal
        let output = FramedOutput(write: streams.writeOutput)
        let log: @Sendable (String) -> Void = { streams.log($0 + "\n") }
        let server = LanguageServer(options: options) { output.write($0) }
        let incoming = AsyncStream<MessageFrameReader.Item> { continuation in
            Thread { readStandardInput(into: continuation) }.start()
        }
        let status = Mutex<Int32>(1)
        let finished = DispatchSemaphore(value: 0)
        Task {
            let code = await serve(incoming, with: server, output: output, log: log)
            status.withLock { $0 = code }
            finished.signal()
        }
        finished.wait()
        return status.withLock { $0 }
    }

    private static func serve(
        _ incoming: AsyncStream<MessageFrameReader.Item>, with server: LanguageServer, output: FramedOutput,
        log: (String) -> Void
    ) async -> Int32 {
        for await item in incoming {
            switch item {
            case .message(let body):
                if case .exit(let code) = await server.receive(body) { return code }
            case .malformedHeader(let error):
                log("markupc lsp: skipped a message: \(error.reason)")
            }
            // Standard output cannot be written (the client closed it, the disk is full): an I/O error.
            if let failure = output.failure {
                log("markupc lsp: \(failure)")
                return 2
            }
        }
        // Standard input closed without `exit`: the client is gone.
        return await server.hasShutDown ? 0 : 1
    }

    private static func readStandardInput(into continuation: AsyncStream<MessageFrameReader.Item>.Continuation) {
        var reader = MessageFrameReader()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.append(buffer[..<count])
            while let item = reader.next() { continuation.yield(item) }
        }
        continuation.finish()
    }
}

/// Standard output, one framed message at a time.
final class FramedOutput: Sendable {
    private let writeBytes: @Sendable (UnsafeRawBufferPointer) throws -> Void
    /// The first write that failed, after which nothing more is written.
    private let failed = Mutex<String?>(nil)

    init(write: @escaping @Sendable (UnsafeRawBufferPointer) throws -> Void) {
        writeBytes = write
    }

    var failure: String? { failed.withLock { $0 } }

    func write(_ message: OutgoingMessage) {
        let bytes = MessageFraming.frame(message.encoded())
        failed.withLock { failure in
            guard failure == nil else { return }
            do { try bytes.withUnsafeBytes { try writeBytes($0) } } catch { failure = "\(error)" }
        }
    }
}
