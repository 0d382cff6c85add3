import Diagnostics
import Foundation
import MarkupParser

/// `<?include name?>` (SEMANTICS.md §1.8). MarkupKit 3 appended a container view where the
/// instruction stands, as a child of the innermost open view, and pinned the root view of
/// `name.xml` to the container's four edges. markupc builds the same two views: the container is
/// an `LMIncludeContainer` (a plain UIView) whose one child fills its bounds.
extension BuildState {
    /// The element name of the inserted container (MarkupKit 3's private class).
    static let includeContainerName = "LMIncludeContainer"

    /// The container holding the included document's root view; nil (and an error at the
    /// instruction) when the document cannot be found, read or included.
    mutating func includedContainer(_ instruction: MarkupProcessingInstruction) -> ViewNode? {
        let name = instruction.data.trimmingWhitespace()
        let location = instruction.location
        guard let path = locateInclude(name, at: location) else { return nil }
        let identity = IncludeLocator.identity(of: path)
        if let start = includeChain.firstIndex(of: identity) {
            let cycle = (includeChain[start...] + [identity]).map { ($0 as NSString).lastPathComponent }
            diagnostics.error(
                "<?include \(name)?> is a cycle: \(cycle.joined(separator: " → "))", at: location, rule: .includeCycle)
            return nil
        }
        guard includeChain.count <= IncludeLocator.maximumDepth else {
            diagnostics.error(
                "<?include \(name)?> nests includes deeper than \(IncludeLocator.maximumDepth)", at: location,
                rule: .includeCycle)
            return nil
        }
        let document: MarkupDocument
        switch FileReader.contents(ofFile: path, limit: options.maxInputSize) {
        case .success(let bytes):
            // The parser's own problems name the included file and their place in it.
            guard let parsed = MarkupParser.parse(bytes: bytes, file: path, diagnostics: &diagnostics) else { return nil }
            document = parsed
        case .failure(let failure):
            diagnostics.error(
                "cannot read included document '\(path)': \(failure.reason)", at: location, rule: .includeNotFound)
            return nil
        }
        guard let root = buildIncluded(document, identity: identity) else { return nil }
        var container = ViewNode(
            elementName: Self.includeContainerName, viewClass: .view, location: location, layout: .layer(marginsRelative: false))
        container.children = [root]
        return container
    }

    /// The included document's root view. It sees the templates defined so far; the templates it
    /// defines stay its own, and its `<?case?>` state is its own (MarkupKit 3 gave each include a
    /// builder of its own, seeded with a copy of the includer's templates).
    private mutating func buildIncluded(_ document: MarkupDocument, identity: String) -> ViewNode? {
        let outerTemplates = templates, outerSkipping = skipping
        skipping = false
        includeChain.append(identity)
        defer {
            includeChain.removeLast()
            templates = outerTemplates
            skipping = outerSkipping
        }
        for instruction in document.prolog {
            handleInstruction(instruction, in: nil)
        }
        return makeView(document.root)
    }

    /// The file `name` stands for, or nil after an error naming the paths tried.
    private mutating func locateInclude(_ name: String, at location: SourceLocation) -> String? {
        switch includes.locate(name, includedFrom: location.file) {
        case .found(let path):
            return path
        case .missing(let tried):
            let paths = tried.isEmpty ? "no directory to look in (give --resources)" : "tried " + tried.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.error("included document '\(name)' not found: \(paths)", at: location, rule: .includeNotFound)
        case .outside:
            diagnostics.error(
                "<?include \(name)?> must name a document beside this one or in the --resources directories; not read",
                at: location, rule: .includeOutsideResources)
        }
        return nil
    }
}
