import Diagnostics
import XCTest

@testable import LayoutTree

final class ColorTests: XCTestCase {
    let at = ValuesFixture.location

    func parse(_ value: String, table: ColorTable = ColorTable(), attribute: String = "backgroundColor")
        -> (Color?, [String])
    {
        ValuesFixture.run { ColorParser(table: table).parse(value, attribute: attribute, at: at, diagnostics: &$0) }
    }

    // §1.3: #rrggbb and #rrggbbaa, case-insensitive, each channel / 255.
    func testHexForms() {
        let cases: [(value: String, color: Color, line: UInt)] = [
            ("#ff0000", Color(red: 1, green: 0, blue: 0), #line),
            ("#FF0000", Color(red: 1, green: 0, blue: 0), #line),
            ("#00Ff00", Color(red: 0, green: 1, blue: 0), #line),
            ("#336699", Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0), #line),
            ("#00000080", Color(red: 0, green: 0, blue: 0, alpha: 128 / 255.0), #line),
            ("#FFFFFF00", Color(red: 1, green: 1, blue: 1, alpha: 0), #line),
            ("#123456ff", Color(red: 0x12 / 255.0, green: 0x34 / 255.0, blue: 0x56 / 255.0), #line),
        ]
        for test in cases {
            let (color, diagnostics) = parse(test.value)
            XCTAssertEqual(color, test.color, test.value, line: test.line)
            XCTAssertEqual(diagnostics, [], test.value, line: test.line)
        }
    }

    func testHexString() {
        XCTAssertEqual(Color(hex: "#FF8800")?.hexString, "#ff8800")
        XCTAssertEqual(Color(hex: "#FF880080")?.hexString, "#ff880080")
        XCTAssertEqual(Color(hex: "#ff8800ff")?.hexString, "#ff8800")
        XCTAssertEqual(Color.clear.hexString, "#00000000")
        XCTAssertEqual(Color(white: 1 / 3.0).hexString, "#555555")
        XCTAssertEqual(Color(red: 2, green: -1, blue: 0.5).hexString, "#ff0080")  // clamped, rounded
        XCTAssertEqual("\(Color.defaultTint)", "#007aff")
    }

    // The #rgb short form: MarkupKit yields nil (§1.3, §5 item 9), so the view keeps its default colour; the
    // warning names the long form that was probably meant.
    func testShortHexIsRefusedWithAWarning() {
        let (color, diagnostics) = parse("#F80", attribute: "textColor")
        XCTAssertNil(color)
        XCTAssertEqual(
            diagnostics,
            [
                "view.xml:3:14: warning: MarkupKit does not accept '#F80' for attribute 'textColor' "
                    + "(the short #rgb form is not a colour); iOS and markupc show the default colour (write '#ff8800') [MK005]"
            ])
        XCTAssertNil(Color.parse("#abc"))
        XCTAssertEqual(Color.parse("#aabbcc"), Color(hex: "#aabbcc"))
    }

    // §1.3 constants and light-mode system colours.
    func testBuiltInNames() {
        let cases: [(name: String, hex: String, line: UInt)] = [
            ("black", "#000000", #line), ("darkGray", "#555555", #line), ("lightGray", "#aaaaaa", #line),
            ("white", "#ffffff", #line), ("gray", "#808080", #line), ("red", "#ff0000", #line),
            ("green", "#00ff00", #line), ("blue", "#0000ff", #line), ("cyan", "#00ffff", #line),
            ("yellow", "#ffff00", #line), ("magenta", "#ff00ff", #line), ("orange", "#ff8000", #line),
            ("purple", "#800080", #line), ("brown", "#996633", #line), ("clear", "#00000000", #line),
            ("systemBlue", "#007aff", #line), ("systemRed", "#ff3b30", #line), ("systemGreen", "#34c759", #line),
            ("systemOrange", "#ff9500", #line), ("systemYellow", "#ffcc00", #line), ("systemPink", "#ff2d55", #line),
            ("systemPurple", "#af52de", #line), ("systemTeal", "#5ac8fa", #line), ("systemIndigo", "#5856d6", #line),
            ("systemGray", "#8e8e93", #line), ("label", "#000000", #line), ("secondaryLabel", "#3c3c4399", #line),
            ("systemBackground", "#ffffff", #line), ("secondarySystemBackground", "#f2f2f7", #line),
            ("separator", "#3c3c4349", #line), ("tint", "#007aff", #line),
        ]
        for test in cases {
            let (color, diagnostics) = parse(test.name)
            XCTAssertEqual(color?.hexString, test.hex, test.name, line: test.line)
            XCTAssertEqual(diagnostics, [], test.name, line: test.line)
        }
        // Exact component values, not just their bytes.
        XCTAssertEqual(Color.parse("darkGray"), Color(red: 1 / 3.0, green: 1 / 3.0, blue: 1 / 3.0))
        XCTAssertEqual(Color.parse("gray"), Color(white: 0.5))
        XCTAssertEqual(Color.parse("brown"), Color(red: 0.6, green: 0.4, blue: 0.2))
        XCTAssertEqual(Color.parse("clear")?.alpha, 0)
    }

    // §1.3 lookup order: the table, then the constants.
    func testTableTakesPrecedence() {
        let table = ColorTable(["red": Color(hex: "#cc0000")!, "brand": Color(hex: "#336699")!])
        XCTAssertEqual(parse("red", table: table).0?.hexString, "#cc0000")
        XCTAssertEqual(parse("brand", table: table).0?.hexString, "#336699")
        XCTAssertEqual(parse("blue", table: table).0?.hexString, "#0000ff")
        XCTAssertNil(parse("brand").0)
        // A value starting with # is hexadecimal only, even if the table has that name.
        let hashTable = ColorTable(["#12": .white])
        XCTAssertNil(parse("#12", table: hashTable).0)

        let reading = try? ColorParser(table: table).resolve("red", attribute: "textColor").get()
        XCTAssertEqual(reading?.source, .table)
        XCTAssertEqual(try? ColorParser().resolve("red", attribute: "textColor").get().source, .builtIn)
    }

    func testBadValues() {
        let expected = "expected a colour (#rrggbb, #rrggbbaa or a colour name)"
        let cases: [(value: String, fixIt: String?, line: UInt)] = [
            ("#12", nil, #line),
            ("#12345", nil, #line),
            ("#1234567", nil, #line),
            ("#123456789", nil, #line),
            ("#gghhii", nil, #line),
            ("#f0g", nil, #line),
            ("#", nil, #line),
            ("", nil, #line),
            ("bleu", "blue", #line),
            ("Red", "red", #line),  // names are case-sensitive, like the selector they become
            ("redColor", "red", #line),  // MarkupKit appends Color itself
            ("tintColor", "tint", #line),
            ("systemBlu", "systemBlue", #line),
            (" red", "red", #line),
            ("chartreuse", nil, #line),
        ]
        for test in cases {
            let (color, diagnostics) = parse(test.value)
            XCTAssertNil(color, test.value, line: test.line)
            let rule = test.value.hasPrefix("#") || test.value.isEmpty ? "MK004" : "MK009"
            let fixIt = test.fixIt.map { " (did you mean '\($0)'?)" } ?? ""
            XCTAssertEqual(
                diagnostics,
                [
                    "view.xml:3:14: warning: invalid value '\(test.value)' for attribute 'backgroundColor': \(expected)\(fixIt) [\(rule)]"
                ],
                test.value, line: test.line)
        }
    }

    func testTableNamesAreSuggested() {
        let table = ColorTable(["brandPrimary": Color(hex: "#336699")!])
        let (_, diagnostics) = parse("brandPrimry", table: table)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].hasSuffix("(did you mean 'brandPrimary'?) [MK009]"), diagnostics[0])
    }
}
