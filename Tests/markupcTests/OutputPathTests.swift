import Foundation
import XCTest

/// Where output goes (issue 15, item 1): links and special files are written through, regular files are
/// replaced atomically, and a failed write is exit status 2 with the system's reason in plain words.
final class OutputPathTests: MarkupcProcessTestCase {
    static let document = #"<LMColumnView><UIView height="10"/></LMColumnView>"#

    private func attributes(_ name: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
    }

    func testSymbolicLinkToDevNullIsWrittenThroughForEveryOutputOption() throws {
        let path = try write("view.xml", Self.document)
        let link = directory.appendingPathComponent("mynull").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        for arguments in [
            ["preview", path, "-o", link], ["render", path, "-o", link], ["schema", "-o", link],
            ["validate", path, "--reporter", "sarif:" + link],
        ] {
            let result = try markupc(arguments: arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(try attributes("mynull")[.type] as? FileAttributeType, .typeSymbolicLink, "\(arguments)")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "/dev/null")
        }
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a character device")
    }

    /// An output that is a file the command reads, under whatever name, is refused with exit status 2
    /// and the input is left as it was (it was once overwritten by the SVG or the report).
    func testAnOutputThatIsAnInputIsRefused() throws {
        let path = try write("view.xml", Self.document)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("alias.svg").path, withDestinationPath: "view.xml")
        for (arguments, output) in [
            (["render", path, "-o", path], path), (["render", path, "-o", "alias.svg"], "alias.svg"),
            (["preview", path, "-o", path], path), (["validate", path, "--reporter", "sarif:" + path], path),
        ] {
            let result = try markupc(arguments: arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(
                result.stderr, "markupc: error: the output '\(output)' is the input '\(path)'; markupc does not write over a file it reads\n",
                "\(arguments)")
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), Self.document, "\(arguments)")
        }
    }

    func testSymbolicLinkToRegularFileKeepsTheLinkAndReplacesItsTarget() throws {
        let path = try write("view.xml", Self.document)
        let target = try write("real.svg", "old")
        XCTAssertEqual(chmod(target, 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.svg").path, withDestinationPath: "real.svg")
        let result = try markupc("render", path, "-o", "link.svg")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try attributes("link.svg")[.type] as? FileAttributeType, .typeSymbolicLink)
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<?xml"))
        XCTAssertEqual(try attributes("real.svg")[.posixPermissions] as? Int, 0o640, "the file keeps its permissions")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".real") }, [],
                       "no temporary file is left behind")
    }

    func testFIFOIsWrittenThroughNotReplaced() throws {
        let fifo = directory.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat pipe > received"]
        reader.currentDirectoryURL = directory
        try reader.run()
        let result = try markupc("schema", "--format", "xsd", "-o", fifo)
        XCTAssertEqual(result.status, 0, result.stderr)
        reader.waitUntilExit()
        let received = try String(contentsOf: directory.appendingPathComponent("received"), encoding: .utf8)
        XCTAssertTrue(received.hasPrefix("<?xml"), received)
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO, not a regular file")
    }

    /// `-o /dev/stdout` with standard output redirected to a file writes into that file through the descriptor.
    func testDevStdoutOnARegularFileIsWrittenThrough() throws {
        let output = try write("out.rng", "")
        let result = try MarkupcBinary.run(["schema", "-o", "/dev/stdout"], in: directory, standardOutput: output)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<?xml"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".out") }, [])
    }

    func testNewFileIsCreatedWithUmaskPermissionsAndNoTemporaryLeft() throws {
        let path = try write("view.xml", Self.document)
        let result = try markupc("render", path, "-o", "out.svg")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try attributes("out.svg")[.type] as? FileAttributeType, .typeRegular)
        let mask = umask(0o022)
        umask(mask)
        XCTAssertEqual(try attributes("out.svg")[.posixPermissions] as? Int, Int(0o666 & ~mask))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().filter { !$0.hasPrefix(".std") },
                       ["out.svg", "view.xml"])
    }

    /// `render DOC > /dev/full` and `validate --format sarif > /dev/full` used to crash with signal 4.
    func testFullStandardOutputIsExitTwoWithThePlainReason() throws {
        let path = try write("view.xml", Self.document)
        for arguments in [
            ["render", path], ["validate", "--format", "sarif", path], ["layout", path, "--format", "json"],
            ["preview", path], ["schema"], ["devices"], ["validate", "--list-rules"], ["layout", "--help"],
        ] {
            let result = try MarkupcBinary.run(arguments, in: directory, standardOutput: "/dev/full")
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderrLines.last, "markupc: error: cannot write to standard output: No space left on device", "\(arguments)")
        }
    }

    /// The language server's answers go through the same writer as every other output: an answer
    /// that cannot be written ends the server with status 2 and the plain reason.
    func testLanguageServerThatCannotAnswerIsExitTwoWithThePlainReason() throws {
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#
        let input = try write("messages", "Content-Length: \(initialize.utf8.count)\r\n\r\n\(initialize)")
        let result = try MarkupcBinary.run(["lsp"], in: directory, standardOutput: "/dev/full", standardInput: input)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.last, "markupc lsp: cannot write to standard output: No space left on device")
    }

    func testFailedFileWritesNameThePathAndTheReason() throws {
        let path = try write("view.xml", Self.document)
        let missing = try markupc("render", path, "-o", "no/such/dir/out.svg")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "markupc: error: cannot write to no/such/dir/out.svg: No such file or directory\n")
        let report = try markupc("validate", path, "--reporter", "junit:/dev/full")
        XCTAssertEqual(report.status, 2)
        XCTAssertEqual(report.stderrLines.last, "markupc: error: junit report: cannot write to /dev/full: No space left on device")
        let folder = try markupc("schema", "-o", ".")
        XCTAssertEqual(folder.status, 2)
        XCTAssertEqual(folder.stderr, "markupc: error: cannot write to .: Is a directory\n")
    }
}
