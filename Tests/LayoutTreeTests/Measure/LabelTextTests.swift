import XCTest

@testable import LayoutTree

/// Wrapping (§3.1) and what a label shows in its frame: numberOfLines, the frame's height, lineBreakMode.
/// Text is monospaced: 10 pt per character and 20 pt per line at 17 pt, so a 100 pt line holds 10 characters.
final class LabelTextTests: XCTestCase {
    let measurer = LeafMeasurer(text: MonospaceMeasurer())

    private func shown(
        _ text: String, _ attributes: String = "", width: Double = 100, height: Double = 400,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> LabelText? {
        let escaped = text.replacingOccurrences(of: "\n", with: "&#10;")
        let node = try MeasureFixtures.node("<UILabel text='\(escaped)' \(attributes)/>", file: file, line: line)
        return measurer.shownText(of: node, width: width, height: height)
    }

    private func wrap(_ text: String, width: Double, mode: TextWrapper.Mode = .word) -> [TextWrapper.Line] {
        TextWrapper(measurer: MonospaceMeasurer(), font: .labelDefault, mode: mode).lines(of: text, width: width)
    }

    // MARK: Wrapping

    func testWordWrapping() {
        XCTAssertEqual(
            wrap("aaaa bbbb cccc dddd", width: 100),
            [.init(text: "aaaa bbbb", start: 0), .init(text: "cccc dddd", start: 10)])
        XCTAssertEqual(wrap("aaaa bbbb", width: 100), [.init(text: "aaaa bbbb", start: 0)])
        // After hyphens; spaces at a break hang and are not shown.
        XCTAssertEqual(wrap("well-known fact", width: 60).map(\.text), ["well-", "known", "fact"])
        XCTAssertEqual(wrap("aaaa    bbbb", width: 60).map(\.text), ["aaaa", "bbbb"])
        // A word longer than the line is broken by character, the first word too.
        XCTAssertEqual(
            wrap("abcdefghijklmnopqrstuvwxyz ab", width: 100),
            [.init(text: "abcdefghij", start: 0), .init(text: "klmnopqrst", start: 10), .init(text: "uvwxyz ab", start: 20)])
        XCTAssertEqual(wrap("x abcdefghijklmno", width: 100).map(\.text), ["x", "abcdefghij", "klmno"])
    }

    func testCharacterWrapping() {
        XCTAssertEqual(wrap("aaaa bbbb cccc dddd", width: 100, mode: .character).map(\.text), ["aaaa bbbb", "cccc dddd"])
        XCTAssertEqual(
            wrap("aaaaaaaaaaaaaaa", width: 100, mode: .character),
            [.init(text: "aaaaaaaaaa", start: 0), .init(text: "aaaaa", start: 10)])
        XCTAssertEqual(wrap("abc defghij klm", width: 60, mode: .character).map(\.text), ["abc de", "fghij", "klm"])
    }

    // MARK: One line

    func testSingleLineTruncationModes() throws {
        let text = "aaaa bbbb cccc dddd"
        let cases: [(String, [String])] = [
            ("", ["aaaa bbbb\u{2026}"]),
            ("lineBreakMode='byTruncatingTail'", ["aaaa bbbb\u{2026}"]),
            ("lineBreakMode='byTruncatingHead'", ["\u{2026}cccc dddd"]),
            ("lineBreakMode='byTruncatingMiddle'", ["aaaa\u{2026}dddd"]),
            ("lineBreakMode='byClipping'", [text]),
            ("lineBreakMode='byWordWrapping'", ["aaaa bbbb"]),
            ("lineBreakMode='byCharWrapping'", ["aaaa bbbb"]),
        ]
        for (attributes, lines) in cases {
            XCTAssertEqual(try shown(text, attributes), LabelText(lines: lines, truncated: true), attributes)
        }
        // Beyond ASCII (cut by character, not by byte): the same cuts, é one character of two bytes.
        let accented = "aaaa bbbé cccc ddéd"
        let accentedCases: [(String, [String])] = [
            ("", ["aaaa bbbé\u{2026}"]),
            ("lineBreakMode='byTruncatingHead'", ["\u{2026}cccc ddéd"]),
            ("lineBreakMode='byTruncatingMiddle'", ["aaaa\u{2026}ddéd"]),
        ]
        for (attributes, lines) in accentedCases {
            XCTAssertEqual(try shown(accented, attributes), LabelText(lines: lines, truncated: true), attributes)
        }
        // Text that fits is shown whole in every mode.
        for mode in ["byTruncatingTail", "byTruncatingHead", "byTruncatingMiddle", "byClipping", "byWordWrapping"] {
            XCTAssertEqual(
                try shown("aaaa bbbb", "lineBreakMode='\(mode)'"), LabelText(lines: ["aaaa bbbb"], truncated: false), mode)
        }
    }

    /// A single-line label shows its first line; more lines after a `\n` make it truncated.
    func testSingleLineWithLineBreaks() throws {
        XCTAssertEqual(try shown("Hello\nWorld", width: 200), LabelText(lines: ["Hello\u{2026}"], truncated: true))
        XCTAssertEqual(
            try shown("Hello\nWorld", "lineBreakMode='byClipping'", width: 200), LabelText(lines: ["Hello"], truncated: true))
    }

    // MARK: Several lines

    func testMultiLineTruncation() throws {
        let text = "aaaa bbbb cccc dddd eeee"
        let cases: [(String, Double, LabelText)] = [
            ("numberOfLines='0'", 400, LabelText(lines: ["aaaa bbbb", "cccc dddd", "eeee"], truncated: false)),
            ("numberOfLines='3'", 400, LabelText(lines: ["aaaa bbbb", "cccc dddd", "eeee"], truncated: false)),
            ("numberOfLines='2'", 400, LabelText(lines: ["aaaa bbbb", "cccc dddd\u{2026}"], truncated: true)),
            // The frame holds two lines (40 pt) even though numberOfLines allows more.
            ("numberOfLines='0'", 40, LabelText(lines: ["aaaa bbbb", "cccc dddd\u{2026}"], truncated: true)),
            ("numberOfLines='0'", 59, LabelText(lines: ["aaaa bbbb", "cccc dddd\u{2026}"], truncated: true)),
            ("numberOfLines='0'", 60, LabelText(lines: ["aaaa bbbb", "cccc dddd", "eeee"], truncated: false)),
            ("numberOfLines='2' lineBreakMode='byTruncatingHead'", 400, LabelText(lines: ["aaaa bbbb", "\u{2026}dddd eeee"], truncated: true)),
            ("numberOfLines='2' lineBreakMode='byTruncatingMiddle'", 400, LabelText(lines: ["aaaa bbbb", "cccc\u{2026}eeee"], truncated: true)),
            ("numberOfLines='2' lineBreakMode='byClipping'", 400, LabelText(lines: ["aaaa bbbb", "cccc dddd"], truncated: true)),
            ("numberOfLines='2' lineBreakMode='byWordWrapping'", 400, LabelText(lines: ["aaaa bbbb", "cccc dddd"], truncated: true)),
            // A frame shorter than a line still shows one line.
            ("numberOfLines='0'", 10, LabelText(lines: ["aaaa bbbb\u{2026}"], truncated: true)),
        ]
        for (attributes, height, expected) in cases {
            XCTAssertEqual(try shown(text, attributes, height: height), expected, "\(attributes), height \(height)")
        }
    }

    /// The last line shows the rest of the text, cut between characters (not only at words).
    func testLastLineTakesTheRestOfTheText() throws {
        XCTAssertEqual(
            try shown("aaaa bbbb ccc ddddddddd", "numberOfLines='2'"),
            LabelText(lines: ["aaaa bbbb", "ccc ddddd\u{2026}"], truncated: true))
        XCTAssertEqual(
            try shown("a\nb\nc", "numberOfLines='2'"), LabelText(lines: ["a", "b\u{2026}"], truncated: true))
        XCTAssertEqual(
            try shown("a\n\nb", "numberOfLines='0'"), LabelText(lines: ["a", "", "b"], truncated: false))
    }

    func testEmptyTextAndEmptyFrames() throws {
        XCTAssertNil(try shown(""))
        XCTAssertEqual(try shown("abc", width: 0), LabelText(lines: [], truncated: true))
        XCTAssertEqual(try shown("abc", height: 0), LabelText(lines: [], truncated: true))
        // Even the ellipsis does not fit: it is shown anyway.
        XCTAssertEqual(try shown("abc", width: 5), LabelText(lines: ["\u{2026}"], truncated: true))
    }

    /// Placement for renderers: textAlignment across the width, the text block centred vertically.
    func testLinePlacement() {
        XCTAssertEqual(LabelText.lineOffset(lineWidth: 40, in: 100, alignment: .natural), 0)
        XCTAssertEqual(LabelText.lineOffset(lineWidth: 40, in: 100, alignment: .natural, rightToLeft: true), 60)
        XCTAssertEqual(LabelText.lineOffset(lineWidth: 40, in: 100, alignment: .left, rightToLeft: true), 0)
        XCTAssertEqual(LabelText.lineOffset(lineWidth: 40, in: 100, alignment: .center), 30)
        XCTAssertEqual(LabelText.lineOffset(lineWidth: 40, in: 100, alignment: .right), 60)
        XCTAssertEqual(LabelText.lineOffset(lineWidth: 40, in: 100, alignment: .justified, isLastLine: false), 0)
        XCTAssertEqual(LabelText.lineOffset(lineWidth: 40, in: 100, alignment: .justified, rightToLeft: true), 60)
        XCTAssertEqual(LabelText(lines: ["a", "b"], truncated: false).textTop(in: 100, lineHeight: 20), 30)
    }

    /// Intrinsic sizes of wrapped labels (§3.1) with the monospaced measurer.
    func testWrappedIntrinsicSize() throws {
        let label = try MeasureFixtures.node(
            "<UILabel text='aaaa bbbb cccc dddd eeee' numberOfLines='0' preferredMaxLayoutWidth='100'/>")
        XCTAssertEqual(measurer.intrinsicSize(of: label), IntrinsicSize(width: 90, height: 60))
        let limited = try MeasureFixtures.node(
            "<UILabel text='aaaa bbbb cccc dddd eeee' numberOfLines='2' preferredMaxLayoutWidth='100'/>")
        XCTAssertEqual(measurer.intrinsicSize(of: limited), IntrinsicSize(width: 90, height: 40))
        let pass2 = try MeasureFixtures.node("<UILabel text='aaaa bbbb cccc dddd eeee' numberOfLines='0'/>")
        XCTAssertEqual(measurer.intrinsicSize(of: pass2), IntrinsicSize(width: 240, height: 20), "pass 1: one line")
        XCTAssertEqual(measurer.intrinsicSize(of: pass2, wrapWidth: 140), IntrinsicSize(width: 140, height: 40))
        let chars = try MeasureFixtures.node(
            "<UILabel text='abc defghij klm' numberOfLines='0' lineBreakMode='byCharWrapping' preferredMaxLayoutWidth='60'/>")
        XCTAssertEqual(measurer.intrinsicSize(of: chars), IntrinsicSize(width: 60, height: 60))
    }

    /// §3.1's `\n`, read as UIKit's text system reads it: LF, CR, CR LF (one break, though Swift makes it
    /// one `Character` that is no line feed), NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR; empty paragraphs kept.
    func testParagraphsAreCutAtEveryLineBreakAndKeepEmptyOnes() {
        XCTAssertEqual(LeafMeasurer.paragraphs(of: "one line"), ["one line"])
        XCTAssertEqual(LeafMeasurer.paragraphs(of: ""), [""])
        XCTAssertEqual(LeafMeasurer.paragraphs(of: "a\n\nb\n"), ["a", "", "b", ""])
        let cases: [(String, [String])] = [
            ("a\rb", ["a", "b"]), ("a\r\nb", ["a", "b"]), ("a\u{2028}b", ["a", "b"]), ("a\u{2029}b", ["a", "b"]),
            ("a\u{85}b", ["a", "b"]),
            // LF then CR is two breaks; CR CR LF is two; a CR LF at the end leaves an empty paragraph.
            ("a\n\rb", ["a", "", "b"]), ("a\r\r\nb", ["a", "", "b"]), ("a\r\n", ["a", ""]), ("\u{2028}", ["", ""]),
            // A combining mark after a break begins the next paragraph (no grapheme joins a break).
            ("a\r\u{301}b", ["a", "\u{301}b"]),
            // Bytes a break starts with, in other characters: é (C3 A9), © (C2 A9), U+0084 (C2 84),
            // ’ (E2 80 99), … (E2 80 A6), U+2027 (E2 80 A7), U+202A (E2 80 AA), and VT and FF (no break here).
            ("é©\u{84}’…\u{2027}\u{202A}\u{0B}\u{0C}", ["é©\u{84}’…\u{2027}\u{202A}\u{0B}\u{0C}"]),
        ]
        for (text, paragraphs) in cases {
            XCTAssertEqual(LeafMeasurer.paragraphs(of: text), paragraphs, text.unicodeScalars.map { "\($0.value)" }.joined(separator: " "))
        }
    }

    /// A label through markup: `&#13;`, `&#13;&#10;`, `&#x2028;`, `&#x2029;` and `&#x85;` each break it as
    /// `&#10;` does. "Hello" and "World" are 50 pt, a line 20 pt.
    func testEveryLineBreakOfTheTextSystemBreaksALabel() throws {
        for separator in ["&#10;", "&#13;", "&#13;&#10;", "&#x2028;", "&#x2029;", "&#x85;"] {
            let multi = try MeasureFixtures.node("<UILabel numberOfLines='0' text='Hello\(separator)World'/>")
            XCTAssertEqual(measurer.intrinsicSize(of: multi), IntrinsicSize(width: 50, height: 40), separator)
            XCTAssertEqual(measurer.labelLines(multi, wrapWidth: nil), ["Hello", "World"], separator)
            XCTAssertEqual(
                measurer.shownText(of: multi, width: 50, height: 40), LabelText(lines: ["Hello", "World"], truncated: false),
                separator)
            // numberOfLines 1: the first paragraph only, 50 × 20; in a wider frame it is cut after it.
            let single = try MeasureFixtures.node("<UILabel text='Hello\(separator)World'/>")
            XCTAssertEqual(measurer.intrinsicSize(of: single), IntrinsicSize(width: 50, height: 20), separator)
            XCTAssertEqual(measurer.labelLines(single, wrapWidth: nil), ["Hello"], separator)
            XCTAssertEqual(
                measurer.shownText(of: single, width: 200, height: 20), LabelText(lines: ["Hello\u{2026}"], truncated: true),
                separator)
        }
        // CR LF is one break (two lines, 40 pt, not three); LF CR is two, with an empty line between.
        let crlf = try MeasureFixtures.node("<UILabel numberOfLines='0' text='A&#13;&#10;B'/>")
        XCTAssertEqual(measurer.intrinsicSize(of: crlf), IntrinsicSize(width: 10, height: 40))
        let lfcr = try MeasureFixtures.node("<UILabel numberOfLines='0' text='A&#10;&#13;B'/>")
        XCTAssertEqual(measurer.intrinsicSize(of: lfcr), IntrinsicSize(width: 10, height: 60))
        XCTAssertEqual(measurer.labelLines(lfcr, wrapWidth: nil), ["A", "", "B"])
        // A combining mark after a line feed does not undo the break (Foundation's `contains("\n")` said it did).
        let marked = try MeasureFixtures.node("<UILabel numberOfLines='0' text='a&#10;&#x301;b'/>")
        XCTAssertEqual(
            measurer.shownText(of: marked, width: 100, height: 400), LabelText(lines: ["a", "\u{301}b"], truncated: false))
        // Each paragraph wraps on its own, and the last shown line takes the rest of the text.
        let wrapped = try MeasureFixtures.node("<UILabel numberOfLines='2' text='aaaa bbbb cccc&#x2029;dd'/>")
        XCTAssertEqual(
            measurer.shownText(of: wrapped, width: 100, height: 400),
            LabelText(lines: ["aaaa bbbb", "cccc\u{2026}"], truncated: true))
    }
}
