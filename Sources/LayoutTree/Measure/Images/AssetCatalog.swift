import Foundation

/// The image sets of the Xcode asset catalogs (`*.xcassets`) in a resource directory (SEMANTICS.md §1.5).
struct AssetCatalogIndex {
    /// Image set directories by image name: `logo` for `logo.imageset`, and also `Icons/logo` when the
    /// `Icons` folder provides a namespace (the name UIKit then expects). The first catalog listed wins.
    private(set) var imageSets: [String: String] = [:]

    init(resourceDirectory: String) {
        for catalog in Self.catalogs(in: resourceDirectory) { index(catalog) }
    }

    /// `*.xcassets` directories at or below `directory`: a few levels deep, not inside hidden or build folders.
    private static func catalogs(in directory: String) -> [String] {
        if directory.hasSuffix(".xcassets") { return [directory] }
        var found: [String] = []
        var pending: [(path: String, depth: Int)] = [(directory, 0)]
        let manager = FileManager.default
        while let (path, depth) = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: path) else { continue }
            for name in names.sorted().reversed() where !name.hasPrefix(".") {
                let child = (path as NSString).appendingPathComponent(name)
                guard isDirectory(child) else { continue }
                if name.hasSuffix(".xcassets") {
                    found.append(child)
                } else if depth < 4, !["build", "DerivedData", "Pods", "node_modules"].contains(name),
                    !name.contains(".")
                {
                    pending.append((child, depth + 1))
                }
            }
        }
        return found
    }

    private mutating func index(_ catalog: String) {
        var pending: [(path: String, namespace: String)] = [(catalog, "")]
        let manager = FileManager.default
        while let (path, namespace) = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = (path as NSString).appendingPathComponent(name)
                guard Self.isDirectory(child) else { continue }
                if name.hasSuffix(".imageset") {
                    let imageName = String(name.dropLast(".imageset".count))
                    if imageSets[imageName] == nil { imageSets[imageName] = child }
                    if !namespace.isEmpty, imageSets[namespace + imageName] == nil {
                        imageSets[namespace + imageName] = child
                    }
                } else if !name.contains(".") {
                    // A folder (group); with "provides-namespace" its name prefixes the images' names.
                    let providesNamespace = Self.folderProvidesNamespace(child)
                    pending.append((child, providesNamespace ? namespace + name + "/" : namespace))
                }
            }
        }
    }

    private static func folderProvidesNamespace(_ folder: String) -> Bool {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = object["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}

/// One image set's `Contents.json`: which file a screen of a given scale uses.
struct ImageSetContents {
    struct Image: Equatable {
        var filename: String
        /// nil: a single-scale image (a PDF or SVG vector, or one bitmap for every scale).
        var scale: Double?
        var idiom: String
    }

    var images: [Image]

    /// nil when the file is missing or is not the JSON an image set has.
    init?(imageSet: String) {
        let path = (imageSet as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = object["images"] as? [[String: Any]]
        else { return nil }
        images = entries.compactMap { entry in
            // Dark-mode, high-contrast and size-class variants are not the default image.
            guard let filename = entry["filename"] as? String, entry["appearances"] == nil,
                entry["width-class"] == nil, entry["height-class"] == nil
            else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }
            return Image(filename: filename, scale: scale, idiom: entry["idiom"] as? String ?? "universal")
        }
    }

    /// The image for a screen of `scale`: universal (else iPhone, else any idiom) images, the screen's
    /// scale first, then the others by `ImageResolver.scalePreference`.
    func image(forScale scale: Double) -> Image? {
        for idiom in ["universal", "iphone", "ipad"] + images.map(\.idiom) {
            let candidates = images.filter { $0.idiom == idiom }
            guard !candidates.isEmpty else { continue }
            for preferred in ImageResolver.scalePreference(for: scale) {
                if let image = candidates.first(where: { ($0.scale ?? 1) == preferred }) { return image }
            }
            return candidates.first
        }
        return nil
    }
}
