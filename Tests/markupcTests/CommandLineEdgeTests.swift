import Foundation
import XCTest

/// The command line as a new user meets it: --version, completions, negative sizes, misspelt devices,
/// the usage line after an error, --shard, and progress only on a terminal.
final class CommandLineEdgeTests: MarkupcProcessTestCase {
    private static let document = "<LMColumnView>\n    <UIView height=\"10\"/>\n</LMColumnView>\n"

    func testVersion() throws {
        let result = try markupc("--version")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "0.17.0\n")
    }

    func testCompletionScriptsForEachShellKnowTheSubcommands() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try markupc("--generate-completion-script", shell)
            XCTAssertEqual(result.status, 0, shell)
            for subcommand in ["layout", "validate", "snapshot", "render", "preview"] {
                XCTAssertTrue(result.stdout.contains(subcommand), "\(shell) completions lack \(subcommand)")
            }
        }
    }

    /// The README promises completion of option values: devices, enumerations and file names.
    func testCompletionScriptsCompleteOptionValuesAndFiles() throws {
        let bash = try markupc("--generate-completion-script", "bash")
        for value in ["iphone-15", "landscape", "controller", "accessibilityXLarge", "sarif", "tvOS"] {
            XCTAssertTrue(bash.stdout.contains(value), "bash completions lack \(value)")
        }
        XCTAssertTrue(bash.stdout.contains("xml"), "file arguments complete *.xml")
        let fish = try markupc("--generate-completion-script", "fish")
        XCTAssertTrue(fish.stdout.contains("iphone-se"), "fish completions lack the devices")
    }

    func testAnUnknownPlatformIsRefused() throws {
        let path = try write("View.xml", Self.document)
        let result = try markupc("layout", path, "--platform", "macOS")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.first, "Error: --platform must be iOS or tvOS, not 'macOS'")
    }

    func testNegativeSizesAreNotPositiveRatherThanMissing() throws {
        let path = try write("View.xml", Self.document)
        let width = try markupc("layout", path, "--width", "-5", "--height", "100")
        XCTAssertEqual(width.status, 2)
        XCTAssertEqual(width.stderrLines, [
            "Error: --width must be a positive number of points up to 10000000, not '-5'",
            "Usage: markupc layout [<options>] <file>",
            "  See 'markupc layout --help' for more information.",
        ])
        let height = try markupc("render", path, "--device", "ipad", "--height", "-0.5")
        XCTAssertEqual(height.status, 2)
        XCTAssertEqual(height.stderrLines.first, "Error: --height must be a positive number of points up to 10000000, not '-0.5'")
        XCTAssertEqual(height.stderrLines.dropFirst().first, "Usage: markupc render [<options>] <file>")
    }

    /// A subcommand's call is parsed by the subcommand alone when it can be (`Markupc.parsedBySubcommand`);
    /// what it cannot parse goes through the root, whose messages name `markupc layout`.
    func testSubcommandsParsedOnTheirOwnKeepTheRootsMessages() throws {
        let path = try write("View.xml", Self.document)
        let parsed = try markupc("layout", path, "--width", "100", "--height", "50", "--format", "text")
        XCTAssertEqual(parsed.status, 0)
        XCTAssertEqual(parsed.stdout, "screen 100x50 @1x portrait\nLMColumnView (0, 0, 100, 50)\n  UIView (16, 0, 68, 10)\n")
        let unknown = try markupc("layout", path, "--bogus")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderrLines, [
            "Error: Unknown option '--bogus'. Did you mean '--fonts'?",
            "Usage: markupc layout [<options>] <file>",
            "  See 'markupc layout --help' for more information.",
        ])
        let help = try markupc("layout", "--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: markupc layout [<options>] <file>"), help.stdout)
    }

    /// §2.1: conflicting required sizes are an error (exit 1), yet the document is laid out, `width` winning.
    func testConflictingSizesAreAnErrorAndStillLaidOut() throws {
        let path = try write("Conflict.xml", "<LMColumnView>\n<UIView width=\"100\" maximumWidth=\"50\"/>\n</LMColumnView>\n")
        let result = try markupc("layout", path, "--width", "300", "--height", "200")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "screen 300x200 @1x portrait\nLMColumnView (0, 0, 300, 200)\n  UIView (16, 0, 100, 200)\n")
        XCTAssertEqual(result.stderrLines, ["\(path):2:1: error: maximumWidth 50 conflicts with width 100; width wins [MK018]"])
    }

    /// A negative `width` or `maximumHeight` contradicts the size that is never negative, another required rule:
    /// an error like the other conflicts of §2.1, the declared value still winning. Before, the view came out
    /// -50 wide with no word (found by a new user's trial).
    func testANegativeSizeIsAConflict() throws {
        let path = try write("Negative.xml", "<LMColumnView>\n<UIView width=\"-50\" maximumHeight=\"-2\"/>\n</LMColumnView>\n")
        let result = try markupc("layout", path, "--width", "300", "--height", "200")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderrLines, [
            "\(path):2:1: error: width -50 is negative; a view is never less than 0 pt wide, and width wins [MK018]",
            "\(path):2:1: error: maximumHeight -2 is negative; a view is never less than 0 pt high, and maximumHeight wins [MK018]",
        ])
    }

    /// An unknown colour name (MK009) is a note unless the app's colours are given (`--colors`, `--resources`),
    /// in `layout` as in `validate`: the app's Colors.plist or asset catalog may define it (§1.3). Before, `layout`,
    /// `render` and `snapshot` said warning where `validate` said note (found by a new user's trial).
    func testAnUnknownColourNameIsANoteUnlessTheColoursAreGiven() throws {
        let path = try write("Colour.xml", "<UILabel text=\"x\" textColor=\"fireBrick\"/>\n")
        let message = "invalid value 'fireBrick' for attribute 'textColor': expected a colour (#rrggbb, #rrggbbaa or a colour name) [MK009]"
        XCTAssertEqual(try markupc("layout", path).stderrLines, ["\(path):1:30: note: \(message)"])
        XCTAssertEqual(try markupc("validate", path).stdout.split(separator: "\n").first.map(String.init), "\(path):1:30: note: \(message)")
        let colors = try write("Colors.json", "{\"brand\": \"#102030\"}")
        XCTAssertEqual(try markupc("layout", path, "--colors", colors).stderrLines, ["\(path):1:30: warning: \(message)"])
    }

    func testMisspeltDevicesSuggestTheClosestName() throws {
        let path = try write("View.xml", Self.document)
        let layout = try markupc("layout", path, "--device", "iphone15")
        XCTAssertEqual(layout.status, 2)
        XCTAssertEqual(layout.stderrLines, [
            "Error: unknown device 'iphone15' (did you mean 'iphone-15'?); `markupc devices` lists them",
            "Usage: markupc layout [<options>] <file>",
            "  See 'markupc layout --help' for more information.",
        ])
        let preview = try markupc("preview", path, "--devices", "iphone-se,ipda")
        XCTAssertEqual(preview.stderrLines.first, "Error: unknown device 'ipda' (did you mean 'ipad'?); `markupc devices` lists them")
        let validate = try markupc("validate", path, "--devices", "iphone-15-pro-mx")
        XCTAssertEqual(
            validate.stderrLines.first,
            "Error: --devices: unknown device 'iphone-15-pro-mx' (did you mean 'iphone-15-pro-max'?); `markupc devices` lists them")
        let nothingClose = try markupc("layout", path, "--device", "galaxy")
        XCTAssertEqual(nothingClose.stderrLines.first, "Error: unknown device 'galaxy'; `markupc devices` lists them")
    }

    /// Sorted paths dealt round-robin: A, C, E in part 1 of 2; B, D in part 2.
    func testValidateShardsTakeEveryFileOnce() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("screens"), withIntermediateDirectories: true)
        for name in ["E", "B", "D", "A", "C"] { try write("screens/\(name).xml", Self.document) }
        var parts: [[String]] = []
        for shard in ["1/2", "2/2"] {
            let result = try markupc("validate", "screens", "--no-layout", "--format", "json", "--shard", shard)
            XCTAssertEqual(result.status, 0, result.stderr)
            let files = try XCTUnwrap(try json(result)["files"] as? [[String: Any]])
            parts.append(files.compactMap { $0["path"] as? String })
        }
        XCTAssertEqual(parts, [["screens/A.xml", "screens/C.xml", "screens/E.xml"], ["screens/B.xml", "screens/D.xml"]])
        XCTAssertEqual(try markupc("validate", "screens", "--shard", "2/1").status, 2)
    }

    /// Progress is drawn on a terminal (a pseudo-terminal from `script`), not into files or with CI set.
    func testProgressOnlyOnATerminalOutsideCI() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("screens"), withIntermediateDirectories: true)
        for name in ["A", "B"] { try write("screens/\(name).xml", Self.document) }
        let piped = try markupc("validate", "screens", "--no-layout")
        XCTAssertEqual(piped.stderr, "", "no progress into a file")

        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal")
        let binary = try MarkupcBinary.executable().path
        func onTerminal(_ environment: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", "env \(environment) \(binary) validate screens --no-layout > /dev/null", "/dev/null"]
            process.currentDirectoryURL = directory
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let terminal = try onTerminal("-u CI")
        XCTAssertTrue(terminal.contains("[1/2] screens/"), terminal)
        XCTAssertTrue(terminal.contains("[2/2] screens/"), terminal)
        XCTAssertTrue(terminal.hasSuffix("\r\u{1B}[K"), "the line is cleared at the end: \(terminal.debugDescription)")
        XCTAssertEqual(try onTerminal("CI=true"), "")
    }
}

/// `.markupc.yml`'s `included`/`excluded` choose the files `validate` and `snapshot` find in directories.
final class ConfiguredFilesTests: MarkupcProcessTestCase {
    func testExcludedFilesAreLeftOutUnlessNamed() throws {
        for folder in ["app/Screens/Legacy", "app/Other"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let view = "<LMColumnView>\n    <UIView height=\"10\"/>\n</LMColumnView>\n"
        for name in ["Screens/A.xml", "Screens/Legacy/Old.xml", "Screens/BGenerated.xml", "Other/C.xml"] {
            try write("app/\(name)", view)
        }
        try write("app/.markupc.yml", "included: [Screens]\nexcluded: [Screens/Legacy, \"**/*Generated.xml\"]\n")
        func paths(_ arguments: String...) throws -> [String] {
            let result = try markupc(arguments: ["validate", "--no-layout", "--format", "json"] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            return (try json(result)["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        }
        XCTAssertEqual(try paths("app"), ["app/Screens/A.xml"])
        XCTAssertEqual(try paths("app", "app/Screens/Legacy/Old.xml"), ["app/Screens/A.xml", "app/Screens/Legacy/Old.xml"])
        let snapshot = try markupc("snapshot", "app", "--devices", "iphone-se-1")
        XCTAssertEqual(snapshot.stderr, "1 snapshot: 1 written, 0 updated, 0 unchanged, 0 differ\n")
    }
}
