/// What a leaf view shows: the inputs of measurement (§3) and rendering.
public struct ViewContent: Sendable {
    /// Label text, button title or text field text, after localisation and bindings.
    public var text: String?
    public var placeholder: String?
    public var font: FontDescriptor?
    /// 1 by default; 0 means unlimited.
    public var numberOfLines = 1
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    public var textAlignment = TextAlignment.natural
    public var preferredMaxLayoutWidth: Double?
    /// Image resource name (`image`, or a button's `image`).
    public var imageName: String?
    public var contentMode = ContentMode.scaleToFill
    /// The factory style (`style="systemButton"`, …).
    public var style: String?
    public var borderStyle = TextBorderStyle.none
    public var activityIndicatorStyle = ActivityIndicatorStyle.white
    public var segmentTitles: [String] = []
    public var numberOfPages = 0
    /// A label that shrinks its font to fit its width (`adjustsFontSizeToFitWidth`) rather than truncating.
    public var adjustsFontSizeToFitWidth = false
    public var contentEdgeInsets = EdgeInsets.zero
    /// A scroll view's `contentInset` (§1.7): added to the safe area's part of its
    /// `adjustedContentInset` (§2.7), which sets its initial offset.
    public var contentInset = EdgeInsets.zero
    /// Bindings (`$expr`) by property name; recorded only.
    public var bindings: [String: String] = [:]
    public init() {}
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
