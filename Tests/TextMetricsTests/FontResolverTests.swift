import Foundation
import LayoutTree
import XCTest

@testable import TextMetrics

/// fontconfig resolution of markup font names (SEMANTICS.md §1.4), against the DejaVu fonts of the machine image.
final class FontResolverTests: XCTestCase {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: ReferenceFreeType.dejaVuSans), "DejaVu Sans is not installed")
    }

    private func file(_ resolved: ResolvedFont?) -> String? {
        resolved.map { ($0.path as NSString).lastPathComponent }
    }

    func testDefaultSystemFamilyIsTheMachinesSansSerif() {
        let resolver = FontResolver()
        XCTAssertEqual(resolver.systemFamily, "DejaVu Sans")
        XCTAssertNil(resolver.systemFamilyNote)
        let regular = resolver.resolve(.system(size: 17))
        XCTAssertEqual(regular?.path, ReferenceFreeType.dejaVuSans)
        XCTAssertEqual(regular?.faceIndex, 0)
        XCTAssertEqual(regular?.familyName, "DejaVu Sans")
        XCTAssertEqual(regular?.postScriptName, "DejaVuSans")
        XCTAssertEqual(regular?.isSubstitute, false)
    }

    /// System-Bold, System-Italic and the weights of the text styles pick the family's faces.
    func testSystemVariantsAndTextStyles() {
        let resolver = FontResolver(systemFamily: "DejaVu Sans")
        let cases: [(FontDescriptor, String)] = [
            (.system(size: 17, weight: .bold), "DejaVuSans-Bold.ttf"),
            (.system(size: 17, italic: true), "DejaVuSans-Oblique.ttf"),
            (.system(size: 17, weight: .bold, italic: true), "DejaVuSans-BoldOblique.ttf"),
            // Light is nearer ExtraLight (fontconfig 40) than Book (80); semibold goes up to Bold; medium down to Book.
            (.system(size: 17, weight: .light), "DejaVuSans-ExtraLight.ttf"),
            (.system(size: 17, weight: .semibold), "DejaVuSans-Bold.ttf"),
            (.system(size: 17, weight: .medium), "DejaVuSans.ttf"),
            (TextStyle.headline.font, "DejaVuSans-Bold.ttf"),
            (TextStyle.body.font, "DejaVuSans.ttf"),
            (TextStyle.title1.font, "DejaVuSans.ttf"),
        ]
        for (font, expected) in cases {
            let resolved = resolver.resolve(font)
            XCTAssertEqual(file(resolved), expected, "\(font)")
            XCTAssertEqual(resolved?.isSubstitute, false, "\(font)")
        }
    }

    func testPostScriptFullAndFamilyNames() {
        let resolver = FontResolver()
        let cases: [(String, FontWeight, Bool, String)] = [
            ("DejaVuSans-Bold", .bold, false, "DejaVuSans-Bold.ttf"),
            ("DejaVuSansMono", .regular, false, "DejaVuSansMono.ttf"),
            ("DejaVuSerif-BoldItalic", .bold, true, "DejaVuSerif-BoldItalic.ttf"),
            ("dejavusans-oblique", .regular, true, "DejaVuSans-Oblique.ttf"),  // case-insensitive
            ("DejaVuSerif", .regular, false, "DejaVuSerif.ttf"),
            // A family name with the weight and slant as the hint says.
            ("DejaVuSansMono-Heavy", .heavy, false, "DejaVuSansMono-Bold.ttf"),
        ]
        for (name, weight, italic, expected) in cases {
            let resolved = resolver.resolve(FontDescriptor(name: name, size: 12, weight: weight, italic: italic))
            XCTAssertEqual(file(resolved), expected, name)
            XCTAssertEqual(resolved?.isSubstitute, false, name)
        }
    }

    /// A font nobody installed is fontconfig's substitute, flagged as such.
    func testUnknownFontIsASubstitute() throws {
        let resolver = FontResolver()
        let helvetica = try XCTUnwrap(resolver.resolve(FontDescriptor(name: "Helvetica", size: 24)))
        XCTAssertTrue(helvetica.isSubstitute)
        XCTAssertEqual(helvetica.familyName, "DejaVu Sans")
        let bold = try XCTUnwrap(
            resolver.resolve(FontDescriptor(name: "HelveticaNeue-Bold", size: 17, weight: .bold)))
        XCTAssertTrue(bold.isSubstitute)
        XCTAssertEqual(file(bold), "DejaVuSans-Bold.ttf")
    }

    func testSystemFamilyOption() {
        let serif = FontResolver(systemFamily: "DejaVu Serif")
        XCTAssertEqual(serif.systemFamily, "DejaVu Serif")
        XCTAssertEqual(file(serif.resolve(.system(size: 17))), "DejaVuSerif.ttf")
        XCTAssertEqual(file(serif.resolve(TextStyle.headline.font)), "DejaVuSerif-Bold.ttf")
        // Spelt as the user likes.
        XCTAssertEqual(FontResolver(systemFamily: "dejavu-serif").systemFamily, "DejaVu Serif")
    }

    func testMissingSystemFamilyFallsBackWithANote() throws {
        let resolver = FontResolver(systemFamily: "SF Pro")
        XCTAssertEqual(resolver.systemFamily, "DejaVu Sans")
        XCTAssertEqual(resolver.systemFamilyNote, "system font family 'SF Pro' not found; using 'DejaVu Sans'")
        let resolved = try XCTUnwrap(resolver.resolve(.system(size: 17)))
        XCTAssertTrue(resolved.isSubstitute)
        XCTAssertEqual(resolved.path, ReferenceFreeType.dejaVuSans)
    }

    /// `--font-dir`: a font that exists only in the user's directory is found, and can be the system family.
    func testFontDirectoryAddsFonts() throws {
        let directory = try FontFixtures.renamedDejaVuDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertEqual(FontResolver().resolve(FontDescriptor(name: "MarkupSans", size: 17))?.isSubstitute, true)

        let resolver = FontResolver(fontDirectories: [directory], systemFamily: "Markup Sans")
        XCTAssertEqual(resolver.systemFamily, "Markup Sans")
        XCTAssertNil(resolver.systemFamilyNote)
        let system = try XCTUnwrap(resolver.resolve(.system(size: 17)))
        XCTAssertEqual(system.path, (directory as NSString).appendingPathComponent("MarkupSans.ttf"))
        XCTAssertFalse(system.isSubstitute)
        let named = try XCTUnwrap(resolver.resolve(FontDescriptor(name: "MarkupSans", size: 17)))
        XCTAssertEqual(named.path, system.path)
        XCTAssertFalse(named.isSubstitute)
    }

    /// A family with Text and Display members (SF Pro's optical sizes) uses Text below 20 pt.
    func testOpticalSizeFamilies() throws {
        let directory = try FontFixtures.renamedDejaVuDirectory(
            [("MarkupSans.ttf", "Markup Text", "MarkupText"), ("MarkupDisplay.ttf", "Markup Disp", "MarkupDisp")])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let choice = SystemFamilyChoice(family: "Markup", textFamily: "Markup Text", displayFamily: "Markup Disp", isSubstitute: false)
        XCTAssertEqual(choice.family(forSize: 17), "Markup Text")
        XCTAssertEqual(choice.family(forSize: 20), "Markup Disp")
        // The resolver finds the Text member for a family given by its stem.
        let resolver = FontResolver(fontDirectories: [directory], systemFamily: "Markup")
        XCTAssertEqual(resolver.systemFamily, "Markup Text")
        XCTAssertEqual(file(resolver.resolve(.system(size: 17))), "MarkupSans.ttf")
    }

    func testFallbackForCharactersTheFontLacks() throws {
        let resolver = FontResolver()
        let sans = try XCTUnwrap(resolver.resolve(.system(size: 17)))
        // MATHEMATICAL BOLD CAPITAL A is not in DejaVu Sans; DejaVu Math TeX Gyre and DejaVu Serif Bold have it.
        let fallback = try XCTUnwrap(resolver.fallback(for: "\u{1D400}", near: sans))
        XCTAssertNotEqual(fallback.path, sans.path)
        XCTAssertTrue(fallback.path.hasPrefix(Self.dejaVu), fallback.path)
        XCTAssertNil(resolver.fallback(for: "\u{10FFFD}", near: sans))
    }

    func testConcurrentResolutionIsConsistent() {
        let resolver = FontResolver()
        let fonts: [FontDescriptor] = (0..<40).map { index in
            let weight: FontWeight = index % 2 == 0 ? .bold : .regular
            return FontDescriptor.system(size: Double(10 + index % 8), weight: weight)
        }
        let results = ConcurrentResults<ResolvedFont>()
        DispatchQueue.concurrentPerform(iterations: fonts.count) { index in
            results[index] = resolver.resolve(fonts[index])
        }
        for (index, font) in fonts.enumerated() {
            XCTAssertEqual(results[index], resolver.resolve(font))
        }
    }
}

/// Fonts made for tests: copies of DejaVu Sans with their names rewritten in place (same length, so
/// every offset in the file stays valid), which no system has installed.
enum FontFixtures {
    static func renamedDejaVuDirectory(
        _ files: [(file: String, family: String, postScript: String)] = [("MarkupSans.ttf", "Markup Sans", "MarkupSans")]
    ) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ReferenceFreeType.dejaVuSans)))
        for (file, family, postScript) in files {
            precondition(family.count == "DejaVu Sans".count && postScript.count == "DejaVuSans".count)
            var bytes = original
            for (old, new) in [("DejaVu Sans", family), ("DejaVuSans", postScript)] {
                replace(&bytes, Array(old.utf8), Array(new.utf8))
                replace(&bytes, utf16BE(old), utf16BE(new))
            }
            try Data(bytes).write(to: directory.appendingPathComponent(file))
        }
        return directory.path
    }

    private static func utf16BE(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    private static func replace(_ bytes: inout [UInt8], _ old: [UInt8], _ new: [UInt8]) {
        var index = 0
        while index + old.count <= bytes.count {
            if bytes[index..<index + old.count].elementsEqual(old) {
                bytes.replaceSubrange(index..<index + old.count, with: new)
                index += old.count
            } else {
                index += 1
            }
        }
    }
}
