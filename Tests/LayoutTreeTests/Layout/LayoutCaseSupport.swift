import Foundation
import LayoutTree
import XCTest

/// One hand-derived layout case: a markup snippet, the screen it is laid out on, and the frames
/// (relative to the parent, in points) expected at child-index paths: `""` is the root, `"0"` its
/// first child, `"0/2"` the third child of the first child. Indices count hidden children too.
///
/// Every expectation is derived by hand from SEMANTICS.md; `why` gives the arithmetic in one line.
/// Markup uses single-quoted XML attributes so that snippets need no escaping in Swift.
struct LayoutCase {
    var name: String
    var markup: String
    var width: Double
    var height: Double
    var scale: Double
    var mode: RootMode
    var safeArea: EdgeInsets
    /// path → [x, y, width, height], relative to the parent.
    var frames: [String: [Double]]
    /// path → [x, y, width, height] on the screen (optional; used where the relative frame alone says too little).
    var absolute: [String: [Double]]
    /// path → [x, y, width, height] where the view is drawn: the absolute rectangle moved by its
    /// scroll views' initial content offsets (`appliesContentOffset`, `--apply-offset`, §4.1).
    var drawn: [String: [Double]]
    var why: String

    init(
        _ name: String, _ markup: String, width: Double = 300, height: Double = 100, scale: Double = 1,
        mode: RootMode = .plain, safeArea: EdgeInsets = .zero,
        frames: [String: [Double]], absolute: [String: [Double]] = [:], drawn: [String: [Double]] = [:], why: String
    ) {
        self.name = name
        self.markup = markup
        self.width = width
        self.height = height
        self.scale = scale
        self.mode = mode
        self.safeArea = safeArea
        self.frames = frames
        self.absolute = absolute
        self.drawn = drawn
        self.why = why
    }

    /// Lays the case out and returns one line per problem (empty when every listed frame matches).
    func mismatches(tolerance: Double = 0.01) -> [String] {
        let document = DocumentCompiler().compile(source: markup, file: "\(name).xml")
        if document.diagnostics.hasErrors {
            let errors = document.diagnostics.diagnostics.filter { $0.severity == .error }.map(\.description)
            return ["\(name): markup has errors: \(errors.joined(separator: "; "))\n    markup: \(markup)"]
        }
        guard let root = document.root else { return ["\(name): no root view\n    markup: \(markup)"] }
        let screen = Screen(width: width, height: height, scale: scale, safeArea: safeArea)
        var engine = LayoutEngine(rootMode: mode)
        var byPath = laidOutViewsByPath(engine.layout(root, on: screen).root)

        var problems = rectMismatches(frames, "frame", in: byPath, tolerance: tolerance, \.frame)
        problems += rectMismatches(absolute, "absolute", in: byPath, tolerance: tolerance, \.absolute)
        if !drawn.isEmpty {
            engine.appliesContentOffset = true
            byPath = laidOutViewsByPath(engine.layout(root, on: screen).root)
            problems += rectMismatches(drawn, "drawn", in: byPath, tolerance: tolerance, \.absolute)
        }
        guard !problems.isEmpty else { return [] }
        let modeText = mode == .plain ? "plain" : "viewController"
        return [
            "\(name) (\(formatPoints(width))×\(formatPoints(height)) @\(formatPoints(scale))x, \(modeText)): "
                + "\(why)\n    markup: \(markup)\n    " + problems.joined(separator: "\n    ")
        ]
    }
}

/// Lays out every case, collects every mismatch of every case, prints them all, then fails once
/// with the number of failing cases, so that one failing case never hides another.
func assertLayout(_ cases: [LayoutCase], file: StaticString = #filePath, line: UInt = #line) {
    var names = Set<String>()
    var failures: [String] = []
    for layoutCase in cases {
        if !names.insert(layoutCase.name).inserted {
            failures.append("\(layoutCase.name): duplicate case name")
        }
        failures += layoutCase.mismatches()
    }
    guard !failures.isEmpty else { return }
    let report = failures.joined(separator: "\n")
    print("layout cases: \(failures.count) of \(cases.count) failing\n\(report)")
    XCTFail("\(failures.count) of \(cases.count) layout cases failed:\n\(report)", file: file, line: line)
}

/// Every view under `root` by its child-index path: `""` is the root, `"0"` its first child,
/// `"0/2"` the third child of that one (hidden children counted).
func laidOutViewsByPath(_ root: LaidOutView) -> [String: LaidOutView] {
    var byPath: [String: LaidOutView] = [:]
    var pending: [(LaidOutView, String)] = [(root, "")]
    while let (view, path) = pending.popLast() {
        byPath[path] = view
        for (index, child) in view.children.enumerated() {
            pending.append((child, path.isEmpty ? "\(index)" : "\(path)/\(index)"))
        }
    }
    return byPath
}

/// One line per expected rectangle (path → [x, y, width, height]) that `rect` of the view at that
/// path misses by more than `tolerance`, or that no view is at.
func rectMismatches(
    _ expected: [String: [Double]], _ kind: String, in byPath: [String: LaidOutView], tolerance: Double = 0.01,
    _ rect: (LaidOutView) -> Rect
) -> [String] {
    var problems: [String] = []
    for (path, want) in expected.sorted(by: { $0.key < $1.key }) {
        guard let view = byPath[path] else {
            problems.append("[\(path)] \(kind): no view at this path")
            continue
        }
        let r = rect(view)
        let got = [r.x, r.y, r.width, r.height]
        if want.count != 4 || zip(got, want).contains(where: { abs($0 - $1) > tolerance }) {
            problems.append(
                "[\(path)] \(kind): expected (\(want.map(formatPoints).joined(separator: ", "))) "
                    + "got (\(got.map(formatPoints).joined(separator: ", ")))")
        }
    }
    return problems
}

/// A leaf of class `element` with a placeholder intrinsic content size (no font measurement), with
/// extra attributes.
func leaf(_ element: String, _ width: Double, _ height: Double, _ extra: String = "") -> String {
    "<\(element) intrinsicWidth='\(formatPoints(width))' intrinsicHeight='\(formatPoints(height))'"
        + (extra.isEmpty ? "" : " " + extra) + "/>"
}

/// A label with a placeholder intrinsic content size.
func lbl(_ width: Double, _ height: Double, _ extra: String = "") -> String {
    leaf("UILabel", width, height, extra)
}
