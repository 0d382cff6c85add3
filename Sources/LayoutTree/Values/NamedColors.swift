/// The colours markupc knows by name without a colour table: MarkupKit's last lookup step, a UIColor
/// class constant `<name>Color` (§1.3). Names are case-sensitive, as selectors are.
extension Color {
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    /// The default tint: system button titles, `UIColor.tintColor` (§1.3).
    public static let defaultTint = Color(red: 0, green: 122 / 255.0, blue: 1)

    /// Name → colour for every built-in constant.
    public static let builtInNames: [String: Color] = {
        var names: [String: Color] = [
            // The classic constants (§1.3 table).
            "black": .black,
            "darkGray": Color(white: 1 / 3.0),
            "lightGray": Color(white: 2 / 3.0),
            "white": .white,
            "gray": Color(white: 0.5),
            "red": Color(red: 1, green: 0, blue: 0),
            "green": Color(red: 0, green: 1, blue: 0),
            "blue": Color(red: 0, green: 0, blue: 1),
            "cyan": Color(red: 0, green: 1, blue: 1),
            "yellow": Color(red: 1, green: 1, blue: 0),
            "magenta": Color(red: 1, green: 0, blue: 1),
            "orange": Color(red: 1, green: 0.5, blue: 0),
            "purple": Color(red: 0.5, green: 0, blue: 0.5),
            "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
            "clear": .clear,
            // `[UIColor tintColor]` (iOS 15+) is reached by the name "tint".
            "tint": .defaultTint,
        ]
        // Dynamic system colours (iOS 13+), rendered with their light-mode values (§1.3, approximate).
        let systemHex: [String: String] = [
            "systemBlue": "#007aff", "systemRed": "#ff3b30", "systemGreen": "#34c759",
            "systemOrange": "#ff9500", "systemYellow": "#ffcc00", "systemPink": "#ff2d55",
            "systemPurple": "#af52de", "systemTeal": "#5ac8fa", "systemIndigo": "#5856d6",
            "systemBrown": "#a2845e", "systemMint": "#00c7be", "systemCyan": "#32ade6",
            "systemGray": "#8e8e93", "systemGray2": "#aeaeb2", "systemGray3": "#c7c7cc",
            "systemGray4": "#d1d1d6", "systemGray5": "#e5e5ea", "systemGray6": "#f2f2f7",
            "label": "#000000", "secondaryLabel": "#3c3c4399", "tertiaryLabel": "#3c3c434c",
            "quaternaryLabel": "#3c3c432d", "placeholderText": "#3c3c434c", "link": "#007aff",
            "systemBackground": "#ffffff", "secondarySystemBackground": "#f2f2f7",
            "tertiarySystemBackground": "#ffffff", "systemGroupedBackground": "#f2f2f7",
            "secondarySystemGroupedBackground": "#ffffff", "tertiarySystemGroupedBackground": "#f2f2f7",
            "systemFill": "#78788033", "secondarySystemFill": "#78788029",
            "tertiarySystemFill": "#7676801f", "quaternarySystemFill": "#74748014",
            "separator": "#3c3c4349", "opaqueSeparator": "#c6c6c8",
            "darkText": "#000000", "lightText": "#ffffff99",
        ]
        for (name, hex) in systemHex {
            names[name] = Color(hex: hex)  // constant table of valid hex strings
        }
        return names
    }()

    /// Built-in names in a stable order, for suggestions.
    public static let builtInNameList: [String] = builtInNames.keys.sorted()
}
