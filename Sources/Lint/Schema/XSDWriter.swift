/// The schema as W3C XML Schema 1.0: `xmllint --schema markupc.xsd View.xml`, and completion in
/// editors that read XSD (Xcode does not; VS Code's XML extension, IntelliJ, Oxygen do).
public struct XSDWriter: Sendable {
    public var model: SchemaModel

    public init(model: SchemaModel = .standard) {
        self.model = model
    }

    public func write() -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Schema of the MarkupKit markup markupc knows (written by markupc schema, format xsd).
                 Any other attribute is accepted as a property key path; $binding, @localized and ^escaped
                 values are accepted for every attribute. A view's child of another name is a custom class
                 (MyApp.MyView), taken unchecked; a custom class cannot be the root element here (XSD 1.0 has no
                 wildcard for an element's name: markupc schema's RELAX NG takes it). -->
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">

              <xs:simpleType name="prefixed">
                <xs:restriction base="xs:string"><xs:pattern value="\(SchemaPatterns.prefixed)"/></xs:restriction>
              </xs:simpleType>
              <xs:simpleType name="number">
                <xs:union memberTypes="prefixed">
                  <xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="\(SchemaPatterns.number)"/></xs:restriction></xs:simpleType>
                </xs:union>
              </xs:simpleType>
              <xs:simpleType name="numbers">
                <xs:union memberTypes="prefixed">
                  <xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="\(SchemaPatterns.numbers)"/></xs:restriction></xs:simpleType>
                </xs:union>
              </xs:simpleType>
              <xs:simpleType name="blank">
                <xs:restriction base="xs:string"><xs:pattern value="\\s*"/></xs:restriction>
              </xs:simpleType>


            """
        var enumerations: [String: [String]] = ["boolean": SchemaModel.booleanValues]
        for attribute in model.attributes {
            if case .choice(let values) = attribute.type { enumerations["values.\(attribute.name)"] = values }
        }
        for element in model.elements {
            if let styles = element.styles { enumerations["style.\(element.name)"] = styles }
        }
        for name in enumerations.keys.sorted() { out += enumeration(name, enumerations[name] ?? []) }
        out += "  <xs:simpleType name=\"anchor\">\n    <xs:union memberTypes=\"prefixed\">\n"
        out += "      <xs:simpleType><xs:restriction base=\"xs:string\"><xs:pattern value=\"\(SchemaPatterns.list(SchemaModel.anchorValues))\"/></xs:restriction></xs:simpleType>\n"
        out += "    </xs:union>\n  </xs:simpleType>\n\n"

        out += "  <xs:attributeGroup name=\"viewAttributes\">\n"
        for attribute in model.attributes {
            out += "    <xs:attribute name=\"\(attribute.name)\" type=\"\(typeName(attribute))\"/>\n"
        }
        out += "    <xs:anyAttribute processContents=\"skip\"/>\n  </xs:attributeGroup>\n\n"

        out += "  <xs:group name=\"view\">\n    <xs:choice>\n"
        for element in model.elements { out += "      <xs:element ref=\"\(element.name)\"/>\n" }
        out += "    </xs:choice>\n  </xs:group>\n\n"

        for element in model.elements { out += define(element) }
        for tag in model.untypedElements {
            out += """
                  <xs:element name="\(tag)">
                    <xs:complexType>
                      <xs:sequence><xs:any processContents="skip" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
                      <xs:anyAttribute processContents="skip"/>
                    </xs:complexType>
                  </xs:element>


                """
        }
        return out + "</xs:schema>\n"
    }

    private func define(_ element: SchemaModel.Element) -> String {
        var out = "  <xs:element name=\"\(element.name)\">\n    <xs:complexType>\n"
        if element.takesChildViews || !element.untypedChildren.isEmpty {
            out += "      <xs:choice minOccurs=\"0\" maxOccurs=\"unbounded\">\n"
            if element.takesChildViews {
                // Any element, checked wherever it is declared (the views, the untyped elements):
                // a custom class's is not, and is taken as it is. A choice of the declared ones beside
                // it would be ambiguous, which XSD 1.0 forbids.
                out += "        <xs:any namespace=\"##local\" processContents=\"lax\"/>\n"
            } else {
                for tag in element.untypedChildren { out += "        <xs:element ref=\"\(tag)\"/>\n" }
            }
            out += "      </xs:choice>\n"
        }
        let styleType = element.styles == nil ? "xs:string" : "style.\(element.name)"
        let attributes = "      <xs:attribute name=\"style\" type=\"\(styleType)\"/>\n      <xs:attributeGroup ref=\"viewAttributes\"/>\n"
        guard element.takesChildViews || !element.untypedChildren.isEmpty else {
            // A leaf may hold white space (its closing tag on a line of its own), which an empty
            // content model refuses and markupc, like MarkupKit, ignores.
            return out + "      <xs:simpleContent>\n        <xs:extension base=\"blank\">\n" + attributes
                + "        </xs:extension>\n      </xs:simpleContent>\n    </xs:complexType>\n  </xs:element>\n\n"
        }
        out += attributes
        return out + "    </xs:complexType>\n  </xs:element>\n\n"
    }

    private func enumeration(_ name: String, _ values: [String]) -> String {
        var out = "  <xs:simpleType name=\"\(name)\">\n    <xs:union memberTypes=\"prefixed\">\n"
        out += "      <xs:simpleType>\n        <xs:restriction base=\"xs:string\">\n"
        for value in values { out += "          <xs:enumeration value=\"\(xmlEscaped(value))\"/>\n" }
        return out + "        </xs:restriction>\n      </xs:simpleType>\n    </xs:union>\n  </xs:simpleType>\n\n"
    }

    private func typeName(_ attribute: SchemaModel.Attribute) -> String {
        switch attribute.type {
        case .text: "xs:string"
        case .number: "number"
        case .boolean: "boolean"
        case .choice: "values.\(attribute.name)"
        case .list: "anchor"
        case .numberList: "numbers"
        }
    }
}
