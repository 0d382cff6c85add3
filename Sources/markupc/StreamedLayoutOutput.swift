import LayoutOutput
import LayoutTree

/// `markupc layout`'s output written as the emitter makes it, in chunks, through `OutputFile` (standard
/// output, or a file replaced atomically): the first failed write stops the output and is reported as
/// any failed write is (exit status 2).
enum StreamedLayoutOutput {
    static func write<Emitter: LayoutEmitter>(_ result: LayoutResult, as emitter: Emitter.Type, to path: String?) throws {
        try OutputFile.stream(to: path) { write in
            try withoutActuallyEscaping(write) { write in
                let sink = ThrowingSink(write)
                emitter.emit(result, to: sink, chunkSize: emitter.defaultChunkSize)
                if let failure = sink.failure { throw failure }
            }
        }
    }

    /// Hands chunks to a throwing write; keeps the first error and drops what follows it.
    private final class ThrowingSink: LayoutOutputSink {
        private let destination: (UnsafeRawBufferPointer) throws -> Void
        private(set) var failure: Error?

        init(_ destination: @escaping (UnsafeRawBufferPointer) throws -> Void) {
            self.destination = destination
        }

        func write(_ chunk: UnsafeRawBufferPointer) {
            guard failure == nil else { return }
            do { try destination(chunk) } catch { failure = error }
        }
    }
}
