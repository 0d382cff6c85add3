import ArgumentParser
import Foundation
import LayoutTree
import Lint
import TextMetrics

extension LintOptions {
    /// Document processing and measurement from the command line, the same for every file of a run
    /// (`validate` and `snapshot`, so a snapshot checked by `validate` is made exactly as `snapshot` made it).
    /// `sharesImageLookups`: documents in one directory share their image lookups (`ImageResolverPool`),
    /// for a run over files that do not change while it runs.
    init(
        documentArguments: DocumentArguments, measurementOptions: MeasurementOptions, rootMode: RootMode,
        sharesImageLookups: Bool
    ) throws {
        self.init()
        document = try CommandSupport.compiler(
            documentArguments, screen: Device.standard.screen(orientation: .portrait), resources: measurementOptions.resources
        ).options
        self.rootMode = rootMode
        let resources = measurementOptions.resources
        // (The app's Colors.plist and colour sets are in `document.colors` already: `CommandSupport.compiler`.)
        if !resources.isEmpty { imagesAreKnown = true }
        let fonts = FontResolver(fontDirectories: measurementOptions.fontDirectories, systemFamily: measurementOptions.systemFont)
        let text = FreeTypeTextMeasurer(resolver: fonts)
        let contentSize = ContentSizeCategory(rawValue: measurementOptions.contentSize) ?? .large
        let iosVersion = measurementOptions.iosVersion
        let pool = sharesImageLookups ? ImageResolverPool() : nil
        measurer = { path in
            let directory = (path as NSString).deletingLastPathComponent
            let directories = resources + [directory.isEmpty ? "." : directory]
            let images = pool?.resolver(directories: directories) ?? ImageResolver(directories: directories)
            var measurer = LeafMeasurer(text: text, images: images, contentSize: contentSize)
            measurer.iosVersion = iosVersion
            return measurer
        }
        // File names, not paths: the same fonts on another machine give the same snapshot.
        fontDescription = { font in
            guard let resolved = fonts.resolve(font) else { return "no font file" }
            var file = (resolved.path as NSString).lastPathComponent
            if resolved.faceIndex > 0 { file += "#\(resolved.faceIndex)" }
            let lines = font.isSystem && fonts.systemFamilyStandsInForSFPro ? "; lines of SF Pro Text" : ""
            return "\(resolved.familyName), \(file)" + (resolved.isSubstitute ? " (substitute)" : "") + lines
        }
    }

    /// `validate`'s options, also the language server's: document processing, measurement and the matrix,
    /// the same for every file.
    init(
        validating documentArguments: DocumentArguments, measurementOptions: MeasurementOptions, rootMode: RootMode,
        devices: String?, layout: Bool, sharesImageLookups: Bool
    ) throws {
        try self.init(
            documentArguments: documentArguments, measurementOptions: measurementOptions, rootMode: rootMode,
            sharesImageLookups: sharesImageLookups)
        // The pseudo-locale's trees are laid out beside the document's own (see `Linter`).
        pseudoLocale = document.pseudoLocale
        document.pseudoLocale = nil
        document.rightToLeft = false
        runsLayout = layout
        if let devices {
            do {
                matrix = try DeviceMatrix.parse([devices])
            } catch {
                throw ValidationError("--devices: \(error)")
            }
            matrixIsExplicit = true
        }
    }
}
