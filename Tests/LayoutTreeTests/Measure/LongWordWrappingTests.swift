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
    }
}
