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
    let folded = Array(word.lowercased())
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        // The distance is at least the difference in length: most candidates are ruled out
        // without being compared (exactly so for ASCII names, whose case folding keeps lengths).
        if candidate.utf8.allSatisfy({ $0 < 0x80 }), abs(candidate.utf8.count - folded.count) > limit { continue }
        let distance = optimalStringAlignmentDistance(folded, Array(candidate.lowercased()))
        if distance == 0 { return candidate }  // differs only in case
        if distance <= limit, distance < (best?.distance ?? Int.max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// Optimal-string-alignment distance between two character sequences.
func optimalStringAlignmentDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rolling rows: the swap rule looks two rows back.
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, previousPrevious[j - 2] + 1)
            }
            current[j] = value
        }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
}
