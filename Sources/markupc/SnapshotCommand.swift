import ArgumentParser
import Diagnostics
import Foundation
import LayoutTree
import Lint
import MarkupParser

/// `markupc snapshot PATH…`: golden frame files (`FrameSnapshot`), one per document at
/// `__snapshots__/Foo.frames.txt` beside `Foo.xml`. As Jest's snapshots: missing files are written and
/// existing ones compared (a difference fails); `--check` writes nothing (a missing file fails too);
/// `--update` rewrites what differs. Differences are printed as unified diffs on standard output.
/// Exit status: 0 all match, 1 differences or documents that cannot be laid out, 2 usage or I/O errors.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot", _superCommandName: Markupc.name,
        abstract: "Write or check golden frame files (__snapshots__/Foo.frames.txt beside Foo.xml).",
        discussion: """
            Each file lists every view's frame on each screen, one line per view (element:line #id (x, y, width, \
            height)), indented under its parent; its header names the screens and the font files the text was \
            measured with. `markupc validate` reports a document whose frames differ from its file (MK050).
            """)

    @Argument(help: "Files or directories (every *.xml below).", completion: .file(extensions: ["xml"]))
    var paths: [String] = []

    @Flag(help: "Compare with the files present and write nothing; a missing file is a difference.")
    var check = false

    @Flag(help: "Rewrite the files that differ, and write the missing ones.")
    var update = false

    @Option(
        help: ArgumentHelp(
            "Devices, comma-separated, or 'all' (default: iphone-se-1,iphone-15-pro-max,ipad; for an existing "
                + "file, the screens it names).", valueName: "list"))
    var devices: String?

    @Option(help: "portrait, landscape or both (default: portrait).")
    var orientations: String?

    @Option(help: "controller (a view controller's root view: safe area + system margins) or plain.", completion: .rootModes)
    var root: String = "controller"

    @Option(help: ArgumentHelp("Take the K-th of N parts of the files (sorted by path, dealt round-robin).", valueName: "K/N"))
    var shard: FileShard?

    @Option(help: "Configuration file whose included/excluded apply (default: the nearest .markupc.yml above each file).", completion: .file())
    var config: String?

    @OptionGroup var documentArguments: DocumentArguments
    @OptionGroup var measurementOptions: MeasurementOptions

    static let standardDevices = "iphone-se-1,iphone-15-pro-max,ipad"

    func validate() throws {
        if check && update { throw ValidationError("--check and --update exclude each other") }
        if let orientations, !["portrait", "landscape", "both"].contains(orientations) {
            throw ValidationError("--orientations must be 'portrait', 'landscape' or 'both', not '\(orientations)'")
        }
    }

    func run() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one file or directory") }
        guard let rootMode = RootMode(rawValue: root) else { throw ValidationError("--root must be 'controller' or 'plain'") }
        let chosenScreens = try screens()
        let files = try ConfiguredFiles.select(paths, config: config, shard: shard, registry: .standard).map(\.path)
        let options = try LintOptions(
            documentArguments: documentArguments, measurementOptions: measurementOptions, rootMode: rootMode, sharesImageLookups: true)
        let progress = ProgressLine(total: files.count)
        var tally = Tally()
        var documentErrors = false
        for file in files {
            let (outcome, hasErrors) = try snapshot(file, screens: chosenScreens, options: options)
            progress.advance(file)
            tally.count(outcome)
            documentErrors = documentErrors || hasErrors
        }
        progress.finish()
        OutputFile.writeStandardError(tally.summary + "\n")
        // A document with errors fails the run, as in `layout` and `validate`, though its snapshot
        // is written or compared all the same (the frames are what the layout gives).
        if tally.failed || documentErrors { throw ExitCode(1) }
    }

    enum Outcome { case unchanged, written, updated, differs, missing, failed }

    /// The snapshot's outcome, and whether the document has errors.
    private func snapshot(_ file: String, screens chosen: [MatrixScreen]?, options: LintOptions) throws -> (Outcome, hasErrors: Bool) {
        var bag = DiagnosticBag()
        let outcome = try snapshot(file, screens: chosen, options: options, diagnostics: &bag)
        return (outcome, bag.hasErrors)
    }

    private func snapshot(
        _ file: String, screens chosen: [MatrixScreen]?, options: LintOptions, diagnostics bag: inout DiagnosticBag
    ) throws -> Outcome {
        let snapshotPath = FrameSnapshot.path(forDocument: file)
        let existing = FileManager.default.contents(atPath: snapshotPath).map { String(decoding: $0, as: UTF8.self) }
        let screens = chosen ?? existing.flatMap(FrameSnapshot.screens(inSnapshot:)) ?? Self.defaultScreens
        let markup = MarkupParser.parse(fileAtPath: file, diagnostics: &bag)
        // The parser's problems (unreadable file, malformed XML) belong to MK000, as in every command.
        bag.assignUnassigned(to: .unreadableMarkup)
        guard let markup else {
            CommandSupport.print(bag)
            return .failed
        }
        let made = FrameSnapshot.make(markup, path: file, screens: screens, options: options)
        for diagnostic in made.diagnostics { bag.append(diagnostic) }
        CommandSupport.print(bag)
        guard let text = made.text else { return .failed }
        guard let existing else {
            if check {
                CommandSupport.printError("\(snapshotPath): no snapshot (run `markupc snapshot` to write it)")
                return .missing
            }
            try write(text, to: snapshotPath)
            return .written
        }
        guard let diff = UnifiedDiff.text(from: existing, to: text, oldName: snapshotPath, newName: "\(file) (now)") else {
            return .unchanged
        }
        if update {
            try write(text, to: snapshotPath)
            return .updated
        }
        try OutputFile.write(diff, to: nil)
        return .differs
    }

    /// The screens of `--devices`/`--orientations`; nil when neither is given (each file's own, or the default).
    private func screens() throws -> [MatrixScreen]? {
        guard devices != nil || orientations != nil else { return nil }
        return try Self.screens(devices: devices ?? Self.standardDevices, orientations: orientations ?? "portrait")
    }

    static var defaultScreens: [MatrixScreen] {
        (try? screens(devices: standardDevices, orientations: "portrait")) ?? DeviceMatrix.standard.screens
    }

    private static func screens(devices: String, orientations: String) throws -> [MatrixScreen] {
        let wanted: [Screen.Orientation] = orientations == "both" ? [.portrait, .landscape] : orientations == "landscape" ? [.landscape] : [.portrait]
        let matrix: DeviceMatrix
        do {
            matrix = try DeviceMatrix.parse([devices])
        } catch {
            throw ValidationError("--devices: \(error)")
        }
        var seen: [MatrixScreen] = []
        for screen in matrix.screens {
            for orientation in wanted {
                let candidate = MatrixScreen(device: screen.device, orientation: orientation)
                if !seen.contains(candidate) { seen.append(candidate) }
            }
        }
        return seen
    }

    private func write(_ text: String, to path: String) throws {
        do {
            let directory = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try AtomicFileWriter.write(Data(text.utf8), to: path)
        } catch {
            CommandSupport.printError("cannot write '\(path)': \(error)")
            throw ExitCode(2)
        }
    }

    /// `3 snapshots: 1 written, 0 updated, 1 unchanged, 1 differs`.
    private struct Tally {
        var counts: [Outcome: Int] = [:]

        mutating func count(_ outcome: Outcome) { counts[outcome, default: 0] += 1 }

        var failed: Bool { counts[.differs, default: 0] + counts[.missing, default: 0] + counts[.failed, default: 0] > 0 }

        var summary: String {
            let total = counts.values.reduce(0, +)
            var parts = ["\(counts[.written, default: 0]) written", "\(counts[.updated, default: 0]) updated",
                "\(counts[.unchanged, default: 0]) unchanged", "\(counts[.differs, default: 0]) differ"]
            if let missing = counts[.missing] { parts.append("\(missing) missing") }
            if let failed = counts[.failed] { parts.append("\(failed) not laid out") }
            return "\(total) snapshot\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        }
    }
}
