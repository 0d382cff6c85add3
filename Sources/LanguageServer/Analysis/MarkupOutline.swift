/// Elements as the scanner found them, nested by their tags: the element tree of a document that may not
/// be well-formed (an unclosed element ends where its parent's end tag or the text ends).
struct MarkupOutline {
    struct Element {
        var tag: MarkupScanner.StartTag
        /// From the `<` of the start tag to after its end tag (or the end of the self-closing tag).
        var range: Swift.Range<Int>
        /// Index of the parent in `elements`; nil for a top-level element.
        var parent: Int?
        var children: [Int] = []
        /// An end tag (or `/>`) closes it.
        var isClosed: Bool
    }

    /// In document order (a parent before its children).
    private(set) var elements: [Element] = []
    /// Top-level elements (one, in a well-formed document).
    private(set) var roots: [Int] = []
    /// Every instruction, in document order.
    private(set) var instructions: [MarkupScanner.Instruction] = []
    /// Every end tag, in document order.
    private(set) var endTags: [MarkupScanner.EndTag] = []

    init(text: [Unicode.Scalar]) {
        var open: [Int] = []
        for token in MarkupScanner.tokens(in: text) {
            switch token {
            case .startTag(let tag):
                let index = elements.count
                elements.append(Element(tag: tag, range: tag.range, parent: open.last, isClosed: tag.isSelfClosing))
                if let parent = open.last { elements[parent].children.append(index) } else { roots.append(index) }
                if !tag.isSelfClosing { open.append(index) }
            case .endTag(let end):
                endTags.append(end)
                // Closes the innermost open element of that name and those opened inside it.
                guard let match = open.lastIndex(where: { elements[$0].tag.name == end.name }) else { continue }
                for index in open[match...] {
                    elements[index].range = elements[index].tag.range.lowerBound..<end.range.upperBound
                    elements[index].isClosed = true
                }
                open.removeSubrange(match...)
            case .instruction(let instruction):
                instructions.append(instruction)
            }
        }
        for index in open { elements[index].range = elements[index].tag.range.lowerBound..<text.count }
    }

    /// The element whose start tag holds `offset` (its end included: the cursor after `<UILabel` is in it).
    func element(withTagAt offset: Int) -> Int? {
        elements.indices.last { index in
            let range = elements[index].tag.range
            return range.lowerBound < offset && (offset < range.upperBound || (!elements[index].tag.isComplete && offset == range.upperBound))
        }
    }

    /// The innermost element whose content holds `offset`: after its start tag, before its end tag's `>`
    /// (up to the end of the text when it is not closed).
    func element(containing offset: Int) -> Int? {
        elements.indices.last { index in
            let element = elements[index]
            guard !element.tag.isSelfClosing, element.tag.isComplete, element.tag.range.upperBound <= offset else { return false }
            return offset < element.range.upperBound || (!element.isClosed && offset == element.range.upperBound)
        }
    }

    /// The end tag whose name holds `offset` (after its `</`, up to its `>`).
    func endTag(at offset: Int) -> MarkupScanner.EndTag? {
        endTags.last { $0.range.lowerBound + 2 <= offset && (offset < $0.range.upperBound || offset == $0.range.upperBound && !$0.isComplete) }
    }

    func instruction(at offset: Int) -> MarkupScanner.Instruction? {
        instructions.last { $0.range.lowerBound < offset && offset <= $0.range.upperBound }
    }
}
