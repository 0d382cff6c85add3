/// Insets in points, as `UIEdgeInsets` (§1.7).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges: MarkupKit's only whole-value form (`layoutMargins="12"`).
    public init(uniform value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets(uniform: 0)

    /// Left and right swapped: the insets of the mirrored problem right to left is solved in (§4.1).
    var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }

    public var description: String {
        "top \(formatNumber(top)), left \(formatNumber(left)), bottom \(formatNumber(bottom)), right \(formatNumber(right))"
    }
}

/// One edge named by a per-edge attribute (`layoutMarginTop`, `contentEdgeInsetLeading`, …).
/// Leading and trailing are directional (§1.7): they become left or right only when the layout direction is known.
public enum InsetEdge: String, CaseIterable, Hashable, Sendable {
    case top, left, bottom, right, leading, trailing

    /// The physical edge: leading is left in left-to-right layout and right in right-to-left layout.
    public func resolved(rightToLeft: Bool) -> InsetEdge {
        switch self {
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        default: self
        }
    }
}

/// Collects one inset property's settings from a view's attributes (templates first, then its own, in document
/// order) and resolves them by §1.7's rule (choice): whole-value settings first, then every per-edge value,
/// whatever order the attributes were written in. MarkupKit applied attributes in hash order, so its result was
/// undefined (§5 item 5).
public struct EdgeInsetsBuilder: Hashable, Sendable {
    public struct EdgeValue: Hashable, Sendable {
        public var edge: InsetEdge
        public var value: Double
    }

    /// The property's default (for example the view's default layout margins), used for edges nobody sets.
    public var base: EdgeInsets
    /// The last whole-value setting, if any (`layoutMargins="12"`).
    public private(set) var whole: EdgeInsets?
    /// Per-edge settings in the order they were made; setting an edge again moves it to the end.
    public private(set) var edgeValues: [EdgeValue] = []

    public init(base: EdgeInsets = .zero) {
        self.base = base
    }

    /// Whether any attribute set this property.
    public var isEmpty: Bool { whole == nil && edgeValues.isEmpty }

    /// `layoutMargins="12"`: all four edges. A later whole-value setting replaces an earlier one.
    public mutating func setUniform(_ value: Double) {
        whole = EdgeInsets(uniform: value)
    }

    /// A whole-value setting with four different edges (markupc's `"top, left, bottom, right"` extension).
    public mutating func setAll(_ insets: EdgeInsets) {
        whole = insets
    }

    /// `layoutMarginTop="4"` and the like.
    public mutating func set(_ edge: InsetEdge, to value: Double) {
        edgeValues.removeAll { $0.edge == edge }
        edgeValues.append(EdgeValue(edge: edge, value: value))
    }

    /// The insets after applying the base, the whole value, then the per-edge values in the order they were set
    /// (so `layoutMarginLeft` and `layoutMarginLeading` on the same view: the later attribute wins, as the later
    /// setter call would on iOS).
    public func resolve(rightToLeft: Bool = false) -> EdgeInsets {
        var insets = whole ?? base
        for setting in edgeValues {
            switch setting.edge.resolved(rightToLeft: rightToLeft) {
            case .top: insets.top = setting.value
            case .bottom: insets.bottom = setting.value
            case .left: insets.left = setting.value
            default: insets.right = setting.value
            }
        }
        return insets
    }
}
