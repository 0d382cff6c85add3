/// How the per-container solve shares its work between cores: a few containers at the top are
/// solved by one thread, the subtrees below them in parallel. A container's summary needs only
/// its own subtree, and its children's frames only its own frame, so subtrees are independent
/// in both passes; the top containers are summarised after the subtrees and placed before them.
struct SubtreePartition {
    /// Containers solved serially, in top-down order.
    var top: [Int] = []
    /// Independent subtrees: each one's containers in top-down order.
    var subtrees: [[Int]] = []

    /// Everything serial: for small documents or one core.
    init(serial containers: [Int]) {
        top = containers
    }

    /// `containers` in top-down order; `isContainer` and `children` describe the tree. Splits
    /// the largest subtrees until each holds at most about 1/`parts` of the containers.
    init(containers: [Int], isContainer: [Bool], children: (Int) -> [Int], parts: Int) {
        guard let root = containers.first else { return }
        // Containers in each subtree, bottom-up.
        var size = [Int](repeating: 0, count: isContainer.count)
        for container in containers.reversed() {
            size[container] = 1 + children(container).reduce(0) { $0 + (isContainer[$1] ? size[$1] : 0) }
        }
        let limit = max(1, containers.count / parts)
        var isTop = [Bool](repeating: false, count: isContainer.count)
        var frontier = [root]
        var roots: [Int] = []
        while let next = frontier.popLast() {
            if size[next] > limit {
                isTop[next] = true
                frontier += children(next).filter { isContainer[$0] }
            } else {
                roots.append(next)
            }
        }
        top = containers.filter { isTop[$0] }
        // Each subtree's containers in top-down order: the order of `containers`, by subtree root.
        var rootOf = [Int](repeating: -1, count: isContainer.count)
        for (index, subtreeRoot) in roots.enumerated() { rootOf[subtreeRoot] = index }
        subtrees = Array(repeating: [], count: roots.count)
        var owner = [Int](repeating: -1, count: isContainer.count)
        for container in containers where !isTop[container] {
            let index = rootOf[container] >= 0 ? rootOf[container] : owner[container]
            guard index >= 0 else { continue }
            subtrees[index].append(container)
            for child in children(container) where isContainer[child] { owner[child] = index }
        }
    }
}
