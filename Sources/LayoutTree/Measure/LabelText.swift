/// What a label shows in its final frame (SEMANTICS.md §3.1): its lines, cut to the lines that fit
/// (numberOfLines, and the frame's height), with the last shown line truncated per `lineBreakMode`.
public struct LabelText: Sendable, Equatable {
    /// The lines drawn, with "…" where text was truncated.
    public var lines: [String]
    /// Text did not fit: truncated with "…", or clipped (byClipping, byWordWrapping, byCharWrapping).
    public var truncated: Bool

    public init(lines: [String], truncated: Bool) {
        self.lines = lines
        self.truncated = truncated
    }

    /// Where a line of `lineWidth` starts in a label `width` wide (§3.1 "horizontal placement follows
    /// textAlignment"): natural is left (right in right-to-left layout); justified lines fill the width
    /// except the last, which is placed as natural.
    public static func lineOffset(
        lineWidth: Double, in width: Double, alignment: TextAlignment, rightToLeft: Bool = false, isLastLine: Bool = true
    ) -> Double {
        let free = width - lineWidth
        switch alignment {
        case .center: return free / 2
        case .right: return free
        case .left: return 0
        case .justified where !isLastLine: return 0
        case .justified, .natural: return rightToLeft ? free : 0
        }
    }

    /// The top of the text block in a label `height` tall: text is centred vertically in a taller frame (§3.1).
    public func textTop(in height: Double, lineHeight: Double) -> Double {
        (height - Double(lines.count) * lineHeight) / 2
    }
}

extension LeafMeasurer {
    static let ellipsis = "\u{2026}"

    /// The text a label shows in a frame of `width` × `height`; nil for a label without text.
    /// Lines wrap at the frame's width (which is the final width of the two-pass rule, §2.0).
    /// `intrinsic`: the label's measured intrinsic size, when known, saves measuring again.
    private static let noSize = 1e-9

    public func shownText(of node: ViewNode, width: Double, height: Double, intrinsic: IntrinsicSize? = nil) -> LabelText? {
        let string = node.content.text ?? ""
        guard !string.isEmpty else { return nil }
        // A size within rounding of 0 (a solve leaves ±1e-14 where a view is squeezed away) is 0.
        guard width > Self.noSize, height > Self.noSize else { return LabelText(lines: [], truncated: true) }
        let hasLineBreak = string.hasLineBreak
        // A one-line label's intrinsic width is its text's width rounded up: at least that wide,
        // the text fits whole (a placeholder size says nothing about the text).
        if let measured = intrinsic?.width, width >= measured, node.content.numberOfLines == 1, node.intrinsicWidth == nil,
            !hasLineBreak
        {
            return LabelText(lines: [string], truncated: false)
        }
        let font = node.content.font ?? .labelDefault
        let wrapper = TextWrapper(measurer: text, font: font, mode: wrapMode(node))
        // The common case: one paragraph that fits the width is one whole line, whatever the mode.
        if !hasLineBreak && wrapper.fits(string, width) { return LabelText(lines: [string], truncated: false) }
        let lineHeight = text.lineHeight(of: font)
        // As many lines as the frame's height holds (at least one), within numberOfLines.
        let tolerance = 0.5 / max(scale, 1)
        let fitting = lineHeight > 0 ? ((height + tolerance) / lineHeight).rounded(.down) : 1
        // A frame that overflowed (infinite or not a number) holds every line, or one.
        let byHeight = fitting.isNaN ? 1 : fitting >= Double(Int32.max) ? Int(Int32.max) : max(1, Int(fitting))
        let limit = node.content.numberOfLines
        let maximum = limit > 0 ? min(limit, byHeight) : byHeight
        let paragraphs = Self.paragraphs(of: string)
        let mode = node.content.lineBreakMode
        let truncates = mode.truncates

        // One line that truncates or clips does not wrap: it is the first paragraph, cut.
        if maximum == 1 && (truncates || mode == .byClipping) {
            let first = paragraphs[0]
            // Without a line break, the one paragraph is the text, just found too wide.
            guard paragraphs.count > 1 || !hasLineBreak || !wrapper.fits(first, width) else {
                return LabelText(lines: [first], truncated: false)
            }
            let rest = mode == .byTruncatingTail ? first : paragraphs.joined(separator: " ")
            let line = truncates ? truncate(rest, mode: mode, width: width, wrapper: wrapper) : first
            return LabelText(lines: [line], truncated: true)
        }

        var lines: [(paragraph: Int, line: TextWrapper.Line)] = []
        for (index, paragraph) in paragraphs.enumerated() {
            lines += wrapper.lines(of: paragraph, width: width).map { (index, $0) }
            if lines.count > maximum { break }
        }
        guard lines.count > maximum else { return LabelText(lines: lines.map(\.line.text), truncated: false) }
        var shown = lines.prefix(maximum).map(\.line.text)
        if truncates, let last = lines.prefix(maximum).last {
            // The last line shows the rest of the text, truncated.
            let remainder = String(paragraphs[last.paragraph].dropFirst(last.line.start))
            let rest =
                mode == .byTruncatingTail
                ? remainder : ([remainder] + paragraphs[(last.paragraph + 1)...]).joined(separator: " ")
            shown[shown.count - 1] = truncate(rest, mode: mode, width: width, wrapper: wrapper)
        }
        return LabelText(lines: shown, truncated: true)
    }

    /// One line of `text` cut to `width` by a truncating line break mode (byTruncatingTail, Head
    /// or Middle): what a button title or a text field shows. Text that fits is returned whole.
    public func truncatedLine(_ line: String, font: FontDescriptor, width: Double, mode: LineBreakMode) -> String {
        let wrapper = TextWrapper(measurer: text, font: font, mode: .word)
        return wrapper.fits(line, width) ? line : truncate(line, mode: mode, width: width, wrapper: wrapper)
    }

    /// The most of `text` that fits in `width` with an ellipsis at the end, start or middle (at least
    /// the ellipsis). Cuts fall between characters, as CoreText truncates; spaces next to the ellipsis go.
    private func truncate(_ text: String, mode: LineBreakMode, width: Double, wrapper: TextWrapper) -> String {
        // Candidates are slices of `text` (the first or last `kept` characters), not rebuilt character by character.
        // Where a character is a byte, it is found without walking grapheme clusters from the start
        // for every candidate.
        let isASCII = text.hasOneByteCharacters
        let count = isASCII ? text.utf8.count : text.count
        func index(_ offset: Int) -> String.Index {
            isASCII ? text.utf8.index(text.utf8.startIndex, offsetBy: offset) : text.index(text.startIndex, offsetBy: offset)
        }
        func prefix(_ kept: Int) -> String { String(text[..<index(kept)]) }
        func suffix(_ kept: Int) -> String { String(text[index(count - kept)...]) }
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .byTruncatingHead:
                return Self.ellipsis + suffix(kept).trimmingLeadingSpaces()
            case .byTruncatingMiddle:
                return prefix(kept - kept / 2).trimmingTrailingSpaces() + Self.ellipsis + suffix(kept / 2).trimmingLeadingSpaces()
            default:
                return prefix(kept).trimmingTrailingSpaces() + Self.ellipsis
            }
        }
        // Widths grow with the characters kept: binary search for the most that fit.
        var low = 0, high = count
        while low < high {
            let middle = (low + high + 1) / 2
            if wrapper.fits(candidate(middle), width) { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }
}
