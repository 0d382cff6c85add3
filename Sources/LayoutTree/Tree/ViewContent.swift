/// What a leaf view shows: the inputs of measurement (§3) and rendering.
///
/// What most leaves never set (a text field's placeholder and border, a button's insets, a
/// segmented control's titles, …) is boxed together, nil while all of it is the default: 88 bytes
/// a leaf where inline it took 240 (issue #16: memory per view).
public struct ViewContent: Sendable {
    /// Label text, button title or text field text, after localisation and bindings.
    public var text: String?
    public var font: FontDescriptor?
    /// Image resource name (`image`, or a button's `image`).
    public var imageName: String?
    /// 1 by default; 0 means unlimited.
    public var numberOfLines = 1
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    public var textAlignment = TextAlignment.natural
    public var contentMode = ContentMode.scaleToFill
    /// A label that shrinks its font to fit its width (`adjustsFontSizeToFitWidth`) rather than truncating.
    public var adjustsFontSizeToFitWidth = false
    private var rarelySet: SharedBox<RarelySet>?

    /// The fields few leaves set, at their defaults in `none`.
    private struct RarelySet {
        var placeholder: String?
        var preferredMaxLayoutWidth: Double?
        var style: String?
        var borderStyle = TextBorderStyle.none
        var activityIndicatorStyle = ActivityIndicatorStyle.white
        var segmentTitles: [String] = []
        var numberOfPages = 0
        var contentEdgeInsets = EdgeInsets.zero
        var contentInset = EdgeInsets.zero
        var bindings: [String: String] = [:]

        static let none = RarelySet()
    }

    public init() {}

    /// One rarely set field: read from the box or its default, written into a box of this value's own.
    private subscript<Field>(rarelySet field: WritableKeyPath<RarelySet, Field>) -> Field {
        get { rarelySet?.value[keyPath: field] ?? RarelySet.none[keyPath: field] }
        set { SharedBox.unique(&rarelySet, empty: RarelySet.init).value[keyPath: field] = newValue }
    }

    public var placeholder: String? {
        get { self[rarelySet: \.placeholder] }
        set { self[rarelySet: \.placeholder] = newValue }
    }
    public var preferredMaxLayoutWidth: Double? {
        get { self[rarelySet: \.preferredMaxLayoutWidth] }
        set { self[rarelySet: \.preferredMaxLayoutWidth] = newValue }
    }
    /// The factory style (`style="systemButton"`, …).
    public var style: String? {
        get { self[rarelySet: \.style] }
        set { self[rarelySet: \.style] = newValue }
    }
    public var borderStyle: TextBorderStyle {
        get { self[rarelySet: \.borderStyle] }
        set { self[rarelySet: \.borderStyle] = newValue }
    }
    public var activityIndicatorStyle: ActivityIndicatorStyle {
        get { self[rarelySet: \.activityIndicatorStyle] }
        set { self[rarelySet: \.activityIndicatorStyle] = newValue }
    }
    public var segmentTitles: [String] {
        get { self[rarelySet: \.segmentTitles] }
        set { self[rarelySet: \.segmentTitles] = newValue }
    }
    public var numberOfPages: Int {
        get { self[rarelySet: \.numberOfPages] }
        set { self[rarelySet: \.numberOfPages] = newValue }
    }
    public var contentEdgeInsets: EdgeInsets {
        get { self[rarelySet: \.contentEdgeInsets] }
        set { self[rarelySet: \.contentEdgeInsets] = newValue }
    }
    /// A scroll view's `contentInset` (§1.7): added to the safe area's part of its
    /// `adjustedContentInset` (§2.7), which sets its initial offset.
    public var contentInset: EdgeInsets {
        get { self[rarelySet: \.contentInset] }
        set { self[rarelySet: \.contentInset] = newValue }
    }
    /// Bindings (`$expr`) by property name; recorded only.
    public var bindings: [String: String] {
        get { self[rarelySet: \.bindings] }
        set { self[rarelySet: \.bindings] = newValue }
    }
}

/// How a view looks: not read by layout, only by renderers.
public struct ViewAppearance: Sendable {
    public var backgroundColor: Color?
    public var tintColor: Color?
    public var textColor: Color?
    public var borderColor: Color?
    public var borderWidth: Double = 0
    public var cornerRadius: Double = 0
    public var clipsToBounds = false
    public var alpha: Double = 1
    /// LMLinearGradientView's and LMRadialGradientView's `colors` and `locations`.
    public var gradient = Gradient()
    public init() {}
}

/// MarkupKit's gradient views' colours (`colors="#1a2a6c, #b21f1f"`) and their stops
/// (`locations="0.0, 1.0"`; evenly spaced without them, as Core Animation spaces them).
public struct Gradient: Sendable, Equatable {
    public var colors: [Color] = []
    public var locations: [Double] = []
    public init() {}

    /// Each colour's stop, from 0 to 1: its location where one is given for it, else evenly spaced.
    public var stops: [(offset: Double, color: Color)] {
        colors.enumerated().map { index, color in
            let even = colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
            return (min(max(index < locations.count ? locations[index] : even, 0), 1), color)
        }
    }
}
