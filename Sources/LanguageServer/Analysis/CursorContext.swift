/// What the cursor is in, for completion: the name of an element being opened, an attribute's name or
/// value, or an instruction's target — with the text the chosen entry replaces.
enum CursorContext: Equatable {
    /// `<UIL|`: `parent` is the element the new one goes into (nil at the top).
    case elementName(replacing: Swift.Range<Int>, parent: Int?)
    /// `<UILabel te|` or `<UILabel |`.
    case attributeName(element: Int, replacing: Swift.Range<Int>)
    /// `<UILabel textAlignment="ce|"`.
    case attributeValue(element: Int, attribute: String, value: String, replacing: Swift.Range<Int>)
    /// `</LMRo|`: `element` is the innermost element open there, the one to close.
    case endTagName(replacing: Swift.Range<Int>, element: Int?)
    /// `<?pro|`: `parent` is the element the instruction is in.
    case instructionTarget(replacing: Swift.Range<Int>, parent: Int?)
    case none

    init(at offset: Int, in outline: MarkupOutline) {
        if let instruction = outline.instruction(at: offset) {
            let target = instruction.targetRange
            guard target.lowerBound <= offset, offset <= target.upperBound else {
                self = .none
                return
            }
            self = .instructionTarget(replacing: target, parent: outline.element(containing: instruction.range.lowerBound))
            return
        }
        if let end = outline.endTag(at: offset) {
            self = .endTagName(replacing: end.nameRange, element: outline.element(containing: end.range.lowerBound))
            return
        }
        guard let index = outline.element(withTagAt: offset) else {
            self = .none
            return
        }
        let tag = outline.elements[index].tag
        if tag.nameRange.lowerBound <= offset, offset <= tag.nameRange.upperBound {
            self = .elementName(replacing: tag.nameRange, parent: outline.elements[index].parent)
            return
        }
        for attribute in tag.attributes {
            if let range = attribute.valueRange, range.lowerBound <= offset, offset <= range.upperBound {
                self = .attributeValue(element: index, attribute: attribute.name, value: attribute.value ?? "", replacing: range)
                return
            }
            if attribute.nameRange.lowerBound <= offset, offset <= attribute.nameRange.upperBound {
                self = .attributeName(element: index, replacing: attribute.nameRange)
                return
            }
            // Between a name and its value (`text=|`): nothing to offer.
            if attribute.nameRange.upperBound < offset, let range = attribute.valueRange, offset < range.lowerBound {
                self = .none
                return
            }
        }
        self = .attributeName(element: index, replacing: offset..<offset)
    }
}
