/// Where a scroll view (LMScrollView, UIScrollView, a table view) stands when it first appears
/// (SEMANTICS.md §2.7, §2.11.2): how large its content is, how far the safe area insets it, and
/// the offset it starts at, so that its content begins inside the safe area.
public struct ScrollPosition: Sendable, Equatable {
    /// LMScrollView: its content view's size; UIScrollView: 0 (the markup cannot set it, §2.7);
    /// a table: its width and the bottom of its last row, footer or table footer (§2.11.2).
    public var contentSize: Size
    /// `adjustedContentInset`: on the axes `contentInsetAdjustmentBehavior` adjusts, the part of
    /// the scroll view that lies in the unsafe area (docs/SAFE_AREA.md).
    public var adjustedContentInset: EdgeInsets

    /// The initial `contentOffset`: (−inset.left, −inset.top).
    public var contentOffset: Point { Point(x: 0 - adjustedContentInset.left, y: 0 - adjustedContentInset.top) }

    /// What the scroll view shows at first, in its content's coordinates: its offset, and the size of `frame` (its own).
    public func visibleRect(sizeOf frame: Rect) -> Rect {
        Rect(x: contentOffset.x, y: contentOffset.y, width: frame.width, height: frame.height)
    }
}
