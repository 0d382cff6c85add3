import Diagnostics

/// One attribute as written, with the position of its name and of its value's first character.
public struct MarkupAttribute: Hashable, Sendable {
    public var name: String
    /// The value after XML entity and character-reference decoding.
    public var value: String
    public var location: SourceLocation
    public var valueLocation: SourceLocation

    public init(name: String, value: String, location: SourceLocation, valueLocation: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
    }
}

/// A processing instruction such as `<?properties {…}?>` or `<?case iOS?>`.
public struct MarkupProcessingInstruction: Hashable, Sendable {
    public var target: String
    /// Everything between the target and `?>`, leading whitespace removed.
    public var data: String
    public var location: SourceLocation
    /// Position of the first character of `data` (for errors inside JSON data).
    public var dataLocation: SourceLocation

    public init(target: String, data: String, location: SourceLocation, dataLocation: SourceLocation) {
        self.target = target
        self.data = data
        self.location = location
        self.dataLocation = dataLocation
    }
}

/// Element content that matters to MarkupKit: child elements and processing instructions, in order.
/// Comments and whitespace are dropped by the parser; other text is a diagnostic.
public enum MarkupNode: Hashable, Sendable {
    case element(MarkupElement)
    case processingInstruction(MarkupProcessingInstruction)
}

/// An element with its attributes in document order and its content.
public struct MarkupElement: Hashable, Sendable {
    public var name: String
    public var attributes: [MarkupAttribute]
    public var children: [MarkupNode]
    /// Position of the `<` that opens the start tag.
    public var location: SourceLocation

    public init(name: String, attributes: [MarkupAttribute] = [], children: [MarkupNode] = [], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    public func attribute(named name: String) -> MarkupAttribute? {
        attributes.first { $0.name == name }
    }
}

/// A parsed markup file. `prolog` holds processing instructions before the root element.
public struct MarkupDocument: Hashable, Sendable {
    public var file: String
    public var prolog: [MarkupProcessingInstruction]
    public var root: MarkupElement
    /// Elements in the whole document (as parsed; 0 when not counted): how much work it holds.
    public var elementCount: Int

    public init(file: String, prolog: [MarkupProcessingInstruction] = [], root: MarkupElement, elementCount: Int = 0) {
        self.file = file
        self.prolog = prolog
        self.root = root
        self.elementCount = elementCount
    }
}
