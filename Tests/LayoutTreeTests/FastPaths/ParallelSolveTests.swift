import ScreenGenerators
import XCTest

@testable import LayoutTree

/// The per-container solve shares large documents between cores (`SubtreePartition`): its
/// values must be those of the same solve on one thread, bit for bit.
final class ParallelSolveTests: XCTestCase {
    private func solverValues(_ root: ViewNode, parallel: Bool) -> [Double] {
        let tree = FlatTree(root: root)
        var split = tree
        LargeContainerSplitter().split(&split)
        var measurer = LeafMeasurer()
        measurer.scale = 2
        let intrinsic = (0..<split.count).map { index in
            index < tree.count && tree.participates[index] ? measurer.intrinsicSize(of: tree.nodes[index]) : IntrinsicSize.none
        }
        var solver = HierarchicalLayoutSolver(
            tree: split, intrinsic: intrinsic, margins: Array(repeating: .zero, count: split.count), rightToLeft: false)
        solver.parallel = parallel
        return solver.solve(screen: Screen(width: 375, height: 667, scale: 2))
    }

    func testLargeDocumentSolvesAlikeOnOneThreadAndOnAll() throws {
        var generator = LongScreenGenerator(seed: 7)
        let document = generator.document(viewCount: 12_000)
        let root = try XCTUnwrap(DocumentCompiler().compile(source: document.text).root)
        let serial = solverValues(root, parallel: false)
        let parallel = solverValues(root, parallel: true)
        XCTAssertEqual(serial.count, parallel.count)
        let differing = zip(serial, parallel).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        XCTAssertTrue(differing.isEmpty, "\(differing.count) values differ, first at view \(differing.first.map { $0 / 4 } ?? -1)")
        // The document is large enough to be shared out, and its frames are not trivial.
        XCTAssertGreaterThan(serial.filter { $0 > 0 }.count, 12_000)
    }

    /// Random documents of every container kind (weights, min/max, hidden views, stacks,
    /// anchors…) side by side in one long column, so that they are shared out between cores.
    func testRandomDocumentsSolveAlikeInParallel() throws {
        var generator = OracleDocumentGenerator(seed: 99)
        var text = #"<LMScrollView fitToWidth="true"><LMColumnView>"#
        var pieces = 0
        while pieces < 600 {
            let piece = generator.randomDocument()
            guard DocumentCompiler().compile(source: piece).root != nil else { continue }
            text += piece
            pieces += 1
        }
        text += "</LMColumnView></LMScrollView>"
        let root = try XCTUnwrap(DocumentCompiler().compile(source: text).root)
        let serial = solverValues(root, parallel: false)
        let parallel = solverValues(root, parallel: true)
        let differing = zip(serial, parallel).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        XCTAssertTrue(differing.isEmpty, "\(differing.count) values differ, first at view \(differing.first.map { $0 / 4 } ?? -1)")
        XCTAssertGreaterThan(serial.count / 4, 4 * HierarchicalLayoutSolver.parallelThreshold, "enough views to be shared out")
    }

    func testPartitionCoversEveryContainerOnce() {
        // A root with three columns of 10, 20 and 30 containers in a chain each.
        var children: [[Int]] = [[1, 11, 31]]
        var next = 1
        for length in [10, 20, 30] {
            for step in 0..<length {
                children.append(step < length - 1 ? [next + 1] : [])
                next += 1
            }
        }
        let count = children.count
        var topDown: [Int] = []
        var stack = [0]
        while let index = stack.popLast() {
            topDown.append(index)
            stack += children[index].reversed()
        }
        let partition = SubtreePartition(
            containers: topDown, isContainer: Array(repeating: true, count: count), children: { children[$0] }, parts: 4)
        let all = partition.top + partition.subtrees.flatMap { $0 }
        XCTAssertEqual(all.sorted(), Array(0..<count))
        // 61 containers in 4 parts: no subtree above 15. The root (61) and the heads of the
        // chains of 20 and 30 are solved serially until 15 remain below them.
        XCTAssertEqual(partition.top, [0] + Array(11...15) + Array(31...45))
        XCTAssertEqual(partition.subtrees.map(\.count).sorted(), [10, 15, 15])
        // Parents come before children within each subtree.
        for subtree in partition.subtrees {
            XCTAssertEqual(subtree, subtree.sorted())
        }
    }
}
