import ArgumentParser
import Foundation
import LayoutTree

/// Options that choose the screen: a device, or an explicit size.
struct ScreenOptions: ParsableArguments {
    @Option(
        help: "Device to lay out for (see `markupc devices`). Default: iPhone 15, unless --width/--height are given.",
        completion: .devices)
    var device: String?

    // `.unconditional`: `--width -5` is the value -5 (reported as not positive), not a missing value.
    @Option(parsing: .unconditional, help: "Screen width in points (portrait). With --device, replaces the device's width; its safe area and scale stay.")
    var width: Double?

    @Option(parsing: .unconditional, help: "Screen height in points (portrait). With --device, replaces the device's height; its safe area and scale stay.")
    var height: Double?

    @Option(help: "portrait or landscape (landscape swaps width and height).", completion: .list(["portrait", "landscape"]))
    var orientation: String = "portrait"

    @Option(help: "Pixel scale for rounding frames: 1, 2 or 3 (default: the device's, or 1).")
    var scale: Double?

    @Flag(help: "Lay out right-to-left: leading and trailing mirror, left and right do not.")
    var rtl = false

    @Flag(
        inversion: .prefixedNo,
        help: "Inset the root view's content by the device's safe area, as a view controller's root view is.")
    var safeArea = true

    @Flag(help: "Solve aspect ratios exactly however large the document, where, past 1,650 views in one system whose simplex fills in (mixed rules past some 22,000 views), they are approximated with a warning (MK038); slower: about 10 s and 1 GB at 25,000.")
    var exact = false

    /// `iosVersion`: `--ios`, which a few devices' safe areas depend on (§4.4).
    func screen(iosVersion: Int) throws -> Screen {
        guard let orientation = Screen.Orientation(rawValue: orientation) else {
            throw ValidationError("--orientation must be 'portrait' or 'landscape', not '\(self.orientation)'")
        }
        if let scale, ![1.0, 2.0, 3.0].contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3")
        }
        for (value, name) in [(width, "--width"), (height, "--height")] {
            // `inf`, `nan` and sizes no screen has would overflow every frame.
            if let value, !(value > 0 && GeometryLimit.contains(value)) {
                throw ValidationError("\(name) must be a positive number of points up to 10000000, not '\(abs(value) < 1e12 ? formatPoints(value) : String(format: "%g", value))'")
            }
        }
        if device == nil, width != nil || height != nil {
            guard let width, let height else {
                throw ValidationError("--width and --height go together (or give --device)")
            }
            let landscape = orientation == .landscape
            return Screen(
                width: landscape ? height : width, height: landscape ? width : height, scale: scale ?? 1,
                orientation: orientation)
        }
        let chosen = try chosenDevice() ?? Device.standard
        var screen = chosen.screen(orientation: orientation, iosVersion: iosVersion)
        // With a device, --width/--height/--scale override its values (portrait sizes, like the device's).
        let landscape = orientation == .landscape
        if let width { if landscape { screen.height = width } else { screen.width = width } }
        if let height { if landscape { screen.width = height } else { screen.height = height } }
        if let scale { screen.scale = scale }
        if !safeArea { screen.safeArea = .zero }
        return screen
    }
}

/// Options of document processing.
struct DocumentArguments: ParsableArguments {
    /// The files besides the document that a command reads: the strings and colour tables.
    var tableFiles: [String?] { [strings, colors] }

    @Option(help: "Localizable.strings file for @key values.", completion: .file(extensions: ["strings"]))
    var strings: String?

    @Option(help: "Colour table (MarkupKit's Colors.plist format, or JSON).", completion: .file(extensions: ["plist", "json"]))
    var colors: String?

    @Option(help: "Placeholder text for a binding: --bind name=value (repeatable).")
    var bind: [String] = []

    @Option(help: "Class of a <root> element, as the code that loads the document supplies it (UIView, LMColumnView, …). Without it, the owner's class is unknown and <root>'s children fill its margins.")
    var rootClass: String?

    @Option(help: "Platform for <?case?>: iOS or tvOS.", completion: .list(["iOS", "tvOS"]))
    var platform: String = "iOS"

    @Option(
        help: ArgumentHelp(
            "Items each collection view shows, placed by its flow layout (the markup cannot say: they come from the app's data "
                + "source).", valueName: "n"))
    var collectionItems: Int = 0

    @Option(
        help: ArgumentHelp(
            "Fake translations of the text a user sees: accented ([Ĥéļļö]), long (+30–100 %, by IBM's expansion "
                + "table) or rtl (reversed text, mirrored layout).", valueName: "locale"))
    var pseudoLocale: String?

    func validate() throws {
        if collectionItems < 0 || collectionItems > 100_000 {
            throw ValidationError("--collection-items must be between 0 and 100000, not \(collectionItems)")
        }
        if let pseudoLocale, PseudoLocale(rawValue: pseudoLocale) == nil {
            throw ValidationError(
                "--pseudo-locale must be one of \(PseudoLocale.allCases.map(\.rawValue).joined(separator: ", ")), not '\(pseudoLocale)'")
        }
    }

    /// The chosen pseudo-locale (checked by `validate()`).
    var chosenPseudoLocale: PseudoLocale? { pseudoLocale.flatMap(PseudoLocale.init(rawValue:)) }

    /// Whether the layout runs right-to-left: `--rtl`, or the `rtl` pseudo-locale.
    func isRightToLeft(rtl: Bool) -> Bool { rtl || chosenPseudoLocale?.mirrorsLayout == true }

    @Option(
        help: ArgumentHelp(
            "Refuse documents larger than this many bytes (a number, or with K, M or G; default 64M). Whatever the size, "
                + "elements may nest at most 256 levels deep and have at most 256 attributes each.", valueName: "size"))
    var maxInputSize: String = "64M"

    /// `--max-input-size` in bytes: `1000`, `512K`, `64M`, `1G` (powers of 1024).
    func maxInputBytes() throws -> Int {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(maxInputSize.uppercased())
        if digits.hasSuffix("B") { digits = digits.dropLast() }
        var multiplier = 1
        if let unit = digits.last, let size = units[unit] {
            multiplier = size
            digits = digits.dropLast()
        }
        guard let number = Int(digits), number > 0, number <= Int(Int32.max) / multiplier else {
            throw ValidationError("--max-input-size takes a positive size below 2G such as 64M, 512K or 1000, not '\(maxInputSize)'")
        }
        return number * multiplier
    }
}
