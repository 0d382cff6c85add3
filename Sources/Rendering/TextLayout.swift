import LayoutTree

/// One line of text at its place: `x` is its left end and `baseline` its baseline, in the
/// coordinates of the view that draws it; `width` is the measured advance width.
struct PlacedLine: Equatable {
    var text: String
    var x: Double
    var baseline: Double
    var width: Double
}

/// Where UIKit draws text inside a view: the lines the layout measured, truncated the way the
/// line break mode says, placed by alignment and centred vertically (SEMANTICS.md §3.1).
/// It measures with the layout's own measurer, so nothing is wrapped or cut differently.
struct TextLayout {
    /// The layout's leaf measurer (scale, content size): text is measured as the layout measured it.
    let leaf: LeafMeasurer
    /// `natural` alignment is right-aligned in right-to-left layouts.
    var rightToLeft = false

    static let ellipsis = "\u{2026}"

    var measurer: any TextMeasuring { leaf.text }

    /// The lines a label shows in its frame, truncated where the text did not fit: the layout's
    /// own (`LaidOutView.lines`), or computed the same way for a tree laid out without them.
    func labelLines(_ view: LaidOutView) -> [String] {
        if let lines = view.lines { return lines }
        return leaf.shownText(of: view.node, width: view.frame.width, height: view.frame.height)?.lines ?? []
    }

    /// Lines placed in `bounds`: the block is centred vertically, each line aligned horizontally.
    func place(_ lines: [String], font: FontDescriptor, in bounds: Rect, alignment: TextAlignment) -> [PlacedLine] {
        let lineHeight = measurer.lineHeight(of: font)
        let ascender = measurer.ascender(of: font)
        let top = bounds.y + LabelText(lines: lines, truncated: false).textTop(in: bounds.height, lineHeight: lineHeight)
        return lines.enumerated().map { index, line in
            let lineWidth = width(line, font)
            // Justified text is drawn ragged; `natural` follows the layout direction.
            let x = bounds.x + LabelText.lineOffset(
                lineWidth: lineWidth, in: bounds.width, alignment: alignment, rightToLeft: rightToLeft,
                isLastLine: index == lines.count - 1 || alignment == .justified)
            return PlacedLine(text: line, x: x, baseline: top + ascender + Double(index) * lineHeight, width: lineWidth)
        }
    }

    func width(_ text: String, _ font: FontDescriptor) -> Double {
        text.isEmpty ? 0 : measurer.width(of: text, font: font)
    }

    // MARK: Truncation

    /// `text` made to fit `width` the way `mode` cuts a line that is too long.
    func fit(_ text: String, width limit: Double, font: FontDescriptor, mode: LineBreakMode) -> String {
        guard width(text, font) > limit + 0.01 else { return text }
        let characters = Array(text)
        let fits: (String) -> Bool = { self.width($0, font) <= limit + 0.01 }
        switch mode {
        case .byClipping:
            return text  // drawn whole and clipped by the painter
        case .byCharWrapping:
            let count = longest(upTo: characters.count) { fits(String(characters.prefix($0))) }
            return String(characters.prefix(max(count, 1)))
        case .byWordWrapping:
            // The words that fit; a first word too long for the line is cut by character.
            let count = longest(upTo: characters.count) { fits(String(characters.prefix($0))) }
            var end = count
            while end > 0, characters[end] != " ", characters[end - 1] != " ", characters[end - 1] != "-" { end -= 1 }
            return String(characters.prefix(end > 0 ? end : max(count, 1))).trimmingTrailingSpaces()
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:  // cut exactly as the layout cuts a label's line
            return leaf.truncatedLine(text, font: font, width: limit, mode: mode)
        }
    }

    /// The largest n in 0…upper with `accepts(n)`, for a predicate that holds up to some n and
    /// fails after it (binary search: a long line costs a few measurements, not one per character).
    private func longest(upTo upper: Int, _ accepts: (Int) -> Bool) -> Int {
        var low = 0, high = upper
        while low < high {
            let middle = (low + high + 1) / 2
            if accepts(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
