/// Line breaking as UILabel does it (§3.1). Word wrapping breaks at spaces and after hyphens, and
/// breaks a word longer than the width by character; character wrapping (`byCharWrapping`) breaks
/// anywhere. Spaces at a break hang at the end of the line and do not count towards its width.
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
        switch mode {
        case .word: return wordLines(paragraph, width)
        case .character: return characterLines(paragraph, width)
        }
    }

    private func wordLines(_ paragraph: String, _ width: Double) -> [Line] {
        var lines: [Line] = []
        var current = ""
        var currentStart = 0
        var offset = 0
        for word in words(of: paragraph) {
            let candidate = current + word
            if current.isEmpty || fits(candidate.trimmingTrailingSpaces(), width) {
                if current.isEmpty { currentStart = offset }
                current = candidate
            } else {
                lines.append(Line(text: current.trimmingTrailingSpaces(), start: currentStart))
                current = word
                currentStart = offset
            }
            offset += word.count
            // A word wider than the line is broken by character.
            if current.count > 1, !fits(current.trimmingTrailingSpaces(), width) {
                let characters = Array(current)
                let rest = breakByCharacter(characters, width, start: currentStart, into: &lines)
                current = String(characters[rest...])
                currentStart += rest
            }
        }
        if !current.isEmpty || lines.isEmpty {
            lines.append(Line(text: current.trimmingTrailingSpaces(), start: currentStart))
        }
        return lines
    }

    private func characterLines(_ paragraph: String, _ width: Double) -> [Line] {
        var lines: [Line] = []
        var current = ""
        var currentStart = 0
        for (offset, character) in paragraph.enumerated() {
            if character == " " || current.trimmingTrailingSpaces().isEmpty
                || fits(current + String(character), width)
            {
                if current.isEmpty { currentStart = offset }
                current.append(character)
                continue
            }
            lines.append(Line(text: current.trimmingTrailingSpaces(), start: currentStart))
            current = String(character)
            currentStart = offset
        }
        lines.append(Line(text: current.trimmingTrailingSpaces(), start: currentStart))
        return lines
    }

    /// Breaks `characters` (too wide, trailing spaces aside) into lines of the longest prefixes that fit,
    /// until what is left fits or is one character; returns where that rest starts. Each line is found by
    /// measuring prefixes around the previous line's length (the lines of one word are alike), growing by
    /// doubling steps and then halving (widths grow with the characters kept, as `truncate` also relies on):
    /// a 1 MB word costs a few measurements per line, not one measurement of the whole rest per line.
    private func breakByCharacter(_ characters: [Character], _ width: Double, start: Int, into lines: inout [Line]) -> Int {
        var end = characters.count
        while end > 0, characters[end - 1] == " " { end -= 1 }
        var position = 0
        var previous = 1
        while characters.count - position > 1 {
            let length = longestFittingPrefix(characters, from: position, width, hint: previous)
            if position + length >= end { break }  // the rest fits
            lines.append(Line(text: String(characters[position..<position + length]), start: start + position))
            position += length
            previous = length
        }
        return position
    }

    /// The length of the longest prefix of `characters[start...]` that fits (at least one character),
    /// searched from `hint`.
    private func longestFittingPrefix(_ characters: [Character], from start: Int, _ width: Double, hint: Int) -> Int {
        let available = characters.count - start
        func fitsPrefix(_ length: Int) -> Bool { fits(String(characters[start..<start + length]), width) }
        var good = 1, bad = available + 1  // `good` fits (one character always counts), `bad` does not
        let first = min(max(hint, 1), available)
        if first > 1 { if fitsPrefix(first) { good = first } else { bad = first } }
        var step = 1
        while bad > available, good < available {
            let probe = min(good + step, available)
            if fitsPrefix(probe) { good = probe } else { bad = probe }
            step *= 2
        }
        while bad - good > 1 {
            let middle = (good + bad) / 2
            if fitsPrefix(middle) { good = middle } else { bad = middle }
        }
        return good
    }

    func fits(_ text: String, _ width: Double) -> Bool {
        measurer.width(of: text, font: font) <= width + 1e-9
    }

    /// Words with their trailing spaces or hyphen, so that joining them restores the text.
    private func words(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inSpaces = false
        for character in text {
            if character == " " {
                inSpaces = true
                current.append(character)
                continue
            }
            if inSpaces {
                result.append(current)
                current = ""
                inSpaces = false
            }
            current.append(character)
            if character == "-" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
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
