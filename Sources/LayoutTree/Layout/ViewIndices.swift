/// View indices kept as `Int32` and read as `Int`: the links of the flat tree (`FlatTree`) take
/// 4 bytes a view instead of 8, and a container's children are a run of one array for the whole
/// tree instead of an array each (issue #16: parent/child links as `Int32` arrays).
public struct ViewIndices: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    // An array and a run of it, in 16 bytes (an `ArraySlice` takes 32).
    private var stored: [Int32]
    private var start: Int32
    private var length: Int32

    public init() { self.init([], run: 0..<0) }

    fileprivate init(_ stored: [Int32], run: Range<Int>) {
        self.stored = stored
        start = Int32(run.lowerBound)
        length = Int32(run.count)
    }

    /// Views listed apart from the tree's links (a table's rows, a cell's content and accessory).
    init(_ views: some Sequence<Int>) {
        let stored = views.map { Int32($0) }
        self.init(stored, run: 0..<stored.count)
    }

    public init(arrayLiteral views: Int...) { self.init(views) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(length) }

    public subscript(position: Int) -> Int { Int(stored[Int(start) &+ position]) }

    /// Appends a view (the flat tree's parents, while it is built); a run of a shared array is
    /// copied out first.
    mutating func append(_ view: Int) {
        if Int(start) + Int(length) != stored.count { (stored, start) = (map { Int32($0) }, 0) }
        stored.append(Int32(view))
        length += 1
    }

    mutating func reserveCapacity(_ count: Int) { stored.reserveCapacity(count) }

    public static func == (lhs: ViewIndices, rhs: ViewIndices) -> Bool { lhs.elementsEqual(rhs) }
}

/// Every view's children, in document order: one run of `members` per view, found from the
/// views' parents (each view after its parent, as in pre-order).
struct ChildLists: Sendable {
    /// Where each view's run starts in `members`; the last entry is where the last run ends.
    private var starts: [Int32] = [0]
    private var members: [Int32] = []

    init() {}

    /// The children of every view in `parent` (−1 for the root) that `keeps` takes, in index order.
    init(parent: ViewIndices, keeping keeps: (Int) -> Bool = { _ in true }) {
        let count = parent.count
        starts = Array(repeating: 0, count: count + 1)
        for view in 0..<count where parent[view] >= 0 && keeps(view) { starts[parent[view] + 1] += 1 }
        for view in 0..<count { starts[view + 1] += starts[view] }
        members = Array(repeating: -1, count: Int(starts[count]))
        var next = starts
        for view in 0..<count where parent[view] >= 0 && keeps(view) {
            members[Int(next[parent[view]])] = Int32(view)
            next[parent[view]] += 1
        }
    }

    subscript(view: Int) -> ViewIndices { ViewIndices(members, run: Int(starts[view])..<Int(starts[view + 1])) }
}
