import CHarfBuzz

/// A line of text cut into the runs HarfBuzz shapes one at a time: each in one font and one script.
///
/// - Font: a character (grapheme cluster) the font cannot show is shown in the font fontconfig
///   falls back to for it, as CoreText does (SEMANTICS.md §1.4); a whole cluster goes to one font,
///   so an emoji sequence joined by U+200D stays one cluster and can become one glyph.
/// - Script: Arabic, Hebrew and Devanagari are shaped with their own rules; characters of no script
///   (spaces, digits, punctuation, marks) go with the run they are in.
///
/// Control characters are left out: they draw nothing and have no advance.
struct TextRuns {
    struct Run {
        /// Indices into `scalars`.
        var range: Range<Int>
        /// Which font, as `fontOf` numbered it (0: the font's own).
        var font: Int
        var script: hb_script_t?
    }

    /// The line's scalars, without control characters.
    private(set) var scalars: [UInt32] = []
    private(set) var runs: [Run] = []

    /// - Parameters:
    ///   - ownFontShowsASCII: the font has a glyph for every printable ASCII character.
    ///   - fontOf: the font for a cluster's scalars, 0 for the font's own.
    init(_ text: String, ownFontShowsASCII: Bool = false, fontOf: (ArraySlice<UInt32>) -> Int) {
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            if ownFontShowsASCII {
                self.init(asciiInOwnFont: text)
            } else {
                self.init(printableASCII: text, fontOf: fontOf)
            }
        } else {
            self.init(clusters: text, fontOf: fontOf)
        }
    }

    /// Any text, a grapheme cluster at a time.
    private init(clusters text: String, fontOf: (ArraySlice<UInt32>) -> Int) {
        scalars.reserveCapacity(text.utf8.count)
        for character in text {
            let start = scalars.count
            for scalar in character.unicodeScalars where !Self.isControl(scalar) { scalars.append(scalar.value) }
            guard scalars.count > start else { continue }
            let cluster = scalars[start...]
            let font = fontOf(cluster)
            appendCluster(from: start, font: font, script: cluster.lazy.compactMap(UnicodeScript.of).first)
        }
    }

    /// The cluster `scalars[start...]` joins the last run where its font is the run's and its
    /// script agrees (or either has none); otherwise it starts a run.
    private mutating func appendCluster(from start: Int, font: Int, script: hb_script_t?) {
        if var last = runs.last, last.font == font, script == nil || last.script == nil || last.script == script {
            last.range = last.range.lowerBound..<scalars.count
            if last.script == nil { last.script = script }
            runs[runs.count - 1] = last
        } else {
            runs.append(Run(range: start..<scalars.count, font: font, script: script))
        }
    }

    /// Text of printable ASCII alone (most labels): each byte is a cluster of its own, and its font
    /// and script depend on the byte only, so each is asked once per byte value rather than once
    /// per character, without breaking the text into grapheme clusters. The same runs as the
    /// general path (a 5 MB label took 26 s to validate, most of it here).
    private init(printableASCII text: String, fontOf: (ArraySlice<UInt32>) -> Int) {
        var fonts = [Int?](repeating: nil, count: 128)
        scalars.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            let scalar = UInt32(byte)
            scalars.append(scalar)
            let font: Int
            if let known = fonts[Int(byte)] {
                font = known
            } else {
                font = fontOf(scalars[(scalars.count - 1)...])
                fonts[Int(byte)] = font
            }
            appendCluster(from: scalars.count - 1, font: font, script: UnicodeScript.of(scalar))
        }
    }

    /// Printable ASCII in a font that shows all of it: the runs the byte-by-byte path makes, found
    /// at once. Every byte is in font 0 and its script is Latin (a letter) or none, so they make
    /// one run, Latin when the text has a letter.
    private init(asciiInOwnFont text: String) {
        scalars = text.utf8.map(UInt32.init)
        guard !scalars.isEmpty else { return }
        let hasLetter = scalars.contains { UnicodeScript.of($0) != nil }
        runs = [Run(range: 0..<scalars.count, font: 0, script: hasLetter ? HB_SCRIPT_LATIN : nil)]
    }

    /// C0 and C1 controls and the line and paragraph separators: no glyph, no advance.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
        default: false
        }
    }
}

/// The Unicode script of a scalar as HarfBuzz's default Unicode functions give it.
enum UnicodeScript {
    /// nil for characters of no script of their own (Common, Inherited, Unknown): spaces,
    /// punctuation, digits, combining marks and emoji go with the text around them.
    static func of(_ scalar: UInt32) -> hb_script_t? {
        // ASCII, most text: letters are Latin, the rest (digits, punctuation, space) Common.
        if scalar < 0x80 {
            let isLetter = (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
            return isLetter ? HB_SCRIPT_LATIN : nil
        }
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
        if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { return nil }
        return script
    }
}
