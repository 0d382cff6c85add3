import Diagnostics
import XCTest

@testable import LayoutTree

/// Every element becomes a typed node: containers, leaves, custom and unknown classes, untyped
/// elements and the parents that may hold them (SEMANTICS.md §1.1).
final class ElementProcessingTests: XCTestCase {
    func testKnownElementsBecomeTypedNodes() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <LMRowView/>
                <UIStackView/>
                <LMAnchorView/>
                <LMSpacer/>
                <UILabel/>
                <UISwitch/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.viewClass, .columnView)
        XCTAssertEqual(root.box?.axis, .vertical)
        XCTAssertEqual(root.children.map(\.viewClass), [.rowView, .stackView, .anchorView, .spacer, .label, .switchControl])
        XCTAssertEqual(root.children[0].box?.axis, .horizontal)
        XCTAssertEqual(root.children[1].stack, StackLayout())
        XCTAssertEqual(root.children[2].layout, .anchor)
        XCTAssertEqual(root.children[3].weight, 1)
        XCTAssertEqual(root.children[4].layout, ContainerLayout.none)
        XCTAssertEqual(root.location, SourceLocation(file: "doc.xml", line: 1, column: 1))
        XCTAssertEqual(root.children[4].location, SourceLocation(file: "doc.xml", line: 6, column: 5))
    }

    func testUnknownClassIsAGenericViewWithAWarningAndSuggestion() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UILable text="x"/>
                <UIWidget/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:2:5: warning: unknown view class 'UILable'; laid out as a plain UIView (did you mean 'UILabel'?) [MK001]",
                "doc.xml:3:5: warning: unknown view class 'UIWidget'; laid out as a plain UIView [MK001]",
            ])
        XCTAssertEqual(root.children.map(\.viewClass), [.view, .view])
        XCTAssertEqual(root.children.map(\.elementName), ["UILable", "UIWidget"])
    }

    func testModuleQualifiedClassIsAPlainViewWithItsNameRecorded() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <MyApp.CardView layoutMargins="4" id="card"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        let card = try XCTUnwrap(root.children.first)
        XCTAssertEqual(card.viewClass, .view)
        XCTAssertEqual(card.elementName, "MyApp.CardView")
        XCTAssertEqual(card.id, "card")
        XCTAssertEqual(card.layoutMargins, EdgeInsets(uniform: 4))
    }

    func testRootElementTakesTheRootClass() throws {
        let source = """
            <root layoutMargins="8">
                <UILabel/>
            </root>
            """
        let (plain, plainDiagnostics) = try ProcessingFixture.root(source)
        XCTAssertEqual(plain.viewClass, .view)
        XCTAssertEqual(plain.elementName, "root")
        // With no root class given, the owner's view is unknown: its children fill its margins.
        XCTAssertEqual(plainDiagnostics, [])
        XCTAssertEqual(plain.layout, .layer(marginsRelative: true))

        let (column, columnDiagnostics) = try ProcessingFixture.root(source) { $0.rootClass = "LMColumnView" }
        XCTAssertEqual(columnDiagnostics, [])
        XCTAssertEqual(column.viewClass, .columnView)
        XCTAssertEqual(column.box?.axis, .vertical)
        XCTAssertEqual(column.layoutMargins, EdgeInsets(uniform: 8))
    }

    func testSegmentsGiveTheirTitlesToTheSegmentedControl() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UISegmentedControl>
                    <segment title="One"/>
                    <segment title="@two"/>
                    <segment title="$three"/>
                    <segment title="^@four"/>
                </UISegmentedControl>
                <LMSegmentedControl>
                    <segment title="@five"/>
                </LMSegmentedControl>
            </LMColumnView>
            """,
            configure: { $0.strings = ["two": "Two"] })
        XCTAssertEqual(
            diagnostics, ["doc.xml:9:25: warning: localized string 'five' not found; showing '@five' [MK016]"])
        XCTAssertEqual(root.children[0].content.segmentTitles, ["One", "Two", "$three", "@four"])
        XCTAssertEqual(root.children[0].children.count, 0)
        XCTAssertEqual(root.children[1].content.segmentTitles, ["@five"])
    }

    func testUntypedElementInTheWrongParentIsAnError() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <segment title="x"/>
                <UILabel id="after"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, ["doc.xml:2:5: error: unexpected element <segment> in <LMColumnView> [MK002]"])
        XCTAssertEqual(root.childIDs, ["after"])
    }

    func testChildOfALabelIsAnError() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UILabel>
                    <UIView/>
                </UILabel>
                <UILabel id="after"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics, ["doc.xml:3:9: error: unexpected element <UIView> in <UILabel>: it does not take child views [MK020]"])
        XCTAssertEqual(root.children.count, 2)
        XCTAssertEqual(root.children[1].id, "after")
    }

    func testChildOfAPlainViewIsAWarningOnce() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UIView>
                    <UILabel/>
                    <UILabel/>
                </UIView>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            ["doc.xml:3:9: warning: <UIView> does not lay out child views; use LMColumnView, LMRowView or LMAnchorView [MK020]"])
        XCTAssertEqual(root.children.count, 1)
    }

    func testCustomButtonLaysOutItsChildAndSystemButtonRejectsIt() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UIButton>
                    <UILabel text="inside"/>
                </UIButton>
                <UIButton style="systemButton">
                    <UILabel text="rejected"/>
                </UIButton>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, ["doc.xml:6:9: error: a system button cannot hold a child view [MK020]"])
        XCTAssertEqual(root.children[0].layout, .buttonContent)
        XCTAssertEqual(root.children[0].children.count, 1)
        XCTAssertEqual(root.children[1].children.count, 0)
    }
}
