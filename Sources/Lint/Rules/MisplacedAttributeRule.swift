import Diagnostics
import LayoutTree

/// MK007: an attribute that has no effect where it is written, because the view that reads it is not
/// there (SEMANTICS.md §2.1: `weight` and the `…Spacing` attributes are read by the *parent* row or
/// column, `anchor` by a parent LMAnchorView, UIStackView's `customSpacing` by a parent stack), or because
/// the element is not the class that reads it (`baseline` is LMRowView's, `alignToGrid` LMColumnView's,
/// `fitToWidth` LMScrollView's, §2.2–2.8).
///
/// Only attributes written on the element itself are checked: a template is shared between places, so a
/// template value that one place ignores is not a mistake. Nothing is said about the root element's
/// parent-read attributes (its parent is the code that loads the document), about children of custom
/// classes (`MyApp.MyView` may read anything) or of tables, pickers and cells, whose content is recorded only.
public struct MisplacedAttributeRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: "MK007", name: "attribute-not-applicable", category: .markup, defaultSeverity: .warning,
        summary: "An attribute with no effect where it is written: weight outside a row or column, anchor outside "
            + "LMAnchorView, baseline on a column, fitToWidth on a view that is not a scroll view, …")

    /// Attributes read by the parent, and the parents that read them.
    enum ParentReader {
        case box(Axis?)
        case anchorView
        case stack
    }

    static let parentRead: [String: ParentReader] = [
        "weight": .box(nil),
        "topSpacing": .box(.vertical), "bottomSpacing": .box(.vertical),
        "leadingSpacing": .box(.horizontal), "trailingSpacing": .box(.horizontal),
        "anchor": .anchorView,
        "customSpacing": .stack,
    ]

    /// Attributes read by the element itself, and the classes that read them.
    static let ownRead: [String: (classes: Set<ViewClass>, readers: String)] = [
        "baseline": ([.rowView], "LMRowView"),
        "alignToGrid": ([.columnView], "LMColumnView"),
        "alignToBaseline": ([.rowView, .columnView], "LMRowView and LMColumnView"),
        "horizontalAlignment": ([.rowView, .columnView], "LMRowView and LMColumnView"),
        "verticalAlignment": ([.rowView, .columnView], "LMRowView and LMColumnView"),
        "spacing": ([.rowView, .columnView, .stackView], "LMRowView, LMColumnView and UIStackView"),
        "axis": ([.stackView], "UIStackView"),
        "distribution": ([.stackView], "UIStackView"),
        // MarkupKit's first LMBoxView had `alignment` too (the tree builder reads it).
        "alignment": ([.stackView, .rowView, .columnView], "UIStackView, LMRowView and LMColumnView"),
        "baselineRelativeArrangement": ([.stackView], "UIStackView"),
        "isBaselineRelativeArrangement": ([.stackView], "UIStackView"),
        "fitToWidth": ([.scrollView], "LMScrollView"),
        "fitToHeight": ([.scrollView], "LMScrollView"),
        "topPadding": ([.rootView], "LMRootView"),
        "bottomPadding": ([.rootView], "LMRootView"),
    ]

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        for (node, parent, _) in preorder(document.root) where !node.attributeLocations.isEmpty {
            guard !isCustom(node) else { continue }
            for (name, location) in node.attributeLocations.sorted(by: { isBefore($0.value, $1.value) }) {
                if let reader = Self.parentRead[name], let parent {
                    checkParentRead(name, reader, node: node, parent: parent, at: location, into: &diagnostics)
                } else if let own = Self.ownRead[name], !own.classes.contains(node.viewClass), node.elementName != "root" {
                    diagnostics.append(Self.descriptor.diagnostic(
                        "'\(name)' has no effect on <\(node.elementName)>: only \(own.readers) \(own.classes.count == 1 ? "reads" : "read") it",
                        at: location, fixIt: Self.ownFixIt(name, on: node)))
                }
            }
        }
    }

    private func checkParentRead(
        _ name: String, _ reader: ParentReader, node: ViewNode, parent: ViewNode, at location: SourceLocation,
        into diagnostics: inout [Diagnostic]
    ) {
        // A parent whose reading markupc cannot know, or which does not lay its children out.
        guard !isCustom(parent), parent.viewClass.takesChildViews, parent.layout != .none else { return }
        // LMLayerView and LMRootView (2016–2017) read their children's spacing attributes as padding (§2.5a).
        if name.hasSuffix("Spacing"), name != "customSpacing", [.layerView, .rootView].contains(parent.viewClass) { return }
        let readers: String
        switch reader {
        case .box(let axis):
            if case .box(let box) = parent.layout, axis == nil || axis == box.axis { return }
            switch axis {
            case nil: readers = "an LMRowView or LMColumnView parent reads it"
            case .horizontal?: readers = "an LMRowView parent reads it"
            case .vertical?: readers = "an LMColumnView parent reads it"
            }
        case .anchorView:
            if parent.layout == .anchor { return }
            readers = "an LMAnchorView parent reads it"
        case .stack:
            if case .stack = parent.layout { return }
            readers = "a UIStackView parent reads it"
        }
        diagnostics.append(Self.descriptor.diagnostic(
            "'\(name)' has no effect here: only \(readers), and this view is in <\(parent.elementName)>",
            at: location, fixIt: Self.parentFixIt(name, parent: parent)))
    }

    private static func parentFixIt(_ name: String, parent: ViewNode) -> String? {
        switch (name, parent.layout) {
        case ("weight", .stack): "size arranged views with the stack's distribution instead"
        case ("topSpacing", .box), ("bottomSpacing", .box): "use leadingSpacing/trailingSpacing in a row"
        case ("leadingSpacing", .box), ("trailingSpacing", .box): "use topSpacing/bottomSpacing in a column"
        default: nil
        }
    }

    private static func ownFixIt(_ name: String, on node: ViewNode) -> String? {
        switch (name, node.viewClass) {
        case ("baseline", .columnView): "a column aligns baselines with alignToBaseline alone"
        case ("axis", .rowView), ("axis", .columnView): "a row is horizontal and a column vertical by class"
        default: nil
        }
    }

    /// A module-qualified (`MyApp.MyView`) or unknown class: what it reads is not known.
    private func isCustom(_ node: ViewNode) -> Bool {
        node.elementName != "root" && ViewClass(rawValue: node.elementName) == nil
    }
}
