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

    /// UIKit's default content hugging of a class on one axis (SEMANTICS.md §2.8 table);
    /// compression resistance is 750 for every class.
    static func defaultHugging(of viewClass: ViewClass, _ axis: Axis) -> Double {
        switch viewClass {
        case .switchControl, .stepper, .activityIndicator: return 750
        case .slider, .progressView: return axis == .horizontal ? 250 : 750
        default: return 250
        }
    }

    /// UIKit's defaults per class, then the markup's own attributes.
    static func classDefaults(for node: ViewNode) -> ContentPriorities {
        var priorities = ContentPriorities(
            hugging: (defaultHugging(of: node.viewClass, .horizontal), defaultHugging(of: node.viewClass, .vertical)),
            compression: (750, 750))
        for axis in Axis.allCases {
            let hugging = node.priorities.hugging(axis) ?? priorities.hugging(axis)
            let compression = node.priorities.compression(axis) ?? priorities.compression(axis)
            priorities.set(axis, hugging: hugging, compression: compression)
        }
        return priorities
    }
}
