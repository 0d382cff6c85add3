import CLibXML2
import Diagnostics

/// The state of one parse: the UTF-8 text, the line table, the records under construction and the
/// diagnostics. libxml2's SAX callbacks (see `SAXCallbacks`) land here.
///
/// Positions: libxml2 reports events *after* the construct, so the session keeps `contentStart`,
/// the byte offset just after the last piece of markup seen on the main input, and
/// - a start tag is found by scanning back from libxml2's cursor (which stands on the `>` or `/>`)
///   to its `<` (a start tag cannot contain `<`), then scanned forward by `StartTagScanner`;
/// - a PI is the first `<?target` at or after `contentStart` (text before it cannot contain `<`);
/// - character content starts at the first non-whitespace byte at or after `contentStart`.
/// Events produced while libxml2 expands an internal entity reference in element content arrive
/// on a nested parser context; they are placed at the `&` of that reference.
///
/// The state written at every event is `@exclusivity(unchecked)`: a session belongs to one parse on
/// one thread and no access to it overlaps another (the debug builds the tests run check it), so
/// the runtime's check on each access of a class's property is only cost.
final class ParseSession {
    let file: String
    let text: UnsafeBufferPointer<UInt8>
    @exclusivity(unchecked) var lines: LineTable
    let mainContext: xmlParserCtxtPtr
    @exclusivity(unchecked) var records = MarkupStoreBuilder()
    var diagnostics: [Diagnostic] = []

    /// Offset just after the last markup on the main input.
    @exclusivity(unchecked) var contentStart = 0
    /// Whether the current run of character content has already been reported.
    @exclusivity(unchecked) var contentReported = false
    /// Bytes added so far by expanding entity references in attribute values.
    var attributeExpansion = 0
    let attributeExpansionBudget: Int
    var libxmlDiagnosticCount = 0
    /// Set when one of our own limits stopped the parse; later events are ignored.
    var limitReported = false
    static let maxLibxmlDiagnostics = 50
    /// The documented nesting limit (README): 256 levels are read, the 257th is refused with markupc's own
    /// message, before libxml2's (which accepts 257 and then tells users to set XML_PARSE_HUGE).
    static let maxDepth = 256
    static let depthMessage = "elements are nested more than \(maxDepth) levels deep; markupc reads at most \(maxDepth) levels"

    init(file: String, text: UnsafeBufferPointer<UInt8>, lines: LineTable, context: xmlParserCtxtPtr) {
        self.file = file
        self.text = text
        self.lines = lines
        self.mainContext = context
        self.attributeExpansionBudget = SecureParserOptions.attributeExpansionBudget(forDocumentSize: text.count)
    }

    // MARK: - Positions

    /// Byte offset of libxml2's cursor on the main input (the document entity, `inputTab[0]`).
    var mainOffset: Int {
        guard let inputs = mainContext.pointee.inputTab, mainContext.pointee.inputNr > 0,
              let input = inputs[0],
              let cur = input.pointee.cur, let base = input.pointee.base else { return contentStart }
        let offset = Int(input.pointee.consumed) + (cur - base)
        return min(max(offset, 0), text.count)
    }

    func isMain(_ context: xmlParserCtxtPtr) -> Bool { context == mainContext }

    func location(_ offset: Int) -> SourceLocation { lines.location(at: offset) }

    /// The line:column of `offset`, as the records keep it.
    func position(_ offset: Int) -> TextPosition {
        let (line, column) = lines.lineAndColumn(at: offset)
        return TextPosition(line: Int32(truncatingIfNeeded: line), column: Int32(truncatingIfNeeded: column))
    }

    /// First non-whitespace byte at or after `contentStart`.
    func firstContentOffset() -> Int {
        var offset = contentStart
        while offset < text.count, StartTagScanner.isWhitespace(text[offset]) { offset += 1 }
        return offset
    }

    /// The `&` of the entity reference libxml2 is expanding (its cursor stands after the `;`).
    func referenceLocation() -> SourceLocation { location(referenceOffset()) }

    func referenceOffset() -> Int {
        let end = mainOffset
        var offset = end - 1
        while offset >= contentStart, offset >= 0 {
            if text[offset] == UInt8(ascii: "&") { return offset }
            offset -= 1
        }
        return end
    }

    // MARK: - Names and strings

    func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// Compares the bytes of `range` with `prefix:localname`.
    func textRange(_ range: Range<Int>, equals localname: UnsafePointer<xmlChar>?,
                   prefix: UnsafePointer<xmlChar>?) -> Bool {
        guard let localname else { return false }
        var offset = range.lowerBound
        func match(_ pointer: UnsafePointer<xmlChar>) -> Bool {
            var p = pointer
            while p.pointee != 0 {
                guard offset < range.upperBound, text[offset] == p.pointee else { return false }
                offset += 1
                p += 1
            }
            return true
        }
        if let prefix {
            guard match(prefix), offset < range.upperBound, text[offset] == UInt8(ascii: ":") else { return false }
            offset += 1
        }
        return match(localname) && offset == range.upperBound
    }
}
