import LayoutTree
import MarkupParser

/// Writes XML elements into a string: escaping, number formatting and indentation in one place.
/// Every byte of a rendered SVG goes through here, so the output is well-formed by construction.
struct SVGWriter {
    private(set) var output = ""
    private var depth = 0
    private var open: [String] = []

    typealias Attributes = [(String, String)]

    /// `<name a="v"…>`, to be closed with `close()`.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        line("<\(name)\(Self.attributeText(attributes))>")
        open.append(name)
        depth += 1
    }

    mutating func close() {
        guard let name = open.popLast() else { return }
        depth -= 1
        line("</\(name)>")
    }

    /// `<name a="v"…/>`.
    mutating func empty(_ name: String, _ attributes: Attributes = []) {
        line("<\(name)\(Self.attributeText(attributes))/>")
    }

    /// `<name a="v"…>text</name>` on one line.
    mutating func leaf(_ name: String, _ attributes: Attributes = [], text: String) {
        line("<\(name)\(Self.attributeText(attributes))>\(Self.escape(text))</\(name)>")
    }

    /// Text written as is: only for the XML declaration.
    mutating func raw(_ text: String) {
        output += text
    }

    /// Closes whatever is still open.
    mutating func finish() {
        while !open.isEmpty { close() }
    }

    private mutating func line(_ text: String) {
        output += String(repeating: " ", count: min(depth, 40))
        output += text
        output += "\n"
    }

    static func attributeText(_ attributes: Attributes) -> String {
        var text = ""
        for (name, value) in attributes {
            text += " \(name)=\"\(escape(value, inAttribute: true))\""
        }
        return text
    }

    static func escape(_ text: String, inAttribute: Bool = false) -> String {
        XMLEscaping.escaped(text, inAttribute: inAttribute)
    }
}

/// Numbers in SVG: at most `decimals` decimals, no trailing zeros, no exponent, no "-0".
func svgNumber(_ value: Double, decimals: Int = 3) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "0" }
    return formatNumber(value, decimals: decimals)
}
