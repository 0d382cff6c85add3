import ArgumentParser
import Diagnostics
import Foundation
import LayoutTree

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Check markup files (and every *.xml below directories) for CI.")

    @Argument(help: "Files or directories.")
    var paths: [String]

    @OptionGroup var documentArguments: DocumentArguments

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func run() throws {
        let files = try MarkupFileFinder.files(in: paths)
        let compiler = try CommandSupport.compiler(documentArguments, screen: Device.standard.screen(orientation: .portrait))
        let results = ResultSlots<CompiledDocument>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results.store(compiler.compile(fileAtPath: files[index]), at: index)
        }
        var errors = 0, warnings = 0
        for document in results.values {
            CommandSupport.print(document.diagnostics)
            errors += document.diagnostics.errorCount
            warnings += document.diagnostics.warningCount
        }
        print("\(files.count) files: \(errors) errors, \(warnings) warnings")
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }
}

/// Files named on the command line, and every `*.xml` below directories, in a stable order.
enum MarkupFileFinder {
    static func files(in paths: [String]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                CommandSupport.printError("cannot read '\(path)': no such file or directory")
                throw ExitCode(2)
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let enumerator = manager.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".xml") { found.append((path as NSString).appendingPathComponent(relative)) }
            }
            files += found.sorted()
        }
        return files
    }
}

/// Results of parallel work, one slot per input, written under a lock.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
