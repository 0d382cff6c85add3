import Diagnostics
import MarkupParser

/// MK015: a `<?case?>` that is still in effect where it was surely not meant to be. A `case` runs until the
/// next `case` or `<?end?>`, and `case` does not nest (SEMANTICS.md §1.8). Without an `end`:
/// - in the prolog, a non-matching `case` skips the whole root element's content;
/// - inside an element, it runs on past that element's end tag and decides about whatever follows it in
///   the document.
///
/// A `case` left open at the very end of the document (or of the root element's content) is what MarkupKit
/// allows, and is not reported.
public struct MissingEndRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .missingEnd, name: "missing-end", category: .markup, defaultSeverity: .warning,
        summary: "A <?case?> without <?end?> before its element (or the prolog) ends, so it decides about content that follows.")

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        let markup = document.markup
        // The prolog holds instructions after the root element too; only those before it lead into it.
        let before = markup.prolog.filter { isBefore($0.location, markup.root.location) }
        if let open = openCase(in: before) {
            diagnostics.append(Self.descriptor.diagnostic(
                "<?case \(open.data)?> is not closed by <?end?> before the root element <\(markup.root.name)>, so it decides about the whole document",
                at: open.location, fixIt: "add <?end?> after the instructions it is meant for"))
        }
        // Elements with whether anything follows them in the document.
        var stack: [(element: MarkupElement, followed: Bool)] = [(markup.root, false)]
        while let (element, followed) = stack.popLast() {
            let nodes = element.children
            if followed, let open = openCase(in: nodes.compactMap(\.instruction)) {
                diagnostics.append(Self.descriptor.diagnostic(
                    "<?case \(open.data)?> is not closed by <?end?> before </\(element.name)>, so it also decides about the content that follows </\(element.name)>",
                    at: open.location, fixIt: "add <?end?> before </\(element.name)>"))
            }
            for (index, node) in nodes.enumerated() {
                guard case .element(let child) = node else { continue }
                stack.append((child, followed || index < nodes.count - 1))
            }
        }
    }

    /// The `case` still in effect after `instructions`, if any.
    private func openCase(in instructions: [MarkupProcessingInstruction]) -> MarkupProcessingInstruction? {
        var open: MarkupProcessingInstruction?
        for instruction in instructions {
            switch instruction.target {
            case "case": open = instruction
            case "end": open = nil
            default: break
            }
        }
        return open
    }
}

extension MarkupNode {
    var instruction: MarkupProcessingInstruction? {
        if case .processingInstruction(let instruction) = self { return instruction }
        return nil
    }
}
