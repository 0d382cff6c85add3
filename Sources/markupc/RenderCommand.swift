import ArgumentParser
import Diagnostics
import Foundation
import LayoutOutput
import LayoutTree
import Lint
import Rendering
import TextMetrics

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", _superCommandName: Markupc.name,
        abstract: "Draw the screen of a document as a standalone SVG picture (one unit per point).")

    @Argument(help: "The markup file.", completion: .file(extensions: ["xml"]))
    var file: String

    @OptionGroup var screenOptions: ScreenOptions
    @OptionGroup var documentArguments: DocumentArguments
    @OptionGroup var measurementOptions: MeasurementOptions
    @OptionGroup var renderingArguments: RenderingArguments

    @Option(name: [.short, .customLong("output")], help: "The SVG file to write (default: standard output).", completion: .file(extensions: ["svg"]))
    var output: String?

    func run() throws {
        try OutputFile.checkDistinct(output, from: [file] + documentArguments.tableFiles)
        let screen = try screenOptions.screen(iosVersion: measurementOptions.iosVersion)
        var pipeline = try RenderPipeline(
            file: file, documentArguments: documentArguments, measurement: measurementOptions, rendering: renderingArguments,
            rightToLeft: documentArguments.isRightToLeft(rtl: screenOptions.rtl))
        pipeline.approximatesLargeRegions = !screenOptions.exact
        let chrome = renderingArguments.chrome ? try screenOptions.chosenDevice()?.chrome : nil
        let rendered: RenderPipeline.Result
        do {
            rendered = try pipeline.render(on: screen, chrome: chrome, idPrefix: "")
        } catch is RenderPipeline.NotLaidOut {
            throw ExitCode(1)
        }
        CommandSupport.print(rendered.diagnostics)
        try OutputFile.write(rendered.svg, to: output)
        if rendered.diagnostics.hasErrors { throw ExitCode(1) }
    }
}

/// Options of drawing, shared by `render` and `preview`.
struct RenderingArguments: ParsableArguments {
    @Option(help: "controller (a view controller's root view: safe area + system margins) or plain.", completion: .rootModes)
    var root: String = "controller"

    @Flag(help: "Write every glyph as an outline from the font file (FreeType), not as <text>: exact without the font.")
    var textAsPaths = false

    @Flag(help: "Overlay every frame's outline and its element name and id.")
    var debug = false

    @Flag(help: "Draw the device's status bar, notch or Dynamic Island and home indicator over the screen.")
    var chrome = false
}

/// One document through compile → layout → render, for any number of screens. Text and images
/// are measured as `layout` measures them (the same `MeasurementOptions`), so the picture shows
/// exactly the frames `layout` prints, drawn with the font and image files that were measured.
struct RenderPipeline {
    let file: String
    let documentArguments: DocumentArguments
    let measurement: MeasurementOptions
    let rendering: RenderingArguments
    let rightToLeft: Bool
    let rootMode: RootMode
    /// False: `--exact` (`LayoutEngine.approximatesLargeRegions`).
    var approximatesLargeRegions = true

    init(
        file: String, documentArguments: DocumentArguments, measurement: MeasurementOptions, rendering: RenderingArguments,
        rightToLeft: Bool
    ) throws {
        guard let rootMode = RootMode(rawValue: rendering.root) else {
            throw ValidationError("--root must be 'controller' or 'plain'")
        }
        try CommandSupport.requireReadableFile(file)
        self.file = file
        self.documentArguments = documentArguments
        self.measurement = measurement
        self.rendering = rendering
        self.rightToLeft = rightToLeft
        self.rootMode = rootMode
    }

    struct Result {
        var svg: String
        /// The document's diagnostics for this screen, the measurement's warnings, then what drawing noticed.
        var diagnostics: DiagnosticBag
        /// Files the picture depends on besides the document: the documents it includes and the images drawn.
        var usedFiles: [String]
    }

    /// A document with no view to lay out (an unreadable file, malformed markup), with its
    /// diagnostics, printed already.
    struct NotLaidOut: Error {
        var diagnostics: DiagnosticBag
    }

    /// `chrome`: what the device draws over the screen (`--chrome`), nil for none.
    /// Throws `NotLaidOut` for a document with no view to lay out.
    func render(on screen: Screen, chrome: DeviceChrome? = nil, idPrefix: String, displayScale: Double = 1) throws -> Result {
        let compiler = try CommandSupport.compiler(
            documentArguments, screen: screen, rightToLeft: rightToLeft, resources: measurement.resources)
        let document = compiler.compile(fileAtPath: file)
        var diagnostics = document.diagnostics
        guard let root = document.root else {
            CommandSupport.print(diagnostics)
            throw NotLaidOut(diagnostics: diagnostics)
        }
        for finding in KeptBehaviourWarnings.findings(in: root) { diagnostics.append(finding) }
        let measured = measurement.measurement(for: screen, documentPath: file)
        diagnostics.append(contentsOf: measured.findings(for: root))
        var engine = LayoutEngine(measurer: measured.measurer, rootMode: rootMode, rightToLeft: rightToLeft)
        engine.appliesContentOffset = true  // a picture shows the content where it is drawn
        engine.approximatesLargeRegions = approximatesLargeRegions
        let result = engine.layout(root, on: screen)
        if let approximated = ApproximatedLayoutRule.diagnostic(for: result) { diagnostics.append(approximated) }
        for row in RowAtStandardHeightRule.diagnostics(for: result) { diagnostics.append(row) }
        diagnostics.append(contentsOf: NonFiniteFrames.diagnostics(for: result))
        var options = RenderOptions(textAsPaths: rendering.textAsPaths, debug: rendering.debug)
        options.idPrefix = idPrefix
        options.displayScale = displayScale
        options.rightToLeft = rightToLeft
        options.title = (file as NSString).lastPathComponent
        options.chrome = chrome
        let renderer = SVGRenderer(measurer: measured.measurer, fonts: measured.fonts, images: measured.images, options: options)
        let rendered = renderer.render(result)
        diagnostics.append(contentsOf: rendered.diagnostics)
        return Result(svg: rendered.svg, diagnostics: diagnostics, usedFiles: root.includedDocuments + rendered.usedFiles)
    }

    /// Files whose change changes the picture: the document, its tables, the documents it includes and the images drawn.
    /// (Not directories: the page itself is often written into the document's directory.)
    func watchedPaths(usedFiles: [String]) -> [String] {
        [file] + documentArguments.tableFiles.compactMap { $0 } + usedFiles
    }
}
