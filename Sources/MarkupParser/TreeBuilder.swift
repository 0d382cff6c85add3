/// Builds the `MarkupDocument` tree from start/end events with an explicit stack, so nesting depth
/// never turns into Swift recursion.
struct TreeBuilder {
    private(set) var prolog: [MarkupProcessingInstruction] = []
    private(set) var root: MarkupElement?
    private var open: [MarkupElement] = []
    private(set) var elementCount = 0

    /// Number of open elements.
    var depth: Int { open.count }

    mutating func startElement(_ element: MarkupElement) {
        elementCount += 1
        open.append(element)
    }

    mutating func endElement() {
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            if root == nil { root = element }
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    /// A PI inside an element becomes a child. Outside the root element it goes to the prolog —
    /// including PIs *after* the root element, which are appended to `prolog` in document order
    /// (their locations show where they were written).
    mutating func processingInstruction(_ pi: MarkupProcessingInstruction) {
        if open.isEmpty {
            prolog.append(pi)
        } else {
            open[open.count - 1].children.append(.processingInstruction(pi))
        }
    }
}
