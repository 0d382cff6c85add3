import Foundation
import LayoutTree
import Lint
import XCTest

/// `markupc schema`: well-formed RELAX NG and XSD naming every element and attribute markupc knows; with
/// xmllint (when installed) they accept a real document and reject a wrong value.
final class SchemaTests: TemporaryDirectoryTestCase {
    func testBothSchemasAreWellFormedAndComplete() throws {
        for (name, text) in [("rng", RelaxNGWriter().write()), ("xsd", XSDWriter().write())] {
            let elements = try XMLTree.parse(text)
            let declared = Set(elements.compactMap { $0.attributes["name"] })
            for viewClass in ViewClass.allCases {
                XCTAssertTrue(declared.contains(viewClass.rawValue), "\(name): \(viewClass.rawValue)")
            }
            for attribute in ["weight", "anchor", "layoutMargins", "onTouchUpInside", "textAlignment", "root", "segment"] {
                XCTAssertTrue(declared.contains(attribute), "\(name): \(attribute)")
            }
        }
    }

    func testAttributeTypes() {
        XCTAssertEqual(SchemaModel.type(of: "width"), .number)
        XCTAssertEqual(SchemaModel.type(of: "layoutMarginTop"), .number)
        XCTAssertEqual(SchemaModel.type(of: "hidden"), .boolean)
        XCTAssertEqual(SchemaModel.type(of: "axis"), .choice(["horizontal", "vertical"]))
        XCTAssertEqual(SchemaModel.type(of: "titleLabel.textAlignment"), .choice(["left", "center", "right", "justified", "natural"]))
        XCTAssertEqual(SchemaModel.type(of: "text"), .text)
        // A gradient's lists (a new user's finding: every gradient in the corpus failed both schemas).
        XCTAssertEqual(SchemaModel.type(of: "locations"), .numberList)
        XCTAssertEqual(SchemaModel.type(of: "colors"), .text)
        // UIStackView's words, then the first LMBoxView's (`<LMRowView alignment="baseline">`, 2015), as validate takes them.
        XCTAssertEqual(
            SchemaModel.type(of: "alignment"),
            .choice(["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline", "baseline", "left", "right"]))
    }

    func testXmllintValidatesWithBothSchemas() throws {
        guard let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first(where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("xmllint is not installed") }
        let rng = try write("markupc.rng", RelaxNGWriter().write())
        let xsd = try write("markupc.xsd", XSDWriter().write())
        let good = try write("Good.xml", """
            <LMScrollView fitToWidth="true" layer.cornerRadius="4">
                <LMColumnView layoutMargins="16" spacing="@spacing">
                    <UILabel text="Name" textAlignment="center" font="System 17"/>
                    <LMRowView alignToBaseline="true">
                        <UITextField placeholder="$name" weight="1" borderStyle="roundedRect"/>
                        <UIButton style="systemButton" title="Go" onPrimaryActionTriggered="go:"/>
                    </LMRowView>
                    <UISegmentedControl><segment title="A"/></UISegmentedControl>
                    <LMAnchorView><UIView anchor="top, leading" width="10" height="10"/></LMAnchorView>
                    <MyApp.BadgeView badgeCount="3"><UILabel text="New"/></MyApp.BadgeView>
                    <LMLinearGradientView colors="#ff0000, #00ff00, green" locations="0.0, 0.5,1"/>
                    <UIView>
                    </UIView>
                </LMColumnView>
            </LMScrollView>
            """)
        let bad = try write("Bad.xml", "<LMColumnView><UILabel textAlignment=\"middle\"/><UISwitch><UILabel/></UISwitch></LMColumnView>")
        // A custom class is taken (a new user's finding: every project's own views were errors), its children still checked.
        let badInCustom = try write("BadInCustom.xml", "<LMColumnView><MyView><UILabel textAlignment=\"middle\"/></MyView></LMColumnView>")
        let badLocations = try write("BadLocations.xml", "<LMLinearGradientView colors=\"red, blue\" locations=\"0, half\"/>")
        for (option, schema) in [("--relaxng", rng), ("--schema", xsd)] {
            XCTAssertEqual(try run(xmllint, ["--noout", option, schema, good]), 0, "\(option) rejects a good document")
            XCTAssertNotEqual(try run(xmllint, ["--noout", option, schema, bad]), 0, "\(option) accepts a bad document")
            XCTAssertNotEqual(try run(xmllint, ["--noout", option, schema, badInCustom]), 0, "\(option) accepts a bad view in a custom one")
            XCTAssertNotEqual(try run(xmllint, ["--noout", option, schema, badLocations]), 0, "\(option) accepts a word among locations")
        }
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let log = directory.appendingPathComponent("xmllint-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        if process.terminationStatus != 0 { print(String(decoding: try Data(contentsOf: log), as: UTF8.self)) }
        return process.terminationStatus
    }
}
