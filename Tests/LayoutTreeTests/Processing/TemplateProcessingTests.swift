import Diagnostics
import XCTest

@testable import LayoutTree

/// `<?properties {json}?>` templates applied with `class="a, b"` (SEMANTICS.md §1.2, §1.8).
final class TemplateProcessingTests: XCTestCase {
    func testSingleTemplateIsApplied() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties {"title": {"font": "System-Bold 24", "textColor": "red", "numberOfLines": 2}}?>
            <LMColumnView>
                <UILabel class="title" text="Hi"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        let label = try XCTUnwrap(root.children.first)
        XCTAssertEqual(label.content.text, "Hi")
        XCTAssertEqual(label.content.font?.name, "System-Bold")
        XCTAssertEqual(label.content.font?.size, 24)
        XCTAssertEqual(label.content.font?.weight, .bold)
        XCTAssertEqual(label.content.font?.isSystem, true)
        XCTAssertEqual(label.appearance.textColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(label.content.numberOfLines, 2)
    }

    func testSeveralInstructionsMergeAndLaterValuesWin() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties {"label": {"text": "first", "numberOfLines": 2}}?>
            <?properties {"label": {"text": "second"}, "other": {"textAlignment": "center"}}?>
            <LMColumnView>
                <UILabel class="label"/>
                <?properties {"label": {"numberOfLines": 3}}?>
                <UILabel class="label"/>
                <UILabel class="other"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childTexts, ["second", "second", "<nil>"])
        // Templates are global from the point where they appear, not before.
        XCTAssertEqual(root.children.map(\.content.numberOfLines), [2, 3, 1])
        XCTAssertEqual(root.children.map(\.content.textAlignment), [.natural, .natural, .center])
    }

    func testElementAttributesWinOverTemplates() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties {"label": {"text": "template", "numberOfLines": 2, "textAlignment": "right"}}?>
            <LMColumnView>
                <UILabel text="own" class="label" numberOfLines="0"/>
                <UILabel class="label" text="own too"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childTexts, ["own", "own too"])
        XCTAssertEqual(root.children.map(\.content.numberOfLines), [0, 2])
        XCTAssertEqual(root.children.map(\.content.textAlignment), [.right, .right])
    }

    func testClassListIsAppliedInOrder() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties {"a": {"text": "A", "textAlignment": "left"}, "b": {"text": "B", "numberOfLines": 4}}?>
            <LMColumnView>
                <UILabel class="a, b"/>
                <UILabel class="b,a"/>
                <UILabel class="  b ,  a  "/>
                <UILabel class="a"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childTexts, ["B", "A", "A", "A"])
        XCTAssertEqual(root.children.map(\.content.textAlignment), [.left, .left, .left, .left])
        XCTAssertEqual(root.children.map(\.content.numberOfLines), [4, 4, 4, 1])
    }

    func testUndefinedTemplateIsAWarningAndTheOthersStillApply() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties {"title": {"text": "T"}}?>
            <LMColumnView>
                <UILabel class="missing, title"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics, ["doc.xml:3:21: warning: undefined template 'missing' in class attribute [MK010]"])
        XCTAssertEqual(root.childTexts, ["T"])
    }

    /// The malformed instruction may have defined the template: its uses are not each warned
    /// about as undefined (one error, not one warning per use besides it).
    func testMalformedJSONIsAnErrorAtItsPositionInsideTheJSON() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
            <?properties
              {"b": {"text" "x"}}?>
                <UILabel class="b" text="still built"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:3:17: error: malformed JSON in <?properties?>: expected ':' [MK011]"
            ])
        XCTAssertEqual(root.childTexts, ["still built"])
    }

    func testMalformedJSONSpanningLinesIsReportedOnItsOwnLine() throws {
        let (_, diagnostics) = ProcessingFixture.compile(
            """
            <?properties {
                "a": {"text": "x"},
                "b": {"text": "y" "z": 1}
            }?>
            <LMColumnView/>
            """)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        // The position is inside the JSON: line 3, at the `"z"` where a comma or `}` was expected.
        XCTAssertTrue(diagnostics.first?.hasPrefix("doc.xml:3:23: error: malformed JSON in <?properties?>: ") == true, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.hasSuffix(" [MK011]") == true, "\(diagnostics)")
    }

    /// JSON does not allow a trailing comma; §1.8 says invalid JSON is an error.
    func testTrailingCommaIsMalformedJSON() throws {
        let (_, diagnostics) = ProcessingFixture.compile(
            """
            <?properties {"a": {"text": "x",}}?>
            <LMColumnView/>
            """)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("error: malformed JSON in <?properties?>") == true, "\(diagnostics)")
    }

    func testNonObjectJSON() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties ["a"]?>
            <?properties {"c": 5, "d": {"e": [1], "text": "F"}}?>
            <LMColumnView>
                <UILabel class="d"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:1:14: warning: template file '[\"a\"].json' not found beside the document; its templates are unknown [MK012]",
                "doc.xml:2:14: error: template 'c' must be a JSON object of properties [MK011]",
                "doc.xml:2:14: warning: template 'd': value of 'e' is not a string, number or boolean [MK011]",
            ])
        XCTAssertEqual(root.childTexts, ["F"])
    }

    func testTemplateScalarsAreConvertedByType() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties {"cell": {"hidden": true, "weight": 2.5, "layoutMargins": 4, "backgroundColor": "#336699"}, "one": {"width": true, "hidden": false}}?>
            <LMRowView>
                <LMColumnView class="cell"/>
                <UIView class="one"/>
            </LMRowView>
            """)
        XCTAssertEqual(diagnostics, [])
        let cell = try XCTUnwrap(root.children.first)
        XCTAssertTrue(cell.isHidden)
        // A JSON boolean is an NSNumber: 1 for a number, as for a BOOL (it was an invalid width).
        let one = try XCTUnwrap(root.children.last)
        XCTAssertEqual(one.size.width, 1)
        XCTAssertFalse(one.isHidden)
        XCTAssertEqual(cell.weight, 2.5)
        XCTAssertEqual(cell.layoutMargins, EdgeInsets(uniform: 4))
        XCTAssertEqual(cell.appearance.backgroundColor, Color(hex: "#336699"))
    }

    /// Template values are converted by type only: no `@`, `$` or `^` processing (§1.2).
    func testTemplateValuesSkipPrefixProcessing() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties {"l": {"text": "@greeting"}, "b": {"text": "$name"}, "c": {"text": "^x"}}?>
            <LMColumnView>
                <UILabel class="l"/>
                <UILabel class="b"/>
                <UILabel class="c"/>
            </LMColumnView>
            """,
            configure: { $0.strings = ["greeting": "Hello"] })
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childTexts, ["@greeting", "$name", "^x"])
        XCTAssertEqual(root.children.map(\.content.bindings), [[:], [:], [:]])
    }

    /// A bad value from a template is reported where the template is used.
    func testBadTemplateValueIsReportedAtTheClassAttribute() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <?properties {"t": {"textAlignment": "middle", "text": "ok"}}?>
            <LMColumnView>
                <UILabel class="t"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:3:21: error: invalid value 'middle' for attribute 'textAlignment': "
                    + "expected one of left, center, right, justified, natural [MK004]"
            ])
        XCTAssertEqual(root.childTexts, ["ok"])
        XCTAssertEqual(root.children.first?.content.textAlignment, .natural)
    }
}
