import Foundation
import LayoutTree
import XCTest

@testable import TextMetrics

/// Widths remembered by text and font (`TextWidthCache`), and the measurer that keeps them.
final class TextWidthCacheTests: XCTestCase {
    /// A measurement that counts how often it ran and returns the text's UTF-8 length × size.
    private final class CountingMeasure {
        var calls = 0
        func measure(_ text: String, _ font: FontDescriptor) -> Double {
            calls += 1
            return Double(text.utf8.count) * font.size
        }
    }

    func testAWidthIsMeasuredOncePerTextAndFont() {
        var cache = TextWidthCache()
        let counter = CountingMeasure()
        let body = FontDescriptor.system(size: 17), bold = FontDescriptor.system(size: 17, weight: .bold)
        for _ in 0..<3 {
            XCTAssertEqual(cache.width(of: "Hello", font: body) { counter.measure("Hello", body) }, 85)
            XCTAssertEqual(cache.width(of: "Hello", font: bold) { counter.measure("Hello", bold) }, 85)
            XCTAssertEqual(cache.width(of: "Hi", font: body) { counter.measure("Hi", body) }, 34)
        }
        XCTAssertEqual(counter.calls, 3)
        XCTAssertEqual(cache.count, 3)
    }

    /// "é" as one scalar and as e + combining accent are equal `String`s but different text to shape.
    func testCanonicallyEquivalentTextsAreMeasuredApart() {
        var cache = TextWidthCache()
        let counter = CountingMeasure()
        let font = FontDescriptor.system(size: 10)
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        XCTAssertEqual(composed, decomposed)
        XCTAssertEqual(cache.width(of: composed, font: font) { counter.measure(composed, font) }, 50)
        XCTAssertEqual(cache.width(of: decomposed, font: font) { counter.measure(decomposed, font) }, 60)
        XCTAssertEqual(cache.width(of: composed, font: font) { counter.measure(composed, font) }, 50)
        XCTAssertEqual(counter.calls, 2)
    }

    func testAFullCacheStartsOverAndLongTextsAndOddSizesAreNotKept() {
        var cache = TextWidthCache(capacity: 2, longestText: 8)
        let counter = CountingMeasure()
        let font = FontDescriptor.system(size: 1)
        for text in ["a", "bb", "ccc", "a"] { XCTAssertEqual(cache.width(of: text, font: font) { counter.measure(text, font) }, Double(text.utf8.count)) }
        XCTAssertEqual(counter.calls, 4, "the third text emptied the cache, so 'a' was measured again")
        XCTAssertEqual(cache.count, 2)
        let long = String(repeating: "x", count: 9)
        for _ in 0..<2 { XCTAssertEqual(cache.width(of: long, font: font) { counter.measure(long, font) }, 9) }
        var zero = FontDescriptor.system(size: 1)
        zero.size = 0
        for _ in 0..<2 { XCTAssertEqual(cache.width(of: "a", font: zero) { counter.measure("a", zero) }, 0) }
        XCTAssertEqual(counter.calls, 8)
    }

    func testTheTextBudgetBoundsTheCache() {
        var cache = TextWidthCache(textBudget: 10, longestText: 8)
        let counter = CountingMeasure()
        let font = FontDescriptor.system(size: 1)
        for text in ["aaaa", "bbbb", "cccc", "aaaa", "cccc"] {
            XCTAssertEqual(cache.width(of: text, font: font) { counter.measure(text, font) }, 4)
        }
        XCTAssertEqual(counter.calls, 4, "'cccc' went past 10 bytes and emptied the cache: 'aaaa' again, then 'cccc' kept")
        XCTAssertEqual(cache.count, 2)
    }

    /// Through the real measurer: a width asked for again, or after other texts, is the width a fresh
    /// measurer shapes, to the last bit; composed and decomposed accents keep their own shaping.
    func testRememberedWidthsAreTheShapedOnes() throws {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: ReferenceFreeType.dejaVuSans), "DejaVu Sans is not installed")
        let texts = ["Hello", "caf\u{E9}", "cafe\u{301}", "AVAVAV", "Hello", "\u{645}\u{631}\u{62D}\u{628}\u{627}", "cafe\u{301}"]
        let fonts: [FontDescriptor] = [.system(size: 17), .system(size: 13, weight: .bold)]
        let measurer = FreeTypeTextMeasurer(resolver: FontResolver(systemFamily: "DejaVu Sans"))
        for _ in 0..<2 {
            for text in texts {
                for font in fonts {
                    let fresh = FreeTypeTextMeasurer(resolver: FontResolver(systemFamily: "DejaVu Sans"))
                    XCTAssertEqual(measurer.width(of: text, font: font).bitPattern, fresh.width(of: text, font: font).bitPattern, text)
                }
            }
        }
        XCTAssertEqual(measurer.width(of: "Hello", font: fonts[0]), 5191 * 17 / 2048, accuracy: 1e-9)
    }
}
