import Diagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts byte offsets in a UTF-8 buffer to 1-based line and column numbers.
///
/// Lines end at `\n` (a `\r\n` pair is one line break, as in libxml2, whose error positions we
/// must agree with). Columns count Unicode scalars, so a tab or an `é` is one column.
///
/// Line starts are precomputed (O(n)); a lookup is a binary search plus a count of the scalars
/// between the line start and the offset. Because the parser asks for positions in increasing
/// order, the last answer is cached and the next lookup walks forward from there (lines and
/// scalars), which keeps the total work linear even for a document written on a single very long
/// line; a lookup behind the previous one falls back to the binary search.
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
            guard let base = buffer.baseAddress else { return }
            var index = 0
            let count = buffer.count
            while index < count {
                // memchr is vectorised; lines are short, so this is much faster than a byte loop.
                guard let found = memchr(base + index, 0x0A, count - index) else { break }
                let newline = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                starts.append(newline + 1)
                index = newline + 1
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
        if offset >= cachedOffset {
            // Forward from the previous answer: usually the same line or a few lines further.
            var index = cachedLineIndex
            while index + 1 < lineStarts.count, lineStarts[index + 1] <= offset { index += 1 }
            lineIndex = index
            if index == cachedLineIndex {
                column = cachedColumn
                from = cachedOffset
            } else {
                column = 1
                from = lineStarts[index]
            }
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
