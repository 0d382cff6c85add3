import LayoutTree

/// An output format of `markupc layout`. An emitter writes its output in parts (a large
/// layout's views are written on several cores), which the command line writes out one after
/// the other; joining them into one string or byte array is for callers that want one.
public protocol LayoutEmitter {
    static func emitParts(_ result: LayoutResult) -> [[UInt8]]
}

extension LayoutEmitter {
    public static func emit(_ result: LayoutResult) -> String {
        String(decoding: emitUTF8(result), as: UTF8.self)
    }

    /// The output as UTF-8 bytes in one array.
    public static func emitUTF8(_ result: LayoutResult) -> [UInt8] {
        let parts = emitParts(result)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { bytes += part }
        return bytes
    }
}
