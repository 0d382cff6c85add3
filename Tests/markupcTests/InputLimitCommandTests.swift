import Foundation
import XCTest

/// Issue 15, item 4 on the command line: every command refuses what it cannot read in bounded time, with
/// one reader for all (layout, render and validate agree on /dev/zero, FIFOs and `--max-input-size`).
final class InputLimitCommandTests: MarkupcProcessTestCase {
    func testMaxInputSizeRefusesLargerDocumentsInEveryCommand() throws {
        let path = try write("big.xml", "<LMColumnView>" + String(repeating: "<UIView/>", count: 200) + "</LMColumnView>")
        let message = "cannot read file '\(path)': it is larger than 1 kB (--max-input-size)"
        let layout = try markupc("layout", path, "--max-input-size", "1K")
        XCTAssertEqual(layout.status, 1)
        XCTAssertEqual(layout.stderr, "error: \(message) [MK000]\n")
        let validate = try markupc("validate", path, "--max-input-size", "1024")
        XCTAssertEqual(validate.status, 2)
        XCTAssertEqual(validate.stdout, "\(path): error: \(message) [MK000]\n1 file: 1 error, 0 warnings, 0 notes\n")
        XCTAssertEqual(try markupc("layout", path, "--max-input-size", "2K").status, 0)
        let bad = try markupc("layout", path, "--max-input-size", "lots")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderrLines.first, "Error: --max-input-size takes a positive size below 2G such as 64M, 512K or 1000, not 'lots'")
    }

    func testEndlessDeviceAndFIFOWithoutWriterEndWithAnError() throws {
        let zero = try markupc("layout", "/dev/zero")
        XCTAssertEqual(zero.status, 1)
        XCTAssertEqual(zero.stderr, "error: cannot read file '/dev/zero': it is larger than 64 MB (--max-input-size) [MK000]\n")
        let fifo = directory.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for command in ["layout", "render", "validate"] {
            let result = try markupc(command, fifo)
            XCTAssertEqual(result.status, 1, command)
            XCTAssertTrue((result.stderr + result.stdout).contains("\(fifo):1:1: error: Document is empty"), command)
        }
    }

    func testHelpStatesTheLimits() throws {
        let help = try markupc("layout", "--help").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(help.contains("--max-input-size <size> Refuse documents larger than this many bytes (a number, or with K, M or G; "
            + "default 64M). Whatever the size, elements may nest at most 256 levels deep and have at most 256 attributes each."), help)
    }
}
