/// One of the two layout axes. Container algorithms are written once along a "main" axis
/// and a "cross" axis (a row is a column with the axes swapped, §2.2).
public enum Axis: Sendable, CaseIterable {
    case horizontal, vertical

    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
