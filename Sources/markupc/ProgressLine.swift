import Foundation

/// `[12/400] Screens/Login.xml` on standard error during long runs, rewritten in place: only when
/// standard error is a terminal and `CI` is not set, so logs and pipes get no progress lines.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private var done = 0
    private let lock = NSLock()
    let isShown: Bool

    init(total: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.total = total
        isShown = total > 1 && isatty(STDERR_FILENO) == 1 && environment["CI"] == nil
    }

    /// One more file is done.
    func advance(_ path: String) {
        guard isShown else { return }
        lock.lock()
        done += 1
        let line = "[\(done)/\(total)] \(path)"
        lock.unlock()
        // Erase the line (ESC [ K) and write over it.
        OutputFile.writeStandardError("\r\u{1B}[K\(line)")
    }

    /// Clears the line before the results are printed.
    func finish() {
        guard isShown else { return }
        OutputFile.writeStandardError("\r\u{1B}[K")
    }
}
