/// "Did you mean …?" suggestions for misspelt attribute values (enumeration cases, colour names,
/// text styles). Used by `AttributeValueError` to fill a diagnostic's fix-it.

/// The candidate closest to `word`, or nil when none is close enough to be a plausible typo.
///
/// Comparison ignores case, so a value that differs from a candidate only in case (`Vertical` for
/// `vertical`, which MarkupKit rejects because §1.6 matching is case-sensitive) is always found.
/// Otherwise a candidate is accepted when its Damerau–Levenshtein distance (optimal string
/// alignment: insertions, deletions, substitutions and swaps of neighbours) is at most
/// `max(1, word.count / 3)`, so short words allow one slip and longer words one per three letters.
/// Ties go to the candidate listed first, which keeps the result deterministic.
public func closestMatch(to word: String, among candidates: [String]) -> String? {
    SuggestionCandidates(candidates).closestMatch(to: word)
}

/// Candidates for `closestMatch`, each measured and folded to lowercase once: the attribute
/// catalog's thousand names are offered for every unknown attribute of every document
/// (`AttributeCatalog.suggestions`), and folding them again each time was a fortieth of
/// validating the corpus.
public struct SuggestionCandidates: Sendable {
    let names: [String]
    /// Per name, its UTF-8 length and its bytes folded to lowercase (`asciiLowercased`; nil for a
    /// name that is not ASCII).
    private let lengths: [Int]
    private let folded: [[UInt8]?]
    /// The ASCII names' indices by folded length, in list order: a word is compared only with the
    /// names whose length is within its limit (the distance is at least the difference in length),
    /// a tenth of the catalog for a typical attribute.
    private let asciiByLength: [[Int]]
    /// The names that are not ASCII, in list order (compared with every word).
    private let others: [Int]

    public init(_ names: [String]) {
        self.names = names
        lengths = names.map { $0.utf8.count }
        folded = names.map(asciiLowercased)
        var byLength: [[Int]] = []
        var others: [Int] = []
        for (index, name) in folded.enumerated() {
            guard let name else {
                others.append(index)
                continue
            }
            while byLength.count <= name.count { byLength.append([]) }
            byLength[name.count].append(index)
        }
        asciiByLength = byLength
        self.others = others
    }

    /// `closestMatch(to:among:)` over these names: the least distance, ties to the name listed first.
    public func closestMatch(to word: String) -> String? {
        let limit = max(1, word.count / 3)
        var best: (index: Int, distance: Int)?
        func consider(_ index: Int, _ distance: Int) {
            guard distance <= limit else { return }
            if let current = best, (current.distance, current.index) <= (distance, index) { return }
            best = (index, distance)
        }
        // ASCII names (nearly all) are compared as bytes, folded to lowercase without a `String`;
        // others as characters, `lowercased()`.
        lazy var foldedWord = Array(word.lowercased())
        if let asciiWord = asciiLowercased(word) {
            var scratch: [Int] = []
            var letters = LetterCounts(asciiWord)
            let lengthRange = max(0, asciiWord.count - limit)...(asciiWord.count + limit)
            for length in lengthRange where length < asciiByLength.count {
                for index in asciiByLength[length] {
                    // `folded[index]` is non-nil for every name in `asciiByLength`.
                    guard let candidate = folded[index], letters.bagDistance(to: candidate) <= limit else { continue }
                    consider(index, optimalStringAlignmentDistance(asciiWord, candidate, atMost: limit, scratch: &scratch))
                }
            }
            // A name's UTF-8 length bounds its number of characters from above: one shorter by
            // more than the limit is ruled out at once.
            for index in others where lengths[index] + limit >= asciiWord.count {
                consider(index, optimalStringAlignmentDistance(foldedWord, Array(names[index].lowercased()), atMost: limit))
            }
        } else {
            for index in names.indices {
                consider(index, optimalStringAlignmentDistance(foldedWord, Array(names[index].lowercased()), atMost: limit))
            }
        }
        return best.map { names[$0.index] }
    }
}

/// A word's letters counted, to rule out a name cheaply: the letters one has and the other lacks
/// (the bag distance) are at most the edit distance, since an insertion, deletion or substitution
/// changes that count by at most one and a swap of neighbours not at all.
private struct LetterCounts {
    private let length: Int
    private var counts = [Int](repeating: 0, count: 128)
    /// Per byte, how many of the word's were matched by the name being compared (reset after each).
    private var used = [Int](repeating: 0, count: 128)

    init(_ word: [UInt8]) {
        length = word.count
        for byte in word { counts[Int(byte)] += 1 }
    }

    /// The larger of the name's unmatched letters and the word's: ASCII bytes only.
    mutating func bagDistance(to name: [UInt8]) -> Int {
        var matched = 0
        for byte in name {
            let letter = Int(byte)
            if used[letter] < counts[letter] { matched += 1 }
            used[letter] += 1
        }
        for byte in name { used[Int(byte)] = 0 }
        return max(name.count - matched, length - matched)
    }
}

/// The bytes of an ASCII string with A–Z folded to a–z, one per character; nil for any other
/// string (and for one with a carriage return, which with a line feed is one character).
private func asciiLowercased(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
        guard byte < 0x80, byte != 0x0D else { return nil }
        bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
    }
    return bytes
}

/// Optimal-string-alignment distance between two sequences; once every cell of a row exceeds
/// `limit` the distance can only be larger, and `limit + 1` is returned without finishing.
func optimalStringAlignmentDistance<Element: Equatable>(_ a: [Element], _ b: [Element], atMost limit: Int = .max) -> Int {
    var scratch: [Int] = []
    return optimalStringAlignmentDistance(a, b, atMost: limit, scratch: &scratch)
}

/// The same, its three rolling rows kept in `scratch` (grown as needed), so that comparing one word
/// with many names allocates once.
func optimalStringAlignmentDistance<Element: Equatable>(
    _ a: [Element], _ b: [Element], atMost limit: Int, scratch: inout [Int]
) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    if scratch.count < 3 * width { scratch = Array(repeating: 0, count: 3 * width) }
    return scratch.withUnsafeMutableBufferPointer { rows in
        // Three rolling rows at these offsets: the swap rule looks two rows back.
        var (previousPrevious, previous, current) = (0, width, 2 * width)
        for j in 0...b.count { rows[previous + j] = j }
        for i in 1...a.count {
            rows[current] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[previousPrevious + j - 2] + 1)
                }
                rows[current + j] = value
                rowMinimum = min(rowMinimum, value)
            }
            // A cell's value is at least the smallest of the row before, minus nothing (every step
            // adds 0 or 1), except through a swap, which reads two rows back: both rows must exceed.
            if rowMinimum > limit {
                var previousMinimum = Int.max
                for j in 0...b.count { previousMinimum = min(previousMinimum, rows[previous + j]) }
                if previousMinimum > limit { return limit + 1 }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return rows[previous + b.count]
    }
}
