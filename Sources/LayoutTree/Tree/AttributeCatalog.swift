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
    public static let textProperties: Set<String> = Set(
        [AttributeName.text, .title, .normalTitle, .placeholder, .textLabelText, .detailTextLabelText].map(\.rawValue))

    /// Attributes that name the image a view shows (§1.5).
    public static let imageAttributes: [String] = [AttributeName.image, .normalImage, .imageViewImage].map(\.rawValue)

    /// Names with a layout or drawing meaning, typed by the applier.
    public static let typed: Set<String> = Set(AttributeName.allCases.map(\.rawValue))

    /// Ordinary UIKit properties seen in real documents: recorded, no layout effect. By value: BOOLs and
    /// numbers (for the schema); the others take what their key name says (§1.2).
    static let recordedBooleans: Set<String> = [
        "secureTextEntry", "on", "userInteractionEnabled", "enabled", "isEnabled", "selected", "highlighted",
        "editable", "selectable", "scrollEnabled", "pagingEnabled", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "continuous",
        "autorepeat", "wraps", "opaque", "allowsMultipleSelection", "hidesWhenStopped", "animating", "momentary",
        "translucent", "showsCancelButton", "playing",
    ]
    static let recordedNumbers: Set<String> = [
        "leadingPadding", "trailingPadding", "layer.shadowOpacity", "layer.shadowRadius", "layer.shadowOffsetWidth",
        "layer.shadowOffsetHeight", "minimumValue", "maximumValue", "stepValue", "progress", "currentPage",
        "minimumScaleFactor", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "numberOfComponents", "selectedSegmentIndex",
        "minuteInterval", "countDownDuration", "tag",
    ]
    static let recordedOthers: Set<String> = [
        "value", "selectionStyle", "type", "action", "keyboardType", "clearButtonMode", "datePickerMode",
        "leftViewMode", "rightViewMode", "name", "autocorrectionType", "autocapitalizationType", "attributedTitle", "pin",
        "progressViewStyle", "minimumDate", "maximumDate", "date", "locale",
        "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint",
        "highlightedTextColor", "shadowOffset", "returnKeyType", "keyboardAppearance", "spellCheckingType",
        "textContentType", "keyboardDismissMode", "indicatorStyle", "contentInset", "scrollIndicatorInsets",
        "textContainerInset", "barStyle", "searchBarStyle", "prompt", "frame", "tintAdjustmentMode", "mode", "source",
        "url", "mapType", "effect", "reuseIdentifier",
    ]
    public static let recorded: Set<String> = recordedBooleans.union(recordedNumbers).union(recordedOthers)

    /// What `name`'s value is: the typed attribute's kind, a recorded BOOL or number, or else by its key
    /// name as §1.2 converts it (`…Color`, `…Font`, `…Image`, insets, enumeration keys).
    public static func valueKind(of name: String) -> AttributeValueKind {
        if let typed = AttributeName(rawValue: name) { return typed.value }
        if recordedBooleans.contains(name) { return .boolean }
        if recordedNumbers.contains(name) { return .number }
        let key = name.split(separator: ".").last.map(String.init) ?? name
        if key.hasSuffix("Color") || key.hasSuffix("color") { return .color }
        if key.hasSuffix("Font") || key.hasSuffix("font") { return .font }
        if key.hasSuffix("Image") || key.hasSuffix("image") { return .image }
        if EdgeInsetsAttribute(keyPath: name) != nil { return .insets }
        if EnumerationTable.standard.values(forKey: key) != nil { return .enumeration }
        return .text
    }

    public static let all: Set<String> = typed.union(recorded).union(actions)
    /// `all` in order, for suggestions: sorted once, not for every unknown attribute (a document of unknown
    /// attributes spent most of its time sorting this list).
    public static let allSorted: [String] = all.sorted()
    /// `allSorted`, measured and folded once for "did you mean" fix-its (`SuggestionCandidates`).
    public static let suggestions = SuggestionCandidates(allSorted)

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
