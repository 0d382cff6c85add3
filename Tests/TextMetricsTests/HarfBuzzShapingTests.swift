import Foundation
import LayoutTree
import XCTest

@testable import TextMetrics

/// Widths are HarfBuzz's shaping of the text (issue 14.6, SEMANTICS.md §1.4): kerning, ligatures,
/// joining and reordering scripts, emoji sequences, fallback fonts for what the font lacks.
/// Figures in font units were read with `hb-shape` (HarfBuzz 6.0.0) from DejaVu Sans 2.37
/// (2048 units per em), Lohit Devanagari 2.95.4 (1024) and Noto Color Emoji 2.042 (2048).
final class HarfBuzzShapingTests: XCTestCase {
    var measurer: FreeTypeTextMeasurer!
    var sans: ResolvedFont!

    static let lohitDevanagari = "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"
    static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// "नमस्ते": na, ma, sa + virama + ta as a half form and a conjunct, the e-matra a mark with no advance.
    static let namaste = "\u{928}\u{92E}\u{938}\u{94D}\u{924}\u{947}"
    /// man, woman, girl joined by ZERO WIDTH JOINERs: one family glyph in an emoji font.
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: ReferenceFreeType.dejaVuSans), "DejaVu Sans is not installed")
        measurer = FreeTypeTextMeasurer(resolver: FontResolver(systemFamily: "DejaVu Sans"))
        sans = try XCTUnwrap(measurer.resolver.resolve(.system(size: 17)))
        XCTAssertEqual(sans.path, ReferenceFreeType.dejaVuSans)
    }

    /// Every width is HarfBuzz's own shaping of the same text in the same file, and a label's width
    /// (rounded up to pixels) lies within 0.5 pt of it.
    func testWidthsAreHarfBuzzsShapingOfTheSameTextAndFont() throws {
        let texts = [
            "Hello, world", "AVAVAV Wo Ty", "office affluent flow", "The quick brown fox jumps over the lazy dog",
            "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", "\u{645}\u{631}\u{62D}\u{628}\u{627} \u{628}\u{627}\u{644}\u{639}\u{627}\u{644}\u{645}",
            "Ärger über €5", "a\u{301}e\u{308}",
        ]
        for size in [13.0, 17, 28] {
            for text in texts {
                let reference = try XCTUnwrap(ReferenceHarfBuzz.width(of: text, fontFile: sans.path, size: size))
                XCTAssertEqual(measurer.width(of: text, font: .system(size: size)), reference, accuracy: 1e-9, "\(text) at \(size)")
            }
        }
        let leaf = LeafMeasurer(text: measurer, scale: 2)
        for text in texts {
            let label = try XCTUnwrap(DocumentCompiler().compile(source: "<UILabel text='\(text)'/>").root)
            let width = try XCTUnwrap(leaf.intrinsicSize(of: label).width)
            let reference = try XCTUnwrap(ReferenceHarfBuzz.width(of: text, fontFile: sans.path, size: 17))
            XCTAssertEqual(width, reference, accuracy: 0.5, text)
            XCTAssertGreaterThanOrEqual(width, reference, text)
        }
    }

    /// Hand-checked figures on DejaVu Sans: what shaping changes against the sum of the characters'
    /// own advances and `kern` pairs.
    func testLigaturesKerningAndJoiningOnDejaVuSans() throws {
        let cases: [(text: String, units: Int, glyphs: Int, why: String)] = [
            ("office", 1253 + 1980 + 1126 + 1260, 4, "f f i is one ligature (1980, not 721 + 721 + 569)"),
            ("AV", 1270 + 1401, 2, "GPOS kerning: A's advance 1401 − 131"),
            ("\u{5E9}\u{5DC}\u{5D5}\u{5DD}", 1359 + 558 + 1164 + 1451, 4, "Hebrew, right to left"),
            ("\u{645}\u{631}\u{62D}\u{628}\u{627}", 624 + 618 + 1266 + 1130 + 1097, 5, "Arabic in its joining forms (isolated: 6076)"),
        ]
        for (text, units, glyphs, why) in cases {
            XCTAssertEqual(measurer.width(of: text, font: .system(size: 17)), Double(units) * 17 / 2048, accuracy: 1e-9, why)
            XCTAssertEqual(measurer.shapedLine(text, font: .system(size: 17))?.glyphs.count, glyphs, why)
        }
        // Unshaped (advances and `kern` pairs only), these would be wider.
        let unshapedOffice = try XCTUnwrap(ReferenceFreeType.width(of: "office", fontFile: sans.path, size: 17))
        XCTAssertEqual(unshapedOffice - measurer.width(of: "office", font: .system(size: 17)), 31 * 17.0 / 2048, accuracy: 1e-6)
        let unshapedArabic = try XCTUnwrap(
            ReferenceFreeType.width(of: "\u{645}\u{631}\u{62D}\u{628}\u{627}", fontFile: sans.path, size: 17))
        XCTAssertEqual(unshapedArabic, 6076 * 17.0 / 2048, accuracy: 1e-6)
    }

    /// Devanagari and emoji sequences, which DejaVu Sans lacks, are shaped in the fonts fontconfig
    /// falls back to (scripts/test installs Lohit Devanagari and Noto Color Emoji). Where no installed
    /// font has the script, the text is the .notdef boxes of the font's own file, as HarfBuzz shapes it there.
    func testDevanagariAndEmojiAreShapedInTheirFallbackFonts() throws {
        let cases: [(text: String, first: Unicode.Scalar, file: String, units: Int, glyphs: Int)] = [
            (Self.namaste, "\u{928}", Self.lohitDevanagari, 585 + 579 + 523 + 608 + 0, 5),
            (Self.family, "\u{1F468}", Self.notoColorEmoji, 2550, 1),
        ]
        for (text, first, file, units, glyphs) in cases {
            let shaped = try XCTUnwrap(measurer.shapedLine(text, font: .system(size: 17)))
            if let fallback = measurer.resolver.fallback(for: first, near: sans) {
                let reference = try XCTUnwrap(ReferenceHarfBuzz.shape(text, fontFile: fallback.path))
                XCTAssertEqual(measurer.width(of: text, font: .system(size: 17)), reference.width(atSize: 17), accuracy: 1e-9, text)
                XCTAssertEqual(shaped.glyphs.map(\.glyph), reference.glyphs, text)
                XCTAssertEqual(shaped.fonts.map(\.path), [sans.path, fallback.path], text)
                XCTAssertTrue(shaped.glyphs.allSatisfy { $0.font == 1 }, text)
                if fallback.path == file {
                    XCTAssertEqual(shaped.width, Double(units) * 17 / reference.unitsPerEm, accuracy: 1e-9, text)
                    XCTAssertEqual(shaped.glyphs.count, glyphs, text)
                }
            } else {
                let notdef = try XCTUnwrap(ReferenceHarfBuzz.width(of: text, fontFile: sans.path, size: 17))
                XCTAssertEqual(measurer.width(of: text, font: .system(size: 17)), notdef, accuracy: 1e-9, text)
                XCTAssertEqual(shaped.fonts.map(\.path), [sans.path], text)
            }
        }
        // Conjuncts are not the sum of their letters: क्षि (ka, virama, ssa, i-matra) is two glyphs in Lohit.
        if measurer.resolver.fallback(for: "\u{915}", near: sans)?.path == Self.lohitDevanagari {
            XCTAssertEqual(measurer.width(of: "\u{915}\u{94D}\u{937}\u{93F}", font: .system(size: 17)), (266 + 657) * 17.0 / 1024, accuracy: 1e-9)
        }
    }

    /// A line of several fonts and scripts is the sum of its runs, each shaped on its own.
    func testMixedLinesAreShapedRunByRun() throws {
        let font = FontDescriptor.system(size: 17)
        let latin = try XCTUnwrap(ReferenceHarfBuzz.width(of: "Shalom ", fontFile: sans.path, size: 17))
        let hebrew = try XCTUnwrap(ReferenceHarfBuzz.width(of: "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", fontFile: sans.path, size: 17))
        XCTAssertEqual(measurer.width(of: "Shalom \u{5E9}\u{5DC}\u{5D5}\u{5DD}", font: font), latin + hebrew, accuracy: 1e-9)

        let devanagariFont = measurer.resolver.fallback(for: "\u{928}", near: sans)?.path ?? sans.path
        let namaste = try XCTUnwrap(ReferenceHarfBuzz.width(of: Self.namaste, fontFile: devanagariFont, size: 17))
        XCTAssertEqual(measurer.width(of: "A " + Self.namaste, font: font), (1401 + 651) * 17.0 / 2048 + namaste, accuracy: 1e-9)
    }

    /// The glyphs the renderer draws: in visual order, each at the pen position the width adds up to.
    func testShapedLinesPlaceGlyphsInVisualOrder() throws {
        let font = FontDescriptor.system(size: 17)
        let hebrew = "\u{5E9}\u{5DC}\u{5D5}\u{5DD}"
        let shaped = try XCTUnwrap(measurer.shapedLine(hebrew, font: font))
        // Right to left: the final mem (the last letter) is drawn first, at the left.
        XCTAssertEqual(shaped.glyphs.first?.glyph, ReferenceFreeType.glyphIndex("\u{5DD}", fontFile: sans.path))
        XCTAssertEqual(shaped.glyphs.last?.glyph, ReferenceFreeType.glyphIndex("\u{5E9}", fontFile: sans.path))
        XCTAssertEqual(shaped.glyphs.map(\.x), [0, 1359, 1359 + 558, 1359 + 558 + 1164].map { Double($0) * 17 / 2048 })
        XCTAssertEqual(shaped.width, measurer.width(of: hebrew, font: font))

        let office = try XCTUnwrap(measurer.shapedLine("office", font: font))
        XCTAssertEqual(office.glyphs.map(\.glyph), try XCTUnwrap(ReferenceHarfBuzz.shape("office", fontFile: sans.path)).glyphs)
        XCTAssertEqual(office.glyphs.map(\.x), [0, 1253, 1253 + 1980, 1253 + 1980 + 1126].map { Double($0) * 17 / 2048 })
        XCTAssertTrue(office.glyphs.allSatisfy { $0.y == 0 && $0.scale == 17.0 / 2048 })
        XCTAssertEqual(measurer.shapedLine("", font: font)?.glyphs, [])
    }

    /// SF Pro's size-specific tracking (§1.4) comes from its AAT `trak` table, which HarfBuzz applies at
    /// the point size: DejaVu Sans with a `trak` table added (normal track: +20 units at 9 pt, −10 at
    /// 17 pt, −30 at 28 pt, linear between) gains the tracking once per character of "Hello".
    func testTrackingFromTheTrakTableAtThePointSize() throws {
        let path = try FontWithTracking.write(from: ReferenceFreeType.dejaVuSans, sizes: [9, 17, 28], values: [20, -10, -30])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let font = try XCTUnwrap(HarfBuzzFont(path: path, faceIndex: 0))
        let buffer = try XCTUnwrap(ShapingBuffer())
        let hello = "Hello".unicodeScalars.map(\.value)
        for (size, tracking) in [(9.0, 20), (13, 5), (17, -10), (28, -30)] {
            let run = font.shape(hello, range: 0..<hello.count, script: nil, size: size, buffer: buffer)
            XCTAssertEqual(run.advance, 5191 + 5 * tracking, "at \(size) pt")
        }
    }
}
