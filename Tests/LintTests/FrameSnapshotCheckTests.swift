import Diagnostics
import Lint
import XCTest

/// MK050's message: the first frame that moved, at its element's line, or the header when only it differs.
final class FrameSnapshotCheckTests: XCTestCase {
    private let expected = """
        # markupc frame snapshot of A.xml (markupc snapshot --update rewrites it)
        # fonts (text frames depend on these files):
        #   System 17 = DejaVu Sans, DejaVuSans.ttf

        iPhone SE (1st generation) portrait 320x568 @2x
        LMColumnView:1 (0, 0, 320, 568)
          UILabel:2 #title (16, 20, 288, 20.5)
          UIView:3 (16, 48.5, 288, 10)

        """

    private func message(_ actual: String) -> String? {
        FrameSnapshotCheck.difference(expected: expected, actual: actual, documentPath: "A.xml", snapshotPath: "__snapshots__/A.frames.txt")?
            .description
    }

    func testTheSameTextIsNoDifference() {
        XCTAssertNil(message(expected))
    }

    func testAFontChangeReportsTheFirstFrameItMoved() {
        let actual = expected.replacingOccurrences(of: "DejaVuSans.ttf", with: "Arial.ttf")
            .replacingOccurrences(of: "(16, 20, 288, 20.5)", with: "(16, 20, 288, 19)")
            .replacingOccurrences(of: "(16, 48.5, 288, 10)", with: "(16, 47, 288, 10)")
        XCTAssertEqual(message(actual), """
            A.xml:2:1: error: frames differ from __snapshots__/A.frames.txt on iPhone SE (1st generation) portrait: \
            'UILabel:2 #title (16, 20, 288, 20.5)' is now 'UILabel:2 #title (16, 20, 288, 19)' (6 lines differ) \
            (run `markupc snapshot --update A.xml` if the change is intended) [MK050]
            """)
    }

    func testOnlyTheHeaderDiffers() {
        let actual = expected.replacingOccurrences(of: "DejaVuSans.ttf", with: "Arial.ttf")
        XCTAssertEqual(message(actual), """
            error: the header of A.frames.txt differs (screens, settings or fonts) \
            (run `markupc snapshot --update A.xml` if the change is intended) [MK050]
            """)
    }

    func testAViewThatIsGone() {
        let actual = expected.replacingOccurrences(of: "  UIView:3 (16, 48.5, 288, 10)\n", with: "")
        XCTAssertEqual(message(actual), """
            A.xml:3:1: error: frames differ from __snapshots__/A.frames.txt on iPhone SE (1st generation) portrait: \
            'UIView:3 (16, 48.5, 288, 10)' is gone (1 line differs) \
            (run `markupc snapshot --update A.xml` if the change is intended) [MK050]
            """)
    }
}
