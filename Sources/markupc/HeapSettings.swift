#if os(Linux)
import CHeap
#endif

/// How the C heap grows and shrinks, set once as the process starts (the process's own memory,
/// not a switch of the engine's).
///
/// A large document's constraint solves allocate and free blocks of tens of megabytes again and
/// again. glibc's defaults give each such block back to the kernel when it is freed (above the
/// `mmap` threshold, or by trimming the heap's top), so the next one is faulted in as fresh
/// zeroed pages: on the benchmark's mixed 5,000-view document that was 2.7 s of system time
/// beside 4 s of computing. Growing the heap with room to spare, and keeping what it frees,
/// makes those blocks reusable; the peak memory is the same, as the pages are only ever
/// touched once.
enum HeapSettings {
    static func apply() {
        #if os(Linux)
        // Each time the heap grows, 64 MB more than asked (address space; pages are touched as used).
        _ = mallopt(M_TOP_PAD, 64 << 20)
        // Freed memory stays in the heap for the next allocation instead of going back to the kernel.
        _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
        // Blocks up to 512 MB come from the heap (reusable), not from a mapping of their own.
        _ = mallopt(M_MMAP_THRESHOLD, 512 << 20)
        #endif
    }
}
