import Foundation

/// Doubles that start at zero, from `calloc`: a large block comes from the system as fresh zero
/// pages, so the mostly empty matrices of the dense solver are not written once just to be
/// cleared, and pages only ever read stay unmaterialised.
final class ZeroedDoubles {
    let count: Int
    let base: UnsafeMutablePointer<Double>

    init(count: Int) {
        self.count = count
        let capacity = max(count, 1)
        if let raw = calloc(capacity, MemoryLayout<Double>.stride) {
            base = raw.bindMemory(to: Double.self, capacity: capacity)
        } else {
            base = .allocate(capacity: capacity)
            base.initialize(repeating: 0, count: capacity)
        }
    }

    deinit { free(base) }

    subscript(index: Int) -> Double {
        get { base[index] }
        set { base[index] = newValue }
    }
}
