/// A JPEG's size from its start-of-frame segment, turned by its EXIF orientation as UIImage's
/// `size` is (orientations 5–8 are rotated a quarter turn, so width and height swap).
enum JPEGHeader {
    static func size(_ bytes: [UInt8]) -> ImageHeader? {
        var offset = 2
        var quarterTurn = false
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            // Fill bytes, and markers that stand alone without a length.
            if marker == 0xFF {
                offset += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += 2
                continue
            }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return nil }
            let segment = offset + 4
            switch marker {
            case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                guard segment + 5 <= bytes.count else { return nil }
                let height = Int(bytes[segment + 1]) << 8 | Int(bytes[segment + 2])
                let width = Int(bytes[segment + 3]) << 8 | Int(bytes[segment + 4])
                guard width > 0, height > 0 else { return nil }
                let (w, h) = quarterTurn ? (height, width) : (width, height)
                return ImageHeader(format: .jpeg, width: Double(w), height: Double(h))
            case 0xE1:
                let end = min(bytes.count, offset + 2 + length)
                if segment < end, let orientation = exifOrientation(Array(bytes[segment..<end])) {
                    quarterTurn = (5...8).contains(orientation)
                }
            case 0xD9, 0xDA:
                return nil  // end of image, or scan data before any frame header
            default:
                break
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation tag (0x0112) of IFD0 in an APP1 `Exif` segment.
    private static func exifOrientation(_ segment: [UInt8]) -> Int? {
        guard segment.count >= 14, segment.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
        let tiff = Array(segment[6...])
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= tiff.count else { return nil }
            let slice = tiff[offset..<offset + count]
            let ordered = littleEndian ? Array(slice.reversed()) : Array(slice)
            return ordered.reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = read(4, 4), let entries = read(ifd, 2) else { return nil }
        for index in 0..<entries {
            let entry = ifd + 2 + index * 12
            guard let tag = read(entry, 2) else { return nil }
            if tag == 0x0112 { return read(entry + 8, 2) }
        }
        return nil
    }
}
