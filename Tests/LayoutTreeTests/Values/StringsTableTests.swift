import Foundation
import XCTest

@testable import LayoutTree

final class StringsTableTests: XCTestCase {
    func parse(_ text: String) throws -> [String: String] {
        try StringsTable(text: text, source: "Localizable.strings").entries
    }

    func parseError(_ text: String, line: UInt = #line) -> String? {
        do {
            let entries = try parse(text)
            XCTFail("expected an error, got \(entries)", line: line)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testEntriesAndComments() throws {
        let text = """
            /* The title
               of the main screen */
            "title" = "Hello";   // trailing comment
            // a line comment
            "greeting"="Hi there" ;
            "empty" = "";
            unquoted_key.name = "works";
            "bare";
            """
        XCTAssertEqual(
            try parse(text),
            ["title": "Hello", "greeting": "Hi there", "empty": "", "unquoted_key.name": "works", "bare": "bare"])
    }

    func testEscapes() throws {
        let text = #"""
            "newline" = "a\nb";
            "tab" = "a\tb";
            "quote" = "say \"hi\"";
            "backslash" = "C:\\path";
            "unicode" = "caf\U00e9 \u2192";
            "pair" = "\UD83D\UDE00";
            "octal" = "\101\102";
            "other" = "\'x\'\q";
            "literal newline" = "line one
            line two";
            "semicolon = inside" = "a;b";
            """#
        XCTAssertEqual(
            try parse(text),
            [
                "newline": "a\nb", "tab": "a\tb", "quote": "say \"hi\"", "backslash": "C:\\path",
                "unicode": "café →", "pair": "😀", "octal": "AB", "other": "'x'q",
                "literal newline": "line one\nline two", "semicolon = inside": "a;b",
            ])
    }

    func testLaterDuplicateWins() throws {
        XCTAssertEqual(try parse(#""k" = "one"; "k" = "two";"#), ["k": "two"])
    }

    func testEmptyFile() throws {
        XCTAssertEqual(try parse(""), [:])
        XCTAssertEqual(try parse("  /* nothing */ \n // here\n"), [:])
    }

    func testErrorsCarryLineNumbers() {
        XCTAssertEqual(
            parseError("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";"),
            "Localizable.strings:3:1: expected ';' after the value of \"b\"")
        XCTAssertEqual(parseError("\"a\" \"1\";"), "Localizable.strings:1:5: expected '=' after key \"a\"")
        XCTAssertEqual(
            parseError("\"a\" = ;"), "Localizable.strings:1:7: expected a quoted value after '=' for key \"a\"")
        XCTAssertEqual(parseError("\n\n  \"a\" = \"never closed;\n"), "Localizable.strings:3:9: unterminated string")
        XCTAssertEqual(parseError("\"a\" = \"1\";\n/* open"), "Localizable.strings:2:1: unterminated comment")
        XCTAssertEqual(parseError("= \"1\";"), "Localizable.strings:1:1: expected a quoted key, found '='")
        XCTAssertEqual(
            parseError(#""a" = "\U";"#), "Localizable.strings:1:10: \\U must be followed by hexadecimal digits")
        XCTAssertEqual(parseError(#""a" = "\UD83D";"#), "Localizable.strings:1:14: unpaired surrogate \\UD83D")
        XCTAssertEqual(
            parseError("\"a\" = \"1\";\r\n\"b\" = \"2\"\r\n"),
            "Localizable.strings:3:1: expected ';' after the value of \"b\"")
    }

    func testEncodings() throws {
        let text = "/* ✓ */\n\"title\" = \"Grüße\";\n"
        let expected = ["title": "Grüße"]
        func utf16(_ bigEndian: Bool, bom: Bool) -> Data {
            var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 {
                let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return Data(bytes)
        }
        XCTAssertEqual(try StringsTable(data: Data(text.utf8)).entries, expected)
        XCTAssertEqual(try StringsTable(data: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))).entries, expected)
        XCTAssertEqual(try StringsTable(data: utf16(false, bom: true)).entries, expected)
        XCTAssertEqual(try StringsTable(data: utf16(true, bom: true)).entries, expected)
        XCTAssertEqual(try StringsTable(data: utf16(false, bom: false)).entries, expected)
        XCTAssertEqual(try StringsTable(data: utf16(true, bom: false)).entries, expected)

        XCTAssertThrowsError(try StringsTable(data: Data([0x22, 0xFF, 0x22, 0x3B, 0x41]))) { error in
            XCTAssertEqual(
                "\(error)", "Localizable.strings: the file is neither UTF-8 nor UTF-16 with a byte-order mark")
        }
        XCTAssertThrowsError(try StringsTable(data: Data([0xFF, 0xFE, 0x41]))) { error in
            XCTAssertEqual("\(error)", "Localizable.strings: UTF-16 text has an odd number of bytes")
        }
    }

    func testCompiledPropertyListForm() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>title</key><string>Hello</string></dict></plist>
            """
        XCTAssertEqual(try StringsTable(data: Data(plist.utf8)).entries, ["title": "Hello"])
    }

    func testLoadFromFile() throws {
        let path = try ValuesFixture.temporaryFile(
            named: "Localizable.strings", contents: Data("\"hello\" = \"Hallo\";\n".utf8))
        defer { ValuesFixture.removeTemporary(path) }
        let table = try StringsTable.load(path: path)
        XCTAssertEqual(table["hello"], "Hallo")
        XCTAssertNil(table["missing"])

        XCTAssertThrowsError(try StringsTable.load(path: "/nonexistent/Localizable.strings")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/Localizable.strings: cannot read the file")
        }
    }
}
