/// A minimal streaming JSON writer: fast (no intermediate dictionaries) and with a stable
/// key order, so output diffs cleanly and other tools can rely on it.
struct JSONWriter {
    private(set) var output = ""

    init(capacity: Int = 4096) {
        output.reserveCapacity(capacity)
    }

    mutating func raw(_ text: String) { output += text }

    mutating func string(_ value: String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    mutating func key(_ name: String) {
        string(name)
        output += ":"
    }
}
