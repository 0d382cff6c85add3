import Foundation

/// Independent work over the items of a wide list (the children of a long screen's column),
/// shared between cores: the items in contiguous chunks, a few per core for balance, each
/// chunk on one thread. Unshared, or on one core, one chunk on this thread.
public enum ParallelChunks {
    /// Documents from this many views share their wide list between cores; in smaller ones,
    /// handing work to other threads would cost more than it saves.
    public static let minimumViews = 4_096

    /// `transform` of each chunk of `0..<count`, in order.
    public static func map<Part>(
        _ count: Int, shared: Bool, _ transform: @Sendable (Range<Int>) -> Part
    ) -> [Part] {
        // Asked only when sharing: the count reads the cgroup's quota files on every call.
        guard shared, count > 1 else { return [transform(0..<count)] }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1 else { return [transform(0..<count)] }
        let chunks = min(count, cores * 4)
        var results = [Part?](repeating: nil, count: chunks)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let results = buffer  // each chunk writes its own slot only
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                results[chunk] = transform((count * chunk / chunks)..<(count * (chunk + 1) / chunks))
            }
        }
        return results.compactMap { $0 }
    }
}
