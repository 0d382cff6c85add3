import CLibXML2

/// Element names, attribute names and instruction targets of one document, each stored once and
/// known by its index from then on (issue #16: downstream comparisons are integer compares).
///
/// Names libxml2 hands over come from its dictionary, where equal names share a pointer; a small
/// direct-mapped cache keyed by that pointer skips hashing the name again (markup uses few
/// distinct names).
struct NameTable {
    private(set) var names: [String] = []
    private(set) var ids: [String: Int32] = [:]
    private var cacheKeys = [UnsafeRawPointer?](repeating: nil, count: 256)
    private var cacheIDs = [Int32](repeating: 0, count: 256)

    mutating func id(of name: String) -> Int32 {
        if let id = ids[name] { return id }
        let id = Int32(names.count)
        names.append(name)
        ids[name] = id
        return id
    }

    /// `prefix:localname` for names from libxml2's dictionary; "" when libxml2 gave no name.
    mutating func id(localname: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        guard let localname else { return id(of: "") }
        if let prefix {
            return id(of: String(cString: prefix) + ":" + String(cString: localname))
        }
        let key = UnsafeRawPointer(localname)
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 3) & 255
        if cacheKeys[slot] == key { return cacheIDs[slot] }
        let found = id(of: String(cString: localname))
        cacheKeys[slot] = key
        cacheIDs[slot] = found
        return found
    }

    /// A name written in the document's bytes (an `xmlns` declaration, which libxml2 reports apart).
    mutating func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        id(of: String(decoding: bytes, as: UTF8.self))
    }
}
