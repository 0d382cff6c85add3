import Foundation
import ScreenGenerators
import XCTest

@testable import LayoutTree

/// The lexicographic solve (SEMANTICS.md §2.0) checked by an independent LP solver: HiGHS, through
/// SciPy (`check_lexicographic.py`; `scripts/test` installs SciPy when it is missing). Every test
/// that compares the tree solve with the whole-document system trusts `LexicographicSolver`; here
/// nothing of markupc's decides what the optimum is.
final class IndependentSolverTests: XCTestCase {
    private static let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("check_lexicographic.py").path

    /// `system` and the values markupc's solver found for it, in the checker's format.
    private func write(_ constraints: [LinearConstraint], costs: [VariableCost] = [], variableCount: Int, values: [Double], to path: String) throws {
        func relation(_ relation: Relation) -> String {
            switch relation {
            case .equal: "equal"
            case .lessOrEqual: "lessOrEqual"
            case .greaterOrEqual: "greaterOrEqual"
            }
        }
        let system: [String: Any] = [
            "n": variableCount,
            "cons": constraints.map { constraint -> [String: Any] in
                [
                    "p": constraint.priority.level, "r": relation(constraint.relation), "c": constraint.expression.constant,
                    "t": constraint.expression.terms.map { [Double($0.variable.index), $0.coefficient] },
                ]
            },
            "costs": costs.map { [Double($0.variable.index), $0.weight, $0.priority.level] },
            "ours": values,
        ]
        try JSONSerialization.data(withJSONObject: system).write(to: URL(fileURLWithPath: path))
    }

    /// Runs the checker on every system in `directory`: its exit status and report.
    private func check(_ directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.checker, directory]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if output.contains("No module named") { XCTFail("SciPy is not installed: run scripts/test, which installs it\n\(output)") }
        return (process.terminationStatus, output)
    }

    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-lp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// The whole-document systems of 240 generated documents (every container kind, ties,
    /// overflow, baselines, grids, hidden views; half with the generator's wider variety), on two
    /// screens: at every level, HiGHS finds no smaller sum of errors than markupc's solve, with
    /// every level above held to markupc's own.
    func testTheWholeDocumentSystemsOfGeneratedDocumentsAreSolvedOptimallyAtEveryLevel() throws {
        let directory = try temporaryDirectory()
        let screens = [Screen(width: 375, height: 667, scale: 3), Screen(width: 320, height: 480, scale: 2)]
        var written = 0
        for seed in 1...120 {
            for variety in [false, true] {
                var generator = RandomLayoutGenerator(seed: UInt64(900_000 + seed))
                generator.variety = variety
                let root = try XCTUnwrap(DocumentCompiler().compile(source: generator.document()).root)
                let tree = FlatTree(root: root)
                let screen = screens[seed % 2]
                var measurer = LeafMeasurer()
                measurer.scale = screen.scale
                let intrinsic = (0..<tree.count).map { tree.participates[$0] ? measurer.intrinsicSize(of: tree.nodes[$0]) : IntrinsicSize.none }
                let margins = ViewMargins(tree.nodes.map { $0.layoutMargins ?? .zero })
                let exact = ExactLayoutSolver(tree: tree, intrinsic: intrinsic, margins: margins, measurer: measurer).solve(screen: screen)
                let system = LayoutEngine(rootMode: .plain).referenceSystem(
                    tree, intrinsic, margins, screen, naturalSizes: exact.naturalSizes, wrapWidths: [], recordsOrigins: false)
                let values = LexicographicSolver().solve(variableCount: system.variableCount, constraints: system.constraints)
                try write(system.constraints, variableCount: system.variableCount, values: values, to: "\(directory)/\(written).json")
                written += 1
            }
        }
        let result = try check(directory)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.hasSuffix("\(written) systems, 0 with a level off, 0 undecided\n"), result.output)
    }

    /// A system whose stand-in has a stretch bounded at 10⁹ (`LexicographicSolver.unreachableBound`),
    /// as a region's or a component's are: HiGHS agrees at every level, and it finds the level the
    /// solve broke before the tolerance stopped counting such bounds (a definition broken by 10⁻³).
    func testASystemWithAnUnreachableBoundIsSolvedOptimallyAndTheCheckerFindsABrokenLevel() throws {
        let directory = try temporaryDirectory()
        let v = { (index: Int) in LinearExpression(Variable(index: index)) }
        let constraints = [
            LinearConstraint(v(0), .greaterOrEqual, .constant(0.0005), priority: 2000),
            LinearConstraint(v(1), .lessOrEqual, .constant(LexicographicSolver.unreachableBound), priority: 2000),
            LinearConstraint(v(0), .equal, v(1), priority: 1000),
            LinearConstraint(v(0), .equal, .constant(0), priority: 1),
        ]
        let costs = [VariableCost(Variable(index: 1), 1, at: 250)]
        let values = LexicographicSolver().solve(variableCount: 2, constraints: constraints, costs: costs)
        try write(constraints, costs: costs, variableCount: 2, values: values, to: "\(directory)/solved.json")
        var result = try check(directory)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.hasSuffix("1 systems, 0 with a level off, 0 undecided\n"), result.output)
        // What the solve gave before: the first constraint left 5 × 10⁻⁴ short.
        try write(constraints, costs: costs, variableCount: 2, values: [0, 0], to: "\(directory)/solved.json")
        result = try check(directory)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("level 2000: markupc's sum 0.0005, HiGHS 0"), result.output)
    }
}
