import CLibXML2
import Diagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Start and end tags: exact positions of elements and attributes, decoded attribute values.
extension ParseSession {
    /// One libxml2 attribute: localname, prefix, URI, value start, value end.
    struct LibxmlAttribute {
        var localname: UnsafePointer<xmlChar>?
        var prefix: UnsafePointer<xmlChar>?
        var value: UnsafePointer<xmlChar>?
        var valueEnd: UnsafePointer<xmlChar>?
    }

    /// A view of libxml2's attribute array (five pointers per attribute), without copying it.
    struct LibxmlAttributes {
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
        guard !limitReported else { return }
        // libxml2 limits nesting per parser context; elements expanded from entities start a new
        // context, so the tree depth is also limited here (same limit as libxml2's).
        guard records.depth < Self.maxDepth else {
            reportLimit(Self.depthMessage, at: isMain(context) ? location(tagStart(before: mainOffset)) : referenceLocation(), context: context)
            return
        }
        guard !records.isFull else {
            reportLimit("the document holds more elements, attributes or instructions than markupc can index", context: context)
            return
        }
        let name = records.names.id(localname: localname, prefix: prefix)
        // Attributes written in the tag (defaulted ones from a DTD come last and are not used).
        let libxmlAttributes = LibxmlAttributes(
            pointers: attributes, count: attributes == nil ? 0 : max(0, attributeCount - defaultedCount))

        let mark = records.mark
        let at: TextPosition
        if isMain(context),
           let located = locateElement(localname: localname, prefix: prefix,
                                       namespaceCount: namespaceCount, namespaces: namespaces,
                                       attributes: libxmlAttributes, context: context) {
            at = located
        } else {
            // Inside an entity expansion, or the tag text did not match what libxml2 parsed:
            // everything is placed at one position.
            records.rollBack(to: mark)
            at = position(isMain(context) ? mainOffset : referenceOffset())
            for index in 0..<libxmlAttributes.count {
                let attribute = libxmlAttributes[index]
                let attributeName = records.names.id(localname: attribute.localname, prefix: attribute.prefix)
                records.addAttribute(
                    name: attributeName, value: decodedValue(attribute, context: context), at: at, valueAt: at)
            }
        }
        if isMain(context) {
            let end = mainOffset
            contentStart = min(text.count, end < text.count && text[end] == UInt8(ascii: "/") ? end + 2 : end + 1)
            contentReported = false
        }
        records.startElement(name: name, at: at, attributesFrom: mark)
    }

    /// Records the element's attributes with exact positions on the main input and returns the
    /// element's position, or nil if the tag text does not match libxml2's view of it (the caller
    /// then rolls back what was recorded).
    func locateElement(
        localname: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
        namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        attributes libxmlAttributes: LibxmlAttributes, context: xmlParserCtxtPtr
    ) -> TextPosition? {
        let end = mainOffset
        var start = end - 1
        while start >= 0, text[start] != UInt8(ascii: "<") { start -= 1 }
        guard start >= 0 else { return nil }

        var scanner = StartTagScanner(bytes: text, start: start)
        guard let nameRange = scanner.scanElementName(),
              textRange(nameRange, equals: localname, prefix: prefix) else { return nil }

        // Positions are requested in increasing order (the line table is fastest that way).
        let elementPosition = position(start)
        var nextLibxml = 0
        while let token = scanner.nextAttribute() {
            let attributeName: Int32
            let value: Range<Int32>
            if let namespaceValue = namespaceDeclarationValue(token, count: namespaceCount, namespaces: namespaces) {
                attributeName = records.names.id(of: UnsafeBufferPointer(rebasing: text[token.name]))
                value = stored(namespaceValue, context: context)
            } else {
                guard nextLibxml < libxmlAttributes.count else { return nil }
                let attribute = libxmlAttributes[nextLibxml]
                guard textRange(token.name, equals: attribute.localname, prefix: attribute.prefix) else { return nil }
                nextLibxml += 1
                attributeName = records.names.id(localname: attribute.localname, prefix: attribute.prefix)
                value = decodedValue(attribute, context: context)
            }
            records.addAttribute(
                name: attributeName, value: value,
                at: position(token.name.lowerBound), valueAt: position(token.value.lowerBound))
        }
        guard scanner.atTagEnd, scanner.position == end, nextLibxml == libxmlAttributes.count else { return nil }
        return elementPosition
    }

    /// For `xmlns` / `xmlns:p` attributes: the namespace URI libxml2 recorded, or the raw text.
    func namespaceDeclarationValue(
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

    /// The attribute value with character and entity references decoded, stored in the records.
    /// libxml2 (without XML_PARSE_NOENT) leaves `&` as `&#38;` and user entities as `&name;`; they
    /// are expanded here the way libxml2's own SAX2 tree builder does, under libxml2's
    /// amplification checks, plus a per-document budget.
    func decodedValue(_ attribute: LibxmlAttribute, context: xmlParserCtxtPtr) -> Range<Int32> {
        guard let value = attribute.value, let end = attribute.valueEnd, end >= value else { return 0..<0 }
        let length = end - value
        let raw = UnsafeBufferPointer(start: value, count: length)
        guard memchr(value, Int32(UInt8(ascii: "&")), length) != nil, length < Int(Int32.max) else {
            return stored(raw, context: context)
        }
        context.pointee.depth += 1
        let decoded = xmlStringLenDecodeEntities(context, value, Int32(length), Int32(XML_SUBSTITUTE_REF), 0, 0, 0)
        context.pointee.depth -= 1
        guard let decoded else { return stored(raw, context: context) }
        defer { SecureParserOptions.free?(decoded) }
        let result = UnsafeBufferPointer(start: UnsafePointer(decoded), count: Int(xmlStrlen(decoded)))
        let growth = result.count - length
        if growth > 0 {
            attributeExpansion += growth
            if attributeExpansion > attributeExpansionBudget {
                reportLimit("entity expansion in attribute values exceeds the limit for this document",
                            context: context)
                return 0..<0
            }
        }
        return stored(result, context: context)
    }

    /// Text kept in the records (values, instruction data); past the records' capacity the parse stops.
    func stored(_ bytes: UnsafeBufferPointer<UInt8>, context: xmlParserCtxtPtr) -> Range<Int32> {
        if let range = records.appendText(bytes) { return range }
        reportLimit("the document's attribute values and instructions are larger than markupc can index", context: context)
        return 0..<0
    }

    func stored(_ string: String, context: xmlParserCtxtPtr) -> Range<Int32> {
        var string = string
        return string.withUTF8 { stored($0, context: context) }
    }

    func endElement(context: xmlParserCtxtPtr) {
        guard !limitReported else { return }
        records.endElement()
        if isMain(context) {
            contentStart = mainOffset
            contentReported = false
        }
    }
}
