import Diagnostics

/// Converts byte offsets in a UTF-8 buffer to 1-based line and column numbers.
///
/// Lines end at `\n` (a `\r\n` pair is one line break, as in libxml2, whose error positions we
/// must agree with). Columns count Unicode scalars, so a tab or an `é` is one column.
///
/// Line starts are precomputed (O(n)); a lookup is a binary search plus a count of the scalars
/// between the line start and the offset. Because the parser asks for positions in increasing
/// order, the last answer is cached and the next count starts from there, which keeps the total
/// work linear even for a document written on a single very long line.
struct LineTable {
    let file: String
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    // Cache of the previous lookup.
    private var cachedOffset = 0
    private var cachedLineIndex = 0
    private var cachedColumn = 1

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts: [Int] = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                if buffer[index] == 0x0A {
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The location of the byte at `offset` (clamped to the buffer).
    mutating func location(at offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(at: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    mutating func lineAndColumn(at rawOffset: Int) -> (line: Int, column: Int) {
        let offset = min(max(rawOffset, 0), bytes.count)
        let lineIndex: Int
        var column: Int
        var from: Int
        if offset >= cachedOffset, isOnLine(cachedLineIndex, offset) {
            lineIndex = cachedLineIndex
            column = cachedColumn
            from = cachedOffset
        } else {
            lineIndex = findLine(containing: offset)
            column = 1
            from = lineStarts[lineIndex]
        }
        bytes.withUnsafeBufferPointer { buffer in
            while from < offset {
                // Count every byte that starts a scalar (not a UTF-8 continuation byte).
                if buffer[from] & 0xC0 != 0x80 { column += 1 }
                from += 1
            }
        }
        cachedOffset = offset
        cachedLineIndex = lineIndex
        cachedColumn = column
        return (lineIndex + 1, column)
    }

    private func isOnLine(_ lineIndex: Int, _ offset: Int) -> Bool {
        guard lineStarts[lineIndex] <= offset else { return false }
        let next = lineIndex + 1
        return next >= lineStarts.count || offset < lineStarts[next]
    }

    /// Binary search for the last line start <= offset.
    private func findLine(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return low
    }
}
