/// An aspect ratio (§2.1: width = ratio × height, held at `Priority.requiredShape`) joins a
/// view's width to its height, which a cost of one size cannot say (`UnstatedRules`) — unless
/// one side is fixed: `width`/`height` is held above the ratio (`requiredFixedSize`), so that
/// side is the fixed value in every solution, and the ratio's error |w − ratio × h| becomes
/// a pull on the other side alone. Such a ratio is a rule on one axis, exact, and joins nothing.
/// Not for the root, whose size the screen also fixes at that level.
extension SizeConstraints {
    /// Whether the aspect ratio joins the axes: no side fixed (or a ratio that is not a
    /// positive number, which the whole system solves as it stands).
    var aspectRatioJoinsAxes: Bool {
        guard let ratio = aspectRatio else { return false }
        return !(ratio > 0 && ratio.isFinite && (width != nil || height != nil))
    }

    /// What the aspect ratio asks of the size on `axis` where a side is fixed: the size it
    /// pulls toward and the weight per point (with w fixed, |w − r·h| = r·|h − w/r|); nil on
    /// the fixed side, or where the ratio joins the axes.
    func aspectRatioPull(on axis: Axis) -> (target: Double, weight: Double)? {
        guard let ratio = aspectRatio, !aspectRatioJoinsAxes else { return nil }
        if let width { return axis == .vertical ? (width / ratio, ratio) : nil }
        if let height { return axis == .horizontal ? (height * ratio, 1) : nil }
        return nil
    }
}
