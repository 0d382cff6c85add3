import Foundation
import XCTest

/// `markupc layout` run as a subprocess: the JSON contract, the text format, exit codes and options.
final class LayoutCommandTests: MarkupcProcessTestCase {
    /// Plain root 300×400 at scale 1: the column's margin box is (10, 10, 280, 380).
    /// The title keeps its 20 pt height; the row (no intrinsic size) takes the rest: 380 − 20 − 8 = 352.
    /// In the row (leading, top) the children keep their natural sizes, 4 pt apart.
    static let document = """
        <LMColumnView layoutMargins="10">
            <UILabel id="title" text="Title" intrinsicWidth="100" intrinsicHeight="20"/>
            <LMRowView spacing="4" horizontalAlignment="leading" verticalAlignment="top">
                <UIView width="50" height="30"/>
                <UILabel text="x" intrinsicWidth="60" intrinsicHeight="30"/>
            </LMRowView>
            <UILabel text="gone" hidden="true"/>
        </LMColumnView>
        """

    static let nodeKeys: Set<String> = ["type", "line", "column", "frame", "absolute", "intrinsicSize", "children"]

    /// The JSON bytes exactly: escapes in strings (quote, tab, backslash, non-ASCII kept as UTF-8),
    /// numbers at the 1/3 pt grid with 4 decimals and no trailing zeros, negative sizes, key order.
    func testJSONTextIsExact() throws {
        let path = try write("exact.xml", #"<LMColumnView id="q&quot;b&#9;s\" layoutMargins="0.5"><UIView height="10.25" id="é"/><UIView width="-3"/></LMColumnView>"#)
        let result = try markupc("layout", path, "--width", "100.5", "--height", "50", "--format", "json", "--root", "plain", "--scale", "3")
        // The negative width is a conflict of required sizes (§2.1, MK018): exit 1, the view still laid out -3 wide.
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "\(path):1:86: error: width -3 is negative; a view is never less than 0 pt wide, and width wins [MK018]\n")
        XCTAssertEqual(result.stdout, #"{"screen":{"width":100.5,"height":50,"scale":3,"orientation":"portrait"},"root":{"type":"LMColumnView","id":"q\"b\ts\\","line":1,"column":1,"frame":{"x":0,"y":0,"width":100.6667,"height":50},"absolute":{"x":0,"y":0,"width":100.6667,"height":50},"intrinsicSize":{"width":null,"height":null},"children":[{"type":"UIView","id":"é","line":1,"column":55,"frame":{"x":0.6667,"y":0.6667,"width":99.3333,"height":10},"absolute":{"x":0.6667,"y":0.6667,"width":99.3333,"height":10},"intrinsicSize":{"width":null,"height":null},"children":[]},{"type":"UIView","line":1,"column":86,"frame":{"x":0.6667,"y":18.6667,"width":-3,"height":31},"absolute":{"x":0.6667,"y":18.6667,"width":-3,"height":31},"intrinsicSize":{"width":null,"height":null},"children":[]}]}}"# + "\n")
    }

    /// A scroll view's position (§2.7), after its other keys: under the island of an iPhone 15 its
    /// content is inset by the safe area on the axis it scrolls, and starts at contentOffset (0, −59);
    /// its absolute rectangle is not offset unless `--apply-offset` is given (§4.1).
    func testScrollViewsWriteTheirPosition() throws {
        let path = try write("scroll.xml", #"<LMScrollView fitToWidth="true"><UIView height="2000"/></LMScrollView>"#)
        let result = try markupc("layout", path, "--device", "iphone-15", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, #"{"screen":{"width":393,"height":852,"scale":3,"orientation":"portrait"},"root":{"type":"LMScrollView","line":1,"column":1,"frame":{"x":0,"y":0,"width":393,"height":852},"absolute":{"x":0,"y":0,"width":393,"height":852},"intrinsicSize":{"width":null,"height":null},"contentSize":{"width":393,"height":2000},"adjustedContentInset":{"top":59,"left":0,"bottom":34,"right":0},"contentOffset":{"x":0,"y":-59},"visibleRect":{"x":0,"y":-59,"width":393,"height":852},"children":[{"type":"UIView","line":1,"column":33,"frame":{"x":0,"y":0,"width":393,"height":2000},"absolute":{"x":0,"y":0,"width":393,"height":2000},"intrinsicSize":{"width":null,"height":null},"children":[]}]}}"# + "\n")
        // --apply-offset: the content's absolute rectangle is where it is drawn, 59 down (§4.1).
        let offset = try markupc("layout", path, "--device", "iphone-15", "--format", "json", "--apply-offset")
        XCTAssertEqual(offset.status, 0, offset.stderr)
        XCTAssertEqual(
            offset.stdout,
            result.stdout.replacingOccurrences(
                of: #""absolute":{"x":0,"y":0,"width":393,"height":2000}"#, with: #""absolute":{"x":0,"y":59,"width":393,"height":2000}"#))
        XCTAssertNotEqual(offset.stdout, result.stdout)
    }

    /// A wide list (written in parallel chunks on several cores) comes out whole and in order,
    /// in both formats: 300 views 2 pt tall in a column without spacing, inside a scroll view.
    func testWideListIsWrittenInOrder() throws {
        let rows = (0..<300).map { #"<UIView id="v\#($0)" height="2"/>"# }.joined()
        let path = try write("wide.xml", #"<LMScrollView fitToWidth="true"><LMColumnView spacing="0">"# + rows + "</LMColumnView></LMScrollView>")
        let json = try markupc("layout", path, "--width", "100", "--height", "50", "--format", "json", "--root", "plain")
        XCTAssertEqual(json.status, 0, json.stderr)
        let scroll = try XCTUnwrap(try self.json(json)["root"] as? [String: Any])
        let column = try XCTUnwrap(LayoutJSON.children(scroll).first)
        let views = LayoutJSON.children(column)
        XCTAssertEqual(views.map { $0["id"] as? String }, (0..<300).map { "v\($0)" })
        XCTAssertEqual(views.map { LayoutJSON.number(($0["frame"] as? [String: Any])?["y"]) }, (0..<300).map { Double($0 * 2) })
        let text = try markupc("layout", path, "--width", "100", "--height", "50", "--root", "plain")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1 + 2 + 300)
        XCTAssertEqual(lines[3], "    UIView #v0 (0, 0, 100, 2)")
        XCTAssertEqual(lines[302], "    UIView #v299 (0, 598, 100, 2)")
    }

    func testJSONContract() throws {
        let path = try write("view.xml", Self.document)
        let result = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "json", "--root", "plain")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let output = try json(result)
        XCTAssertEqual(Set(output.keys), ["screen", "root"])

        let screen = try XCTUnwrap(output["screen"] as? [String: Any])
        XCTAssertEqual(Set(screen.keys), ["width", "height", "scale", "orientation"])
        XCTAssertEqual(LayoutJSON.number(screen["width"]), 300)
        XCTAssertEqual(LayoutJSON.number(screen["height"]), 400)
        XCTAssertEqual(LayoutJSON.number(screen["scale"]), 1)
        XCTAssertEqual(screen["orientation"] as? String, "portrait")

        let root = try XCTUnwrap(output["root"] as? [String: Any])
        // Key sets per node: `id` only when set, `hidden` only when hidden.
        for node in LayoutJSON.allNodes(root) {
            var expected = Self.nodeKeys
            if node["id"] != nil { expected.insert("id") }
            if node["hidden"] != nil { expected.insert("hidden") }
            // Laid-out labels with text list the lines they show (and `truncated` when cut).
            if node["type"] as? String == "UILabel" && node["hidden"] == nil { expected.insert("lines") }
            XCTAssertEqual(Set(node.keys), expected, "\(node["type"] ?? "?")")
            let intrinsic = try XCTUnwrap(node["intrinsicSize"] as? [String: Any])
            XCTAssertEqual(Set(intrinsic.keys), ["width", "height"])
            XCTAssertNotNil(LayoutJSON.rect(node["frame"]), "frame of \(node["type"] ?? "?")")
            XCTAssertNotNil(LayoutJSON.rect(node["absolute"]), "absolute of \(node["type"] ?? "?")")
            XCTAssertNotNil(node["line"] as? Int)
            XCTAssertNotNil(node["column"] as? Int)
        }

        XCTAssertEqual(root["type"] as? String, "LMColumnView")
        XCTAssertNil(root["id"])
        XCTAssertNil(root["hidden"])
        XCTAssertEqual(root["line"] as? Int, 1)
        XCTAssertEqual(root["column"] as? Int, 1)
        XCTAssertEqual(LayoutJSON.rect(root["frame"]), [0, 0, 300, 400])
        XCTAssertEqual(LayoutJSON.rect(root["absolute"]), [0, 0, 300, 400])
        let rootIntrinsic = try XCTUnwrap(root["intrinsicSize"] as? [String: Any])
        XCTAssertTrue(rootIntrinsic["width"] is NSNull, "containers have no intrinsic width")
        XCTAssertTrue(rootIntrinsic["height"] is NSNull, "containers have no intrinsic height")

        let children = LayoutJSON.children(root)
        XCTAssertEqual(children.count, 3)
        guard children.count == 3 else { return }
        let (title, row, hidden) = (children[0], children[1], children[2])

        XCTAssertEqual(title["type"] as? String, "UILabel")
        XCTAssertEqual(title["id"] as? String, "title")
        XCTAssertEqual(title["line"] as? Int, 2)
        XCTAssertEqual(title["column"] as? Int, 5)
        XCTAssertEqual(LayoutJSON.rect(title["frame"]), [10, 10, 280, 20])
        XCTAssertEqual(LayoutJSON.rect(title["absolute"]), [10, 10, 280, 20])
        let titleIntrinsic = title["intrinsicSize"] as? [String: Any]
        XCTAssertEqual(LayoutJSON.number(titleIntrinsic?["width"]), 100)
        XCTAssertEqual(LayoutJSON.number(titleIntrinsic?["height"]), 20)
        XCTAssertEqual(LayoutJSON.children(title).count, 0)

        XCTAssertEqual(row["type"] as? String, "LMRowView")
        XCTAssertEqual(row["line"] as? Int, 3)
        XCTAssertEqual(row["column"] as? Int, 5)
        XCTAssertEqual(LayoutJSON.rect(row["frame"]), [10, 38, 280, 352])
        XCTAssertEqual(LayoutJSON.rect(row["absolute"]), [10, 38, 280, 352])
        let rowIntrinsic = row["intrinsicSize"] as? [String: Any]
        XCTAssertTrue(rowIntrinsic?["width"] is NSNull)
        XCTAssertTrue(rowIntrinsic?["height"] is NSNull)

        let rowChildren = LayoutJSON.children(row)
        XCTAssertEqual(rowChildren.count, 2)
        if rowChildren.count == 2 {
            let (view, label) = (rowChildren[0], rowChildren[1])
            XCTAssertEqual(view["type"] as? String, "UIView")
            XCTAssertEqual(view["line"] as? Int, 4)
            XCTAssertEqual(view["column"] as? Int, 9)
            XCTAssertEqual(LayoutJSON.rect(view["frame"]), [0, 0, 50, 30])
            XCTAssertEqual(LayoutJSON.rect(view["absolute"]), [10, 38, 50, 30])
            XCTAssertTrue((view["intrinsicSize"] as? [String: Any])?["width"] is NSNull)

            XCTAssertEqual(label["type"] as? String, "UILabel")
            XCTAssertEqual(label["line"] as? Int, 5)
            XCTAssertEqual(label["column"] as? Int, 9)
            XCTAssertEqual(LayoutJSON.rect(label["frame"]), [54, 0, 60, 30])
            XCTAssertEqual(LayoutJSON.rect(label["absolute"]), [64, 38, 60, 30])
            let labelIntrinsic = label["intrinsicSize"] as? [String: Any]
            XCTAssertEqual(LayoutJSON.number(labelIntrinsic?["width"]), 60)
            XCTAssertEqual(LayoutJSON.number(labelIntrinsic?["height"]), 30)
        }

        XCTAssertEqual(hidden["type"] as? String, "UILabel")
        XCTAssertEqual(hidden["hidden"] as? Bool, true)
        XCTAssertEqual(hidden["line"] as? Int, 7)
        XCTAssertEqual(hidden["column"] as? Int, 5)
        XCTAssertEqual(LayoutJSON.rect(hidden["frame"]), [0, 0, 0, 0])
    }

    func testJSONKeyOrderAndCompactForm() throws {
        let path = try write("view.xml", #"<LMColumnView id="r"/>"#)
        let result = try markupc("layout", path, "--width", "10", "--height", "20", "--format", "json", "--root", "plain")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            #"{"screen":{"width":10,"height":20,"scale":1,"orientation":"portrait"},"root":{"type":"LMColumnView","id":"r","line":1,"column":1,"frame":{"x":0,"y":0,"width":10,"height":20},"absolute":{"x":0,"y":0,"width":10,"height":20},"intrinsicSize":{"width":null,"height":null},"children":[]}}"#
                + "\n")
    }

    func testLandscapeSwapsWidthAndHeight() throws {
        let path = try write("view.xml", Self.document)
        let result = try markupc(
            "layout", path, "--width", "300", "--height", "400", "--orientation", "landscape", "--format", "json",
            "--root", "plain")
        XCTAssertEqual(result.status, 0, result.stderr)
        let output = try json(result)
        let screen = output["screen"] as? [String: Any]
        XCTAssertEqual(LayoutJSON.number(screen?["width"]), 400)
        XCTAssertEqual(LayoutJSON.number(screen?["height"]), 300)
        XCTAssertEqual(screen?["orientation"] as? String, "landscape")
        let root = try XCTUnwrap(output["root"] as? [String: Any])
        XCTAssertEqual(LayoutJSON.rect(root["frame"]), [0, 0, 400, 300])
        let children = LayoutJSON.children(root)
        XCTAssertEqual(children.count, 3)
        guard children.count == 3 else { return }
        XCTAssertEqual(LayoutJSON.rect(children[0]["frame"]), [10, 10, 380, 20])
        XCTAssertEqual(LayoutJSON.rect(children[1]["frame"]), [10, 38, 380, 252])
    }

    func testTextFormat() throws {
        let path = try write("view.xml", Self.document)
        let result = try markupc("layout", path, "--width", "300", "--height", "400", "--root", "plain")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                "screen 300x400 @1x portrait",
                "LMColumnView (0, 0, 300, 400)",
                "  UILabel #title (10, 10, 280, 20)",
                "  LMRowView (10, 38, 280, 352)",
                "    UIView (0, 0, 50, 30)",
                "    UILabel (54, 0, 60, 30)",
                "  UILabel (0, 0, 0, 0) hidden",
                "",
            ])
        let explicit = try markupc("layout", path, "--width", "300", "--height", "400", "--root", "plain", "--format", "text")
        XCTAssertEqual(explicit.stdout, result.stdout)
    }

    // MARK: Root mode

    static let topColumn = """
        <LMColumnView verticalAlignment="top">
            <UIView height="10"/>
        </LMColumnView>
        """

    /// A view controller's root view keeps the 16 pt system minimum side margins (compact width, §2.9).
    func testControllerRootHasSystemSideMargins() throws {
        let path = try write("view.xml", Self.topColumn)
        let controller = try markupc("layout", path, "--width", "375", "--height", "667", "--format", "json")
        XCTAssertEqual(controller.status, 0, controller.stderr)
        let child = try XCTUnwrap(LayoutJSON.children(try XCTUnwrap(json(controller)["root"] as? [String: Any])).first)
        XCTAssertEqual(LayoutJSON.rect(child["frame"]), [16, 0, 343, 10])

        let plain = try markupc("layout", path, "--width", "375", "--height", "667", "--format", "json", "--root", "plain")
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let plainChild = try XCTUnwrap(LayoutJSON.children(try XCTUnwrap(json(plain)["root"] as? [String: Any])).first)
        XCTAssertEqual(LayoutJSON.rect(plainChild["frame"]), [0, 0, 375, 10])
    }

    /// Declared margins larger than the system minimum win; the top keeps the declared value (no safe area here).
    func testControllerRootUsesTheLargerOfDeclaredAndSystemMargins() throws {
        let path = try write(
            "view.xml",
            """
            <LMColumnView verticalAlignment="top" layoutMargins="24">
                <UIView height="10"/>
            </LMColumnView>
            """)
        let result = try markupc("layout", path, "--width", "375", "--height", "667", "--format", "json")
        let child = try XCTUnwrap(LayoutJSON.children(try XCTUnwrap(json(result)["root"] as? [String: Any])).first)
        XCTAssertEqual(LayoutJSON.rect(child["frame"]), [24, 24, 327, 10])
    }

    /// Without a size the default device is an iPhone 15 (393 × 852 @3x, safe area top 59, §4.4).
    func testDefaultDeviceIsIPhone15WithSafeArea() throws {
        let path = try write("view.xml", Self.topColumn)
        let result = try markupc("layout", path, "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let output = try json(result)
        let screen = output["screen"] as? [String: Any]
        XCTAssertEqual(LayoutJSON.number(screen?["width"]), 393)
        XCTAssertEqual(LayoutJSON.number(screen?["height"]), 852)
        XCTAssertEqual(LayoutJSON.number(screen?["scale"]), 3)
        let child = try XCTUnwrap(LayoutJSON.children(try XCTUnwrap(output["root"] as? [String: Any])).first)
        XCTAssertEqual(LayoutJSON.rect(child["frame"]), [16, 59, 361, 10])

        // Landscape: 852 × 393, safe area 59 left and right, no top inset.
        let landscape = try markupc("layout", path, "--format", "json", "--orientation", "landscape")
        let landscapeOutput = try json(landscape)
        let landscapeScreen = landscapeOutput["screen"] as? [String: Any]
        XCTAssertEqual(LayoutJSON.number(landscapeScreen?["width"]), 852)
        XCTAssertEqual(LayoutJSON.number(landscapeScreen?["height"]), 393)
        let landscapeChild = try XCTUnwrap(
            LayoutJSON.children(try XCTUnwrap(landscapeOutput["root"] as? [String: Any])).first)
        XCTAssertEqual(LayoutJSON.rect(landscapeChild["frame"]), [75, 0, 702, 10])
    }

    // MARK: Exit status and diagnostics

    func testCleanDocumentExitsZeroWithNothingOnStderr() throws {
        let path = try write("view.xml", Self.document)
        let result = try markupc("layout", path, "--width", "300", "--height", "400")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertFalse(result.stdout.isEmpty)
    }

    func testWarningsStillExitZero() throws {
        let path = try write(
            "view.xml",
            """
            <LMColumnView>
                <UILable/>
            </LMColumnView>
            """)
        let result = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderrLines,
            ["\(path):2:5: warning: unknown view class 'UILable'; laid out as a plain UIView (did you mean 'UILabel'?) [MK001]"])
        XCTAssertNoThrow(try json(result))
    }

    func testMalformedXMLExitsOneWithAPositionedError() throws {
        let path = try write("view.xml", "<LMColumnView>\n  <UILabel>\n</LMColumnView>\n")
        let result = try markupc("layout", path, "--width", "300", "--height", "400")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        let first = try XCTUnwrap(result.stderrLines.first)
        XCTAssertTrue(first.hasPrefix("\(path):3:16: error: "), first)
        for line in result.stderrLines {
            XCTAssertTrue(line.hasPrefix("\(path):"), line)
        }
    }

    func testInvalidEnumerationExitsOneAndStillLaysOut() throws {
        let path = try write(
            "view.xml",
            """
            <LMColumnView>
                <UIStackView axis="verticle"/>
            </LMColumnView>
            """)
        let result = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "json")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderrLines,
            [
                "\(path):2:24: error: invalid value 'verticle' for attribute 'axis': expected one of horizontal, vertical "
                    + "(did you mean 'vertical'?) [MK004]"
            ])
        let root = try XCTUnwrap(json(result)["root"] as? [String: Any])
        XCTAssertEqual(LayoutJSON.children(root).count, 1)
    }

    func testMissingFileExitsTwoWithAClearMessage() throws {
        let path = directory.appendingPathComponent("nowhere.xml").path
        let result = try markupc("layout", path, "--width", "300", "--height", "400")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines, ["markupc: error: cannot read '\(path)': no such file"])
        for marker in ["Fatal error", "Stack dump", "backtrace", "Current stack trace", "Crash"] {
            XCTAssertFalse(result.stderr.contains(marker), result.stderr)
        }
    }

    func testUnknownOptionExitsTwo() throws {
        let path = try write("view.xml", Self.document)
        let result = try markupc("layout", path, "--bogus")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("Unknown option '--bogus'"), result.stderr)
    }

    func testBadFormatExitsTwo() throws {
        let path = try write("view.xml", Self.document)
        let result = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "xml")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("--format must be 'text' or 'json'"), result.stderr)
    }

    func testBadRootModeExitsTwo() throws {
        let path = try write("view.xml", Self.document)
        let result = try markupc("layout", path, "--width", "300", "--height", "400", "--root", "window")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("--root must be 'controller' or 'plain'"), result.stderr)
    }

    /// A path that cannot be read as a file is an I/O error (status 2), not an error in a document.
    func testDirectoryInsteadOfAFileExitsTwo() throws {
        let path = directory.appendingPathComponent("folder.xml").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let result = try markupc("layout", path, "--width", "300", "--height", "400")
        XCTAssertEqual(result.stdout, "")
        XCTAssertFalse(result.stderr.isEmpty)
        XCTAssertEqual(result.status, 2)
    }

    func testBadOrientationAndMissingHeightExitTwo() throws {
        let path = try write("view.xml", Self.document)
        let orientation = try markupc("layout", path, "--orientation", "sideways")
        XCTAssertEqual(orientation.status, 2)
        XCTAssertTrue(orientation.stderr.contains("--orientation must be 'portrait' or 'landscape'"), orientation.stderr)
        let size = try markupc("layout", path, "--width", "300")
        XCTAssertEqual(size.status, 2)
        XCTAssertTrue(size.stderr.contains("--width and --height go together"), size.stderr)
    }

    func testNoSubcommandArgumentsExitTwo() throws {
        let result = try markupc("layout")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertFalse(result.stderr.isEmpty)
    }

    // MARK: Document options

    static let stringsDocument = """
        <LMColumnView horizontalAlignment="leading" verticalAlignment="top">
            <UILabel text="@greeting"/>
            <UILabel text="Hello there"/>
            <UILabel text="@missing"/>
        </LMColumnView>
        """

    private func intrinsicWidths(_ result: MarkupcBinary.Result) throws -> [Double?] {
        let root = try XCTUnwrap(json(result)["root"] as? [String: Any])
        return LayoutJSON.children(root).map { LayoutJSON.number(($0["intrinsicSize"] as? [String: Any])?["width"]) }
    }

    func testStringsFileLocalizesText() throws {
        let path = try write("view.xml", Self.stringsDocument)
        let strings = try write(
            "Localizable.strings",
            """
            /* The greeting. */
            "greeting" = "Hello there";
            // Another entry.
            "farewell" = "Bye";
            """)
        let result = try markupc(
            "layout", path, "--width", "300", "--height", "400", "--format", "json", "--strings", strings)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderrLines, ["\(path):4:20: warning: localized string 'missing' not found; showing '@missing' [MK016]"])
        let widths = try intrinsicWidths(result)
        XCTAssertEqual(widths.count, 3)
        // The localized label measures exactly like the literal text it stands for.
        XCTAssertEqual(widths.first ?? nil, widths.dropFirst().first ?? nil)
        XCTAssertNotNil(widths.first ?? nil)

        // Without a table the value is shown as written, with no warning.
        let unlocalized = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "json")
        XCTAssertEqual(unlocalized.status, 0)
        XCTAssertEqual(unlocalized.stderr, "")
        let rawWidths = try intrinsicWidths(unlocalized)
        XCTAssertNotEqual(rawWidths.first ?? nil, rawWidths.dropFirst().first ?? nil)
    }

    /// §2.11.1: the legacy section-title instructions name localized keys, looked up as `@key`;
    /// a missing key shows as `@key` (§1.2), as the warning says.
    func testLegacySectionTitlesAreLocalizedKeys() throws {
        let path = try write("table.xml", #"<LMTableView><?header Hello?><UITableViewCell textLabel.text="r"/><?footer Missing?></LMTableView>"#)
        let strings = try write("Localizable.strings", #""Hello" = "Greeting";"#)
        let result = try markupc("layout", path, "--width", "375", "--height", "667", "--root", "plain", "--format", "json", "--strings", strings)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderrLines, ["\(path):1:67: warning: localized string 'Missing' not found; showing '@Missing' [MK016]"])
        let root = try XCTUnwrap(json(result)["root"] as? [String: Any])
        let titles = LayoutJSON.children(root).compactMap { LayoutJSON.children($0).first?["lines"] as? [String] }
        XCTAssertEqual(titles, [["Greeting"], ["@Missing"]])
    }

    func testMissingStringsFileExitsTwo() throws {
        let path = try write("view.xml", Self.stringsDocument)
        let result = try markupc(
            "layout", path, "--width", "300", "--height", "400", "--strings", directory.appendingPathComponent("none.strings").path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("markupc: error: cannot read strings file "), result.stderr)
    }

    func testBindOptionGivesBindingPlaceholders() throws {
        let path = try write(
            "view.xml",
            """
            <LMColumnView horizontalAlignment="leading" verticalAlignment="top">
                <UILabel text="$user.name"/>
                <UILabel text="Ada"/>
                <UILabel text="$user.name::uppercase"/>
            </LMColumnView>
            """)
        let result = try markupc(
            "layout", path, "--width", "300", "--height", "400", "--format", "json", "--bind", "user.name=Ada")
        XCTAssertEqual(result.status, 0, result.stderr)
        let widths = try intrinsicWidths(result)
        XCTAssertEqual(widths.count, 3)
        XCTAssertEqual(Set(widths.map { $0 ?? -1 }).count, 1, "\(widths)")

        let bad = try markupc("layout", path, "--width", "300", "--height", "400", "--bind", "novalue")
        XCTAssertEqual(bad.status, 2)
    }

    func testPlatformOptionChoosesCaseContent() throws {
        let path = try write(
            "view.xml",
            """
            <LMColumnView>
                <?case tvOS?>
                <UILabel id="tv" text="tv"/>
                <?end?>
                <UILabel id="all" text="all"/>
            </LMColumnView>
            """)
        let iOS = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "json")
        let tvOS = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "json", "--platform", "tvOS")
        XCTAssertEqual(iOS.status, 0, iOS.stderr)
        XCTAssertEqual(tvOS.status, 0, tvOS.stderr)
        let iOSIDs = LayoutJSON.children(try XCTUnwrap(json(iOS)["root"] as? [String: Any])).compactMap { $0["id"] as? String }
        let tvOSIDs = LayoutJSON.children(try XCTUnwrap(json(tvOS)["root"] as? [String: Any])).compactMap { $0["id"] as? String }
        XCTAssertEqual(iOSIDs, ["all"])
        XCTAssertEqual(tvOSIDs, ["tv", "all"])
    }

    func testLandscapeConditionFollowsTheOrientationOption() throws {
        let path = try write(
            "view.xml",
            """
            <LMColumnView>
                <?case orientation=landscape?>
                <UILabel id="wide" text="w"/>
                <?end?>
            </LMColumnView>
            """)
        let portrait = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "json")
        let landscape = try markupc(
            "layout", path, "--width", "300", "--height", "400", "--format", "json", "--orientation", "landscape")
        XCTAssertEqual(LayoutJSON.children(try XCTUnwrap(json(portrait)["root"] as? [String: Any])).count, 0)
        XCTAssertEqual(LayoutJSON.children(try XCTUnwrap(json(landscape)["root"] as? [String: Any])).count, 1)
    }

    /// The contract lists the node keys exactly; a multi-line label is a node like any other.
    func testMultiLineLabelNodeHasOnlyContractKeys() throws {
        let path = try write(
            "view.xml",
            """
            <LMColumnView>
                <UILabel text="one two three four five six seven eight nine ten" numberOfLines="0"/>
            </LMColumnView>
            """)
        let result = try markupc("layout", path, "--width", "300", "--height", "400", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let label = try XCTUnwrap(LayoutJSON.children(try XCTUnwrap(json(result)["root"] as? [String: Any])).first)
        // Issue #4 extends the contract for labels with "lines" (the text shown) and "truncated".
        XCTAssertEqual(Set(label.keys).subtracting(["lines", "truncated"]), Self.nodeKeys)
    }
}

/// `markupc devices`.
final class DevicesCommandTests: MarkupcProcessTestCase {
    func testListsIPhone15() throws {
        let result = try markupc("devices")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let line = try XCTUnwrap(
            result.stdout.split(separator: "\n").first { $0.contains("iPhone 15 ") && !$0.contains("Pro Max") },
            result.stdout)
        XCTAssertTrue(line.contains("393x852 @3x"), String(line))
        XCTAssertTrue(line.hasPrefix("iphone-15"), String(line))
    }
}
