import Foundation
import Diagnostics
import LayoutTree
import MarkupParser
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

    /// The path split by hand is the one NSString's path methods give, for every shape of path.
    func testSnapshotPathIsFoundationsPath() {
        let documents = [
            "Foo.xml", "dir/Foo.xml", "/abs/dir/Foo.xml", "./Foo.xml", "a/b.c/Foo.bar.xml", "Foo", "dir/Foo",
            "/Foo.xml", "dir//Foo.xml", "dir/Foo.xml/", ".hidden.xml", "dir/.hidden", "dir/Foo.", "a/../Foo.xml", "é/Ünï.xml",
        ]
        for document in documents {
            let directory = (document as NSString).deletingLastPathComponent
            let file = ((document as NSString).lastPathComponent as NSString).deletingPathExtension + FrameSnapshot.fileSuffix
            let expected = ((directory as NSString).appendingPathComponent(FrameSnapshot.directoryName) as NSString)
                .appendingPathComponent(file)
            XCTAssertEqual(FrameSnapshot.path(forDocument: document), expected, document)
        }
        XCTAssertEqual(FrameSnapshot.path(forDocument: "dir/Foo.xml"), "dir/__snapshots__/Foo.frames.txt")
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

/// The linter checks a document against its golden file when it has one, on the file's screens.
final class FrameSnapshotLintTests: TemporaryDirectoryTestCase {
    private let view = "<LMColumnView>\n    <UIView height=\"40\"/>\n</LMColumnView>\n"

    func testAMovedFrameIsReportedAtItsElement() throws {
        let path = try write("A.xml", view)
        let matrix = try DeviceMatrix.parse(["iphone-se-1:landscape"])
        var options = LintOptions()
        options.matrix = matrix
        options.matrixIsExplicit = true
        var bag = DiagnosticBag()
        let markup = try XCTUnwrap(MarkupParser.parse(fileAtPath: path, diagnostics: &bag))
        let golden = try XCTUnwrap(FrameSnapshot.make(markup, path: path, screens: matrix.screens, options: options).text)
        try write("__snapshots__/A.frames.txt", golden)
        let linter = Linter(options: options)
        XCTAssertEqual(linter.lint(fileAtPath: path).diagnostics.filter { $0.ruleID == "MK050" }, [])

        try write("A.xml", view.replacingOccurrences(of: "40", with: "44"))
        let moved = linter.lint(fileAtPath: path).diagnostics.filter { $0.ruleID == "MK050" }.map(\.description)
        XCTAssertEqual(moved, [
            "\(path):2:1: error: frames differ from __snapshots__/A.frames.txt on iPhone SE (1st generation) landscape: "
                + "'UIView:2 (16, 0, 536, 40)' is now 'UIView:2 (16, 0, 536, 44)' (2 lines differ) "
                + "(run `markupc snapshot --update \(path)` if the change is intended) [MK050]"
        ])
        let off = try LintConfiguration.parse("rules: { frames-moved: off }\n", source: "c.yml")
        XCTAssertEqual(linter.lint(fileAtPath: path, configuration: off).diagnostics.filter { $0.ruleID == "MK050" }, [])
    }
}
