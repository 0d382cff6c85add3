import Diagnostics
import XCTest

@testable import LayoutTree

/// `<?case …?>` / `<?end?>` conditional content (SEMANTICS.md §1.8) and markupc's extended conditions (§4.3).
final class CaseProcessingTests: XCTestCase {
    static let platformDocument = """
        <LMColumnView>
            <?case iOS?>
            <UILabel id="ios"/>
            <?case tvOS?>
            <UILabel id="tv"/>
            <?properties {"t": {"text": "tv"}}?>
            <?leftView?>
            <UILable textAlignment="bogus"/>
            <?end?>
            <UILabel id="both" class="t"/>
        </LMColumnView>
        """

    func testIOSKeepsIOSContentAndSkipsTVOSElementsAndInstructions() throws {
        let (root, diagnostics) = try ProcessingFixture.root(Self.platformDocument)
        XCTAssertEqual(root.childIDs, ["ios", "both"])
        // The skipped `properties` never defined `t`; the skipped `leftView`, unknown class and bad value say nothing.
        XCTAssertEqual(diagnostics, ["doc.xml:10:31: warning: undefined template 't' in class attribute [MK010]"])
        XCTAssertEqual(root.children.last?.content.text, nil)
    }

    func testTVOSKeepsTVOSContent() throws {
        let source = Self.platformDocument
            .replacingOccurrences(of: "<?leftView?>\n", with: "")
            .replacingOccurrences(of: "    <UILable textAlignment=\"bogus\"/>\n", with: "")
        let (root, diagnostics) = try ProcessingFixture.root(source, configure: { $0.conditions.platform = "tvOS" })
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childIDs, ["tv", "both"])
        XCTAssertEqual(root.children.last?.content.text, "tv")
    }

    func testUnknownInstructionOutsideACaseIsAnError() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <?leftView?>
                <UILabel id="a"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, ["doc.xml:2:5: error: unexpected instruction <?leftView?> in <LMColumnView> [MK014]"])
        XCTAssertEqual(root.childIDs, ["a"])
    }

    func testCaseWithoutEndRunsToTheEndOfTheDocument() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <UILabel id="before"/>
                <LMRowView id="row">
                    <UILabel id="inRow"/>
                    <?case tvOS?>
                    <UILabel id="skipped"/>
                </LMRowView>
                <UILabel id="after"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childIDs, ["before", "row"])
        XCTAssertEqual(root.children.last?.childIDs, ["inRow"])
    }

    func testASecondCaseReplacesTheFirst() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <?case tvOS?>
                <UILabel id="a"/>
                <?case iOS?>
                <UILabel id="b"/>
                <?case tvOS?>
                <UILabel id="c"/>
                <?end?>
                <UILabel id="d"/>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childIDs, ["b", "d"])
    }

    static let extendedDocument = """
        <LMColumnView>
            <?case orientation=landscape?>
            <UILabel id="landscape"/>
            <?case orientation=portrait?>
            <UILabel id="portrait"/>
            <?case horizontalSizeClass=regular?>
            <UILabel id="regular"/>
            <?case device=ipad?>
            <UILabel id="ipad"/>
            <?case iOS, verticalSizeClass=compact?>
            <UILabel id="iosCompact"/>
            <?case platform=tvOS?>
            <UILabel id="tvPlatform"/>
            <?end?>
        </LMColumnView>
        """

    func testExtendedConditionsOnAnIPhoneInPortrait() throws {
        let (root, diagnostics) = try ProcessingFixture.root(Self.extendedDocument)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childIDs, ["portrait"])
    }

    func testExtendedConditionsOnAnIPhoneInLandscape() throws {
        let (root, diagnostics) = try ProcessingFixture.root(Self.extendedDocument) {
            $0.conditions.orientation = "landscape"
            $0.conditions.verticalSizeClass = "compact"
        }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childIDs, ["landscape", "iosCompact"])
    }

    func testExtendedConditionsOnAnIPad() throws {
        let (root, diagnostics) = try ProcessingFixture.root(Self.extendedDocument) {
            $0.conditions.horizontalSizeClass = "regular"
            $0.conditions.verticalSizeClass = "regular"
            $0.conditions.device = "ipad"
        }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childIDs, ["portrait", "regular", "ipad"])
    }

    func testExtendedConditionsOnTVOS() throws {
        let (root, diagnostics) = try ProcessingFixture.root(Self.extendedDocument) { $0.conditions.platform = "tvOS" }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childIDs, ["portrait", "tvPlatform"])
    }

    func testDeviceValueIsCaseInsensitive() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <?case device=iPad?>
                <UILabel id="ipad"/>
                <?case device=iPhone?>
                <UILabel id="iphone"/>
                <?end?>
            </LMColumnView>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root.childIDs, ["iphone"])
    }

    func testUnknownConditionIsAnErrorWithASuggestion() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <?case orientaton=landscape?>
                <UILabel id="skipped"/>
                <?case device=iphon?>
                <UILabel id="skipped too"/>
                <?case?>
                <UILabel id="also skipped"/>
                <?end?>
                <UILabel id="kept"/>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:2:5: error: unknown <?case?> condition 'orientaton': expected one of horizontalSizeClass, "
                    + "verticalSizeClass, orientation, device, platform (did you mean 'orientation'?) [MK013]",
                "doc.xml:4:5: error: invalid value 'iphon' for <?case?> condition 'device': expected one of iphone, ipad "
                    + "(did you mean 'iphone'?) [MK013]",
                "doc.xml:6:5: error: <?case?> needs a condition such as 'iOS' or 'orientation=landscape' [MK013]",
            ])
        XCTAssertEqual(root.childIDs, ["kept"])
    }

    func testUnknownPlatformIsAWarningWithASuggestion() throws {
        let (root, diagnostics) = try ProcessingFixture.root(
            """
            <LMColumnView>
                <?case IOS?>
                <UILabel id="skipped"/>
                <?case android?>
                <UILabel id="skipped too"/>
                <?end?>
            </LMColumnView>
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "doc.xml:2:5: warning: unknown <?case?> platform 'IOS': expected iOS or tvOS (did you mean 'iOS'?) [MK013]",
                "doc.xml:4:5: warning: unknown <?case?> platform 'android': expected iOS or tvOS [MK013]",
            ])
        XCTAssertEqual(root.childIDs, [])
    }
}
