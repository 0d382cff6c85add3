import Diagnostics
import MarkupParser

/// `<!-- markupc:disable MK031 MK037 -->` silences those rules for the element on the next line; without
/// ids it silences every rule there. The parser drops comments, so the raw lines are read.
///
/// "The element on the next line": diagnostics on that line, and diagnostics inside the start tag of an
/// element that begins on that line (a start tag may span lines; it ends where the next element or
/// instruction begins). Its children are not silenced.
public struct DisableComments: Sendable {
    /// Silenced line → rule ids (an empty set: every rule).
    public private(set) var silenced: [Int: Set<String>] = [:]
    /// Where elements and instructions start, in document order (for start tags spanning lines).
    private var starts: [(line: Int, column: Int, isElement: Bool)] = []

    static let marker = "markupc:disable"

    public init(source: [UInt8], markup: MarkupDocument?) {
        // Most documents have no such comment: one scan of the bytes, and no line is read.
        let markerBytes = Array(Self.marker.utf8)
        guard Self.holds(markerBytes, in: source[...]) else { return }
        var lineNumber = 1
        for line in source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            defer { lineNumber += 1 }
            guard Self.holds(markerBytes, in: line) else { continue }
            let text = String(decoding: line, as: UTF8.self)
            guard let range = text.range(of: Self.marker) else { continue }
            var rest = text[range.upperBound...]
            if let end = rest.range(of: "-->") { rest = rest[..<end.lowerBound] }
            let ids = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
                .map { $0.uppercased() }.filter { $0.hasPrefix("MK") }
            silenced[lineNumber + 1, default: []].formUnion(ids)
            if ids.isEmpty { silenced[lineNumber + 1] = [] }
        }
        if let markup, !silenced.isEmpty { starts = Self.starts(of: markup) }
    }

    /// Whether `bytes` hold `pattern` (not empty) anywhere. Written out: the standard library's
    /// generic `firstRange(of:)` made `validate` on the corpus 30 ms slower (0.82 → 0.85 s).
    private static func holds(_ pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var start = bytes.startIndex
        let last = bytes.endIndex - pattern.count
        while start <= last {
            guard let found = bytes[start...last].firstIndex(of: first) else { return false }
            if bytes[found..<found + pattern.count].elementsEqual(pattern) { return true }
            start = found + 1
        }
        return false
    }

    public var isEmpty: Bool { silenced.isEmpty }

    public func silences(_ diagnostic: Diagnostic) -> Bool {
        guard let location = diagnostic.location, let rule = diagnostic.ruleID else { return false }
        if covers(line: location.line, rule: rule) { return true }
        // Inside a start tag that began on a silenced line?
        guard let start = lastStart(atOrBefore: location), start.isElement, start.line != location.line else { return false }
        return covers(line: start.line, rule: rule)
    }

    private func covers(line: Int, rule: String) -> Bool {
        guard let ids = silenced[line] else { return false }
        return ids.isEmpty || ids.contains(rule)
    }

    private func lastStart(atOrBefore location: SourceLocation) -> (line: Int, column: Int, isElement: Bool)? {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if (starts[middle].line, starts[middle].column) <= (location.line, location.column) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low > 0 ? starts[low - 1] : nil
    }

    private static func starts(of markup: MarkupDocument) -> [(line: Int, column: Int, isElement: Bool)] {
        var result = markup.prolog.map { ($0.location.line, $0.location.column, false) }
        var stack = [markup.root]
        while let element = stack.popLast() {
            result.append((element.location.line, element.location.column, true))
            for child in element.children {
                switch child {
                case .element(let nested): stack.append(nested)
                case .processingInstruction(let instruction):
                    result.append((instruction.location.line, instruction.location.column, false))
                }
            }
        }
        return result.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }
}
