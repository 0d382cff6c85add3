/// Generates long MarkupKit screens for the benchmark: a scroll view holding sections of
/// rows, columns and stacks nested up to depth 8, with labels, images and spacers as leaves.
/// Deterministic for a seed (a linear congruential sequence), so figures are comparable across
/// runs. Shared by the benchmark and the fast-path oracle tests.
public struct LongScreenGenerator {
    private var state: UInt64

    public init(seed: UInt64 = 1) {
        state = seed &* 0x2545_F491_4F6C_DD1D | 1
    }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    /// A document of about `viewCount` views; returns the text and the exact count.
    public mutating func document(viewCount: Int) -> (text: String, views: Int) {
        var text = "<LMScrollView fitToWidth=\"true\">\n<LMColumnView>\n"
        var views = 2
        while views < viewCount {
            text += "<LMColumnView layoutMargins=\"8\">"
            views += 1
            for _ in 0..<4 { node(depth: 2, inRow: false, into: &text, views: &views) }
            text += "</LMColumnView>\n"
        }
        text += "</LMColumnView>\n</LMScrollView>\n"
        return (text, views)
    }

    private mutating func node(depth: Int, inRow: Bool, into text: inout String, views: inout Int) {
        views += 1
        if depth >= 8 || next(100) < 45 {
            let roll = next(100)
            if inRow && roll < 15 {
                text += "<LMSpacer/>"
            } else if roll < 60 {
                text += "<UILabel text=\"Item \(views)\"/>"
            } else {
                text += "<UIImageView intrinsicWidth=\"24\" intrinsicHeight=\"24\"/>"
            }
            return
        }
        let tags = ["LMRowView", "LMColumnView", "UIStackView"]
        let tag = tags[next(3)]
        let attributes = tag == "UIStackView" && next(2) == 0 ? " axis=\"vertical\" spacing=\"4\"" : ""
        text += "<\(tag)\(attributes)>"
        for _ in 0..<(2 + next(4)) { node(depth: depth + 1, inRow: tag == "LMRowView", into: &text, views: &views) }
        text += "</\(tag)>"
    }

    /// `depth` nested columns around one label.
    public static func deeplyNested(depth: Int) -> String {
        String(repeating: "<LMColumnView>", count: depth) + "<UILabel text=\"deep\"/>"
            + String(repeating: "</LMColumnView>", count: depth)
    }
}
