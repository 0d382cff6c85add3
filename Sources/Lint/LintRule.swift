import Diagnostics
import LayoutTree
import MarkupParser

/// What a rule checks, which decides when it runs.
public enum RuleCategory: String, Sendable, CaseIterable {
    /// Reading and typing the document (parser and tree builder diagnostics, attribute placement).
    case markup
    /// Frames on one device and orientation; run over the device matrix and merged.
    case layout
    /// The shape of the view tree (depth, size, nested weights); independent of the screen.
    case structure
}

/// The stable description of a rule: what the registry lists, SARIF's `rules` array carries and the
/// configuration file names.
public struct RuleDescriptor: Sendable, Hashable {
    /// `MK0xx`; never reused for another meaning.
    public let id: String
    /// A short kebab-case name (`unknown-attribute`), for people and SARIF's `name`.
    public let name: String
    public let category: RuleCategory
    public let defaultSeverity: Severity
    /// One sentence: what the rule reports.
    public let summary: String
    /// The numbers `.markupc.yml` may set for it.
    public let options: [RuleOption]

    public init(
        id: String, name: String, category: RuleCategory, defaultSeverity: Severity, summary: String,
        options: [RuleOption] = []
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.options = options
    }

    /// A rule declared in `RuleID` (every rule markupc itself reports).
    public init(
        id: RuleID, name: String, category: RuleCategory, defaultSeverity: Severity, summary: String,
        options: [RuleOption] = []
    ) {
        self.init(
            id: id.rawValue, name: name, category: category, defaultSeverity: defaultSeverity, summary: summary,
            options: options)
    }

    /// A diagnostic of this rule at its default severity.
    public func diagnostic(_ message: String, at location: SourceLocation?, fixIt: String? = nil) -> Diagnostic {
        Diagnostic(defaultSeverity, message, at: location, rule: id, fixIt: fixIt)
    }
}

/// A rule over one typed document (markup and structure rules). One file per rule under `Rules/`.
public protocol DocumentRule: Sendable {
    static var descriptor: RuleDescriptor { get }
    func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic])
}

/// A document rule that looks at one view at a time (with its children): checked over every view,
/// and, where SEMANTICS asks for the warning wherever a document is laid out, by
/// `KeptBehaviourWarnings` in the same way.
public protocol ViewByViewRule: DocumentRule {
    static func findings(at node: ViewNode) -> [Diagnostic]
}

extension ViewByViewRule {
    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        for (node, _, _) in preorder(document.root) { diagnostics += Self.findings(at: node) }
    }
}

/// A rule over one document laid out on one screen. Findings name no device: the matrix runner adds the
/// devices and merges a finding seen on several screens into one diagnostic.
public protocol LayoutRule: Sendable {
    static var descriptor: RuleDescriptor { get }
    func check(_ layout: LaidOutDocument, into findings: inout [LayoutFinding])
}

extension DocumentRule {
    public var descriptor: RuleDescriptor { Self.descriptor }
}

extension LayoutRule {
    public var descriptor: RuleDescriptor { Self.descriptor }

    /// A finding of this rule.
    func finding(_ summary: String, at location: SourceLocation, amount: Double? = nil, fixIt: String? = nil) -> LayoutFinding {
        LayoutFinding(ruleID: Self.descriptor.id, location: location, summary: summary, amount: amount, fixIt: fixIt)
    }
}

/// Everything a document rule may read: the typed tree, and the parsed markup for the few rules about
/// the document's processing instructions (which typing consumes).
public struct DocumentFacts: Sendable {
    public var path: String
    public var markup: MarkupDocument
    public var root: ViewNode
    /// The app's images (`--resources`, then the document's directory).
    public var images: (any ImageSizing)?
    /// How leaves are measured (fonts, images): what the measurement rules (MK019, MK043) ask.
    public var measurer: LeafMeasurer?
    /// `--resources` was given, so a missing image is a warning rather than a note.
    public var imagesAreKnown = false
    /// Rule options from `.markupc.yml`, by rule id and option name (read with `value(of:for:)`).
    public var ruleOptions: [String: [String: Int]]

    public init(
        path: String, markup: MarkupDocument, root: ViewNode, images: (any ImageSizing)? = nil,
        ruleOptions: [String: [String: Int]] = [:]
    ) {
        self.path = path
        self.markup = markup
        self.root = root
        self.images = images
        self.ruleOptions = ruleOptions
    }
}

/// One problem on one screen, before merging across the device matrix.
public struct LayoutFinding: Sendable, Hashable {
    public var ruleID: String
    public var location: SourceLocation
    /// The problem without device or amount: "<UILabel> 'name' is truncated". Identical summaries at one
    /// location on several screens merge into one diagnostic.
    public var summary: String
    /// How far off, in points, when the problem has a size: appended as "by 12 pt", or written where the
    /// summary has `{amount}` (the range over the screens, "4–12 pt") or `{largest}` (the largest, "12 pt").
    /// Amounts vary between screens (and pixel scales), so they stay out of the summary.
    public var amount: Double?

    public static let amountPlaceholder = "{amount}"
    public static let largestPlaceholder = "{largest}"
    /// A suggested fix in words.
    public var fixIt: String?

    public init(ruleID: String, location: SourceLocation, summary: String, amount: Double? = nil, fixIt: String? = nil) {
        self.ruleID = ruleID
        self.location = location
        self.summary = summary
        self.amount = amount
        self.fixIt = fixIt
    }
}
