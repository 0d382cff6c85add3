import Foundation
import XCTest

@testable import LayoutTree

/// Hand-derived cases for SEMANTICS.md §1 (document model), §3 (intrinsic sizes of leaf views),
/// §4 (frames, pixel rounding, orientation, devices). Every expectation was worked out from the text
/// before markupc was run. Text is measured by the estimated measurer (§1.4: 0.5 × size per character,
/// SF Pro's line height 2444/2048 × size), so 17 pt text is 8.5 pt per character and 20.287 pt per line
/// (ceilPx: 21 at 1x, 20.5 at 2x, 20.3333 at 3x); 15 pt → 17.9004 (18 at 1x/2x/3x).
final class LeafAndDocumentSemanticsTests: XCTestCase {
    /// One case: markup (or files with a main document), the screen and options, expected frames
    /// (relative to the parent, by child-index path), intrinsic sizes and wrapped lines.
    struct LeafCase {
        var name: String
        var markup: String
        var screen: Screen
        var mode: RootMode = .plain
        var options = DocumentOptions()
        var iosVersion = LeafMeasurer.defaultIOSVersion
        var rightToLeft = false
        /// Other files beside the main document (name → contents), for `<?include?>`.
        var files: [String: String] = [:]
        var frames: [String: [Double]] = [:]
        var intrinsic: [String: [Double?]] = [:]
        var lines: [String: [String]] = [:]
        var why: String

        init(
            _ name: String, _ markup: String, width: Double = 300, height: Double = 200, scale: Double = 2,
            screen: Screen? = nil, mode: RootMode = .plain, options: DocumentOptions = DocumentOptions(),
            iosVersion: Int = LeafMeasurer.defaultIOSVersion, rightToLeft: Bool = false, files: [String: String] = [:],
            frames: [String: [Double]] = [:], intrinsic: [String: [Double?]] = [:], lines: [String: [String]] = [:],
            why: String
        ) {
            self.name = name
            self.markup = markup
            self.screen = screen ?? Screen(width: width, height: height, scale: scale)
            self.mode = mode
            self.options = options
            self.iosVersion = iosVersion
            self.rightToLeft = rightToLeft
            self.files = files
            self.frames = frames
            self.intrinsic = intrinsic
            self.lines = lines
            self.why = why
        }
    }

    var imageDirectory: URL!

    override func setUpWithError() throws {
        imageDirectory = try MeasureFixtures.directory()
        try MeasureFixtures.write(MeasureFixtures.png(width: 48, height: 48), to: imageDirectory.appendingPathComponent("star@2x.png"))
        try MeasureFixtures.write(MeasureFixtures.png(width: 30, height: 30), to: imageDirectory.appendingPathComponent("star.png"))
        try MeasureFixtures.write(MeasureFixtures.png(width: 100, height: 50), to: imageDirectory.appendingPathComponent("odd@3x.png"))
        try MeasureFixtures.write(MeasureFixtures.png(width: 61, height: 41), to: imageDirectory.appendingPathComponent("wide.png"))
    }

    override func tearDownWithError() throws {
        if let imageDirectory { try? FileManager.default.removeItem(at: imageDirectory) }
    }

    private func problems(_ c: LeafCase) throws -> [String] {
        var options = c.options
        options.rightToLeft = c.rightToLeft
        let compiler = DocumentCompiler(options: options)
        let document: CompiledDocument
        if c.files.isEmpty {
            document = compiler.compile(source: c.markup, file: "\(c.name).xml")
        } else {
            let directory = try MeasureFixtures.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            for (name, text) in c.files {
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            }
            let main = directory.appendingPathComponent("main.xml")
            try Data(c.markup.utf8).write(to: main)
            document = compiler.compile(fileAtPath: main.path)
        }
        if document.diagnostics.hasErrors {
            let errors = document.diagnostics.diagnostics.filter { $0.severity == .error }.map(\.description)
            return ["\(c.name): markup has errors: \(errors.joined(separator: "; "))"]
        }
        guard let root = document.root else { return ["\(c.name): no root view"] }
        var measurer = LeafMeasurer(images: ImageResolver(directories: [imageDirectory.path]))
        measurer.iosVersion = c.iosVersion
        let engine = LayoutEngine(measurer: measurer, rootMode: c.mode, rightToLeft: c.rightToLeft)
        let byPath = laidOutViewsByPath(engine.layout(root, on: c.screen).root)
        var found = rectMismatches(c.frames, "frame", in: byPath, \.frame)
        func close(_ a: Double?, _ b: Double?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (x?, y?): return abs(x - y) <= 0.01
            default: return false
            }
        }
        for (path, want) in c.intrinsic.sorted(by: { $0.key < $1.key }) {
            guard let view = byPath[path] else { found.append("[\(path)] no view"); continue }
            let got = [view.intrinsicSize.width, view.intrinsicSize.height]
            if want.count != 2 || !zip(got, want).allSatisfy({ close($0, $1) }) {
                found.append("[\(path)] intrinsic: expected \(want) got \(got)")
            }
        }
        for (path, want) in c.lines.sorted(by: { $0.key < $1.key }) {
            guard let view = byPath[path] else { found.append("[\(path)] no view"); continue }
            if view.lines != want { found.append("[\(path)] lines: expected \(want) got \(String(describing: view.lines))") }
        }
        return found.isEmpty ? [] : ["\(c.name): \(c.why)\n    " + found.joined(separator: "\n    ")]
    }

    private func check(_ cases: [LeafCase], file: StaticString = #filePath, line: UInt = #line) throws {
        var failures: [String] = []
        var names = Set<String>()
        for c in cases {
            if !names.insert(c.name).inserted { failures.append("\(c.name): duplicate name") }
            failures += try problems(c)
        }
        if !failures.isEmpty {
            XCTFail("\(failures.count) of \(cases.count) cases failed:\n" + failures.joined(separator: "\n"), file: file, line: line)
        }
    }

    private static let top = "<LMColumnView horizontalAlignment='leading' verticalAlignment='top' spacing='0'>"

    // MARK: §3, §3.1, §4.2 — labels

    func testLabelSizesAtEachScale() throws {
        // §3: UILabel ics = ceilPx(text width) × ceilPx(lines × lineHeight); §1.4 line heights; §3 empty text 0 × 0.
        let markup = Self.top + "<UILabel text='Hello'/><UILabel text='Hello' font='System 15'/>"
            + "<UILabel text='Hi' font='title1'/><UILabel text=''/><UIView width='10' height='10'/></LMColumnView>"
        try check([
            LeafCase(
                "labels@3x", markup, scale: 3,
                frames: ["0": [0, 0, 42.6667, 20.3333], "1": [0, 20.3333, 37.6667, 18], "2": [0, 38.3333, 28, 33.6667],
                         "3": [0, 72, 0, 0], "4": [0, 72, 10, 10]],
                intrinsic: ["0": [42.6667, 20.3333], "3": [0, 0]],
                why: "42.5→128/3; 20.287→61/3; 37.5→113/3; 15 pt 17.9→54/3=18; 28 pt 33.414→101/3; empty 0×0"),
            LeafCase(
                "labels@2x", markup, scale: 2,
                frames: ["0": [0, 0, 42.5, 20.5], "1": [0, 20.5, 37.5, 18], "2": [0, 38.5, 28, 33.5], "3": [0, 72, 0, 0],
                         "4": [0, 72, 10, 10]],
                why: "2x: 20.287→20.5, 17.9→18, 33.414→33.5"),
            LeafCase(
                "labels@1x", markup, scale: 1,
                frames: ["0": [0, 0, 43, 21], "1": [0, 21, 38, 18], "2": [0, 39, 28, 34], "3": [0, 73, 0, 0], "4": [0, 73, 10, 10]],
                why: "1x: 42.5→43, 20.287→21, 37.5→38, 33.414→34"),
        ])
    }

    func testTextStyleFontsAndInvalidFonts() throws {
        // §1.4: text-style sizes (caption1 12, footnote 13, headline 17, caption2 11, subheadline 15,
        // callout 16, title2 22, title3 20); line height 1.19336 × size, ceiled to 0.5 at 2x.
        let styles = Self.top + "<UILabel text='Hi' font='caption1'/><UILabel text='Hi' font='footnote'/>"
            + "<UILabel text='Hi' font='headline'/><UILabel text='Hi' font='caption2'/><UILabel text='Hi' font='subheadline'/>"
            + "<UILabel text='Hi' font='callout'/><UILabel text='Hi' font='title2'/><UILabel text='Hi' font='title3'/></LMColumnView>"
        // §1.4: "<Name> <size>" must split into exactly 2 parts; names are case-sensitive; the size is a float
        // (floatValue takes the numeric prefix, §1.2); an invalid font falls back to UILabel's System 17.
        let invalid = Self.top + "<UILabel text='Hi' font='Helvetica Neue 17'/><UILabel text='Hi' font='Body'/>"
            + "<UILabel text='Hi' font='System  17'/><UILabel text='Hi' font='System 12pt'/>"
            + "<UILabel text='Hi' font='System-Bold 30'/></LMColumnView>"
        try check([
            LeafCase(
                "text styles", styles,
                frames: ["0": [0, 0, 12, 14.5], "1": [0, 14.5, 13, 16], "2": [0, 30.5, 17, 20.5], "3": [0, 51, 11, 13.5],
                         "4": [0, 64.5, 15, 18], "5": [0, 82.5, 16, 19.5], "6": [0, 102, 22, 26.5], "7": [0, 128.5, 20, 24]],
                why: "12→14.32→14.5; 13→15.51→16; 17→20.5; 11→13.13→13.5; 15→18; 16→19.09→19.5; 22→26.25→26.5; 20→23.87→24"),
            LeafCase(
                "invalid fonts", invalid,
                frames: ["0": [0, 0, 17, 20.5], "1": [0, 20.5, 17, 20.5], "2": [0, 41, 17, 20.5], "3": [0, 61.5, 12, 14.5],
                         "4": [0, 76, 30, 36]],
                why: "three invalid values → System 17 (17 × 20.5); 'System 12pt' → 12 pt; System-Bold 30 → 35.8→36"),
        ])
    }

    func testMultiLineWrapping() throws {
        // §3.1: wrap at W (final width, or preferredMaxLayoutWidth); lines = min(N, wrapped);
        // height = ceilPx(lines × lineHeight); ics width = ceilPx(longest line) ≤ W. 100 pt holds 11 characters.
        let column = "<LMColumnView verticalAlignment='top' spacing='0'>"
        try check([
            LeafCase(
                "wrap at column width", column + "<UILabel numberOfLines='0' text='aaaa bbbb cccc'/><UIView height='5'/></LMColumnView>",
                width: 100,
                frames: ["0": [0, 0, 100, 41], "1": [0, 41, 100, 5]], intrinsic: ["0": [76.5, 41]],
                lines: ["0": ["aaaa bbbb", "cccc"]],
                why: "fill column 100 wide; 'aaaa bbbb' 76.5 fits, +' cccc' 119 does not → 2 lines → 40.57→41 at 2x"),
            LeafCase(
                "numberOfLines caps", column + "<UILabel numberOfLines='2' text='aaaa bbbb cccc dddd eeee'/></LMColumnView>",
                width: 100,
                frames: ["0": [0, 0, 100, 41]],
                why: "3 wrapped lines, min(2, 3) = 2 → 41"),
            LeafCase(
                "single line keeps width", column + "<UILabel text='aaaa bbbb cccc'/></LMColumnView>", width: 100,
                frames: ["0": [0, 0, 100, 20.5]], intrinsic: ["0": [119, 20.5]],
                why: "numberOfLines 1: ics 14 × 8.5 = 119 wide, one line; the fill column makes it 100 wide (truncated)"),
            LeafCase(
                "preferredMaxLayoutWidth", Self.top
                    + "<UILabel numberOfLines='0' preferredMaxLayoutWidth='60' text='aaaa bbbb'/></LMColumnView>",
                frames: ["0": [0, 0, 34, 41]],
                why: "W = 60: 'aaaa bbbb' 76.5 > 60 → 2 lines of 34 → 34 × 41"),
            LeafCase(
                "explicit newline", Self.top + "<UILabel numberOfLines='0' text='ab&#10;abcd'/></LMColumnView>",
                frames: ["0": [0, 0, 34, 41]], lines: ["0": ["ab", "abcd"]],
                why: "&#10; forces a break: lines 17 and 34 → 34 × 41"),
            LeafCase(
                "long word by character", Self.top
                    + "<UILabel numberOfLines='0' preferredMaxLayoutWidth='100' text='aaaaaaaaaaaaaaa'/></LMColumnView>",
                frames: ["0": [0, 0, 93.5, 41]],
                why: "15 a's = 127.5 > 100: broken by character, 11 (93.5) + 4 → 93.5 × 41"),
            LeafCase(
                "break after hyphen", Self.top
                    + "<UILabel numberOfLines='0' preferredMaxLayoutWidth='100' text='aaaa-bbbb-cccc'/></LMColumnView>",
                frames: ["0": [0, 0, 85, 41]], lines: ["0": ["aaaa-bbbb-", "cccc"]],
                why: "breaks after the hyphen: 'aaaa-bbbb-' 85 + 'cccc' → 85 × 41 (not 11 characters = 93.5)"),
            LeafCase(
                "byCharWrapping", Self.top
                    + "<UILabel numberOfLines='0' lineBreakMode='byCharWrapping' preferredMaxLayoutWidth='60' text='aaaa bbbb cccc'/>"
                    + "</LMColumnView>",
                frames: ["0": [0, 0, 59.5, 41]],
                why: "7 characters (59.5) per line: 'aaaa bb' / 'bb cccc' → 59.5 × 41"),
            LeafCase(
                "explicit width wraps", Self.top
                    + "<UILabel width='60' numberOfLines='0' text='aaaa bbbb cccc'/></LMColumnView>",
                scale: 3,
                frames: ["0": [0, 0, 60, 61]], lines: ["0": ["aaaa", "bbbb", "cccc"]],
                why: "final width 60 → 3 lines → 60.86 → 183/3 = 61 at 3x"),
            LeafCase(
                "two passes in a row", "<LMColumnView spacing='0'><LMRowView spacing='0'><UIView width='40'/>"
                    + "<UILabel weight='1' numberOfLines='0' text='aaaa bbbb cccc'/></LMRowView><UIView/></LMColumnView>",
                width: 100,
                frames: ["0": [0, 0, 100, 61], "0/0": [0, 0, 40, 61], "0/1": [40, 0, 60, 61], "1": [0, 61, 100, 139]],
                why: "§2.0 two passes: the weighted label gets 100 − 40 = 60, wraps to 3 lines → 61; the row is as tall"),
        ])
    }

    func testLineBreaksOtherThanALineFeed() throws {
        // §3.1 names `\n`; UIKit's text system also breaks at CR, CR LF (once), NEL, U+2028 and U+2029,
        // which only character references carry into an attribute (XML makes a literal CR or LF a space).
        var cases: [LeafCase] = []
        for (name, separator) in [
            ("CR", "&#13;"), ("CR LF", "&#13;&#10;"), ("NEL", "&#x85;"), ("LS", "&#x2028;"), ("PS", "&#x2029;"),
        ] {
            cases.append(LeafCase(
                "\(name) breaks", Self.top + "<UILabel numberOfLines='0' text='ab\(separator)abcd'/></LMColumnView>",
                frames: ["0": [0, 0, 34, 41]], intrinsic: ["0": [34, 41]], lines: ["0": ["ab", "abcd"]],
                why: "as &#10;: lines 17 and 34, 2 × 20.287 = 40.57 → 34 × 41 at 2x"))
            cases.append(LeafCase(
                "\(name), one line", Self.top + "<UILabel text='abcd\(separator)ab'/></LMColumnView>",
                frames: ["0": [0, 0, 34, 20.5]], intrinsic: ["0": [34, 20.5]],
                why: "numberOfLines 1: the first paragraph 'abcd', 34 × 20.5 (not the whole text's 6 characters or more)"))
        }
        cases.append(LeafCase(
            "CR LF is one break", Self.top + "<UILabel numberOfLines='0' text='ab&#13;&#10;&#13;&#10;abcd'/></LMColumnView>",
            frames: ["0": [0, 0, 34, 61]], lines: ["0": ["ab", "", "abcd"]],
            why: "two CR LFs: three lines (one empty), 3 × 20.287 = 60.86 → 61 at 2x, not five lines"))
        try check(cases)
    }

    // MARK: §4.2 — pixel rounding

    func testPixelRoundingOfAbsoluteEdges() throws {
        // §4.2: each absolute edge rounded with halves up; w = maxX′ − minX′; relative frames from rounded absolutes.
        let centred = "<LMColumnView horizontalAlignment='center' verticalAlignment='top' spacing='0'>"
            + "<UIView width='101' height='10.5'/><UIView width='100.3' height='10.25'/>"
            + "<LMColumnView width='51' height='20' horizontalAlignment='center'><UIView width='10' height='5'/></LMColumnView>"
            + "</LMColumnView>"
        let wide = "<LMColumnView horizontalAlignment='center' verticalAlignment='top' spacing='0'>"
            + "<UIView width='321' height='10'/><UIView width='323' height='10'/><UIView width='320.6' height='10'/></LMColumnView>"
        try check([
            LeafCase(
                "rounding@1x", centred, width: 320, height: 480, scale: 1,
                frames: ["0": [110, 0, 101, 11], "1": [110, 11, 100, 10], "2": [135, 21, 51, 20], "2/0": [20, 0, 10, 5]],
                why: "x 109.5→110; y 10.5→11; 109.85→110, 210.15→210; nested 134.5→135, child at 155 → relative 20"),
            LeafCase(
                "rounding@2x", centred, width: 320, height: 480, scale: 2,
                frames: ["0": [109.5, 0, 101, 10.5], "1": [110, 10.5, 100, 10.5], "2": [134.5, 21, 51, 20], "2/0": [20.5, 0, 10, 5]],
                why: "20.75×2 = 41.5 → 42/2 = 21, so the second view is 10.5 tall; child 155 − 134.5 = 20.5"),
            LeafCase(
                "rounding@3x", centred, width: 320, height: 480, scale: 3,
                frames: ["0": [109.6667, 0, 101, 10.6667], "1": [110, 10.6667, 100, 10], "2": [134.6667, 20.6667, 51, 20],
                         "2/0": [20.3333, 0, 10, 5]],
                why: "328.5→329/3; 31.5→32/3; 62.25→62/3; 403.5→404/3, child 155 → 20.3333 relative"),
            LeafCase(
                "negative halves@1x", wide, width: 320, height: 480, scale: 1,
                frames: ["0": [0, 0, 321, 10], "1": [-1, 10, 323, 10], "2": [0, 20, 320, 10]],
                why: "halves up: −0.5→0, 320.5→321; −1.5→−1, 321.5→322; −0.3→0, 320.3→320"),
            LeafCase(
                "negative halves@3x", wide, width: 320, height: 480, scale: 3,
                frames: ["0": [-0.3333, 0, 321, 10], "1": [-1.3333, 10, 323, 10], "2": [-0.3333, 20, 320.6667, 10]],
                why: "−1.5→−4.5→−4/3; −0.9→−1/3, 960.9→961/3"),
        ])
    }

    // MARK: §3 — controls

    func testFixedSizeControls() throws {
        // §3 table, iOS 13 (markupc's default): switch 51×31, slider none×31, progress none×2, activity 20/37,
        // stepper 94×32, page control 16n − 9 + 16 × 37, search bar none×56, date picker 320×216.
        let markup = Self.top + "<UISwitch/><UISlider/><UIProgressView/><UIActivityIndicatorView/>"
            + "<UIActivityIndicatorView activityIndicatorViewStyle='whiteLarge'/><UIStepper/>"
            + "<UIPageControl numberOfPages='3'/><UISearchBar/><UIDatePicker/><UISegmentedControl/></LMColumnView>"
        try check([
            LeafCase(
                "controls iOS 13", markup, width: 400, height: 800,
                frames: ["0": [0, 0, 51, 31], "1": [0, 31, 0, 31], "2": [0, 62, 0, 2], "3": [0, 64, 20, 20], "4": [0, 84, 37, 37],
                         "5": [0, 121, 94, 32], "6": [0, 153, 55, 37], "7": [0, 190, 0, 56], "8": [0, 246, 320, 216],
                         "9": [0, 462, 0, 32]],
                intrinsic: ["1": [nil, 31], "2": [nil, 2], "7": [nil, 56], "9": [0, 32]],
                why: "leading column stacks natural sizes; no ics width → 0 wide; 16·3 − 9 + 16 = 55; no segments 0 × 32"),
            LeafCase(
                "controls iOS 12", markup, width: 400, height: 800, iosVersion: 12,
                frames: ["2": [0, 62, 0, 2], "5": [0, 121, 94, 29], "6": [0, 150, 55, 37], "9": [0, 459, 0, 28]],
                why: "iOS 7–12: stepper 94 × 29, segmented 28"),
            LeafCase(
                "controls iOS 14", markup, width: 400, height: 800, iosVersion: 14,
                frames: ["2": [0, 62, 0, 4], "3": [0, 66, 20, 20], "6": [0, 155, 55, 26]],
                why: "iOS 14+: progress 4, page control 26 tall"),
        ])
    }

    func testTextControls() throws {
        // §3: segments equal width = max 13 pt title + 16, W = Σ + (count − 1), height 32 (iOS 13);
        // roundedRect text field: text or placeholder width + 14 × 34; borderless: text width × ceilPx(lineHeight).
        try check([
            LeafCase(
                "segmented", Self.top
                    + "<UISegmentedControl><segment title='Four'/><segment title='Two'/><segment title='Six'/></UISegmentedControl>"
                    + "</LMColumnView>",
                frames: ["0": [0, 0, 128, 32]],
                why: "13 pt: 'Four' 26 is widest → 3 × (26 + 16) + 2 dividers = 128"),
            LeafCase(
                "text fields", Self.top + "<UITextField borderStyle='roundedRect' text='abcd'/>"
                    + "<UITextField borderStyle='roundedRect' placeholder='abcdef'/><UITextField text='ab'/>"
                    + "<UITextField text='ab' font='System 15'/></LMColumnView>",
                frames: ["0": [0, 0, 48, 34], "1": [0, 34, 65, 34], "2": [0, 68, 17, 20.5], "3": [0, 88.5, 15, 18]],
                why: "34 + 14; placeholder 51 + 14; default border none: 17 × 20.5; 15 pt 15 × 18"),
        ])
    }

    func testSystemButtons() throws {
        // §3: system button = ceilPx(title width) + left + right × ceilPx(lineHeight) + 12 + top + bottom, min 30;
        // System 15 by default; empty title 30 × 30. §1.7: uniform insets first, then per-edge, whatever the order.
        let markup = Self.top + "<UIButton style='systemButton' title='Go'/>"
            + "<UIButton style='systemButton' title='Go' contentEdgeInsets='5'/>"
            + "<UIButton style='systemButton' title='Go' contentEdgeInsetLeft='7' contentEdgeInsetTop='3'/>"
            + "<UIButton style='systemButton' title='Go' contentEdgeInsetBottom='1' contentEdgeInsets='4'/>"
            + "<UIButton style='systemButton' title='Go' font='System 30'/>"
            + "<UIButton style='systemButton' title='Go' font='System 10'/>"
            + "<UIButton style='systemButton' title=''/>"
            + "<UIButton style='systemButton' title='Button'/></LMColumnView>"
        try check([
            LeafCase(
                "system buttons@2x", markup, height: 400,
                frames: ["0": [0, 0, 15, 30], "1": [0, 30, 25, 40], "2": [0, 70, 22, 33], "3": [0, 103, 23, 35],
                         "4": [0, 138, 30, 48], "5": [0, 186, 10, 30], "6": [0, 216, 30, 30], "7": [0, 246, 45, 30]],
                why: "18 + 12 = 30; +5+5; 15+7 × 30+3; 4 then bottom 1: 23 × 35; 30 pt 36 + 12; 10 pt 12 + 12 → min 30; 'Button' 45 × 30"),
            LeafCase(
                "system buttons@3x", markup, height: 400, scale: 3,
                frames: ["0": [0, 0, 15, 30], "4": [0, 138, 30, 48]],
                why: "3x: 17.9→54/3 = 18, 35.8→108/3 = 36: the same heights"),
        ])
    }

    // MARK: §1.5 — images

    func testImagesAndImageViews() throws {
        // §1.5: name@{s}x.png first, then other scales; point size = px ÷ file scale; extension optional;
        // missing image → none × none (§3). §3: a button's image adds its width, height = max.
        let markup = Self.top + "<UIImageView image='star'/><UIImageView image='star.png'/><UIImageView image='wide'/>"
            + "<UIImageView image='missing'/><UIButton style='systemButton' title='Go' image='wide'/>"
            + "<UIView width='1' height='1'/></LMColumnView>"
        try check([
            LeafCase(
                "images@2x", markup, height: 400,
                frames: ["0": [0, 0, 24, 24], "1": [0, 24, 24, 24], "2": [0, 48, 61, 41], "3": [0, 89, 0, 0], "4": [0, 89, 76, 41],
                         "5": [0, 130, 1, 1]],
                intrinsic: ["3": [nil, nil]],
                why: "star@2x 48 px → 24 pt, also for 'star.png'; wide.png 1x 61 × 41; button 15 + 61 × max(30, 41)"),
            LeafCase(
                "images@1x", markup, height: 400, scale: 1,
                frames: ["0": [0, 0, 30, 30], "1": [0, 30, 30, 30], "2": [0, 60, 61, 41]],
                why: "at 1x the plain star.png (30 × 30) is found first"),
            LeafCase(
                "3x image at 1x", Self.top + "<UIImageView image='odd'/><UIImageView image='odd'/></LMColumnView>", scale: 1,
                frames: ["0": [0, 0, 33, 17], "1": [0, 17, 33, 16]],
                intrinsic: ["0": [33.3333, 16.6667]],
                why: "odd@3x 100 × 50 px → 33.33 × 16.67 pt (not ceiled); edges 16.67→17, 33.33→33"),
        ])
    }

    // MARK: §1.2, §1.8 — attributes, templates, localisation, bindings, case, include

    func testTemplates() throws {
        // §1.8: templates merge, later keys override; applied in class order before the view's own attributes;
        // names trimmed; unknown names ignored; global from where they appear; JSON values not prefix-processed.
        let markup = "<?properties {\"big\": {\"font\": \"System 30\", \"width\": 50}, \"w\": {\"width\": 70, \"height\": 10}}?>"
            + Self.top + "<?properties {\"big\": {\"width\": 60}, \"tall\": {\"height\": \"12px\"}}?>"
            + "<UILabel text='Hello' class='big'/><UILabel text='Hello' class='big' width='40'/>"
            + "<UIView class=' w , big '/><UIView class='big,w'/><UIView class='tall' width='5'/>"
            + "<UIView class='nope' width='5' height='6'/><UILabel class='lbl' text='x'/>"
            + "<?properties {\"lbl\": {\"text\": \"@hello\", \"hidden\": false}}?><UILabel class='lbl'/></LMColumnView>"
        var options = DocumentOptions()
        options.strings = ["hello": "Hi"]
        try check([
            LeafCase(
                "templates", markup, options: options,
                frames: ["0": [0, 0, 60, 36], "1": [0, 36, 40, 36], "2": [0, 72, 60, 10], "3": [0, 82, 70, 10], "4": [0, 92, 5, 12],
                         "5": [0, 104, 5, 6], "6": [0, 110, 8.5, 20.5], "7": [0, 130.5, 51, 20.5]],
                why: "big = System 30 (36 tall) width 60 after merge; own width 40 wins; 'w, big' → 60, 'big,w' → 70; "
                    + "'12px' → 12; 'lbl' not yet defined → 'x'; template '@hello' stays literal (6 × 8.5 = 51)"),
        ])
    }

    func testLocalisationBindingsAndEscapes() throws {
        // §1.2: $expr binding → placeholder '$expr' (or --bind); @key localised, missing → whole value with '@';
        // ^ removes one caret. Prefix processing applies to every attribute, then conversion by key name.
        let markup = Self.top + "<UILabel text='@hello'/><UILabel text='@missing'/><UILabel text='^@hello'/>"
            + "<UILabel text='^^x'/><UILabel text='$name'/><UILabel text='^$x'/>"
            + "<UILabel text='@two' numberOfLines='0'/><UIView width='@w' height='5'/></LMColumnView>"
        var options = DocumentOptions()
        options.strings = ["hello": "Hi", "two": "ab\nabcdef", "w": "44"]
        var bound = options
        bound.bindings = ["name": "abcdef"]
        try check([
            LeafCase(
                "strings", markup, options: options,
                frames: ["0": [0, 0, 17, 20.5], "1": [0, 20.5, 68, 20.5], "2": [0, 41, 51, 20.5], "3": [0, 61.5, 17, 20.5],
                         "4": [0, 82, 42.5, 20.5], "5": [0, 102.5, 17, 20.5], "6": [0, 123, 51, 41], "7": [0, 164, 44, 5]],
                why: "'Hi' 17; '@missing' 68; '@hello' 51; '^x' 17; '$name' 42.5; '$x' 17; 2 lines (max 51) × 41; width '@w' → '44'"),
            LeafCase(
                "bound", markup, options: bound,
                frames: ["4": [0, 82, 51, 20.5]],
                why: "--bind name=abcdef → 6 × 8.5 = 51"),
        ])
    }

    func testScalarConversionsAndBooleans() throws {
        // §1.2: numbers take the leading numeric prefix; BOOL true for Y, y, T, t or 1–9 first characters.
        // §2.0: hidden views have frame (0, 0, 0, 0) and take no space; paths still count them.
        let markup = Self.top + "<UIView width='12px' height='7.5abc'/><UIView hidden='yes' width='5' height='5'/>"
            + "<UIView hidden='no' width='5' height='5'/><UIView hidden='1' width='5' height='5'/>"
            + "<UIView hidden='0' width='5' height='5'/><UIView hidden='True' width='5' height='5'/>"
            + "<UIView hidden='false' width='6' height='6'/></LMColumnView>"
        try check([
            LeafCase(
                "scalars", markup,
                frames: ["0": [0, 0, 12, 7.5], "1": [0, 0, 0, 0], "2": [0, 7.5, 5, 5], "3": [0, 0, 0, 0], "4": [0, 12.5, 5, 5],
                         "5": [0, 0, 0, 0], "6": [0, 17.5, 6, 6]],
                why: "12px → 12, 7.5abc → 7.5; yes/1/True hidden; no/0/false shown, stacked from 7.5"),
        ])
    }

    func testCaseInstructions() throws {
        // §1.8: <?case X?> keeps content only when X equals the platform exactly; a second case replaces the
        // first; skipped parts include properties; without <?end?> the case runs to the end of the document.
        let markup = Self.top + "<?case tvOS?><UIView width='1' height='1'/><?properties {\"t\": {\"height\": 7}}?>"
            + "<?case iOS?><UIView width='2' height='2'/><?end?>"
            + "<UIView width='4' class='t' height='4'/>"
            + "<?case tvOS?><UIView width='5' height='5'><UIView/></UIView><?end?>"
            + "<?properties {\"t\": {\"width\": 9}}?><UIView class='t' height='6'/>"
            + "<?case tvOS?><UIView width='8' height='8'/></LMColumnView>"
        var tv = DocumentOptions()
        tv.conditions.platform = "tvOS"
        try check([
            LeafCase(
                "case iOS", markup,
                frames: ["0": [0, 0, 2, 2], "1": [0, 2, 4, 4], "2": [0, 6, 9, 6]],
                why: "tvOS parts skipped (and 't' height 7 with them); 't' later gets width 9"),
            LeafCase(
                "case tvOS", markup, options: tv,
                frames: ["0": [0, 0, 1, 1], "1": [0, 1, 4, 4], "2": [0, 5, 5, 5], "3": [0, 10, 9, 6], "4": [0, 16, 8, 8]],
                why: "tvOS parts kept; own height 4 beats template height 7; the final case runs to the end"),
        ])
    }

    func testInclude() throws {
        // §1.8: <?include name?> inserts a container pinned on all four edges to the root of name.xml;
        // the included document shares the current templates.
        let markup = "<?properties {\"t\": {\"height\": 7}}?>"
            + "<LMColumnView layoutMargins='10' spacing='0' verticalAlignment='top' horizontalAlignment='leading'>"
            + "<UIView width='4' height='4'/><?include part?><UIView width='5' height='5'/></LMColumnView>"
        let part = "<LMRowView layoutMargins='3' spacing='0'><UIView width='20' class='t'/></LMRowView>"
        try check([
            LeafCase(
                "include", markup, files: ["part.xml": part],
                frames: ["0": [10, 10, 4, 4], "1": [10, 14, 26, 13], "1/0": [0, 0, 26, 13], "1/0/0": [3, 3, 20, 7],
                         "2": [10, 27, 5, 5]],
                why: "the container is the included row's natural size 20 + 6 × 7 + 6; template 't' applies inside"),
        ])
    }

    func testLayoutMarginsResolution() throws {
        // §1.7: uniform value first, then per-edge values, whatever the order; leading = left in LTR, right in RTL.
        let markup = "<LMColumnView layoutMarginLeft='30' layoutMargins='4' layoutMarginLeading='12' verticalAlignment='top'>"
            + "<UIView height='10'/></LMColumnView>"
        try check([
            LeafCase(
                "margins ltr", markup,
                frames: ["0": [12, 4, 284, 10]],
                why: "4 everywhere, then left 30, then leading (= left) 12: x 12, width 300 − 12 − 4"),
            LeafCase(
                "margins rtl", markup, rightToLeft: true,
                frames: ["0": [30, 4, 258, 10]],
                why: "RTL: leading = right = 12, left 30: x 30, width 300 − 30 − 12"),
        ])
    }

    // MARK: §4.3, §4.4, §2.9 — devices and orientation

    func testDevicesAndOrientation() throws {
        // §2.9: root margins = safe area + max(declared, system minimum); minimum 16 compact, 20 regular width;
        // §4.3 landscape swaps and hides the status bar; large phones are regular width in landscape.
        func screen(_ id: String, _ orientation: Screen.Orientation, ios: Int = 13) throws -> Screen {
            try XCTUnwrap(Device.named(id)).screen(orientation: orientation, iosVersion: ios)
        }
        let markup = "<LMColumnView verticalAlignment='top'><UIView height='10'/></LMColumnView>"
        let declared = "<LMColumnView layoutMargins='20' verticalAlignment='top'><UIView height='10'/></LMColumnView>"
        try check([
            LeafCase(
                "iPhone 15 portrait", markup, screen: try screen("iphone-15", .portrait), mode: .viewController,
                frames: ["": [0, 0, 393, 852], "0": [16, 59, 361, 10]], why: "safe top 59, sides 16"),
            LeafCase(
                "iPhone 15 landscape", markup, screen: try screen("iphone-15", .landscape), mode: .viewController,
                frames: ["": [0, 0, 852, 393], "0": [75, 0, 702, 10]], why: "59 + 16 each side, top 0"),
            LeafCase(
                "15 Pro Max landscape", markup, screen: try screen("iphone-15-pro-max", .landscape), mode: .viewController,
                frames: ["0": [79, 0, 774, 10]], why: "regular width in landscape: 59 + 20"),
            LeafCase(
                "8 Plus landscape", markup, screen: try screen("iphone-8-plus", .landscape), mode: .viewController,
                frames: ["": [0, 0, 736, 414], "0": [20, 0, 696, 10]], why: "R/C, no safe area: 20 each side"),
            LeafCase(
                "SE 1 landscape", markup, screen: try screen("iphone-se-1", .landscape), mode: .viewController,
                frames: ["0": [16, 0, 536, 10]], why: "568 wide, compact, status bar hidden"),
            LeafCase(
                "iPad 9 landscape", markup, screen: try screen("ipad-9", .landscape), mode: .viewController,
                frames: ["": [0, 0, 1080, 810], "0": [20, 20, 1040, 10]], why: "iPad keeps top 20; regular: 20 sides"),
            LeafCase(
                "iPhone X portrait", markup, screen: try screen("iphone-x", .portrait), mode: .viewController,
                frames: ["0": [16, 44, 343, 10]], why: "safe top 44"),
            LeafCase(
                "XR iOS 14", markup, screen: try screen("iphone-xr", .portrait, ios: 14), mode: .viewController,
                frames: ["0": [16, 48, 382, 10]], why: "XR top 48 after iOS 13"),
            LeafCase(
                "declared margins", declared, screen: try screen("iphone-15", .portrait), mode: .viewController,
                frames: ["0": [20, 79, 353, 10]], why: "max(20, 16) sides; top 59 + max(20, 0)"),
            LeafCase(
                "plain root", declared, screen: try screen("iphone-15", .portrait), mode: .plain,
                frames: ["0": [20, 20, 353, 10]], why: "--root plain: declared margins only"),
        ])
    }
}
