import Foundation

/// The formats whose size markupc reads from the file header (SEMANTICS.md §1.5).
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif, pdf

    /// File extensions, in the order a name without one is tried.
    static let extensions: [(String, ImageFormat)] = [
        ("png", .png), ("jpg", .jpeg), ("jpeg", .jpeg), ("gif", .gif), ("pdf", .pdf),
    ]
}

/// An image's size as its file states it: pixels for bitmaps, points (the first page's
/// MediaBox) for PDF. Only the header is read, never the image data.
public struct ImageHeader: Sendable, Equatable {
    public var format: ImageFormat
    public var width: Double
    public var height: Double

    public init(format: ImageFormat, width: Double, height: Double) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Why a file gave no size.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable
        case unsupportedFormat
        case malformed(ImageFormat)

        public var description: String {
            switch self {
            case .unreadable: "cannot be read"
            case .unsupportedFormat: "is not PNG, JPEG, GIF or PDF"
            case .malformed(let format): "is not a valid \(format.rawValue.uppercased()) file"
            }
        }
    }

    /// Reads the header of the file at `path`; the format comes from the file's signature, not its name.
    public static func read(path: String) -> Result<ImageHeader, Failure> {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        // Headers sit at the start, except JPEG frames behind large metadata and PDF boxes anywhere.
        guard let start = try? handle.read(upToCount: 64 * 1024), !start.isEmpty else { return .failure(.unreadable) }
        let bytes = [UInt8](start)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return readPNG(bytes).map(Result.success) ?? .failure(.malformed(.png))
        }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            guard bytes.count >= 10 else { return .failure(.malformed(.gif)) }
            // The logical screen: little-endian width and height after the signature.
            let width = Int(bytes[6]) | Int(bytes[7]) << 8
            let height = Int(bytes[8]) | Int(bytes[9]) << 8
            return .success(ImageHeader(format: .gif, width: Double(width), height: Double(height)))
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            let all = start.count < 64 * 1024 ? bytes : rest(of: handle, after: bytes, limit: 64 << 20)
            return JPEGHeader.size(all).map(Result.success) ?? .failure(.malformed(.jpeg))
        }
        // A PDF may have a few bytes of junk before its `%PDF-` line.
        if bytes.prefix(1024).firstRange(of: Array("%PDF-".utf8)) != nil {
            let all = start.count < 64 * 1024 ? bytes : rest(of: handle, after: bytes, limit: 64 << 20)
            return PDFMediaBox.size(all).map(Result.success) ?? .failure(.malformed(.pdf))
        }
        return .failure(.unsupportedFormat)
    }

    /// The IHDR chunk's width and height. Apple's optimised PNGs put a `CgBI` chunk first.
    private static func readPNG(_ bytes: [UInt8]) -> ImageHeader? {
        var offset = 8
        while offset + 16 <= bytes.count {
            let length = bigEndian(bytes, offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IHDR" {
                let width = bigEndian(bytes, offset + 8), height = bigEndian(bytes, offset + 12)
                guard width > 0, height > 0 else { return nil }
                return ImageHeader(format: .png, width: Double(width), height: Double(height))
            }
            offset += 12 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }

    private static func rest(of handle: FileHandle, after start: [UInt8], limit: Int) -> [UInt8] {
        let more = (try? handle.read(upToCount: limit)) ?? Data()
        return start + [UInt8](more)
    }
}
