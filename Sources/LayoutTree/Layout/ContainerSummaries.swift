/// A container as its parent sees it (`HierarchicalLayoutSolver`): on each axis, bounds on
/// its size with the priority at which its content defends them (a leaf's hugging and
/// compression, generalised), and its own solve at its natural size (its variables, then its
/// children's).
///
/// All summaries live in flat stores, so reading one copies nothing. Independent subtrees are
/// summarised in parallel, each into a store of its own; every view's entry is written once,
/// by the task that owns the view, so tasks never touch the same memory.
final class ContainerSummaries: @unchecked Sendable {
    typealias SizeBound = HierarchicalLayoutSolver.SizeBound

    /// Appended to by one task only.
    final class Store {
        @exclusivity(unchecked) var bounds: [SizeBound] = []
        @exclusivity(unchecked) var naturals: [Double] = []
    }

    private struct Entry {
        var store: Int32
        var horizontal: Range<Int32>
        var vertical: Range<Int32>
        var natural: Range<Int32>
        static let none = Entry(store: -1, horizontal: 0..<0, vertical: 0..<0, natural: 0..<0)
    }

    private let stores: [Store]
    private let entries: UnsafeMutableBufferPointer<Entry>

    init(viewCount: Int, stores storeCount: Int) {
        stores = (0..<max(1, storeCount)).map { _ in Store() }
        // Room for a typical document (every view is some container's child: 4 values and a
        // few bounds each), so the stores rarely grow.
        let share = viewCount / stores.count + 1
        for store in stores {
            store.naturals.reserveCapacity(share * 5)
            store.bounds.reserveCapacity(share * 3)
        }
        entries = .allocate(capacity: viewCount)
        entries.initialize(repeating: .none)
    }

    deinit { entries.deallocate() }

    func has(_ view: Int) -> Bool { entries[view].store >= 0 }

    /// The bounds of `view`'s summary on `axis` (none without a summary).
    func bounds(of view: Int, _ axis: Axis) -> ArraySlice<SizeBound> {
        let entry = entries[view]
        guard entry.store >= 0 else { return [] }
        let range = axis == .horizontal ? entry.horizontal : entry.vertical
        return stores[Int(entry.store)].bounds[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    /// Calls `body` with each bound of `view`'s summary on `axis`, without copying them.
    @inline(__always) func forEachBound(of view: Int, _ axis: Axis, _ body: (SizeBound) -> Void) {
        let entry = entries[view]
        guard entry.store >= 0 else { return }
        let range = axis == .horizontal ? entry.horizontal : entry.vertical
        let store = stores[Int(entry.store)]
        for index in Int(range.lowerBound)..<Int(range.upperBound) { body(store.bounds[index]) }
    }

    func naturalSolution(of view: Int) -> ArraySlice<Double>? {
        let entry = entries[view]
        guard entry.store >= 0 else { return nil }
        return stores[Int(entry.store)].naturals[Int(entry.natural.lowerBound)..<Int(entry.natural.upperBound)]
    }

    /// Records `view`'s summary in store `storeIndex`, which only the calling task writes.
    func add(_ view: Int, store storeIndex: Int, natural: [Double], horizontal: [SizeBound], vertical: [SizeBound]) {
        let store = stores[storeIndex]
        let naturalStart = store.naturals.count
        store.naturals += natural
        let horizontalStart = store.bounds.count
        store.bounds += horizontal
        let verticalStart = store.bounds.count
        store.bounds += vertical
        entries[view] = Entry(
            store: Int32(storeIndex), horizontal: Int32(horizontalStart)..<Int32(verticalStart),
            vertical: Int32(verticalStart)..<Int32(store.bounds.count), natural: Int32(naturalStart)..<Int32(store.naturals.count))
    }
}
