/// Where an emitter's output goes as it is written: chunks of bytes, in order (`markupc layout` writes
/// each to standard output at once). A sink that cannot write keeps its failure and ignores what follows;
/// its owner reports it when the emitter returns.
public protocol LayoutOutputSink: AnyObject {
    func write(_ chunk: UnsafeRawBufferPointer)
}

/// A sink that keeps every byte: the whole output, for callers that want it in one array.
final class CollectedOutput: LayoutOutputSink {
    var bytes: [UInt8] = []

    func write(_ chunk: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: chunk)
    }
}
