import LayoutTree

/// An output format of `markupc layout`. An emitter streams its output: it hands `sink` chunks of
/// `chunkSize` bytes as views are written, so that a long screen's output is never held whole in
/// memory; `emit` and `emitUTF8` collect it for callers that want it in one piece.
public protocol LayoutEmitter {
    static func emit(_ result: LayoutResult, to sink: LayoutOutputSink, chunkSize: Int)
}

extension LayoutEmitter {
    /// The chunk size of `markupc layout`: large enough that writing costs few system calls, small
    /// enough to stay in the cache.
    public static var defaultChunkSize: Int { 1 << 16 }

    public static func emit(_ result: LayoutResult) -> String {
        String(decoding: emitUTF8(result), as: UTF8.self)
    }

    /// The output as UTF-8 bytes in one array.
    public static func emitUTF8(_ result: LayoutResult) -> [UInt8] {
        let output = CollectedOutput()
        emit(result, to: output, chunkSize: defaultChunkSize)
        return output.bytes
    }
}
