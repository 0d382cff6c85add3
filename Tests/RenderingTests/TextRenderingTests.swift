import LayoutTree
import Rendering
import TextMetrics
import XCTest

/// Labels: each line where the layout measured it, in the label's font and colour; ink inside
/// every label's frame and nowhere else, as `<text>` and as outlines.
final class TextRenderingTests: RenderTestCase {
    static let labels = """
        <LMColumnView layoutMargins="10" spacing="6">
            <UILabel id="plain" text="Hello, world"/>
            <UILabel id="bold" text="Bold and big" font="System-Bold 22"/>
            <UILabel id="centred" text="Centred" textAlignment="center" font="System 13"/>
            <UILabel id="right" text="Right" textAlignment="right"/>
            <UILabel id="wrapped" text="A longer sentence that has to wrap over several lines" numberOfLines="0"/>
            <UILabel id="cut" text="This label is far too long for its frame" width="120"/>
            <LMSpacer/>
        </LMColumnView>
        """

    func testTextInkIsInsideEveryLabelAndNowhereElse() throws {
        for asPaths in [false, true] {
            let rendered = try render(Self.labels, width: 240, height: 320, options: RenderOptions(textAsPaths: asPaths))
            let bitmap = try Rasterizer.rasterize(rendered.svg)
            let labels = rendered.views.filter { $0.node.viewClass == .label }
            XCTAssertEqual(labels.count, 6)
            for label in labels {
                XCTAssertGreaterThan(bitmap.inkCount(in: rect(label)), 20, "no text drawn in \(label.node.id ?? "?") (paths: \(asPaths))")
            }
            let stray = bitmap.inkOutside(labels.map(rect), margin: 1)
            XCTAssertTrue(stray.isEmpty, "ink outside the labels at \(stray.prefix(5)) (paths: \(asPaths))")
        }
    }

    func testLinesArePlacedWhereTheLayoutMeasuredThem() throws {
        let rendered = try render(Self.labels, width: 240, height: 320)
        let svg = assertWellFormed(rendered.svg)
        let texts = elements("text", in: svg)
        let wrapped = try rendered.view(id: "wrapped")
        let lines = try XCTUnwrap(wrapped.lines)
        XCTAssertGreaterThan(lines.count, 1, "the test needs a wrapped label")
        // One <text> per line: 5 single-line labels + the wrapped lines.
        XCTAssertEqual(texts.count, 5 + lines.count)
        // Consecutive lines are one line height apart, and the block is centred in the frame.
        let lineHeight = Self.measurer.lineHeight(of: .labelDefault)
        let baselines = rendered.svg.components(separatedBy: "\n").filter { $0.contains("<text") }
            .compactMap { line -> Double? in
                guard let range = line.range(of: " y=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" })
            }
        XCTAssertEqual(baselines.count, texts.count)
        let wrappedBaselines = Array(baselines[4..<(4 + lines.count)])
        for index in 1..<wrappedBaselines.count {
            XCTAssertEqual(wrappedBaselines[index] - wrappedBaselines[index - 1], lineHeight, accuracy: 0.002)
        }
        let top = (wrapped.frame.height - Double(lines.count) * lineHeight) / 2
        XCTAssertEqual(wrappedBaselines[0], top + Self.measurer.ascender(of: .labelDefault), accuracy: 0.002)
        for line in lines { XCTAssertTrue(rendered.svg.contains(">\(line)</text>"), "line '\(line)' not drawn as laid out") }
    }

    /// §3.1 (read as UIKit's text system): a CR, a CR LF, a LINE SEPARATOR or a PARAGRAPH SEPARATOR ends a
    /// line as a line feed does, so the next line is drawn as its own `<text>`, one line height lower.
    func testEveryLineBreakDrawsTheNextLineOnItsOwnBaseline() throws {
        let lineHeight = Self.measurer.lineHeight(of: .labelDefault)
        for separator in ["&#10;", "&#13;", "&#13;&#10;", "&#x2028;", "&#x2029;"] {
            let rendered = try render(
                """
                <LMColumnView layoutMargins="10" horizontalAlignment="leading">
                    <UILabel id="two" text="First\(separator)Second" numberOfLines="0"/>
                    <LMSpacer/>
                </LMColumnView>
                """, width: 240, height: 200)
            let label = try rendered.view(id: "two")
            XCTAssertEqual(label.lines, ["First", "Second"], separator)
            XCTAssertEqual(label.frame.height, (2 * lineHeight).rounded(.up), separator)
            let drawn = rendered.svg.components(separatedBy: "\n").filter { $0.contains("<text") }
            XCTAssertEqual(drawn.count, 2, separator)
            XCTAssertTrue(drawn.first?.hasSuffix(">First</text>") == true, "\(separator): \(drawn)")
            XCTAssertTrue(drawn.last?.hasSuffix(">Second</text>") == true, "\(separator): \(drawn)")
            let baselines = drawn.compactMap { line -> Double? in
                guard let range = line.range(of: " y=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" })
            }
            XCTAssertEqual(baselines.count, 2, separator)
            guard baselines.count == 2 else { continue }
            let top = (label.frame.height - 2 * lineHeight) / 2
            XCTAssertEqual(baselines[0], top + Self.measurer.ascender(of: .labelDefault), accuracy: 0.002, separator)
            XCTAssertEqual(baselines[1] - baselines[0], lineHeight, accuracy: 0.002, separator)
        }
    }

    func testFontFamilySizeWeightColourAndAlignment() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10">
                <UILabel id="title" text="Title" font="System-Bold 22" textColor="#ff0000" textAlignment="center"/>
                <UILabel id="italic" text="Italic" font="System-Italic 12"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        let texts = elements("text", in: assertWellFormed(rendered.svg))
        let title = try XCTUnwrap(texts.first)
        XCTAssertEqual(title.attribute(named: "font-size")?.value, "22")
        XCTAssertEqual(title.attribute(named: "font-weight")?.value, "700")
        XCTAssertEqual(title.attribute(named: "fill")?.value, "#ff0000")
        let family = try XCTUnwrap(title.attribute(named: "font-family")?.value)
        XCTAssertTrue(family.contains(Self.fonts.systemFamily) || family.contains("'\(Self.fonts.systemFamily)'"), family)
        XCTAssertTrue(family.hasSuffix("sans-serif"))
        // Centred: the line's left end is half the free width in.
        let frame = try rendered.view(id: "title").frame
        let width = Self.measurer.width(of: "Title", font: .system(size: 22, weight: .bold))
        XCTAssertEqual(Double(title.attribute(named: "x")?.value ?? "") ?? -1, (frame.width - width) / 2, accuracy: 0.001)
        XCTAssertEqual(texts.last?.attribute(named: "font-style")?.value, "italic")
        // Red ink.
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let titleRect = rect(try rendered.view(id: "title"))
        var reddest = 0
        for y in Int(titleRect.y)..<Int(titleRect.y + titleRect.height) {
            for x in Int(titleRect.x)..<Int(titleRect.x + titleRect.width) {
                let pixel = bitmap.pixel(x, y)
                if pixel.r > 200 && pixel.g < 60 && pixel.b < 60 { reddest += 1 }
            }
        }
        XCTAssertGreaterThan(reddest, 10)
    }

    func testTruncationIsMarkedWithAnEllipsis() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10" horizontalAlignment="leading">
                <UILabel id="tail" text="The quick brown fox jumps over the lazy dog" width="100"/>
                <UILabel id="head" text="The quick brown fox jumps over the lazy dog" width="100" lineBreakMode="byTruncatingHead"/>
                <UILabel id="middle" text="The quick brown fox jumps over the lazy dog" width="100" lineBreakMode="byTruncatingMiddle"/>
                <UILabel id="two" text="The quick brown fox jumps over the lazy dog and keeps running" width="100" numberOfLines="2"/>
                <UILabel id="fits" text="Short" width="100"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        let texts = elements("text", in: assertWellFormed(rendered.svg))
        let drawn = rendered.svg.components(separatedBy: "\n").filter { $0.contains("<text") }.map { line -> String in
            let start = line.range(of: "\">", options: .backwards).map { line[$0.upperBound...] } ?? ""
            return String(start.dropLast("</text>".count))
        }
        XCTAssertEqual(drawn.count, texts.count)
        XCTAssertTrue(drawn[0].hasSuffix("…") && drawn[0].hasPrefix("The"), drawn[0])
        XCTAssertTrue(drawn[1].hasPrefix("…") && drawn[1].hasSuffix("dog"), drawn[1])
        XCTAssertTrue(drawn[2].contains("…") && drawn[2].hasPrefix("The") && drawn[2].hasSuffix("dog"), drawn[2])
        // Two lines, the second cut at its end.
        XCTAssertFalse(drawn[3].contains("…"), drawn[3])
        XCTAssertTrue(drawn[4].hasSuffix("…"), drawn[4])
        XCTAssertEqual(drawn[5], "Short")
        // Every truncated line fits its frame.
        for (index, text) in drawn.prefix(5).enumerated() {
            XCTAssertLessThanOrEqual(Self.measurer.width(of: text, font: .labelDefault), 100.01, "line \(index) '\(text)'")
        }
        let bitmap = try Rasterizer.rasterize(rendered.svg)
        let labels = rendered.views.filter { $0.node.viewClass == .label }
        XCTAssertTrue(bitmap.inkOutside(labels.map(rect), margin: 1).isEmpty)
    }

    func testTextAsPathsWritesOutlinesAndNoText() throws {
        let rendered = try render(Self.labels, width: 240, height: 320, options: RenderOptions(textAsPaths: true))
        let svg = assertWellFormed(rendered.svg)
        XCTAssertTrue(elements("text", in: svg).isEmpty)
        XCTAssertFalse(rendered.svg.contains("<text"))
        // Each glyph is defined once and placed with <use> wherever it is drawn.
        let definitions = elements("path", in: elements("defs", in: svg).first)
        let uses = elements("use", in: svg)
        let drawnCharacters = rendered.views.compactMap(\.lines).joined().joined().filter { $0 != " " }
        XCTAssertEqual(uses.count, drawnCharacters.count, "one <use> per visible character")
        // The bold label's glyphs come from the bold face; every other label shares the regular face.
        let bold = Set((try rendered.view(id: "bold").lines ?? []).joined().filter { $0 != " " })
        let regular = Set(rendered.views.filter { $0.node.id != "bold" }.compactMap(\.lines).joined().joined().filter { $0 != " " })
        XCTAssertEqual(definitions.count, bold.count + regular.count, "one outline per glyph of each face")
        for path in definitions {
            let data = try XCTUnwrap(path.attribute(named: "d")?.value)
            XCTAssertTrue(data.hasPrefix("M") && data.contains("Z"), "glyph outlines: \(data.prefix(40))")
        }
        let ids = Set(definitions.compactMap { $0.attribute(named: "id")?.value })
        for use in uses { XCTAssertTrue(ids.contains(String(use.attribute(named: "xlink:href")?.value.dropFirst() ?? ""))) }
        XCTAssertTrue(rendered.diagnostics.diagnostics.isEmpty, "\(rendered.diagnostics.diagnostics)")
    }

    func testOutlinesMatchTheTextRenderingOfTheSameFont() throws {
        // The same label drawn both ways covers the same pixels, give or take anti-aliasing.
        let xml = """
            <LMColumnView layoutMargins="10"><UILabel id="label" text="Outlines" font="System 24"/><LMSpacer/></LMColumnView>
            """
        let text = try Rasterizer.rasterize(try render(xml).svg)
        let rendered = try render(xml, options: RenderOptions(textAsPaths: true))
        let paths = try Rasterizer.rasterize(rendered.svg)
        let label = rect(try rendered.view(id: "label"))
        let inkText = text.inkCount(in: label), inkPaths = paths.inkCount(in: label)
        XCTAssertGreaterThan(inkText, 50)
        XCTAssertEqual(Double(inkPaths), Double(inkText), accuracy: Double(inkText) * 0.2)
    }

    /// `--text-as-paths` draws the glyphs HarfBuzz shaped when the layout measured the line (issue
    /// 14.6): "office" is four glyphs (the f-f-i ligature), Hebrew runs right to left, Devanagari
    /// comes from its fallback font; every glyph at the x the shaping gives it.
    func testTextAsPathsDrawsTheShapedGlyphs() throws {
        let texts = ["office", "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", "\u{928}\u{92E}\u{938}\u{94D}\u{924}\u{947}"]
        let xml = """
            <LMColumnView horizontalAlignment="leading">\(texts.map { "<UILabel text='\($0)'/>" }.joined())<LMSpacer/></LMColumnView>
            """
        let rendered = try render(xml, options: RenderOptions(textAsPaths: true))
        let uses = elements("use", in: assertWellFormed(rendered.svg))
        // Glyphs with an outline, in the order drawn; font numbers in order of first use.
        var expected: [(href: String, x: Double)] = []
        var fontNumbers: [String: Int] = [:]
        for text in texts {
            let shaped = try XCTUnwrap(Self.measurer.shapedLine(text, font: .labelDefault))
            for glyph in shaped.glyphs {
                let file = shaped.fonts[glyph.font]
                guard let outline = GlyphOutlineFontCache().font(path: file.path, faceIndex: file.faceIndex)?.outline(glyph: glyph.glyph),
                    !outline.commands.isEmpty
                else { continue }
                let number = fontNumbers[file.path] ?? fontNumbers.count
                fontNumbers[file.path] = number
                expected.append(("#glyph\(number)-\(glyph.glyph)", glyph.x))
            }
        }
        XCTAssertEqual(uses.compactMap { $0.attribute(named: "xlink:href")?.value }, expected.map(\.href))
        let xs = uses.compactMap { use -> Double? in
            let matrix = use.attribute(named: "transform")?.value.dropFirst("matrix(".count).dropLast().split(separator: " ")
            return matrix.flatMap { $0.count == 6 ? Double($0[4]) : nil }
        }
        XCTAssertEqual(xs.count, expected.count)
        for (x, glyph) in zip(xs, expected) { XCTAssertEqual(x, glyph.x, accuracy: 0.01, glyph.href) }
        XCTAssertEqual(expected.count, 4 + 4 + (fontNumbers.count > 1 ? 5 : 0), "office: 4 glyphs; Hebrew 4; Devanagari 5 when a font has it")
        // The label is as wide as the shaped line: o + ffi + c + e = 5619 units → 46.64 → 47.
        XCTAssertEqual(rendered.views.first { $0.lines == ["office"] }?.frame.width, 47)
    }

    func testTextIsEscaped() throws {
        let rendered = try render(
            """
            <LMColumnView layoutMargins="10">
                <UILabel text="a &amp; b &lt;c&gt; &quot;q&quot; 'apostrophe' ünïcødé"/>
                <UILabel text="tab&#9;and  two spaces" numberOfLines="0"/>
                <LMSpacer/>
            </LMColumnView>
            """, width: 400)
        let texts = elements("text", in: assertWellFormed(rendered.svg))
        XCTAssertEqual(texts.count, 2)
        XCTAssertTrue(rendered.svg.contains("a &amp; b &lt;c&gt; \"q\" 'apostrophe' ünïcødé"))
        XCTAssertTrue(rendered.svg.contains("xml:space=\"preserve\""))
    }
}
