/// Which subview gives a container its first or last baseline (SEMANTICS.md §2.2 "The baseline
/// of a view", §2.8 "baseline views"), stated once: `UnstatedRules` reads it to know which views
/// a baseline is read through, `LayoutContext.baseline` to write the baseline itself, and the
/// lint to find a baseline read through a hidden view (MK047).
extension ContainerLayout {
    /// The subviews (`subviews`, hidden ones included, in order) a container's first (`last`
    /// false) or last baseline may come from, before any size is known:
    /// - a horizontal UIStackView: every visible arranged view, of which the tallest gives it (§2.8);
    /// - an LM layout view (LMRowView, LMColumnView, LMAnchorView, LMRootView, LMLayerView): its
    ///   first (last) subview, hidden or not, as MarkupKit reads it (§2.2, §5.7);
    /// - a vertical UIStackView and every other container: its first (last) visible subview.
    public func baselineCandidates<Views: BidirectionalCollection>(
        among subviews: Views, last: Bool, isHidden: (Views.Element) -> Bool
    ) -> [Views.Element] {
        switch self {
        case .none:
            return []
        case .stack(let stack) where stack.axis == .horizontal:
            return subviews.filter { !isHidden($0) }
        case .box, .anchor, .rootView, .layer:
            return (last ? subviews.last : subviews.first).map { [$0] } ?? []
        default:
            return (last ? subviews.last(where: { !isHidden($0) }) : subviews.first(where: { !isHidden($0) })).map { [$0] } ?? []
        }
    }
}

extension FlatTree {
    /// `container`'s baseline candidates (`ContainerLayout.baselineCandidates`) by index.
    func baselineCandidates(of container: Int, last: Bool) -> [Int] {
        attributes[container].layout.baselineCandidates(among: children[container], last: last) { !participates[$0] }
    }

    /// The subview `container`'s baseline is read through: of its candidates, the one with the
    /// largest natural height (`naturalHeight`), the first of equals (a choice: "the tallest
    /// arranged view" says nothing of ties; §2.8).
    func baselineView(of container: Int, last: Bool, naturalHeight: (Int) -> Double) -> Int? {
        let candidates = baselineCandidates(of: container, last: last)
        guard candidates.count > 1 else { return candidates.first }
        var tallest = candidates[0]
        var tallestHeight = naturalHeight(tallest)
        for candidate in candidates.dropFirst() {
            let height = naturalHeight(candidate)
            if height > tallestHeight { (tallest, tallestHeight) = (candidate, height) }
        }
        return tallest
    }
}
