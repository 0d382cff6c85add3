/// Content hugging and compression resistance of one view on both axes.
struct ContentPriorities: Equatable {
    var hugging: [Double]  // indexed by axis: 0 horizontal, 1 vertical
    var compression: [Double]

    init(hugging: (Double, Double), compression: (Double, Double)) {
        self.hugging = [hugging.0, hugging.1]
        self.compression = [compression.0, compression.1]
    }

    func hugging(_ axis: Axis) -> Double { hugging[axis == .horizontal ? 0 : 1] }
    func compression(_ axis: Axis) -> Double { compression[axis == .horizontal ? 0 : 1] }

    mutating func set(_ axis: Axis, hugging: Double, compression: Double) {
        let index = axis == .horizontal ? 0 : 1
        self.hugging[index] = hugging
        self.compression[index] = compression
    }

    /// UIKit's defaults per class (SEMANTICS.md §2.8 table), then the markup's own attributes.
    static func classDefaults(for node: ViewNode) -> ContentPriorities {
        var priorities: ContentPriorities
        switch node.viewClass {
        case .switchControl, .stepper, .activityIndicator:
            priorities = ContentPriorities(hugging: (750, 750), compression: (750, 750))
        case .slider, .progressView:
            priorities = ContentPriorities(hugging: (250, 750), compression: (750, 750))
        default:
            priorities = ContentPriorities(hugging: (250, 250), compression: (750, 750))
        }
        for axis in Axis.allCases {
            let hugging = node.priorities.hugging(axis) ?? priorities.hugging(axis)
            let compression = node.priorities.compression(axis) ?? priorities.compression(axis)
            priorities.set(axis, hugging: hugging, compression: compression)
        }
        return priorities
    }
}
