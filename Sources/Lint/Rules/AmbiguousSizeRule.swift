import LayoutTree

/// MK036: a view with no size that nothing determines. A plain UIView, an empty container, a slider's
/// width, a map or table view have no intrinsic size on an axis (SEMANTICS.md §3); when neither an explicit
/// size, a weight, an aspect ratio nor a stretching alignment gives them one, Auto Layout's answer is
/// ambiguous and markupc makes them 0 (§2.0 choice), so they vanish on the device too, or worse, take an
/// arbitrary size.
///
/// Not reported: image views with an image (their size comes from the image, which markupc does not load
/// without resources), custom classes (`MyApp.MyView` may have an intrinsic size in code), spacers, and
/// containers with visible children (MK036 reports the children instead), and empty containers with an
/// `id` (an outlet whose content the code adds).
public struct AmbiguousSizeRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .ambiguousSize, name: "ambiguous-size", category: .layout, defaultSeverity: .warning,
        summary: "A view with no intrinsic size that nothing sizes (no width/height, weight or stretching alignment), so it collapses to 0.")

    /// Bars UIKit sizes itself (44/49 pt tall), whatever markupc measures.
    static let systemSized: Set<ViewClass> = [.toolbar, .navigationBar, .tabBar]

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        for index in layout.placedIndices where index != 0 {
            let view = layout.views[index]
            // Nearly every view has a size: that is asked first, the view's class and children after.
            let missing = Axis.allCases.filter { axis in
                view.absolute.size(axis) <= layout.tolerance && view.intrinsicSize[axis] == nil
                    && view.node.size.fixed(axis) == nil && view.node.size.minimum(axis) == nil
                    && !layout.isSizedByWeight(index, on: axis)
            }
            guard !missing.isEmpty, isCandidate(view, layout) else { continue }
            let what = missing.count == 2 ? "width or height" : missing[0].sizeName
            // A weight is read by a row or column only, along its axis (§2.2): in a stack, or across
            // the row, it would size nothing.
            let weighs = view.parent.map { parent in
                if case .box(let box) = layout.views[parent].node.layout { missing.contains(box.axis) } else { false }
            } ?? false
            findings.append(finding(
                "\(describe(view.node)) has no \(what): nothing determines it, so it is 0",
                at: view.node.location, fixIt: "give it a \(missing.map(\.sizeName).joined(separator: " and "))" + (weighs ? ", or a weight" : "")))
        }
    }

    private func isCandidate(_ view: LaidOutDocument.View, _ layout: LaidOutDocument) -> Bool {
        let node = view.node
        guard node.viewClass != .spacer, ViewClass(rawValue: node.elementName) != nil, node.size.aspectRatio == nil,
            !Self.systemSized.contains(node.viewClass)
        else { return false }
        if node.viewClass == .imageView && node.content.imageName != nil { return false }
        if node.layout != .none && node.id != nil && view.children.isEmpty { return false }
        return !view.children.contains { layout.views[$0].isPlaced }
    }
}
