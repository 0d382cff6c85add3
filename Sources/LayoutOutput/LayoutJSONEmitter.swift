import LayoutTree

/// The JSON contract of `markupc layout --format json` (issue #2):
/// `{"screen": {...}, "root": NODE}`, NODE = type, id?, role?, line, column, frame, absolute,
/// intrinsicSize, hidden?, truncated?, visible?, scroll position?, lines?, children — in this key
/// order. `truncated` appears (as true) only for labels whose text did not fit; `lines` for every
/// laid-out label with text; the scroll position (`contentSize`, `adjustedContentInset`,
/// `contentOffset`, `visibleRect`, §2.7) for every LMScrollView, UIScrollView and table view.
public enum LayoutJSONEmitter: LayoutEmitter {
    /// The output, handed to `sink` in chunks as it is written (see `LayoutEmitter`).
    public static func emit(_ result: LayoutResult, to sink: LayoutOutputSink, chunkSize: Int) {
        var writer = UTF8Writer(streamingTo: sink, chunkSize: chunkSize)
        let screen = result.screen
        writer.raw("{\"screen\":{\"width\":")
        writer.points(screen.width)
        writer.raw(",\"height\":")
        writer.points(screen.height)
        writer.raw(",\"scale\":")
        writer.points(screen.scale)
        writer.raw(",\"orientation\":")
        writer.string(screen.orientation.rawValue)
        writer.raw("},\"root\":")
        LaidOutTreeWriter(open: { view, _, writer in writeOpening(view, into: &writer) }, separator: ",", close: "]}", bytesPerView: 256)
            .write(result.views, into: &writer)
        writer.raw("}\n")
        writer.flush()
    }

    private static func writeOpening(_ view: LaidOutViews.View, into writer: inout UTF8Writer) {
        let node = view.node
        writer.raw("{\"type\":")
        writer.string(node.elementName)
        if let id = node.id {
            writer.raw(",\"id\":")
            writer.string(id)
        }
        if let role = node.listRole {
            writer.raw(",\"role\":")
            writer.string(role.name)
        }
        // Every view's twelve numbers and their keys, composed at once.
        writer.compose(capacity: 12 * numberCapacity + 160) { out in
            out.raw(",\"line\":")
            out.integer(Int64(node.location.line))
            out.raw(",\"column\":")
            out.integer(Int64(node.location.column))
            out.raw(",\"frame\":")
            rect(view.frame, into: &out)
            out.raw(",\"absolute\":")
            rect(view.absolute, into: &out)
            out.raw(",\"intrinsicSize\":{\"width\":")
            out.points(view.intrinsicSize.width)
            out.raw(",\"height\":")
            out.points(view.intrinsicSize.height)
            out.raw("}")
        }
        if view.isHidden { writer.raw(",\"hidden\":true") }
        if view.truncated { writer.raw(",\"truncated\":true") }
        if view.isOffscreen { writer.raw(",\"visible\":false") }
        if let scroll = view.scrollPosition { writeScrollPosition(scroll, frame: view.frame, into: &writer) }
        if let lines = view.lines {
            writer.raw(",\"lines\":[")
            for (index, line) in lines.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(line)
            }
            writer.raw("]")
        }
        writer.raw(",\"children\":[")
    }

    /// `"contentSize", "adjustedContentInset", "contentOffset", "visibleRect"` (§2.7).
    private static func writeScrollPosition(_ scroll: ScrollPosition, frame: Rect, into writer: inout UTF8Writer) {
        let size = scroll.contentSize, inset = scroll.adjustedContentInset, offset = scroll.contentOffset
        writer.raw(",\"contentSize\":")
        object(["width": size.width, "height": size.height], into: &writer)
        writer.raw(",\"adjustedContentInset\":")
        object(["top": inset.top, "left": inset.left, "bottom": inset.bottom, "right": inset.right], into: &writer)
        writer.raw(",\"contentOffset\":")
        object(["x": offset.x, "y": offset.y], into: &writer)
        writer.raw(",\"visibleRect\":")
        rect(scroll.visibleRect(sizeOf: frame), into: &writer)
    }

    /// Written out rather than through `object`: two per view, where a list of fields would cost an allocation each.
    private static func rect(_ rect: Rect, into writer: inout UTF8Writer) {
        writer.compose(capacity: 4 * numberCapacity + 40) { out in Self.rect(rect, into: &out) }
    }

    private static func rect(_ rect: Rect, into out: inout UTF8Writer.Composer) {
        out.raw("{\"x\":")
        out.points(rect.x)
        out.raw(",\"y\":")
        out.points(rect.y)
        out.raw(",\"width\":")
        out.points(rect.width)
        out.raw(",\"height\":")
        out.points(rect.height)
        out.raw("}")
    }

    /// `{"key":number,…}`, in the order given (the scroll position's fields, a few per layout).
    private static func object(_ fields: KeyValuePairs<StaticString, Double>, into writer: inout UTF8Writer) {
        for (index, field) in fields.enumerated() {
            writer.raw(index == 0 ? "{\"" : ",\"")
            writer.raw(field.key)
            writer.raw("\":")
            writer.points(field.value)
        }
        writer.raw("}")
    }
}
