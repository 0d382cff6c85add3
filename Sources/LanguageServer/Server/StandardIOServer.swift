import Foundation
import Synchronization

/// `markupc lsp`'s process: a thread reads standard input and cuts it into messages, which the server
/// handles one by one, in order; answers go to standard output, framed, and nothing else does (logs go
/// to standard error).
public enum StandardIOServer {
    /// Serves until `exit` or the end of standard input; returns the exit status.
    public static func run(options: ServerOptions) -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a client that has gone away is noticed by a failed write, not a signal
        let output = FramedOutput()
        let server = LanguageServer(options: options) { output.write($0) }
        let incoming = AsyncStream<MessageFrameReader.Item> { continuation in
            Thread { readStandardInput(into: continuation) }.start()
        }
        let status = Mutex<Int32>(1)
        let finished = DispatchSemaphore(value: 0)
        Task {
            let code = await serve(incoming, with: server)
            status.withLock { $0 = code }
            finished.signal()
        }
        finished.wait()
        return status.withLock { $0 }
    }

    private static func serve(_ incoming: AsyncStream<MessageFrameReader.Item>, with server: LanguageServer) async -> Int32 {
        for await item in incoming {
            switch item {
            case .message(let body):
                if case .exit(let code) = await server.receive(body) { return code }
            case .malformedHeader(let error):
                try? FileHandle.standardError.write(contentsOf: Data("markupc lsp: skipped a message: \(error.reason)\n".utf8))
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
    private let lock = Mutex<Void>(())

    func write(_ message: OutgoingMessage) {
        let bytes = MessageFraming.frame(message.encoded())
        lock.withLock { _ in
            try? FileHandle.standardOutput.write(contentsOf: bytes)
        }
    }
}
