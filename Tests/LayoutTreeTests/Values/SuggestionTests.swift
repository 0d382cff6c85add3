import XCTest

@testable import LayoutTree

final class SuggestionTests: XCTestCase {
    func testClosestMatchTable() {
        let axis = ["horizontal", "vertical"]
        let cases: [(word: String, candidates: [String], expected: String?, line: UInt)] = [
            ("verticle", axis, "vertical", #line),  // swap of neighbours counts once
            ("vertcal", axis, "vertical", #line),  // deletion
            ("Vertical", axis, "vertical", #line),  // case only
            ("VERTICAL", axis, "vertical", #line),  // case only, however long
            ("horizontl", axis, "horizontal", #line),
            ("diagonal", axis, nil, #line),  // too far from both
            ("fil", ["fill", "fillEqually"], "fill", #line),
            ("fillequaly", ["fill", "fillEqually"], "fillEqually", #line),
            ("x", ["first", "last"], nil, #line),
            ("lats", ["first", "last"], "last", #line),  // "lats" → "last": one swap, limit max(1, 4/3) = 1
            ("bleu", ["black", "blue", "brown"], "blue", #line),
            ("", ["a"], "a", #line),  // empty: limit 1
            ("abc", [], nil, #line),
            ("verticál", axis, "vertical", #line),  // a word beyond ASCII, compared as characters
            ("Grün", ["green", "grün"], "grün", #line),  // case only, beyond ASCII
        ]
        for test in cases {
            XCTAssertEqual(
                closestMatch(to: test.word, among: test.candidates), test.expected, test.word, line: test.line)
        }
    }

    func testLimitGrowsWithLength() {
        // 9 letters allow 3 edits; 5 letters allow 1.
        XCTAssertEqual(closestMatch(to: "scaleToFi", among: ["scaleToFill"]), "scaleToFill")
        XCTAssertEqual(closestMatch(to: "topLf", among: ["topLeft"]), nil)
        XCTAssertEqual(closestMatch(to: "toplef", among: ["topLeft"]), "topLeft")
    }

    func testTiesGoToTheFirstCandidate() {
        XCTAssertEqual(closestMatch(to: "bat", among: ["cat", "hat"]), "cat")
        XCTAssertEqual(closestMatch(to: "bat", among: ["hat", "cat"]), "hat")
        // Candidates of different lengths (compared by length group): still the first listed.
        XCTAssertEqual(closestMatch(to: "colr", among: ["color", "col"]), "color")
        XCTAssertEqual(closestMatch(to: "colr", among: ["col", "color"]), "col")
        // A nearer candidate wins over one listed before it, whatever their lengths.
        XCTAssertEqual(closestMatch(to: "colour", among: ["colo", "colours", "colour"]), "colour")
        XCTAssertEqual(closestMatch(to: "colorr", among: ["colo", "color"]), "color")
    }

    /// The candidates grouped by length and ruled out by their letters give what comparing each
    /// candidate in list order gives: the least distance within the limit, ties to the first listed.
    func testMatchesComparingEveryCandidate() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "b", "c", "A", "B", "-", "é", "d"]
        func word(_ lengths: ClosedRange<Int>) -> String {
            String((0..<Int.random(in: lengths, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for _ in 0..<2_000 {
            let target = word(0...10)
            let candidates = (0..<Int.random(in: 0...20, using: &generator)).map { _ in word(1...12) }
            let limit = max(1, target.count / 3)
            let folded = Array(target.lowercased())
            var expected: (index: Int, distance: Int)?
            for (index, candidate) in candidates.enumerated() {
                let distance = optimalStringAlignmentDistance(folded, Array(candidate.lowercased()))
                if distance <= limit, distance < (expected?.distance ?? .max) { expected = (index, distance) }
            }
            XCTAssertEqual(closestMatch(to: target, among: candidates), expected.map { candidates[$0.index] }, "\(target) in \(candidates)")
        }
    }

    func testOneScratchServesComparisonsOfEveryLength() {
        // The rows kept between comparisons: a long comparison after a short one, and back.
        var scratch: [Int] = []
        let pairs = [("ab", "ba", 1), ("kitten", "sitting", 3), ("ca", "abc", 3), ("", "abc", 3), ("abc", "abc", 0)]
        for (a, b, expected) in pairs {
            XCTAssertEqual(optimalStringAlignmentDistance(Array(a.utf8), Array(b.utf8), atMost: .max, scratch: &scratch), expected, "\(a) \(b)")
        }
    }

    func testDistance() {
        func distance(_ a: String, _ b: String) -> Int { optimalStringAlignmentDistance(Array(a), Array(b)) }
        XCTAssertEqual(distance("", ""), 0)
        XCTAssertEqual(distance("abc", ""), 3)
        XCTAssertEqual(distance("kitten", "sitting"), 3)
        XCTAssertEqual(distance("ab", "ba"), 1)
        XCTAssertEqual(distance("ca", "abc"), 3)  // optimal string alignment, not unrestricted Damerau
        // With a limit: the distance while it is within, one more than the limit once it is not.
        XCTAssertEqual(optimalStringAlignmentDistance(Array("kitten"), Array("sitting"), atMost: 3), 3)
        XCTAssertEqual(optimalStringAlignmentDistance(Array("kitten"), Array("sitting"), atMost: 1), 2)
        XCTAssertEqual(optimalStringAlignmentDistance(Array("abcdef".utf8), Array("uvwxyz".utf8), atMost: 2), 3)
    }
}
