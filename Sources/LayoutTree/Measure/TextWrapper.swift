/// Word wrapping as UILabel does it with byWordWrapping (§3.1): break at spaces and after
/// hyphens; a word longer than the width is broken by character.
struct TextWrapper {
    let measurer: any TextMeasuring
    let font: FontDescriptor

    func wrap(_ paragraph: String, width: Double) -> [String] {
        guard width.isFinite, measurer.width(of: paragraph, font: font) > width else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in words(of: paragraph) {
            let candidate = current + word
            if current.isEmpty || fits(candidate.trimmingTrailingSpaces(), width) {
                current = candidate
                continue
            }
            lines.append(current.trimmingTrailingSpaces())
            current = word
            // A word wider than the line is broken by character.
            while !fits(current.trimmingTrailingSpaces(), width), current.count > 1 {
                var head = ""
                for character in current {
                    if !head.isEmpty && !fits(head + String(character), width) { break }
                    head.append(character)
                }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current.trimmingTrailingSpaces()) }
        return lines
    }

    private func fits(_ text: String, _ width: Double) -> Bool {
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
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
