import Diagnostics

/// Required size constraints any view may carry (UIKit+Markup, SEMANTICS.md §2.1).
public struct SizeConstraints: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public var minimumWidth: Double?
    public var maximumWidth: Double?
    public var minimumHeight: Double?
    public var maximumHeight: Double?
    /// width = aspectRatio × height.
    public var aspectRatio: Double?

    public init() {}

    public func fixed(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    public func minimum(_ axis: Axis) -> Double? { axis == .horizontal ? minimumWidth : minimumHeight }
    public func maximum(_ axis: Axis) -> Double? { axis == .horizontal ? maximumWidth : maximumHeight }

    /// A value clamped by this view's own min/max, or replaced by its fixed size.
    public func clamp(_ value: Double, on axis: Axis) -> Double {
        if let fixed = fixed(axis) { return fixed }
        var result = value
        if let maximum = maximum(axis) { result = min(result, maximum) }
        if let minimum = minimum(axis) { result = max(result, minimum) }
        return result
    }
}

/// Extra gaps read by row and column views (`leadingSpacing`, `topSpacing`, …).
public struct SiblingSpacing: Sendable, Equatable {
    public var top: Double = 0
    public var bottom: Double = 0
    public var leading: Double = 0
    public var trailing: Double = 0
    public init() {}

    public func before(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    public func after(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
}

/// Content hugging and compression resistance set in markup (the pre-2017 MarkupKit attributes).
public struct PriorityOverrides: Sendable, Equatable {
    public var horizontalHugging: Double?
    public var verticalHugging: Double?
    public var horizontalCompression: Double?
    public var verticalCompression: Double?
    public init() {}

    public func hugging(_ axis: Axis) -> Double? { axis == .horizontal ? horizontalHugging : verticalHugging }
    public func compression(_ axis: Axis) -> Double? { axis == .horizontal ? horizontalCompression : verticalCompression }
}

/// A typed view: after tree building no stage looks an attribute up by its string name.
public struct ViewNode: Sendable {
    /// The element name as written (`UILabel`, `root`, `MyApp.MyView`).
    public var elementName: String
    /// The known class this element behaves as; unknown classes are plain `UIView`s.
    public var viewClass: ViewClass
    public var id: String?
    public var location: SourceLocation

    public var layout: ContainerLayout
    public var size = SizeConstraints()
    public var weight: Double?
    public var spacing = SiblingSpacing()
    public var anchor = AnchorSet()
    /// Declared layout margins, resolved to left/right (§1.7). nil: the class default.
    public var layoutMargins: EdgeInsets?
    public var isHidden = false
    /// `intrinsicWidth`/`intrinsicHeight`: placeholder intrinsic size replacing what the view measures.
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var priorities = PriorityOverrides()
    /// UIStackView custom spacing after this arranged subview.
    public var customSpacing: Double?
    public var content = ViewContent()
    public var appearance = ViewAppearance()
    /// `on…` actions: event name → selector. Recorded, not laid out.
    public var actions: [String: String] = [:]
    /// Where each attribute written on the element itself (not from a template) starts: for diagnostics
    /// that point at one attribute after typing (lint rules).
    public var attributeLocations: [String: SourceLocation] = [:]
    public var children: [ViewNode] = []

    public init(elementName: String, viewClass: ViewClass, location: SourceLocation, layout: ContainerLayout = .none) {
        self.elementName = elementName
        self.viewClass = viewClass
        self.location = location
        self.layout = layout
    }

    public func placeholderIntrinsic(_ axis: Axis) -> Double? {
        axis == .horizontal ? intrinsicWidth : intrinsicHeight
    }
}
