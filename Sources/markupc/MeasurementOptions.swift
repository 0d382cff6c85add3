import ArgumentParser
import Diagnostics
import Foundation
import LayoutTree
import TextMetrics

/// Options of measuring leaf views: fonts (fontconfig + FreeType), image resources and Dynamic Type.
struct MeasurementOptions: ParsableArguments {
    @Option(
        name: [.customLong("font-dir"), .customLong("fonts")],
        help: ArgumentHelp("Directory of extra fonts, e.g. your copy of SF Pro (repeatable).", valueName: "dir"), completion: .directory)
    var fontDirectories: [String] = []

    @Option(
        name: .customLong("system-font"),
        help: ArgumentHelp(
            "Font family for System fonts and text styles (default: the machine's sans-serif).", valueName: "family"))
    var systemFont: String?

    @Option(
        name: .customLong("resources"),
        help: ArgumentHelp(
            "Directory of images, asset catalogs and <?include?>d documents (repeatable); the document's own directory "
                + "is searched last for images, first for includes.",
            valueName: "dir"),
        completion: .directory)
    var resources: [String] = []

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "Dynamic Type size for text-style fonts: "
                + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ".",
            valueName: "category"),
        completion: .list(ContentSizeCategory.allCases.map(\.rawValue)))
    var contentSize: String = ContentSizeCategory.large.rawValue

    @Option(
        name: .customLong("ios"),
        help: ArgumentHelp(
            "iOS version whose control sizes, table spacing and safe areas apply (§3, §2.11, §4.4; 15 or later adds plain tables' header padding).",
            valueName: "version"))
    var iosVersion: Int = LeafMeasurer.defaultIOSVersion

    func validate() throws {
        guard (7...30).contains(iosVersion) else { throw ValidationError("--ios must be an iOS version from 7 to 30, not \(iosVersion)") }
        guard ContentSizeCategory(rawValue: contentSize) != nil else {
            throw ValidationError(
                "--content-size must be one of " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                    + "; not '\(contentSize)'")
        }
        for (option, directories) in [("--font-dir", fontDirectories), ("--resources", resources)] {
            for directory in directories where !Self.isDirectory(directory) {
                throw ValidationError("\(option) '\(directory)' is not a directory")
            }
        }
    }

    /// How a document's leaves are measured on `screen`, with the fonts and images it resolves.
    func measurement(for screen: Screen, documentPath: String) -> Measurement {
        let fonts = FontResolver(fontDirectories: fontDirectories, systemFamily: systemFont)
        let documentDirectory = (documentPath as NSString).deletingLastPathComponent
        let images = ImageResolver(directories: resources + [documentDirectory.isEmpty ? "." : documentDirectory])
        var measurer = LeafMeasurer(
            text: FreeTypeTextMeasurer(resolver: fonts), scale: screen.scale, images: images,
            contentSize: ContentSizeCategory(rawValue: contentSize) ?? .large)
        measurer.iosVersion = iosVersion
        return Measurement(measurer: measurer, fonts: fonts, images: images, imagesAreKnown: !resources.isEmpty)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// The measuring context of one run: the leaf measurer the layout engine uses, and the font and
/// image resolvers behind it (renderers draw with the same files).
struct Measurement {
    var measurer: LeafMeasurer
    var fonts: FontResolver
    var images: ImageResolver
    /// `--resources` was given: a missing image is a warning, not a note.
    var imagesAreKnown: Bool

    /// What will be measured differently from the device: a missing `--system-font` family (no
    /// location), fonts substituted and images missing (at the first view that uses each), with the
    /// rule ids and severities `validate` gives them (`LeafMeasurer.findings`).
    func findings(for root: ViewNode) -> DiagnosticBag {
        var bag = DiagnosticBag()
        if let note = fonts.systemFamilyNote { bag.warning(note, at: nil) }
        for finding in measurer.findings(for: root, imagesAreKnown: imagesAreKnown) { bag.append(finding) }
        return bag
    }
}
