import Diagnostics
import Foundation
import XCTest

@testable import LayoutTree

/// Compiles markup held in a string (as the file `doc.xml`) for the processing tests.
enum ProcessingFixture {
    static let file = "doc.xml"

    /// The typed root and every diagnostic as printed (`doc.xml:line:column: severity: message …`).
    static func compile(
        _ source: String, configure: (inout DocumentOptions) -> Void = { _ in }
    ) -> (root: ViewNode?, diagnostics: [String]) {
        var options = DocumentOptions()
        configure(&options)
        let document = DocumentCompiler(options: options).compile(source: source, file: file)
        return (document.root, document.diagnostics.diagnostics.map(\.description))
    }

    /// Like `compile`, but fails the test when there is no root.
    static func root(
        _ source: String, configure: (inout DocumentOptions) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (root: ViewNode, diagnostics: [String]) {
        let (root, diagnostics) = compile(source, configure: configure)
        let unwrapped = try XCTUnwrap(root, "no root; diagnostics: \(diagnostics)", file: file, line: line)
        return (unwrapped, diagnostics)
    }
}

extension ViewNode {
    /// The ids of the direct children, `-` for a child without one.
    var childIDs: [String] { children.map { $0.id ?? "-" } }

    /// The texts of the direct children, `nil` shown as `<nil>`.
    var childTexts: [String] { children.map { $0.content.text ?? "<nil>" } }

    /// The box (LMRowView/LMColumnView) settings, if this is a box.
    var box: BoxLayout? {
        if case .box(let box) = layout { return box }
        return nil
    }

    /// The UIStackView settings, if this is a stack view.
    var stack: StackLayout? {
        if case .stack(let stack) = layout { return stack }
        return nil
    }
}
