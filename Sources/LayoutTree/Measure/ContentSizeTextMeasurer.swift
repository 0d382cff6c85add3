/// Text metrics at a Dynamic Type content size: text-style fonts are measured at the category's
/// size (`body` is 23 pt at xxxLarge); fonts with an explicit size are passed on unchanged.
struct ContentSizeTextMeasurer: TextMeasuring {
    let base: any TextMeasuring
    let category: ContentSizeCategory

    func width(of text: String, font: FontDescriptor) -> Double {
        base.width(of: text, font: category.scaled(font))
    }

    func lineHeight(of font: FontDescriptor) -> Double {
        base.lineHeight(of: category.scaled(font))
    }

    func ascender(of font: FontDescriptor) -> Double {
        base.ascender(of: category.scaled(font))
    }

    func knows(_ font: FontDescriptor) -> Bool { base.knows(font) }

    func resolutionNote(for font: FontDescriptor) -> String? {
        base.resolutionNote(for: category.scaled(font))
    }
}
