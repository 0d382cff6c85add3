import Diagnostics
import MarkupParser

/// MK044: the root element must make a view (SEMANTICS.md §1.1, §2.9): a UIKit or MarkupKit view class,
/// `<root>`, or a custom class. A lower-case (untyped) root such as `<html>` makes no view — it has no
/// enclosing view to give its attributes to — so the document is not markup for a screen. A class named
/// `…Controller` (`UIViewController`, `MyApp.PagesViewController`) is a view controller by Cocoa's naming,
/// which MarkupKit cannot load as a view. Other unknown capitalised names may be the app's own views
/// (MK001 warns about them).
enum RootElementCheck {
    static func check(_ root: MarkupElement, diagnostics: inout DiagnosticBag) {
        guard root.name != "root", ViewClass(rawValue: root.name) == nil else { return }
        let className = root.name.split(separator: ".").last.map(String.init) ?? root.name
        if case .untyped = ElementKind(elementName: root.name, rootClass: "UIView") {
            diagnostics.error(
                "the root element <\(root.name)> is not a view: a document's root must be a UIKit or MarkupKit view "
                    + "class (such as LMColumnView) or <root>",
                at: root.location, rule: .rootNotAView)
        } else if className.hasSuffix("Controller") {
            diagnostics.error(
                "the root element <\(root.name)> is a view controller, not a view: MarkupKit loads views "
                    + "(use the controller's root view class, such as LMColumnView, or <root>)",
                at: root.location, rule: .rootNotAView)
        }
    }
}
