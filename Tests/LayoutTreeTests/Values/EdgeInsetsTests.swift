import Diagnostics
import XCTest

@testable import LayoutTree

final class EdgeInsetsTests: XCTestCase {
    let at = ValuesFixture.location

    // §1.7: one number sets all four edges.
    func testUniformValue() {
        let (insets, diagnostics) = ValuesFixture.run {
            EdgeInsetsParser.parse("12", attribute: "layoutMargins", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(insets, EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        XCTAssertEqual(diagnostics, [])
    }

    func testUniformValueFollowsTheNumberRules() {
        let (insets, warned) = ValuesFixture.run {
            EdgeInsetsParser.parse("8pt", attribute: "contentEdgeInsets", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(insets, EdgeInsets(uniform: 8))
        XCTAssertEqual(warned, ["view.xml:3:14: warning: '8pt' is not a number; MarkupKit reads it as 8 [MK006]"])

        let (none, failed) = ValuesFixture.run {
            EdgeInsetsParser.parse("wide", attribute: "layoutMargins", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(none, EdgeInsets(uniform: 0))
        XCTAssertEqual(
            failed, ["view.xml:3:14: error: invalid value 'wide' for attribute 'layoutMargins': expected a number; MarkupKit reads it as 0 [MK004]"])
    }

    // Extension: "top, left, bottom, right". MarkupKit's floatValue would read only the first number.
    func testFourNumberExtension() {
        let (insets, diagnostics) = ValuesFixture.run {
            EdgeInsetsParser.parse("1, 2,3 , 4.5", attribute: "layoutMargins", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(insets, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5))
        XCTAssertEqual(
            diagnostics,
            [
                "view.xml:3:14: warning: MarkupKit does not accept '1, 2,3 , 4.5' for attribute 'layoutMargins' "
                    + "(iOS would use 1 on every edge); markupc reads it as top 1, left 2, bottom 3, right 4.5 [MK005]"
            ])
        // Anything else with commas is a number with junk.
        let (three, warned) = ValuesFixture.run {
            EdgeInsetsParser.parse("1, 2, 3", attribute: "layoutMargins", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(three, EdgeInsets(uniform: 1))
        XCTAssertEqual(warned, ["view.xml:3:14: warning: '1, 2, 3' is not a number; MarkupKit reads it as 1 [MK006]"])
    }

    // §1.7 (choice): uniform first, then per-edge values, whatever the attribute order.
    func testBuilderAppliesUniformBeforeEdges() {
        var edgesFirst = EdgeInsetsBuilder()
        edgesFirst.set(.top, to: 4)
        edgesFirst.set(.right, to: 2)
        edgesFirst.setUniform(12)
        XCTAssertEqual(edgesFirst.resolve(), EdgeInsets(top: 4, left: 12, bottom: 12, right: 2))

        var uniformFirst = EdgeInsetsBuilder()
        uniformFirst.setUniform(12)
        uniformFirst.set(.right, to: 2)
        uniformFirst.set(.top, to: 4)
        XCTAssertEqual(uniformFirst.resolve(), edgesFirst.resolve())
    }

    func testBuilderDefaults() {
        XCTAssertTrue(EdgeInsetsBuilder().isEmpty)
        XCTAssertEqual(EdgeInsetsBuilder().resolve(), .zero)

        var margins = EdgeInsetsBuilder(base: EdgeInsets(uniform: 8))  // UIView's default layout margins
        margins.set(.bottom, to: 0)
        XCTAssertFalse(margins.isEmpty)
        XCTAssertEqual(margins.resolve(), EdgeInsets(top: 8, left: 8, bottom: 0, right: 8))

        margins.setUniform(4)
        margins.setUniform(6)  // a later whole value replaces an earlier one (own attribute after template)
        XCTAssertEqual(margins.resolve(), EdgeInsets(top: 6, left: 6, bottom: 0, right: 6))

        margins.setAll(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(margins.resolve(), EdgeInsets(top: 1, left: 2, bottom: 0, right: 4))
    }

    func testLeadingAndTrailing() {
        var builder = EdgeInsetsBuilder()
        builder.set(.trailing, to: 20)
        builder.setUniform(5)
        builder.set(.leading, to: 10)
        XCTAssertEqual(builder.resolve(), EdgeInsets(top: 5, left: 10, bottom: 5, right: 20))
        XCTAssertEqual(builder.resolve(rightToLeft: false), EdgeInsets(top: 5, left: 10, bottom: 5, right: 20))
        XCTAssertEqual(builder.resolve(rightToLeft: true), EdgeInsets(top: 5, left: 20, bottom: 5, right: 10))
    }

    func testSameEdgeTwiceLaterSettingWins() {
        var builder = EdgeInsetsBuilder()
        builder.set(.leading, to: 10)
        builder.set(.left, to: 3)
        XCTAssertEqual(builder.resolve().left, 3)
        XCTAssertEqual(builder.resolve(rightToLeft: true), EdgeInsets(top: 0, left: 3, bottom: 0, right: 10))

        builder.set(.leading, to: 7)  // moves to the end
        XCTAssertEqual(builder.resolve().left, 7)
        XCTAssertEqual(builder.edgeValues.map(\.edge), [.left, .leading])
    }

    // §1.2 and §1.7: which attributes are insets.
    func testAttributeNames() {
        let cases: [(key: String, attribute: EdgeInsetsAttribute?, line: UInt)] = [
            ("layoutMargins", .whole(property: "layoutMargins"), #line),
            ("contentEdgeInsets", .whole(property: "contentEdgeInsets"), #line),
            ("titleEdgeInsets", .whole(property: "titleEdgeInsets"), #line),
            ("imageEdgeInsets", .whole(property: "imageEdgeInsets"), #line),
            ("contentInset", .whole(property: "contentInset"), #line),
            ("separatorInset", .whole(property: "separatorInset"), #line),
            ("sectionInset", .whole(property: "sectionInset"), #line),
            ("textContainerInset", .whole(property: "textContainerInset"), #line),
            ("layoutMarginTop", .edge(property: "layoutMargins", .top), #line),
            ("layoutMarginLeft", .edge(property: "layoutMargins", .left), #line),
            ("layoutMarginBottom", .edge(property: "layoutMargins", .bottom), #line),
            ("layoutMarginRight", .edge(property: "layoutMargins", .right), #line),
            ("layoutMarginLeading", .edge(property: "layoutMargins", .leading), #line),
            ("layoutMarginTrailing", .edge(property: "layoutMargins", .trailing), #line),
            ("contentEdgeInsetTop", .edge(property: "contentEdgeInsets", .top), #line),
            ("titleEdgeInsetLeading", .edge(property: "titleEdgeInsets", .leading), #line),
            ("imageEdgeInsetRight", .edge(property: "imageEdgeInsets", .right), #line),
            ("contentInsetBottom", .edge(property: "contentInset", .bottom), #line),
            ("sectionInsetTrailing", .edge(property: "sectionInset", .trailing), #line),
            ("button.contentEdgeInsetTop", .edge(property: "button.contentEdgeInsets", .top), #line),
            ("layoutMargin", nil, #line),
            ("layoutMarginMiddle", nil, #line),
            ("layoutMargintop", nil, #line),
            ("contentInsetAdjustmentBehavior", nil, #line),
            ("spacing", nil, #line),
        ]
        for test in cases {
            XCTAssertEqual(EdgeInsetsAttribute(keyPath: test.key), test.attribute, test.key, line: test.line)
        }
        XCTAssertEqual(EdgeInsetsAttribute(keyPath: "layoutMarginTop")?.property, "layoutMargins")
    }

    func testEdgeValue() {
        let (value, diagnostics) = ValuesFixture.run {
            EdgeInsetsParser.parseEdge("4", attribute: "layoutMarginTop", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(value, 4)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            EdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5).description, "top 1, left 2, bottom 3, right 4.5")
    }
}
