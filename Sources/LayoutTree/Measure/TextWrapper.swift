/// Line breaking as UILabel does it (§3.1). Word wrapping breaks at spaces and after hyphens, and
/// breaks a word longer than the width by character; character wrapping (`byCharWrapping`) breaks
/// anywhere. Spaces at a break hang at the end of the line and do not count towards its width.
///
/// Each line is found by measuring candidate lines around the previous line's length, growing by doubling
/// steps and then halving (widths grow with the text kept, as `truncate` also relies on): a few measurements
/// of one line's text per line, so a paragraph costs n log n however long it is and however many
/// characters a line holds (a 1 MB word, or a tiny font whose lines hold a hundred thousand characters).
struct TextWrapper {
    enum Mode {
        case word, character
    }

    /// One line: its text without the spaces that hang at its end, and where it starts in the paragraph.
    struct Line: Equatable {
        var text: String
        /// Offset in characters from the start of the paragraph.
        var start: Int
    }

    let measurer: any TextMeasuring
    let font: FontDescriptor
    var mode = Mode.word

    func wrap(_ paragraph: String, width: Double) -> [String] {
        lines(of: paragraph, width: width).map(\.text)
    }

    func lines(of paragraph: String, width: Double) -> [Line] {
        guard width.isFinite, !fits(paragraph, width) else { return [Line(text: paragraph, start: 0)] }
        let characters = Characters(paragraph)
        switch mode {
        case .word: return wordLines(characters, width)
        case .character: return characterLines(characters, width)
        }
    }

    /// Lines of whole words (a line holds at least one); a word wider than the line is broken by
    /// character, and the rest of it begins the next line.
    private func wordLines(_ characters: Characters, _ width: Double) -> [Line] {
        let ends = wordEnds(characters)
        var lines: [Line] = []
        var start = 0, word = 0, hint = 1
        while word < ends.count {
            let count = Self.largest(from: 1, to: ends.count - word, hint: hint) { count in
                fits(characters, start..<ends[word + count - 1], width)
            }
            let end = ends[word + count - 1]
            if count == 1, end - start > 1, !fits(characters, start..<end, width) {
                let rest = breakByCharacter(characters, start..<end, width, into: &lines)
                if rest >= end {
                    // The whole word placed: its spaces follow its last piece, not a line of their own.
                    (start, word, hint) = (end, word + 1, 1)
                    continue
                }
                if rest > start {
                    start = rest  // the rest of the word begins the next line
                    continue
                }
            }
            lines.append(line(characters, start..<end))
            start = end
            word += count
            hint = count
        }
        return lines.isEmpty ? [Line(text: "", start: 0)] : lines
    }

    /// Lines broken anywhere: a line takes at least its first character after any leading spaces, then
    /// every character while the line fits; spaces always stay on the line they follow.
    private func characterLines(_ characters: Characters, _ width: Double) -> [Line] {
        var lines: [Line] = []
        var start = 0, hint = 1
        while start < characters.count {
            var first = start
            while first < characters.count, characters.isSpace(first) { first += 1 }
            guard first < characters.count else {
                lines.append(line(characters, start..<characters.count))
                break
            }
            let minimum = first + 1 - start
            let length = Self.largest(from: minimum, to: characters.count - start, hint: max(hint, minimum)) { length in
                fits(characters, start..<start + length, width)
            }
            var end = start + length
            while end < characters.count, characters.isSpace(end) { end += 1 }
            lines.append(line(characters, start..<end))
            hint = end - start
            start = end
        }
        return lines
    }

    /// Breaks `characters[range]` (wider than the line, trailing spaces aside) into lines of the longest
    /// prefixes that fit, until what is left fits or is one character; returns where that rest starts
    /// (the range's end where only its trailing spaces are left: §3.1 breaks at spaces, so they are
    /// no line of their own).
    private func breakByCharacter(_ characters: Characters, _ range: Range<Int>, _ width: Double, into lines: inout [Line]) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, characters.isSpace(end - 1) { end -= 1 }
        var position = range.lowerBound, hint = 1
        while range.upperBound - position > 1 {
            let length = Self.largest(from: 1, to: range.upperBound - position, hint: hint) { length in
                fits(characters, position..<position + length, width)
            }
            // Stop when the rest, spaces aside, fits (one character kept only because a line needs one may not).
            if position + length >= end, length > 1 || fits(characters, position..<max(position, end), width) { break }
            lines.append(Line(text: characters.text(position..<position + length), start: position))
            position += length
            hint = length
        }
        return position >= end ? range.upperBound : position
    }

    /// The largest `n` in `lower...upper` for which `holds(n)`, `holds(lower)` taken as true (a line keeps at
    /// least that much) and `holds` true up to some point and false after it. Searched from `hint`.
    static func largest(from lower: Int, to upper: Int, hint: Int, _ holds: (Int) -> Bool) -> Int {
        guard upper > lower else { return lower }
        var good = lower, bad = upper + 1
        let first = min(max(hint, lower), upper)
        if first > lower { if holds(first) { good = first } else { bad = first } }
        var step = 1
        while bad > upper, good < upper {
            let probe = min(good + step, upper)
            if holds(probe) { good = probe } else { bad = probe }
            step *= 2
        }
        while bad - good > 1 {
            let middle = (good + bad) / 2
            if holds(middle) { good = middle } else { bad = middle }
        }
        return good
    }

    func fits(_ text: String, _ width: Double) -> Bool {
        measurer.width(of: text, font: font) <= width + 1e-9
    }

    /// Whether `characters[range]`, without the spaces at its end, fits.
    private func fits(_ characters: Characters, _ range: Range<Int>, _ width: Double) -> Bool {
        fits(line(characters, range).text, width)
    }

    private func line(_ characters: Characters, _ range: Range<Int>) -> Line {
        var end = range.upperBound
        while end > range.lowerBound, characters.isSpace(end - 1) { end -= 1 }
        return Line(text: characters.text(range.lowerBound..<end), start: range.lowerBound)
    }

    /// Where each word ends: words keep their trailing spaces, and a hyphen ends a word.
    private func wordEnds(_ characters: Characters) -> [Int] {
        var ends: [Int] = []
        for index in characters.indices {
            let nextIsSpace = index + 1 < characters.count && characters.isSpace(index + 1)
            if characters.isHyphen(index) || (characters.isSpace(index) && !nextIsSpace) {
                ends.append(index + 1)
            }
        }
        if ends.last != characters.count { ends.append(characters.count) }
        return ends
    }
}

/// A paragraph's characters by offset, and each one's place in the text: a line's text is then one
/// copy of a stretch of the paragraph, not a string built a character at a time (which was a
/// twentieth of `markupc validate`'s time on the corpus).
///
/// Text of ASCII bytes other than carriage return (nearly every label) has a character per byte, so
/// its bytes are its characters: cutting it into `Character`s walks grapheme clusters, about a
/// hundred instructions a character.
private struct Characters {
    private let string: String
    /// Per character, its byte, when every character is one byte.
    private let bytes: [UInt8]?
    private let characters: [Character]
    /// Where each character starts in `string`, and its end last (empty when `bytes` is set).
    private let offsets: [String.Index]

    init(_ string: String) {
        self.string = string
        if string.hasOneByteCharacters {
            bytes = Array(string.utf8)
            characters = []
            offsets = []
            return
        }
        var characters: [Character] = []
        var offsets: [String.Index] = []
        var index = string.startIndex
        while index < string.endIndex {
            offsets.append(index)
            characters.append(string[index])
            index = string.index(after: index)
        }
        offsets.append(string.endIndex)
        bytes = nil
        self.characters = characters
        self.offsets = offsets
    }

    var count: Int { bytes?.count ?? characters.count }
    var indices: Range<Int> { 0..<count }

    func isSpace(_ offset: Int) -> Bool {
        if let bytes { return bytes[offset] == UInt8(ascii: " ") }
        return characters[offset] == " "
    }

    func isHyphen(_ offset: Int) -> Bool {
        if let bytes { return bytes[offset] == UInt8(ascii: "-") }
        return characters[offset] == "-"
    }

    /// The text of the characters in `range`.
    func text(_ range: Range<Int>) -> String {
        if let bytes { return String(decoding: bytes[range], as: UTF8.self) }
        return String(string[offsets[range.lowerBound]..<offsets[range.upperBound]])
    }
}

extension String {
    public func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }

    public func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
