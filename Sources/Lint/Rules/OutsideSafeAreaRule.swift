import LayoutTree

/// MK033: content (a label, control or other leaf that shows something) under the status bar, notch or
/// home indicator: outside the safe area of SEMANTICS.md §4.4. A view controller's root view keeps LM
/// containers inside the safe area (§2.9), and so does every view's margins (docs/SAFE_AREA.md), but a root
/// that pins its children to its bounds (LMRootView, §2.5; LMLayerView or UIStackView without
/// layoutMarginsRelativeArrangement, §2.5a, §2.8) lays leaves it holds, and containers that opt out
/// (`insetsLayoutMarginsFromSafeArea="false"`), under the bars: one problem of the root, reported once at
/// the root with the fix.
///
/// Backgrounds (image views, plain views, containers) may fill the whole screen and are not reported, nor
/// is scroll content (it scrolls into view), nor a view outside its parent (MK032 reports that one; the
/// root is the screen, so content off the screen is always outside some parent).
public struct OutsideSafeAreaRule: LayoutRule {
    public static let descriptor = RuleDescriptor(
        id: .outsideSafeArea, name: "outside-safe-area", category: .layout, defaultSeverity: .warning,
        summary: "Content under the status bar, notch or home indicator (outside the safe area).")

    public init() {}

    public func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding]) {
        let insets = layout.screen.safeArea
        let safe = Rect(
            x: insets.left, y: insets.top, width: layout.screen.width - insets.left - insets.right,
            height: layout.screen.height - insets.top - insets.bottom)
        var unsafeViews: [(view: LaidOutDocument.View, overflow: EdgeOverflow)] = []
        // The root view is the screen: only what it holds can be misplaced.
        for index in layout.placedIndices where index != 0 {
            let view = layout.views[index]
            let node = view.node
            guard node.viewClass.showsContent, node.viewClass != .imageView, !view.isScrollContent,
                view.absolute.width > layout.tolerance, view.absolute.height > layout.tolerance,
                !hasAncestorOutsideParent(index, layout)
            else { continue }
            let unsafe = EdgeOverflow(of: view.absolute, outside: safe)
            if unsafe.largest > layout.tolerance { unsafeViews.append((view, unsafe)) }
        }
        guard !unsafeViews.isEmpty, let root = layout.views.first else { return }
        if let fix = Self.edgePinningFix(root.node) {
            let largest = unsafeViews.map(\.overflow.largest).max() ?? 0
            findings.append(finding(
                "\(describe(root.node)) lays its content out to the screen's edges, under the system bars "
                    + "(outside the safe area) by up to {largest}; \(fix)",
                at: root.node.location, amount: largest))
            return
        }
        for (view, unsafe) in unsafeViews {
            findings.append(finding(
                "\(describe(view.node)) is outside the safe area at the \(unsafe.edges(beyond: layout.tolerance)), under the system bars",
                at: view.node.location, amount: unsafe.largest))
        }
    }

    /// How to keep the content of a root that pins it to its bounds inside the safe area; nil for roots
    /// that respect their (safe-area) margins.
    static func edgePinningFix(_ root: ViewNode) -> String? {
        switch root.layout {
        case .rootView: "set topPadding and bottomPadding to the safe area (LMRootView does not apply it)"
        case .layer(let marginsRelative) where !marginsRelative: "set layoutMarginsRelativeArrangement=\"true\""
        case .stack(let stack) where !stack.layoutMarginsRelativeArrangement: "set layoutMarginsRelativeArrangement=\"true\""
        default: nil
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
