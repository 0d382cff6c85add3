import Foundation
import XCTest

@testable import LayoutTree

/// The native trimming replaces Foundation's in templates, includes, `class` lists and
/// `<?case?>` conditions: it must give the same strings, Unicode whitespace included.
final class WhitespaceTrimmingTests: XCTestCase {
    let samples = [
        "", " ", "  \t\n ", "name", "  name  ", "\n{\"a\": 1}\n", "\u{00A0}nbsp\u{00A0}", "\u{2028}line\u{2029}",
        "\u{0085}next\u{000B}\u{000C}", "\u{3000}ideographic\u{202F}", "a b", " \u{301}combining ", "\r\nwindows\r\n",
        "\u{200B}zero-width\u{200B}", "é ", "\t tab\t",
    ]

    func testMatchesFoundationWhitespacesAndNewlines() {
        for sample in samples {
            XCTAssertEqual(sample.trimmingWhitespace(), sample.trimmingCharacters(in: .whitespacesAndNewlines), "\(sample.debugDescription)")
        }
    }

    func testMatchesFoundationWhitespaces() {
        for sample in samples {
            XCTAssertEqual(sample.trimmingSpacesAndTabs(), sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
        }
    }

    /// Every scalar of the Basic Multilingual Plane (where every space and newline is), alone
    /// and around a word, trims as Foundation trims it.
    func testEveryScalarOfTheBasicPlane() {
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let sample = "\(scalar)a\(scalar)"
            XCTAssertEqual(sample.trimmingWhitespace(), sample.trimmingCharacters(in: .whitespacesAndNewlines), "U+\(String(value, radix: 16))")
            XCTAssertEqual(sample.trimmingSpacesAndTabs(), sample.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
        }
    }

    func testSubstringsTrimLikeStrings() {
        let list = "  Title , body\u{00A0},\tcaption "
        XCTAssertEqual(list.split(separator: ",").map { $0.trimmingSpacesAndTabs() }, ["Title", "body", "caption"])
    }
}
