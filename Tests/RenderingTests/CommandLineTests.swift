import Diagnostics
import Foundation
import LayoutTree
import Rendering
import XCTest

/// `markupc render` and `markupc preview` run as a user runs them: the built binary as a subprocess.
final class CommandLineTests: RenderTestCase {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <LMColumnView layoutMargins="12" spacing="8" backgroundColor="#fafafa">
            <UILabel id="greeting" text="Hello" font="System-Bold 20" textColor="chartreuse"/>
            <UIImageView image="swatch" height="40"/>
            <LMSpacer/>
        </LMColumnView>
        """

    /// The `markupc` executable next to the test bundle.
    private func executable() throws -> URL {
        var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories += [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()]
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent("markupc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        XCTFail("no markupc executable in \(directories.map(\.path)); build the package first (swift build --build-tests)")
        throw CocoaError(.fileNoSuchFile)
    }

    private func markupc(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let (status, output, errors) = try Rasterizer.run(try executable().path, arguments)
        return (status, String(decoding: output, as: UTF8.self), errors)
    }

    private func writeDocument(_ text: String = CommandLineTests.document) throws -> String {
        let url = directory.appendingPathComponent("screen.xml")
        try Data(text.utf8).write(to: url)
        try writePNG("swatch.png", width: 2, height: 2) { _, _ in (255, 128, 0, 255) }
        return url.path
    }

    /// An asset catalog's colour set under --resources is a colour name (§1.3 step 2) for `render` as for
    /// `validate`; `render` left it unknown (documents derived by hand found it).
    func testRenderFindsAColourSetInTheResources() throws {
        let path = try writeDocument("<LMColumnView verticalAlignment=\"top\"><UIView height=\"10\" backgroundColor=\"brandColor\"/></LMColumnView>")
        let set = directory.appendingPathComponent("res/Assets.xcassets/brandColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.000","green":"0.478","blue":"1.000","alpha":"1.000"}}}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let result = try markupc([
            "render", path, "--root", "plain", "--width", "100", "--height", "100", "--resources", directory.appendingPathComponent("res").path,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("fill=\"#007aff\""), result.stdout)
        XCTAssertFalse(result.stderr.contains("brandColor"), result.stderr)
    }

    func testRenderWritesTheSVGToAFileOrToStandardOutput() throws {
        let path = try writeDocument()
        let output = directory.appendingPathComponent("screen.svg").path
        let written = try markupc(["render", path, "--width", "200", "--height", "300", "-o", output])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stdout, "")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        let printed = try markupc(["render", path, "--width", "200", "--height", "300"])
        XCTAssertEqual(printed.stdout, svg)
        let root = assertWellFormed(svg)
        XCTAssertEqual(root?.attribute(named: "width")?.value, "200")
        // The image next to the document is found without --resources, and embedded.
        XCTAssertTrue(svg.contains("data:image/png;base64,"))
        // An unknown colour is a warning on standard error, not a failure.
        XCTAssertTrue(written.stderr.contains("chartreuse"), written.stderr)

        let bitmap = try Rasterizer.rasterize(svg)
        XCTAssertEqual(bitmap.width, 200)
        XCTAssertEqual(bitmap.height, 300)
        // Controller root on a 200 × 300 screen: the image sits below the label, 16 + 12 from the sides.
        var orange = 0
        for y in 0..<300 { for x in 0..<200 where bitmap.pixel(x, y).isClose(to: Bitmap.rgb(0xFF8000)) { orange += 1 } }
        XCTAssertGreaterThan(orange, 40 * 100)
    }

    func testRenderOptions() throws {
        let path = try writeDocument()
        let paths = try markupc(["render", path, "--device", "iphone-se", "--text-as-paths", "--debug"])
        XCTAssertEqual(paths.status, 0, paths.stderr)
        XCTAssertFalse(paths.stdout.contains("<text"))
        XCTAssertTrue(paths.stdout.contains("<path"))
        XCTAssertTrue(paths.stdout.contains("class=\"debug\""))
        XCTAssertTrue(paths.stdout.contains("width=\"375\" height=\"667\""))
        let landscape = try markupc(["render", path, "--device", "iphone-se", "--orientation", "landscape"])
        XCTAssertTrue(landscape.stdout.contains("width=\"667\" height=\"375\""))
        let missing = try markupc(["render", directory.appendingPathComponent("nope.xml").path])
        XCTAssertEqual(missing.status, 2)
        let badResources = try markupc(["render", path, "--resources", "/nonexistent/dir"])
        XCTAssertEqual(badResources.status, 2)
        let broken = directory.appendingPathComponent("broken.xml")
        try Data("<LMColumnView><UILabel text=\"x\"></LMColumnView>".utf8).write(to: broken)
        XCTAssertEqual(try markupc(["render", broken.path]).status, 1)
    }

    func testPreviewHasEveryDeviceInBothOrientationsAndTheDiagnostics() throws {
        let path = try writeDocument()
        let output = directory.appendingPathComponent("preview.html").path
        let result = try markupc(["preview", path, "--devices", "iphone-se,ipad", "-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(count("<svg ", in: html), 4)
        XCTAssertFalse(html.contains("<?xml"), "inline SVGs carry no XML declaration")
        XCTAssertEqual(count("<figcaption>", in: html), 4)
        XCTAssertTrue(html.contains("portrait, 375 × 667 pt @2x"))
        XCTAssertTrue(html.contains("landscape, 667 × 375 pt @2x"))
        XCTAssertTrue(html.contains("iPad (10th generation), portrait, 820 × 1180 pt @2x, shown at 79 %"))
        XCTAssertTrue(html.contains("viewBox=\"0 0 820 1180\""))
        // The unknown colour name is a note without the app's colours (MK009), as in `validate`.
        XCTAssertTrue(html.contains("class=\"note\""))
        XCTAssertTrue(html.contains("chartreuse"))
        // Self-contained: no external stylesheet, script or image.
        XCTAssertFalse(html.contains("<link"))
        XCTAssertFalse(html.contains("src=\""))
        // Each SVG has its own ids.
        let ids = html.matches(of: /id="([^"]+)"/).map { String($0.1) }
        XCTAssertEqual(Set(ids).count, ids.count)
        let unknown = try markupc(["preview", path, "--devices", "iphone-se,nokia-3310"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("nokia-3310"))
    }

    /// The page lists what `validate`'s layout rules find on its devices (a new user's finding: a label 0 pt
    /// wide and a column past the screen's edge were drawn without a word).
    func testPreviewListsTheLayoutFindings() throws {
        let path = directory.appendingPathComponent("wide.xml").path
        try """
            <LMColumnView>
                <LMRowView>
                    <UILabel weight="1" text="Name"/>
                    <UILabel text="A very long single line label that is certainly wider than any iPhone screen"/>
                </LMRowView>
            </LMColumnView>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("wide.html").path
        let result = try markupc(["preview", path, "--devices", "iphone-se", "-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(html.contains("[MK032]"), "the row reaching past the screen's edge")
        XCTAssertTrue(html.contains("[MK035]"), "the weighted label left 0 pt wide")
        XCTAssertTrue(result.stderr.contains("[MK035]"))
    }

    func testPreviewWatchRegeneratesThePageWhenTheDocumentChanges() throws {
        let path = try writeDocument()
        let output = directory.appendingPathComponent("watched.html").path
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["preview", path, "--devices", "iphone-se", "-o", output, "--watch", "--interval", "0.1", "--watch-limit", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: output), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let first = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(first.contains("http-equiv=\"refresh\""), "a watched page reloads itself")
        XCTAssertTrue(first.contains("sessionStorage.setItem(\"markupc-scroll\""), "and keeps its scroll position")
        XCTAssertFalse(first.contains("Goodbye"))
        Thread.sleep(forTimeInterval: 0.3)
        // Atomically, as editors save: the watcher must not catch the file half written.
        try Data(Self.document.replacingOccurrences(of: "Hello", with: "Goodbye").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(process.isRunning, "preview --watch-limit 1 did not regenerate within 30 s")
        let second = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(second.contains("Goodbye"))
    }

    /// A document that cannot be laid out still gets a page, of its diagnostics, and exit status 1; while
    /// watching, the page shows what broke instead of the last good screens.
    func testPreviewOfMalformedMarkupShowsItsDiagnostics() throws {
        let path = directory.appendingPathComponent("broken.xml").path
        try Data("<LMColumnView><UILabel></LMColumnView>".utf8).write(to: URL(fileURLWithPath: path))
        let output = directory.appendingPathComponent("broken.html").path
        let result = try markupc(["preview", path, "--devices", "iphone-se", "-o", output])
        XCTAssertEqual(result.status, 1)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(html.contains("Opening and ending tag mismatch: UILabel line 1 and LMColumnView"), html)
        XCTAssertEqual(count("<svg ", in: html), 0)
    }

    func testFileWatcherSeesChangesCreationAndRemoval() throws {
        let file = directory.appendingPathComponent("a.txt").path, later = directory.appendingPathComponent("b.txt").path
        try Data("one".utf8).write(to: URL(fileURLWithPath: file))
        let watcher = FileWatcher(paths: [file, later, file])
        XCTAssertEqual(watcher.paths, [file, later])
        let start = watcher.snapshot()
        XCTAssertEqual(watcher.changes(from: start, to: watcher.snapshot()), [])
        try Data("three".utf8).write(to: URL(fileURLWithPath: file))
        try Data("new".utf8).write(to: URL(fileURLWithPath: later))
        let changed = watcher.snapshot()
        XCTAssertEqual(watcher.changes(from: start, to: changed), [file, later].sorted())
        try FileManager.default.removeItem(atPath: later)
        XCTAssertEqual(watcher.changes(from: changed, to: watcher.snapshot()), [later])
    }

    func testPreviewPageGroupsScreensByDeviceAndEscapes() {
        let svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n"
        let screens = [
            PreviewScreen(device: "Phone <1>", detail: "portrait", svg: svg),
            PreviewScreen(device: "Phone <1>", detail: "landscape", svg: svg),
        ]
        let diagnostic = Diagnostic(.error, "bad <thing>", at: SourceLocation(file: "a.xml", line: 3, column: 4))
        let html = PreviewPage.html(document: "a&b.xml", screens: screens, diagnostics: [diagnostic, diagnostic])
        XCTAssertEqual(count("<section class=\"device\">", in: html), 1)
        XCTAssertTrue(html.contains("<h2>Phone &lt;1&gt;</h2>"))
        XCTAssertTrue(html.contains("<title>a&amp;b.xml — markupc preview</title>"))
        XCTAssertEqual(count("bad &lt;thing&gt;", in: html), 1, "diagnostics are listed once")
        XCTAssertTrue(html.contains("<li class=\"error\">a.xml:3:4: error: bad &lt;thing&gt;</li>"))
        XCTAssertEqual(count("<svg", in: html), 2)
        XCTAssertTrue(PreviewPage.html(document: "x", screens: [], diagnostics: []).contains("No diagnostics."))
    }
}
