import LayoutTree

/// MK033: content (a label, control or other leaf that shows something) partly off the screen, or under
/// the status bar, notch or home indicator: outside the safe area of SEMANTICS.md §4.4. A view controller's
/// root view keeps LM containers inside the safe area (§2.9), but LMRootView and LMLayerView pin to their
/// bounds (§2.5, §2.5a), and content that does not fit runs off the screen.
///
/// Backgrounds (image views, plain views, containers) may fill the whole screen and are not reported, nor
/// is scroll content (it scrolls into view), nor a view already outside its parent (MK032 reports that one).
public struct OutsideSafeAreaRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: "MK033", name: "outside-safe-area", category: .layout, defaultSeverity: .warning,
        summary: "Content partly off the screen, or under the status bar, notch or home indicator (outside the safe area).")

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        let screen = Rect(x: 0, y: 0, width: layout.screen.width, height: layout.screen.height)
        let insets = layout.screen.safeArea
        let safe = Rect(
            x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
            height: screen.height - insets.top - insets.bottom)
        // The root view is the screen: only what it holds can be misplaced.
        for (index, view) in layout.placedViews where index != 0 {
            let node = view.node
            guard node.viewClass.showsContent, node.viewClass != .imageView, !view.isScrollContent,
                view.absolute.width > layout.tolerance, view.absolute.height > layout.tolerance,
                !hasAncestorOutsideParent(index, layout)
            else { continue }
            let offScreen = EdgeOverflow(of: view.absolute, outside: screen)
            if offScreen.largest > layout.tolerance {
                findings.append(finding(
                    "\(describe(node)) is partly off the screen (past the \(offScreen.edges(beyond: layout.tolerance)) edge)",
                    at: node.location, amount: offScreen.largest))
                continue
            }
            let unsafe = EdgeOverflow(of: view.absolute, outside: safe)
            if unsafe.largest > layout.tolerance {
                findings.append(finding(
                    "\(describe(node)) is outside the safe area at the \(unsafe.edges(beyond: layout.tolerance)), under the system bars",
                    at: node.location, amount: unsafe.largest))
            }
        }
    }

    /// The view or one of its ancestors is outside its parent: MK032 reports the outermost one.
    private func hasAncestorOutsideParent(_ index: Int, _ layout: LaidOutDocument) -> Bool {
        var current: Int? = index
        while let view = current {
            if layout.isOutsideParent(view) { return true }
            current = layout.views[view].parent
        }
        return false
    }
}
