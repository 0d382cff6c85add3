import Diagnostics
import LayoutTree

/// Rules whose diagnostics the parser and the tree builder produce as they read a document (every stage
/// reports into one diagnostics bag). They are listed here so that the registry, the configuration file
/// and SARIF know them; their checks live where the problem is found (`Sources/MarkupParser`,
/// `Sources/LayoutTree/Tree`, `Sources/LayoutTree/Values`).
enum PipelineRules {
    static let unreadable = RuleDescriptor(
        id: "MK000", name: "unreadable-markup", category: .markup, defaultSeverity: .error,
        summary: "The file cannot be read or is not well-formed XML, or holds text or CDATA, which MarkupKit rejects.")
    static let unknownClass = RuleDescriptor(
        id: "MK001", name: "unknown-element", category: .markup, defaultSeverity: .warning,
        summary: "An element names a view class markupc does not know; it is laid out as a plain UIView.")
    static let unexpectedElement = RuleDescriptor(
        id: "MK002", name: "unexpected-untyped-element", category: .markup, defaultSeverity: .error,
        summary: "A lower-case (untyped) element its parent does not accept, such as <segment> outside a segmented control.")
    static let unknownAttribute = RuleDescriptor(
        id: "MK003", name: "unknown-attribute", category: .markup, defaultSeverity: .warning,
        summary: "An attribute that is neither a property markupc knows nor a key path into a known sub-object.")
    static let invalidValue = RuleDescriptor(
        id: "MK004", name: "invalid-value", category: .markup, defaultSeverity: .error,
        summary: "A value that cannot be converted for its attribute: enumeration, number, colour, font or insets.")
    static let rejectedValue = RuleDescriptor(
        id: "MK005", name: "value-markupkit-rejects", category: .markup, defaultSeverity: .warning,
        summary: "A value MarkupKit rejects: centre alignment on a box view's main axis (an exception), "
            + "or #rgb, largeTitle, System-Semibold, which markupc reads but a device would not.")
    static let partialValue = RuleDescriptor(
        id: "MK006", name: "value-read-in-part", category: .markup, defaultSeverity: .warning,
        summary: "A number or boolean that MarkupKit reads only in part ('12px' is 12, 'on' is false).")
    static let undefinedTemplate = RuleDescriptor(
        id: "MK010", name: "undefined-template", category: .markup, defaultSeverity: .warning,
        summary: "A class attribute names a template that no <?properties?> instruction defines "
            + "(not reported when the document also loads a template file markupc cannot read).")
    static let malformedProperties = RuleDescriptor(
        id: "MK011", name: "malformed-properties", category: .markup, defaultSeverity: .error,
        summary: "A <?properties?> instruction whose JSON is malformed or not an object of templates.")
    static let templateFileNotRead = RuleDescriptor(
        id: "MK012", name: "template-file-not-read", category: .markup, defaultSeverity: .warning,
        summary: "A <?properties name?> instruction names a template file, which markupc does not read.")
    static let caseCondition = RuleDescriptor(
        id: "MK013", name: "case-condition", category: .markup, defaultSeverity: .error,
        summary: "A <?case?> condition that is missing, unknown or has an invalid value.")
    static let unexpectedInstruction = RuleDescriptor(
        id: "MK014", name: "unexpected-instruction", category: .markup, defaultSeverity: .error,
        summary: "A processing instruction the enclosing view does not handle.")
    static let missingString = RuleDescriptor(
        id: "MK016", name: "missing-localized-string", category: .markup, defaultSeverity: .warning,
        summary: "An @key value whose key is not in the strings file given with --strings.")
    static let duplicateID = RuleDescriptor(
        id: "MK017", name: "duplicate-id", category: .markup, defaultSeverity: .warning,
        summary: "Two views with the same id; the later one wins the outlet.")
    static let conflictingSizes = RuleDescriptor(
        id: "MK018", name: "conflicting-sizes", category: .markup, defaultSeverity: .warning,
        summary: "Required size constraints on one view that contradict each other (width 100 with maximumWidth 50).")
    static let unexpectedChildren = RuleDescriptor(
        id: "MK020", name: "children-not-taken", category: .markup, defaultSeverity: .warning,
        summary: "Child views on a view that does not lay out (or does not accept) child views.")
    static let unknownColourName = RuleDescriptor(
        id: "MK009", name: "unknown-colour-name", category: .markup, defaultSeverity: .warning,
        summary: "A colour name that is neither built in nor in the colour table; a note unless --colors or "
            + "--resources is given, since the app's Colors.plist or asset catalog may define it.")

    static let scrollContent = RuleDescriptor(
        id: "MK021", name: "scroll-content", category: .markup, defaultSeverity: .warning,
        summary: "An LMScrollView with more than one content view, or a UIScrollView, which does not size its content.")

    static let mixedAnchors = RuleDescriptor(
        id: "MK022", name: "mixed-anchors", category: .markup, defaultSeverity: .warning,
        summary: "An anchor that mixes left/right with leading/trailing, pinning both edges at once.")

    static let outOfRange = RuleDescriptor(
        id: GeometryLimit.outOfRangeRule, name: "number-out-of-range", category: .markup, defaultSeverity: .warning,
        summary: "A number beyond ±10,000,000 points (width=\"1e308\"), which would overflow the geometry; it is clamped.")
    static let nonFiniteOutput = RuleDescriptor(
        id: GeometryLimit.nonFiniteOutputRule, name: "frame-overflow", category: .layout, defaultSeverity: .warning,
        summary: "A frame that came out of layout as infinity or NaN; the output writes it as 0.")
    static let imageOutsideResources = RuleDescriptor(
        id: ImageResolver.outsideResourcesRule, name: "image-outside-resources", category: .markup, defaultSeverity: .warning,
        summary: "An image name that leads out of the document's directory and the --resources directories "
            + "(../secret.png, an absolute path, a link pointing elsewhere); markupc does not read it.")

    static let includeCycle = RuleDescriptor(
        id: IncludeLocator.cycleRule, name: "include-cycle", category: .markup, defaultSeverity: .error,
        summary: "An <?include?> that includes a document already being included, or nests includes deeper than 16.")
    static let includeMissing = RuleDescriptor(
        id: IncludeLocator.missingRule, name: "include-not-found", category: .markup, defaultSeverity: .error,
        summary: "An <?include name?> whose name.xml is neither beside the including document nor in the --resources "
            + "directories, or cannot be read.")
    static let includeOutside = RuleDescriptor(
        id: IncludeLocator.outsideRule, name: "include-outside-resources", category: .markup, defaultSeverity: .error,
        summary: "An <?include?> name that is empty or leads out of the document's directory and the --resources "
            + "directories (../x, an absolute path, a link pointing elsewhere); markupc does not read it.")
    static let includeMisplaced = RuleDescriptor(
        id: IncludeLocator.misplacedRule, name: "include-outside-view", category: .markup, defaultSeverity: .warning,
        summary: "An <?include?> before the root element, where there is no view to insert the document into; ignored.")

    static let all: [RuleDescriptor] = [
        unreadable, unknownClass, unexpectedElement, unknownAttribute, invalidValue, rejectedValue, partialValue,
        undefinedTemplate, malformedProperties, templateFileNotRead, caseCondition, unexpectedInstruction, missingString,
        duplicateID, conflictingSizes, unexpectedChildren, unknownColourName, scrollContent,
        mixedAnchors, outOfRange, nonFiniteOutput, imageOutsideResources, includeCycle, includeMissing, includeOutside,
        includeMisplaced,
    ]
}
