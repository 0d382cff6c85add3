import CLibXML2

/// The libxml2 configuration every parse uses, and the process-wide setup done once.
///
/// Security policy:
/// - `XML_PARSE_NONET`: no network access, ever.
/// - No `XML_PARSE_NOENT`, `XML_PARSE_DTDLOAD`, `XML_PARSE_DTDATTR`, `XML_PARSE_DTDVALID`,
///   `XML_PARSE_XINCLUDE`: external entities and DTDs are never loaded, attribute defaults
///   from a DTD are not applied.
/// - No `XML_PARSE_HUGE`: libxml2 keeps its depth limit (256) and its entity-amplification checks.
/// - An external entity loader that refuses everything is installed once for the process, so even
///   a code path that asks for an external resource gets nothing.
/// - `XML_PARSE_IGNORE_ENC`: the bytes handed to libxml2 are always UTF-8 (see `EncodingNormalizer`),
///   so the encoding declaration must not make libxml2 transcode them again.
enum SecureParserOptions {
    static let options: Int32 = Int32(
        XML_PARSE_NONET.rawValue
            | XML_PARSE_IGNORE_ENC.rawValue
    )

    /// Upper bound on the number of bytes that entity references in attribute values may add
    /// to a document, on top of libxml2's own per-value checks (guards against quadratic blowup).
    static func attributeExpansionBudget(forDocumentSize size: Int) -> Int {
        10 * size + 1_000_000
    }

    /// One-time, thread-safe libxml2 initialisation (Swift runs a `static let` initialiser once).
    private static let initialized: Bool = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    /// libxml2's deallocator (`xmlFree` is a mutable C global; `xmlMemGet` reads it safely).
    static let free: xmlFreeFunc? = {
        var function: xmlFreeFunc?
        _ = xmlMemGet(&function, nil, nil, nil)
        return function
    }()

    /// Makes sure libxml2 is initialised and the refusing entity loader is installed.
    static func prepareProcess() {
        _ = initialized
    }

    /// Routes libxml2 errors raised on the calling thread without a parser context to a handler that
    /// drops them, so libxml2 never prints to stderr. libxml2 keeps this handler per thread.
    static func silenceThreadErrors() {
        xmlSetStructuredErrorFunc(nil) { _, _ in }
    }
}
