import Diagnostics
import LayoutTree
import Lint
import XCTest

/// The layout rules run on every device and orientation of the matrix; one problem seen on several
/// screens is one diagnostic that names them all.
final class DeviceMatrixTests: XCTestCase {
    func testTheStandardMatrix() {
        XCTAssertEqual(
            DeviceMatrix.standard.screens.map(\.name),
            [
                "iPhone SE (1st generation) portrait", "iPhone SE (1st generation) landscape",
                "iPhone 15 Pro Max portrait", "iPhone 15 Pro Max landscape",
                "iPad (10th generation) portrait", "iPad (10th generation) landscape",
            ])
    }

    func testDeviceLists() throws {
        XCTAssertEqual(try DeviceMatrix.parse(["ipad:portrait, iphone-15:landscape"]).screens.map(\.name),
                       ["iPad (10th generation) portrait", "iPhone 15 landscape"])
        XCTAssertEqual(try DeviceMatrix.parse(["all"]).screens.count, Device.all.count * 2)
        XCTAssertThrowsError(try DeviceMatrix.parse(["iphone-se-9"])) { error in
            XCTAssertTrue("\(error)".contains("unknown device 'iphone-se-9'"), "\(error)")
        }
        XCTAssertThrowsError(try DeviceMatrix.parse(["ipad:sideways"]))
        XCTAssertThrowsError(try DeviceMatrix.parse([""]))
    }

    /// A 310 pt wide view's row keeps its width (§2.2: the content overflows the outermost container) and,
    /// from x = 16, runs past the small phone's screen in portrait (16 + 310 − 320 = 6) but fits elsewhere.
    func testOneFindingOnSeveralScreensIsReportedOnce() {
        let source = "<LMColumnView>\n  <LMRowView>\n    <UIView width=\"310\" height=\"10\"/>\n  </LMRowView>\n</LMColumnView>"
        let diagnostics = LintFixture.lint(source, matrix: .standard).filter { $0.ruleID == "MK032" }
        XCTAssertEqual(diagnostics.map(\.description), [
            "doc.xml:2:3: warning: <LMRowView> reaches past the right edge of the screen by 6 pt "
                + "on iPhone SE (1st generation) portrait [MK032]"
        ])
        let wide = "<LMColumnView>\n  <LMRowView>\n    <UIView width=\"800\" height=\"10\"/>\n  </LMRowView>\n</LMColumnView>"
        // 800 wide: from x = 16 past 320 by 496 (the most); on the 15 Pro Max in landscape, from x = 79 and with
        // the 59 of safe area it reaches into as its right margin, past 932 by 6 (the least); on the iPad in
        // portrait it ends at 20 + 800 = 820, the screen's edge.
        let everywhere = LintFixture.lint(wide, matrix: .standard).filter { $0.ruleID == "MK032" }
        XCTAssertEqual(everywhere.map(\.description), [
            "doc.xml:2:3: warning: <LMRowView> reaches past the right edge of the screen by 6–496 pt on iPhone SE (1st generation) "
                + "portrait and landscape, iPhone 15 Pro Max portrait and landscape [MK032]"
        ])
    }

    /// `<?case orientation=landscape?>` (markupc's extension) types the document per screen.
    func testScreenConditionsAreEvaluatedPerScreen() {
        let source = """
            <LMColumnView>
                <?case orientation=landscape?>
                <UILabel txet="only in landscape"/>
                <?end?>
            </LMColumnView>
            """
        let portrait = LintFixture.lint(source)
        XCTAssertEqual(portrait.compactMap(\.ruleID), [])
        let both = LintFixture.lint(source, matrix: .standard)
        XCTAssertEqual(both.compactMap(\.ruleID), ["MK003"])
    }
}
