import LayoutTree

/// `markupc layout --format text`: an indented tree, one view per line with its type, id
/// and frame relative to its parent — easy to read and to diff.
///
///     LMColumnView (0, 0, 375, 667)
///       UILabel #title (16, 0, 343, 20.5)
public enum LayoutTextEmitter: LayoutEmitter {
    /// The output, handed to `sink` in chunks as it is written (see `LayoutEmitter`).
    public static func emit(_ result: LayoutResult, to sink: LayoutOutputSink, chunkSize: Int) {
        var writer = UTF8Writer(streamingTo: sink, chunkSize: chunkSize)
        let screen = result.screen
        writer.raw("screen ")
        writer.points(screen.width)
        writer.raw("x")
        writer.points(screen.height)
        writer.raw(" @")
        writer.points(screen.scale)
        writer.raw("x ")
        writer.plain(screen.orientation.rawValue)
        writer.raw("\n")
        LaidOutTreeWriter(open: { view, depth, writer in writeLine(view, depth: depth, into: &writer) }, separator: nil, close: nil, bytesPerView: 48)
            .write(result.views, into: &writer)
        writer.flush()
    }

    /// `  UILabel #title (16, 0, 343, 20.5) hidden`
    private static func writeLine(_ view: LaidOutViews.View, depth: Int, into writer: inout UTF8Writer) {
        for _ in 0..<depth { writer.raw("  ") }
        writer.plain(view.node.elementName)
        if let id = view.node.id {
            writer.raw(" #")
            writer.plain(id)
        }
        if let role = view.node.listRole {
            writer.raw(" [")
            writer.plain(role.name)
            writer.raw("]")
        }
        writer.raw(" (")
        writer.points(view.frame.x)
        writer.raw(", ")
        writer.points(view.frame.y)
        writer.raw(", ")
        writer.points(view.frame.width)
        writer.raw(", ")
        writer.points(view.frame.height)
        writer.raw(")")
        if view.isHidden { writer.raw(" hidden") }
        if view.isOffscreen { writer.raw(" offscreen") }
        writer.raw("\n")
    }
}
