/// The schema as RELAX NG (XML syntax), with XML Schema datatypes for value patterns:
/// `xmllint --relaxng markupc.rng View.xml`, and completion in editors that read RELAX NG (nxml-mode,
/// Oxygen, the Red Hat XML extension).
public struct RelaxNGWriter: Sendable {
    public var model: SchemaModel

    public init(model: SchemaModel = .standard) {
        self.model = model
    }

    public func write() -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Schema of the MarkupKit markup markupc knows (written by markupc schema, format rng).
                 Any other attribute is accepted as a property key path; $binding, @localized and ^escaped
                 values are accepted for every attribute. Any other element is a custom class (MyApp.MyView): its
                 attributes are not checked, its children are views. -->
            <grammar xmlns="http://relaxng.org/ns/structure/1.0"
                     datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
              <start>
                <ref name="view"/>
              </start>

              <define name="view">
                <choice>

            """
        for element in model.elements { out += "      <ref name=\"element.\(element.name)\"/>\n" }
        out += "      <ref name=\"customView\"/>\n"
        out += "    </choice>\n  </define>\n\n"
        // A custom class: any name but the ones described (which `view` checks) and the untyped elements.
        out += "  <define name=\"customView\">\n    <element>\n      <anyName>\n        <except>\n"
        for name in model.elements.map(\.name) + model.untypedElements { out += "          <name>\(name)</name>\n" }
        out += "        </except>\n      </anyName>\n"
        out += "      <zeroOrMore><attribute><anyName/></attribute></zeroOrMore>\n"
        out += "      <zeroOrMore><ref name=\"view\"/></zeroOrMore>\n    </element>\n  </define>\n\n"
        out += "  <define name=\"prefixed\">\n    <data type=\"string\"><param name=\"pattern\">\(SchemaPatterns.prefixed)</param></data>\n  </define>\n\n"
        for element in model.elements { out += define(element) }
        for tag in model.untypedElements {
            out += """
                  <define name="untyped.\(tag)">
                    <element name="\(tag)">
                      <zeroOrMore><attribute><anyName/></attribute></zeroOrMore>
                      <zeroOrMore><ref name="anything"/></zeroOrMore>
                    </element>
                  </define>


                """
        }
        out += """
              <define name="anything">
                <element>
                  <anyName/>
                  <zeroOrMore><attribute><anyName/></attribute></zeroOrMore>
                  <zeroOrMore><ref name="anything"/></zeroOrMore>
                </element>
              </define>

              <define name="viewAttributes">

            """
        for attribute in model.attributes {
            out += "    <optional><attribute name=\"\(attribute.name)\">\(pattern(attribute.type))</attribute></optional>\n"
        }
        out += "    <zeroOrMore>\n      <attribute>\n        <anyName>\n          <except>\n"
        for name in model.attributes.map(\.name) + ["style"] { out += "            <name>\(name)</name>\n" }
        out += "          </except>\n        </anyName>\n      </attribute>\n    </zeroOrMore>\n  </define>\n</grammar>\n"
        return out
    }

    private func define(_ element: SchemaModel.Element) -> String {
        var out = "  <define name=\"element.\(element.name)\">\n    <element name=\"\(element.name)\">\n"
        out += "      <ref name=\"viewAttributes\"/>\n"
        out += "      <optional><attribute name=\"style\">\(pattern(element.styles.map { .choice($0) } ?? .text))</attribute></optional>\n"
        if element.takesChildViews || !element.untypedChildren.isEmpty {
            out += "      <zeroOrMore>\n        <choice>\n"
            if element.takesChildViews { out += "          <ref name=\"view\"/>\n" }
            for tag in element.untypedChildren { out += "          <ref name=\"untyped.\(tag)\"/>\n" }
            out += "        </choice>\n      </zeroOrMore>\n"
        } else {
            out += "      <empty/>\n"
        }
        return out + "    </element>\n  </define>\n\n"
    }

    private func pattern(_ type: SchemaModel.ValueType) -> String {
        switch type {
        case .text:
            return "<text/>"
        case .number:
            return "<choice><ref name=\"prefixed\"/><data type=\"string\"><param name=\"pattern\">\(SchemaPatterns.number)</param></data></choice>"
        case .boolean:
            return "<choice><ref name=\"prefixed\"/>" + SchemaModel.booleanValues.map { "<value>\($0)</value>" }.joined() + "</choice>"
        case .choice(let values):
            return "<choice><ref name=\"prefixed\"/>" + values.map { "<value>\(xmlEscaped($0))</value>" }.joined() + "</choice>"
        case .list(let words):
            return "<choice><ref name=\"prefixed\"/><data type=\"string\"><param name=\"pattern\">\(SchemaPatterns.list(words))</param></data></choice>"
        case .numberList:
            return "<choice><ref name=\"prefixed\"/><data type=\"string\"><param name=\"pattern\">\(SchemaPatterns.numbers)</param></data></choice>"
        }
    }
}

/// XML Schema regular expressions (implicitly anchored) shared by both writers.
enum SchemaPatterns {
    /// `$binding`, `@localized`, `^escaped`: taken as they are (§1.2).
    static let prefixed = "[$@\\^].*"
    /// What `NSString.doubleValue` reads whole: optional sign, digits, fraction, exponent; spaces around.
    static let number = "\\s*[+\\-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+\\-]?[0-9]+)?\\s*"

    /// A comma-separated list of numbers (a gradient's `locations`).
    static let numbers = number + "(," + number + ")*"

    /// A comma-separated list of `words`.
    static func list(_ words: [String]) -> String {
        let word = "(" + words.joined(separator: "|") + ")"
        return "\\s*\(word)(\\s*,\\s*\(word))*\\s*"
    }
}
