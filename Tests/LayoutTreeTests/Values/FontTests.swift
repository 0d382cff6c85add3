import Diagnostics
import XCTest

@testable import LayoutTree

final class FontTests: XCTestCase {
    let at = ValuesFixture.location

    func parse(_ value: String) -> (FontDescriptor?, [String]) {
        ValuesFixture.run { FontParser().parse(value, attribute: "font", at: at, diagnostics: &$0) }
    }

    // §1.4: the ten text styles, at the default Dynamic Type size.
    func testTextStyles() {
        let cases: [(name: String, size: Double, weight: FontWeight, line: UInt)] = [
            ("title1", 28, .regular, #line), ("title2", 22, .regular, #line), ("title3", 20, .regular, #line),
            ("headline", 17, .semibold, #line), ("body", 17, .regular, #line), ("callout", 16, .regular, #line),
            ("subheadline", 15, .regular, #line), ("footnote", 13, .regular, #line),
            ("caption1", 12, .regular, #line), ("caption2", 11, .regular, #line),
        ]
        for test in cases {
            let (font, diagnostics) = parse(test.name)
            XCTAssertEqual(
                font,
                FontDescriptor(
                    name: "System", size: test.size, weight: test.weight, isSystem: true,
                    textStyle: TextStyle(rawValue: test.name)),
                test.name, line: test.line)
            XCTAssertEqual(diagnostics, [], test.name, line: test.line)
        }
        XCTAssertEqual(TextStyle.markupKitStyles.count, 10)
        XCTAssertEqual(parse("headline").0?.description, "headline (17 pt semibold)")
    }

    func testLargeTitleIsAnExtension() {
        let (font, diagnostics) = parse("largeTitle")
        XCTAssertEqual(font?.size, 34)
        XCTAssertEqual(font?.textStyle, .largeTitle)
        XCTAssertEqual(
            diagnostics,
            [
                "view.xml:3:14: warning: MarkupKit does not accept 'largeTitle' for attribute 'font' "
                    + "(iOS would show the default font); markupc reads it as the largeTitle text style (34 pt) "
                    + "(write 'System 34' for the same size in MarkupKit) [MK005]"
            ])
    }

    func testSystemFonts() {
        let cases: [(value: String, font: FontDescriptor, line: UInt)] = [
            ("System 17", FontDescriptor(name: "System", size: 17, isSystem: true), #line),
            ("System-Bold 15", FontDescriptor(name: "System-Bold", size: 15, weight: .bold, isSystem: true), #line),
            (
                "System-Italic 12.5", FontDescriptor(name: "System-Italic", size: 12.5, italic: true, isSystem: true),
                #line
            ),
        ]
        for test in cases {
            let (font, diagnostics) = parse(test.value)
            XCTAssertEqual(font, test.font, test.value, line: test.line)
            XCTAssertEqual(diagnostics, [], test.value, line: test.line)
            XCTAssertEqual(font?.description, test.value, line: test.line)
        }
    }

    // MarkupKit knows exactly System, System-Bold and System-Italic (§1.4, matched case-sensitively): other
    // weights go to fontWithName:, which finds no such font, so the view keeps its default font. Before,
    // markupc read them as the system font at that weight, though its own warning said iOS would not.
    func testOtherSystemWeightsAreNoFontAndLeaveTheDefault() {
        let cases: [(value: String, suggestion: String, line: UInt)] = [
            ("System-Semibold 17", "System-Bold 17", #line),
            ("System-Medium 16", "System 16", #line),
            ("System-LightItalic 12", "System-Italic 12", #line),
            ("System-Light 20", "System 20", #line),
            ("System-BoldItalic 20", "System-Bold 20", #line),
            ("System-bold 17", "System-Bold 17", #line),
        ]
        for test in cases {
            let (font, diagnostics) = parse(test.value)
            XCTAssertNil(font, test.value, line: test.line)
            let name = test.value.split(separator: " ")[0]
            XCTAssertEqual(
                diagnostics,
                [
                    "view.xml:3:14: warning: invalid value '\(test.value)' for attribute 'font': expected a font ('<Name> <size>', "
                        + "'System 17', 'System-Bold 17' or a text style such as 'body'); MarkupKit reads it as the view's default font "
                        + "(no font is named '\(name)') (did you mean '\(test.suggestion)'?) [MK004]"
                ],
                test.value, line: test.line)
        }
    }

    func testPostScriptNames() {
        let cases: [(value: String, font: FontDescriptor, line: UInt)] = [
            ("HelveticaNeue 17", FontDescriptor(name: "HelveticaNeue", size: 17), #line),
            ("Helvetica-Bold 14", FontDescriptor(name: "Helvetica-Bold", size: 14, weight: .bold), #line),
            (
                "HelveticaNeue-MediumItalic 9",
                FontDescriptor(name: "HelveticaNeue-MediumItalic", size: 9, weight: .medium, italic: true), #line
            ),
            ("AvenirNext-DemiBold 18", FontDescriptor(name: "AvenirNext-DemiBold", size: 18, weight: .semibold), #line),
            ("Avenir-Heavy 18", FontDescriptor(name: "Avenir-Heavy", size: 18, weight: .heavy), #line),
            (
                "HelveticaNeue-UltraLight 30",
                FontDescriptor(name: "HelveticaNeue-UltraLight", size: 30, weight: .ultraLight), #line
            ),
            ("Menlo-Regular 11", FontDescriptor(name: "Menlo-Regular", size: 11), #line),
            ("Courier-Oblique 10", FontDescriptor(name: "Courier-Oblique", size: 10, italic: true), #line),
        ]
        for test in cases {
            let (font, diagnostics) = parse(test.value)
            XCTAssertEqual(font, test.font, test.value, line: test.line)
            XCTAssertEqual(diagnostics, [], test.value, line: test.line)
        }
    }

    func testSizeWithJunkIsReadByItsPrefix() {
        let (font, diagnostics) = parse("System 17pt")
        XCTAssertEqual(font?.size, 17)
        XCTAssertEqual(diagnostics, ["view.xml:3:14: warning: '17pt' is not a number; MarkupKit reads it as 17 [MK006]"])
    }

    func testInvalidFonts() {
        let expected = "expected a font ('<Name> <size>', 'System 17', 'System-Bold 17' or a text style such as 'body')"
        let cases: [(value: String, fixIt: String?, line: UInt)] = [
            ("Helvetica Neue 17", "HelveticaNeue 17", #line),  // exactly two parts (§1.4, §5 item 11)
            ("Helvetica Neue Bold 17", "HelveticaNeue-Bold 17", #line),
            ("System Bold 17", "System-Bold 17", #line),
            ("System  17", "System 17", #line),  // two spaces make three parts
            (" System 17", "System 17", #line),
            ("System 0", nil, #line),  // not a positive size
            ("System -4", nil, #line),
            ("System big", nil, #line),
            ("System", nil, #line),
            ("Helvetica", nil, #line),
            (" 17", nil, #line),
            ("", nil, #line),
            ("Body", "body", #line),  // text styles are case-sensitive
            ("headine", "headline", #line),
            ("body 20", "body", #line),  // text styles take no size
            ("system 17", "System 17", #line),
            ("system-bold 17", "System-Bold 17", #line),
            ("System-Bolt 17", "System-Bold 17", #line),
            ("Helvetica Neue", nil, #line),
        ]
        for test in cases {
            let (font, diagnostics) = parse(test.value)
            XCTAssertNil(font, test.value, line: test.line)
            let fixIt = test.fixIt.map { " (did you mean '\($0)'?)" } ?? ""
            XCTAssertEqual(
                diagnostics,
                ["view.xml:3:14: warning: invalid value '\(test.value)' for attribute 'font': \(expected)\(fixIt) [MK004]"],
                test.value, line: test.line)
        }
    }

    // §1.4 defaults.
    func testDefaults() {
        XCTAssertEqual(FontDescriptor.labelDefault, FontDescriptor(name: "System", size: 17, isSystem: true))
        XCTAssertEqual(FontDescriptor.systemButtonDefault.size, 15)
        XCTAssertEqual(FontDescriptor.textFieldDefault.size, 17)
        XCTAssertEqual(FontDescriptor.segmentedControlDefault.size, 13)
        XCTAssertEqual(FontDescriptor.system(size: 12, weight: .bold, italic: true).name, "System-BoldItalic")
        XCTAssertEqual(FontDescriptor.system(size: 12, italic: true).name, "System-Italic")
        XCTAssertTrue(FontWeight.semibold > .regular)
        XCTAssertEqual(FontWeight.semibold.uiFontWeight, 0.3)
    }
}

/// Which names are iOS's own fonts (`IOSFontNames`), and what a view shows for one iOS would not find.
final class UnknownFontTests: XCTestCase {
    func testIOSFontNamesByTheirFamilies() {
        for name in [
            "Helvetica", "helvetica", "HelveticaNeue-Light", "Arial-BoldMT", "ArialMT", "TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT",
            "CourierNewPSMT", "AvenirNext-DemiBold", "Menlo-Regular", "Georgia", "GillSans-Light", "PingFangSC-Regular", "Courier",
        ] {
            XCTAssertTrue(IOSFontNames.contains(name), name)
        }
        for name in ["NoSuchFont", "Roboto-Bold", "bold", "italic", "OpenSans", "SanFrancisco"] {
            XCTAssertFalse(IOSFontNames.contains(name), name)
        }
    }

    /// A text measurer that has only the fonts it is given.
    private struct Fonts: TextMeasuring {
        var installed: Set<String>
        func width(of text: String, font: FontDescriptor) -> Double { Double(text.count) * font.size / 2 }
        func lineHeight(of font: FontDescriptor) -> Double { font.size }
        func ascender(of font: FontDescriptor) -> Double { font.size }
        func knows(_ font: FontDescriptor) -> Bool { font.isSystem || IOSFontNames.contains(font.name) || installed.contains(font.name) }
    }

    /// §1.4: "If it is unknown, the result is nil and the view's default font is used." A label in a font neither
    /// iOS nor the machine has is as large as one in System 17; one in an iOS font, or one the machine has, keeps it.
    func testAFontIOSWouldNotFindLeavesTheDefault() throws {
        let source = """
            <LMColumnView horizontalAlignment="leading">
                <UILabel text="Hello" font="NoSuchFont 30"/>
                <UILabel text="Hello" font="Georgia 30"/>
                <UILabel text="Hello" font="Bundled 30"/>
                <UILabel text="Hello"/>
            </LMColumnView>
            """
        let root = try XCTUnwrap(DocumentCompiler().compile(source: source).root)
        let measurer = LeafMeasurer(text: Fonts(installed: ["Bundled"]))
        let laidOut = LayoutEngine(measurer: measurer, rootMode: .plain).layout(root, on: Screen(width: 375, height: 667, scale: 1)).root
        XCTAssertEqual(laidOut.children.map(\.frame.width), [43, 75, 75, 43], "5 × 17 / 2 = 42.5, rounded up to the pixel")
        XCTAssertEqual(laidOut.children.map { $0.node.content.font?.name }, [nil, "Georgia", "Bundled", nil])
        // Deeper than the parser nests (includes do): the font at the bottom is dropped, without recursion, and a
        // branch without one is not copied.
        var deep = ViewNode(elementName: "UILabel", viewClass: .label, location: SourceLocation(file: "x", line: 1, column: 1))
        deep.content.font = FontDescriptor(name: "NoSuchFont", size: 30)
        let untouched = ViewNode(elementName: "UIView", viewClass: .view, location: SourceLocation(file: "x", line: 1, column: 1))
        for _ in 0..<5_000 {
            var column = ViewNode(elementName: "LMColumnView", viewClass: .columnView, location: SourceLocation(file: "x", line: 1, column: 1))
            column.children = [untouched, deep]
            deep = column
        }
        var bottom = measurer.droppingUnknownFonts(from: deep)
        XCTAssertTrue(bottom.children[0].isSameNode(as: untouched))
        while bottom.children.count == 2 { bottom = bottom.children[1] }
        XCTAssertEqual(bottom.elementName, "UILabel")
        XCTAssertNil(bottom.content.font)
        // The same tree when every font is known: nothing copied.
        let known = try XCTUnwrap(DocumentCompiler().compile(source: "<UILabel text='a' font='Georgia 12'/>").root)
        XCTAssertTrue(measurer.droppingUnknownFonts(from: known).isSameNode(as: known))
    }
}
