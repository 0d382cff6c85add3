/// The keys of a JSON object's top level with their offsets, for going from `class="name"` to where a
/// template is defined. Reads only as far as it can: the text may be mid-edit or not JSON at all.
enum JSONKeyScanner {
    struct Key: Equatable {
        var name: String
        /// The key with its quotes.
        var range: Swift.Range<Int>
    }

    static func topLevelKeys(in text: [Unicode.Scalar], from start: Int = 0, to end: Int? = nil) -> [Key] {
        let end = min(end ?? text.count, text.count)
        var index = start
        var depth = 0
        var keys: [Key] = []
        var expectsKey = false
        while index < end {
            let scalar = text[index]
            switch scalar {
            case "{", "[":
                depth += 1
                expectsKey = depth == 1 && scalar == "{"
                index += 1
            case "}", "]":
                depth -= 1
                index += 1
            case ",":
                expectsKey = depth == 1
                index += 1
            case "\"":
                let stringStart = index
                var name = String.UnicodeScalarView()
                index += 1
                while index < end, text[index] != "\"" {
                    if text[index] == "\\", index + 1 < end { index += 1 }
                    name.append(text[index])
                    index += 1
                }
                index = min(end, index + 1)
                if expectsKey { keys.append(Key(name: String(name), range: stringStart..<index)) }
                expectsKey = false
            default:
                index += 1
            }
        }
        return keys
    }
}
