/// UIKit's enumerations that a leaf's content reads (SEMANTICS.md §1.6), by the case names markup
/// writes. `EnumerationTable.standard` lists their cases from here, so a case is written once.

/// `textAlignment` (§3.1: where a line starts in its label).
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right, justified, natural
}

/// `lineBreakMode` (§3.1: how a label wraps, and how a line too long is cut).
public enum LineBreakMode: String, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// The modes that end a cut line with an ellipsis.
    public var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

/// `contentMode` (§1.6: where an image view draws its image).
public enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A text field's `borderStyle` (§3: its intrinsic size and drawing).
public enum TextBorderStyle: String, Sendable, CaseIterable {
    case none, line, bezel, roundedRect
}

/// `activityIndicatorViewStyle`; medium and large (iOS 13) are markupc extensions (§1.6).
public enum ActivityIndicatorStyle: String, Sendable, CaseIterable {
    case whiteLarge, white, gray, medium, large

    /// 37 pt across instead of 20 (§3).
    public var isLarge: Bool { self == .whiteLarge || self == .large }
    /// Drawn white rather than grey.
    public var isWhite: Bool { self == .white || self == .whiteLarge }
}
