import CFreeType
import LayoutTree

/// One installed face as fontconfig lists it.
struct FontEntry {
    var path: String
    var index: Int
    /// All family names (fontconfig lists the typographic family first, then legacy and localised ones).
    var families: [String]
    var postScriptName: String
    var fullNames: [String]
    var weight: Int32
    var slant: Int32
    var width: Int32
    /// A variable font's default instance, listed besides its named instances.
    var isVariableDefault: Bool

    init?(pattern: OpaquePointer) {
        guard let path = Self.string(pattern, FC_FILE, 0) else { return nil }
        self.path = path
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        self.index = Int(index)
        families = Self.strings(pattern, FC_FAMILY)
        fullNames = Self.strings(pattern, FC_FULLNAME)
        postScriptName = Self.string(pattern, FC_POSTSCRIPT_NAME, 0) ?? ""
        var value: Int32 = 0
        isVariableDefault = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &value) != FcResultMatch
        weight = isVariableDefault ? FC_WEIGHT_REGULAR : value
        slant = FcPatternGetInteger(pattern, FC_SLANT, 0, &value) == FcResultMatch ? value : FC_SLANT_ROMAN
        width = FcPatternGetInteger(pattern, FC_WIDTH, 0, &value) == FcResultMatch ? value : FC_WIDTH_NORMAL
    }

    /// Names compare ignoring case, spaces and `-` (`DejaVuSans` = `DejaVu Sans` = `dejavu-sans`).
    static func normalized(_ name: String) -> String {
        String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" }))
    }

    var normalizedNames: Set<String> {
        Set((families + fullNames + [postScriptName]).map(Self.normalized))
    }

    func resolved(isSubstitute: Bool) -> ResolvedFont {
        ResolvedFont(
            path: path, faceIndex: index, familyName: families.first ?? postScriptName,
            postScriptName: postScriptName, isSubstitute: isSubstitute)
    }

    /// How far this face is from the wanted style; lower is better. Width first, then slant, then
    /// weight, roughly as CSS font matching orders them: the nearest weight, ties going heavier for
    /// regular and bolder requests and lighter for light ones.
    func distance(weight wanted: Int32, italic: Bool) -> Int {
        let widthDistance = Int(abs(width - FC_WIDTH_NORMAL))
        let slantMismatch = (slant != FC_SLANT_ROMAN) != italic ? 1 : 0
        let difference = Int(weight - wanted)
        let preferredSide = wanted >= FC_WEIGHT_REGULAR ? difference >= 0 : difference <= 0
        let weightDistance = abs(difference) * 2 + (preferredSide ? 0 : 1)
        return widthDistance * 100_000 + slantMismatch * 10_000 + weightDistance * 2 + (isVariableDefault ? 1 : 0)
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var result: [String] = []
        var n: Int32 = 0
        while let value = string(pattern, object, n) {
            result.append(value)
            n += 1
        }
        return result
    }
}

/// Every face fontconfig knows in one configuration, listed once and searched by name.
struct FontCatalog {
    let entries: [FontEntry]

    init(config: OpaquePointer?) {
        var entries: [FontEntry] = []
        if let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() {
            for object in [
                FC_FILE, FC_INDEX, FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT, FC_WIDTH,
            ] {
                _ = FcObjectSetAdd(objects, object)
            }
            if let set = FcFontList(config, pattern, objects) {
                let count = Int(set.pointee.nfont)
                if let fonts = set.pointee.fonts {
                    for position in 0..<count {
                        if let font = fonts[position], let entry = FontEntry(pattern: font) { entries.append(entry) }
                    }
                }
                FcFontSetDestroy(set)
            }
            FcObjectSetDestroy(objects)
            FcPatternDestroy(pattern)
        }
        // fontconfig's listing order is not specified; sort so that every run chooses the same file.
        self.entries = entries.sorted { ($0.path, $0.index) < ($1.path, $1.index) }
    }

    func entry(postScriptName name: String) -> FontEntry? {
        let wanted = FontEntry.normalized(name)
        return entries.first { !$0.postScriptName.isEmpty && FontEntry.normalized($0.postScriptName) == wanted }
    }

    func entry(fullName name: String) -> FontEntry? {
        let wanted = FontEntry.normalized(name)
        return entries.first { $0.fullNames.contains { FontEntry.normalized($0) == wanted } }
    }

    /// The face of `family` nearest to the weight and slant.
    func best(inFamily family: String, weight: FontWeight, italic: Bool) -> FontEntry? {
        let wanted = FontEntry.normalized(family)
        let members = entries.filter { $0.families.contains { FontEntry.normalized($0) == wanted } }
        let target = weight.fontconfigWeight
        return members.min { $0.distance(weight: target, italic: italic) < $1.distance(weight: target, italic: italic) }
    }

    /// The installed spelling of a family name, if one matches.
    func familyName(matching name: String) -> String? {
        let wanted = FontEntry.normalized(name)
        for entry in entries {
            if let family = entry.families.first(where: { FontEntry.normalized($0) == wanted }) { return family }
        }
        return nil
    }

    /// The family fontconfig chooses for `name` (`sans-serif` → DejaVu Sans on this image).
    static func defaultFamily(for name: String, config: OpaquePointer?) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = name.withFcString { FcPatternAddString(pattern, FC_FAMILY, $0) }
        guard let match = match(pattern, config: config) else { return nil }
        defer { FcPatternDestroy(match) }
        return FontEntry(pattern: match)?.families.first
    }

    /// fontconfig's best match after its substitutions; the caller destroys the result.
    static func match(_ pattern: OpaquePointer, config: OpaquePointer?) -> OpaquePointer? {
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        return FcFontMatch(config, pattern, &result)
    }
}
