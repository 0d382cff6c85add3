import LayoutTree
import XCTest

/// Baseline alignment (SEMANTICS.md §2.2 alignToBaseline, §2.8 firstBaseline and
/// baselineRelativeArrangement), with the engine's default text measurer (the §1.4 estimate:
/// advance 0.5·size per character, line height 2444/2048·size, ascender 1950/2048·size).
/// "Big" at 20 pt: 30 × ceil(23.867) = 24, first baseline 24/2 − 23.867/2 + 19.043 = 19.109 below its top.
/// "Small" at 10 pt: 25 × ceil(11.934) = 12, baseline 12/2 − 5.967 + 9.521 = 9.555 below its top.
final class BaselineLayoutTests: XCTestCase {
    static let big = "<UILabel text='Big' font='System 20'/>"
    static let small = "<UILabel text='Small' font='System 10'/>"

    static let cases: [LayoutCase] = [
        LayoutCase(
            "row-align-to-baseline",
            "<LMColumnView spacing='0'><LMRowView alignToBaseline='true'>\(big)\(small)</LMRowView><LMSpacer/></LMColumnView>",
            frames: ["0": [0, 0, 300, 24], "0/0": [0, 0, 30, 24], "0/1": [38, 10, 262, 12], "1": [0, 24, 300, 76]],
            why: "baselines equal: small top = 19.109 − 9.555 = 9.555 → 10; row hugs the group (24); spacer takes the rest"),
        LayoutCase(
            "row-legacy-alignment-baseline",
            "<LMColumnView spacing='0'><LMRowView alignment='baseline'>\(big)\(small)</LMRowView><LMSpacer/></LMColumnView>",
            frames: ["0": [0, 0, 300, 24], "0/0": [0, 0, 30, 24], "0/1": [38, 10, 262, 12], "1": [0, 24, 300, 76]],
            why: "MarkupKit 2015's alignment='baseline' on a row is alignToBaseline: as above"),
        LayoutCase(
            "row-align-to-baseline-bottom",
            "<LMColumnView spacing='0'><LMRowView alignToBaseline='true' verticalAlignment='bottom' height='40'>\(big)\(small)</LMRowView><LMSpacer/></LMColumnView>",
            frames: ["0": [0, 0, 300, 40], "0/0": [0, 16, 30, 24], "0/1": [38, 26, 262, 12]],
            why: "bottom: baseline = 40 − big's descent (24 − 19.109) = 35.109; big top 16, small top 25.555 → 26"),
        LayoutCase(
            "stack-first-baseline",
            "<UIStackView alignment='firstBaseline' spacing='8'>\(big)\(small)</UIStackView>",
            frames: ["0": [0, 0, 30, 24], "1": [38, 10, 262, 12]],
            why: "baselines equal, the group as high as the canvas allows: big at 0, small at 9.555 → 10"),
        LayoutCase(
            "column-baseline-spacing",
            "<LMColumnView alignToBaseline='true' spacing='8' verticalAlignment='top' horizontalAlignment='leading'>\(big)\(small)</LMColumnView>",
            frames: ["0": [0, 0, 30, 24], "1": [0, 18, 25, 12]],
            why: "small's first baseline = big's last (19.109) + 8 = 27.109 → top 27.109 − 9.555 = 17.555 → 18"),
        LayoutCase(
            "stack-baseline-relative-arrangement",
            "<LMColumnView verticalAlignment='top' horizontalAlignment='leading'><UIStackView axis='vertical' alignment='leading' spacing='8' baselineRelativeArrangement='true'>\(big)\(small)</UIStackView></LMColumnView>",
            frames: ["0": [0, 0, 30, 30], "0/0": [0, 0, 30, 24], "0/1": [0, 18, 25, 12]],
            why: "as in the column: small's first baseline 8 below big's last; the stack hugs them: 17.555 + 12 → 30"),
    ]

    func testBaselineAlignment() {
        assertLayout(Self.cases)
    }
}
