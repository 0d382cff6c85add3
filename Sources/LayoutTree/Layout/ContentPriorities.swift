/// Content hugging and compression resistance of one view on both axes.
struct ContentPriorities: Equatable {
    private var horizontal: (hugging: Priority, compression: Priority)
    private var vertical: (hugging: Priority, compression: Priority)

    init(hugging: (Priority, Priority), compression: (Priority, Priority)) {
        horizontal = (hugging.0, compression.0)
        vertical = (hugging.1, compression.1)
    }

    static func == (lhs: ContentPriorities, rhs: ContentPriorities) -> Bool {
        lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical
    }

    func hugging(_ axis: Axis) -> Priority { axis == .horizontal ? horizontal.hugging : vertical.hugging }
    func compression(_ axis: Axis) -> Priority { axis == .horizontal ? horizontal.compression : vertical.compression }

    mutating func set(_ axis: Axis, hugging: Priority, compression: Priority) {
        if axis == .horizontal { horizontal = (hugging, compression) } else { vertical = (hugging, compression) }
    }

    /// UIKit's default content hugging of a class on one axis (SEMANTICS.md §2.8 table);
    /// compression resistance is 750 for every class.
    static func defaultHugging(of viewClass: ViewClass, _ axis: Axis) -> Priority {
        switch viewClass {
        case .switchControl, .stepper, .activityIndicator: return 750
        case .slider, .progressView: return axis == .horizontal ? 250 : 750
        default: return 250
        }
    }

    /// UIKit's defaults per class, then the markup's own attributes.
    static func classDefaults(for node: ViewNode) -> ContentPriorities {
        classDefaults(for: node.viewClass, overriddenBy: node.priorities)
    }

    /// The defaults of `viewClass`, with those set in markup (`overrides`) in their place.
    static func classDefaults(for viewClass: ViewClass, overriddenBy overrides: PriorityOverrides) -> ContentPriorities {
        var priorities = ContentPriorities(
            hugging: (defaultHugging(of: viewClass, .horizontal), defaultHugging(of: viewClass, .vertical)),
            compression: (750, 750))
        for axis in Axis.allCases {
            let hugging = overrides.hugging(axis).map { Priority($0) } ?? priorities.hugging(axis)
            let compression = overrides.compression(axis).map { Priority($0) } ?? priorities.compression(axis)
            priorities.set(axis, hugging: hugging, compression: compression)
        }
        return priorities
    }
}

/// Every view's content priorities in one constraint system: the class defaults, shared, and
/// those the system's containers overwrite for their children (§2.0), kept apart so that a
/// small system over a large document (`ComponentCost`) copies nothing.
struct ContentPriorityTable {
    private let defaults: [ContentPriorities]
    private var imposed: [Int: ContentPriorities] = [:]

    init(defaults: [ContentPriorities]) {
        self.defaults = defaults
    }

    subscript(view: Int) -> ContentPriorities { imposed[view] ?? defaults[view] }

    mutating func set(_ view: Int, _ axis: Axis, hugging: Priority, compression: Priority) {
        var priorities = self[view]
        priorities.set(axis, hugging: hugging, compression: compression)
        imposed[view] = priorities
    }
}
