import Diagnostics
import Foundation

/// Image sizes for views that show an image (SEMANTICS.md §1.5, §3).
public protocol ImageSizing: Sendable {
    /// The size in points of the image `name` on a screen of `scale`; nil when there is no such image.
    func pointSize(ofImageNamed name: String, scale: Double) -> (width: Double, height: Double)?
    /// Why `name` has no size (not found, unreadable), for a warning; nil when it has one.
    func problem(withImageNamed name: String, scale: Double) -> String?
    /// The lint rule of that problem: an image outside the resources has its own, any other is missing.
    func problemRule(withImageNamed name: String, scale: Double) -> RuleID
}

extension ImageSizing {
    public func problem(withImageNamed name: String, scale: Double) -> String? {
        pointSize(ofImageNamed: name, scale: scale) == nil ? "image '\(name)' not found" : nil
    }

    public func problemRule(withImageNamed name: String, scale: Double) -> RuleID { .missingImage }
}

/// Finds images the way `UIImage(named:)` does, in resource directories (`--resources`, in order):
/// in each, the asset catalogs first (`*.xcassets/name.imageset/Contents.json`), then loose files
/// `name@3x.png`, `name@2x.png`, `name.png` (or `.jpg`, `.jpeg`, `.gif`, `.pdf`), the screen's scale
/// first. A bitmap's size in points is its pixel size ÷ the scale of the file used; a PDF's is its page size.
///
/// Thread-safe; lookups and catalog indexes are cached.
public final class ImageResolver: ImageSizing, @unchecked Sendable {
    public let directories: [String]
    private let lock = NSLock()
    private var catalogs: [String: AssetCatalogIndex] = [:]
    private var lookups: [LookupKey: Lookup] = [:]

    /// The image file chosen for a name and screen scale.
    public struct ImageFile: Sendable, Equatable {
        public var path: String
        /// The scale the file is drawn at: 1, 2 or 3 from its `@Nx` suffix or its catalog entry; 1 for PDF.
        public var scale: Double
        public var header: ImageHeader

        public var pointWidth: Double { header.format == .pdf ? header.width : header.width / scale }
        public var pointHeight: Double { header.format == .pdf ? header.height : header.height / scale }
    }

    /// What a lookup found.
    public enum Lookup: Sendable, Equatable {
        case found(ImageFile)
        case notFound
        /// A file was chosen but its size cannot be read.
        case unreadable(path: String, ImageHeader.Failure)
        /// The name leads out of every resource directory (`../secret.png`): nothing was read.
        case outsideResources
    }

    public init(directories: [String]) {
        self.directories = directories
    }

    public func pointSize(ofImageNamed name: String, scale: Double) -> (width: Double, height: Double)? {
        guard case .found(let file) = locate(name, scale: scale) else { return nil }
        return (file.pointWidth, file.pointHeight)
    }

    public func problem(withImageNamed name: String, scale: Double) -> String? {
        switch locate(name, scale: scale) {
        case .found:
            return nil
        case .notFound:
            if directories.isEmpty { return "image '\(name)' not found: no resource directory given (--resources)" }
            let list = directories.map { "'\($0)'" }.joined(separator: ", ")
            return "image '\(name)' not found in \(list); the view has no image"
        case .unreadable(let path, let failure):
            return "image '\(name)': '\(path)' \(failure); the view has no image"
        case .outsideResources:
            return "image '\(name)' is outside the document's directory and the --resources directories; not read"
        }
    }

    public func problemRule(withImageNamed name: String, scale: Double) -> RuleID {
        locate(name, scale: scale) == .outsideResources ? .imageOutsideResources : .missingImage
    }

    /// The file `UIImage(named: name)` would load on a screen of `scale`.
    public func locate(_ name: String, scale: Double) -> Lookup {
        let key = LookupKey(name: name, scale: scale)
        lock.lock()
        defer { lock.unlock() }
        if let cached = lookups[key] { return cached }
        var result = Lookup.notFound
        for directory in directories {
            if let found = lookupInCatalogs(name, scale: scale, directory: directory)
                ?? (ResourceConfinement.nameStaysInside(name) ? lookupLooseFile(name, scale: scale, directory: directory) : nil)
            {
                result = found
                if found != .outsideResources { break }
            }
        }
        if result == .notFound, !ResourceConfinement.nameStaysInside(name) { result = .outsideResources }
        lookups[key] = result
        return result
    }

    /// Scales in the order a screen of `scale` prefers them: its own, then larger (downsampling
    /// looks better), then smaller.
    static func scalePreference(for scale: Double) -> [Double] {
        let own = [1.0, 2, 3].contains(scale) ? scale : 1
        return [own] + [3.0, 2, 1].filter { $0 > own }.reversed() + [3.0, 2, 1].filter { $0 < own }
    }

    // MARK: Lookup (lock held)

    private struct LookupKey: Hashable {
        var name: String
        var scale: Double
    }

    private func lookupInCatalogs(_ name: String, scale: Double, directory: String) -> Lookup? {
        let index = catalogs[directory] ?? AssetCatalogIndex(resourceDirectory: directory)
        catalogs[directory] = index
        let (base, _) = Self.splitExtension(name)
        guard let imageSet = index.imageSets[name] ?? index.imageSets[base] else { return nil }
        guard let contents = ImageSetContents(imageSet: imageSet), let image = contents.image(forScale: scale) else {
            return .unreadable(path: (imageSet as NSString).appendingPathComponent("Contents.json"), .unreadable)
        }
        let path = (imageSet as NSString).appendingPathComponent(image.filename)
        return Self.file(at: path, scale: image.scale ?? 1, in: directory)
    }

    private func lookupLooseFile(_ name: String, scale: Double, directory: String) -> Lookup? {
        let (base, fixedExtension) = Self.splitExtension(name)
        let extensions = fixedExtension.map { [$0] } ?? ImageFormat.extensions.map(\.0)
        let manager = FileManager.default
        // A name that already says its scale (`logo@2x.png`) is that file.
        if let suffixScale = Self.scaleSuffix(base) {
            for ext in extensions {
                let path = (directory as NSString).appendingPathComponent(base + "." + ext)
                if manager.fileExists(atPath: path) { return Self.file(at: path, scale: suffixScale, in: directory) }
            }
        }
        for candidateScale in Self.scalePreference(for: scale) {
            let suffixes = candidateScale == 1 ? ["", "@1x"] : ["@\(Int(candidateScale))x"]
            for ext in extensions {
                for suffix in suffixes {
                    let path = (directory as NSString).appendingPathComponent(base + suffix + "." + ext)
                    if manager.fileExists(atPath: path), !AssetCatalogIndex.isDirectory(path) {
                        return Self.file(at: path, scale: candidateScale, in: directory)
                    }
                }
            }
        }
        // A file named exactly as written, without an extension: its signature tells the format.
        let exact = (directory as NSString).appendingPathComponent(name)
        if fixedExtension == nil, manager.fileExists(atPath: exact), !AssetCatalogIndex.isDirectory(exact) {
            return Self.file(at: exact, scale: 1, in: directory)
        }
        return nil
    }

    /// The image at `path`, read only when it lies in `directory` (links resolved) and is a regular file
    /// (a FIFO or a device would block or never end).
    private static func file(at path: String, scale: Double, in directory: String) -> Lookup {
        guard ResourceConfinement.file(path, isInside: directory) else { return .outsideResources }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unreadable(path: path, .unreadable) }
        switch ImageHeader.read(path: path) {
        case .success(let header): return .found(ImageFile(path: path, scale: scale, header: header))
        case .failure(let failure): return .unreadable(path: path, failure)
        }
    }

    /// `world.png` → (`world`, `png`); names without a known image extension are kept whole.
    static func splitExtension(_ name: String) -> (base: String, extension: String?) {
        guard let dot = name.lastIndex(of: ".") else { return (name, nil) }
        let ext = name[name.index(after: dot)...].lowercased()
        guard ImageFormat.extensions.contains(where: { $0.0 == ext }) else { return (name, nil) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// 2 for `logo@2x`, nil without a scale suffix.
    private static func scaleSuffix(_ base: String) -> Double? {
        for scale in [1, 2, 3] where base.hasSuffix("@\(scale)x") { return Double(scale) }
        return nil
    }
}
