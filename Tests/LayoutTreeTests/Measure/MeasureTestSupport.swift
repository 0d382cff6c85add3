import Foundation
import XCTest

@testable import LayoutTree

/// A monospaced stand-in for real fonts so that text arithmetic is easy to follow: every character is
/// `size × 10 / 17` wide (10 pt at 17 pt), a line is `size × 20 / 17` tall (20 pt at 17 pt).
struct MonospaceMeasurer: TextMeasuring {
    var note: String?

    func width(of text: String, font: FontDescriptor) -> Double { Double(text.count) * font.size * 10 / 17 }
    func lineHeight(of font: FontDescriptor) -> Double { font.size * 20 / 17 }
    func ascender(of font: FontDescriptor) -> Double { font.size * 15 / 17 }
    func resolutionNote(for font: FontDescriptor) -> String? {
        font.isSystem ? nil : note.map { $0.replacingOccurrences(of: "{name}", with: font.name) }
    }
}

enum MeasureFixtures {
    /// The typed view of a markup snippet (its root element).
    static func node(_ markup: String, file: StaticString = #filePath, line: UInt = #line) throws -> ViewNode {
        let document = DocumentCompiler().compile(source: markup)
        XCTAssertFalse(document.diagnostics.hasErrors, "\(document.diagnostics.diagnostics)", file: file, line: line)
        return try XCTUnwrap(document.root, file: file, line: line)
    }

    /// A fresh temporary directory.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    // MARK: Image files, byte by byte (headers only: the readers never look further)

    static func png(width: Int, height: Int, appleCgBI: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if appleCgBI { bytes += be32(4) + Array("CgBI".utf8) + [0x50, 0x00, 0x20, 0x06] + be32(0) }
        bytes += be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0] + be32(0)
        bytes += be32(0) + Array("IEND".utf8) + be32(0xAE42_6082)
        return bytes
    }

    static func gif(width: Int, height: Int) -> [UInt8] {
        Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
            + [0, 0, 0, 0x3B]
    }

    /// SOI, a JFIF APP0, optionally an Exif APP1 with an orientation, a quantisation table, then a
    /// baseline (or progressive) frame header.
    static func jpeg(width: Int, height: Int, orientation: Int? = nil, progressive: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0] + be16(16) + Array("JFIF".utf8) + [0, 1, 1, 0] + be16(72) + be16(72) + [0, 0]
        if let orientation {
            // Exif: big-endian TIFF header, IFD0 at 8 with one entry (0x0112, SHORT, 1, value).
            let tiff: [UInt8] = Array("MM".utf8) + be16(42) + be32(8) + be16(1) + be16(0x0112) + be16(3) + be32(1)
                + be16(orientation) + be16(0) + be32(0)
            let exif = Array("Exif".utf8) + [0, 0] + tiff
            bytes += [0xFF, 0xE1] + be16(exif.count + 2) + exif
        }
        bytes += [0xFF, 0xDB] + be16(67) + [0] + [UInt8](repeating: 1, count: 64)
        bytes += [0xFF, progressive ? 0xC2 : 0xC0] + be16(17) + [8] + be16(height) + be16(width) + [3]
        bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        bytes += [0xFF, 0xD9]
        return bytes
    }

    /// A one-page PDF whose page has `/MediaBox [x0 y0 x1 y1]`.
    static func pdf(mediaBox: String) -> [UInt8] {
        let text = """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox \(mediaBox) >> endobj
            trailer << /Root 1 0 R >>
            %%EOF
            """
        return Array(text.utf8)
    }

    /// An image set's Contents.json listing `images` as (filename, scale or nil, idiom).
    static func imageSetContents(_ images: [(String, String?, String)], extra: String = "") -> [UInt8] {
        let entries = images.map { filename, scale, idiom in
            let scaleField = scale.map { #", "scale" : "\#($0)""# } ?? ""
            return #"{ "filename" : "\#(filename)", "idiom" : "\#(idiom)"\#(scaleField) }"#
        }
        let json = #"{ "images" : [ \#((entries + (extra.isEmpty ? [] : [extra])).joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
        return Array(json.utf8)
    }

    private static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private static func be32(_ value: Int) -> [UInt8] { be16(value >> 16 & 0xFFFF) + be16(value & 0xFFFF) }
}
