/// An open document as the editor holds it: its text, version, and the index that turns positions into
/// offsets. Offsets count Unicode scalars, the unit of markupc's columns (`SourceLocation`); LSP
/// positions count UTF-16 code units, converted here and nowhere else.
public struct TextDocument: Sendable {
    public let uri: String
    public private(set) var version: Int
    public private(set) var text: String
    /// The text as scalars: offsets index this.
    public private(set) var scalars: [Unicode.Scalar]
    /// Offset of the first scalar of each line (lines end at `\n`).
    private var lineStarts: [Int]

    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        scalars = Array(text.unicodeScalars)
        lineStarts = Self.lineStarts(of: scalars)
    }

    /// The document's bytes, as the parser reads a file.
    public var bytes: [UInt8] { Array(text.utf8) }

    /// Applies one `didChange` batch in order; each range is read in the text the previous change left.
    public mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int) {
        for change in changes {
            let replacement = Array(change.text.unicodeScalars)
            if let range = change.range {
                let start = offset(of: range.start)
                let end = max(start, offset(of: range.end))
                scalars.replaceSubrange(start..<end, with: replacement)
            } else {
                scalars = replacement
            }
            lineStarts = Self.lineStarts(of: scalars)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        text = String(view)
        self.version = version
    }

    // MARK: LSP positions

    /// The scalar offset of an LSP position. A line past the end is the end of the document; a character
    /// past the end of its line is the line's end; one inside a surrogate pair is the scalar's start.
    public func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return scalars.count }
        let (start, end) = lineBounds(position.line)
        var units = 0
        var offset = start
        while offset < end {
            let width = scalars[offset].utf16.count
            if units + width > position.character { break }
            units += width
            offset += 1
        }
        return offset
    }

    /// The LSP position of a scalar offset (clamped to the document).
    public func position(of offset: Int) -> Position {
        let offset = min(max(0, offset), scalars.count)
        let line = lineIndex(containing: offset)
        var units = 0
        for index in lineStarts[line]..<offset { units += scalars[index].utf16.count }
        return Position(line: line, character: units)
    }

    public func range(_ offsets: Swift.Range<Int>) -> LSPRange {
        LSPRange(start: position(of: offsets.lowerBound), end: position(of: offsets.upperBound))
    }

    // MARK: markupc positions

    /// The offset of markupc's 1-based line and column (clamped to the line, then to the document).
    public func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lineStarts.count else { return scalars.count }
        let (start, end) = lineBounds(line - 1)
        return min(start + max(0, column - 1), end)
    }

    /// markupc's 1-based line and column of an offset.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(0, offset), scalars.count)
        let line = lineIndex(containing: offset)
        return (line + 1, offset - lineStarts[line] + 1)
    }

    // MARK: Lines

    /// A line's first offset and the offset of its `\n` (or of the end of the document); a `\r` before
    /// the `\n` is not part of the line either.
    private func lineBounds(_ line: Int) -> (start: Int, end: Int) {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : scalars.count
        if end > start, scalars[end - 1] == "\r" { end -= 1 }
        return (start, end)
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func lineStarts(of scalars: [Unicode.Scalar]) -> [Int] {
        var starts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
        return starts
    }
}
