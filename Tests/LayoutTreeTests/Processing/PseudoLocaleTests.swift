import Diagnostics
import XCTest

@testable import LayoutTree

/// `--pseudo-locale`: the exact fake translations, and that only text a user sees is changed.
final class PseudoLocaleTests: XCTestCase {
    func testAccentedReplacesLettersAndBracketsTheString() {
        XCTAssertEqual(PseudoLocale.accented.transform("Hello"), "[Ĥéļļö]")
        XCTAssertEqual(PseudoLocale.accented.transform("Sign In, 2 of 3!"), "[Šîĝñ Îñ, 2 öƒ 3!]")
        XCTAssertEqual(
            PseudoLocale.accented.transform("abcdefghijklmnopqrstuvwxyz"), "[åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž]")
        XCTAssertEqual(PseudoLocale.accented.transform(""), "", "an empty string stays empty (no brackets)")
    }

    func testLongFollowsTheExpansionTable() {
        // Lower bounds of IBM's table: ≤10 +100 %, 11–20 +80 %, 21–30 +60 %, 31–50 +40 %, 51–70 +31 %, >70 +30 %.
        let cases: [(length: Int, extra: Int)] = [
            (1, 1), (5, 5), (10, 10), (11, 9), (20, 16), (21, 13), (30, 18), (31, 13), (50, 20), (51, 16), (70, 22),
            (71, 22), (100, 30),
        ]
        for (length, extra) in cases {
            XCTAssertEqual(PseudoLocale.expansion(ofLength: length), extra, "\(length) characters")
            let text = String(repeating: "x", count: length)
            XCTAssertEqual(PseudoLocale.long.transform(text).count, length + extra, "\(length) characters")
        }
        XCTAssertEqual(PseudoLocale.long.transform("Email"), "Email one·")
        XCTAssertEqual(PseudoLocale.long.transform("Sign in"), "Sign in one tw")
        XCTAssertEqual(PseudoLocale.long.transform("Password"), "Password one two")
        XCTAssertEqual(PseudoLocale.long.transform("A"), "A·")
        XCTAssertEqual(
            PseudoLocale.long.transform("Remember me on this device"), "Remember me on this device one two three f")
    }

    func testRightToLeftReversesEachLineBetweenMarks() {
        XCTAssertEqual(PseudoLocale.rtl.transform("Hello"), "\u{200F}olleH\u{200F}")
        XCTAssertEqual(PseudoLocale.rtl.transform("ab\ncd"), "\u{200F}ba\ndc\u{200F}")
        // Every line break a label honours (§3.1) ends a line, and is kept as written: a CR LF is one.
        XCTAssertEqual(PseudoLocale.rtl.transform("ab\r\ncd"), "\u{200F}ba\r\ndc\u{200F}")
        XCTAssertEqual(
            PseudoLocale.rtl.transform("ab\rcd\u{2028}ef\u{2029}gh\u{85}ij"), "\u{200F}ba\rdc\u{2028}fe\u{2029}hg\u{85}ji\u{200F}")
        XCTAssertEqual(PseudoLocale.rtl.transform("ab\n\n"), "\u{200F}ba\n\n\u{200F}")
        XCTAssertTrue(PseudoLocale.rtl.mirrorsLayout)
        XCTAssertFalse(PseudoLocale.long.mirrorsLayout)
    }

    private static let document = """
        <?properties {"caption": {"text": "Caption", "font": "Helvetica 12"}}?>
        <LMColumnView id="column">
            <UILabel id="title" text="@greeting" font="Helvetica 15" textColor="red"/>
            <UIButton id="send" title="Send" image="arrow" onTouchUpInside="send"/>
            <UITextField id="name" placeholder="Name" text="$user.name"/>
            <UILabel class="caption"/>
            <UISegmentedControl id="modes">
                <segment title="Day"/>
                <segment title="@week"/>
            </UISegmentedControl>
        </LMColumnView>
        """

    func testOnlyShownTextIsTransformed() throws {
        let (root, diagnostics) = try ProcessingFixture.root(Self.document) {
            $0.strings = ["greeting": "Hello", "week": "Week"]
            $0.bindings = ["user.name": "Ann"]
            $0.pseudoLocale = .accented
        }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.id, "column")
        XCTAssertEqual(root.childIDs, ["title", "send", "name", "-", "modes"])
        XCTAssertEqual(root.childTexts, ["[Ĥéļļö]", "[Šéñð]", "Ann", "[Çåþţîöñ]", "<nil>"])
        let button = root.children[1]
        XCTAssertEqual(button.content.imageName, "arrow")
        XCTAssertEqual(button.actions, ["onTouchUpInside": "send"])
        XCTAssertEqual(root.children[0].content.font?.name, "Helvetica")
        XCTAssertEqual(root.children[3].content.font?.name, "Helvetica")
        XCTAssertEqual(root.children[2].content.placeholder, "[Ñåɱé]")
        XCTAssertEqual(root.children[2].content.bindings, ["text": "user.name"], "a binding's data is not translated")
        XCTAssertEqual(root.children[4].content.segmentTitles, ["[Ðåý]", "[Ŵééķ]"])
    }

    func testWithoutAPseudoLocaleTextIsAsWritten() throws {
        let (root, _) = try ProcessingFixture.root(Self.document) { $0.strings = ["greeting": "Hello", "week": "Week"] }
        XCTAssertEqual(root.childTexts, ["Hello", "Send", "$user.name", "Caption", "<nil>"])
        XCTAssertEqual(root.children[4].content.segmentTitles, ["Day", "Week"])
    }
}
