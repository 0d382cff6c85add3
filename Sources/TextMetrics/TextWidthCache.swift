import LayoutTree
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Widths already shaped, by text and font. `validate` measures a document's labels on every screen of
/// the matrix, in both layout passes and again for the lines a frame shows, mostly the same strings;
/// shaping them again gave the same advances each time. A width depends only on the text's scalars and
/// the font (its face is chosen once per font and kept), so a remembered width is the width.
///
/// Not thread-safe: `FreeTypeTextMeasurer` touches it with its lock held.
struct TextWidthCache {
    /// The text by its exact scalars (UTF-8): `String`'s `==` takes canonically equivalent texts (é as one
    /// scalar or as e + accent) as equal, and HarfBuzz may shape them differently.
    private struct Key: Hashable {
        var text: String
        var font: FontDescriptor

        static func == (lhs: Key, rhs: Key) -> Bool {
            let a = lhs.font, b = rhs.font
            return a.size == b.size && a.weight == b.weight && a.italic == b.italic && a.isSystem == b.isSystem
                && a.textStyle == b.textStyle && sameBytes(a.name, b.name) && sameBytes(lhs.text, rhs.text)
        }

        /// Native strings compare as one `memcmp`; `elementsEqual` walks the views byte by byte
        /// through the generic iterator (about 1,300 instructions a lookup on the corpus).
        private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
            guard lhs.utf8.count == rhs.utf8.count else { return false }
            let compared: Bool? = lhs.utf8.withContiguousStorageIfAvailable { left in
                rhs.utf8.withContiguousStorageIfAvailable { right in
                    guard let a = left.baseAddress, let b = right.baseAddress else { return true }  // both empty
                    return memcmp(a, b, left.count) == 0
                }
            } ?? nil
            return compared ?? lhs.utf8.elementsEqual(rhs.utf8)
        }

        /// The font's size, name and flags and the text's bytes, as `==` compares them: hashing the
        /// font's name as a `String` (canonical equivalence) was half of a lookup. Not its weight
        /// or text style, which `==` compares: as `String`-backed enums they hash their names
        /// (`RawRepresentable`'s hash, a sixth of a lookup on the corpus), and keys that differ in
        /// them alone are few.
        func hash(into hasher: inout Hasher) {
            hasher.combine(font.size)
            hasher.combine(font.italic)
            hasher.combine(font.isSystem)
            Self.combineBytes(of: font.name, into: &hasher)
            Self.combineBytes(of: text, into: &hasher)
        }

        private static func combineBytes(of string: String, into hasher: inout Hasher) {
            hasher.combine(string.utf8.count)
            let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { for byte in string.utf8 { hasher.combine(byte) } }
        }
    }

    /// The most widths kept, the most text kept (UTF-8 bytes, all widths together) and the longest text
    /// kept, so a long-running server or a document of huge paragraphs keeps memory bounded: past a
    /// limit the cache starts over.
    let capacity: Int
    let textBudget: Int
    let longestText: Int
    private var widths: [Key: Double] = [:]
    private var textBytes = 0

    init(capacity: Int = 1 << 16, textBudget: Int = 4 << 20, longestText: Int = 4_096) {
        self.capacity = capacity
        self.textBudget = textBudget
        self.longestText = longestText
    }

    /// The width remembered for `text` in `font`, or `measure()`'s, remembered.
    mutating func width(of text: String, font: FontDescriptor, measure: () -> Double) -> Double {
        // A size that is not a positive number would compare equal to a different one (0 and −0, NaN
        // to nothing): such fonts are measured every time.
        let length = text.utf8.count
        guard length <= longestText, font.size > 0, font.size.isFinite else { return measure() }
        let key = Key(text: text, font: font)
        if let known = widths[key] { return known }
        let width = measure()
        if widths.count >= capacity || textBytes + length > textBudget {
            widths.removeAll(keepingCapacity: true)
            textBytes = 0
        }
        widths[key] = width
        textBytes += length
        return width
    }

    var count: Int { widths.count }
}
