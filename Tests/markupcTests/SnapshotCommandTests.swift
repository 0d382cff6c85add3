import Foundation
import XCTest

/// `markupc snapshot`: golden frame files written, checked with a unified diff, updated; `validate`'s MK050.
final class SnapshotCommandTests: MarkupcProcessTestCase {
    private static let boxes = """
        <LMColumnView>
            <UIView height="40"/>
            <LMRowView>
                <UIView id="box" width="30" height="20"/>
            </LMRowView>
        </LMColumnView>

        """

    /// iPhone SE (1st generation), portrait: safe area 20 at the top, system margins 16 at the sides.
    private static let boxesSnapshot = """
        # markupc frame snapshot of Boxes.xml (markupc snapshot --update rewrites it)
        # screens: iphone-se-1:portrait
        # root: controller; content size: large
        # fonts: none (no text)

        iPhone SE (1st generation) portrait 320x568 @2x
        LMColumnView:1 (0, 0, 320, 568)
          UIView:2 (16, 20, 288, 40)
          LMRowView:3 (16, 68, 288, 500)
            UIView:4 #box (0, 0, 30, 20)

        """

    private var snapshotPath: String { directory.appendingPathComponent("__snapshots__/Boxes.frames.txt").path }

    private func snapshotText() throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: snapshotPath)), as: UTF8.self)
    }

    func testWritesTheGoldenFileBesideTheDocument() throws {
        let path = try write("Boxes.xml", Self.boxes)
        let result = try markupc("snapshot", path, "--devices", "iphone-se-1")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "1 snapshot: 1 written, 0 updated, 0 unchanged, 0 differ\n")
        XCTAssertEqual(try snapshotText(), Self.boxesSnapshot)
    }

    /// A document with errors fails the run (1), as `layout` and `validate` do; its snapshot is
    /// written all the same, and checking it again fails again.
    func testADocumentWithErrorsFailsTheRun() throws {
        let path = try write("Boxes.xml", #"<LMColumnView><UILabel text="Hi" numberOfLines="zz"/></LMColumnView>"#)
        let result = try markupc("snapshot", path, "--devices", "iphone-se-1")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("[MK004]"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("1 snapshot: 1 written, 0 updated, 0 unchanged, 0 differ\n"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: snapshotPath))
        XCTAssertEqual(try markupc("snapshot", "--check", path).status, 1)
    }

    func testCheckPrintsWhatMovedAndFails() throws {
        let path = try write("Boxes.xml", Self.boxes)
        XCTAssertEqual(try markupc("snapshot", path, "--devices", "iphone-se-1").status, 0)
        try write("Boxes.xml", Self.boxes.replacingOccurrences(of: "height=\"40\"", with: "height=\"50\""))
        // The file's own screens are checked: no --devices needed.
        let result = try markupc("snapshot", "--check", path)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            --- \(snapshotPath)
            +++ \(path) (now)
            @@ -5,6 +5,6 @@
             
             iPhone SE (1st generation) portrait 320x568 @2x
             LMColumnView:1 (0, 0, 320, 568)
            -  UIView:2 (16, 20, 288, 40)
            -  LMRowView:3 (16, 68, 288, 500)
            +  UIView:2 (16, 20, 288, 50)
            +  LMRowView:3 (16, 78, 288, 490)
                 UIView:4 #box (0, 0, 30, 20)

            """)
        XCTAssertEqual(result.stderr, "1 snapshot: 0 written, 0 updated, 0 unchanged, 1 differ\n")
        XCTAssertEqual(try snapshotText(), Self.boxesSnapshot, "--check writes nothing")

        let validate = try markupc("validate", path, "--devices", "iphone-se-1")
        XCTAssertEqual(validate.status, 1)
        XCTAssertEqual(validate.stdout.split(separator: "\n").first.map(String.init), """
            \(path):2:1: error: frames differ from __snapshots__/Boxes.frames.txt on iPhone SE (1st generation) portrait: \
            'UIView:2 (16, 20, 288, 40)' is now 'UIView:2 (16, 20, 288, 50)' (4 lines differ) \
            (run `markupc snapshot --update \(path)` if the change is intended) [MK050]
            """)

        let update = try markupc("snapshot", "--update", path)
        XCTAssertEqual(update.status, 0, update.stderr)
        XCTAssertEqual(update.stderr, "1 snapshot: 0 written, 1 updated, 0 unchanged, 0 differ\n")
        XCTAssertEqual(
            try snapshotText(),
            Self.boxesSnapshot.replacingOccurrences(of: "288, 40)", with: "288, 50)")
                .replacingOccurrences(of: "(16, 68, 288, 500)", with: "(16, 78, 288, 490)"))
        XCTAssertEqual(try markupc("snapshot", "--check", path).status, 0)
        XCTAssertEqual(try markupc("validate", path, "--devices", "iphone-se-1").status, 0)
    }

    func testCheckWithoutAGoldenFileFails() throws {
        let path = try write("Boxes.xml", Self.boxes)
        let result = try markupc("snapshot", "--check", path)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderrLines, [
            "markupc: error: \(snapshotPath): no snapshot (run `markupc snapshot` to write it)",
            "1 snapshot: 0 written, 0 updated, 0 unchanged, 0 differ, 1 missing",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotPath))
        XCTAssertEqual(try markupc("snapshot", "--check", "--update", path).status, 2)
        XCTAssertEqual(try markupc("snapshot", path, "--orientations", "sideways").status, 2)
    }

    /// Malformed markup is reported as every command reports it, with its rule id (MK000).
    func testMalformedMarkupIsReportedWithItsRule() throws {
        let path = try write("Broken.xml", "<LMColumnView><UILabel></LMColumnView>")
        let result = try markupc("snapshot", path)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderrLines, [
            "\(path):1:39: error: Opening and ending tag mismatch: UILabel line 1 and LMColumnView [MK000]",
            "\(path):1:39: error: Premature end of data in tag LMColumnView line 1 [MK000]",
            "1 snapshot: 0 written, 0 updated, 0 unchanged, 0 differ, 1 not laid out",
        ])
    }

    /// A golden file kept elsewhere and linked stays a link; the file it points to is rewritten.
    func testUpdateWritesThroughASymbolicLink() throws {
        let path = try write("Boxes.xml", Self.boxes)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("__snapshots__"), withIntermediateDirectories: true)
        let real = try write("elsewhere.txt", "old\n")
        try FileManager.default.createSymbolicLink(atPath: snapshotPath, withDestinationPath: real)
        let result = try markupc("snapshot", "--update", path, "--devices", "iphone-se-1")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: snapshotPath), real)
        XCTAssertEqual(String(decoding: try Data(contentsOf: URL(fileURLWithPath: real)), as: UTF8.self), Self.boxesSnapshot)
    }

    /// Text frames depend on the font files only; the header names them by file name, so the same
    /// fonts in another directory (another machine) give the same bytes.
    func testFontsAreNamedByFileNotPath() throws {
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: font), "needs DejaVu Sans")
        var texts: [String] = []
        for name in ["one", "two"] {
            let fonts = directory.appendingPathComponent("\(name)/fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: font, toPath: fonts.appendingPathComponent("DejaVuSans.ttf").path)
            let path = try write("\(name)/Label.xml", "<LMColumnView><UILabel text=\"Hello\"/></LMColumnView>")
            let result = try markupc(
                "snapshot", path, "--devices", "iphone-se-1", "--font-dir", fonts.path, "--system-font", "DejaVu Sans")
            XCTAssertEqual(result.status, 0, result.stderr)
            texts.append(String(decoding: try Data(contentsOf: directory.appendingPathComponent("\(name)/__snapshots__/Label.frames.txt")), as: UTF8.self))
        }
        XCTAssertEqual(texts[0], texts[1])
        XCTAssertTrue(texts[0].contains("# fonts (text frames depend on these files):\n#   System 17 = DejaVu Sans, DejaVuSans.ttf\n"), texts[0])
        XCTAssertFalse(texts[0].contains(directory.path))
    }

    /// `--shard K/N`: files sorted by path and dealt round-robin; every file in exactly one part.
    func testShardsDealSortedFilesRoundRobin() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("screens"), withIntermediateDirectories: true)
        for name in ["C", "A", "D", "B", "E"] { try write("screens/\(name).xml", Self.boxes) }
        let screens = directory.appendingPathComponent("screens").path
        var written: [[String]] = []
        for shard in ["1/2", "2/2"] {
            let result = try markupc("snapshot", screens, "--shard", shard, "--devices", "iphone-se-1")
            XCTAssertEqual(result.status, 0, result.stderr)
            let files = try FileManager.default.contentsOfDirectory(atPath: screens + "/__snapshots__").sorted()
            written.append(files)
        }
        XCTAssertEqual(written[0], ["A.frames.txt", "C.frames.txt", "E.frames.txt"])
        XCTAssertEqual(written[1], ["A.frames.txt", "B.frames.txt", "C.frames.txt", "D.frames.txt", "E.frames.txt"])
        for bad in ["3/2", "0/2", "1/0", "x"] {
            XCTAssertEqual(try markupc("snapshot", screens, "--shard", bad).status, 2, bad)
        }
    }
}
