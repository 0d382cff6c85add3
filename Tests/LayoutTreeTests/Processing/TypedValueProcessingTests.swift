import Diagnostics
import XCTest

@testable import LayoutTree

/// Typed attribute values reaching the node (SEMANTICS.md §1.2–1.7), and bad values reported at the
/// value's own line:column while the rest of the document is still processed.
final class TypedValueProcessingTests: XCTestCase {
    func testEachValueKindReachesTheNode() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView layoutMarginTop="4" layoutMargins="12" spacing="6" horizontalAlignment="leading">
                <UILabel text="Hi" font="System-Bold 17" textColor="#336699" backgroundColor="red"
                    textAlignment="center" lineBreakMode="byWordWrapping" numberOfLines="0" weight="2" width="120.5" hidden="true"/>
                <LMRowView layoutMarginLeading="3" layoutMarginTrailing="5" verticalAlignment="top" alignToBaseline="yes" baseline="last"/>
                <UIStackView axis="vertical" distribution="fillEqually" alignment="center" spacing="10" layoutMargins="7"
                    isLayoutMarginsRelativeArrangement="true"/>
                <UIButton contentEdgeInsets="5" contentEdgeInsetLeft="9" font="body"/>
                <UIImageView contentMode="scaleAspectFit" image="world.png" minimumHeight="10" maximumWidth="80"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])

        // Insets: the uniform value first, then every per-edge value, whatever the order (§1.7).
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 4, left: 12, bottom: 12, right: 12))
        XCTAssertEqual(root.box?.spacing, 6)
        XCTAssertEqual(root.box?.horizontalAlignment, .start)
        XCTAssertEqual(root.box?.verticalAlignment, .fill)

        let label = root.children[0]
        XCTAssertEqual(label.content.font, FontDescriptor(name: "System-Bold", size: 17, weight: .bold, isSystem: true))
        XCTAssertEqual(label.appearance.textColor, Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0))
        XCTAssertEqual(label.appearance.backgroundColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(label.content.textAlignment, .center)
        XCTAssertEqual(label.content.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(label.content.numberOfLines, 0)
        XCTAssertEqual(label.weight, 2)
        XCTAssertEqual(label.size.width, 120.5)
        XCTAssertTrue(label.isHidden)

        let row = root.children[1]
        XCTAssertEqual(row.layoutMargins, EdgeInsets(top: 0, left: 3, bottom: 0, right: 5))
        XCTAssertEqual(row.box?.verticalAlignment, .start)
        XCTAssertEqual(row.box?.alignToBaseline, true)
        XCTAssertEqual(row.box?.baseline, .last)

        let stack = try XCTUnwrap(root.children[2].stack)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.spacing, 10)
        XCTAssertTrue(stack.layoutMarginsRelativeArrangement)
        XCTAssertEqual(root.children[2].layoutMargins, EdgeInsets(uniform: 7))

        let button = root.children[3]
        XCTAssertEqual(button.content.contentEdgeInsets, EdgeInsets(top: 5, left: 9, bottom: 5, right: 5))
        XCTAssertEqual(button.content.font?.textStyle, .body)
        XCTAssertEqual(button.content.font?.size, 17)

        let image = root.children[4]
        XCTAssertEqual(image.content.contentMode, .scaleAspectFit)
        XCTAssertEqual(image.content.imageName, "world.png")
        XCTAssertEqual(image.size.minimumHeight, 10)
        XCTAssertEqual(image.size.maximumWidth, 80)
    }

    func testLeadingAndTrailingMarginsFollowTheLayoutDirection() throws {
        let source = #"<LMRowView layoutMarginLeading="3" layoutMarginTrailing="5" layoutMarginLeft="1"/>"#
        // The later attribute wins between left and leading.
        let (ltr, _) = try ProcessingFixture.root(source)
        XCTAssertEqual(ltr.layoutMargins, EdgeInsets(top: 0, left: 1, bottom: 0, right: 5))
        let (rtl, _) = try ProcessingFixture.root(source) { $0.rightToLeft = true }
        XCTAssertEqual(rtl.layoutMargins, EdgeInsets(top: 0, left: 1, bottom: 0, right: 3))
    }

    func testStackAlignmentSynonymsAndBoxCentering() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView horizontalAlignment="center">
                <UIStackView alignment="top"/>
                <UIStackView alignment="bottom" distribution="equalCentering"/>
                <LMRowView verticalAlignment="center" horizontalAlignment="trailing"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.box?.horizontalAlignment, .center)
        XCTAssertEqual(root.children[0].stack?.alignment, .leading)
        XCTAssertEqual(root.children[1].stack?.alignment, .trailing)
        XCTAssertEqual(root.children[1].stack?.distribution, .equalCentering)
        XCTAssertEqual(root.children[2].box?.verticalAlignment, .center)
        XCTAssertEqual(root.children[2].box?.horizontalAlignment, .end)
    }

    func testBadValuesAreReportedAtTheirValuesAndTheRestIsProcessed() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView spacing="wide">
                <UIStackView axis="verticle" distribution="fillEqualy"/>
                <UILabel textAlignment="centre" textColor="bleu" font="Helvetica Neue 17"/>
                <UILabel numberOfLines="two" width="12px" backgroundColor="#12345"/>
                <LMRowView horizontalAlignment="center" layoutMargins="x"/>
                <LMColumnView verticalAlignment="center" anchor="top, middle"/>
                <UILabel id="after" text="still here"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:1:24: error: invalid value 'wide' for attribute 'spacing': expected a number; MarkupKit reads it as 0 [MK004]",
                "doc.xml:2:24: error: invalid value 'verticle' for attribute 'axis': expected one of horizontal, vertical "
                    + "(did you mean 'vertical'?) [MK004]",
                "doc.xml:2:48: error: invalid value 'fillEqualy' for attribute 'distribution': expected one of fill, "
                    + "fillEqually, fillProportionally, equalSpacing, equalCentering (did you mean 'fillEqually'?) [MK004]",
                "doc.xml:3:29: error: invalid value 'centre' for attribute 'textAlignment': expected one of left, center, "
                    + "right, justified, natural (did you mean 'center'?) [MK004]",
                "doc.xml:3:48: warning: invalid value 'bleu' for attribute 'textColor': expected a colour "
                    + "(#rrggbb, #rrggbbaa or a colour name) (did you mean 'blue'?) [MK009]",
                "doc.xml:3:60: warning: invalid value 'Helvetica Neue 17' for attribute 'font': expected a font "
                    + "('<Name> <size>', 'System 17', 'System-Bold 17' or a text style such as 'body') "
                    + "(did you mean 'HelveticaNeue 17'?) [MK004]",
                "doc.xml:4:29: error: invalid value 'two' for attribute 'numberOfLines': expected a whole number; MarkupKit reads it as 0 [MK004]",
                "doc.xml:4:41: warning: '12px' is not a number; MarkupKit reads it as 12 [MK006]",
                "doc.xml:4:64: warning: invalid value '#12345' for attribute 'backgroundColor': expected a colour "
                    + "(#rrggbb, #rrggbbaa or a colour name) [MK004]",
                "doc.xml:5:37: error: invalid value 'center' for attribute 'horizontalAlignment': "
                    + "expected one of fill, leading, trailing [MK005]",
                "doc.xml:5:60: error: invalid value 'x' for attribute 'layoutMargins': expected a number; MarkupKit reads it as 0 [MK004]",
                "doc.xml:6:38: error: invalid value 'center' for attribute 'verticalAlignment': "
                    + "expected one of fill, top, bottom [MK005]",
                "doc.xml:6:54: warning: invalid value 'middle' for attribute 'anchor': "
                    + "expected one of none, top, bottom, left, right, leading, trailing, all [MK004]",
            ])

        // Bad values leave the defaults, but a number with no numeric prefix reads as 0, as KVC
        // reads it (§1.2); good values after them still apply.
        XCTAssertEqual(root.box?.spacing, 0)
        XCTAssertEqual(root.children.count, 6)
        XCTAssertEqual(root.children[0].stack?.axis, .horizontal)
        XCTAssertEqual(root.children[0].stack?.distribution, .fill)
        XCTAssertEqual(root.children[1].content.textAlignment, .natural)
        XCTAssertNil(root.children[1].appearance.textColor)
        XCTAssertNil(root.children[1].content.font)
        XCTAssertEqual(root.children[2].content.numberOfLines, 0)
        XCTAssertEqual(root.children[2].size.width, 12)
        XCTAssertNil(root.children[2].appearance.backgroundColor)
        XCTAssertEqual(root.children[3].box?.horizontalAlignment, .fill)
        XCTAssertEqual(root.children[4].box?.verticalAlignment, .fill)
        XCTAssertEqual(root.children[4].anchor, .top)
        XCTAssertEqual(root.children[5].id, "after")
        XCTAssertEqual(root.children[5].content.text, "still here")
    }

    /// §2.11.2: `rowHeight` fixes every row, 0 too (what MarkupKit reads from a value that is not a
    /// number); −1 is UITableViewAutomaticDimension, self-sizing; any other negative height is
    /// reported, and the rows size themselves.
    func testATablesRowHeightIsReadAsUITableViewReadsIt() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            #"<LMColumnView><LMTableView rowHeight="0"/><LMTableView rowHeight="-1"/><LMTableView rowHeight="-20"/><LMTableView rowHeight="x"/></LMColumnView>"#)
        XCTAssertEqual(root.children.map(\.listAttributes.rowHeight), [0, nil, nil, 0])
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:1:96: warning: rowHeight -20 is negative: UITableView takes only −1 (UITableViewAutomaticDimension) below 0, "
                    + "so the rows size themselves [MK004]",
                "doc.xml:1:126: error: invalid value 'x' for attribute 'rowHeight': expected a number; MarkupKit reads it as 0 [MK004]",
            ])
    }

    /// §2.11.5: a flow layout's item side that is not above 0 leaves UICollectionViewFlowLayout's
    /// layout undefined: the default 50 is kept and the value reported, once (a value that is not a
    /// number has its own error).
    func testAnItemSideNotAbove0KeepsTheDefaultAndIsReported() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
            <LMCollectionView collectionViewLayout.itemWidth="0" collectionViewLayout.itemHeight="-5"/>
            <LMCollectionView collectionViewLayout.itemWidth="x" collectionViewLayout.itemHeight="30"/>
            </LMColumnView>
            """)
        XCTAssertEqual(root.children.map(\.listAttributes.flow.itemWidth), [50, 50])
        XCTAssertEqual(root.children.map(\.listAttributes.flow.itemHeight), [50, 30])
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:2:51: warning: collectionViewLayout.itemWidth 0 is not above 0: UICollectionViewFlowLayout does not define "
                    + "a layout for it, so the items keep the default 50 pt [MK004]",
                "doc.xml:2:87: warning: collectionViewLayout.itemHeight -5 is not above 0: UICollectionViewFlowLayout does not define "
                    + "a layout for it, so the items keep the default 50 pt [MK004]",
                "doc.xml:3:51: error: invalid value 'x' for attribute 'collectionViewLayout.itemWidth': expected a number; "
                    + "MarkupKit reads it as 0 [MK004]",
            ])
    }

    func testUnknownAttributeIsAWarningWithASuggestion() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UILabel txet="Hi" text="ok"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, ["doc.xml:2:20: warning: unknown attribute 'txet' (did you mean 'text'?) [MK003]"])
        XCTAssertEqual(root.childTexts, ["ok"])
    }

    /// §2.1: a fixed side and the aspect ratio fix the other side; a width, height, minimum or maximum
    /// that contradicts it is a conflict of required values, an error (it was silent; found by documents
    /// derived by hand). A ratio that agrees, or one with no side fixed, says nothing.
    func testAspectRatioAgainstTheOtherSidesSizesIsAConflict() throws {
        let (_, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
            <UIView width="100" height="100" aspectRatio="2"/>
            <UIView height="20" aspectRatio="2" maximumWidth="30"/>
            <UIView width="90" aspectRatio="3" minimumHeight="40"/>
            <UIView width="100" height="50" aspectRatio="2"/>
            <UIView aspectRatio="2" minimumWidth="10" maximumHeight="1"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [
            "doc.xml:2:1: error: aspectRatio 2 with width 100 makes the height 50, not 100; width and height win [MK018]",
            "doc.xml:3:1: error: aspectRatio 2 with height 20 makes the width 40, over maximumWidth 30; maximumWidth wins [MK018]",
            "doc.xml:4:1: error: aspectRatio 3 with width 90 makes the height 30, under minimumHeight 40; minimumHeight wins [MK018]",
        ])
    }

    /// §1.7: `contentInset…` (UIScrollView) and the `titleEdgeInset…`/`imageEdgeInset…` (UIButton) families are
    /// per-edge inset attributes, with the same edge suffixes as `layoutMargin…`.
    func testPerEdgeInsetFamiliesAreKnownAttributes() throws {
        let (_, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <LMScrollView contentInsetTop="10" contentInsetLeading="4"/>
                <UIButton titleEdgeInsetLeading="2" imageEdgeInsetTrailing="3"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
    }

    /// A per-edge inset is a number like `layoutMarginTop`; a bad one is reported at its value.
    func testBadPerEdgeButtonInsetIsReported() throws {
        let (_, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UIButton titleEdgeInsetTop="x" layoutMarginTop="y"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:2:34: error: invalid value 'x' for attribute 'titleEdgeInsetTop': expected a number; MarkupKit reads it as 0 [MK004]",
                "doc.xml:2:54: error: invalid value 'y' for attribute 'layoutMarginTop': expected a number; MarkupKit reads it as 0 [MK004]",
            ])
    }

    /// The message names the attribute as written, key path included (AttributeValueError.attribute).
    func testKeyPathEnumerationIsNamedAsWritten() throws {
        let (_, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UIButton titleLabel.textAlignment="middle"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:2:41: error: invalid value 'middle' for attribute 'titleLabel.textAlignment': "
                    + "expected one of left, center, right, justified, natural [MK004]"
            ])
    }
}
