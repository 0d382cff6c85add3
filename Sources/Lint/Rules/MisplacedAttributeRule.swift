import Diagnostics
import LayoutTree

/// MK007: an attribute that has no effect where it is written, because the view that reads it is not
/// there (SEMANTICS.md §2.1: `weight` and the `…Spacing` attributes are read by the *parent* row or
/// column, `anchor` by a parent LMAnchorView, UIStackView's `customSpacing` by a parent stack), or because
/// the element is not the class that reads it (`baseline` is LMRowView's, `alignToGrid` LMColumnView's,
/// `fitToWidth` LMScrollView's, §2.2–2.8).
///
/// Who reads each attribute is the attribute catalogue's (`AttributeName.reader`), which the tree builder
/// applies by. Only attributes written on the element itself are checked: a template is shared between places, so a
/// template value that one place ignores is not a mistake. Nothing is said about the root element's
/// parent-read attributes (its parent is the code that loads the document), about children of custom
/// classes (`MyApp.MyView` may read anything) or of tables, pickers and cells, whose content is recorded only.
public struct MisplacedAttributeRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .attributeNotApplicable, name: "attribute-not-applicable", category: .markup, defaultSeverity: .warning,
        summary: "An attribute with no effect where it is written: weight outside a row or column, anchor outside "
            + "LMAnchorView, baseline on a column, fitToWidth on a view that is not a scroll view, …")

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        for (node, parent, _) in preorder(document.root) where !node.attributeLocations.isEmpty {
            guard !Self.isCustom(node) else { continue }
            for (name, location) in node.attributeLocations.sorted(by: { isBefore($0.value, $1.value) }) {
                guard let attribute = AttributeName(rawValue: name) else { continue }
                if attribute == .alignment, let finding = Self.baselineAlignmentOfAVerticalStack(node, at: location) { diagnostics.append(finding) }
                if let parent, let finding = Self.sizeSetByTable(name, attribute, of: node, in: parent, at: location) {
                    diagnostics.append(finding)
                    continue
                }
                switch attribute.reader {
                case .element:
                    continue
                case .classes(let classes):
                    guard !classes.contains(node.viewClass), node.elementName != "root" else { continue }
                    diagnostics.append(Self.descriptor.diagnostic(
                        "'\(name)' has no effect on <\(node.elementName)>: only \(Self.list(classes)) \(classes.count == 1 ? "reads" : "read") it",
                        at: location, fixIt: Self.ownFixIt(attribute, on: node)))
                case let reader:
                    guard let parent else { continue }
                    checkParentRead(attribute, reader, node: node, parent: parent, at: location, into: &diagnostics)
                }
            }
        }
    }

    private func checkParentRead(
        _ attribute: AttributeName, _ reader: AttributeReader, node: ViewNode, parent: ViewNode, at location: SourceLocation,
        into diagnostics: inout [Diagnostic]
    ) {
        let name = attribute.rawValue
        // A parent whose reading markupc cannot know, or which does not lay its children out.
        guard !Self.isCustom(parent), parent.viewClass.takesChildViews, parent.layout != .none else { return }
        // An LMLayerView reads its own spacing attributes too: they inset its children (§2.5a, MarkupKit 2017).
        if case .parentBox = reader, attribute != .weight, node.viewClass == .layerView { return }
        // LMLayerView and LMRootView (2016–2017) read their children's spacing attributes as padding (§2.5a).
        if case .parentBox = reader, attribute != .weight, [.layerView, .rootView].contains(parent.viewClass) { return }
        let readers: String
        switch reader {
        case .element, .classes:
            return
        case .parentBox(let axis):
            if case .box(let box) = parent.layout, axis == nil || axis == box.axis { return }
            switch axis {
            case nil: readers = "an LMRowView or LMColumnView parent reads it"
            case .horizontal?: readers = "an LMRowView parent reads it"
            case .vertical?: readers = "an LMColumnView parent reads it"
            }
        case .parentAnchorView:
            if parent.layout == .anchor { return }
            readers = "an LMAnchorView parent reads it"
        case .parentStack:
            if case .stack = parent.layout { return }
            readers = "a UIStackView parent reads it"
        }
        diagnostics.append(Self.descriptor.diagnostic(
            "'\(name)' has no effect here: only \(readers), and this view is in <\(parent.elementName)>",
            at: location, fixIt: Self.parentFixIt(attribute, parent: parent)))
    }

    /// A size of a table's row, header or footer that the table sets (`SizeConstraints.isSetByTable`),
    /// written `name` at `location`.
    private static func sizeSetByTable(_ name: String, _ attribute: AttributeName, of node: ViewNode, in parent: ViewNode, at location: SourceLocation)
        -> Diagnostic?
    {
        guard case .table = parent.layout, node.listRole != .backgroundView, node.size.isSetByTable(attribute) else { return nil }
        return descriptor.diagnostic(
            "'\(name)' has no effect on a table's row, header or footer: <\(parent.elementName)> sets its width to its own (§2.11.2)",
            at: location, fixIt: "size the table, or the views inside the row")
    }

    /// The sizes `table`'s rows, headers and footers state that it sets itself, in document order
    /// (`layout` warns of them too, as the layout drops them: `KeptBehaviourWarnings`).
    static func sizesSetByTable(_ table: ViewNode) -> [Diagnostic] {
        guard case .table = table.layout else { return [] }
        var findings: [Diagnostic] = []
        for row in table.children where !isCustom(row) {
            for (name, location) in row.attributeLocations.sorted(by: { isBefore($0.value, $1.value) }) {
                guard let attribute = AttributeName(rawValue: name) else { continue }
                if let finding = sizeSetByTable(name, attribute, of: row, in: table, at: location) { findings.append(finding) }
            }
        }
        return findings
    }

    /// `node`'s firstBaseline or lastBaseline alignment, if it is a vertical stack (`layout` warns of
    /// it too, as §2.8 asks: `KeptBehaviourWarnings`).
    static func baselineAlignmentOfAVerticalStack(at node: ViewNode) -> Diagnostic? {
        node.attributeLocations[AttributeName.alignment.rawValue].flatMap { baselineAlignmentOfAVerticalStack(node, at: $0) }
    }

    /// firstBaseline or lastBaseline on a vertical stack, which reads them as leading (§2.8 choice).
    private static func baselineAlignmentOfAVerticalStack(_ node: ViewNode, at location: SourceLocation) -> Diagnostic? {
        guard case .stack(let stack) = node.layout, stack.axis == .vertical, !isCustom(node),
            stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
        else { return nil }
        return descriptor.diagnostic(
            "alignment '\(stack.alignment.rawValue)' has no effect on a vertical <\(node.elementName)>: it is laid out as 'leading' (§2.8)",
            at: location, fixIt: "baselines align the views of a horizontal stack; use 'leading' here")
    }

    private static func parentFixIt(_ attribute: AttributeName, parent: ViewNode) -> String? {
        switch (attribute, parent.layout) {
        case (.weight, .stack): "size arranged views with the stack's distribution instead"
        case (.topSpacing, .box), (.bottomSpacing, .box): "use leadingSpacing/trailingSpacing in a row"
        case (.leadingSpacing, .box), (.trailingSpacing, .box): "use topSpacing/bottomSpacing in a column"
        default: nil
        }
    }

    private static func ownFixIt(_ attribute: AttributeName, on node: ViewNode) -> String? {
        switch (attribute, node.viewClass) {
        case (.baseline, .columnView): "a column aligns baselines with alignToBaseline alone"
        case (.axis, .rowView), (.axis, .columnView): "a row is horizontal and a column vertical by class"
        default: nil
        }
    }

    /// `LMRowView, LMColumnView and UIStackView`.
    private static func list(_ classes: [ViewClass]) -> String {
        let names = classes.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A module-qualified (`MyApp.MyView`) or unknown class: what it reads is not known.
    private static func isCustom(_ node: ViewNode) -> Bool {
        node.elementName != "root" && ViewClass(rawValue: node.elementName) == nil
    }
}
