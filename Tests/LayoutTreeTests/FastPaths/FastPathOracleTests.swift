import Foundation
import ScreenGenerators
import XCTest

@testable import LayoutTree

/// The per-container solver's fast paths against its LP: identical values (1e-6) on every
/// conformance fixture, benchmark-like documents and random small documents. Ties are left to
/// the LP here (its vertex among tied optima is its own); `TieResolutionTests` checks the rule.
final class FastPathOracleTests: XCTestCase {
    override func setUp() { HierarchicalLayoutSolver.fastPathsResolveTies = false }
    override func tearDown() { HierarchicalLayoutSolver.fastPathsResolveTies = true }

    /// Raw solver values with the fast paths on and off (as `LayoutEngine` solves a large document).
    private func compare(_ root: ViewNode, width: Double, height: Double, label: String) -> [String] {
        let screen = Screen(width: width, height: height, scale: 3)
        var measurer = LeafMeasurer()
        measurer.scale = 3
        let tree = FlatTree(root: root)
        let margins = tree.nodes.map { node -> EdgeInsets in
            if let declared = node.layoutMargins { return declared }
            let zeroByDefault = node.viewClass.isMarkupKitLayoutView || node.viewClass == .stackView
            return zeroByDefault ? .zero : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        let intrinsic = (0..<tree.count).map { index in
            tree.participates[index] ? measurer.intrinsicSize(of: tree.nodes[index]) : IntrinsicSize.none
        }
        var split = tree
        LargeContainerSplitter().split(&split)
        let added = split.count - tree.count
        func run(_ fast: Bool) -> [Double] {
            var solver = HierarchicalLayoutSolver(
                tree: split, intrinsic: intrinsic + Array(repeating: .none, count: added),
                margins: margins + Array(repeating: .zero, count: added), rightToLeft: false)
            solver.fastPaths = fast
            return solver.solve(screen: screen)
        }
        let lp = run(false)
        HierarchicalLayoutSolver.countFastPaths = true
        let fast = run(true)
        HierarchicalLayoutSolver.countFastPaths = false
        var problems: [String] = []
        for index in lp.indices where abs(lp[index] - fast[index]) > 1e-6 || lp[index].isNaN != fast[index].isNaN {
            problems.append("\(label): view \(index / 4) value \(index % 4): LP \(lp[index]) fast \(fast[index])")
            if problems.count > 5 { break }
        }
        // The laid-out frames too, through the engine.
        var engine = LayoutEngine(rootMode: .plain)
        engine.strategy = .perContainer
        HierarchicalLayoutSolver.fastPathsByDefault = false
        let slow = engine.layout(root, on: screen)
        HierarchicalLayoutSolver.fastPathsByDefault = true
        let quick = engine.layout(root, on: screen)
        var stack = [(slow.root, quick.root)]
        while let (a, b) = stack.popLast() {
            let x = [a.frame.x, a.frame.y, a.frame.width, a.frame.height], y = [b.frame.x, b.frame.y, b.frame.width, b.frame.height]
            if zip(x, y).contains(where: { abs($0 - $1) > 1e-6 }) {
                problems.append("\(label): frame \(a.frame) vs \(b.frame)")
                break
            }
            stack += zip(a.children, b.children).map { ($0, $1) }
        }
        return problems
    }

    private func root(_ source: String) -> ViewNode? {
        DocumentCompiler().compile(source: source).root
    }

    func testConformanceFixtures() throws {
        HierarchicalLayoutSolver.fastPathCounts = [0, 0, 0, 0]
        guard let directory = ConformanceTests.fixtureDirectory else { throw XCTSkip("no fixtures") }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xml") }.sorted()
        var problems: [String] = []
        for name in names {
            let fixture = try ConformanceFixture(xml: directory.appendingPathComponent(name))
            guard let root = DocumentCompiler().compile(fileAtPath: fixture.xmlPath).root else { continue }
            problems += compare(root, width: fixture.width, height: fixture.height, label: fixture.name)
        }
        XCTAssertTrue(problems.isEmpty, problems.prefix(30).joined(separator: "\n"))
        print("fast-path oracle: \(names.count) fixtures, \(problems.count) differences; coverage \(HierarchicalLayoutSolver.fastPathCounts)")
    }

    func testBenchmarkLikeDocuments() throws {
        var problems: [String] = []
        for size in [300, 3000] {
            var generator = LongScreenGenerator(seed: UInt64(size))
            let text = generator.document(viewCount: size).text
            guard let root = root(text) else { return XCTFail("not parsed") }
            HierarchicalLayoutSolver.fastPathCounts = [0, 0, 0, 0]
            problems += compare(root, width: 390, height: 844, label: "bench \(size)")
            print("fast-path oracle: bench \(size): coverage \(HierarchicalLayoutSolver.fastPathCounts)")
        }
        XCTAssertTrue(problems.isEmpty, problems.prefix(30).joined(separator: "\n"))
    }

    func testRandomDocuments() throws {
        var problems: [String] = []
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["MARKUPC_ORACLE_SEED"].flatMap { UInt64($0) } ?? 12345
        let count = environment["MARKUPC_ORACLE_COUNT"].flatMap { Int($0) } ?? 400
        var generator = OracleDocumentGenerator(seed: seed)
        HierarchicalLayoutSolver.fastPathCounts = [0, 0, 0, 0]
        var parsed = 0
        defer { print("fast-path oracle: \(parsed) random documents, coverage \(HierarchicalLayoutSolver.fastPathCounts)") }
        for index in 0..<count {
            let text = generator.randomDocument()
            guard let root = root(text) else { continue }
            parsed += 1
            let found = compare(root, width: [320, 390, 600][index % 3], height: [480, 844, 1000][index % 3], label: "random \(index)")
            if !found.isEmpty { problems += found + [text] }
        }
        XCTAssertTrue(problems.isEmpty, problems.prefix(30).joined(separator: "\n"))
    }
}

/// Deterministic small random mixes of every container (the benchmark's long screens come from ScreenGenerators).
struct OracleDocumentGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D | 1 }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private mutating func pick(_ options: [String]) -> String { options[next(options.count)] }

    private mutating func sizing(into text: inout String) {
        if next(4) == 0 { text += " width=\"\(20 + next(150))\"" }
        if next(5) == 0 { text += " height=\"\(10 + next(80))\"" }
        if next(5) == 0 { text += " minimumWidth=\"\(next(120))\"" }
        if next(6) == 0 { text += " maximumWidth=\"\(30 + next(200))\"" }
        if next(6) == 0 { text += " minimumHeight=\"\(next(60))\"" }
        if next(6) == 0 { text += " maximumHeight=\"\(10 + next(80))\"" }
        if next(4) == 0 { text += " weight=\"\(1 + next(3))\"" }
        if next(8) == 0 { text += " horizontalContentHuggingPriority=\"\(pick(["200", "300", "700", "1000"]))\"" }
        if next(8) == 0 { text += " verticalContentCompressionResistancePriority=\"\(pick(["200", "500", "800", "1000"]))\"" }
        if next(10) == 0 { text += " layoutMargins=\"\(next(20))\"" }
        if next(10) == 0 { text += " topSpacing=\"\(next(12))\" leadingSpacing=\"\(next(12))\"" }
        if next(25) == 0 { text += " hidden=\"true\"" }
    }

    mutating func randomDocument() -> String {
        var text = ""
        randomNode(depth: 0, into: &text)
        return text
    }

    private mutating func randomNode(depth: Int, into text: inout String) {
        if depth > 0 && (depth >= 4 || next(100) < 40) {
            let tag = pick(["UILabel", "UIImageView", "UIView", "UIButton", "LMSpacer"])
            text += "<\(tag)"
            if tag != "LMSpacer" && next(6) != 0 {
                text += " intrinsicWidth=\"\(Double(next(400)) / 2)\" intrinsicHeight=\"\(Double(next(120)) / 2)\""
            }
            sizing(into: &text)
            text += "/>"
            return
        }
        let tag = depth == 0 ? pick(["LMColumnView", "LMRowView", "UIStackView"]) : pick(["LMRowView", "LMColumnView", "UIStackView", "UIStackView", "LMAnchorView"])
        text += "<\(tag)"
        switch tag {
        case "LMRowView", "LMColumnView":
            if next(2) == 0 { text += " horizontalAlignment=\"\(pick(["fill", "fill", "leading", "trailing", "center"]))\"" }
            if next(2) == 0 { text += " verticalAlignment=\"\(pick(["fill", "fill", "top", "bottom", "center"]))\"" }
            if next(3) == 0 { text += " spacing=\"\(next(16))\"" }
        case "UIStackView":
            text += " axis=\"\(pick(["horizontal", "vertical"]))\""
            if next(3) == 0 { text += " distribution=\"\(pick(["fill", "fill", "fillEqually", "equalSpacing"]))\"" }
            if next(3) == 0 { text += " alignment=\"\(pick(["fill", "fill", "leading", "center", "trailing"]))\"" }
            if next(3) == 0 { text += " spacing=\"\(next(16))\"" }
            if next(4) == 0 { text += " layoutMarginsRelativeArrangement=\"true\"" }
        default:
            break
        }
        if depth > 0 {
            sizing(into: &text)
            if next(3) == 0 { text += " anchor=\"\(pick(["top, bottom", "leading, trailing", "left", "top", "all"]))\"" }
        }
        text += ">"
        for _ in 0..<(1 + next(5)) { randomNode(depth: depth + 1, into: &text) }
        text += "</\(tag)>"
    }
}
