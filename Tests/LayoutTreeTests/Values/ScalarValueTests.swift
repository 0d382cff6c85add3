import Diagnostics
import XCTest

@testable import LayoutTree

final class ScalarValueTests: XCTestCase {
    let at = ValuesFixture.location

    // §1.2: numbers take the leading numeric prefix.
    func testNumberReadings() {
        let cases: [(value: String, reading: ScalarReading<Double>, line: UInt)] = [
            ("12", .exact(12), #line),
            ("-3.5", .exact(-3.5), #line),
            ("+4", .exact(4), #line),
            (".5", .exact(0.5), #line),
            ("12.", .exact(12), #line),
            ("1e3", .exact(1000), #line),
            ("2.5E-1", .exact(0.25), #line),
            ("  8 ", .exact(8), #line),  // surrounding whitespace is not junk
            ("12px", .prefix(12), #line),
            ("1.5em", .prefix(1.5), #line),
            ("2e", .prefix(2), #line),  // an exponent needs digits
            ("3e+x", .prefix(3), #line),
            ("1, 2", .prefix(1), #line),
            ("0x10", .prefix(0), #line),  // no hexadecimal: 0 then junk
            ("px12", .none, #line),
            ("", .none, #line),
            ("-", .none, #line),
            (".", .none, #line),
            ("abc", .none, #line),
            ("1e999", .exact(.infinity), #line),  // HUGE_VAL, as doubleValue reads it
            ("-1e999px", .prefix(-.infinity), #line),
        ]
        for test in cases {
            XCTAssertEqual(ScalarParser.readNumber(test.value), test.reading, "'\(test.value)'", line: test.line)
        }
    }

    /// A number too large for a double reads as the geometry's limit, with the warning every number
    /// beyond it gets (MK023), not as an invalid value.
    func testANumberTooLargeForADoubleIsClamped() {
        let (huge, warned) = ValuesFixture.run {
            ScalarParser.number("1e400", attribute: "width", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(huge, 10_000_000)
        XCTAssertEqual(warned, ["view.xml:3:14: warning: value '1e400' for attribute 'width' is beyond ±10000000; read as 10000000 [MK023]"])
    }

    func testNumberDiagnostics() {
        let (exact, quiet) = ValuesFixture.run {
            ScalarParser.number("12", attribute: "spacing", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(exact, 12)
        XCTAssertEqual(quiet, [])

        let (prefix, warned) = ValuesFixture.run {
            ScalarParser.number("12px", attribute: "spacing", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(prefix, 12)
        XCTAssertEqual(warned, ["view.xml:3:14: warning: '12px' is not a number; MarkupKit reads it as 12 [MK006]"])

        let (fraction, fractionWarned) = ValuesFixture.run {
            ScalarParser.number("0.5pt", attribute: "weight", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(fraction, 0.5)
        XCTAssertEqual(fractionWarned, ["view.xml:3:14: warning: '0.5pt' is not a number; MarkupKit reads it as 0.5 [MK006]"])

        let (none, failed) = ValuesFixture.run {
            ScalarParser.number("wide", attribute: "spacing", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(none, 0)
        XCTAssertEqual(
            failed, ["view.xml:3:14: error: invalid value 'wide' for attribute 'spacing': expected a number; MarkupKit reads it as 0 [MK004]"])
    }

    func testIntegers() {
        XCTAssertEqual(ScalarParser.readInteger("0"), .exact(0))
        XCTAssertEqual(ScalarParser.readInteger(" -2 "), .exact(-2))
        XCTAssertEqual(ScalarParser.readInteger("2.5"), .prefix(2))
        XCTAssertEqual(ScalarParser.readInteger("1e3"), .prefix(1))  // longLongValue has no exponent
        XCTAssertEqual(ScalarParser.readInteger("99999999999999999999"), .exact(Int.max))
        XCTAssertEqual(ScalarParser.readInteger("lots"), .none)

        let (lines, warned) = ValuesFixture.run {
            ScalarParser.integer("2.5", attribute: "numberOfLines", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(lines, 2)
        XCTAssertEqual(warned, ["view.xml:3:14: warning: '2.5' is not a whole number; MarkupKit reads it as 2 [MK006]"])

        let (none, failed) = ValuesFixture.run {
            ScalarParser.integer("all", attribute: "numberOfLines", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(none, 0)
        XCTAssertEqual(
            failed, ["view.xml:3:14: error: invalid value 'all' for attribute 'numberOfLines': expected a whole number; MarkupKit reads it as 0 [MK004]"]
        )
    }

    // §1.2: true when the first character is Y, y, T, t or 1–9. Only the first: " yes", "-1" and "007", which
    // NSString.boolValue reads as true past their space, sign or zeros, are false (found by documents derived
    // by hand from §1.2).
    func testBooleanReadings() {
        let cases: [(value: String, flag: Bool, line: UInt)] = [
            ("true", true, #line), ("false", false, #line), ("yes", true, #line), ("no", false, #line),
            ("YES", true, #line), ("NO", false, #line), ("1", true, #line), ("0", false, #line),
            ("True", true, #line), ("Yup", true, #line), ("t", true, #line), ("9", true, #line),
            ("007", false, #line), ("00", false, #line), ("-1", false, #line), ("+0", false, #line),
            (" yes", false, #line), ("on", false, #line), ("off", false, #line), ("", false, #line), ("10", true, #line),
            ("maybe", false, #line), ("N", false, #line),
        ]
        for test in cases {
            XCTAssertEqual(ScalarParser.readBool(test.value), test.flag, "'\(test.value)'", line: test.line)
        }
    }

    func testBooleanDiagnostics() {
        for standard in ["true", "false", "yes", "no", "YES", "NO", "1", "0"] {
            let (_, diagnostics) = ValuesFixture.run {
                ScalarParser.bool(standard, attribute: "hidden", at: at, diagnostics: &$0)
            }
            XCTAssertEqual(diagnostics, [], standard)
        }
        let (on, onWarned) = ValuesFixture.run {
            ScalarParser.bool("on", attribute: "hidden", at: at, diagnostics: &$0)
        }
        XCTAssertFalse(on)
        XCTAssertEqual(
            onWarned,
            [
                "view.xml:3:14: warning: 'on' is not a boolean (true, false, yes, no, 1 or 0); MarkupKit reads it as false [MK006]"
            ])

        let (upper, upperWarned) = ValuesFixture.run {
            ScalarParser.bool("TRUE", attribute: "hidden", at: at, diagnostics: &$0)
        }
        XCTAssertTrue(upper)
        XCTAssertEqual(
            upperWarned,
            [
                "view.xml:3:14: warning: 'TRUE' is not a boolean (true, false, yes, no, 1 or 0); MarkupKit reads it as true [MK006]"
            ])
    }

    func testNumberFormattingInMessages() {
        XCTAssertEqual(formatNumber(12), "12")
        XCTAssertEqual(formatNumber(-0.25), "-0.25")
        XCTAssertEqual(formatNumber(1e20), "1e+20")
    }
}
