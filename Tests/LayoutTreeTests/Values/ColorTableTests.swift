import Foundation
import XCTest

@testable import LayoutTree

final class ColorTableTests: XCTestCase {
    func load(_ name: String, _ text: String) throws -> ColorTable {
        let path = try ValuesFixture.temporaryFile(named: name, contents: Data(text.utf8))
        defer { ValuesFixture.removeTemporary(path) }
        return try ColorTable.load(path: path)
    }

    func loadError(_ name: String, _ text: String) -> String? {
        do {
            _ = try load(name, text)
            return nil
        } catch {
            // The path is a temporary directory: keep the file name and the reason.
            let description = "\(error)"
            return description.components(separatedBy: "/").last
        }
    }

    let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>brand</key>
            <string>#336699</string>
            <key>overlay</key>
            <string>#00000080</string>
            <key>alias</key>
            <string>red</string>
        </dict>
        </plist>
        """

    func testLoadsMarkupKitColorsPlist() throws {
        let table = try load("Colors.plist", plist)
        XCTAssertEqual(table.names, ["alias", "brand", "overlay"])
        XCTAssertEqual(table["brand"]?.hexString, "#336699")
        XCTAssertEqual(table["overlay"]?.hexString, "#00000080")
        // MarkupKit converts each entry by its colour rule, so a constant's name works too.
        XCTAssertEqual(table["alias"], Color(red: 1, green: 0, blue: 0))
    }

    func testLoadsJSON() throws {
        let table = try load("colors.json", ##"{"brand": "#336699", "Accent": "#FF9500CC"}"##)
        XCTAssertEqual(table["brand"]?.hexString, "#336699")
        XCTAssertEqual(table["Accent"]?.hexString, "#ff9500cc")
        XCTAssertNil(table["accent"])
    }

    func testFormatIsSniffedWithoutAKnownExtension() throws {
        XCTAssertEqual(try load("colors.txt", ##"  {"a": "#010203"}"##)["a"]?.hexString, "#010203")
        XCTAssertEqual(try load("colors", plist)["brand"]?.hexString, "#336699")
    }

    func testLoadedTableOverridesBuiltIns() throws {
        let table = try load("colors.json", ##"{"red": "#cc0000"}"##)
        XCTAssertEqual(Color.parse("red", table: table)?.hexString, "#cc0000")
    }

    func testErrors() {
        XCTAssertEqual(loadError("colors.json", "{\"a\": "), "colors.json: not valid JSON")
        XCTAssertEqual(
            loadError("Colors.plist", "<plist><dict><key>a</key>"), "Colors.plist: not a valid property list")
        XCTAssertEqual(
            loadError("colors.json", ##"["#ffffff"]"##),
            "colors.json: a colour table must be a dictionary of colour names to '#rrggbb' strings")
        XCTAssertEqual(
            loadError("colors.json", ##"{"a": 12}"##),
            "colors.json: the value of colour 'a' must be a string such as '#336699'")
        XCTAssertEqual(
            loadError("colors.json", ##"{"a": "#12"}"##),
            "colors.json: colour 'a' has invalid value '#12': expected #rrggbb, #rrggbbaa or a built-in colour name")
        XCTAssertEqual(
            loadError("colors.json", ##"{"a": "#fff"}"##),
            "colors.json: colour 'a' has invalid value '#fff': expected #rrggbb, #rrggbbaa or a built-in colour name "
                + "(MarkupKit does not accept the short #rgb form)")
        XCTAssertThrowsError(try ColorTable.load(path: "/nonexistent/Colors.plist")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/Colors.plist: cannot read the file")
        }
    }

    func testFromData() throws {
        let table = try ColorTable(json: Data(##"{"x": "#000000"}"##.utf8))
        XCTAssertEqual(table["x"], .black)
        // A bare word is a valid old-style property list, but a string, not a dictionary.
        XCTAssertThrowsError(try ColorTable(propertyList: Data("nope".utf8))) { error in
            XCTAssertEqual(
                "\(error)", "Colors.plist: a colour table must be a dictionary of colour names to '#rrggbb' strings")
        }
    }
}
