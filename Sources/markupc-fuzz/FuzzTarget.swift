// The fuzz target over parse → layout → JSON and SVG (`FuzzedDocument`).
//
// Built with libFuzzer and AddressSanitizer by `scripts/fuzz` (`-sanitize=fuzzer,address -D FUZZING`), this file is
// only the entry point libFuzzer calls (libFuzzer has the `main`), and a broken promise is a crash libFuzzer saves.
// Built normally, it replays inputs: `markupc-fuzz FILE…` prints what each broke and exits 1 if any did.
import Foundation
import MarkupcFuzzing

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let problem = FuzzedDocument.brokenPromise(in: bytes) {
        // `write(contentsOf:)` reports a failed write instead of trapping; the input is saved either way.
        let standardError = FileHandle.standardError
        try? standardError.write(contentsOf: Data("markupc-fuzz: \(problem)\n".utf8))
        abort()  // libFuzzer saves the input as a crash
    }
    return 0
}
#else
@main
struct Replay {
    static func main() {
        var failed = false
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot be read")
                failed = true
                continue
            }
            let started = Date()
            let problem = FuzzedDocument.brokenPromise(in: Array(data))
            print("\(path): \(problem ?? "ok") (\(Int(Date().timeIntervalSince(started) * 1000)) ms)")
            failed = failed || problem != nil
        }
        exit(failed ? 1 : 0)
    }
}
#endif
