import Synchronization
import XCTest

@testable import LayoutTree

/// Issue 15, item 4: a label holding one long word (1 MB) wraps in time proportional to its length. Proven by
/// counting what the measurer is asked, not by timing: breaking the word used to measure the whole rest of
/// it for every line (10⁶ × 10⁵ characters).
final class LongWordWrappingTests: XCTestCase {
    /// Monospaced like `MonospaceMeasurer` (10 pt per character at 17 pt), counting the characters measured.
    final class CountingMeasurer: TextMeasuring {
        let measured = Atomic<Int>(0)
        func width(of text: String, font: FontDescriptor) -> Double {
            let count = text.count
            measured.add(count, ordering: .relaxed)
            return Double(count) * font.size * 10 / 17
        }
        func lineHeight(of font: FontDescriptor) -> Double { font.size * 20 / 17 }
        func ascender(of font: FontDescriptor) -> Double { font.size * 15 / 17 }
    }

    func testLongWordIsBrokenWithLinearMeasuring() {
        let length = 100_000  // the old breaking measured 5·10⁸ characters here; markupc layout takes the 1 MB word in 0.1 s
        let word = String(repeating: "a", count: length)
        let measurer = CountingMeasurer()
        let lines = TextWrapper(measurer: measurer, font: .labelDefault).lines(of: word + " end", width: 100)
        XCTAssertEqual(lines.count, length / 10 + 1)
        XCTAssertEqual(lines[1], .init(text: "aaaaaaaaaa", start: 10))
        XCTAssertEqual(lines.last, .init(text: "end", start: length + 1))
        // Per 10-character line: prefixes of 2, 4, 8, 16, then 4 halvings: under 60 characters measured,
        // plus the whole text measured a few times (does it fit at all, does the word fit).
        XCTAssertLessThan(measurer.measured.load(ordering: .relaxed), 60 * (length / 10) + 4 * length)
    }

    func testBreakingMatchesTheCharacterByCharacterRule() {
        let wrap = { (text: String, width: Double) in
            TextWrapper(measurer: MonospaceMeasurer(), font: .labelDefault).lines(of: text, width: width).map(\.text)
        }
        XCTAssertEqual(wrap("abcdefghijklmnopqrstu", 100), ["abcdefghij", "klmnopqrst", "u"])
        XCTAssertEqual(wrap("abcdefghijklmnopqrst   ", 100), ["abcdefghij", "klmnopqrst"])
        XCTAssertEqual(wrap("abcdefghijk", 5), ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"])
        XCTAssertEqual(wrap("abcdefghijklmnopqrstuvw", 95), ["abcdefghi", "jklmnopqr", "stuvw"])
        // Narrower than a character: the space after a broken word's last piece is no line of its
        // own (§3.1 breaks at spaces); "a b c" was 5 lines high, two of them empty.
        XCTAssertEqual(wrap("a b c", 5), ["a", "b", "c"])
        XCTAssertEqual(wrap("ab cd", 1), ["a", "b", "c", "d"])
    }

    /// Characters of different widths, with a negative kerning pair (as real fonts have), to compare the
    /// line-at-a-time search with the character-by-character rule on inputs where lengths and widths differ.
    struct ProportionalMeasurer: TextMeasuring {
        func width(of text: String, font: FontDescriptor) -> Double {
            var width = 0.0
            var previous: Character?
            for character in text {
                width += character == " " ? 4 : character == "-" ? 5 : character == "w" ? 13 : character == "i" ? 3 : 8
                if previous == "A", character == "V" { width -= 1.5 }
                previous = character
            }
            return width
        }
        func lineHeight(of font: FontDescriptor) -> Double { 20 }
        func ascender(of font: FontDescriptor) -> Double { 15 }
    }

    func testLinesAgreeWithTheCharacterByCharacterRule() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "w", "i", "A", "V", " ", " ", "-", "x", "é"]
        for round in 0..<3_000 {
            let length = Int.random(in: 0...60, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let width = Double(Int.random(in: 1...120, using: &generator))
            for mode in [TextWrapper.Mode.word, .character] {
                let measurer = round % 2 == 0 ? ProportionalMeasurer() as any TextMeasuring : MonospaceMeasurer()
                let expected = ReferenceTextWrapper(measurer: measurer, font: .labelDefault, mode: mode).lines(of: text, width: width)
                let actual = TextWrapper(measurer: measurer, font: .labelDefault, mode: mode).lines(of: text, width: width)
                XCTAssertEqual(actual, expected, "\(mode) '\(text)' in \(width)")
                if actual != expected { return }
            }
        }
    }

    /// A tiny font: a line holds tens of thousands of characters, which the old rule measured once per word
    /// (or character) added; a few measurements per line now.
    func testLinesHoldingManyCharactersAreFoundWithFewMeasurements() {
        let text = String(repeating: "ab ", count: 30_000)
        for mode in [TextWrapper.Mode.word, .character] {
            let measurer = CountingMeasurer()
            let lines = TextWrapper(measurer: measurer, font: .system(size: 0.017), mode: mode).lines(of: text, width: 100)
            // 0.01 pt per character: 10,000 characters to a line, spaces at a break hanging.
            let expected = mode == .word
                ? (Array(repeating: 9_998, count: 9) + [8], (0..<10).map { $0 * 9_999 })
                : (Array(repeating: 10_000, count: 8) + [9_995], [0, 10_000, 20_001, 30_001, 40_002, 50_002, 60_003, 70_003, 80_004])
            XCTAssertEqual(lines.map(\.text.count), expected.0, "\(mode)")
            XCTAssertEqual(lines.map(\.start), expected.1, "\(mode)")
            // About 40 measurements of a line per line; the old rule made 10⁴ per line.
            XCTAssertLessThan(measurer.measured.load(ordering: .relaxed), 60 * text.count, "\(mode)")
        }
    }
}
