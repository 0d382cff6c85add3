/// Attribute names markupc knows, for "unknown attribute" warnings and their suggestions (and, public,
/// for the schema `markupc schema` writes).
public enum AttributeCatalog {
    /// Only these exact names are actions (§1.2).
    public static let actions: Set<String> = [
        "onTouchDown", "onTouchDownRepeat", "onTouchDragInside", "onTouchDragOutside", "onTouchDragEnter",
        "onTouchDragExit", "onTouchUpInside", "onTouchUpOutside", "onTouchCancel", "onValueChanged",
        "onPrimaryActionTriggered", "onEditingDidBegin", "onEditingChanged", "onEditingDidEnd",
        "onEditingDidEndOnExit", "onAllTouchEvents", "onAllEditingEvents", "onAllEvents",
    ]

    /// Properties whose binding placeholder is shown as text (§1.2).
    public static let textProperties: Set<String> = ["text", "title", "normalTitle", "placeholder", "textLabel.text", "detailTextLabel.text"]

    /// Names with a layout or drawing meaning, typed by the applier.
    public static let typed: Set<String> = [
        "id", "class", "style", "width", "height", "minimumWidth", "maximumWidth", "minimumHeight", "maximumHeight",
        "aspectRatio", "weight", "topSpacing", "bottomSpacing", "leadingSpacing", "trailingSpacing", "intrinsicWidth",
        "intrinsicHeight", "hidden", "isHidden", "horizontalContentHuggingPriority", "verticalContentHuggingPriority",
        "horizontalContentCompressionResistancePriority", "verticalContentCompressionResistancePriority",
        "customSpacing", "anchor", "layoutMargins", "layoutMarginTop", "layoutMarginLeft", "layoutMarginBottom",
        "layoutMarginRight", "layoutMarginLeading", "layoutMarginTrailing", "insetsLayoutMarginsFromSafeArea", "horizontalAlignment", "verticalAlignment",
        "spacing", "alignToBaseline", "baseline", "alignToGrid", "axis", "distribution", "alignment",
        "baselineRelativeArrangement", "isBaselineRelativeArrangement", "layoutMarginsRelativeArrangement",
        "isLayoutMarginsRelativeArrangement", "topPadding", "bottomPadding", "fitToWidth", "fitToHeight", "text",
        "title", "normalTitle", "textLabel.text", "placeholder", "font", "titleLabel.font", "textLabel.font",
        "numberOfLines", "preferredMaxLayoutWidth", "lineBreakMode", "textAlignment", "contentMode", "borderStyle",
        "activityIndicatorViewStyle", "image", "normalImage", "imageView.image", "numberOfPages", "contentEdgeInsets",
        "contentEdgeInsetTop", "contentEdgeInsetLeft", "contentEdgeInsetBottom", "contentEdgeInsetRight",
        "contentEdgeInsetLeading", "contentEdgeInsetTrailing", "backgroundColor", "tintColor", "textColor",
        "titleColor", "normalTitleColor", "textLabel.textColor", "layer.borderColor", "layer.borderWidth",
        "layer.cornerRadius", "clipsToBounds", "alpha",
    ]

    /// Ordinary UIKit properties seen in real documents: recorded, no layout effect.
    public static let recorded: Set<String> = [
        "value", "selectionStyle", "accessoryType", "type", "action", "checked", "keyboardType", "secureTextEntry",
        "clearButtonMode", "datePickerMode", "on", "layer.shadowOpacity", "layer.shadowOffsetHeight",
        "layer.shadowOffsetWidth", "layer.shadowRadius", "minimumValue", "maximumValue", "stepValue", "leftViewMode",
        "rightViewMode", "name", "autocorrectionType",
        "autocapitalizationType", "attributedTitle", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
        "pin", "colors", "locations", "separatorStyle", "leadingPadding", "trailingPadding", "userInteractionEnabled",
        "enabled", "selected", "highlighted", "editable", "selectable", "scrollEnabled", "pagingEnabled",
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bounces", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "currentPage", "progress", "progressViewStyle", "minimumDate", "maximumDate",
        "date", "countDownDuration", "minuteInterval", "locale", "continuous", "autorepeat", "wraps", "accessibilityLabel",
        "accessibilityIdentifier", "accessibilityHint", "tag", "opaque", "contentInsetAdjustmentBehavior",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "highlightedTextColor", "shadowOffset", "isEnabled",
        "returnKeyType", "keyboardAppearance", "spellCheckingType", "textContentType", "rowHeight",
        "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "allowsMultipleSelection",
        "keyboardDismissMode", "indicatorStyle", "hidesWhenStopped", "animating", "momentary", "selectedSegmentIndex",
        "numberOfComponents", "contentSize", "contentInset", "scrollIndicatorInsets", "textContainerInset",
        "translucent", "barStyle", "searchBarStyle", "prompt", "showsCancelButton", "frame", "tintAdjustmentMode",
        "mode", "playing", "source", "url", "mapType", "effect", "reuseIdentifier",
    ]

    public static let all: Set<String> = typed.union(recorded).union(actions)
    /// `all` in order, for suggestions: sorted once, not for every unknown attribute (a document of unknown
    /// attributes spent most of its time sorting this list).
    public static let allSorted: [String] = all.sorted()

    /// Key paths into well-known sub-objects (`layer.`, `titleLabel.`, …) are accepted as written.
    public static func isKnownKeyPath(_ name: String) -> Bool {
        keyPathPrefixes.contains { name.hasPrefix($0) }
    }

    /// Sub-objects whose properties are accepted as written (`layer.`, `titleLabel.`, …).
    public static let keyPathPrefixes = [
        "layer.", "titleLabel.", "textLabel.", "detailTextLabel.", "imageView.", "collectionViewLayout.",
        "panGestureRecognizer.", "textContainer.", "label.", "contentView.", "backgroundView.",
    ]
}

/// What the tree builder knows about each class's children and styles, public for the schema writer.
extension ViewClass {
    /// The class takes child view elements (lays them out, or records them as table or picker content).
    public var takesChildViews: Bool {
        switch childPolicy {
        case .arranges, .records: true
        case .ignoresWithWarning, .rejects: false
        }
    }

    /// Lower-case elements (`segment`, `row`, …) the class accepts as children (§1.1).
    public var untypedChildTags: [String] { acceptedTags.sorted() }

    /// `style` values the class offers; nil when any style is passed through.
    public var factoryStyles: [String]? { styles }
}
