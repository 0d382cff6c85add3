import Diagnostics
import LayoutTree

/// Rules whose diagnostics the parser and the tree builder produce as they read a document (every stage
/// reports into one diagnostics bag). They are listed here so that the registry, the configuration file
/// and SARIF know them; their checks live where the problem is found (`Sources/MarkupParser`,
/// `Sources/LayoutTree/Tree`, `Sources/LayoutTree/Values`).
enum PipelineRules {
    static let unreadable = RuleDescriptor(
        id: .unreadableMarkup, name: "unreadable-markup", category: .markup, defaultSeverity: .error,
        summary: "The file cannot be read or is not well-formed XML, or holds text or CDATA, which MarkupKit rejects.")
    static let unknownClass = RuleDescriptor(
        id: .unknownElement, name: "unknown-element", category: .markup, defaultSeverity: .warning,
        summary: "An element names a view class markupc does not know; it is laid out as a plain UIView.")
    static let unexpectedElement = RuleDescriptor(
        id: .unexpectedUntypedElement, name: "unexpected-untyped-element", category: .markup, defaultSeverity: .error,
        summary: "A lower-case (untyped) element its parent does not accept, such as <segment> outside a segmented control.")
    static let unknownAttribute = RuleDescriptor(
        id: .unknownAttribute, name: "unknown-attribute", category: .markup, defaultSeverity: .warning,
        summary: "An attribute that is neither a property markupc knows nor a key path into a known sub-object.")
    static let invalidValue = RuleDescriptor(
        id: .invalidValue, name: "invalid-value", category: .markup, defaultSeverity: .error,
        summary: "A value that cannot be converted for its attribute: enumeration, number, colour, font or insets "
            + "(a warning for a colour, a font or a contentSize, which fall back to the default, §1.2).")
    static let rejectedValue = RuleDescriptor(
        id: .valueMarkupKitRejects, name: "value-markupkit-rejects", category: .markup, defaultSeverity: .warning,
        summary: "A value MarkupKit rejects: centre alignment on a box view's main axis (an exception), "
            + "or #rgb and largeTitle, which markupc reads but a device would not.")
    static let partialValue = RuleDescriptor(
        id: .valueReadInPart, name: "value-read-in-part", category: .markup, defaultSeverity: .warning,
        summary: "A number or boolean that MarkupKit reads only in part ('12px' is 12, 'on' is false).")
    static let undefinedTemplate = RuleDescriptor(
        id: .undefinedTemplate, name: "undefined-template", category: .markup, defaultSeverity: .warning,
        summary: "A class attribute names a template that no <?properties?> instruction defines "
            + "(not reported when the document also loads a template file markupc cannot read).")
    static let malformedProperties = RuleDescriptor(
        id: .malformedProperties, name: "malformed-properties", category: .markup, defaultSeverity: .error,
        summary: "A <?properties?> instruction whose JSON is malformed or not an object of templates.")
    static let templateFileNotRead = RuleDescriptor(
        id: .templateFileNotRead, name: "template-file-not-read", category: .markup, defaultSeverity: .warning,
        summary: "A <?properties name?> instruction names a template file (name.json) that is not found beside the document: its templates are unknown.")
    static let caseCondition = RuleDescriptor(
        id: .caseCondition, name: "case-condition", category: .markup, defaultSeverity: .error,
        summary: "A <?case?> condition that is missing, unknown or has an invalid value (a warning for an unknown platform, "
            + "whose content is skipped as iOS skips it).")
    static let unexpectedInstruction = RuleDescriptor(
        id: .unexpectedInstruction, name: "unexpected-instruction", category: .markup, defaultSeverity: .error,
        summary: "A processing instruction the enclosing view does not handle (a warning inside <root> without --root-class, "
            + "where the owner's class is unknown).")
    static let missingString = RuleDescriptor(
        id: .missingLocalizedString, name: "missing-localized-string", category: .markup, defaultSeverity: .warning,
        summary: "An @key value whose key is not in the strings file given with --strings.")
    static let duplicateID = RuleDescriptor(
        id: .duplicateID, name: "duplicate-id", category: .markup, defaultSeverity: .warning,
        summary: "Two views with the same id; the later one wins the outlet.")
    static let conflictingSizes = RuleDescriptor(
        id: .conflictingSizes, name: "conflicting-sizes", category: .markup, defaultSeverity: .error,
        summary: "Required size constraints on one view that contradict each other (width 100 with maximumWidth 50).")
    static let unexpectedChildren = RuleDescriptor(
        id: .childrenNotTaken, name: "children-not-taken", category: .markup, defaultSeverity: .warning,
        summary: "Child views on a view that does not lay out (or does not accept) child views.")
    static let unknownColourName = RuleDescriptor(
        id: .unknownColourName, name: "unknown-colour-name", category: .markup, defaultSeverity: .warning,
        summary: "A colour name that is neither built in nor in the colour table; a note unless --colors or "
            + "--resources is given, since the app's Colors.plist or asset catalog may define it.")

    static let scrollContent = RuleDescriptor(
        id: .scrollContent, name: "scroll-content", category: .markup, defaultSeverity: .warning,
        summary: "An LMScrollView with more than one content view, or a UIScrollView, which does not size its content.")

    static let mixedAnchors = RuleDescriptor(
        id: .mixedAnchors, name: "mixed-anchors", category: .markup, defaultSeverity: .warning,
        summary: "An anchor that mixes left/right with leading/trailing, pinning both edges at once.")

    static let outOfRange = RuleDescriptor(
        id: .numberOutOfRange, name: "number-out-of-range", category: .markup, defaultSeverity: .warning,
        summary: "A number beyond ±10,000,000 points (width=\"1e308\"), which would overflow the geometry; it is clamped.")
    static let nonFiniteOutput = RuleDescriptor(
        id: .frameOverflow, name: "frame-overflow", category: .layout, defaultSeverity: .warning,
        summary: "A frame that came out of layout as infinity or NaN; the output writes it as 0.")
    static let imageOutsideResources = RuleDescriptor(
        id: .imageOutsideResources, name: "image-outside-resources", category: .markup, defaultSeverity: .warning,
        summary: "An image name that leads out of the document's directory and the --resources directories "
            + "(../secret.png, an absolute path, a link pointing elsewhere); markupc does not read it.")

    static let rootNotAView = RuleDescriptor(
        id: .rootNotAView, name: "root-not-a-view", category: .markup, defaultSeverity: .error,
        summary: "The root element is not a view: a lower-case element such as <html>, or a view controller class.")

    static let tableRowNotACell = RuleDescriptor(
        id: .tableRowNotACell, name: "table-row-not-a-cell", category: .markup, defaultSeverity: .error,
        summary: "A row of a table view that is not a UITableViewCell or LMTableViewCell, which MarkupKit casts to one unchecked.")
    static let listContentNotShown = RuleDescriptor(
        id: .listContentNotShown, name: "list-content-not-shown", category: .markup, defaultSeverity: .warning,
        summary: "Table, cell or collection content that is not shown as written: a second accessory or content view, a "
            + "header, footer or accessory view sizeToFit leaves 0 × 0, a collection view's child elements (its items come "
            + "from the data source), an LMTableViewCell with no content (UIKit makes it 44 pt high).")
    static let includeCycle = RuleDescriptor(
        id: .includeCycle, name: "include-cycle", category: .markup, defaultSeverity: .error,
        summary: "An <?include?> that includes a document already being included, or nests includes deeper than 16.")
    static let includeMissing = RuleDescriptor(
        id: .includeNotFound, name: "include-not-found", category: .markup, defaultSeverity: .error,
        summary: "An <?include name?> whose name.xml is neither beside the including document nor in the --resources "
            + "directories, or cannot be read.")
    static let includeOutside = RuleDescriptor(
        id: .includeOutsideResources, name: "include-outside-resources", category: .markup, defaultSeverity: .error,
        summary: "An <?include?> name that is empty or leads out of the document's directory and the --resources "
            + "directories (../x, an absolute path, a link pointing elsewhere); markupc does not read it.")
    static let includeMisplaced = RuleDescriptor(
        id: .includeOutsideView, name: "include-outside-view", category: .markup, defaultSeverity: .warning,
        summary: "An <?include?> before the root element, where there is no view to insert the document into; ignored.")

    static let all: [RuleDescriptor] = [
        unreadable, unknownClass, unexpectedElement, unknownAttribute, invalidValue, rejectedValue, partialValue,
        undefinedTemplate, malformedProperties, templateFileNotRead, caseCondition, unexpectedInstruction, missingString,
        duplicateID, conflictingSizes, unexpectedChildren, unknownColourName, scrollContent,
        mixedAnchors, outOfRange, nonFiniteOutput, imageOutsideResources, rootNotAView,
        tableRowNotACell, listContentNotShown, includeCycle, includeMissing, includeOutside, includeMisplaced,
    ]
}
