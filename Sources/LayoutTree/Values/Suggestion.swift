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

    public init(_ names: [String]) {
        self.names = names
        lengths = names.map { $0.utf8.count }
        folded = names.map(asciiLowercased)
    }

    /// `closestMatch(to:among:)` over these names.
    public func closestMatch(to word: String) -> String? {
        let limit = max(1, word.count / 3)
        // ASCII names (nearly all) are compared as bytes, folded to lowercase without a `String`;
        // others as characters, `lowercased()`.
        let asciiWord = asciiLowercased(word)
        lazy var foldedWord = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for (index, candidate) in names.enumerated() {
            let distance: Int
            if let asciiWord {
                // A candidate's UTF-8 length bounds its number of characters from above: one
                // shorter by more than the limit is ruled out at once. The distance is at least
                // the difference in length: most ASCII candidates are ruled out without being
                // compared.
                if lengths[index] + limit < asciiWord.count { continue }
                if let asciiCandidate = folded[index] {
                    if abs(asciiCandidate.count - asciiWord.count) > limit { continue }
                    distance = optimalStringAlignmentDistance(asciiWord, asciiCandidate, atMost: limit)
                } else {
                    distance = optimalStringAlignmentDistance(foldedWord, Array(candidate.lowercased()), atMost: limit)
                }
            } else {
                distance = optimalStringAlignmentDistance(foldedWord, Array(candidate.lowercased()), atMost: limit)
            }
            if distance == 0 { return candidate }  // differs only in case
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
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
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rolling rows: the swap rule looks two rows back.
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, previousPrevious[j - 2] + 1)
            }
            current[j] = value
            rowMinimum = min(rowMinimum, value)
        }
        // A cell's value is at least the smallest of the row before, minus nothing (every step
        // adds 0 or 1), except through a swap, which reads two rows back: both rows must exceed.
        if rowMinimum > limit, previous.min() ?? 0 > limit { return limit + 1 }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
}
