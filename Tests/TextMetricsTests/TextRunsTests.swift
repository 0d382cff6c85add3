import CHarfBuzz
import XCTest

@testable import TextMetrics

/// Printable ASCII in a font that shows all of it is cut into runs at once; the runs must be the
/// ones the byte-by-byte path makes when the font's own glyphs serve every byte.
final class TextRunsTests: XCTestCase {
    private func described(_ runs: TextRuns) -> [String] {
        runs.runs.map { "\($0.range) font \($0.font) script \($0.script.map { String($0.rawValue) } ?? "none")" }
    }

    func testASCIIInTheOwnFontGivesTheRunsOfTheByteByBytePath() {
        var generator = SystemRandomNumberGenerator()
        let samples = ["", " ", "Label 7", "12:30", "a", "-- x --", "~!@#$%^&*()_+{}|:\"<>?"]
            + (0..<500).map { _ in
                String((0..<Int.random(in: 0...24, using: &generator)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
                })
            }
        for text in samples {
            let atOnce = TextRuns(text, ownFontShowsASCII: true) { _ in
                XCTFail("no cluster is asked for its font")
                return 0
            }
            let byteByByte = TextRuns(text, ownFontShowsASCII: false) { _ in 0 }
            XCTAssertEqual(atOnce.scalars, byteByByte.scalars, text)
            XCTAssertEqual(described(atOnce), described(byteByByte), text)
        }
        // One Latin run where there is a letter, one of no script where there is none.
        XCTAssertEqual(described(TextRuns("Label 7", ownFontShowsASCII: true) { _ in 0 }), ["0..<7 font 0 script \(HB_SCRIPT_LATIN.rawValue)"])
        XCTAssertEqual(described(TextRuns("12:30", ownFontShowsASCII: true) { _ in 0 }), ["0..<5 font 0 script none"])
    }
}
