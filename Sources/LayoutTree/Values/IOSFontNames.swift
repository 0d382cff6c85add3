/// The font families iOS has (iOS 13–17's system fonts, by their PostScript names' family part), so that
/// a font name can be told apart from one no iPhone has (SEMANTICS.md §1.4: "If it is unknown, the result
/// is nil and the view's default font is used"). A name of one of these families that this machine lacks
/// is measured in a substitute at its size, as before; a name of none of them, which this machine does
/// not have either (`--font-dir` adds the app's own fonts), gives the view's default font.
///
/// Written by hand: Apple publishes the list only as a web page (developer.apple.com/fonts/system-fonts),
/// and no library carries it.
public enum IOSFontNames {
    /// Family parts, lower-cased, without spaces, dashes and the `MT`, `PS` and `PSMT` suffixes
    /// (`TimesNewRomanPS-BoldMT` → `timesnewroman`).
    private static let families: Set<String> = [
        "academyengravedlet", "academyengravedletplain", "alnile", "americantypewriter", "applecoloremoji", "applesdgothicneo",
        "applesymbols", "arial", "arialhebrew", "arialroundedmtbold", "arialrounded", "avenir", "avenirnext", "avenirnextcondensed",
        "banglasangammn", "baskerville", "bodoni72", "bodonisvtytwoitctt", "bodonisvtytwoositctt", "bodonisvtytwoscitctt",
        "bodoniornamentsitctt", "bradleyhanditctt", "bradleyhand", "chalkboardse", "chalkduster", "charter", "cochin",
        "copperplate", "courier", "couriernew", "damascus", "devanagarisangammn", "didot", "dinalternate", "dincondensed",
        "diwanmishafi", "euphemiaucas", "farah", "futura", "galvji", "geezapro", "georgia", "gillsans", "granthasangammn",
        "gujaratisangammn", "gurmukhimn", "helvetica", "helveticaneue", "hiraginosans", "hirakakupron",
        "hiramarupron", "hiraminpron", "hoeflertext", "kailasa", "kannadasangammn", "kefa", "khmersangammn", "kohinoorbangla", "kohinoordevanagari",
        "kohinoorgujarati", "kohinoortelugu", "laosangammn", "malayalamsangammn", "marion", "markerfelt", "menlo",
        "mishafi", "muktamahee", "myanmarsangammn", "noteworthy", "notonastaliqurdu", "notosanskannada", "notosansmyanmar",
        "notosansoriya", "optima", "oriyasangammn", "palatino", "papyrus", "partyletplain", "partylet", "pingfanghk",
        "pingfangsc", "pingfangtc", "rockwell", "savoyeletplain", "savoyelet", "sinhalasangammn", "snellroundhand",
        "stheitisc", "stheititc", "superclarendon", "symbol", "tamilsangammn", "telugusangammn", "thonburi",
        "timesnewroman", "trebuchetms", "verdana", "zapfdingbatsitc", "zapfdingbats", "zapfino",
    ]

    /// Whether `name` (a PostScript or family name as written in markup) names a font of iOS, in any case.
    public static func contains(_ name: String) -> Bool {
        let family = name.prefix { $0 != "-" }.lowercased().filter { $0 != " " }
        if families.contains(family) { return true }
        for suffix in ["psmt", "mt", "ps"] where family.hasSuffix(suffix) {
            if families.contains(String(family.dropLast(suffix.count))) { return true }
        }
        return false
    }
}
