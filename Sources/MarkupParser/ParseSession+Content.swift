import CLibXML2
import Diagnostics

/// Character content, CDATA, comments, processing instructions and entity references.
extension ParseSession {
    func characters(_ characters: UnsafePointer<xmlChar>?, count: Int) {
        guard !limitReported, !contentReported, let characters, count > 0 else { return }
        var index = 0
        while index < count, StartTagScanner.isWhitespace(characters[index]) { index += 1 }
        guard index < count else { return }
        reportContent()
    }

    func cdata(context: xmlParserCtxtPtr) {
        guard !limitReported else { return }
        if !contentReported { reportContent() }
        if isMain(context) { contentStart = mainOffset }
    }

    func reportContent() {
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
        guard !limitReported, context.pointee.inSubset == 0, let target else { return }
        let targetLength = Int(xmlStrlen(target))
        let at: TextPosition
        let dataAt: TextPosition
        if isMain(context), let start = piStart(target: target) {
            var dataOffset = start + 2 + targetLength
            while dataOffset < text.count, StartTagScanner.isWhitespace(text[dataOffset]) { dataOffset += 1 }
            at = position(start)
            dataAt = position(dataOffset)
        } else {
            at = position(isMain(context) ? mainOffset : referenceOffset())
            dataAt = at
        }
        if isMain(context) {
            contentStart = mainOffset
            contentReported = false
        }
        guard !records.isFull else {
            reportLimit("the document holds more elements, attributes or instructions than markupc can index", context: context)
            return
        }
        // Targets are interned by their text: libxml2 does not promise they come from its dictionary.
        let targetName = records.names.id(of: UnsafeBufferPointer(start: target, count: targetLength))
        let dataText = data.map { stored(UnsafeBufferPointer(start: $0, count: Int(xmlStrlen($0))), context: context) } ?? 0..<0
        records.processingInstruction(target: targetName, data: dataText, at: at, dataAt: dataAt)
    }

    /// Offset of `<?target` between `contentStart` and libxml2's cursor (just after `?>`).
    func piStart(target: UnsafePointer<xmlChar>) -> Int? {
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
        guard !limitReported, context.pointee.inSubset == 0, let name, let document = mainContext.pointee.myDoc,
              let entity = xmlGetDocEntity(document, name) else { return }
        let type = entity.pointee.etype
        if type == XML_EXTERNAL_GENERAL_PARSED_ENTITY || type == XML_EXTERNAL_GENERAL_UNPARSED_ENTITY {
            diagnostics.append(Diagnostic(
                .error, "reference to external entity '\(string(name))' is not allowed; external entities are never loaded",
                at: referenceLocation()))
        }
    }
}
