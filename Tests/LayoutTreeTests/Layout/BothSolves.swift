import LayoutTree
import XCTest

/// The two solves of `LayoutEngine`: the tree solve every document gets and the whole-document
/// reference it is checked against. Tests that state a rule for both run it through each.
enum BothSolves {
    static let strategies: [LayoutEngine.SolveStrategy] = [.automatic, .wholeDocument]

    /// `source` laid out as a plain root view with one strategy.
    static func root(
        _ source: String, _ strategy: LayoutEngine.SolveStrategy, width: Double = 375, height: Double = 667, scale: Double = 2
    ) throws -> LaidOutView {
        let root = try XCTUnwrap(DocumentCompiler().compile(source: source).root)
        var engine = LayoutEngine(rootMode: .plain)
        engine.strategy = strategy
        return engine.layout(root, on: Screen(width: width, height: height, scale: scale)).root
    }

    /// Every view's frame of `source` laid out with one strategy, parents first (pre-order).
    static func frames(
        _ source: String, _ strategy: LayoutEngine.SolveStrategy, width: Double = 375, height: Double = 667, scale: Double = 2
    ) throws -> [Rect] {
        var frames: [Rect] = []
        var pending = [try root(source, strategy, width: width, height: height, scale: scale)]
        while let view = pending.popLast() {
            frames.append(view.frame)
            pending += view.children.reversed()
        }
        return frames
    }
}
