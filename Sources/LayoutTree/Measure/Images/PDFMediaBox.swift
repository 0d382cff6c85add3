/// A PDF image's size in points: the first `/MediaBox [x0 y0 x1 y1]` in the file, which in the
/// single-page PDFs of asset catalogs is the page's (or the page tree's it inherits).
/// Boxes inside compressed object streams are not found (the file then counts as malformed).
enum PDFMediaBox {
    static func size(_ bytes: [UInt8]) -> ImageHeader? {
        let key = Array("/MediaBox".utf8)
        var searchStart = bytes.startIndex
        while let range = bytes[searchStart...].firstRange(of: key) {
            searchStart = range.upperBound
            if let numbers = numbers(in: bytes, from: range.upperBound), numbers.count == 4 {
                let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
                guard width > 0, height > 0 else { return nil }
                return ImageHeader(format: .pdf, width: width, height: height)
            }
        }
        return nil
    }

    /// The numbers of an array `[ … ]` starting after optional white space at `start`.
    private static func numbers(in bytes: [UInt8], from start: Int) -> [Double]? {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var numbers: [Double] = []
        var token = ""
        while index < bytes.count, numbers.count <= 4 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") || isSpace(byte) {
                if !token.isEmpty {
                    guard let number = Double(token) else { return nil }
                    numbers.append(number)
                    token = ""
                }
                if byte == UInt8(ascii: "]") { return numbers }
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            {
                token.append(Character(Unicode.Scalar(byte)))
            } else {
                return nil
            }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }
}
