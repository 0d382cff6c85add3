/// A value kept out of line and shared by the copies of what holds it until one of them changes
/// it (copy on write). What most views leave at its default costs 8 bytes a view this way, where
/// inline it took its whole size (issue #16: memory per view).
final class SharedBox<Value>: @unchecked Sendable {
    // Changed only through a box `unique` returned, which no other holder shares, so no two
    // accesses can overlap: the runtime exclusivity check would only cost time.
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) { self.value = value }

    /// `box`, to change: made from `empty` where there is none, copied where it is shared.
    static func unique(_ box: inout SharedBox<Value>?, empty: () -> Value) -> SharedBox<Value> {
        if isKnownUniquelyReferenced(&box), let box { return box }
        let made = SharedBox(box?.value ?? empty())
        box = made
        return made
    }
}
