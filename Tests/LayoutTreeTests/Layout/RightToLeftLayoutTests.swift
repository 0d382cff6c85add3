import LayoutTree
import XCTest

/// `--rtl` (SEMANTICS.md §4.1, §1.7): leading and trailing mirror — row order, leading
/// margins and `leading` anchors — while `left`/`right` anchors and margins stay put.
final class RightToLeftLayoutTests: XCTestCase {
    private func frames(_ markup: String, rightToLeft: Bool) throws -> [String: Rect] {
        var options = DocumentOptions()
        options.rightToLeft = rightToLeft
        let document = DocumentCompiler(options: options).compile(source: markup, file: "rtl.xml")
        let root = try XCTUnwrap(document.root)
        let result = LayoutEngine(rootMode: .plain, rightToLeft: rightToLeft).layout(root, on: Screen(width: 300, height: 200))
        return laidOutViewsByPath(result.root).mapValues(\.frame)
    }

    static let markup = """
        <LMColumnView layoutMarginLeading="10" layoutMarginLeft="4">
          <LMRowView height="20"><UILabel intrinsicWidth="50" intrinsicHeight="20"/><UILabel intrinsicWidth="30" intrinsicHeight="20"/><LMSpacer/></LMRowView>
          <LMAnchorView height="40"><UIView width="20" height="20" anchor="left"/><UIView width="20" height="20" anchor="leading"/></LMAnchorView>
          <LMSpacer/>
        </LMColumnView>
        """

    func testLeftToRight() throws {
        let frames = try frames(Self.markup, rightToLeft: false)
        // Leading resolves to left, then the explicit left (4) wins (§1.7: uniform, then per edge in order).
        XCTAssertEqual(frames["0"], Rect(x: 4, y: 0, width: 296, height: 20))
        XCTAssertEqual(frames["0/0"], Rect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(frames["0/1"], Rect(x: 58, y: 0, width: 30, height: 20))
        XCTAssertEqual(frames["1/0"], Rect(x: 0, y: 10, width: 20, height: 20))
        XCTAssertEqual(frames["1/1"], Rect(x: 0, y: 10, width: 20, height: 20))
    }

    func testRightToLeftMirrorsLeadingButNotLeft() throws {
        let frames = try frames(Self.markup, rightToLeft: true)
        // Leading is the right edge (10); left keeps 4: content spans 4…290.
        XCTAssertEqual(frames["0"], Rect(x: 4, y: 0, width: 286, height: 20))
        // The row runs right to left: first label at the right edge.
        XCTAssertEqual(frames["0/0"], Rect(x: 236, y: 0, width: 50, height: 20))
        XCTAssertEqual(frames["0/1"], Rect(x: 198, y: 0, width: 30, height: 20))
        XCTAssertEqual(frames["0/2"], Rect(x: 0, y: 0, width: 190, height: 20))
        // `left` stays on the left; `leading` moves to the right.
        XCTAssertEqual(frames["1/0"], Rect(x: 0, y: 10, width: 20, height: 20))
        XCTAssertEqual(frames["1/1"], Rect(x: 266, y: 10, width: 20, height: 20))
    }

    /// A `left, right` pair that its view's width does not fit keeps its left edge right to left as
    /// left to right (§4.1: left and right are unaffected; §2.6: the pair's first edge); a
    /// `leading, trailing` pair keeps its leading edge, which mirrors. It was at x = 270 right to left.
    func testALeftRightPairTooWideForItsViewKeepsItsLeftEdge() throws {
        let markup = #"<LMAnchorView><UIView width="30" height="10" anchor="left, right"/><UIView width="30" height="10" anchor="leading, trailing"/></LMAnchorView>"#
        let ltr = try frames(markup, rightToLeft: false), rtl = try frames(markup, rightToLeft: true)
        XCTAssertEqual(ltr["0"]?.x, 0)
        XCTAssertEqual(rtl["0"]?.x, 0)
        XCTAssertEqual(ltr["1"]?.x, 0)
        XCTAssertEqual(rtl["1"]?.x, 270)
    }

    /// Which anchors make a mixed pair (§2.6) depends on the direction: right to left `left, leading` pins both
    /// edges, so the view keeps its natural width and the first-listed edge, with a warning, where left to right
    /// it is one edge; and `left, right` stretches the view whatever other anchor is listed between them
    /// (`left, leading, right` kept the natural width, `right` dropped, found by an audit derived by hand).
    func testMixedAnchorPairsFollowTheDirection() throws {
        let markup = #"<LMAnchorView><UIView width="30" height="10" anchor="left, leading"/><UIView width="30" height="10" anchor="trailing, right"/>"#
            + #"<UIView height="10" anchor="left, leading, right"/><UIView height="10" anchor="right, leading, trailing"/></LMAnchorView>"#
        let ltr = try frames(markup, rightToLeft: false), rtl = try frames(markup, rightToLeft: true)
        XCTAssertEqual([ltr["0"], ltr["1"], ltr["2"], ltr["3"]].map { $0?.x }, [0, 270, 0, 0])
        XCTAssertEqual([ltr["2"], ltr["3"]].map { $0?.width }, [300, 300])
        XCTAssertEqual([rtl["0"], rtl["1"], rtl["2"], rtl["3"]].map { $0?.x }, [0, 0, 0, 0])
        XCTAssertEqual([rtl["2"], rtl["3"]].map { $0?.width }, [300, 300])
        var options = DocumentOptions()
        options.rightToLeft = true
        func mixed(_ compiler: DocumentCompiler) -> Int {
            compiler.compile(source: markup, file: "rtl.xml").diagnostics.diagnostics.filter { $0.ruleID == "MK022" }.count
        }
        XCTAssertEqual(mixed(DocumentCompiler(options: options)), 2)
        XCTAssertEqual(mixed(DocumentCompiler()), 0)
    }

    /// An LMScrollView's content and a page view's pages are pinned to left and right (§2.7, §2.11.7): right to
    /// left they stay where they are, at x 0 and i × width; what is inside each is mirrored within it.
    func testScrollContentAndPagesAreNotMirrored() throws {
        let scroll = try frames(
            "<LMScrollView><LMRowView><UILabel intrinsicWidth='50' intrinsicHeight='20'/>"
                + "<UILabel intrinsicWidth='30' intrinsicHeight='20'/></LMRowView></LMScrollView>", rightToLeft: true)
        XCTAssertEqual(scroll["0"], Rect(x: 0, y: 0, width: 88, height: 20), "the content at the content's left edge, not 300 − 88")
        XCTAssertEqual(scroll["0/0"], Rect(x: 38, y: 0, width: 50, height: 20), "the row itself runs right to left")
        XCTAssertEqual(scroll["0/1"], Rect(x: 0, y: 0, width: 30, height: 20))
        let pages = try frames("<LMPageView><UIView/><UIView/><UIView/></LMPageView>", rightToLeft: true)
        XCTAssertEqual([pages["0"], pages["1"], pages["2"]].map { $0?.x }, [0, 300, 600])
    }
    /// A hidden arranged view sits at the middle of the gap between its neighbours (§2.8), which right to left
    /// runs from the previous view's left edge to the next one's right edge (§4.1); across a vertical stack,
    /// leading is the right edge, inside the right margin. Before, the left-to-right formula put it at (375 + 235) / 2.
    func testAHiddenArrangedViewSitsInItsGapRightToLeft() throws {
        let row = try frames(
            """
            <UIStackView spacing="20" alignment="top">
                <UIView intrinsicWidth="50" intrinsicHeight="20"/><UIView intrinsicWidth="60" intrinsicHeight="20" hidden="true"/>
                <UIView intrinsicWidth="70" intrinsicHeight="20"/><UIView intrinsicWidth="70" intrinsicHeight="20" hidden="true"/>
                <UIView intrinsicWidth="30" intrinsicHeight="20"/>
            </UIStackView>
            """, rightToLeft: true)
        XCTAssertEqual(row["0"], Rect(x: 250, y: 0, width: 50, height: 20))
        XCTAssertEqual(row["2"], Rect(x: 160, y: 0, width: 70, height: 20))
        XCTAssertEqual(row["1"], Rect(x: 240, y: 0, width: 0, height: 20), "between 230 and 250")
        XCTAssertEqual(row["3"], Rect(x: 150, y: 0, width: 0, height: 20), "between 140 and 160")
        let column = try frames(
            """
            <UIStackView axis="vertical" alignment="leading" spacing="10" layoutMarginLeft="10" layoutMarginRight="30"
                layoutMarginsRelativeArrangement="true">
                <UIView intrinsicWidth="50" intrinsicHeight="20"/><UIView intrinsicWidth="60" intrinsicHeight="20" hidden="true"/>
                <UIView intrinsicWidth="70" intrinsicHeight="20"/>
            </UIStackView>
            """, rightToLeft: true)
        XCTAssertEqual(column["0"], Rect(x: 220, y: 0, width: 50, height: 20))
        XCTAssertEqual(column["1"], Rect(x: 210, y: 25, width: 60, height: 0), "at the right margin, in the middle of the gap")
        XCTAssertEqual(try frames("<UIStackView><UIView hidden='true' intrinsicWidth='10'/></UIStackView>", rightToLeft: true)["0"]?.x, 300)
    }
}
