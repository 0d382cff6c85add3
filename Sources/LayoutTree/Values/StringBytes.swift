#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A string's UTF-8 bytes asked directly, where `Character`-based searching walks grapheme clusters
/// and Foundation's substring search bridges: what the builder and the measurer ask of every
/// element name and label.
extension String {
    /// Every character is one byte: ASCII without a carriage return (with a line feed, one
    /// character of two bytes). Such text is cut and counted by byte, not by grapheme cluster.
    var hasOneByteCharacters: Bool {
        let isOneByte: (UInt8) -> Bool = { $0 < 0x80 && $0 != 0x0D }
        return utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isOneByte) } ?? utf8.allSatisfy(isOneByte)
    }

    /// Whether the UTF-8 bytes hold `byte`: one `memchr` over a native string's storage, where
    /// `utf8.contains` steps its iterator a byte at a time.
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        } ?? utf8.contains(byte)
    }
}
