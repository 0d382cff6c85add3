import LayoutTree
import XCTest

/// The two solves of `LayoutEngine`: the exact one (documents up to `exactLimit` views) and the
/// per-container one (larger documents). Tests that state a rule for both run it through each.
enum BothSolves {
    static let strategies: [LayoutEngine.SolveStrategy] = [.wholeDocument, .perContainer]

    /// `source` laid out as a plain root view with one strategy.
    static func root(
        _ source: String, _ strategy: LayoutEngine.SolveStrategy, width: Double = 375, height: Double = 667, scale: Double = 2
    ) throws -> LaidOutView {
        let root = try XCTUnwrap(DocumentCompiler().compile(source: source).root)
        var engine = LayoutEngine(rootMode: .plain)
        engine.strategy = strategy
        return engine.layout(root, on: Screen(width: width, height: height, scale: scale)).root
    }
}
