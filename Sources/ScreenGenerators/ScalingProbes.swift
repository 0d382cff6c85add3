/// One container holding many children of one kind, for each rule that could make a layout's
/// cost grow faster than its views (issue #13: "no input shape is superlinear"): the benchmark
/// lays each out at several sizes and prints how the time grows (`markupc-bench --shapes`).
/// Sizes are deterministic (i·37 mod 50), so every run measures the same documents.
public enum ScalingProbes {
    public struct Probe: Sendable {
        public let name: String
        /// The document with about `views` views.
        public let document: @Sendable (_ views: Int) -> String
    }

    public static let all: [Probe] = [
        Probe(name: "fillEqually beside fixed heights") { labelsAndHeights("fillEqually", views: $0) },
        Probe(name: "grid, cells of conflicting widths") { views in
            scroll(
                #"<LMColumnView alignToGrid="true">"#
                    + repeated(views / 4) { #"<LMRowView><UIView width="\#(20 + ($0 * 37) % 150)"/><UILabel text="w\#($0)"/><UIView width="\#(10 + ($0 * 13) % 90)"/></LMRowView>"# }
                    + "</LMColumnView>")
        },
        Probe(name: "grid aligned leading") { views in
            scroll(
                #"<LMColumnView alignToGrid="true" horizontalAlignment="leading">"#
                    + repeated(views / 3) { #"<LMRowView><UILabel text="\#(String(repeating: "x", count: 1 + $0 % 9))"/><UIView width="\#(5 + ($0 * 37) % 80)"/></LMRowView>"# }
                    + "</LMColumnView>")
        },
        Probe(name: "equalSpacing stack of labels") { views in
            scroll(#"<UIStackView axis="vertical" distribution="equalSpacing">"# + repeated(views) { #"<UILabel text="x\#($0)"/>"# } + "</UIStackView>")
        },
        Probe(name: "fillProportionally stack") { labelsAndHeights("fillProportionally", views: $0) },
        Probe(name: "fillProportionally stack of labels") { labels("fillProportionally", views: $0) },
        Probe(name: "fillProportionally, labels in pairs") { labelPairs(views: $0) },
        Probe(name: "fillProportionally across a column") { inColumn(axis: "horizontal", views: $0) },
        Probe(name: "fillProportionally, a column's child") { inColumn(axis: "vertical", views: $0) },
        Probe(name: "multi-line labels across a column") { multiLineLabels("fill", views: $0) },
        Probe(name: "multi-line labels, fillProportionally") { multiLineLabels("fillProportionally", views: $0) },
        Probe(name: "multi-line labels in a scroll view") { multiLineLabels("fill", views: $0, inScrollView: true) },
        Probe(name: "multi-line labels alone, scroll view") { multiLineLabels("fill", views: $0, inScrollView: true, labelsOnly: true) },
        Probe(name: "multi-line labels, fillEqually") { multiLineLabels("fillEqually", views: $0, inScrollView: true) },
        Probe(name: "multi-line labels, equalCentering") { multiLineLabels("equalCentering", views: $0, inScrollView: true) },
        // Past 240 views the labels' pulls fall among the shares (a constraint region until 4 Dec,
        // eighteenth session: 3,000 views 134 s).
        Probe(name: "multi-line labels, fillProp., scroll") { multiLineLabels("fillProportionally", views: $0, inScrollView: true) },
        Probe(name: "multi-line labels alone, equalSpacing") { multiLineLabels("equalSpacing", views: $0, inScrollView: true, labelsOnly: true) },
        Probe(name: "equalCentering stack") { labelsAndHeights("equalCentering", views: $0) },
        Probe(name: "equalCentering stack of labels") { labels("equalCentering", views: $0) },
        Probe(name: "baseline row of labels") { views in
            #"<LMScrollView><LMRowView alignToBaseline="true">"# + repeated(views) { #"<UILabel text="x\#($0)" font="System \#(10 + $0 % 20)"/>"# }
                + "</LMRowView></LMScrollView>"
        },
        Probe(name: "row of weights held by minimums") { views in
            #"<LMRowView>"# + repeated(views) { #"<UIView weight="\#(1 + $0 % 3)"\#($0 % 3 == 0 ? #" minimumWidth="1""# : "")/>"# } + "</LMRowView>"
        },
        // 3 pt a view: 600 of every 1,000 views held above the unit by their minimums, more than
        // the free ones outweigh (a constraint region until 1 Dec, evening: 1,000 views 4.6 s).
        Probe(name: "row of weights mostly held by minimums") { views in
            #"<LMScrollView fitToHeight="true"><LMRowView spacing="0" width="\#(3 * max(views, 1))">"#
                + repeated(views) { #"<UIView weight="\#(1 + $0 % 3)" minimumWidth="\#(Double($0 % 5) * 1.2)"/>"# } + "</LMRowView></LMScrollView>"
        },
        Probe(name: "column of aspect ratios") { views in
            scroll(#"<LMColumnView>"# + repeated(views) { #"<UIView aspectRatio="\#([0.5, 1, 2][$0 % 3])"/>"# } + "</LMColumnView>")
        },
        // Views whose aspect ratio no required constraint settles. Across a top-aligned stack they
        // collapse to 0 × 0 on both axes, which the ratios' relaxation holds: solved axis by axis
        // since 4 Dec (growth 5.2 before, in a region over both axes). In a lastBaseline stack the
        // relaxation does not hold, and the region's simplex fills in: still superlinear
        // (docs/KNOWN-ISSUES.md, "An equalCentering stack among aspect ratios"), kept here so that
        // its growth stays in view.
        Probe(name: "row stack among aspect ratios") { aspectStack("fill", views: $0) },
        Probe(name: "baseline stack among aspect ratios") { aspectStack("equalCentering", alignment: "lastBaseline", views: $0) },
    ]

    /// A horizontal stack of `distribution` as long as its views make it (a scroll view fitted
    /// to its height), every fourth view one with only an aspect ratio, the others labels and
    /// views of fixed sizes.
    private static func aspectStack(_ distribution: String, alignment: String = "top", views: Int) -> String {
        #"<LMScrollView fitToHeight="true"><UIStackView axis="horizontal" distribution="\#(distribution)" alignment="\#(alignment)" spacing="8">"#
            + repeated(views) { index in
                switch index % 4 {
                case 0: #"<UIView aspectRatio="\#([0.5, 1, 1.5, 2][(index / 4) % 4])"/>"#
                case 1: #"<UILabel text="Label \#(index)"/>"#
                default: #"<UIView width="\#(20 + (index * 37) % 50)" height="\#(10 + (index * 13) % 40)"/>"#
                }
            }
            + "</UIStackView></LMScrollView>"
    }

    /// A vertical stack of `distribution` in a scroll view: labels, each beside a view of its own height.
    private static func labelsAndHeights(_ distribution: String, views: Int) -> String {
        scroll(
            #"<UIStackView axis="vertical" distribution="\#(distribution)">"#
                + repeated(views / 2) { #"<UILabel text="x\#($0)"/><UIView height="\#(($0 * 37) % 50)"/>"# } + "</UIStackView>")
    }

    /// A vertical stack of `distribution` in a scroll view: labels of several font sizes, 4 pt
    /// apart. Beside `labelsAndHeights` (no spacing, every other view of a fixed height, which
    /// makes fillProportionally's shares conflict), a stack as a screen would hold one.
    private static func labels(_ distribution: String, views: Int) -> String {
        scroll(
            #"<UIStackView axis="vertical" distribution="\#(distribution)" spacing="4">"#
                + repeated(views) { #"<UILabel text="Label \#($0)" font="System \#(10 + $0 % 9)"/>"# } + "</UIStackView>")
    }

    /// A horizontal fillProportionally stack as long as its views make it: two labels, then two
    /// views of fixed sizes, and again. Past 750 views the 750th share's level is the labels'
    /// hugging (250), where the share and the hugging trade (`ProportionalShares.isLeast`).
    private static func labelPairs(views: Int) -> String {
        #"<LMScrollView fitToHeight="true"><UIStackView axis="horizontal" distribution="fillProportionally" alignment="top" spacing="8">"#
            + repeated(views) { index in
                index % 4 < 2 ? #"<UILabel text="Label \#(index)"/>"# : #"<UIView width="\#(20 + (index * 37) % 50)" height="\#(10 + (index * 13) % 40)"/>"#
            }
            + "</UIStackView></LMScrollView>"
    }

    /// A fillProportionally stack that is a column's only child, its length set by the screen on
    /// both axes (a column's width; its height, `AxisArrangement.soleMemberLink`): labels and
    /// views of intrinsic sizes, far more than fit, so that most are held at 0.
    private static func inColumn(axis: String, views: Int) -> String {
        #"<LMColumnView><UIStackView axis="\#(axis)" distribution="fillProportionally" spacing="8">"#
            + repeated(views) { index in
                index % 2 == 0 ? #"<UILabel text="Label \#(index)"/>"# : #"<UIView intrinsicWidth="\#(5 + index % 17)" intrinsicHeight="\#(5 + index % 13)"/>"#
            }
            + "</UIStackView></LMColumnView>"
    }

    /// A horizontal stack of multi-line labels (each pulled toward the stack's length over N,
    /// §2.8) and fixed views (or labels only), whose length its column sets, or its own in a
    /// scroll view.
    private static func multiLineLabels(_ distribution: String, views: Int, inScrollView: Bool = false, labelsOnly: Bool = false) -> String {
        let (open, close) = inScrollView ? (#"<LMScrollView fitToHeight="true">"#, "</LMScrollView>") : ("<LMColumnView>", "</LMColumnView>")
        return open + #"<UIStackView axis="horizontal" distribution="\#(distribution)" spacing="8">"#
            + repeated(views) { index in
                index % 2 == 0 || labelsOnly
                    ? #"<UILabel text="\#(Array(repeating: "word", count: 1 + index % 9).joined(separator: " "))" numberOfLines="0"/>"#
                    : #"<UIView width="\#(20 + index * 37 % 50)" height="\#(10 + index * 13 % 40)"/>"#
            }
            + "</UIStackView>" + close
    }

    private static func scroll(_ content: String) -> String {
        #"<LMScrollView fitToWidth="true">"# + content + "</LMScrollView>"
    }

    private static func repeated(_ count: Int, _ element: (Int) -> String) -> String {
        (0..<max(count, 1)).map(element).joined()
    }
}
