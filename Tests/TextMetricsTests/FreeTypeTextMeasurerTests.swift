import Foundation
import LayoutTree
import XCTest

@testable import TextMetrics

/// Widths and line heights from real fonts (SEMANTICS.md §1.4), pinned to DejaVu Sans.
final class FreeTypeTextMeasurerTests: XCTestCase {
    var measurer: FreeTypeTextMeasurer!

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: ReferenceFreeType.dejaVuSans), "DejaVu Sans is not installed")
        measurer = FreeTypeTextMeasurer(resolver: FontResolver(systemFamily: "DejaVu Sans"))
    }

    /// Advance sums + kerning in font units, read independently with fontTools (hmtx and the kern table of
    /// DejaVu Sans 2.37, 2048 units per em). Width = units × size / 2048.
    static let dejaVuSansUnits: [(String, Int)] = [
        ("Hello", 5191), ("Button", 6860), ("AV", 2802 - 131), ("Wo", 3278 - 120), ("Hello, world", 12132),
        ("The quick brown fox", 20795 - 108), ("Title", 4452 - 63), ("Tomorrow", 10364 - 429),
        ("AVAVAV", 8406 - 655), ("Yes", 3578 - 272), ("\u{2026}", 2048),
    ]
    static let dejaVuSansBoldUnits: [(String, Int)] = [
        ("Hello", 5914), ("AV", 3170 - 139), ("Tomorrow", 11664 - 272), ("Yes", 4091 - 188),
    ]

    /// Threads measuring at once each take a lane of their own: the widths are those of one
    /// thread, to the last bit, whichever lane measured them.
    func testWidthsMeasuredOnAllCoresMatchOneThread() {
        let texts = (0..<2_000).map { "Item \($0) \(Self.dejaVuSansUnits[$0 % Self.dejaVuSansUnits.count].0)" }
        let fonts: [FontDescriptor] = [.system(size: 17), .system(size: 13, weight: .bold)]
        let oneThread = texts.indices.map { measurer.width(of: texts[$0], font: fonts[$0 % 2]) }
        let shared = FreeTypeTextMeasurer(resolver: FontResolver(systemFamily: "DejaVu Sans"))
        let results = UnsafeMutableBufferPointer<Double>.allocate(capacity: texts.count)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results  // each iteration writes its own slot
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            slots[index] = shared.width(of: texts[index], font: fonts[index % 2])
        }
        XCTAssertEqual(Array(results), oneThread)
    }

    func testWidthsMatchFontToolsFigures() {
        for size in [11.0, 13, 15, 17, 24, 28.5] {
            for (text, units) in Self.dejaVuSansUnits {
                XCTAssertEqual(
                    measurer.width(of: text, font: .system(size: size)), Double(units) * size / 2048, accuracy: 1e-9,
                    "\(text) at \(size)")
            }
            for (text, units) in Self.dejaVuSansBoldUnits {
                XCTAssertEqual(
                    measurer.width(of: text, font: .system(size: size, weight: .bold)), Double(units) * size / 2048,
                    accuracy: 1e-9, "bold \(text) at \(size)")
            }
        }
    }

    /// The same strings through FreeType's scaled API (linear advances, unfitted kerning).
    func testWidthsMatchFreeTypesOwnNumbers() throws {
        let texts = Self.dejaVuSansUnits.map(\.0) + ["Lorem ipsum dolor sit amet, consectetur", "WAVE Ty Yo LT", "Ärger über €5"]
        for size in [12.0, 17, 34] {
            for text in texts {
                let reference = try XCTUnwrap(
                    ReferenceFreeType.width(of: text, fontFile: ReferenceFreeType.dejaVuSans, size: size))
                // FreeType rounds each scaled advance to 1/65536 px and each scaled kerning value to 1/64 px.
                let tolerance = Double(text.count) / 128 + 1e-6
                XCTAssertEqual(measurer.width(of: text, font: .system(size: size)), reference, accuracy: tolerance, text)
            }
        }
    }

    func testKerningPullsPairsTogether() {
        let font = FontDescriptor.system(size: 17)
        let pair = measurer.width(of: "AV", font: font)
        let separate = measurer.width(of: "A", font: font) + measurer.width(of: "V", font: font)
        XCTAssertEqual(pair, separate - 131 * 17 / 2048, accuracy: 1e-9)
    }

    /// lineHeight = (hhea ascender − descender + lineGap) × size / unitsPerEm: DejaVu Sans has 1901, −483, 0.
    func testLineHeightAndAscender() throws {
        let metrics = try XCTUnwrap(ReferenceFreeType.verticalMetrics(fontFile: ReferenceFreeType.dejaVuSans))
        XCTAssertEqual(metrics.ascender, 1901)
        XCTAssertEqual(metrics.descender, -483)
        XCTAssertEqual(metrics.lineGap, 0)
        XCTAssertEqual(metrics.unitsPerEm, 2048)
        for size in [13.0, 15, 17, 28] {
            XCTAssertEqual(measurer.lineHeight(of: .system(size: size)), 2384 * size / 2048, accuracy: 1e-12)
            XCTAssertEqual(measurer.ascender(of: .system(size: size)), 1901 * size / 2048, accuracy: 1e-12)
            XCTAssertEqual(measurer.descender(of: .system(size: size)), 483 * size / 2048, accuracy: 1e-12)
        }
        XCTAssertEqual(measurer.lineHeight(of: .system(size: 17)), 19.7890625)
    }

    func testEmptyTextAndInvisibleCharacters() {
        let font = FontDescriptor.system(size: 17)
        XCTAssertEqual(measurer.width(of: "", font: font), 0)
        XCTAssertEqual(measurer.width(of: "a\u{200B}b", font: font), measurer.width(of: "ab", font: font))
        XCTAssertEqual(measurer.width(of: "\u{FE0F}", font: font), 0)
    }

    /// Characters DejaVu Sans lacks are measured in the font fontconfig falls back to, not as .notdef.
    func testMissingGlyphsUseAFallbackFont() throws {
        let font = FontDescriptor.system(size: 17)
        let resolver = measurer.resolver
        let sans = try XCTUnwrap(resolver.resolve(font))
        let fallback = try XCTUnwrap(resolver.fallback(for: "\u{1D400}", near: sans))
        let reference = try XCTUnwrap(ReferenceFreeType.width(of: "\u{1D400}", fontFile: fallback.path, size: 17))
        XCTAssertEqual(measurer.width(of: "\u{1D400}", font: font), reference, accuracy: 0.01)
        XCTAssertEqual(
            measurer.width(of: "A\u{1D400}", font: font), 1401 * 17.0 / 2048 + reference, accuracy: 0.01)
    }

    func testResolutionNotes() {
        XCTAssertEqual(
            measurer.resolutionNote(for: FontDescriptor(name: "Helvetica", size: 24)),
            "font 'Helvetica' not found; using 'DejaVu Sans'")
        XCTAssertEqual(
            measurer.resolutionNote(for: FontDescriptor(name: "Helvetica-Bold", size: 24, weight: .bold)),
            "font 'Helvetica-Bold' not found; using 'DejaVu Sans (DejaVuSans-Bold)'")
        XCTAssertNil(measurer.resolutionNote(for: FontDescriptor(name: "DejaVuSans-Bold", size: 24, weight: .bold)))
        XCTAssertNil(measurer.resolutionNote(for: .system(size: 17)))
        XCTAssertNil(measurer.resolutionNote(for: TextStyle.headline.font))
    }

    /// A substitute is measured with the substitute's metrics.
    func testSubstituteIsMeasuredWithItsOwnMetrics() {
        let helvetica = FontDescriptor(name: "Helvetica", size: 24)
        XCTAssertEqual(measurer.width(of: "Hello", font: helvetica), 5191 * 24.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(measurer.lineHeight(of: helvetica), 2384 * 24.0 / 2048, accuracy: 1e-9)
    }

    func testConcurrentMeasurementIsConsistent() {
        let texts = (0..<64).map { "Line \($0) of text, AVAV Wo" }
        let fonts: [FontDescriptor] = (0..<64).map { index in
            let weight: FontWeight = index % 3 == 0 ? .bold : .regular
            return FontDescriptor.system(size: Double(12 + index % 5), weight: weight)
        }
        let results = ConcurrentResults<Double>()
        let measurer: FreeTypeTextMeasurer = self.measurer
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            results[index] = measurer.width(of: texts[index], font: fonts[index])
        }
        for index in texts.indices {
            XCTAssertEqual(results[index], measurer.width(of: texts[index], font: fonts[index]))
        }
    }
}
