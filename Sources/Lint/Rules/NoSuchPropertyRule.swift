import Diagnostics
import LayoutTree

/// MK048: a text property on a class that has none — `<UIView text="…">`, `<UISwitch title="…">`,
/// `<UIImageView numberOfLines="0">`. MarkupKit sets every other attribute by key-value coding (SEMANTICS.md
/// §1.2), and UIKit raises NSUnknownKeyException for a key the view lacks: the app stops loading the view.
/// markupc records the value and lays the view out as if it were not there.
///
/// Only classes certain to lack the property are named (plain views, layout views, image views, controls
/// without a label), so that no class that has it, under another class's name or through a category, is
/// reported; custom classes and values from templates (shared between places) are never checked.
public struct NoSuchPropertyRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .noSuchProperty, name: "no-such-property", category: .markup, defaultSeverity: .error,
        summary: "text, title, placeholder or numberOfLines on a class that has no such property: "
            + "MarkupKit's key-value coding raises NSUnknownKeyException and the view does not load.")

    public init() {}

    /// Classes with no text, title, placeholder or line count of their own.
    private static let textless: Set<ViewClass> = [
        .view, .rowView, .columnView, .spacer, .anchorView, .rootView, .layerView, .scrollView, .uiScrollView, .stackView,
        .imageView, .switchControl, .slider, .progressView, .stepper, .activityIndicator, .pageControl,
        .markupGradientView, .markupRadialGradientView,
    ]

    /// The classes known to lack each property, in the order a view's findings are listed.
    private static let lacking: [(property: AttributeName, classes: Set<ViewClass>)] = [
        (.text, textless.union([.button, .segmentedControl])),
        (.title, textless.union([.label, .textField, .textView])),
        (.placeholder, textless.union([.label, .button, .textView])),
        (.numberOfLines, textless.union([.button, .textField, .textView, .searchBar])),
    ]

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        for (node, _, _) in preorder(document.root) where node.elementName == node.viewClass.rawValue {
            for (name, classes) in Self.lacking where classes.contains(node.viewClass) {
                guard let location = node.attributeLocations[name] else { continue }
                diagnostics.append(Self.descriptor.diagnostic(
                    "<\(node.elementName)> has no property '\(name.rawValue)': MarkupKit's key-value coding raises "
                        + "NSUnknownKeyException loading it",
                    at: location, fixIt: Self.fixIt(name, on: node.viewClass)))
            }
        }
    }

    private static func fixIt(_ name: AttributeName, on viewClass: ViewClass) -> String? {
        switch (name, viewClass) {
        case (.text, .button): "a button shows its title: title=\"…\""
        case (.title, .label), (.title, .textField), (.title, .textView): "use text=\"…\""
        default: "put the text in a UILabel"
        }
    }
}
