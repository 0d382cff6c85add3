/// Small text helpers shared by the value parsers.

/// A number as an author would write it: `12`, `1.5`, `-0.25` (no `.0` on whole numbers).
func formatNumber(_ number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
        return String(Int64(number))
    }
    return String(number)
}

/// `text` without leading and trailing whitespace or newlines.
func trimmingWhitespace(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
}
