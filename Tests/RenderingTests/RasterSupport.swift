import Foundation
import XCTest

/// An RGBA picture read back from a PNG.
struct Bitmap {
    var width: Int
    var height: Int
    /// RGBA, 8 bits a channel, rows top to bottom.
    var pixels: [UInt8]

    struct Pixel: Equatable, CustomStringConvertible {
        var r, g, b, a: Int
        var description: String { "rgba(\(r), \(g), \(b), \(a))" }

        func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
                && abs(a - other.a) <= tolerance
        }
    }

    static func rgb(_ hex: Int) -> Pixel { Pixel(r: hex >> 16 & 255, g: hex >> 8 & 255, b: hex & 255, a: 255) }
    static let white = rgb(0xFFFFFF)

    func pixel(_ x: Int, _ y: Int) -> Pixel {
        let offset = (y * width + x) * 4
        return Pixel(r: Int(pixels[offset]), g: Int(pixels[offset + 1]), b: Int(pixels[offset + 2]), a: Int(pixels[offset + 3]))
    }

    /// Pixel rows/columns covered by a rectangle in points at `zoom` pixels per point, shrunk by
    /// `inset` pixels (to stay clear of anti-aliased edges) or grown when `inset` is negative.
    func pixelRange(_ rect: (x: Double, y: Double, width: Double, height: Double), zoom: Double, inset: Int) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        let minX = max(Int((rect.x * zoom).rounded(.down)) + inset, 0)
        let minY = max(Int((rect.y * zoom).rounded(.down)) + inset, 0)
        let maxX = min(Int(((rect.x + rect.width) * zoom).rounded(.up)) - 1 - inset, width - 1)
        let maxY = min(Int(((rect.y + rect.height) * zoom).rounded(.up)) - 1 - inset, height - 1)
        guard minX <= maxX, minY <= maxY else { return nil }
        return (minX...maxX, minY...maxY)
    }

    /// Pixels in the rectangle that differ from `background`.
    func inkCount(in rect: (x: Double, y: Double, width: Double, height: Double), zoom: Double = 1, background: Pixel = white, inset: Int = 0) -> Int {
        guard let (xs, ys) = pixelRange(rect, zoom: zoom, inset: inset) else { return 0 }
        var count = 0
        for y in ys {
            for x in xs where !pixel(x, y).isClose(to: background, tolerance: 8) { count += 1 }
        }
        return count
    }

    /// Ink anywhere outside all of `rects` (grown by `margin` pixels): the points that have it.
    func inkOutside(_ rects: [(x: Double, y: Double, width: Double, height: Double)], zoom: Double = 1, background: Pixel = white, margin: Int = 1) -> [(Int, Int)] {
        var inside = [Bool](repeating: false, count: width * height)
        for rect in rects {
            guard let (xs, ys) = pixelRange(rect, zoom: zoom, inset: -margin) else { continue }
            for y in ys { for x in xs { inside[y * width + x] = true } }
        }
        var found: [(Int, Int)] = []
        for y in 0..<height {
            for x in 0..<width where !inside[y * width + x] && !pixel(x, y).isClose(to: background, tolerance: 8) {
                found.append((x, y))
            }
        }
        return found
    }

    /// Every pixel of the rectangle (shrunk by `inset` pixels) is close to `color`.
    func isFilled(_ rect: (x: Double, y: Double, width: Double, height: Double), with color: Pixel, zoom: Double = 1, inset: Int = 1, tolerance: Int = 3) -> Bool {
        guard let (xs, ys) = pixelRange(rect, zoom: zoom, inset: inset) else { return false }
        for y in ys {
            for x in xs where !pixel(x, y).isClose(to: color, tolerance: tolerance) { return false }
        }
        return true
    }
}

enum RasterError: Error, CustomStringConvertible {
    case missingRasterizer
    case failed(String)

    var description: String {
        switch self {
        case .missingRasterizer:
            "rsvg-convert is not installed: the rendering tests rasterise SVG with it. Run scripts/test (it installs librsvg2-bin), or apt-get install librsvg2-bin."
        case .failed(let message): message
        }
    }
}

/// SVG → PNG with the real renderer `rsvg-convert` (librsvg), PNG → pixels with Python's zlib.
enum Rasterizer {
    static func executable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin"]
        for directory in paths {
            let candidate = (directory as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Renders `svg` at `zoom` pixels per point. Fails the test (never skips) when rsvg-convert is missing.
    static func rasterize(_ svg: String, zoom: Double = 1, file: StaticString = #filePath, line: UInt = #line) throws -> Bitmap {
        guard let rsvg = executable("rsvg-convert") else {
            XCTFail(RasterError.missingRasterizer.description, file: file, line: line)
            throw RasterError.missingRasterizer
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgURL = directory.appendingPathComponent("in.svg"), pngURL = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: svgURL)
        let (status, _, errors) = try run(rsvg, ["--zoom", String(zoom), "--format", "png", "--output", pngURL.path, svgURL.path])
        guard status == 0 else { throw RasterError.failed("rsvg-convert failed (\(status)): \(errors)") }
        return try decodePNG(at: pngURL.path)
    }

    /// Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what rsvg-convert writes) with the Python
    /// standard library: zlib for the data, the five PNG row filters by hand.
    static func decodePNG(at path: String) throws -> Bitmap {
        guard let python = executable("python3") else { throw RasterError.failed("python3 is needed to decode PNG files") }
        let script = """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
            pos, idat, width, height, ctype = 8, b'', 0, 0, 0
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                if kind == b'IHDR':
                    width, height, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
                    assert depth == 8 and ctype in (2, 6) and interlace == 0, 'unsupported PNG'
                elif kind == b'IDAT':
                    idat += body
                pos += 12 + length
            channels = 4 if ctype == 6 else 3
            raw = zlib.decompress(idat)
            stride = width * channels
            out = bytearray()
            prev = bytearray(stride)
            i = 0
            for _ in range(height):
                f = raw[i]; i += 1
                row = bytearray(raw[i:i + stride]); i += stride
                for x in range(stride):
                    a = row[x - channels] if x >= channels else 0
                    b = prev[x]
                    c = prev[x - channels] if x >= channels else 0
                    if f == 1: row[x] = (row[x] + a) & 255
                    elif f == 2: row[x] = (row[x] + b) & 255
                    elif f == 3: row[x] = (row[x] + ((a + b) >> 1)) & 255
                    elif f == 4:
                        p = a + b - c; pa = abs(p - a); pb = abs(p - b); pc = abs(p - c)
                        pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                        row[x] = (row[x] + pr) & 255
                if channels == 3:
                    out += b''.join(bytes(row[k:k + 3]) + b'\\xff' for k in range(0, stride, 3))
                else:
                    out += row
                prev = row
            sys.stdout.buffer.write(b'%d %d\\n' % (width, height) + bytes(out))
            """
        let (status, output, errors) = try run(python, ["-c", script, path])
        guard status == 0, let newline = output.firstIndex(of: UInt8(ascii: "\n")) else {
            throw RasterError.failed("PNG decoding failed: \(errors)")
        }
        let header = String(decoding: output[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard header.count == 2 else { throw RasterError.failed("PNG decoding: bad header") }
        let pixels = Array(output[(newline + 1)...])
        guard pixels.count == header[0] * header[1] * 4 else { throw RasterError.failed("PNG decoding: \(pixels.count) bytes") }
        return Bitmap(width: header[0], height: header[1], pixels: pixels)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, [UInt8], String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("markupc-out-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent("markupc-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return (
            process.terminationStatus, [UInt8](try Data(contentsOf: outURL)),
            String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}

/// Tiny PNG files for image tests: uncompressed ("stored") deflate blocks, CRC-32 and Adler-32 by hand.
enum PNGWriter {
    /// A `width` × `height` RGBA image whose pixel (x, y) is `color(x, y)`.
    static func png(width: Int, height: Int, color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width {
                let (r, g, b, a) = color(x, y)
                raw += [r, g, b, a]
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let last: UInt8 = offset + count >= raw.count ? 1 : 0
            zlib += [last, UInt8(count & 255), UInt8(count >> 8), UInt8(~count & 255), UInt8((~count >> 8) & 255)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        zlib += bigEndian(b << 16 | a)
        var header: [UInt8] = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(kind.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 255), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }
}
