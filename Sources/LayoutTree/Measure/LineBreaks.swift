#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a label's text breaks into paragraphs. SEMANTICS.md §3.1 names `\n`; markupc breaks where
/// UIKit's text system does: at LF, CR, CR LF (one break), NEL U+0085, LINE SEPARATOR U+2028 and
/// PARAGRAPH SEPARATOR U+2029 (NEL on Unicode's line-breaking rules, UAX #14; Apple's documents name
/// the rest). This is the one place the rule is written: measuring, the lines shown, baselines,
/// rendering, pseudo-localisation and lint's naming of a label all cut text here.
///
/// Breaks are found in the UTF-8 bytes, not by `Character`: "\r\n" is one grapheme cluster that is
/// no line feed, and a combining mark after a break does not join it (the text system cuts
/// paragraphs by code unit).
extension String {
    /// Whether the text has a line break at all.
    var hasLineBreak: Bool { firstLineBreak() != nil }

    /// The text up to its first line break; the text itself (not a copy) without one.
    var firstParagraph: String {
        guard let separator = firstLineBreak() else { return self }
        return String(self[..<utf8.index(utf8.startIndex, offsetBy: separator.lowerBound)])
    }

    /// The ranges of the paragraphs, separators left out and empty paragraphs kept: n breaks make
    /// n + 1 ranges; text without a break is one range, the whole text.
    var paragraphRanges: [Range<Index>] {
        // A native string's bytes are read in place; a bridged one (never on Linux) is copied once.
        let separators =
            utf8.withContiguousStorageIfAvailable { Self.lineBreaks(in: $0) }
            ?? Array(utf8).withUnsafeBufferPointer { Self.lineBreaks(in: $0) }
        var ranges: [Range<Index>] = []
        ranges.reserveCapacity(separators.count + 1)
        var start = startIndex
        // Offsets fall between scalars (every separator is whole scalars), so they are indices of the text.
        for separator in separators {
            ranges.append(start..<utf8.index(utf8.startIndex, offsetBy: separator.lowerBound))
            start = utf8.index(utf8.startIndex, offsetBy: separator.upperBound)
        }
        ranges.append(start..<endIndex)
        return ranges
    }

    /// The byte range of the first line break, nil (without walking the text) for most labels.
    private func firstLineBreak() -> Range<Int>? {
        utf8.withContiguousStorageIfAvailable { Self.mayHaveLineBreak($0) ? Self.lineBreak(in: $0, from: 0) : nil }
            ?? Array(utf8).withUnsafeBufferPointer { Self.mayHaveLineBreak($0) ? Self.lineBreak(in: $0, from: 0) : nil }
    }

    /// Every line break's byte range, in one pass.
    private static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        guard mayHaveLineBreak(bytes) else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while let separator = lineBreak(in: bytes, from: start) {
            found.append(separator)
            start = separator.upperBound
        }
        return found
    }

    /// Fast path (most labels): none of the bytes a break begins with, asked by `memchr`, so the text
    /// is not walked byte by byte, let alone by grapheme cluster.
    private static func mayHaveLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        return memchr(base, 0x0A, count) != nil || memchr(base, 0x0D, count) != nil || memchr(base, 0xE2, count) != nil
            || memchr(base, 0xC2, count) != nil
    }

    /// The byte range of the first break at or after `start` in UTF-8 `bytes`: LF 0A, CR 0D (with a
    /// following LF, one break), NEL C2 85, LS E2 80 A8, PS E2 80 A9. UTF-8 is self-synchronising:
    /// these sequences occur only as those scalars.
    private static func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        let count = bytes.count
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { return index..<(index + 1) }
            if byte == 0x0D { return index..<(index + 1 < count && bytes[index + 1] == 0x0A ? index + 2 : index + 1) }
            if byte == 0xC2 && index + 1 < count && bytes[index + 1] == 0x85 { return index..<(index + 2) }
            if byte == 0xE2 && index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) {
                return index..<(index + 3)
            }
            index += 1
        }
        return nil
    }
}
