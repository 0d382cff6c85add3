import Diagnostics
import Foundation
import LayoutTree
import MarkupParser

/// Inputs of linting that come from the command line, the same for every file of a run.
public struct LintOptions: Sendable {
    /// Strings, colours, bindings, the class of `<root>`, the platform of `<?case?>`.
    public var document = DocumentOptions()
    /// `--resources` was given: a missing image (MK019) is a warning, not a note (`LeafMeasurer.findings`).
    public var imagesAreKnown = false
    /// The layout matrix unless a configuration file names devices.
    public var matrix = DeviceMatrix.standard
    /// `--devices` was given: it wins over configuration files.
    public var matrixIsExplicit = false
    /// Run the layout rules (the matrix); markup and structure rules always run.
    public var runsLayout = true
    public var rootMode = RootMode.viewController
    /// How leaves are measured for a document (fonts, and images looked up beside it and in `--resources`).
    public var measurer: @Sendable (_ documentPath: String) -> LeafMeasurer = { _ in LeafMeasurer() }
    /// `--pseudo-locale`: the layout rules also run on the pseudo-localised text (`PseudoLocaleLayout`).
    public var pseudoLocale: PseudoLocale?
    /// How a font is named in a frame snapshot's header: its family and file (`DejaVu Sans, DejaVuSans.ttf`).
    public var fontDescription: @Sendable (FontDescriptor) -> String = { _ in "estimated metrics (no font file)" }

    public init() {}
}

/// The result for one file.
public struct FileReport: Sendable {
    public var path: String
    /// Sorted by position; configuration and disable comments applied.
    public var diagnostics: [Diagnostic]
    /// The file could not be read at all (an I/O error, exit status 2), as opposed to problems in it.
    public var isUnreadable = false

    public init(path: String, diagnostics: [Diagnostic], isUnreadable: Bool = false) {
        self.path = path
        self.diagnostics = diagnostics
        self.isUnreadable = isUnreadable
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
}

/// Lints one document: parse → type (once per distinct `<?case?>` outcome of the matrix) → markup and
/// structure rules → layout rules on every screen of the matrix, merged → policies, configuration and
/// disable comments. Every stage reports into one list of diagnostics.
public struct Linter: Sendable {
    public var options: LintOptions
    public var registry: RuleRegistry

    public init(options: LintOptions = LintOptions(), registry: RuleRegistry = .standard) {
        self.options = options
        self.registry = registry
    }

    public func lint(fileAtPath path: String, configuration: LintConfiguration = .standard) -> FileReport {
        switch FileReader.contents(ofFile: path, limit: options.document.maxInputSize) {
        case .success(let bytes):
            // Template files (`<?properties Name?>`) beside the document, as `layout` reads them.
            var beside = self
            beside.options.document = options.document.besideDocument(at: path)
            return beside.lint(bytes: bytes, path: path, configuration: configuration)
        case .failure(let failure):
            let diagnostic = Diagnostic(.error, "cannot read file '\(path)': \(failure)", at: nil, rule: PipelineRules.unreadable.id)
            return FileReport(path: path, diagnostics: [diagnostic], isUnreadable: true)
        }
    }

    public func lint(source: String, path: String = "<input>", configuration: LintConfiguration = .standard) -> FileReport {
        lint(bytes: Array(source.utf8), path: path, configuration: configuration)
    }

    public func lint(bytes: [UInt8], path: String, configuration: LintConfiguration) -> FileReport {
        var bag = DiagnosticBag()
        let markup = MarkupParser.parse(bytes: bytes, file: path, diagnostics: &bag)
        var collected = DiagnosticList()
        // The parser's problems (malformed XML, text content) belong to MK000.
        bag.assignUnassigned(to: .unreadableMarkup)
        for diagnostic in bag.diagnostics { collected.append(diagnostic) }
        if let markup {
            check(markup, path: path, configuration: configuration, into: &collected)
        }
        let comments = DisableComments(source: bytes, markup: markup)
        var diagnostics = applyPolicies(collected.diagnostics)
        diagnostics = diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            guard let rule = diagnostic.ruleID else { return diagnostic }
            // A document's comments silence its own lines, not those of a document it includes (§1.8).
            guard let severity = configuration.severity(of: rule, reported: diagnostic.severity, registry: registry),
                comments.isEmpty || diagnostic.location?.file != path || !comments.silences(diagnostic)
            else { return nil }
            diagnostic.severity = severity
            return diagnostic
        }
        return FileReport(path: path, diagnostics: Self.sorted(diagnostics))
    }

    private func check(
        _ markup: MarkupDocument, path: String, configuration: LintConfiguration, into collected: inout DiagnosticList
    ) {
        let matrix = options.matrixIsExplicit ? options.matrix : (configuration.devices ?? options.matrix)
        let documentOptions = options.document
        let measurer = options.measurer(path)
        // One typed tree per distinct outcome of the `<?case?>` conditions over the matrix.
        let variants = TreeVariants(markup: markup, matrix: matrix, platform: documentOptions.conditions.platform)
        var typing = DiagnosticBag()
        let trees = variants.trees(of: markup, options: documentOptions, diagnostics: &typing)
        collected.append(contentsOf: typing.diagnostics)
        for key in variants.keys {
            guard let root = trees[key] else { continue }
            var facts = DocumentFacts(
                path: path, markup: markup, root: root, images: measurer.images, ruleOptions: configuration.ruleOptions)
            facts.measurer = measurer
            facts.imagesAreKnown = options.imagesAreKnown
            for rule in registry.documentRules where configuration.isEnabled(rule.descriptor.id) {
                var found: [Diagnostic] = []
                rule.check(facts, into: &found)
                collected.append(contentsOf: found)
            }
        }
        if options.runsLayout, configuration.isEnabled(FrameSnapshotCheck.descriptor.id),
            let moved = FrameSnapshotCheck.check(markup, path: path, options: options)
        {
            collected.append(moved)
        }
        let layoutRules = registry.layoutRules.filter { configuration.isEnabled($0.descriptor.id) }
        guard options.runsLayout, !layoutRules.isEmpty else { return }
        var merger = FindingMerger()
        var engine = LayoutEngine(measurer: measurer, rootMode: options.rootMode, rightToLeft: documentOptions.rightToLeft)
        engine.appliesContentOffset = true  // the rules judge where views are drawn
        engine.findsShownText = false  // the rules read frames, not a label's lines
        let pseudo = options.pseudoLocale.map {
            PseudoLocaleLayout(
                locale: $0, markup: markup, variants: variants, options: documentOptions, measurer: measurer,
                rootMode: options.rootMode)
        }
        // One document on every screen: each layout takes what is the same from the ones before.
        var earlier: EarlierSolves?, pseudoEarlier: EarlierSolves?
        for screen in matrix.screens {
            guard let root = trees[variants.key(for: screen)] else { continue }
            let laidOut = LaidOutDocument(engine.layout(root, on: screen.screen(iosVersion: measurer.iosVersion), reusing: &earlier), screenName: screen.name)
            var findings: [LayoutFinding] = []
            for rule in layoutRules { rule.check(laidOut, into: &findings) }
            merger.add(findings, on: screen)
            if let pseudo {
                merger.add(pseudo.findings(on: screen, besides: findings, rules: layoutRules, reusing: &pseudoEarlier), on: screen)
            }
        }
        collected.append(contentsOf: merger.diagnostics { registry.descriptor(for: $0)?.defaultSeverity ?? .warning })
    }

    /// Rules that depend on knowledge markupc does not have in this run (see `LintOptions`).
    private func applyPolicies(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // A template file not found, or a malformed <?properties?>, may define any template.
        let templateFileUnread = diagnostics.contains {
            $0.ruleID == PipelineRules.templateFileNotRead.id || $0.ruleID == PipelineRules.malformedProperties.id
        }
        return diagnostics.filter { !(templateFileUnread && $0.ruleID == PipelineRules.undefinedTemplate.id) }
    }

    /// By position (diagnostics without one first), keeping the order of equal positions.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let left = a.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let right = b.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return left != right ? left < right : a.offset < b.offset
        }.map(\.element)
    }
}

/// Diagnostics in the order found, each once (several typed trees report the same markup problems).
struct DiagnosticList {
    private(set) var diagnostics: [Diagnostic] = []
    private var seen = Set<Diagnostic>()

    mutating func append(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    mutating func append(contentsOf list: [Diagnostic]) {
        for diagnostic in list { append(diagnostic) }
    }
}

/// The distinct `<?case?>` outcomes over a device matrix. A document whose cases test only the platform
/// (all of MarkupKit's) types the same on every screen, so it is typed once.
struct TreeVariants {
    /// In matrix order.
    private(set) var keys: [String] = []
    private(set) var conditions: [String: CaseConditions] = [:]
    private let screenDependent: Bool
    private let platform: String

    init(markup: MarkupDocument, matrix: DeviceMatrix, platform: String) {
        self.platform = platform
        screenDependent = Self.hasScreenConditions(markup)
        let screens = screenDependent ? matrix.screens : Array(matrix.screens.prefix(1))
        for screen in screens {
            let key = key(for: screen)
            if conditions[key] == nil {
                keys.append(key)
                conditions[key] = screen.conditions(platform: platform)
            }
        }
        if keys.isEmpty {
            var standard = CaseConditions()
            standard.platform = platform
            keys = ["*"]
            conditions["*"] = standard
        }
    }

    /// The typed tree of each outcome, by key.
    func trees(of markup: MarkupDocument, options: DocumentOptions, diagnostics: inout DiagnosticBag) -> [String: ViewNode] {
        var trees: [String: ViewNode] = [:]
        for key in keys {
            var treeOptions = options
            treeOptions.conditions = conditions[key] ?? options.conditions
            trees[key] = TreeBuilder(options: treeOptions).build(markup, diagnostics: &diagnostics)
        }
        return trees
    }

    func key(for screen: MatrixScreen) -> String {
        guard screenDependent else { return keys.first ?? "*" }
        let c = screen.conditions(platform: platform)
        return [c.platform, c.horizontalSizeClass, c.verticalSizeClass, c.orientation, c.device].joined(separator: "|")
    }

    /// markupc's `<?case key=value?>` extensions (§4.3) make typing depend on the screen.
    private static func hasScreenConditions(_ markup: MarkupDocument) -> Bool {
        if markup.prolog.contains(where: { $0.target == "case" && $0.data.contains("=") }) { return true }
        var stack = [markup.root]
        while let element = stack.popLast() {
            for child in element.children {
                switch child {
                case .element(let nested): stack.append(nested)
                case .processingInstruction(let instruction):
                    if instruction.target == "case" && instruction.data.contains("=") { return true }
                }
            }
        }
        return false
    }
}
