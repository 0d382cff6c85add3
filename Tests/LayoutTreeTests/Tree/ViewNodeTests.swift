import Diagnostics
import XCTest

@testable import LayoutTree

/// `ViewNode` is a value: its fields are shared between copies until one of them changes,
/// including the appearance it keeps in a box of its own.
final class ViewNodeTests: XCTestCase {
    private func label() -> ViewNode {
        ViewNode(elementName: "UILabel", viewClass: .label, location: SourceLocation(file: "t.xml", line: 1, column: 1))
    }

    func testDefaultContentAndAppearanceReadAsTheDefaults() {
        let node = label()
        XCTAssertNil(node.content.text)
        XCTAssertEqual(node.content.numberOfLines, 1)
        XCTAssertEqual(node.content.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(node.appearance.alpha, 1)
        XCTAssertNil(node.appearance.backgroundColor)
    }

    func testChangingACopysContentLeavesTheOriginalAlone() {
        var original = label()
        original.content.text = "Hello"
        original.appearance.alpha = 0.5
        var copy = original
        copy.content.text = "Bye"
        copy.content.numberOfLines = 0
        copy.appearance.alpha = 0.25
        XCTAssertEqual(original.content.text, "Hello")
        XCTAssertEqual(original.content.numberOfLines, 1)
        XCTAssertEqual(original.appearance.alpha, 0.5)
        XCTAssertEqual(copy.content.text, "Bye")
        XCTAssertEqual(copy.content.numberOfLines, 0)
        XCTAssertEqual(copy.appearance.alpha, 0.25)
    }

    func testAFieldChangeOnACopyKeepsTheSharedContent() {
        var original = label()
        original.content.text = "Shared"
        var copy = original
        copy.id = "other"
        XCTAssertEqual(copy.content.text, "Shared")
        copy.content.text = "Own"
        XCTAssertNil(original.id)
        XCTAssertEqual(original.content.text, "Shared")
        XCTAssertEqual(copy.content.text, "Own")
    }
}
