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

    /// A 300 pt wide view overflows the small phone in portrait (288 pt for content) but fits elsewhere.
    func testOneFindingOnSeveralScreensIsReportedOnce() {
        let source = "<LMColumnView>\n  <LMRowView>\n    <UIView width=\"300\" height=\"10\"/>\n  </LMRowView>\n</LMColumnView>"
        let diagnostics = LintFixture.lint(source, matrix: .standard).filter { $0.ruleID == "MK032" }
        XCTAssertEqual(diagnostics.map(\.description), [
            "doc.xml:3:5: warning: <UIView> reaches past the right edge of its parent <LMRowView> by 12 pt "
                + "on iPhone SE (1st generation) portrait [MK032]"
        ])
        let wide = "<LMColumnView>\n  <LMRowView>\n    <UIView width=\"800\" height=\"10\"/>\n  </LMRowView>\n</LMColumnView>"
        let everywhere = LintFixture.lint(wide, matrix: .standard).filter { $0.ruleID == "MK032" }
        XCTAssertEqual(everywhere.count, 1)
        XCTAssertTrue(
            everywhere.first?.message.hasSuffix(
                "on iPhone SE (1st generation) portrait and landscape, iPhone 15 Pro Max portrait and landscape, "
                    + "iPad (10th generation) portrait") == true, "\(everywhere)")
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
