import Diagnostics
import MarkupParser

/// Required size constraints any view may carry (UIKit+Markup, SEMANTICS.md §2.1).
///
/// Stored as eight numbers (these seven and the view's weight) and a mask of the ones set, boxed
/// while any is set (`CompactOptionals`): 8 bytes where eight `Double?` took 128 (kept twice per
/// view, in the node and beside the flat tree; issue #16: memory per view).
public struct SizeConstraints: Sendable, Equatable {
    private var values = CompactOptionals<SIMD8<Double>>()

    public var width: Double? {
        get { values[0] }
        set { values[0] = newValue }
    }
    public var height: Double? {
        get { values[1] }
        set { values[1] = newValue }
    }
    public var minimumWidth: Double? {
        get { values[2] }
        set { values[2] = newValue }
    }
    public var maximumWidth: Double? {
        get { values[3] }
        set { values[3] = newValue }
    }
    public var minimumHeight: Double? {
        get { values[4] }
        set { values[4] = newValue }
    }
    public var maximumHeight: Double? {
        get { values[5] }
        set { values[5] = newValue }
    }
    /// width = aspectRatio × height.
    public var aspectRatio: Double? {
        get { values[6] }
        set { values[6] = newValue }
    }
    /// The view's weight in a row or column (§2.2): not a constraint of its own but a number
    /// about its size, kept in the eighth slot so that a view carries one 8-byte field for all of
    /// them (issue #16). Read as `ViewNode.weight` and `LayoutAttributes.weight`.
    var weight: Double? {
        get { values[7] }
        set { values[7] = newValue }
    }

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

/// Optional numbers side by side, boxed: the numbers in one vector, which are set in a mask, in
/// a box made when the first is set and replaced whenever one changes (only while the tree is
/// built). Most views set none (on the corpus, 95 %): 8 bytes and no box where the vector and its
/// mask took 80, kept twice per view, in the node and beside the flat tree (issue #16: memory per
/// view). An unset number holds 0, so two values compare equal exactly when their optionals do.
struct CompactOptionals<Storage: SIMD & Sendable>: Sendable, Equatable where Storage.Scalar == Double {
    private final class Numbers: Sendable {
        let values: Storage
        let isSet: UInt8

        init(_ values: Storage, isSet: UInt8) {
            self.values = values
            self.isSet = isSet
        }
    }

    private var numbers: Numbers?

    subscript(index: Int) -> Double? {
        get {
            guard let numbers, numbers.isSet & (1 << index) != 0 else { return nil }
            return numbers.values[index]
        }
        set {
            var values = numbers?.values ?? Storage()
            var isSet = numbers?.isSet ?? 0
            values[index] = newValue ?? 0
            if newValue != nil { isSet |= 1 << index } else { isSet &= ~(1 << index) }
            numbers = isSet == 0 ? nil : Numbers(values, isSet: isSet)
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.numbers, rhs.numbers) {
        case (nil, nil): return true
        case let (a?, b?): return a === b || (a.isSet == b.isSet && a.values == b.values)
        default: return false
        }
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

/// Content hugging and compression resistance set in markup (the pre-2017 MarkupKit attributes),
/// stored compactly like `SizeConstraints`.
public struct PriorityOverrides: Sendable, Equatable {
    private var values = CompactOptionals<SIMD4<Double>>()

    public var horizontalHugging: Double? {
        get { values[0] }
        set { values[0] = newValue }
    }
    public var verticalHugging: Double? {
        get { values[1] }
        set { values[1] = newValue }
    }
    public var horizontalCompression: Double? {
        get { values[2] }
        set { values[2] = newValue }
    }
    public var verticalCompression: Double? {
        get { values[3] }
        set { values[3] = newValue }
    }
    public init() {}

    public func hugging(_ axis: Axis) -> Double? { axis == .horizontal ? horizontalHugging : verticalHugging }
    public func compression(_ axis: Axis) -> Double? { axis == .horizontal ? horizontalCompression : verticalCompression }
}

/// A typed view: after tree building no stage looks an attribute up by its string name.
///
/// The fields live in one shared box, so copying a node (into the flat tree, the laid-out
/// tree, a split block) costs one retain; the box is copied only when a shared node changes.
public struct ViewNode: Sendable {
    private struct Fields: Sendable {
        var location: SourceLocation
        // The one-byte fields after the layout, in the room its 17 bytes leave of 24.
        var layout: ContainerLayout
        var viewClass: ViewClass
        var anchor: AnchorSet = AnchorSet()
        var insetsLayoutMarginsFromSafeArea = true
        var isHidden: Bool = false
        var size: SizeConstraints = SizeConstraints()
        /// `intrinsicWidth` and `intrinsicHeight`, stored like the size: image views and other
        /// placeholders set them (on the benchmark's sections, 29 % of the views), which took a
        /// rarely-set box of 150 bytes each (issue #16: memory per view).
        var intrinsic = CompactOptionals<SIMD2<Double>>()
        /// What most views never set, boxed together: nil while all of it is the default
        /// (issue #16: memory per view; 8 bytes instead of about 180).
        var rarelySet: SharedBox<RarelySet>? = nil
        /// What a leaf shows, boxed: containers, spacers and plain views (most views of a screen)
        /// share one empty box and carry 8 bytes instead of ~330 (issue #16: memory per view). Never
        /// nil, so that a read is one path (a read that branches allocates its coroutine's frame).
        var content: SharedBox<ViewContent> = ViewNode.emptyContent
        var attributeLocations = AttributeLocations()
        var children: [ViewNode] = []
    }

    /// The fields of `Fields.rarelySet`.
    private struct RarelySet: Sendable {
        /// The element name where it is not the class's own (`root`, `MyApp.MyView`, an unknown
        /// class): most elements name their class, whose name is then not kept per view.
        var elementName: String? = nil
        var id: String? = nil
        var spacing = SiblingSpacing()
        var layoutMargins: EdgeInsets? = nil
        /// Only renderers read the appearance: nil while it is the default, boxed again, as it is
        /// larger than the rest and more rarely set.
        var appearance: SharedBox<ViewAppearance>? = nil
        /// Table, cell and collection settings (§2.11), boxed like the appearance.
        var listAttributes: SharedBox<ListAttributes>? = nil
        var priorities = PriorityOverrides()
        var customSpacing: Double? = nil
        var listRole: ListRole? = nil
        var actions: [String: String] = [:]
        var arrangesInBounds = false
    }

    private static let defaultAppearance = ViewAppearance()
    private static let emptyContent = SharedBox(ViewContent())
    private static let defaultListAttributes = ListAttributes()

    /// The rarely set fields, to change (their box made or copied first). Each is read by a plain
    /// getter, from the box or as its type's default: a read through a coroutine that branches
    /// allocates the coroutine's frame (4 % more instructions for the 10k sections).
    private var rarelySet: RarelySet {
        get { storage.fields.rarelySet?.value ?? RarelySet() }
        _modify {
            let box = SharedBox.unique(&fields.rarelySet, empty: RarelySet.init)
            yield &box.value
        }
    }

    private final class Storage: @unchecked Sendable {
        // Only mutated through `fields` below, after a uniqueness check (copy on write), so
        // no two accesses can overlap: the runtime exclusivity check would only cost time.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// Whether two nodes are one: the same storage, so every field the same (a copy that was
    /// changed has storage of its own).
    func isSameNode(as other: ViewNode) -> Bool { storage === other.storage }

    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    /// The element name as written (`UILabel`, `root`, `MyApp.MyView`).
    public var elementName: String {
        get { storage.fields.rarelySet?.value.elementName ?? storage.fields.viewClass.rawValue }
        set {
            let differing = newValue == storage.fields.viewClass.rawValue ? nil : newValue
            // Left alone when it does not change: writing nil would make the rarely-set box.
            if differing != storage.fields.rarelySet?.value.elementName { rarelySet.elementName = differing }
        }
    }
    /// The known class this element behaves as; unknown classes are plain `UIView`s.
    public var viewClass: ViewClass {
        get { storage.fields.viewClass }
        set {
            // The element name stays as written, whatever class it now behaves as.
            let name = elementName
            fields.viewClass = newValue
            elementName = name
        }
    }
    public var id: String? {
        get { storage.fields.rarelySet?.value.id }
        _modify { yield &rarelySet.id }
    }
    public var location: SourceLocation {
        get { storage.fields.location }
        _modify { yield &fields.location }
    }
    public var layout: ContainerLayout {
        get { storage.fields.layout }
        _modify { yield &fields.layout }
    }
    public var size: SizeConstraints {
        get { storage.fields.size }
        _modify { yield &fields.size }
    }
    public var weight: Double? {
        get { storage.fields.size.weight }
        _modify { yield &fields.size.weight }
    }
    public var spacing: SiblingSpacing {
        get { storage.fields.rarelySet?.value.spacing ?? SiblingSpacing() }
        _modify { yield &rarelySet.spacing }
    }
    public var anchor: AnchorSet {
        get { storage.fields.anchor }
        _modify { yield &fields.anchor }
    }
    /// Declared layout margins, resolved to left/right (§1.7). nil: the class default.
    public var layoutMargins: EdgeInsets? {
        get { storage.fields.rarelySet?.value.layoutMargins }
        _modify { yield &rarelySet.layoutMargins }
    }
    /// UIKit's `insetsLayoutMarginsFromSafeArea`: margins that would reach into the unsafe area are
    /// moved inside it (docs/SAFE_AREA.md).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storage.fields.insetsLayoutMarginsFromSafeArea }
        _modify { yield &fields.insetsLayoutMarginsFromSafeArea }
    }
    public var isHidden: Bool {
        get { storage.fields.isHidden }
        _modify { yield &fields.isHidden }
    }
    /// `intrinsicWidth`/`intrinsicHeight`: placeholder intrinsic size replacing what the view measures.
    public var intrinsicWidth: Double? {
        get { storage.fields.intrinsic[0] }
        _modify { yield &fields.intrinsic[0] }
    }
    public var intrinsicHeight: Double? {
        get { storage.fields.intrinsic[1] }
        _modify { yield &fields.intrinsic[1] }
    }
    public var priorities: PriorityOverrides {
        get { storage.fields.rarelySet?.value.priorities ?? PriorityOverrides() }
        _modify { yield &rarelySet.priorities }
    }
    /// A row, column or anchor view with MarkupKit's legacy `layoutMarginsRelativeArrangement="false"`
    /// (§2.5a "accept it everywhere"): it arranges its children against its bounds, its margins
    /// ignored altogether (MarkupKit 2015–2017's LMLayoutView).
    public var arrangesInBounds: Bool {
        get { storage.fields.rarelySet?.value.arrangesInBounds ?? false }
        _modify { yield &rarelySet.arrangesInBounds }
    }
    /// UIStackView custom spacing after this arranged subview.
    public var customSpacing: Double? {
        get { storage.fields.rarelySet?.value.customSpacing }
        _modify { yield &rarelySet.customSpacing }
    }
    /// Read in place, so that `node.content.font` copies the font, not all of the content.
    public var content: ViewContent {
        _read { yield storage.fields.content.value }
        _modify {
            // The shared empty box is never unique (the static holds it): the first write copies it.
            if !isKnownUniquelyReferenced(&fields.content) { fields.content = SharedBox(fields.content.value) }
            yield &fields.content.value
        }
    }
    public var appearance: ViewAppearance {
        _read {
            if let box = storage.fields.rarelySet?.value.appearance { yield box.value } else { yield Self.defaultAppearance }
        }
        _modify {
            let box = SharedBox.unique(&rarelySet.appearance, empty: ViewAppearance.init)
            yield &box.value
        }
    }
    /// What table, cell and collection attributes say (§2.11).
    public var listAttributes: ListAttributes {
        _read {
            if let box = storage.fields.rarelySet?.value.listAttributes { yield box.value } else { yield Self.defaultListAttributes }
        }
        _modify {
            let box = SharedBox.unique(&rarelySet.listAttributes, empty: ListAttributes.init)
            yield &box.value
        }
    }
    /// What the view is to the table or cell holding it (§2.11.1); nil for ordinary views.
    public var listRole: ListRole? {
        get { storage.fields.rarelySet?.value.listRole }
        _modify { yield &rarelySet.listRole }
    }
    /// `on…` actions: event name → selector. Recorded, not laid out.
    public var actions: [String: String] {
        get { storage.fields.rarelySet?.value.actions ?? [:] }
        _modify { yield &rarelySet.actions }
    }
    /// Where each attribute written on the element itself (not from a template) starts: for diagnostics
    /// that point at one attribute after typing (lint rules).
    public var attributeLocations: AttributeLocations {
        get { storage.fields.attributeLocations }
        _modify { yield &fields.attributeLocations }
    }
    /// Read in place: walking a tree does not retain every children array it looks at.
    public var children: [ViewNode] {
        _read { yield storage.fields.children }
        _modify { yield &fields.children }
    }

    public init(elementName: String, viewClass: ViewClass, location: SourceLocation, layout: ContainerLayout = .none) {
        self.init(namedAs: viewClass, location: location, layout: layout)
        self.elementName = elementName
    }

    /// A view whose element is named as its class (`<UILabel>`): no name to compare or keep.
    init(namedAs viewClass: ViewClass, location: SourceLocation, layout: ContainerLayout) {
        storage = Storage(Fields(location: location, layout: layout, viewClass: viewClass))
    }

    public func placeholderIntrinsic(_ axis: Axis) -> Double? {
        axis == .horizontal ? intrinsicWidth : intrinsicHeight
    }
}

/// Where each attribute written on an element itself (not from a template) starts, by name:
/// a view of the element's own attributes' positions, so recording them costs no allocation,
/// and the parsed document's values and elements are not kept for them (`AttributePositions`).
public struct AttributeLocations: Sendable, Sequence {
    private let attributes: AttributePositionList?

    public init(_ attributes: MarkupAttributes? = nil) {
        self.attributes = attributes?.positions
    }

    /// `class` names templates; it is not a property of the view.
    private static func isProperty(_ attribute: (name: String, location: SourceLocation)) -> Bool { attribute.name != "class" }

    public subscript(name: String) -> SourceLocation? {
        guard name != "class" else { return nil }
        return attributes?.location(ofFirst: name)
    }

    public var isEmpty: Bool { !(attributes?.contains(where: Self.isProperty) ?? false) }

    public func makeIterator() -> some IteratorProtocol<(key: String, value: SourceLocation)> {
        let written: [(name: String, location: SourceLocation)] = attributes.map(Array.init) ?? []
        return written.lazy.filter(Self.isProperty).map { (key: $0.name, value: $0.location) }.makeIterator()
    }
}
