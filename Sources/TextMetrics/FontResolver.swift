import CFreeType
import Foundation
import LayoutTree

/// A font file chosen for a `FontDescriptor`: what FreeType opens to measure or draw it.
public struct ResolvedFont: Hashable, Sendable {
    public var path: String
    /// The face index for `FT_New_Face` (fontconfig's `FC_INDEX`: face in a collection, named instance in the high bits).
    public var faceIndex: Int
    public var familyName: String
    public var postScriptName: String
    /// The requested family or PostScript name is not what was found: another font stands in for it.
    public var isSubstitute: Bool

    public init(path: String, faceIndex: Int, familyName: String, postScriptName: String, isSubstitute: Bool) {
        self.path = path
        self.faceIndex = faceIndex
        self.familyName = familyName
        self.postScriptName = postScriptName
        self.isSubstitute = isSubstitute
    }
}

/// Resolves markup font names to font files with fontconfig (SEMANTICS.md §1.4).
///
/// - `System`, `System-Bold`, `System-Italic` and the text styles use the *system family*: by default the
///   family fontconfig gives for `sans-serif`; `--system-font` chooses another (e.g. the user's SF Pro).
///   A family with `… Text` and `… Display` members (SF Pro) uses Text below 20 pt and Display from 20 pt.
/// - Other names are PostScript names (`HelveticaNeue-Bold`), full names, or family names, matched
///   ignoring case, spaces and `-`; a name nothing matches is a substitute chosen by fontconfig's own
///   rules (its aliases map `Helvetica` to a metric-compatible family where one is installed).
///
/// Each resolver has its own fontconfig configuration (the system fonts plus `fontDirectories`), so
/// resolvers do not share mutable state. It is loaded at the first question that needs it: loading reads
/// every configuration file and font cache (a few ms), which a document without text never needs.
/// Thread-safe: one lock guards fontconfig and the caches.
public final class FontResolver: @unchecked Sendable {
    private let lock = NSLock()
    private let fontDirectories: [String]
    private let requestedSystemFamily: String?
    /// Only touched with `lock` held; nil until the first font is resolved.
    private var loadedFontconfig: LoadedFontconfig?
    private var cache: [FontDescriptor: ResolvedFont?] = [:]
    private var fallbackCache: [FallbackKey: ResolvedFont?] = [:]

    /// - Parameters:
    ///   - fontDirectories: directories of the user's own fonts (`--font-dir`), searched with the system's.
    ///   - systemFamily: the family for `System` fonts and text styles (`--system-font`); nil: the default sans-serif.
    public init(fontDirectories: [String] = [], systemFamily: String? = nil) {
        self.fontDirectories = fontDirectories
        requestedSystemFamily = systemFamily
    }

    /// fontconfig's configuration, catalog and system family, loaded on first use (call with `lock` held).
    private var fontconfig: LoadedFontconfig {
        if let loadedFontconfig { return loadedFontconfig }
        let loaded = LoadedFontconfig(fontDirectories: fontDirectories, systemFamily: requestedSystemFamily)
        loadedFontconfig = loaded
        return loaded
    }

    private var config: OpaquePointer? { fontconfig.config }
    private var catalog: FontCatalog { fontconfig.catalog }
    private var systemChoice: SystemFamilyChoice { fontconfig.systemChoice }

    /// The family used for `System` fonts and text styles: the requested one when it is installed,
    /// otherwise what stands in for it.
    public var systemFamily: String {
        lock.lock()
        defer { lock.unlock() }
        return systemChoice.family
    }

    /// Whether `System` fonts stand in for SF Pro with the machine's sans-serif family (no
    /// `--system-font`): their line metrics are then SF Pro Text's figures (§1.4), not the stand-in's.
    public var systemFamilyStandsInForSFPro: Bool { requestedSystemFamily == nil }

    /// When `--system-font` names a family that is not installed: what is used instead.
    public var systemFamilyNote: String? {
        guard let requested = requestedSystemFamily else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard systemChoice.isSubstitute else { return nil }
        return "system font family '\(requested)' not found; using '\(systemChoice.family)'"
    }

    /// The font file for `font`; nil only when fontconfig knows no font at all.
    public func resolve(_ font: FontDescriptor) -> ResolvedFont? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[font] { return cached }
        let resolved = font.isSystem ? resolveSystem(font) : resolveNamed(font)
        cache[font] = resolved
        return resolved
    }

    /// A font that has a glyph for `scalar`, preferring `font`'s family, for text the font cannot show
    /// (as CoreText falls back for missing glyphs). nil when no installed font has it.
    public func fallback(for scalar: Unicode.Scalar, near font: ResolvedFont) -> ResolvedFont? {
        lock.lock()
        defer { lock.unlock() }
        let key = FallbackKey(scalar: scalar.value, family: font.familyName)
        if let cached = fallbackCache[key] { return cached }
        var found: ResolvedFont?
        if let pattern = FcPatternCreate() {
            defer { FcPatternDestroy(pattern) }
            _ = font.familyName.withFcString { FcPatternAddString(pattern, FC_FAMILY, $0) }
            if let charset = FcCharSetCreate() {
                _ = FcCharSetAddChar(charset, scalar.value)
                _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
                FcCharSetDestroy(charset)
            }
            if let match = FontCatalog.match(pattern, config: config) {
                defer { FcPatternDestroy(match) }
                var charset: OpaquePointer?
                if FcPatternGetCharSet(match, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                    FcCharSetHasChar(charset, scalar.value) != 0, let entry = FontEntry(pattern: match)
                {
                    found = entry.resolved(isSubstitute: false)
                }
            }
        }
        fallbackCache[key] = found
        return found
    }

    // MARK: Resolution

    private func resolveSystem(_ font: FontDescriptor) -> ResolvedFont? {
        let family = systemChoice.family(forSize: font.size)
        if let entry = catalog.best(inFamily: family, weight: font.weight, italic: font.italic) {
            return entry.resolved(isSubstitute: systemChoice.isSubstitute)
        }
        return substitute(families: [family], font: font)
    }

    private func resolveNamed(_ font: FontDescriptor) -> ResolvedFont? {
        let name = font.name
        if let entry = catalog.entry(postScriptName: name) ?? catalog.entry(fullName: name) {
            return entry.resolved(isSubstitute: false)
        }
        // A family name (`Helvetica`), or a PostScript-like `Family-Style` whose style is in `font.weight`/`italic`.
        var families = [name]
        if let dash = name.lastIndex(of: "-") { families.append(String(name[..<dash])) }
        for family in families {
            if let entry = catalog.best(inFamily: family, weight: font.weight, italic: font.italic) {
                return entry.resolved(isSubstitute: false)
            }
        }
        return substitute(families: families.reversed(), font: font)
    }

    /// fontconfig's choice for a name nothing installed matches.
    private func substitute(families: [String], font: FontDescriptor) -> ResolvedFont? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        for family in families {
            _ = family.withFcString { FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, font.weight.fontconfigWeight)
        _ = FcPatternAddInteger(pattern, FC_SLANT, font.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        guard let match = FontCatalog.match(pattern, config: config) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let entry = FontEntry(pattern: match) else { return nil }
        let requested = families.map(FontEntry.normalized)
        let same = requested.contains { entry.normalizedNames.contains($0) }
        return entry.resolved(isSubstitute: !same)
    }

    private struct FallbackKey: Hashable {
        var scalar: UInt32
        var family: String
    }
}

/// One fontconfig configuration (the system fonts plus the user's directories) with what is read from it once.
private final class LoadedFontconfig {
    let config: OpaquePointer?
    let catalog: FontCatalog
    let systemChoice: SystemFamilyChoice

    init(fontDirectories: [String], systemFamily: String?) {
        let config = FcInitLoadConfigAndFonts()
        for directory in fontDirectories {
            _ = directory.withFcString { FcConfigAppFontAddDir(config, $0) }
        }
        self.config = config
        catalog = FontCatalog(config: config)
        systemChoice = SystemFamilyChoice.make(requested: systemFamily, catalog: catalog, config: config)
    }

    deinit {
        if let config { FcConfigDestroy(config) }
    }
}

/// The system family in use, with its optical-size members when it has them (`SF Pro Text` / `SF Pro Display`).
struct SystemFamilyChoice {
    var family: String
    var textFamily: String?
    var displayFamily: String?
    var isSubstitute: Bool

    /// SF Pro switches from its Text to its Display design at 20 pt (§1.4).
    func family(forSize size: Double) -> String {
        if size < 20, let textFamily { return textFamily }
        if size >= 20, let displayFamily { return displayFamily }
        return family
    }

    static func make(requested: String?, catalog: FontCatalog, config: OpaquePointer?) -> SystemFamilyChoice {
        if let requested {
            let text = catalog.familyName(matching: requested + " Text")
            let display = catalog.familyName(matching: requested + " Display")
            if let family = catalog.familyName(matching: requested) ?? text ?? display {
                return SystemFamilyChoice(family: family, textFamily: text, displayFamily: display, isSubstitute: false)
            }
        }
        // The default sans-serif, also what stands in for a requested family that is not installed.
        let family = FontCatalog.defaultFamily(for: requested ?? "sans-serif", config: config) ?? "sans-serif"
        return SystemFamilyChoice(family: family, isSubstitute: requested != nil)
    }
}

extension FontWeight {
    /// fontconfig's weight scale. iOS's ultraLight is lighter than thin (CSS 100 and 200).
    var fontconfigWeight: Int32 {
        switch self {
        case .ultraLight: FC_WEIGHT_THIN
        case .thin: FC_WEIGHT_EXTRALIGHT
        case .light: FC_WEIGHT_LIGHT
        case .regular: FC_WEIGHT_REGULAR
        case .medium: FC_WEIGHT_MEDIUM
        case .semibold: FC_WEIGHT_DEMIBOLD
        case .bold: FC_WEIGHT_BOLD
        case .heavy: FC_WEIGHT_EXTRABOLD
        case .black: FC_WEIGHT_BLACK
        }
    }
}

extension String {
    /// Calls `body` with the string as fontconfig's `const FcChar8 *`.
    func withFcString<Result>(_ body: (UnsafePointer<FcChar8>) -> Result) -> Result {
        withCString { characters in
            characters.withMemoryRebound(to: FcChar8.self, capacity: utf8.count + 1) { body($0) }
        }
    }
}
