import LayoutTree
import XCTest

/// Points are reported with at most 4 decimals, no trailing zeros and no "-0" (§4.2).
final class PointFormattingTests: XCTestCase {
    func testFormats() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.00001, "0"), (12, "12"), (-12, "-12"), (20.5, "20.5"),
            (20.333333, "20.3333"), (409.16666, "409.1667"), (0.05, "0.05"), (-0.0005, "-0.0005"),
            (1.00004, "1"), (1.00005, "1.0001"), (1e20, "1e+20"), (123456.789, "123456.789"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(formatPoints(value), expected, "\(value)")
        }
    }

    /// Digits are made last to first: zeros inside the fraction and the integer part stay.
    func testDigitsInsideNumbers() {
        let cases: [(Double, Int, String)] = [
            (3.0405, 4, "3.0405"), (100.01, 4, "100.01"), (0.0001, 4, "0.0001"), (10.1, 4, "10.1"), (9, 4, "9"),
            (1_234_567_890, 4, "1234567890"), (2.25, 1, "2.3"), (-2.25, 1, "-2.3"), (7.5, 0, "8"), (0.125, 2, "0.13"),
            // The longest written in one step: 16 digits, a sign and a point.
            (-899_999_999_999.9999, 4, "-899999999999.9999"), (8_999_999_999_999_998, 0, "8999999999999998"),
            (-0.000_000_01, 8, "-0.00000001"), (9e15, 0, "9000000000000000.0"),  // beyond: as Swift prints it
        ]
        for (value, decimals, expected) in cases {
            XCTAssertEqual(formatNumber(value, decimals: decimals), expected, "\(value) with \(decimals) decimals")
        }
    }

    func testIntegers() {
        for (value, expected) in [(0, "0"), (7, "7"), (10, "10"), (1_000_000, "1000000"), (-42, "-42"), (Int64.max, "9223372036854775807"), (Int64.min, "-9223372036854775808")] {
            var bytes: [UInt8] = []
            appendInteger(Int64(value), to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), expected)
        }
    }
}
