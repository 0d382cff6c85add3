/// Every rule id markupc reports, declared once. The stage that finds a problem names its rule by
/// this symbol; the lint registry (`Sources/Lint/RuleRegistry.swift`) describes each one (name,
/// category, default severity, summary). An id is never reused for another meaning.
public enum RuleID: String, Sendable, CaseIterable, Comparable {
    // Reading and typing the document (parser, tree builder, values).
    case unreadableMarkup = "MK000"
    case unknownElement = "MK001"
    case unexpectedUntypedElement = "MK002"
    case unknownAttribute = "MK003"
    case invalidValue = "MK004"
    case valueMarkupKitRejects = "MK005"
    case valueReadInPart = "MK006"
    case attributeNotApplicable = "MK007"
    case weightWithFixedSize = "MK008"
    case unknownColourName = "MK009"
    case undefinedTemplate = "MK010"
    case malformedProperties = "MK011"
    case templateFileNotRead = "MK012"
    case caseCondition = "MK013"
    case unexpectedInstruction = "MK014"
    case missingEnd = "MK015"
    case missingLocalizedString = "MK016"
    case duplicateID = "MK017"
    case conflictingSizes = "MK018"
    case missingImage = "MK019"
    case childrenNotTaken = "MK020"
    case scrollContent = "MK021"
    case mixedAnchors = "MK022"
    case numberOutOfRange = "MK023"
    case frameOverflow = "MK024"
    case imageOutsideResources = "MK025"
    case includeCycle = "MK026"
    case includeNotFound = "MK027"
    case includeOutsideResources = "MK028"
    case includeOutsideView = "MK029"
    // Frames on the device matrix.
    case contentDoesNotFit = "MK030"
    case truncatedLabel = "MK031"
    case outsideParent = "MK032"
    case outsideSafeArea = "MK033"
    case overlappingSiblings = "MK034"
    case zeroSize = "MK035"
    case ambiguousSize = "MK036"
    case smallTouchTarget = "MK037"
    case approximatedLayout = "MK038"
    // The shape of the tree.
    case deepNesting = "MK040"
    case tooManyViews = "MK041"
    case nestedWeights = "MK042"
    case hiddenGridCell = "MK045"
    case weightNotPositive = "MK046"
    case hiddenBaselineView = "MK047"
    case noSuchProperty = "MK048"
    // What measuring and the root element say about the screen.
    case fontNotFound = "MK043"
    case rootNotAView = "MK044"
    // Golden frame files.
    case framesMoved = "MK050"
    // Tables, cells and collection views (§2.11).
    case tableRowNotACell = "MK060"
    case listContentNotShown = "MK061"
    case rowAtStandardHeight = "MK062"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Diagnostic {
    /// A diagnostic of a rule, named by its symbol.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, rule: RuleID, fixIt: String? = nil) {
        self.init(severity, message, at: location, rule: rule.rawValue, fixIt: fixIt)
    }

    /// Whether the diagnostic belongs to `rule`.
    public func belongs(to rule: RuleID) -> Bool { ruleID == rule.rawValue }
}

extension DiagnosticBag {
    public mutating func error(_ message: String, at location: SourceLocation?, rule: RuleID, fixIt: String? = nil) {
        append(Diagnostic(.error, message, at: location, rule: rule, fixIt: fixIt))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?, rule: RuleID, fixIt: String? = nil) {
        append(Diagnostic(.warning, message, at: location, rule: rule, fixIt: fixIt))
    }
}
