/// Every view's effective layout margins (§1.7, §2.9), by index in the flat tree.
///
/// A screen has few distinct margins (zero for layout views, 8 for plain views, a handful that
/// the safe area or a cell sets), so each is kept once and every view holds the index of its own:
/// 4 bytes a view where an `EdgeInsets` takes 32. A layout holds several sets at once (the margins
/// solved with, the safe area's base, those each solve asks for, the axis inputs kept for reuse);
/// on the benchmark's 100k-view sections they took 13 MB of the peak (issue #16: memory per view).
struct ViewMargins: Sendable, Equatable, RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    /// Per view, where its margins are in `distinct`.
    private var slots: [UInt32]
    private var distinct: [EdgeInsets] = []
    /// Where each of `distinct` is, to find a margin set again; kept once there are more than
    /// `scanned` (empty until then: fewer are found by comparing them in turn).
    private var slotOf: [EdgeInsets: UInt32] = [:]
    /// Up to this many distinct values a search compares them in turn, which costs less than
    /// hashing four numbers (a screen of the corpus has a handful; `validate` finds every view's
    /// margins for each screen and solve).
    private static let scanned = 16

    init(repeating margins: EdgeInsets, count: Int) {
        slots = Array(repeating: 0, count: count)
        distinct = [margins]
    }

    private init(slots: [UInt32]) {
        self.slots = slots
    }

    init(_ margins: some Sequence<EdgeInsets>) {
        slots = []
        slots.reserveCapacity(margins.underestimatedCount)
        for inset in margins { slots.append(slot(of: inset)) }
    }

    init(arrayLiteral margins: EdgeInsets...) {
        self.init(margins)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { slots.count }

    subscript(view: Int) -> EdgeInsets {
        get { distinct[Int(slots[view])] }
        set { slots[view] = slot(of: newValue) }
    }

    /// Every view's margins changed alike (`transform` applied once per distinct value).
    func mapMargins(_ transform: (EdgeInsets) -> EdgeInsets) -> ViewMargins {
        var mapped = ViewMargins(slots: [])
        mapped.slots.reserveCapacity(slots.count)
        let newSlots = distinct.map { mapped.slot(of: transform($0)) }
        for slot in slots { mapped.slots.append(newSlots[Int(slot)]) }
        return mapped
    }

    /// The margins the containers arrange their children in: none for a row, column or anchor
    /// view that arranges against its bounds (`ViewNode.arrangesInBounds`, MarkupKit's legacy
    /// `layoutMarginsRelativeArrangement="false"`, §2.5a), whatever its own, its class's or the
    /// safe area's margins. Both solvers read these; the margins themselves stay as they are.
    func forArrangement(in tree: FlatTree) -> ViewMargins {
        var arranged = self
        for index in tree.nodes.indices where tree.nodes[index].arrangesInBounds {
            arranged[index] = .zero
        }
        return arranged
    }

    /// Equal when every view's margins are, however the values are numbered.
    static func == (lhs: ViewMargins, rhs: ViewMargins) -> Bool {
        if lhs.slots == rhs.slots && lhs.distinct == rhs.distinct { return true }
        return lhs.count == rhs.count && lhs.indices.allSatisfy { lhs[$0] == rhs[$0] }
    }

    /// The slot of `margins`, added to the distinct values if new.
    private mutating func slot(of margins: EdgeInsets) -> UInt32 {
        if distinct.count <= Self.scanned {
            if let known = distinct.firstIndex(of: margins) { return UInt32(known) }
        } else if let known = slotOf[margins] {
            return known
        }
        let slot = UInt32(distinct.count)
        distinct.append(margins)
        if distinct.count > Self.scanned {
            if slotOf.isEmpty {
                for (index, value) in distinct.enumerated() { slotOf[value] = UInt32(index) }
            } else {
                slotOf[margins] = slot
            }
        }
        return slot
    }
}
