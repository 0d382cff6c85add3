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
        writer.raw(",\"line\":")
        writer.integer(Int64(node.location.line))
        writer.raw(",\"column\":")
        writer.integer(Int64(node.location.column))
        writer.raw(",\"frame\":")
        rect(view.frame, into: &writer)
        writer.raw(",\"absolute\":")
        rect(view.absolute, into: &writer)
        writer.raw(",\"intrinsicSize\":{\"width\":")
        optional(view.intrinsicSize.width, into: &writer)
        writer.raw(",\"height\":")
        optional(view.intrinsicSize.height, into: &writer)
        writer.raw("}")
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
        writer.raw("{\"x\":")
        writer.points(rect.x)
        writer.raw(",\"y\":")
        writer.points(rect.y)
        writer.raw(",\"width\":")
        writer.points(rect.width)
        writer.raw(",\"height\":")
        writer.points(rect.height)
        writer.raw("}")
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

    private static func optional(_ value: Double?, into writer: inout UTF8Writer) {
        if let value { writer.points(value) } else { writer.raw("null") }
    }
}
