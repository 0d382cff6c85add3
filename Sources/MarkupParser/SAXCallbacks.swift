import CLibXML2

/// The C glue between libxml2's SAX2 interface and `ParseSession`.
///
/// The SAX user data stays libxml2's default (the parser context itself) because the default SAX2
/// handlers kept for the DTD (entity declarations, entity lookup, document start) need it; the
/// session is reached through the context's `_private` field, which libxml2 also copies to the
/// nested contexts it creates to expand entity references.
enum SAXCallbacks {
    /// The parser context and session for a callback's `ctx` argument.
    @inline(__always)
    static func resolve(_ ctx: UnsafeMutableRawPointer?) -> (xmlParserCtxtPtr, ParseSession)? {
        guard let ctx else { return nil }
        let context = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let session = context.pointee._private else { return nil }
        return (context, Unmanaged<ParseSession>.fromOpaque(session).takeUnretainedValue())
    }

    /// Installs our callbacks on a context's SAX2 handler (already initialised by libxml2 with the
    /// default SAX2 handlers, which we keep for the DTD).
    static func install(on handler: UnsafeMutablePointer<xmlSAXHandler>) {
        handler.pointee.initialized = XML_SAX2_MAGIC
        handler.pointee.startElement = nil
        handler.pointee.endElement = nil
        // Route every message to the structured handler below, never to stderr.
        handler.pointee.warning = nil
        handler.pointee.error = nil
        handler.pointee.fatalError = nil

        handler.pointee.startElementNs = { ctx, localname, prefix, _, namespaceCount, namespaces,
                                           attributeCount, defaultedCount, attributes in
            guard let (context, session) = SAXCallbacks.resolve(ctx) else { return }
            session.startElement(
                context: context, localname: localname, prefix: prefix,
                namespaceCount: Int(namespaceCount), namespaces: namespaces,
                attributeCount: Int(attributeCount), defaultedCount: Int(defaultedCount),
                attributes: attributes)
        }
        handler.pointee.endElementNs = { ctx, _, _, _ in
            guard let (context, session) = SAXCallbacks.resolve(ctx) else { return }
            session.endElement(context: context)
        }
        handler.pointee.characters = { ctx, characters, count in
            guard let (_, session) = SAXCallbacks.resolve(ctx) else { return }
            session.characters(characters, count: Int(count))
        }
        handler.pointee.ignorableWhitespace = handler.pointee.characters
        handler.pointee.cdataBlock = { ctx, _, _ in
            guard let (context, session) = SAXCallbacks.resolve(ctx) else { return }
            session.cdata(context: context)
        }
        handler.pointee.comment = { ctx, _ in
            guard let (context, session) = SAXCallbacks.resolve(ctx) else { return }
            session.comment(context: context)
        }
        handler.pointee.processingInstruction = { ctx, target, data in
            guard let (context, session) = SAXCallbacks.resolve(ctx) else { return }
            session.processingInstruction(context: context, target: target, data: data)
        }
        handler.pointee.reference = { ctx, name in
            guard let (context, session) = SAXCallbacks.resolve(ctx) else { return }
            session.reference(context: context, name: name)
        }
        handler.pointee.startDocument = { ctx in
            // Keep libxml2's document (it holds the DTD and its entity declarations).
            xmlSAX2StartDocument(ctx)
            guard let (context, session) = SAXCallbacks.resolve(ctx) else { return }
            session.markupEnded(context: context)
        }
        // Never load an external subset; only note where the DOCTYPE ended.
        handler.pointee.externalSubset = { ctx, _, _, _ in
            guard let (context, session) = SAXCallbacks.resolve(ctx) else { return }
            session.markupEnded(context: context)
        }
        // Never resolve external entities (the process-wide loader refuses them too).
        handler.pointee.resolveEntity = { _, _, _ in nil }
        handler.pointee.serror = { data, error in
            SAXCallbacks.structuredError(data, error)
        }
    }

    /// Structured error handler, used both on the parser context and as the thread's global
    /// handler during a parse (with the main context as its data).
    static func structuredError(_ data: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
        guard let error, let (context, session) = resolve(data) else { return }
        session.libxmlError(error.pointee, context: context)
    }
}
