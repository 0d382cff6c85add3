import CLibXML2
import Diagnostics

/// The state of one parse: the UTF-8 text, the line table, the tree under construction and the
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
final class ParseSession {
    let file: String
    private let text: UnsafeBufferPointer<UInt8>
    private var lines: LineTable
    private let mainContext: xmlParserCtxtPtr
    private(set) var tree = TreeBuilder()
    private(set) var diagnostics: [Diagnostic] = []

    /// Offset just after the last markup on the main input.
    private var contentStart = 0
    /// Whether the current run of character content has already been reported.
    private var contentReported = false
    /// Bytes added so far by expanding entity references in attribute values.
    private var attributeExpansion = 0
    private let attributeExpansionBudget: Int
    private var libxmlDiagnosticCount = 0
    private static let maxLibxmlDiagnostics = 50
    /// Interned element and attribute names, keyed by libxml2's dictionary pointer (a small
    /// direct-mapped cache: markup uses few distinct names, and hashing a dictionary is slower).
    private var nameCacheKeys = [UnsafeRawPointer?](repeating: nil, count: 256)
    private var nameCacheValues = [String](repeating: "", count: 256)

    init(file: String, text: UnsafeBufferPointer<UInt8>, lines: LineTable, context: xmlParserCtxtPtr) {
        self.file = file
        self.text = text
        self.lines = lines
        self.mainContext = context
        self.attributeExpansionBudget = SecureParserOptions.attributeExpansionBudget(forDocumentSize: text.count)
    }

    // MARK: - Positions

    /// Byte offset of libxml2's cursor on the main input.
    private var mainOffset: Int {
        guard let input = mainContext.pointee.input,
              let cur = input.pointee.cur, let base = input.pointee.base else { return contentStart }
        let offset = Int(input.pointee.consumed) + (cur - base)
        return min(max(offset, 0), text.count)
    }

    private func isMain(_ context: xmlParserCtxtPtr) -> Bool { context == mainContext }

    private func location(_ offset: Int) -> SourceLocation { lines.location(at: offset) }

    /// First non-whitespace byte at or after `contentStart`.
    private func firstContentOffset() -> Int {
        var offset = contentStart
        while offset < text.count, StartTagScanner.isWhitespace(text[offset]) { offset += 1 }
        return offset
    }

    /// The `&` of the entity reference libxml2 is expanding (its cursor stands after the `;`).
    private func referenceLocation() -> SourceLocation {
        let end = mainOffset
        var offset = end - 1
        while offset >= contentStart, offset >= 0 {
            if text[offset] == UInt8(ascii: "&") { return location(offset) }
            offset -= 1
        }
        return location(end)
    }

    // MARK: - Names and strings

    private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private func string(from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?) -> String {
        guard let start, let end, end >= start else { return "" }
        return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
    }

    /// `prefix:localname`, interned when there is no prefix (names come from libxml2's dictionary,
    /// so equal names share a pointer).
    private func qualifiedName(_ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        guard let localname else { return "" }
        if let prefix {
            return string(prefix) + ":" + string(localname)
        }
        let key = UnsafeRawPointer(localname)
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 3) & 255
        if nameCacheKeys[slot] == key { return nameCacheValues[slot] }
        let name = string(localname)
        nameCacheKeys[slot] = key
        nameCacheValues[slot] = name
        return name
    }

    /// Compares the bytes of `range` with `prefix:localname`.
    private func textRange(_ range: Range<Int>, equals localname: UnsafePointer<xmlChar>?,
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

    // MARK: - Elements

    /// One libxml2 attribute: localname, prefix, URI, value start, value end.
    private struct LibxmlAttribute {
        var localname: UnsafePointer<xmlChar>?
        var prefix: UnsafePointer<xmlChar>?
        var value: UnsafePointer<xmlChar>?
        var valueEnd: UnsafePointer<xmlChar>?
    }

    /// A view of libxml2's attribute array (five pointers per attribute), without copying it.
    private struct LibxmlAttributes {
        let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
        let count: Int

        subscript(index: Int) -> LibxmlAttribute {
            guard let pointers else { return LibxmlAttribute() }
            let base = index * 5
            return LibxmlAttribute(localname: pointers[base], prefix: pointers[base + 1],
                                   value: pointers[base + 3], valueEnd: pointers[base + 4])
        }
    }

    func startElement(
        context: xmlParserCtxtPtr,
        localname: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
        namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        attributeCount: Int, defaultedCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        let name = qualifiedName(localname, prefix)
        // Attributes written in the tag (defaulted ones from a DTD come last and are not used).
        let libxmlAttributes = LibxmlAttributes(
            pointers: attributes, count: attributes == nil ? 0 : max(0, attributeCount - defaultedCount))

        var element: MarkupElement
        if isMain(context),
           let located = locatedElement(name: name, localname: localname, prefix: prefix,
                                        namespaceCount: namespaceCount, namespaces: namespaces,
                                        attributes: libxmlAttributes, context: context) {
            element = located
        } else {
            // Inside an entity expansion, or the tag text did not match what libxml2 parsed:
            // everything is placed at one position.
            let at = isMain(context) ? location(mainOffset) : referenceLocation()
            element = MarkupElement(name: name, location: at)
            element.attributes = (0..<libxmlAttributes.count).map { index in
                let attribute = libxmlAttributes[index]
                return MarkupAttribute(name: qualifiedName(attribute.localname, attribute.prefix),
                                       value: decodedValue(attribute, context: context),
                                       location: at, valueLocation: at)
            }
        }
        if isMain(context) {
            let end = mainOffset
            contentStart = min(text.count, end < text.count && text[end] == UInt8(ascii: "/") ? end + 2 : end + 1)
            contentReported = false
        }
        tree.startElement(element)
    }

    /// Finds exact positions for an element on the main input, or nil if the tag text does not
    /// match libxml2's view of it.
    private func locatedElement(
        name: String, localname: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
        namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        attributes libxmlAttributes: LibxmlAttributes, context: xmlParserCtxtPtr
    ) -> MarkupElement? {
        let end = mainOffset
        var start = end - 1
        while start >= 0, text[start] != UInt8(ascii: "<") { start -= 1 }
        guard start >= 0 else { return nil }

        var scanner = StartTagScanner(bytes: text, start: start)
        guard let nameRange = scanner.scanElementName(),
              textRange(nameRange, equals: localname, prefix: prefix) else { return nil }

        // Positions are requested in increasing order (the line table is fastest that way).
        let elementLocation = location(start)
        var attributes: [MarkupAttribute] = []
        attributes.reserveCapacity(libxmlAttributes.count)
        var nextLibxml = 0
        while let token = scanner.nextAttribute() {
            let attributeName: String
            let value: String
            if let namespaceValue = namespaceDeclarationValue(token, count: namespaceCount, namespaces: namespaces) {
                attributeName = String(decoding: UnsafeBufferPointer(rebasing: text[token.name]), as: UTF8.self)
                value = namespaceValue
            } else {
                guard nextLibxml < libxmlAttributes.count else { return nil }
                let attribute = libxmlAttributes[nextLibxml]
                guard textRange(token.name, equals: attribute.localname, prefix: attribute.prefix) else { return nil }
                nextLibxml += 1
                attributeName = qualifiedName(attribute.localname, attribute.prefix)
                value = decodedValue(attribute, context: context)
            }
            attributes.append(MarkupAttribute(
                name: attributeName,
                value: value,
                location: location(token.name.lowerBound),
                valueLocation: location(token.value.lowerBound)))
        }
        guard scanner.atTagEnd, scanner.position == end, nextLibxml == libxmlAttributes.count else { return nil }
        return MarkupElement(name: name, attributes: attributes, location: elementLocation)
    }

    /// For `xmlns` / `xmlns:p` attributes: the namespace URI libxml2 recorded, or the raw text.
    private func namespaceDeclarationValue(
        _ token: StartTagScanner.Attribute, count: Int,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> String? {
        let start = token.name.lowerBound
        guard token.name.count >= 5, text[start] == UInt8(ascii: "x"), text[start + 1] == UInt8(ascii: "m"),
              text[start + 2] == UInt8(ascii: "l"), text[start + 3] == UInt8(ascii: "n"),
              text[start + 4] == UInt8(ascii: "s") else { return nil }
        let declaredPrefix: Range<Int>?
        if token.name.count == 5 {
            declaredPrefix = nil
        } else if text[start + 5] == UInt8(ascii: ":") {
            declaredPrefix = (start + 6)..<token.name.upperBound
        } else {
            return nil // e.g. `xmlnsFoo`: an ordinary attribute
        }
        if let namespaces {
            for index in 0..<count {
                let prefix = namespaces[index * 2]
                let matches: Bool
                if let declaredPrefix {
                    matches = prefix.map { textRange(declaredPrefix, equals: $0, prefix: nil) } ?? false
                } else {
                    matches = prefix == nil
                }
                if matches { return string(namespaces[index * 2 + 1]) }
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: text[token.value]), as: UTF8.self)
    }

    /// The attribute value with character and entity references decoded. libxml2 (without
    /// XML_PARSE_NOENT) leaves `&` as `&#38;` and user entities as `&name;`; they are expanded
    /// here the way libxml2's own SAX2 tree builder does, under libxml2's amplification checks,
    /// plus a per-document budget.
    private func decodedValue(_ attribute: LibxmlAttribute, context: xmlParserCtxtPtr) -> String {
        guard let value = attribute.value, let end = attribute.valueEnd, end >= value else { return "" }
        let length = end - value
        var hasReference = false
        var p = value
        while p < end {
            if p.pointee == UInt8(ascii: "&") { hasReference = true; break }
            p += 1
        }
        guard hasReference, length < Int(Int32.max) else { return string(from: value, to: end) }
        context.pointee.depth += 1
        let decoded = xmlStringLenDecodeEntities(context, value, Int32(length), Int32(XML_SUBSTITUTE_REF), 0, 0, 0)
        context.pointee.depth -= 1
        guard let decoded else { return string(from: value, to: end) }
        defer { SecureParserOptions.free?(decoded) }
        let result = String(cString: decoded)
        let growth = result.utf8.count - length
        if growth > 0 {
            attributeExpansion += growth
            if attributeExpansion > attributeExpansionBudget {
                reportLimit("entity expansion in attribute values exceeds the limit for this document",
                            context: context)
                return ""
            }
        }
        return result
    }

    func endElement(context: xmlParserCtxtPtr) {
        tree.endElement()
        if isMain(context) {
            contentStart = mainOffset
            contentReported = false
        }
    }

    // MARK: - Content

    func characters(_ characters: UnsafePointer<xmlChar>?, count: Int) {
        guard !contentReported, let characters, count > 0 else { return }
        var index = 0
        while index < count, StartTagScanner.isWhitespace(characters[index]) { index += 1 }
        guard index < count else { return }
        reportContent()
    }

    func cdata(context: xmlParserCtxtPtr) {
        if !contentReported { reportContent() }
        if isMain(context) { contentStart = mainOffset }
    }

    private func reportContent() {
        contentReported = true
        diagnostics.append(Diagnostic(.error, "unexpected character content", at: location(firstContentOffset())))
    }

    func comment(context: xmlParserCtxtPtr) {
        guard isMain(context), context.pointee.inSubset == 0 else { return }
        contentStart = mainOffset
    }

    /// After the XML declaration, or after the document type declaration.
    func markupEnded(context: xmlParserCtxtPtr) {
        guard isMain(context) else { return }
        contentStart = mainOffset
    }

    func processingInstruction(context: xmlParserCtxtPtr, target: UnsafePointer<xmlChar>?,
                               data: UnsafePointer<xmlChar>?) {
        // PIs inside the DTD are not part of the markup.
        guard context.pointee.inSubset == 0, let target else { return }
        let targetName = string(target)
        let dataText = string(data)
        let at: SourceLocation
        let dataAt: SourceLocation
        if isMain(context), let start = piStart(target: target) {
            var dataOffset = start + 2 + targetName.utf8.count
            while dataOffset < text.count, StartTagScanner.isWhitespace(text[dataOffset]) { dataOffset += 1 }
            at = location(start)
            dataAt = location(dataOffset)
        } else {
            at = isMain(context) ? location(mainOffset) : referenceLocation()
            dataAt = at
        }
        if isMain(context) {
            contentStart = mainOffset
            contentReported = false
        }
        tree.processingInstruction(MarkupProcessingInstruction(
            target: targetName, data: dataText, location: at, dataLocation: dataAt))
    }

    /// Offset of `<?target` between `contentStart` and libxml2's cursor (just after `?>`).
    private func piStart(target: UnsafePointer<xmlChar>) -> Int? {
        let end = mainOffset
        var offset = contentStart
        while offset + 1 < end {
            if text[offset] == UInt8(ascii: "<"), text[offset + 1] == UInt8(ascii: "?") {
                var p = target
                var q = offset + 2
                while p.pointee != 0, q < end, text[q] == p.pointee {
                    p += 1
                    q += 1
                }
                if p.pointee == 0 { return offset }
            }
            offset += 1
        }
        return nil
    }

    /// An entity reference in element content. Internal entities were already expanded into
    /// events; external ones are never loaded, which is reported.
    func reference(context: xmlParserCtxtPtr, name: UnsafePointer<xmlChar>?) {
        guard context.pointee.inSubset == 0, let name, let document = mainContext.pointee.myDoc,
              let entity = xmlGetDocEntity(document, name) else { return }
        let type = entity.pointee.etype
        if type == XML_EXTERNAL_GENERAL_PARSED_ENTITY || type == XML_EXTERNAL_GENERAL_UNPARSED_ENTITY {
            diagnostics.append(Diagnostic(
                .error, "reference to external entity '\(string(name))' is not allowed; external entities are never loaded",
                at: referenceLocation()))
        }
    }

    // MARK: - Errors

    /// A libxml2 error or warning, at libxml2's own line and column.
    func libxmlError(_ error: xmlError, context: xmlParserCtxtPtr?) {
        let severity: Severity
        switch error.level {
        case XML_ERR_WARNING: severity = .warning
        case XML_ERR_NONE: return
        default: severity = .error
        }
        var message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        if let newline = message.firstIndex(where: { $0 == "\n" || $0 == "\r" }) {
            message = String(message[..<newline])
        }
        message = String(message.drop(while: { $0 == " " || $0 == "\t" }))
        while message.last == " " || message.last == "\t" { message.removeLast() }
        if message.isEmpty { message = "XML error \(error.code)" }

        let at: SourceLocation?
        if let context, context != mainContext, let input = mainContext.pointee.input {
            // Raised while expanding an entity: use the position of the reference.
            at = SourceLocation(file: file, line: max(1, Int(input.pointee.line)), column: max(1, Int(input.pointee.col)))
        } else if error.line > 0 {
            at = SourceLocation(file: file, line: Int(error.line), column: max(1, Int(error.int2)))
        } else if let input = mainContext.pointee.input {
            at = SourceLocation(file: file, line: max(1, Int(input.pointee.line)), column: max(1, Int(input.pointee.col)))
        } else {
            at = nil
        }
        let diagnostic = Diagnostic(severity, message, at: at)
        if diagnostics.last == diagnostic { return }
        libxmlDiagnosticCount += 1
        guard libxmlDiagnosticCount <= Self.maxLibxmlDiagnostics else { return }
        diagnostics.append(diagnostic)
    }

    private var limitReported = false

    private func reportLimit(_ message: String, context: xmlParserCtxtPtr) {
        if !limitReported {
            limitReported = true
            diagnostics.append(Diagnostic(.error, message, at: location(mainOffset)))
        }
        xmlStopParser(mainContext)
        if context != mainContext { xmlStopParser(context) }
    }

    /// Whether parsing was stopped by one of our own limits.
    var stoppedByLimit: Bool { limitReported }
}
