/// LMScrollView and UIScrollView (SEMANTICS.md §2.7). Frames of content are in content
/// coordinates: the content view sits at the scroll view's origin (content offset 0).
enum ScrollViewLayoutAlgorithm {
    static func arrange(_ scroll: Int, _ layout: ScrollLayout, in context: inout LayoutContext) {
        let c = context.constraints
        for (index, content) in context.tree.visibleChildren(of: scroll).enumerated() {
            for axis in Axis.allCases {
                let origin = layout.pinsContent ? Priority.requiredLeadingEdge : Priority.defaultLow
                context.pin(c.start(content, axis), to: c.start(scroll, axis), priority: origin)
                guard layout.pinsContent && index == 0 else { continue }
                if layout.fits(axis) {
                    // fitToWidth/fitToHeight: the content is as wide (tall) as the scroll view's frame.
                    context.setPriorities(content, axis, hugging: 250, compression: 250)
                    context.pin(c.size(content, axis), to: c.size(scroll, axis), priority: Priority.requiredShape)
                } else {
                    context.setPriorities(content, axis, hugging: 1000, compression: 1000)
                }
            }
        }
    }
}
