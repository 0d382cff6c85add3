import CLibXML2

/// What markupc's stages are measured against: libxml2 alone on the same bytes.
/// - `saxWithLines`: libxml2's SAX2 interface, asking for line and column at every element (what
///   markupc's parse needs at least; nothing is built);
/// - `dom`: libxml2's own tree of the document (`xmlReadMemory`, what `xmllint --noout` does).
enum LibXML2Floors {
    /// Parses `bytes` with SAX2 callbacks that read each element's line and column; returns their
    /// sum (so that the work is kept), or nil when the document could not be parsed.
    static func saxWithLines(_ bytes: [UInt8]) -> Int? {
        guard let context = xmlNewParserCtxt() else { return nil }
        defer { xmlFreeParserCtxt(context) }
        guard let handler = context.pointee.sax else { return nil }
        // Elements only: no libxml2 tree is built (the default SAX2 handlers would build one).
        handler.pointee = xmlSAXHandler()
        handler.pointee.initialized = XML_SAX2_MAGIC
        handler.pointee.startElementNs = { ctx, _, _, _, _, _, _, _, _ in
            guard let ctx else { return }
            let context = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let total = context.pointee._private?.assumingMemoryBound(to: Int.self) else { return }
            total.pointee &+= Int(xmlSAX2GetLineNumber(ctx)) &+ Int(xmlSAX2GetColumnNumber(ctx))
        }
        var total = 0
        let parsed = withUnsafeMutablePointer(to: &total) { total -> Bool in
            context.pointee._private = UnsafeMutableRawPointer(total)
            defer { context.pointee._private = nil }
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    guard let base = chars.baseAddress else { return false }
                    let document = xmlCtxtReadMemory(context, base, Int32(chars.count), nil, nil, Int32(XML_PARSE_NONET.rawValue))
                    xmlFreeDoc(document)
                    return context.pointee.wellFormed != 0
                }
            }
        }
        return parsed ? total : nil
    }

    /// libxml2's own tree of the same bytes (freed by the caller).
    static func dom(_ bytes: [UInt8]) -> xmlDocPtr? {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                    xmlReadMemory(pointer, Int32(buffer.count), "generated.xml", nil, Int32(XML_PARSE_NONET.rawValue))
                }
            }
        }
    }
}
