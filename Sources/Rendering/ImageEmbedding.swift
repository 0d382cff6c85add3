import Foundation
import LayoutTree

/// An image ready to draw: its file as a data URI and its size in points.
struct EmbeddedImage {
    var path: String
    var pointWidth: Double
    var pointHeight: Double
    var dataURI: String
}

/// Images come from the layout's own resolver (`--resources`, the document's directory), so
/// the picture shows the file — and the size — the layout measured. The file is read once and
/// embedded as a `data:` URI, which keeps the SVG standalone.
struct ImageSource {
    let resolver: ImageResolver?
    let scale: Double
    private var cache: [String: EmbeddedImage] = [:]

    init(resolver: ImageResolver?, scale: Double) {
        self.resolver = resolver
        self.scale = scale
    }

    /// The image for a resource name, or why there is none to draw.
    mutating func image(named name: String) -> Result<EmbeddedImage, ImageProblem> {
        guard let resolver else { return .failure(.noResources(name)) }
        switch resolver.locate(name, scale: scale) {
        case .notFound:
            return .failure(.notFound(name, resolver.directories))
        case .outsideResources:
            return .failure(.outsideResources(name))
        case .unreadable(let path, let failure):
            return .failure(.unreadable(name, path: path, reason: failure.description))
        case .found(let file):
            if let cached = cache[file.path] { return .success(cached) }
            guard let mime = Self.mimeType(file.header.format) else { return .failure(.notDrawable(name, path: file.path)) }
            guard let data = FileManager.default.contents(atPath: file.path) else {
                return .failure(.unreadable(name, path: file.path, reason: "cannot be read"))
            }
            let image = EmbeddedImage(
                path: file.path, pointWidth: file.pointWidth, pointHeight: file.pointHeight,
                dataURI: "data:\(mime);base64,\(data.base64EncodedString())")
            cache[file.path] = image
            return .success(image)
        }
    }

    /// The bitmap formats SVG viewers display; PDF is not one of them.
    static func mimeType(_ format: ImageFormat) -> String? {
        switch format {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .pdf: nil
        }
    }
}

enum ImageProblem: Error, Equatable {
    case noResources(String)
    case notFound(String, [String])
    case unreadable(String, path: String, reason: String)
    case notDrawable(String, path: String)
    case outsideResources(String)

    /// Whether the layout has already reported it (it measures with the same resolver).
    var reportedByLayout: Bool {
        switch self {
        case .notDrawable: false
        default: true
        }
    }

    var message: String {
        switch self {
        case .noResources(let name): "image '\(name)' not drawn: no resource directory"
        case .notFound(let name, let directories):
            "image '\(name)' not found in \(directories.map { "'\($0)'" }.joined(separator: ", ")); not drawn"
        case .unreadable(let name, let path, let reason): "image '\(name)': '\(path)' \(reason); not drawn"
        case .notDrawable(let name, let path): "image '\(name)' ('\(path)') is a PDF, which SVG cannot embed; not drawn"
        case .outsideResources(let name): "image '\(name)' is outside the resource directories; not drawn"
        }
    }
}
