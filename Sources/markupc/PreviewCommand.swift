import ArgumentParser
import Diagnostics
import Foundation
import LayoutTree
import Lint
import Rendering

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", _superCommandName: Markupc.name,
        abstract: "Write one self-contained HTML page with the screen on several devices, portrait and landscape, and the diagnostics.")

    @Argument(help: "The markup file.", completion: .file(extensions: ["xml"]))
    var file: String

    @Option(help: "Comma-separated devices (see `markupc devices`), or all.", completion: .devices)
    var devices: String = "iphone-se,iphone-15,ipad"

    @OptionGroup var documentArguments: DocumentArguments
    @OptionGroup var measurementOptions: MeasurementOptions
    @OptionGroup var renderingArguments: RenderingArguments

    @Flag(help: "Lay out right-to-left.")
    var rtl = false

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write (default: standard output; required with --watch).", completion: .file(extensions: ["html"]))
    var output: String?

    @Flag(help: "Regenerate the page whenever the document, its tables or its images change (polls; stop with Ctrl-C).")
    var watch = false

    @Option(help: "Seconds between checks for changes with --watch.")
    var interval: Double = 0.5

    /// For tests: stop watching after this many regenerations.
    @Option(help: .hidden)
    var watchLimit: Int?

    func validate() throws {
        if watch && output == nil { throw ValidationError("--watch needs -o FILE") }
        guard interval > 0 else { throw ValidationError("--interval must be positive") }
    }

    func run() throws {
        try OutputFile.checkDistinct(output, from: [file] + documentArguments.tableFiles)
        let chosen = try devices.split(separator: ",").flatMap { (name: Substring) throws -> [Device] in
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            // `all`, as validate and snapshot take it.
            if trimmed.lowercased() == "all" { return Device.all }
            do {
                return [try Device.lookUp(trimmed)]
            } catch {
                throw ValidationError("\(error)")
            }
        }
        guard !chosen.isEmpty else { throw ValidationError("--devices names no device") }
        let pipeline = try RenderPipeline(
            file: file, documentArguments: documentArguments, measurement: measurementOptions, rendering: renderingArguments,
            rightToLeft: documentArguments.isRightToLeft(rtl: rtl))

        var page = try generate(pipeline, chosen)
        try write(page)
        guard watch, let output else {
            if page.hasErrors { throw ExitCode(1) }
            return
        }
        note("wrote \(output); watching \(page.watched.count) file\(page.watched.count == 1 ? "" : "s") (Ctrl-C to stop)")
        var watcher = FileWatcher(paths: page.watched)
        var seen = watcher.snapshot()
        var regenerations = 0
        while watchLimit.map({ regenerations < $0 }) ?? true {
            Thread.sleep(forTimeInterval: interval)
            let now = watcher.snapshot()
            let changed = watcher.changes(from: seen, to: now)
            guard !changed.isEmpty else { continue }
            seen = now
            let started = Date()
            do {
                page = try generate(pipeline, chosen)
                try write(page)
                let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
                note("\(changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")) changed: wrote \(output) (\(milliseconds) ms)")
            } catch {
                // An exit status was printed as it was thrown; anything else says what it is.
                let reason = error is ExitCode ? " (see above)" : ": \(error)"
                note("\(changed.joined(separator: ", ")) changed but the page could not be made\(reason)")
            }
            regenerations += 1
            // The images drawn may have changed with the document.
            if Set(page.watched) != Set(watcher.paths) {
                watcher = FileWatcher(paths: page.watched)
                seen = watcher.snapshot()
            }
        }
    }

    /// Points: a screen larger than this on its long side is scaled down on the page.
    static let largestShownSide = 932.0

    private struct Page {
        var html: String
        var hasErrors: Bool
        var watched: [String]
    }

    /// The page of every screen; for a document with no view to lay out, the page of its
    /// diagnostics alone (while watching, the browser shows what broke, not the last good page).
    private func generate(_ pipeline: RenderPipeline, _ devices: [Device]) throws -> Page {
        do {
            return try generateScreens(pipeline, devices)
        } catch let failed as RenderPipeline.NotLaidOut {
            let html = PreviewPage.html(
                document: (file as NSString).lastPathComponent, screens: [], diagnostics: failed.diagnostics.diagnostics,
                refreshSeconds: refreshSeconds)
            return Page(html: html, hasErrors: true, watched: pipeline.watchedPaths(usedFiles: []))
        }
    }

    private var refreshSeconds: Int? { watch ? max(1, Int(interval.rounded(.up))) : nil }

    private func generateScreens(_ pipeline: RenderPipeline, _ devices: [Device]) throws -> Page {
        var screens: [PreviewScreen] = []
        var diagnostics: [Diagnostic] = []
        var used: [String] = []
        var hasErrors = false
        for (deviceIndex, device) in devices.enumerated() {
            for orientation in [Screen.Orientation.portrait, .landscape] {
                let screen = device.screen(orientation: orientation, iosVersion: measurementOptions.iosVersion)
                let prefix = "d\(deviceIndex)\(orientation == .portrait ? "p" : "l")-"
                // Large screens are shown smaller, so that a page holds them side by side.
                let display = min(1, Self.largestShownSide / max(screen.width, screen.height))
                let result = try pipeline.render(
                    on: screen, chrome: renderingArguments.chrome ? device.chrome : nil, idPrefix: prefix, displayScale: display)
                var detail = "\(orientation.rawValue), \(formatPoints(screen.width)) × \(formatPoints(screen.height)) pt @\(formatPoints(screen.scale))x"
                if display < 1 { detail += ", shown at \(Int((display * 100).rounded())) %" }
                screens.append(PreviewScreen(device: device.name, detail: detail, svg: result.svg))
                diagnostics += result.diagnostics.diagnostics
                hasErrors = hasErrors || result.diagnostics.hasErrors
                used += result.usedFiles.filter { !used.contains($0) }
            }
        }
        // The layout rules `validate` runs (content that does not fit, truncated labels, views off the screen
        // or of no size, MK030–MK037) on the same devices, which the drawing alone does not report.
        let lint = try LintOptions(
            validating: documentArguments, measurementOptions: measurementOptions, rootMode: pipeline.rootMode, devices: self.devices,
            layout: true, sharesImageLookups: false)
        diagnostics += Linter(options: lint).lint(fileAtPath: file).diagnostics.filter { $0.location?.file != nil }
        var unique = DiagnosticBag()
        var seen: Set<String> = []
        for diagnostic in diagnostics where seen.insert(diagnostic.description).inserted { unique.append(diagnostic) }
        hasErrors = hasErrors || unique.hasErrors
        CommandSupport.print(unique)
        let html = PreviewPage.html(
            document: (file as NSString).lastPathComponent, screens: screens, diagnostics: unique.diagnostics,
            refreshSeconds: refreshSeconds)
        return Page(html: html, hasErrors: hasErrors, watched: pipeline.watchedPaths(usedFiles: used))
    }

    private func write(_ page: Page) throws {
        // Replaced atomically, so a browser never reads half a page.
        try OutputFile.write(page.html, to: output)
    }

    private func note(_ message: String) {
        OutputFile.writeStandardError("markupc: \(DiagnosticText.escaped(message))\n")
    }
}
