@testable import LayoutTree

/// The character-by-character line breaking markupc had before issue 15 (one measurement of the whole rest
/// per line, n² on long text), kept as the reference the line-at-a-time `TextWrapper` must agree with.
/// Line breaking as UILabel does it (§3.1). Word wrapping breaks at spaces and after hyphens, and
/// breaks a word longer than the width by character; character wrapping (`byCharWrapping`) breaks
/// anywhere. Spaces at a break hang at the end of the line and do not count towards its width.
struct ReferenceTextWrapper {
    typealias Line = TextWrapper.Line

    let measurer: any TextMeasuring
    let font: FontDescriptor
    var mode = TextWrapper.Mode.word

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
            var broken = false
            while current.count > 1, !fits(current.trimmingTrailingSpaces(), width) {
                let head = longestFittingPrefix(of: current, width)
                lines.append(Line(text: head, start: currentStart))
                current = String(current.dropFirst(head.count))
                currentStart += head.count
                broken = true
            }
            // The spaces after a broken word's last piece hang on its line, not on one of their own.
            if broken, current.allSatisfy({ $0 == " " }) { current = "" }
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

    /// The longest prefix (at least one character) that fits.
    private func longestFittingPrefix(of text: String, _ width: Double) -> String {
        var head = ""
        for character in text {
            if !head.isEmpty && !fits(head + String(character), width) { break }
            head.append(character)
        }
        return head
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
