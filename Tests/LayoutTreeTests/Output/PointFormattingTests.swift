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
}
