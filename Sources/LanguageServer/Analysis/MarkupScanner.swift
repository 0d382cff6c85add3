/// A forgiving reading of markup as the user types it: start tags with their attributes, end tags and
/// processing instructions, each with its offsets, from text that is often not well-formed. The parser
/// gives up at the first XML error; completion, hover and the outline must not.
struct MarkupScanner {
    struct Attribute: Equatable {
        var name: String
        var nameRange: Swift.Range<Int>
        /// The value as written, inside its quotes; nil when no `=` and quote follow the name.
        var value: String?
        /// Inside the quotes (up to the end of the text while the closing quote is missing).
        var valueRange: Swift.Range<Int>?
    }

    struct StartTag: Equatable {
        var name: String
        /// After the `<`.
        var nameRange: Swift.Range<Int>
        /// From `<` to after `>` (or to where the unfinished tag stops).
        var range: Swift.Range<Int>
        var attributes: [Attribute]
        var isSelfClosing: Bool
        /// The tag ended with `>`; an unfinished tag stops at the next `<` or the end of the text.
        var isComplete: Bool
    }

    struct EndTag: Equatable {
        var name: String
        /// After `</`.
        var nameRange: Swift.Range<Int>
        var range: Swift.Range<Int>
        /// It ended with `>`.
        var isComplete: Bool
    }

    struct Instruction: Equatable {
        var target: String
        /// After `<?`.
        var targetRange: Swift.Range<Int>
        /// Everything after the target up to `?>`.
        var dataRange: Swift.Range<Int>
        var range: Swift.Range<Int>
    }

    enum Token: Equatable {
        case startTag(StartTag)
        case endTag(EndTag)
        case instruction(Instruction)
    }

    static func tokens(in text: [Unicode.Scalar]) -> [Token] {
        var scanner = Cursor(text: text)
        var tokens: [Token] = []
        while let open = scanner.next(of: "<") {
            scanner.position = open + 1
            if scanner.peek("!--") {
                scanner.skip(past: "-->")
            } else if scanner.peek("?") {
                tokens.append(.instruction(scanner.instruction(from: open)))
            } else if scanner.peek("/") {
                scanner.position += 1
                let name = scanner.name()
                scanner.skipWhitespace()
                let isComplete = scanner.peek(">")
                if isComplete { scanner.position += 1 }
                tokens.append(.endTag(EndTag(name: String(scalars: text[name]), nameRange: name, range: open..<scanner.position, isComplete: isComplete)))
            } else if scanner.peek("!") {
                scanner.skip(past: ">")
            } else {
                tokens.append(.startTag(scanner.startTag(from: open)))
            }
        }
        return tokens
    }

    /// Letters, digits and the punctuation of XML names and key paths.
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == "."
            || scalar == ":"
    }

    private struct Cursor {
        let text: [Unicode.Scalar]
        var position = 0

        func next(of scalar: Unicode.Scalar) -> Int? {
            var index = position
            while index < text.count {
                if text[index] == scalar { return index }
                index += 1
            }
            return nil
        }

        func peek(_ literal: String) -> Bool {
            var index = position
            for scalar in literal.unicodeScalars {
                guard index < text.count, text[index] == scalar else { return false }
                index += 1
            }
            return true
        }

        /// Moves past `literal`, or to the end of the text when it never comes.
        mutating func skip(past literal: String) {
            while position < text.count, !peek(literal) { position += 1 }
            position = min(text.count, position + literal.unicodeScalars.count)
        }

        mutating func name() -> Swift.Range<Int> {
            let start = position
            while position < text.count, MarkupScanner.isNameScalar(text[position]) { position += 1 }
            return start..<position
        }

        mutating func skipWhitespace() {
            while position < text.count, text[position].properties.isWhitespace { position += 1 }
        }

        mutating func instruction(from open: Int) -> Instruction {
            position += 1
            let target = name()
            let dataStart = position
            while position < text.count, !peek("?>") { position += 1 }
            let dataEnd = position
            position = min(text.count, position + 2)
            return Instruction(
                target: String(scalars: text[target]), targetRange: target, dataRange: dataStart..<dataEnd, range: open..<position)
        }

        mutating func startTag(from open: Int) -> StartTag {
            let name = name()
            var tag = StartTag(
                name: String(scalars: text[name]), nameRange: name, range: open..<position, attributes: [],
                isSelfClosing: false, isComplete: false)
            while position < text.count {
                skipWhitespace()
                guard position < text.count else { break }
                let scalar = text[position]
                if peek("/>") {
                    position += 2
                    tag.isSelfClosing = true
                    tag.isComplete = true
                    break
                }
                if scalar == ">" {
                    position += 1
                    tag.isComplete = true
                    break
                }
                if scalar == "<" { break }
                guard MarkupScanner.isNameScalar(scalar) else {
                    position += 1
                    continue
                }
                tag.attributes.append(attribute())
            }
            tag.range = open..<position
            return tag
        }

        mutating func attribute() -> Attribute {
            let name = name()
            var attribute = Attribute(name: String(scalars: text[name]), nameRange: name, value: nil, valueRange: nil)
            let afterName = position
            skipWhitespace()
            guard position < text.count, text[position] == "=" else {
                position = afterName
                return attribute
            }
            position += 1
            skipWhitespace()
            guard position < text.count, text[position] == "\"" || text[position] == "'" else { return attribute }
            let quote = text[position]
            position += 1
            let start = position
            while position < text.count, text[position] != quote { position += 1 }
            attribute.valueRange = start..<position
            attribute.value = String(scalars: text[start..<position])
            if position < text.count { position += 1 }
            return attribute
        }
    }
}

extension String {
    init(scalars: ArraySlice<Unicode.Scalar>) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        self.init(view)
    }
}
